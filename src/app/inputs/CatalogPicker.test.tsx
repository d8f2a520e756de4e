// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Harness } from '../../../tests/support/Harness.tsx';
import index from '../../data/catalogIndex.json';
import { DEFAULT_SCENARIO, type Scenario } from '../../engine/index.ts';
import { resetCalculator } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';
import CatalogPicker from './CatalogPicker.tsx';

beforeEach(() => {
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
});
afterEach(cleanup);

const picker = () => screen.getByLabelText('Fill from the GPU catalog');
/** The market a card is listed under, as the list's group heading says it. */
const marketOf = (card: RegExp) =>
  (screen.getByRole('option', { name: card }).closest('optgroup') as HTMLOptGroupElement | null)?.label;

describe('the catalog picker', () => {
  it('lists the scenario market’s GPUs first, and other markets only as a choice marked so', () => {
    render(<CatalogPicker />);
    // 25 entries and the prompt: the list needs only the catalog's index, not the catalog
    expect(screen.getAllByRole('option')).toHaveLength(26);
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('label'))).toEqual([
      'China prices (CNY)',
      'Other markets (converted and marked so)',
    ]);
    // one entry per card and market: the H100 in China, and the US one among the other markets
    const china = screen.getByRole('option', { name: 'NVIDIA H100 SXM5 80GB · 80 GB · as of 2024-07-01' });
    expect(china).toHaveProperty('value', 'h100-sxm-cn');
    const us = screen.getByRole('option', {
      name: 'NVIDIA H100 SXM5 80GB · 80 GB · as of 2026-03-01 · US prices (USD)',
    });
    expect(us).toHaveProperty('value', 'h100-sxm');
    expect(marketOf(/^NVIDIA H800 SXM5/)).toBe('China prices (CNY)');
  });

  it('fills a CNY scenario’s H100 from China rows, from a pick made before the catalog was reached for', async () => {
    render(<CatalogPicker />);
    // no focus and no pointer first: the change itself fetches the catalog, then fills
    fireEvent.change(picker(), { target: { value: 'h100-sxm-cn' } });
    await screen.findByText(/^Filled power, monthly price, and lead time for the NVIDIA H100/);
    const { scenario } = useCalculator.getState();
    expect(scenario.own.power.gpuWatts).toBe(700);
    expect(scenario.rent.monthlyPricePerGpu).toBe(9_375); // 75,000 CNY a server-month ÷ 8
    expect(scenario.sources['rent.monthlyPricePerGpu']?.source).toMatch(/MIT Technology Review/);
    // the China data has no 4-card server and no on-demand price for it: said on the page, not hidden
    const said = screen.getByText(
      /No server price and rental price for this card among the China prices \(CNY\): those fields keep the figures they had; check them\./,
    );
    expect(said.closest('.visually-hidden')).toBeNull();
    // and that it cannot be bought new there, with the rule's date
    expect(said.textContent).toMatch(
      /Export rules \(2023-10-17\): not sold new in China, over the thresholds of the US rule of 2023-10-17 \(grey market and rental only\)\.$/,
    );
    // the snapshot and entry the figures came from travel with the scenario
    expect(scenario.catalog).toEqual({ snapshot: index.snapshot.id, entry: 'h100-sxm-cn', market: 'cn' });
  });

  it('converts the US market’s figures when the reader picks them, and says so', async () => {
    const user = userEvent.setup();
    render(<CatalogPicker />);
    await user.click(picker());
    await user.selectOptions(picker(), 'h100-sxm');
    await screen.findByText(/^Filled power, rental price, billing increment, reserved discount, spot discount/);
    const { scenario, problems } = useCalculator.getState();
    expect(problems).toEqual([]);
    expect(scenario.rent.pricePerGpuHour).toBe(30.89); // 4.29 USD × 7.2 = 30.888, to the fen
    expect(scenario.sources['rent.pricePerGpuHour']?.source).toMatch(/\(converted from USD at 7\.2 \(US market\)\)$/);
    // no 4-card host is sourced: no server price rather than cards alone
    expect(scenario.sources['own.serverPrice']).toBeUndefined();
  });

  it('leaves the filled figures editable, and a typed figure drops the catalog source', async () => {
    const user = userEvent.setup();
    render(
      <>
        <CatalogPicker />
        <Harness />
      </>,
    );
    await user.click(picker());
    await screen.findByRole('option', { name: /^AMD Instinct MI300X/ });
    await user.selectOptions(picker(), 'mi300x');

    const price = screen.getByLabelText('Price per card-hour');
    expect(price).toHaveProperty('value', '13.32'); // 1.85 USD × 7.2
    expect(screen.getAllByText(/^Source: Vultr, on-demand 1\.85 USD/).length).toBe(1);
    await user.clear(price);
    await user.type(price, '9.5');
    const { scenario } = useCalculator.getState();
    expect(scenario.rent.pricePerGpuHour).toBe(9.5);
    expect(scenario.sources['rent.pricePerGpuHour']).toBeUndefined();
    expect(scenario.own.power.gpuWatts).toBe(750);
  });

  it('fills the server around 8 H100s and its lead time, and a later pick takes back what has no figure', async () => {
    const user = userEvent.setup();
    const start = useCalculator.getState().scenario;
    useCalculator.getState().loadScenario({ ...start, currency: 'USD', own: { ...start.own, gpusPerServer: 8 } });
    render(<CatalogPicker />);
    await user.click(picker());
    await screen.findAllByRole('option', { name: /^NVIDIA H100 SXM5/ });
    await user.selectOptions(picker(), 'h100-sxm');
    await screen.findByText(
      'Filled power, server base draw, server price, rental price, billing increment, reserved discount, spot discount, lead time, network fabric, and colocation by power for the NVIDIA H100 SXM5 80GB from the catalog (as of 2026-03-01).',
    );
    const h100 = useCalculator.getState().scenario;
    // a server is its cards and its host: 8 × 30,000 USD and a 32,010 USD host, never less than its cards
    expect(h100.own.serverPrice).toBe(272_010);
    // the whole server draws what NVIDIA's DGX H100 is rated for, and colocation provisions that
    expect(8 * h100.own.power.gpuWatts + h100.own.power.serverBaseWatts).toBe(10_200);
    expect(h100.own.leadTimeMonths).toBe(3.2);
    expect(h100.own.cluster.networkPerServer).toBe(15_060);
    expect(h100.own.ops.colocationPerKWMonth).toBe(184.06);
    expect(h100.sources['own.leadTimeMonths']?.source).toMatch(/^Dell H100 servers 8–12 weeks/);
    expect(h100.sources['own.ops.colocationPerKWMonth']?.asOf).toBe('2025-02-26');

    // an RTX 4090 sits in a 4-card workstation, not an 8-card data-centre server: no fabric, no colocation
    await user.selectOptions(picker(), 'rtx-4090');
    const after = useCalculator.getState().scenario;
    expect(after.own.cluster.networkPerServer).toBe(0);
    expect(after.own.ops.colocationPerKWMonth).toBe(0);
    expect(after.sources['own.cluster.networkPerServer']).toBeUndefined();
    expect(after.own.leadTimeMonths).toBe(0.5);
    expect(after.sources['own.leadTimeMonths']?.source).toMatch(/^assumption: consumer cards sold from stock/);
  });

  it('speaks Chinese when the page does', async () => {
    useCalculator.setState({ lang: 'zh-CN' });
    const user = userEvent.setup();
    render(<CatalogPicker />);
    const select = screen.getByLabelText('从 GPU 目录填入');
    await user.click(select);
    await screen.findByRole('option', { name: 'NVIDIA H800 SXM5 80GB · 80 GB · 截至 2026-10-01' });
    expect(marketOf(/^NVIDIA H800 SXM5/)).toBe('国内价格（人民币）');
    await user.selectOptions(select, 'h800-80gb');
    expect(useCalculator.getState().scenario.rent.pricePerGpuHour).toBe(25);
    // the note's fixed words in Chinese
    expect(useCalculator.getState().scenario.sources['rent.pricePerGpuHour']?.source).toMatch(
      /^共绩算力，按需，每卡时 25\.00 CNY，含增值税/,
    );
    // and says, in Chinese, which price the China data does not have for it
    const filled = await screen.findByText(
      '已从目录填入 NVIDIA H800 SXM5 80GB 的功耗、租用价格和计费粒度（截至 2026-10-01）。 国内价格（人民币）中没有这款卡的服务器价格：这些字段保留原来的数值，请核对。',
    );
    // announced as it appears, since the fields it fills are elsewhere on the page
    expect(filled.closest('[role="status"]')).not.toBeNull();
  });
});

