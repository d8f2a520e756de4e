import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rangeOf, scenarioArb, strictProblems } from '../../../tests/support/arbitraries.ts';
import { scenario } from '../../../tests/support/scenarios.ts';
import { parseScenario, type Scenario } from '../index.ts';
import { moveInput, SENSITIVITY_PATHS, type SensitivityRow, sensitivity, withValueAt } from './sensitivity.ts';

/**
 * One card, 8 h on 360 days (30 a month), 12 months, renting at 1 an hour billed hourly, 12,000 a
 * year of staff, everything else zero.
 * rent: 30 days × 8 h × 1 = 240 a month, 2,880 a year; own: 1,000 a month, 12,000; savings 9,120.
 */
const HAND = scenario({ rent: { pricePerGpuHour: 1 }, own: { ops: { staffPerYear: 12_000 } } });

const rowOf = (s: Scenario, path: string, options: Parameters<typeof sensitivity>[1] = {}): SensitivityRow => {
  const found = sensitivity(s, options).rows.find((r) => r.path === path);
  if (!found) throw new Error(`no row for ${path}`);
  return found;
};

describe('sensitivity of the savings, hand-worked', () => {
  const result = sensitivity(HAND);

  it('starts from the savings of the scenario as given', () => {
    expect(result.baseSavings).toBeCloseTo(9_120, 9);
    expect(result.view).toBe('amortized');
    expect(result.movePct).toBe(20);
  });

  it('moves staff ±20 %: 9,600 and 14,400 a year give savings 6,720 and 11,520, a swing of 4,800', () => {
    const staff = rowOf(HAND, 'own.ops.staffPerYear');
    expect([staff.low, staff.high]).toEqual([9_600, 14_400]);
    expect(staff.savingsLow).toBeCloseTo(9_600 - 2_880, 6);
    expect(staff.savingsHigh).toBeCloseTo(14_400 - 2_880, 6);
    expect(staff.swing).toBeCloseTo(4_800, 6);
    expect(staff.clipped).toBeNull();
  });

  it('bills 6.4 h as 7 and 9.6 h as 10 under hourly billing when hours a day move', () => {
    const hours = rowOf(HAND, 'workload.hoursPerDay');
    expect(hours.low).toBeCloseTo(6.4, 12);
    expect(hours.high).toBeCloseTo(9.6, 12);
    // rent 30 × 7 × 12 = 2,520 and 30 × 10 × 12 = 3,600 against own 12,000
    expect(hours.savingsLow).toBeCloseTo(9_480, 6);
    expect(hours.savingsHigh).toBeCloseTo(8_400, 6);
    expect(hours.swing).toBeCloseTo(1_080, 6);
  });

  it('rounds months to whole ones: 12 × 0.8 = 9.6 → 10 and 12 × 1.2 = 14.4 → 14', () => {
    const months = rowOf(HAND, 'horizonMonths');
    expect([months.low, months.high]).toEqual([10, 14]);
    // (1,000 − 240) a month: 10 × 760 = 7,600 and 14 × 760 = 10,640
    expect(months.savingsLow).toBeCloseTo(7_600, 6);
    expect(months.savingsHigh).toBeCloseTo(10_640, 6);
  });

  it('steps one card up from a single card, and cannot go below one', () => {
    const gpus = rowOf(HAND, 'workload.gpus');
    // 0.8 and 1.2 both round back to 1: the rule takes a whole step, 0 (cut to 1) and 2
    expect([gpus.low, gpus.high]).toEqual([1, 2]);
    expect(gpus.clipped).toBe('low');
    // two cards rent 2 × 2,880 = 5,760; staff stays 12,000
    expect(gpus.savingsLow).toBeCloseTo(9_120, 6);
    expect(gpus.savingsHigh).toBeCloseTo(6_240, 6);
    expect(gpus.swing).toBeCloseTo(2_880, 6);
  });

  it('leaves out the inputs that are 0, which a percentage cannot move', () => {
    const paths = result.rows.map((r) => r.path);
    expect(paths).not.toContain('own.serverPrice');
    expect(paths).not.toContain('own.power.pricePerKWh');
    expect(paths).not.toContain('own.depreciation.salvagePct');
    expect(paths).toHaveLength(SENSITIVITY_PATHS.length - 3);
  });

  it('cuts 360 days × 1.2 = 432 to the 365 days of a year', () => {
    const days = rowOf(HAND, 'workload.daysPerYear');
    expect([days.low, days.high]).toEqual([288, 365]);
    expect(days.clipped).toBe('high');
    // rent 288 × 8 = 2,304 and 365 × 8 = 2,920 against own 12,000
    expect(days.savingsLow).toBeCloseTo(9_696, 6);
    expect(days.savingsHigh).toBeCloseTo(9_080, 6);
    expect(days.swing).toBeCloseTo(616, 6);
  });

  it('sorts the rows by swing, largest first', () => {
    // staff 4,800, months 3,040, cards 2,880, price 1,152 (rent 2,304 and 3,456), hours 1,080,
    // days 616, then the inputs that change nothing here: years and PUE, with no server or power price
    expect(result.rows.map((r) => r.path)).toEqual([
      'own.ops.staffPerYear',
      'horizonMonths',
      'workload.gpus',
      'rent.pricePerGpuHour',
      'workload.hoursPerDay',
      'workload.daysPerYear',
      'own.depreciation.years',
      'own.power.pue',
    ]);
    expect(result.rows[3]?.swing).toBeCloseTo(1_152, 6);
    expect(result.rows.slice(6).map((r) => r.swing)).toEqual([0, 0]);
  });

  it('gives the same bars in the cash view when nothing is bought', () => {
    const cash = sensitivity(HAND, { view: 'cash' });
    expect(cash.view).toBe('cash');
    expect(cash.rows.map((r) => [r.path, r.swing])).toEqual(result.rows.map((r) => [r.path, r.swing]));
  });

  it('counts a bought server’s book value in the amortized view and not in the cash view', () => {
    // a 36,000 server over 3 years, 12 months: 12,000 written off (amortized), 36,000 paid (cash);
    // ±20 % of the price moves them by ±2,400 and ±7,200
    const bought = scenario({ own: { serverPrice: 36_000 } });
    expect(rowOf(bought, 'own.serverPrice').swing).toBeCloseTo(4_800, 6);
    expect(rowOf(bought, 'own.serverPrice', { view: 'cash' }).swing).toBeCloseTo(14_400, 6);
  });

  it('moves only the inputs asked for, by the share asked for', () => {
    const only = sensitivity(HAND, { paths: [['rent', 'pricePerGpuHour']], movePct: 50 });
    expect(only.rows).toHaveLength(1);
    // 0.5 and 1.5 an hour: rent 1,440 and 4,320
    expect(only.rows[0]?.savingsLow).toBeCloseTo(12_000 - 1_440, 6);
    expect(only.rows[0]?.savingsHigh).toBeCloseTo(12_000 - 4_320, 6);
  });

  it('refuses a path that is not a numeric field, and a negative move', () => {
    expect(() => sensitivity(HAND, { paths: [['own', 'power', 'colour']] })).toThrow(/own\.power\.colour/);
    expect(() => sensitivity(HAND, { paths: [['rent', 'plan']] })).toThrow(/rent\.plan/);
    expect(() => sensitivity(HAND, { movePct: -5 })).toThrow(RangeError);
  });
});

