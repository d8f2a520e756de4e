import { describe, expect, it } from 'vitest';
import { scenario } from '../../tests/support/scenarios.ts';
import { evaluate } from './evaluate.ts';
import { compareInView } from './views.ts';

describe('the comparison under the cash / amortized switch', () => {
  // 120,000 server over 2 years to 10 % salvage, 12,000 a year of staff, 18 months:
  // depreciation 18 × 4,500 = 81,000; ops 18 × 1,000 = 18,000 → amortized 99,000; cash 138,000
  // rent: 1 card × 240 busy h a month × 20 = 4,800 a month → 86,400 over 18 months
  const s = scenario({
    horizonMonths: 18,
    own: {
      serverPrice: 120_000,
      depreciation: { method: 'straight-line', years: 2, salvagePct: 10 },
      ops: { staffPerYear: 12_000 },
    },
    rent: { pricePerGpuHour: 20 },
  });
  const result = evaluate(s);

  it('counts the hardware at book value in the amortized view', () => {
    const view = compareInView(result, 'amortized');
    expect(view.own).toBeCloseTo(99_000, 6);
    expect(view.rent).toBeCloseTo(86_400, 6);
    // 99,000 − 86,400 = 12,600, 12.73 % of owning
    expect(view.savings).toBeCloseTo(12_600, 6);
    expect(view.savingsPct).toBeCloseTo((12_600 / 99_000) * 100, 9);
    expect(view.savedPctOfDearer).toBeCloseTo((12_600 / 99_000) * 100, 9);
    expect(view.cheaper).toBe('rent');
    // 99,000 / (240 × 18 = 4,320 busy hours) = 22.92
    expect(view.ownCostPerBusyGpuHour).toBeCloseTo(99_000 / 4_320, 9);
  });

  it('counts every payment in the cash view, which can turn the verdict', () => {
    const view = compareInView(result, 'cash');
    expect(view.own).toBeCloseTo(138_000, 6);
    expect(view.savings).toBeCloseTo(138_000 - 86_400, 6);
    expect(view.cheaper).toBe('rent');
    const cheapRent = compareInView(evaluate({ ...s, rent: { ...s.rent, pricePerGpuHour: 30 } }), 'amortized');
    // rent 30 × 240 × 18 = 129,600 > 99,000: owning wins amortized, but not in cash (138,000)
    expect(cheapRent.cheaper).toBe('own');
    // owning saves 30,600, a share of the dearer side (renting): 30,600 / 129,600 = 23.6 %
    expect(cheapRent.savedPctOfDearer).toBeCloseTo((30_600 / 129_600) * 100, 9);
    expect(compareInView(evaluate({ ...s, rent: { ...s.rent, pricePerGpuHour: 30 } }), 'cash').cheaper).toBe('rent');
  });
});
