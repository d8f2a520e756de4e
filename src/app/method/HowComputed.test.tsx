// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HowPage, howLine } from '../../../tests/support/howComputed.tsx';
import { resetToStartup } from '../../../tests/support/startup.ts';
import type { Scenario } from '../../engine/index.ts';
import { useCalculator } from '../useCalculator.ts';
import { startupTariff, startupWithVat, withGroups } from './explain.fixtures.ts';

beforeEach(() => {
  resetToStartup();
  useCalculator.setState({ lang: 'en' });
});
afterEach(cleanup);

function changeScenario(change: (s: ReturnType<typeof useCalculator.getState>['scenario']) => unknown) {
  const s = useCalculator.getState().scenario;
  act(() => useCalculator.getState().loadScenario(change(s) as typeof s));
}

function load(scenario: Scenario) {
  act(() => useCalculator.getState().loadScenario(scenario));
}

/** The headings of the section's parts. */
function parts(): string[] {
  return screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? '');
}

// the start-up of docs/cost-model.md, which the lenient default scenario repeats
describe('how this is computed', () => {
  it('shows the start-up’s energy line with every number substituted, closed until opened', () => {
    render(<HowPage />);
    const details = screen.getByTestId('how-computed') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    // the title is what a reader sees of the closed section, the part they click
    expect(details.querySelector('summary')?.textContent).toBe('How this is computed');
    expect(howLine('Energy per month')).toBe(
      'Energy per month = 1.58 ÷ 1,000 × [4 × (166.67 h × 300 W + 563.33 h × 40 W) + 1 × 500 W × 730 h]' +
        ' = 1.58 ÷ 1,000 × 655,133.33 Wh = 1,035.11 kWh',
    );
    expect(howLine('Power per month')).toBe('Power per month = 1,035.11 kWh × CN¥0.63 per kWh = CN¥652.12');
  });

  it('gives the totals to the cent, as parts that add up by hand', () => {
    render(<HowPage />);
    expect(howLine('Owning, cash total')).toBe(
      'Owning, cash total = CN¥280,000.00 capital + CN¥23,476.31 power + CN¥360,000.00 operations = CN¥663,476.31',
    );
    expect(howLine('Owning, amortized total')).toBe(
      'Owning, amortized total = CN¥280,000.00 depreciation + CN¥23,476.31 power + CN¥360,000.00 operations' +
        ' = CN¥663,476.31, which is the cash total CN¥663,476.31 − the book value CN¥0.00',
    );
    expect(howLine('Billed per session')).toBe(
      'Billed per session = max(0 min minimum, ⌈480 ÷ 60⌉ × 60 min) = max(0 min, 8 × 60 min) = 480 min',
    );
    expect(howLine('Compute per month, on demand')).toBe(
      'Compute per month, on demand = 4 cards × 166.67 h × CN¥0.80 = CN¥533.33',
    );
    expect(howLine('Renting, total')).toBe('Renting, total = CN¥19,200.00 compute + CN¥0.00 storage = CN¥19,200.00');
    expect(howLine('Owning (amortized) less renting')).toBe(
      'Owning (amortized) less renting = CN¥663,476.31 − CN¥19,200.00 = CN¥644,276.31: renting is cheaper',
    );
    expect(howLine('Owning per busy GPU-hour')).toBe(
      'Owning per busy GPU-hour, amortized = CN¥663,476.31 ÷ 24,000 h = CN¥27.64',
    );
  });

  it('lists the declining-balance schedule year by year when that method is chosen', () => {
    render(<HowPage />);
    expect(howLine('Depreciation a year, straight-line')).toBe(
      'Depreciation a year, straight-line = CN¥280,000.00 ÷ 3 years = CN¥93,333.33, or CN¥7,777.78 a month',
    );
    changeScenario((s) => ({
      ...s,
      own: { ...s.own, depreciation: { ...s.own.depreciation, method: 'declining-balance' } },
    }));
    expect(screen.queryByText(/straight-line/)).toBeNull();
    // double the straight-line rate on the book value, then straight-line over what is left when that is larger
    expect(howLine('Depreciation in year 1')).toBe(
      'Depreciation in year 1, double declining balance = min(CN¥280,000.00 − CN¥0.00, max(CN¥280,000.00 × 2 ÷ 3,' +
        ' (CN¥280,000.00 − CN¥0.00) ÷ 3)) = CN¥186,666.67, leaving a book value of CN¥93,333.33',
    );
    expect(howLine('Depreciation in year 2')).toContain('= CN¥62,222.22, leaving a book value of CN¥31,111.11');
    expect(howLine('Depreciation in year 3')).toContain(
      'max(CN¥31,111.11 × 2 ÷ 3, (CN¥31,111.11 − CN¥0.00) ÷ 1)) = CN¥31,111.11, leaving a book value of CN¥0.00',
    );
  });

  it('compares the total the verdict uses, following the cash / amortized switch', () => {
    // 18 months at 30 a card-hour: rent 360,000; own cash 280,000 + 18 × 10,652.12 = 471,738.15
    changeScenario((s) => ({ ...s, horizonMonths: 18, rent: { ...s.rent, pricePerGpuHour: 30 } }));
    render(<HowPage />);
    expect(screen.getByTestId('how-view').textContent).toMatch(/^The verdict compares the amortized total/);
    expect(howLine('Owning (amortized) less renting')).toContain('= -CN¥28,261.85: owning is cheaper');
    act(() => useCalculator.getState().setCostView('cash'));
    expect(screen.getByTestId('how-view').textContent).toMatch(/^The verdict compares the cash total/);
    expect(howLine('Owning (cash) less renting')).toBe(
      'Owning (cash) less renting = CN¥471,738.15 − CN¥360,000.00 = CN¥111,738.15: renting is cheaper',
    );
    expect(screen.queryByText(/^Owning \(amortized\) less renting/)).toBeNull();
  });

  it('speaks Chinese when the language is zh-CN', () => {
    useCalculator.setState({ lang: 'zh-CN' });
    render(<HowPage />);
    expect(screen.getByTestId('how-computed').querySelector('summary')?.textContent).toBe('计算方法');
    expect(howLine('每月耗电量')).toBe(
      '每月耗电量 = 1.58 ÷ 1,000 × [4 × (166.67 小时 × 300 W + 563.33 小时 × 40 W) + 1 × 500 W × 730 小时]' +
        ' = 1.58 ÷ 1,000 × 655,133.33 瓦时 = 1,035.11 千瓦时',
    );
    expect(howLine('自建总成本（摊销口径）')).toBe(
      '自建总成本（摊销口径） = 折旧 ¥280,000.00 + 电费 ¥23,476.31 + 运维 ¥360,000.00 = ¥663,476.31，' +
        '即现金口径总成本 ¥663,476.31 − 期末账面价值 ¥0.00',
    );
    expect(howLine('回本月份')).toBe(
      '回本月份（现金口径）：36 个月内无法回本，到第 36 个月，自建累计现金支出 ¥663,476.31 > 租用累计支出 ¥19,200.00',
    );
  });

  it('opens for printing and closes again afterwards', () => {
    render(<HowPage />);
    const details = screen.getByTestId('how-computed') as HTMLDetailsElement;
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(details.open).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(details.open).toBe(false);
  });

  it('writes the price before VAT and then with it, keeping maintenance on the price before VAT', () => {
    load(startupWithVat);
    render(<HowPage />);
    expect(howLine('Servers and setup, before VAT')).toBe(
      'Servers and setup, before VAT = 1 × CN¥280,000.00 + CN¥0.00 setup = CN¥280,000.00',
    );
    expect(howLine('Capital of one purchase, with VAT')).toBe(
      'Capital of one purchase, with VAT = CN¥280,000.00 × (1 + 13% VAT, not recovered) = CN¥316,400.00',
    );
    expect(howLine('Operations per month')).toBe(
      'Operations per month = CN¥120,000.00 staff a year ÷ 12 + CN¥280,000.00 before VAT × 5% maintenance a year ÷ 12' +
        ' = CN¥11,166.67',
    );
    expect(howLine('Compute per month, with VAT')).toBe(
      'Compute per month, with VAT = CN¥533.33 × (1 + 6% VAT, not recovered) = CN¥565.33',
    );
    expect(howLine('Storage per month, with VAT')).toBe(
      'Storage per month, with VAT = CN¥100.00 × (1 + 6% VAT, not recovered) = CN¥106.00',
    );
  });

  it('prices busy and idle kWh apart under a tariff, in Chinese too', () => {
    load(startupTariff);
    render(<HowPage />);
    expect(howLine('Price of a kWh in busy hours')).toBe(
      'Price of a kWh in busy hours = 50% × CN¥1.20 at peak + (1 − 50%) × CN¥0.40 off peak = CN¥0.80',
    );
    expect(howLine('Power per month, time-of-use tariff')).toBe(
      'Power per month, time-of-use tariff = 447.67 kWh × CN¥0.80 in busy hours + 587.44 kWh × CN¥0.627219 in idle hours' +
        ' = CN¥726.59',
    );
    act(() => useCalculator.setState({ lang: 'zh-CN' }));
    expect(howLine('空闲时段电价')).toBe(
      '空闲时段电价 = 峰时占比 160 小时 ÷ 563.33 小时 = 0.284024：0.284024 × ¥1.20 + (1 − 0.284024) × ¥0.40 = ¥0.627219',
    );
  });

  it('lists an analysis tool’s method only when the scenario has its section', async () => {
    render(<HowPage />);
    expect(parts()).toEqual(['Owning', 'Renting', 'Comparison', 'Where the answer turns']);
    expect(screen.queryByText(/^Utilization of owned cards/)).toBeNull();

    const base = useCalculator.getState().scenario;
    load(withGroups(base, { utilization: { targetPct: 60 } }));
    // the tools' part loads apart, once a tool is on
    await screen.findByRole('heading', { name: 'Analysis tools' });
    expect(parts()).toEqual(['Owning', 'Renting', 'Comparison', 'Where the answer turns', 'Analysis tools']);
    // 24,000 busy card-hours of 4 × 730 × 36 = 105,120 paid for
    expect(howLine('Utilization of owned cards')).toMatch(
      /^Utilization of owned cards: 24,000 busy card-hours ÷ 105,120 paid for \(4 cards × 730 h × 36 months\) = 22.8%; kept busy 60% of its hours/,
    );
    expect(screen.queryByText(/^Plan advisor/)).toBeNull();

    load(withGroups(base, { advisor: { mix: true }, utilization: { targetPct: 60 } }));
    expect(howLine('Plan advisor')).toContain('reserving pays only above 100% − 40% discount = 60% of them');
    expect(howLine('Utilization of owned cards')).toBeTruthy();

    load(withGroups(base, { advisor: { mix: true } }));
    expect(screen.queryByText(/^Utilization of owned cards/)).toBeNull();
    expect(howLine('Plan advisor')).toBeTruthy();

    load(base);
    expect(parts()).toEqual(['Owning', 'Renting', 'Comparison', 'Where the answer turns']);
  });

  it('states the uncertainty’s samples and ranges, in Chinese too', async () => {
    const base = useCalculator.getState().scenario;
    load(
      withGroups(base, {
        uncertainty: {
          samples: 10_000,
          seed: 1,
          rangesAre: 'p10-p90',
          priceCorrelation: 0.5,
          hoursPerDay: { low: 6, likely: 8, high: 12 },
          pricePerGpuHour: null,
          pricePerKWh: null,
          serverPrice: null,
          daysPerYear: null,
          salvagePct: null,
          planDiscountPct: null,
          discountRatePct: null,
          leadTimeMonths: null,
          availabilityPct: null,
          priceChangePctPerYear: null,
        },
      }),
    );
    render(<HowPage />);
    await screen.findByRole('heading', { name: 'Analysis tools' });
    expect(howLine('Uncertainty')).toMatch(
      /^Uncertainty: 10,000 samples from seed 1, each drawing hours a day \(6, 8, 12\)/,
    );
    act(() => useCalculator.setState({ lang: 'zh-CN' }));
    // every part's heading turns, the tools' with the others, none left in English
    expect(parts()).toEqual(['自建', '租用', '对比', '结论的临界点', '分析工具']);
    expect(howLine('不确定性')).toMatch(
      /^不确定性：以种子 1 抽样 10,000 次，每次按三角分布抽取每天计算时长（6、8、12）（低值和高值为分布的第 10 和第 90 百分位数/,
    );
  });
});