describe('keeping a move inside the allowed range', () => {
  it('cuts 22 h × 1.2 = 26.4 to 24 hours a day', () => {
    const row = rowOf(scenario({ workload: { hoursPerDay: 22 } }), 'workload.hoursPerDay');
    expect(row.low).toBeCloseTo(17.6, 12);
    expect(row.high).toBe(24);
    expect(row.clipped).toBe('high');
  });

  it('cuts a salvage of 90 × 1.2 = 108 % to 100 %', () => {
    const row = rowOf(scenario({ own: { depreciation: { salvagePct: 90 } } }), 'own.depreciation.salvagePct');
    expect(row.low).toBeCloseTo(72, 12);
    expect(row.high).toBe(100);
    expect(row.clipped).toBe('high');
  });

  it('cuts a PUE of 1 × 0.8 to 1, and both ends of a 100 % move from 2', () => {
    const row = rowOf(scenario({ own: { power: { pue: 1 } } }), 'own.power.pue');
    expect([row.low, row.high]).toEqual([1, 1.2]);
    expect(row.clipped).toBe('low');
    expect(moveInput(['own', 'power', 'pue'], 2, 100)).toEqual({ low: 1, high: 3, clipped: 'both' });
  });

  it('rounds card counts to the nearest whole card, taking a whole step where rounding gives the base back', () => {
    const gpus = ['workload', 'gpus'];
    expect(moveInput(gpus, 4, 20)).toEqual({ low: 3, high: 5, clipped: null }); // 3.2 → 3, 4.8 → 5
    expect(moveInput(gpus, 2, 20)).toEqual({ low: 1, high: 3, clipped: null }); // 1.6 and 2.4 both → 2
    expect(moveInput(gpus, 12, 20)).toEqual({ low: 10, high: 14, clipped: null }); // 9.6 → 10, 14.4 → 14
    expect(moveInput(gpus, 100_000, 20)).toEqual({ low: 80_000, high: 100_000, clipped: 'high' });
  });

  it('raises a move below the smallest non-zero size to that size', () => {
    // 1e-6 × 0.8 = 8e-7 is refused by the schema, so the low end stops at 1e-6
    const move = moveInput(['own', 'power', 'pricePerKWh'], 1e-6, 20);
    expect(move.low).toBe(1e-6);
    expect(move.clipped).toBe('low');
  });

  it('moves nothing with a move of 0 %', () => {
    expect(moveInput(['workload', 'gpus'], 4, 0)).toEqual({ low: 4, high: 4, clipped: null });
    expect(sensitivity(HAND, { movePct: 0 }).rows.every((r) => r.swing === 0)).toBe(true);
  });
});

