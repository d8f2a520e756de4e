// @vitest-environment jsdom
import { act, cleanup, fireEvent, type RenderResult, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { scenario } from '../../../tests/support/scenarios.ts';
import { resetToStartup, startupPlain } from '../../../tests/support/startup.ts';
import { DEFAULT_SCENARIO, evaluate, type Scenario } from '../../engine/index.ts';
import { useCalculator } from '../useCalculator.ts';
import ChartsPanel from './ChartsPanel.tsx';

// Recharts' ResponsiveContainer draws nothing without a size: give its box one, and nothing else.
beforeAll(async () => {
  // the chunk of Recharts charts, as a reader's browser has it once fetched
  await import('./drawn.ts');
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // the light chart reads its box's width
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(640);
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
  resetToStartup();
  useCalculator.setState({ lang: 'en' });
});
afterEach(cleanup);

/**
 * Draws the panel and lets the Recharts charts load (the chunk is loaded once, before the tests; each
 * lazy chart still resolves a moment later, inside this awaited act).
 */
async function show(s: Scenario = startupPlain): Promise<RenderResult> {
  let shown: RenderResult | undefined;
  await act(async () => {
    shown = render(<ChartsPanel scenario={s} result={evaluate(s)} />);
  });
  if (!shown) throw new Error('the panel did not render');
  return shown;
}

const panel = () => screen.getByRole('tabpanel');
const container = () => panel();
/** What the cumulative chart's readout says, line by line. */
const readoutLines = () => [...screen.getByRole('status').querySelectorAll('p')].map((line) => line.textContent);
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
  it('opens on the cumulative chart, drawn without Recharts: three lines and the sentence that sums them up', async () => {
    const { container } = await show();
    expect(screen.getByRole('tab', { name: 'Cumulative cost' }).getAttribute('aria-selected')).toBe('true');
    expect(panel().textContent).toContain(
      'Renting stays cheaper than owning in every month, whether the hardware is counted in cash or at book value.',
    );
    const chart = screen.getByRole('img', { name: 'Cumulative cost by month' });
    expect(container.querySelector('.recharts-wrapper')).toBeNull();
    expect(chart.querySelectorAll('.chart-sketch-line')).toHaveLength(3);
    const legend = within(chart.closest('.chart-sketch') as HTMLElement).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent)).toEqual(['Owning, cash', 'Owning, amortized', 'Renting']);
    // the money axis to 800K, as Recharts rounds it; months labelled up to the last
    expect(
      within(chart)
        .getAllByText(/^CN¥/)
        .map((label) => label.textContent),
    ).toEqual(['CN¥0', 'CN¥200K', 'CN¥400K', 'CN¥600K', 'CN¥800K']);
    expect(within(chart).getAllByText(/^\d+$/).at(-1)?.textContent).toBe('36');
  });

  it('draws each month where its cost is, as read off the chart’s own axes', async () => {
    const { container } = await show();
    const chart = within(screen.getByRole('img', { name: 'Cumulative cost by month' }));
    const [cash, amortized, rent] = [...container.querySelectorAll('.chart-sketch-line')].map((path) =>
      (path.getAttribute('d') ?? '')
        .split(/[ML]/)
        .filter(Boolean)
        .map((point) => point.split(',').map(Number)),
    );
    // where a label sits: the money labels on the height of their value, the months below their place
    const at = (label: string, attribute: 'x' | 'y') => Number(chart.getByText(label).getAttribute(attribute));
    const zero = at('CN¥0', 'y');
    const y = (value: number) => zero - (value / 800_000) * (zero - at('CN¥800K', 'y'));
    expect(cash).toHaveLength(36);
    // month 2 (every other month is labelled): cash 280,000 + 2 × 10,652.12 = 301,304.24; month 36:
    // 663,476.31 either way, renting 19,200
    expect(cash?.[1]?.[0]).toBeCloseTo(at('2', 'x'), 1);
    expect(cash?.[1]?.[1]).toBeCloseTo(y(301_304.24), 1);
    expect(amortized?.[35]?.[0]).toBeCloseTo(at('36', 'x'), 1);
    expect(amortized?.[35]?.[1]).toBeCloseTo(y(663_476.31), 1);
    expect(cash?.[35]?.[1]).toBeCloseTo(y(663_476.31), 1);
    expect(rent?.[35]?.[1]).toBeCloseTo(y(19_200), 1);
  });

  it('reads out the month under the pointer: its label, and each line’s cost formatted as money', async () => {
    await show();
    const chart = screen.getByRole('img', { name: 'Cumulative cost by month' });
    const readout = screen.getByRole('status');
    expect(readout.textContent).toBe('');
    // where a month is on the chart, as its own axes say: over its label, at the height of CN¥400K
    const over = (month: string) => ({
      clientX: Number(within(chart).getByText(month).getAttribute('x')),
      clientY: Number(within(chart).getByText('CN¥400K').getAttribute('y')),
    });
    fireEvent.pointerMove(chart, over('36'));
    // month 36: 663,476.31 either way, renting 19,200
    expect(readoutLines()).toEqual([
      'Month 36',
      'Owning, cash CN¥663,476',
      'Owning, amortized CN¥663,476',
      'Renting CN¥19,200',
    ]);
    // month 2: cash 280,000 + 2 × 10,652.12 = 301,304.24; amortized 2 × (7,777.78 + 10,652.12) =
    // 36,859.80; rent 2 × 533.33 = 1,066.67
    fireEvent.pointerMove(chart, over('2'));
    expect(readoutLines()).toEqual([
      'Month 2',
      'Owning, cash CN¥301,304',
      'Owning, amortized CN¥36,860',
      'Renting CN¥1,067',
    ]);
    // the axis labels below the plot are not the plot: no month there
    fireEvent.pointerMove(chart, {
      clientX: over('2').clientX,
      clientY: Number(within(chart).getByText('2').getAttribute('y')) + 4,
    });
    expect(readout.textContent).toBe('');
    fireEvent.pointerMove(chart, over('2'));
    fireEvent.pointerLeave(chart, { pointerType: 'mouse' });
    expect(readout.textContent).toBe('');
    // the drawing is the same with the readout shown: one chart, three lines
    expect(container().querySelectorAll('.chart-sketch-line')).toHaveLength(3);
  });

  it('moves the readout month by month with the arrow keys, Home and End, and hides it with Escape', async () => {
    await show();
    const chart = screen.getByRole('img', { name: 'Cumulative cost by month' });
    // reached with Tab, after the tabs and the controls beside them
    for (let i = 0; i < 6 && document.activeElement !== chart; i++) await userEvent.tab();
    expect(document.activeElement).toBe(chart);
    // nothing said until a key asks for it
    expect(screen.getByRole('status').textContent).toBe('');
    await userEvent.keyboard('{ArrowRight}');
    // month 1: cash 280,000 + 10,652.12 = 290,652; amortized 7,777.78 + 10,652.12 = 18,430; rent 533.33
    expect(readoutLines()).toEqual([
      'Month 1',
      'Owning, cash CN¥290,652',
      'Owning, amortized CN¥18,430',
      'Renting CN¥533.33',
    ]);
    await userEvent.keyboard('{ArrowRight}');
    expect(readoutLines()[0]).toBe('Month 2');
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(readoutLines()).toEqual([
      'Month 36',
      'Owning, cash CN¥663,476',
      'Owning, amortized CN¥663,476',
      'Renting CN¥19,200',
    ]);
    await userEvent.keyboard('{ArrowLeft}');
    expect(readoutLines()[0]).toBe('Month 35');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(readoutLines()[0]).toBe('Month 1');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('status').textContent).toBe('');
    // from nothing, Left starts at the last month
    await userEvent.keyboard('{ArrowLeft}');
    expect(readoutLines()[0]).toBe('Month 36');
    // leaving the chart takes the readout with it
    await userEvent.tab();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('switches to the chart of the tab clicked, and remembers it in the store', async () => {
    await show();
    await userEvent.click(screen.getByRole('tab', { name: 'Rental plans' }));
    expect(screen.getByRole('tab', { name: 'Rental plans' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Cumulative cost' }).getAttribute('aria-selected')).toBe('false');
    expect(useCalculator.getState().chart).toBe('plans');
    expect(panel().getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Rental plans' }).id);
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping at the ends', async () => {
    await show();
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
    await show();
    await showTables();
    expect(useCalculator.getState().chartAsTable).toBe(true);
    const table = screen.getByRole('table', { name: 'Cumulative cost by month' });
    // the table in the chart's place, not beside it
    expect(screen.queryByRole('img', { name: 'Cumulative cost by month' })).toBeNull();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Month', 'Owning, cash', 'Owning, amortized', 'Renting']);
    // month 1: cash 280,000 + 10,652.12 = 290,652; amortized 7,777.78 + 10,652.12 = 18,430; rent 533.33
    expect(rowCells('1')).toEqual(['CN¥290,652', 'CN¥18,430', 'CN¥533.33']);
    expect(rowCells('36')).toEqual(['CN¥663,476', 'CN¥663,476', 'CN¥19,200']);
  });
});

describe('a workload that grows', () => {
  // the default 4 cards all day, every day, rented at 15 a card-hour and growing 5 % a month, the
  // owned side buying the peak up front: renting's bill overtakes owning's by month 11
  const growing: Scenario = {
    ...DEFAULT_SCENARIO,
    rent: { ...DEFAULT_SCENARIO.rent, pricePerGpuHour: 15 },
    workload: {
      ...DEFAULT_SCENARIO.workload,
      hoursPerDay: 24,
      daysPerYear: 365,
      growth: { pctPerMonth: 5, maxGpus: null, ownBuys: 'up-front' },
    },
  };

  it('marks the month the answer turns to owning, and says it under the chart', async () => {
    await show(growing);
    const rows = evaluate(growing).monthly;
    // month 10 owning still costs more; from month 11 to the end it costs no more than renting
    expect((rows[9]?.ownAmortized ?? 0) > (rows[9]?.rent ?? 0)).toBe(true);
    expect(rows.slice(10).every((row) => row.ownAmortized <= row.rent)).toBe(true);
    expect(screen.getByTestId('chart-mark').textContent).toBe('Owning from month 11');
    expect(panel().textContent).toContain(
      'As the workload changes, owning (amortized) stays at or below renting from month 11 to the end.',
    );
  });

  it('marks nothing for a workload the same every month', async () => {
    await show();
    expect(screen.queryByTestId('chart-mark')).toBeNull();
    expect(panel().textContent).not.toContain('As the workload changes');
  });
});

describe('the plans chart', () => {
  // on demand 19,200; reserved 4 × 730 × 36 × 0.8 × 0.6 = 50,457.60; no monthly or weekly price;
  // spot 24,000 busy card-hours × 1.1 × 0.8 × 0.4 = 8,448, the cheapest
  it('marks the cheapest plan in colour and in words, the current plan, and the plans without a price', async () => {
    useCalculator.setState({ chart: 'plans' });
    const { container } = await show();
    expect(panel().textContent).toContain(
      // against on demand: (19,200 − 8,448) ÷ 19,200 = 56 % cheaper
      'The cheapest plan for this workload is Spot, at CN¥8,448. Spot is 56% cheaper than on demand. Spot cards can be taken away in the middle of a job.',
    );
    const svg = within(await waitFor(() => container.querySelector('.recharts-wrapper') as HTMLElement));
    // each plan's total on its bar, in the order of the plans: on demand, reserved, monthly, weekly, spot
    expect(svg.getAllByText(/^CN¥\d{1,3},\d{3}( · cheapest)?$|^no price$/).map((label) => label.textContent)).toEqual([
      'CN¥19,200',
      'CN¥50,458',
      'no price',
      'no price',
      'CN¥8,448 · cheapest',
    ]);
    expect(svg.getByText('your plan').closest('text')?.textContent).toBe('On demandyour plan');
    expect(container.querySelectorAll('[fill="var(--good)"]')).toHaveLength(1);
  });

  it('lists every plan in the table with its total, billed card-hours and notes', async () => {
    useCalculator.setState({ chart: 'plans' });
    await show();
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

  it('labels the break-even on the chart and says it in a sentence', async () => {
    useCalculator.setState({ chart: 'hours' });
    const { container } = await show(staircase);
    await waitFor(() =>
      expect(panel().textContent).toContain(
        'From 1.01 busy hours a day up, owning (amortized) costs no more than renting.',
      ),
    );
    // the label sits beside the dashed line at 1.01 h
    const label = await within(
      await waitFor(() => container.querySelector('.recharts-wrapper') as HTMLElement),
    ).findByText('Break-even: 1.01 h');
    const line = container.querySelector('.recharts-reference-line line');
    const labelX = Number(label.closest('text')?.getAttribute('x'));
    expect(Math.abs(labelX - Number(line?.getAttribute('x1')))).toBeLessThan(10);
  });

  it('draws no break-even when renting is cheaper even at 24 hours a day, and says so', async () => {
    useCalculator.setState({ chart: 'hours' });
    const { container } = await show();
    await waitFor(() => expect(container.querySelector('.recharts-line')).not.toBeNull());
    expect(panel().textContent).toContain('Renting stays cheaper than owning even at 24 busy hours a day.');
    expect(container.querySelector('.recharts-reference-line')).toBeNull();
  });

  it('tabulates every whole hour', async () => {
    useCalculator.setState({ chart: 'hours' });
    await show(staircase);
    await showTables();
    expect(screen.getAllByRole('rowheader')).toHaveLength(25);
    // 2 h: own 6,720 amortized, 24,720 cash; rent 7,200
    expect(rowCells('2')).toEqual(['CN¥24,720', 'CN¥6,720', 'CN¥7,200']);
  });
});

describe('the breakdown chart', () => {
  it('follows the cash / amortized switch', async () => {
    useCalculator.setState({ chart: 'breakdown' });
    await show();
    // power 36 × 652.12 = 23,476.31; ops 36 × 10,000 = 360,000
    expect(panel().textContent).toContain(
      'Owning costs CN¥663,476: Depreciation CN¥280,000, Power CN¥23,476, Operations CN¥360,000. ' +
        'Renting costs CN¥19,200: GPU rental CN¥19,200, Storage CN¥0.00.',
    );
    await showTables();
    expect(rowCells('Depreciation')).toEqual(['CN¥280,000']);
    expect(rowCells('Owning, total')).toEqual(['CN¥663,476']);
    useCalculator.setState({ costView: 'cash' });
    await screen.findByRole('rowheader', { name: 'Hardware purchases' });
    expect(rowCells('Hardware purchases')).toEqual(['CN¥280,000']);
    expect(screen.queryByRole('rowheader', { name: 'Depreciation' })).toBeNull();
    expect(panel().textContent).toContain('Owned hardware is counted at every payment for it;');
  });
});

describe('in Chinese', () => {
  it('labels the tabs, the toggle, the summary and the figures for a Chinese reader', async () => {
    useCalculator.setState({ lang: 'zh-CN' });
    await show();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '累计成本',
      '成本构成',
      '每日时长',
      '租用方案',
    ]);
    expect(panel().textContent).toContain('无论硬件按现金还是按账面价值计，每个月租用都比自建便宜。');
    act(() => screen.getByRole('img', { name: '逐月累计成本' }).focus());
    await userEvent.keyboard('{End}');
    expect(readoutLines()).toEqual(['第 36 个月', '自建（现金） ¥66.35万', '自建（摊销） ¥66.35万', '租用 ¥1.92万']);
    await userEvent.click(screen.getByRole('checkbox', { name: '以表格显示' }));
    const table = screen.getByRole('table', { name: '逐月累计成本' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['月份', '自建（现金）', '自建（摊销）', '租用']);
    expect(rowCells('36')).toEqual(['¥66.35万', '¥66.35万', '¥1.92万']);
    await userEvent.click(screen.getByRole('tab', { name: '租用方案' }));
    expect(panel().textContent).toContain(
      '就此工作负载而言，最便宜的方案是竞价，共 ¥8,448。竞价比按需便宜 56%。竞价实例可能在任务中途被回收。',
    );
  });
});