describe('a scenario pinned to an earlier catalog', () => {
  /** A China 4090 scenario whose catalog figures came from a snapshot the page no longer has. */
  const pinned: Scenario = {
    ...DEFAULT_SCENARIO,
    catalog: { snapshot: '2026-01-05-0badc0de', entry: 'rtx-4090-cn', market: 'cn' },
    sources: { 'rent.pricePerGpuHour': { source: 'AutoDL, on demand, as the catalog had it', asOf: '2026-01-05' } },
    rent: { ...DEFAULT_SCENARIO.rent, pricePerGpuHour: 2.5, monthlyPricePerGpu: null },
  };

  it('keeps its figures, and lists what today’s prices would change before taking them', async () => {
    const user = userEvent.setup();
    useCalculator.getState().loadScenario(pinned);
    render(<CatalogPicker />);
    const notice = screen.getByRole('region', { name: 'Prices from an earlier catalog' });
    expect(notice.textContent).toContain('catalog snapshot 2026-01-05-0badc0de, and are kept as they were');
    expect(notice.textContent).toContain(`The page's catalog is now ${index.snapshot.id}.`);
    expect(useCalculator.getState().scenario.rent.pricePerGpuHour).toBe(2.5);

    await user.click(screen.getByRole('button', { name: "Compare with today's prices" }));
    await screen.findByText("Today's catalog would change:");
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toContain('rental price: 2.5 → 1.98');
    expect(items).toContain('monthly price: none → 1,052');
    // nothing is taken until the reader asks
    expect(useCalculator.getState().scenario.rent.pricePerGpuHour).toBe(2.5);

    await user.click(screen.getByRole('button', { name: "Use today's prices" }));
    const { scenario } = useCalculator.getState();
    expect(scenario.rent.pricePerGpuHour).toBe(1.98);
    expect(scenario.rent.monthlyPricePerGpu).toBe(1_052);
    expect(scenario.catalog).toEqual({ snapshot: index.snapshot.id, entry: 'rtx-4090-cn', market: 'cn' });
    expect(screen.queryByRole('region', { name: 'Prices from an earlier catalog' })).toBeNull();
  });

  it('keeps the figures when the reader says so, and says nothing for the page’s own snapshot', async () => {
    const user = userEvent.setup();
    useCalculator.getState().loadScenario(pinned);
    const { unmount } = render(<CatalogPicker />);
    await user.click(screen.getByRole('button', { name: 'Keep these figures' }));
    expect(screen.queryByRole('region', { name: 'Prices from an earlier catalog' })).toBeNull();
    expect(useCalculator.getState().scenario.rent.pricePerGpuHour).toBe(2.5);
    unmount();
    const current = { snapshot: index.snapshot.id, entry: 'rtx-4090-cn', market: 'cn' } as const;
    useCalculator.getState().loadScenario({ ...pinned, catalog: current });
    render(<CatalogPicker />);
    expect(screen.queryByRole('region', { name: 'Prices from an earlier catalog' })).toBeNull();
  });
});