describe('sensitivity over any valid scenario', () => {
  const RUNS = { numRuns: 100 };

  it('tries only values the strict parser accepts, inside each field’s range, with finite savings, sorted by swing', () => {
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom('amortized' as const, 'cash' as const), (s, view) => {
        const result = sensitivity(s, { view });
        expect(Number.isFinite(result.baseSavings)).toBe(true);
        for (const [i, row] of result.rows.entries()) {
          const path = row.path.split('.');
          const { min, max, integer } = rangeOf(row.path);
          expect(row.base).not.toBe(0);
          for (const value of [row.low, row.high]) {
            expect(value).toBeGreaterThanOrEqual(min);
            expect(value).toBeLessThanOrEqual(max);
            if (integer) expect(Number.isInteger(value)).toBe(true);
            expect(strictProblems(withValueAt(s, path, value))).toEqual([]);
          }
          expect(row.low).toBeLessThanOrEqual(row.base);
          expect(row.high).toBeGreaterThanOrEqual(row.base);
          for (const n of [row.savingsLow, row.savingsHigh, row.swing]) expect(Number.isFinite(n)).toBe(true);
          expect(row.swing).toBe(Math.abs(row.savingsHigh - row.savingsLow));
          const next = result.rows[i + 1];
          if (next) expect(next.swing).toBeLessThanOrEqual(row.swing);
        }
      }),
      RUNS,
    );
  });

  it('leaves the scenario it was given unchanged', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const before = JSON.stringify(s);
        sensitivity(s);
        expect(JSON.stringify(s)).toBe(before);
        expect(parseScenario(s, 'strict').ok).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});
