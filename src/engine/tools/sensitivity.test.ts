import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rangeOf, scenarioArb, strictProblems } from '../../../tests/support/arbitraries.ts';
import { scenario, valid } from '../../../tests/support/scenarios.ts';
import type { Scenario } from '../index.ts';
import { parseScenario } from '../reading.ts';
import { moveInput, type SensitivityRow, sensitivity, sensitivityPaths, withValueAt } from './sensitivity.ts';

/**
 * One card, 8 h on 360 days (30 a month), 12 months, renting at 1 an hour billed hourly, 12,000 a
 * year of staff, everything else zero.
 * rent: 30 days × 8 h × 1 = 240 a month, 2,880 a year; own: 1,000 a month, 12,000; savings 9,120.
 */
const HAND = scenario({ rent: { pricePerGpuHour: 1 }, own: { ops: { staffPerYear: 12_000 } } });

/** Σ 1.02^(−m/12) over 12 months: what a month's saving of 1 is worth at 2 % a year. */
const ANNUITY_AT_2 = Array.from({ length: 12 }, (_, i) => 1.02 ** (-(i + 1) / 12)).reduce((a, b) => a + b);
/** HAND's savings at 2 % a year: owning dearer by 1,000 − 240 = 760 every month. */
const savingsAt2 = 760 * ANNUITY_AT_2;

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
    // 20 % of 1 card is 0.2, whose nearest whole step is 0, so one whole card: 0 (cut to 1) and 2
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
    expect(paths).not.toContain('tax.cloudVatPct');
    expect(paths).not.toContain('tax.hardwareVatPct');
    expect(paths).not.toContain('own.ops.staffPerServerPerYear');
    // version 7's: no months on order, no colocation by power, no support contract
    expect(paths).not.toContain('own.leadTimeMonths');
    expect(paths).not.toContain('own.ops.colocationPerKWMonth');
    expect(paths).not.toContain('own.ops.supportPerServerPerYear');
    // the nine inputs at 0, and the doubling period of an obsolescence section the scenario lacks
    expect(paths).not.toContain('obsolescence.doublingMonths');
    expect(paths).toHaveLength(sensitivityPaths(HAND).length - 10);
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

  it('ranks the rows by the swing per 1 % moved, largest first', () => {
    // per 1 % moved: staff 4,800 ÷ 40 = 120, months 3,040 ÷ 33.3 = 91.2; the card's 0 / +100 %
    // (2,880 ÷ 100), days 616 ÷ 21.39 and price 1,152 ÷ 40 (rent 2,304 and 3,456) all 28.8, in the
    // order of the paths; hours and speed ratio 1,080 ÷ 40 = 27; the discount rate moved from 0 to
    // 2 points, (9,120 − savingsAt2) ÷ 20; then years and PUE, which change nothing here with no
    // server or power price. The cards up 100 % move down to 80 % (cut at 100 above): a fifth of the
    // 240 a month rented on demand, 576 a year ÷ 20 = 28.8, after the price in the order of the paths
    expect(result.rows.map((r) => r.path)).toEqual([
      'own.ops.staffPerYear',
      'horizonMonths',
      'workload.gpus',
      'workload.daysPerYear',
      'rent.pricePerGpuHour',
      'own.availabilityPct',
      'workload.hoursPerDay',
      'rent.speedRatio',
      'discountRatePct',
      'own.depreciation.years',
      'own.power.pue',
    ]);
    expect(result.rows[4]?.swing).toBeCloseTo(1_152, 6);
    expect(result.rows[1]?.swingPerPct).toBeCloseTo(91.2, 9);
    expect(result.rows[5]?.swingPerPct).toBeCloseTo(576 / 20, 9);
    expect(result.rows[8]?.swingPerPct).toBeCloseTo((9_120 - savingsAt2) / 20, 6);
    expect(result.rows.slice(9).map((r) => r.swing)).toEqual([0, 0]);
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

  it('tries only values the strict parser accepts, inside each field’s range, with finite savings, ranked by swing per 1 % moved', () => {
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom('amortized' as const, 'cash' as const), (s, view) => {
        const result = sensitivity(s, { view });
        expect(Number.isFinite(result.baseSavings)).toBe(true);
        for (const [i, row] of result.rows.entries()) {
          const path = row.path.split('.');
          const { min, max, integer } = rangeOf(row.path);
          // only the discount rate moves from 0: up by a tenth of a point for each 1 % of the share
          if (row.base === 0) expect([row.path, row.fromZero, row.low]).toEqual(['discountRatePct', true, 0]);
          else expect(row.fromZero).toBe(false);
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
          expect(row.lowPct).toBeCloseTo(row.fromZero ? 0 : ((row.low - row.base) / row.base) * 100, 9);
          expect(row.highPct).toBeCloseTo(row.fromZero ? row.high * 10 : ((row.high - row.base) / row.base) * 100, 9);
          // a whole number moves by the same whole step each way unless its range cuts an end
          if (integer && row.clipped === null) expect(row.base - row.low).toBe(row.high - row.base);
          const next = result.rows[i + 1];
          if (next) expect(next.swingPerPct).toBeLessThanOrEqual(row.swingPerPct * (1 + 1e-9));
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

describe('the inputs that move the answer on each plan', () => {
  const paths = (s: Scenario) => sensitivity(s).rows.map((r) => r.path);

  it('moves the monthly price on a monthly plan, where the hourly price moves nothing', () => {
    // one card at 500 a month: rent 500 × 12 = 6,000 against staff 12,000, savings 6,000;
    // 400 and 600 a month rent 4,800 and 7,200: savings 7,200 and 4,800, a swing of 2,400
    const monthly = scenario({
      rent: { plan: 'monthly', pricePerGpuHour: 1, monthlyPricePerGpu: 500 },
      own: { ops: { staffPerYear: 12_000 } },
    });
    const row = rowOf(monthly, 'rent.monthlyPricePerGpu');
    expect([row.low, row.high]).toEqual([400, 600]);
    expect(row.savingsLow).toBeCloseTo(7_200, 6);
    expect(row.savingsHigh).toBeCloseTo(4_800, 6);
    expect(row.swing).toBeCloseTo(2_400, 6);
    expect(paths(monthly)).not.toContain('rent.pricePerGpuHour');
  });

  it('moves the weekly price on a weekly plan', () => {
    // 100 a week: 100 × 365 ÷ 7 = 5,214.29 a year; ±20 % moves rent by ±1,042.86, a swing of 2,085.71
    const weekly = scenario({ rent: { plan: 'weekly', pricePerGpuHour: 1, weeklyPricePerGpu: 100 } });
    expect(rowOf(weekly, 'rent.weeklyPricePerGpu').swing).toBeCloseTo((40 * 365) / 7, 6);
    expect(paths(weekly)).not.toContain('rent.pricePerGpuHour');
  });

  it('moves the reserved discount on a reserved plan', () => {
    // 730 h × 1 × 12 months = 8,760 at list; 32 % off: 5,956.80, 48 % off: 4,555.20; swing 1,401.60
    const reserved = scenario({ rent: { plan: 'reserved', pricePerGpuHour: 1 } });
    const row = rowOf(reserved, 'rent.reservedDiscountPct');
    expect([row.low, row.high]).toEqual([32, 48]);
    expect(row.savingsLow).toBeCloseTo(-5_956.8, 6);
    expect(row.savingsHigh).toBeCloseTo(-4_555.2, 6);
    expect(paths(reserved)).toContain('rent.pricePerGpuHour');
    expect(paths(reserved)).not.toContain('rent.spotDiscountPct');
  });

  it('moves the spot discount and overhead on a spot plan', () => {
    // 2,880 billed hours' worth a year × 1.1 overhead: 60 % off → 0.4 × 3,168 = 1,267.20;
    // 48 % off → 0.52 × 3,168 = 1,647.36 and 72 % off → 0.28 × 3,168 = 887.04; swing 760.32
    const spot = scenario({ rent: { plan: 'spot', pricePerGpuHour: 1 } });
    const row = rowOf(spot, 'rent.spotDiscountPct');
    expect([row.low, row.high]).toEqual([48, 72]);
    expect(row.swing).toBeCloseTo(760.32, 6);
    expect(paths(spot)).toContain('rent.spotOverheadPct');
    expect(paths(spot)).not.toContain('rent.reservedDiscountPct');
  });

  it('moves the speed ratio: a rented card 20 % slower or faster bills 10 or 7 hours of an 8-hour day', () => {
    // 480 ÷ 0.8 = 600 min, 10 h; 480 ÷ 1.2 = 400 min, billed 7 h: rent 3,600 and 2,520 a year
    const row = rowOf(HAND, 'rent.speedRatio');
    expect([row.low, row.high]).toEqual([0.8, 1.2]);
    expect(row.savingsLow).toBeCloseTo(12_000 - 3_600, 6);
    expect(row.savingsHigh).toBeCloseTo(12_000 - 2_520, 6);
  });

  it('moves the VAT rates that are not 0', () => {
    // cloud VAT 10 % → 8 % and 12 %: rent 2,880 × 1.08 = 3,110.40 and × 1.12 = 3,225.60; swing 115.20
    const taxed = valid({ ...HAND, tax: { ...HAND.tax, cloudVatPct: 10, hardwareVatPct: 13 } });
    const row = rowOf(taxed, 'tax.cloudVatPct');
    expect([row.low, row.high]).toEqual([8, 12]);
    expect(row.swing).toBeCloseTo(115.2, 6);
    // nothing is bought, so the hardware VAT has a row that moves nothing
    expect(rowOf(taxed, 'tax.hardwareVatPct').swing).toBe(0);
    expect(paths(HAND)).not.toContain('tax.cloudVatPct');
  });

  it('moves the doubling period only while the obsolescence section is on', () => {
    // 18 months → 14.4 and 21.6; with rent prices falling, faster doublings make renting cheaper
    const falling = valid({ ...HAND, obsolescence: { doublingMonths: 18, rentPricesFall: true } });
    const row = rowOf(falling, 'obsolescence.doublingMonths');
    expect(row.low).toBeCloseTo(14.4, 12);
    expect(row.high).toBeCloseTo(21.6, 12);
    expect(row.savingsLow).toBeGreaterThan(row.savingsHigh);
    expect(paths(HAND)).not.toContain('obsolescence.doublingMonths');
  });
});

describe('the discount rate', () => {
  it('moves a rate of 0 up by 2 points at the default 20 %, cut at 0 below, ranked as a 20 % move', () => {
    const row = rowOf(HAND, 'discountRatePct');
    expect(row).toMatchObject({ base: 0, low: 0, high: 2, fromZero: true, clipped: 'low', lowPct: 0, highPct: 20 });
    expect(row.savingsLow).toBeCloseTo(9_120, 6);
    expect(row.savingsHigh).toBeCloseTo(savingsAt2, 6);
    expect(row.swingPerPct).toBeCloseTo((9_120 - savingsAt2) / 20, 9);
  });

  it('moves a rate of 0 by a tenth of a point for each 1 % of the share: 5 points at 50 %, none at 0 %', () => {
    expect(rowOf(HAND, 'discountRatePct', { movePct: 50 }).high).toBeCloseTo(5, 12);
    const still = rowOf(HAND, 'discountRatePct', { movePct: 0 });
    expect([still.low, still.high, still.swing, still.clipped]).toEqual([0, 0, 0, null]);
  });

  it('moves a rate of 8 % by 20 % of it, 6.4 and 9.6, and states the savings in present values at each', () => {
    const at8 = scenario({ ...HAND, discountRatePct: 8 });
    const row = rowOf(at8, 'discountRatePct');
    expect(row.low).toBeCloseTo(6.4, 12);
    expect(row.high).toBeCloseTo(9.6, 12);
    expect([row.fromZero, row.clipped]).toEqual([false, null]);
    const at = (ratePct: number) =>
      Array.from({ length: 12 }, (_, i) => 760 * (1 + ratePct / 100) ** (-(i + 1) / 12)).reduce((a, b) => a + b);
    expect(row.savingsLow).toBeCloseTo(at(6.4), 6);
    expect(row.savingsHigh).toBeCloseTo(at(9.6), 6);
    // owning's extra 760 a month weighs less the more later money is discounted
    expect(row.savingsHigh).toBeLessThan(row.savingsLow);
  });
});

describe('whole-number inputs and rows with unequal moves', () => {
  const TWO = scenario({ workload: { gpus: 2 }, rent: { pricePerGpuHour: 1 }, own: { ops: { staffPerYear: 12_000 } } });

  it('moves 2 cards by one whole card each way, −50 % / +50 %', () => {
    // 20 % of 2 is 0.4, the nearest whole step is 0, so at least 1: 1 and 3 cards
    // rent 2,880 a card a year: 2,880 and 8,640 against staff 12,000 → savings 9,120 and 3,360
    const row = rowOf(TWO, 'workload.gpus');
    expect([row.low, row.high]).toEqual([1, 3]);
    expect([row.lowPct, row.highPct]).toEqual([-50, 50]);
    expect(row.savingsLow).toBeCloseTo(9_120, 6);
    expect(row.savingsHigh).toBeCloseTo(3_360, 6);
    expect(row.swing).toBeCloseTo(5_760, 6);
    // 5,760 over the 100 points from −50 % to +50 %: 57.60 for each 1 % of the cards
    expect(row.swingPerPct).toBeCloseTo(57.6, 9);
  });

  it('moves 12 months by the whole step nearest 20 %: 2.4 → 2, so 10 and 14 (−16.7 % / +16.7 %)', () => {
    const row = rowOf(TWO, 'horizonMonths');
    expect([row.low, row.high]).toEqual([10, 14]);
    expect(row.lowPct).toBeCloseTo(-100 / 6, 9);
    expect(row.highPct).toBeCloseTo(100 / 6, 9);
  });

  it('moves whole numbers by one whole step each way: 7 × 20 % = 1.4 → 1, 13 × 20 % = 2.6 → 3, 5 × 30 % = 1.5 → 2', () => {
    const gpus = ['workload', 'gpus'];
    expect(moveInput(gpus, 7, 20)).toEqual({ low: 6, high: 8, clipped: null });
    expect(moveInput(gpus, 13, 20)).toEqual({ low: 10, high: 16, clipped: null });
    // rounding each end instead would give 3.5 → 4 and 6.5 → 7: a step of 1 down and 2 up
    expect(moveInput(gpus, 5, 30)).toEqual({ low: 3, high: 7, clipped: null });
  });

  it('ranks by the swing per 1 % moved, so the cards’ ±50 % move does not outrank staff’s ±20 %', () => {
    // per 1 % moved: staff 4,800 ÷ 40 = 120; months (1,000 − 480) × 4 = 2,080 ÷ 33.3 = 62.4;
    // cards 5,760 ÷ 100, days (365 − 288) × 16 = 1,232 ÷ 21.39 and price 2,304 ÷ 40 all 57.6;
    // hours and speed ratio (billed 7 and 10 h: 2,160) ÷ 40 = 54; the discount rate from 0 to 2
    // points; years and PUE move nothing. By swing alone the cards (5,760) would come first. The
    // cards up 80 % instead of 100 % rent a fifth of 480 a month, 1,152 ÷ 20 = 57.6, after the price.
    const rows = sensitivity(TWO).rows;
    expect(rows.map((r) => r.path)).toEqual([
      'own.ops.staffPerYear',
      'horizonMonths',
      'workload.gpus',
      'workload.daysPerYear',
      'rent.pricePerGpuHour',
      'own.availabilityPct',
      'workload.hoursPerDay',
      'rent.speedRatio',
      'discountRatePct',
      'own.depreciation.years',
      'own.power.pue',
    ]);
    expect(rows.map((r) => r.swingPerPct)).toEqual([
      expect.closeTo(120, 9),
      expect.closeTo(62.4, 9),
      expect.closeTo(57.6, 9),
      expect.closeTo(57.6, 9),
      expect.closeTo(57.6, 9),
      expect.closeTo(57.6, 9),
      expect.closeTo(54, 9),
      expect.closeTo(54, 9),
      // 520 a month (1,000 − 480) less its present value at 2 %, over the 20 % the 2 points stand for
      expect.closeTo((520 * (12 - ANNUITY_AT_2)) / 20, 9),
      0,
      0,
    ]);
  });
});
