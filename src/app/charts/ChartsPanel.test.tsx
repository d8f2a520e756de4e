// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { scenario } from '../../../tests/support/scenarios.ts';
import { DEFAULT_SCENARIO, evaluate, type Scenario } from '../../engine/index.ts';
import { resetCalculator } from '../../state/store.ts';
import { useCalculator } from '../useCalculator.ts';
import ChartsPanel from './ChartsPanel.tsx';

// Recharts' ResponsiveContainer draws nothing without a size: give its box one, and nothing else.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (!this.classList.contains('recharts-responsive-container')) return original.call(this);
    return { x: 0, y: 0, top: 0, left: 0, right: 640, bottom: 280, width: 640, height: 280, toJSON: () => ({}) };
  });
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
});
afterEach(cleanup);

function show(s: Scenario = DEFAULT_SCENARIO) {
  return render(<ChartsPanel scenario={s} result={evaluate(s)} />);
}

const panel = () => screen.getByRole('tabpanel');
const showTables = () => userEvent.click(screen.getByRole('checkbox', { name: 'Show as table' }));
/** The cells of the table row whose header is `name`. */
function rowCells(name: string): string[] {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

// The start-up (docs/cost-model.md), 36 months: own 280,000 + 36 × (652.12 + 10,000) = 663,476.31 in
// either view (no salvage); rent 19,200. Renting stays cheaper in every month and at any hours a day.
describe('the charts panel', () => {
  it('opens on the cumulative chart: three lines and the sentence that sums them up', () => {
    const { container } = show();
    expect(screen.getByRole('tab', { name: 'Cumulative cost' }).getAttribute('aria-selected')).toBe('true');
    expect(panel().textContent).toContain(
      'Renting stays cheaper than owning in every month, whether the hardware is counted in cash or at book value.',
    );
    expect(container.querySelectorAll('.recharts-line')).toHaveLength(3);
    expect(within(panel()).getByText('Owning, cash')).toBeTruthy();
  });

  it('switches to the chart of the tab clicked, and remembers it in the store', async () => {
    show();
    await userEvent.click(screen.getByRole('tab', { name: 'Rental plans' }));
    expect(screen.getByRole('tab', { name: 'Rental plans' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Cumulative cost' }).getAttribute('aria-selected')).toBe('false');
    expect(useCalculator.getState().chart).toBe('plans');
    expect(panel().getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Rental plans' }).id);
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping at the ends', async () => {
    show();
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Cumulative cost').tabIndex).toBe(0);
    expect(tab('Breakdown').tabIndex).toBe(-1);
    tab('Cumulative cost').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Breakdown'));
    expect(tab('Breakdown').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Rental plans'));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Cumulative cost'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Rental plans'));
    expect(useCalculator.getState().chart).toBe('plans');
  });

  it('shows the cumulative figures as a table, formatted as money', async () => {
    show();
    await showTables();
    expect(useCalculator.getState().chartAsTable).toBe(true);
    expect(screen.getByRole('table', { name: 'Cumulative cost by month' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Month',
      'Owning, cash',
      'Owning, amortized',
      'Renting',
    ]);
    // month 1: cash 280,000 + 10,652.12 = 290,652; amortized 7,777.78 + 10,652.12 = 18,430; rent 533.33
    expect(rowCells('1')).toEqual(['CN¥290,652', 'CN¥18,430', 'CN¥533.33']);
    expect(rowCells('36')).toEqual(['CN¥663,476', 'CN¥663,476', 'CN¥19,200']);
  });
});

describe('the plans chart', () => {
  // on demand 19,200; reserved 4 × 730 × 36 × 0.8 × 0.6 = 50,457.60; no monthly or weekly price;
  // spot 24,000 busy card-hours × 1.1 × 0.8 × 0.4 = 8,448, the cheapest
  it('marks the cheapest plan in colour and in words, the current plan, and the plans without a price', () => {
    useCalculator.setState({ chart: 'plans' });
    const { container } = show();
    expect(panel().textContent).toContain(
      // against on demand: (19,200 − 8,448) ÷ 19,200 = 56 % cheaper
      'The cheapest plan for this workload is Spot, at CN¥8,448. Spot is 56% cheaper than on demand. Spot cards can be taken away in the middle of a job.',
    );
    const svg = within(container.querySelector('.recharts-wrapper') as HTMLElement);
    expect(svg.getByText('CN¥8,448 · cheapest')).toBeTruthy();
    expect(svg.getByText('CN¥19,200')).toBeTruthy();
    expect(svg.getAllByText('no price')).toHaveLength(2);
    expect(svg.getByText('your plan')).toBeTruthy();
    expect(container.querySelectorAll('[fill="var(--good)"]')).toHaveLength(1);
  });

  it('lists every plan in the table with its total, billed card-hours and notes', async () => {
    useCalculator.setState({ chart: 'plans' });
    show();
    await showTables();
    // against on demand's 19,200: reserved (50,457.60 − 19,200) ÷ 19,200 = 162.8 % dearer, spot 56 % cheaper
    expect(rowCells('On demand')).toEqual(['CN¥19,200', '24,000', '–', 'your plan']);
    expect(rowCells('Reserved')).toEqual(['CN¥50,458', '105,120', '162.8% dearer', '']);
    expect(rowCells('Monthly')).toEqual(['no price', '–', '–', '']);
    expect(rowCells('Spot')).toEqual(['CN¥8,448', '26,400', '56% cheaper', 'cheapest, interruptible']);
  });
});

describe('the hours chart', () => {
  // one card, 30 days a month, 12 months: owning 6,000 amortized + 360 × hours a day; renting
  // 3,600 × ceil(hours): cheaper up to 1 h, dearer for good from 1.01 h (see src/engine/charts.test.ts)
  const staircase = scenario({
    own: {
      serverPrice: 24_000,
      depreciation: { method: 'straight-line', years: 2, salvagePct: 50 },
      power: { gpuWatts: 1_000, pricePerKWh: 1, alwaysOn: false },
    },
    rent: { pricePerGpuHour: 10 },
  });

  it('labels the break-even on the chart and says it in a sentence', () => {
    useCalculator.setState({ chart: 'hours' });
    const { container } = show(staircase);
    expect(panel().textContent).toContain(
      'From 1.01 busy hours a day up, owning (amortized) costs no more than renting.',
    );
    // the label sits beside the dashed line at 1.01 h
    const label = within(container.querySelector('.recharts-wrapper') as HTMLElement).getByText('Break-even: 1.01 h');
    const line = container.querySelector('.recharts-reference-line line');
    const labelX = Number(label.closest('text')?.getAttribute('x'));
    expect(Math.abs(labelX - Number(line?.getAttribute('x1')))).toBeLessThan(10);
  });

  it('draws no break-even when renting is cheaper even at 24 hours a day, and says so', () => {
    useCalculator.setState({ chart: 'hours' });
    const { container } = show();
    expect(panel().textContent).toContain('Renting stays cheaper than owning even at 24 busy hours a day.');
    expect(container.querySelector('.recharts-reference-line')).toBeNull();
  });

  it('tabulates every whole hour', async () => {
    useCalculator.setState({ chart: 'hours' });
    show(staircase);
    await showTables();
    expect(screen.getAllByRole('rowheader')).toHaveLength(25);
    // 2 h: own 6,720 amortized, 24,720 cash; rent 7,200
    expect(rowCells('2')).toEqual(['CN¥24,720', 'CN¥6,720', 'CN¥7,200']);
  });
});

describe('the breakdown chart', () => {
  it('follows the cash / amortized switch', async () => {
    useCalculator.setState({ chart: 'breakdown' });
    show();
    // power 36 × 652.12 = 23,476.31; ops 36 × 10,000 = 360,000
    expect(panel().textContent).toContain(
      'Owning costs CN¥663,476: Depreciation CN¥280,000, Power CN¥23,476, Operations CN¥360,000. ' +
        'Renting costs CN¥19,200: GPU rental CN¥19,200, Storage CN¥0.00.',
    );
    await showTables();
    expect(rowCells('Depreciation')).toEqual(['CN¥280,000']);
    expect(rowCells('Owning, total')).toEqual(['CN¥663,476']);
    useCalculator.setState({ costView: 'cash' });
    expect(await screen.findByRole('rowheader', { name: 'Hardware purchases' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Depreciation' })).toBeNull();
    expect(panel().textContent).toContain('Owned hardware is counted at every payment for it;');
  });
});

describe('in Chinese', () => {
  it('labels the tabs, the toggle, the summary and the figures for a Chinese reader', async () => {
    useCalculator.setState({ lang: 'zh-CN' });
    show();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '累计成本',
      '成本构成',
      '每日时长',
      '租用方案',
    ]);
    expect(panel().textContent).toContain('无论硬件按现金还是按账面价值计，每个月租用都比自建便宜。');
    await userEvent.click(screen.getByRole('checkbox', { name: '以表格显示' }));
    expect(screen.getByRole('table', { name: '逐月累计成本' })).toBeTruthy();
    expect(rowCells('36')).toEqual(['¥66.35万', '¥66.35万', '¥1.92万']);
    await userEvent.click(screen.getByRole('tab', { name: '租用方案' }));
    expect(panel().textContent).toContain(
      '就此工作负载而言，最便宜的方案是竞价，共 ¥8,448。竞价比按需便宜 56%。竞价实例可能在任务中途被回收。',
    );
  });
});
