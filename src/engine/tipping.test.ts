// The tipping points: worked by hand for the start-up and for the page's starting scenario, and as
// properties over random valid scenarios.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioArb } from '../../tests/support/arbitraries.ts';
import { withRentPrice } from '../../tests/support/scenarios.ts';
import { startupPlain } from '../../tests/support/startup.ts';
import { evaluate, evaluateWithoutBreakEven } from './evaluate.ts';
import { BEFORE_TAX } from './scenario/constants.ts';
import { DEFAULT_SCENARIO } from './scenario/defaults.ts';
import type { Scenario } from './scenario/schema.ts';
import { highestWinning, tippingPoints } from './tipping.ts';
import { type CostView, compareInView } from './views.ts';

const RUNS = { numRuns: Number(process.env.FC_NUM_RUNS ?? 60) };
const VIEWS: readonly CostView[] = ['amortized', 'cash'];

function totals(scenario: Scenario, view: CostView) {
  return compareInView(evaluateWithoutBreakEven(scenario), view);
}
function withServerPrice(s: Scenario, price: number): Scenario {
  return { ...s, own: { ...s.own, serverPrice: price } };
}
/** equal within a cent, or within a billionth of the totals where they are too large for a cent */
function near(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(0.01, 1e-9 * Math.max(Math.abs(a), Math.abs(b)));
}

describe('the start-up (the default scenario before format version 5)', () => {
  // 4 cards on demand, 8 h a session, 250 days: 250 ÷ 12 × 480 min ÷ 60 = 166.67 billed h a card a month,
  // 4 × 166.67 × 36 months = 24,000 card-hours over the horizon. Owning (amortized = cash, no salvage):
  // 280,000 + 36 × 652.1198 power + 36 × 10,000 staff = 663,476.31. Renting costs no more while
  // 24,000 × p ≤ 663,476.31: p ≤ 663,476.31 ÷ 24,000 = 27.6448 a card-hour.
  // Owning: renting costs 24,000 × 0.80 = 19,200, less than owning's power and staff alone
  // (23,476.31 + 360,000), so no server price makes owning win; nor do more hours (24 h: 57,600 of rent).
  const result = evaluate(startupPlain);

  it('renting wins while a card-hour costs at most 27.64 in both views', () => {
    for (const view of VIEWS) {
      const tip = tippingPoints(startupPlain, result, view);
      expect(tip.rentPrice.unit).toBe('card-hour');
      expect(tip.rentPrice.method).toBe('exact');
      expect(tip.rentPrice.value).toBeCloseTo(663_476.31 / 24_000, 5);
      expect(tip.rentPrice.current).toBe(0.8);
    }
  });

  it('says owning never wins, at any server price or hours a day', () => {
    const tip = tippingPoints(startupPlain, result, 'amortized');
    expect(tip.serverPrice).toEqual({ value: null, reason: 'ownNeverWins', method: null, current: 280_000 });
    expect(tip.busyHoursPerDay).toBeNull();
  });

  it('finds the server price at which owning wins once the staff is gone', () => {
    // no staff: owning is 36 × 652.1198 = 23,476.31 of power plus the servers; rent 19,200 at 0.80 is
    // still less, so the cards are rented at 1.20: 24,000 × 1.20 = 28,800; 28,800 − 23,476.31 = 5,323.69
    const s: Scenario = {
      ...startupPlain,
      own: { ...startupPlain.own, ops: { ...startupPlain.own.ops, staffPerYear: 0 } },
      rent: { ...startupPlain.rent, pricePerGpuHour: 1.2 },
    };
    const tip = tippingPoints(s, evaluate(s), 'cash');
    expect(tip.serverPrice.method).toBe('exact');
    expect(tip.serverPrice.value).toBeCloseTo(5_323.69, 2);
  });

  it('prices a monthly plan in its card-month price', () => {
    // 4 cards × 36 months = 144 card-months: p ≤ 663,476.31 ÷ 144 = 4,607.47
    const s: Scenario = {
      ...startupPlain,
      rent: { ...startupPlain.rent, plan: 'monthly', monthlyPricePerGpu: 900 },
    };
    const tip = tippingPoints(s, evaluate(s), 'amortized');
    expect(tip.rentPrice.unit).toBe('card-month');
    expect(tip.rentPrice.value).toBeCloseTo(663_476.31 / 144, 4);
  });

  it('says renting never wins when its storage alone costs more than owning', () => {
    const storage = { ...startupPlain.rent.storage, hotGB: 1_000_000, hotPricePerGBMonth: 1 };
    const s: Scenario = { ...startupPlain, rent: { ...startupPlain.rent, storage } };
    const tip = tippingPoints(s, evaluate(s), 'amortized');
    expect(tip.rentPrice).toMatchObject({ value: null, reason: 'rentNeverWins' });
  });
});

/** The starting scenario as versions 1–5 compared it: undiscounted, before tax, in cash. */
const STARTING_BEFORE_TAX: Scenario = {
  ...DEFAULT_SCENARIO,
  discountRatePct: 0,
  finance: { ...BEFORE_TAX, financing: { ...BEFORE_TAX.financing } },
};

describe("the page's starting scenario (examples/default-4x4090.json), undiscounted and before tax", () => {
  // 4 cards rented by the second, sessions of 8 h on 250 days: 4 × 8 × 250 × 3 = 24,000 card-hours,
  // 47,520 at 1.98. Owning one 4-card server at 124,000, half a month on order (the work rented then),
  // cards down 0.696 % of busy hours (rented on demand), sold at the market's used price after 3 years
  // (124,000 × 0.46 × 0.612 = 34,908.48): power 656.566 a month and staff 975 a month for the 35.5 months
  // the server works, 23,308.09 + 34,612.50. Cash 124,000 + 23,308.09 + 34,612.50 + 660 rented on order
  // + 326.26 rented while cards are down = 182,906.85; amortized less the resale, 147,998.37.
  const result = evaluate(STARTING_BEFORE_TAX);
  // card-hours owning rents: half of 666.67 on order, and 0.696 % of 666.67 in each of 35.5 months
  const downShare = ((220 * 365) / 54 / 16_384) * 4 * (7 / 365);
  const ownRents = 0.5 * (2_000 / 3) + downShare * (2_000 / 3) * 35.5;

  it('renting wins while a card-hour costs at most 6.26 (amortized): owning rents some hours itself', () => {
    const tip = tippingPoints(STARTING_BEFORE_TAX, result, 'amortized');
    expect(tip.rentPrice.method).toBe('exact');
    // owning without the hours it rents, 147,998.37 − 1.98 × 498.11, against what the rest of the hours cost
    const fixed = 147_998.371_426 - 1.98 * ownRents;
    expect(tip.rentPrice.value).toBeCloseTo(fixed / (24_000 - ownRents), 5);
    expect(tip.rentPrice.value).toBeCloseTo(6.26, 2);
    expect(tip.rentPrice.current).toBe(1.98);
  });

  it('says owning never wins at any server price: its power and staff alone exceed the rent', () => {
    // 23,308.09 + 34,612.50 = 57,920.59 > 47,520
    const tip = tippingPoints(STARTING_BEFORE_TAX, result, 'amortized');
    expect(tip.serverPrice).toEqual({ value: null, reason: 'ownNeverWins', method: null, current: 124_000 });
  });

  it('is not decided by one line: with no staff at all renting still saves, and at 24 h on 365 days owning does', () => {
    const noStaff: Scenario = {
      ...STARTING_BEFORE_TAX,
      own: { ...STARTING_BEFORE_TAX.own, ops: { ...STARTING_BEFORE_TAX.own.ops, staffPerServerPerYear: 0 } },
    };
    // 147,998.37 − 34,612.50 = 113,385.87 against 47,520
    expect(totals(noStaff, 'amortized').own).toBeCloseTo(113_385.87, 2);
    expect(totals(noStaff, 'amortized').rent).toBeCloseTo(47_520, 2);
    const allDay: Scenario = {
      ...STARTING_BEFORE_TAX,
      workload: { ...STARTING_BEFORE_TAX.workload, hoursPerDay: 24, daysPerYear: 365 },
    };
    // rent 4 × 8,760 × 3 × 1.98 = 208,137.60 (5,781.60 a month); own: power 1.58 ÷ 1,000 × (4 × 450 × 730
    // + 400 × 730) = 2,537.48 kWh a month × 0.63 × 35.5 = 56,750.74, staff 34,612.50, half a month rented
    // 2,890.80, 0.696 % of 5,781.60 rented in each of 35.5 months 1,429.06: 124,000 − 34,908.48 + those
    // = 184,774.60, so owning saves
    expect(totals(allDay, 'amortized').rent).toBeCloseTo(208_137.6, 2);
    expect(totals(allDay, 'amortized').own).toBeCloseTo(184_774.6, 2);
  });
});

describe("the page's starting scenario at 8 % after tax for a China general taxpayer", () => {
  it('renting wins while a card-hour costs at most 7.17: owning’s 114,280.60 less what it rents, over the rent’s weight', () => {
    const tip = tippingPoints(DEFAULT_SCENARIO, evaluate(DEFAULT_SCENARIO), 'amortized');
    // each month weighs v^m less a quarter of its tax year's end factor, v = 1.08^(−1/12)
    const v = 1.08 ** (-1 / 12);
    const weightOf = (m: number) => v ** m - 0.25 * 1.08 ** -Math.ceil(m / 12);
    const month = (4 * 8 * 250) / 12;
    const downShare = ((220 * 365) / 54 / 16_384) * 4 * (7 / 365);
    let rentWeight = 0;
    let ownWeight = 0;
    for (let m = 1; m <= 36; m += 1) {
      rentWeight += month * weightOf(m);
      // owning rents half of month 1 while on order, and the cards' down share of each month they work
      const working = m === 1 ? 0.5 : 1;
      ownWeight += month * (1 - working + working * downShare) * weightOf(m);
    }
    // owning's present value is 114,280.60 (examples.test.ts) at 1.98 a card-hour
    const fixed = 114_280.595_685 - 1.98 * ownWeight;
    expect(tip.rentPrice.method).toBe('exact');
    expect(tip.rentPrice.value).toBeCloseTo(fixed / (rentWeight - ownWeight), 5);
    expect(tip.rentPrice.value).toBeCloseTo(7.17, 2);
  });
});

describe('highestWinning', () => {
  it('bisects to a tenth of a cent where the gap is not a straight line', () => {
    // gap(x) = x² − 2: crosses at √2 = 1.41421…; the line through 0 and 1 would say 2
    const solved = highestWinning((x) => ({ diff: x * x - 2, scale: 2 }), 1, 'ownNeverWins', 'ownAlwaysWins');
    expect(solved.method).toBe('bisection');
    expect(solved.value).toBeLessThanOrEqual(Math.SQRT2);
    expect(solved.value).toBeGreaterThan(Math.SQRT2 - 0.001);
  });

  it('says the side always wins when the price makes no difference', () => {
    expect(highestWinning(() => ({ diff: -5, scale: 5 }), 1, 'rentNeverWins', 'rentAlwaysWins')).toEqual({
      value: null,
      reason: 'rentAlwaysWins',
      method: null,
    });
  });
});

describe('properties', () => {
  const viewArb = fc.constantFrom(...VIEWS);

  it('a higher rental price never makes renting cheaper, nor a higher server price owning', () => {
    fc.assert(
      fc.property(scenarioArb, viewArb, fc.double({ min: 0, max: 1e4, noNaN: true }), (s, view, up) => {
        const base = totals(s, view);
        const rentDearer = totals(withRentPrice(s, rentPriceOf(s) + up), view);
        const ownDearer = totals(withServerPrice(s, s.own.serverPrice + up), view);
        const slack = (x: number, y: number) => 1e-9 * Math.max(Math.abs(x), Math.abs(y));
        expect(rentDearer.rent).toBeGreaterThanOrEqual(base.rent - slack(base.rent, rentDearer.rent));
        expect(ownDearer.own).toBeGreaterThanOrEqual(base.own - slack(base.own, ownDearer.own));
      }),
      RUNS,
    );
  });

  it('at the tipping rental price the sides are equal, and a cent more makes renting dearer', () => {
    fc.assert(
      fc.property(scenarioArb, viewArb, (s, view) => {
        const tip = tippingPoints(s, evaluateWithoutBreakEven(s), view).rentPrice;
        if (tip.value === null) {
          expect(tip.reason).toMatch(/^rent(Never|Always)Wins$/);
          return;
        }
        expect(Number.isFinite(tip.value)).toBe(true);
        expect(tip.value).toBeGreaterThanOrEqual(0);
        const at = totals(withRentPrice(s, tip.value), view);
        if (tip.value > 0) expect(near(at.rent, at.own)).toBe(true);
        else expect(at.rent).toBeLessThanOrEqual(at.own + Math.max(0.01, 1e-9 * at.own));
        const above = totals(withRentPrice(s, tip.value + 0.01), view);
        // the cent's own effect, where it rises above the totals' rounding
        if (above.rent - at.rent > 1e-9 * above.rent) expect(above.rent).toBeGreaterThan(above.own);
      }),
      RUNS,
    );
  });

  it('at the tipping server price the sides are equal, and a cent more makes owning dearer', () => {
    fc.assert(
      fc.property(scenarioArb, viewArb, (s, view) => {
        const tip = tippingPoints(s, evaluateWithoutBreakEven(s), view).serverPrice;
        if (tip.value === null) {
          expect(tip.reason).toMatch(/^own(Never|Always)Wins$/);
          return;
        }
        expect(Number.isFinite(tip.value)).toBe(true);
        expect(tip.value).toBeGreaterThanOrEqual(0);
        const at = totals(withServerPrice(s, tip.value), view);
        if (tip.value > 0) expect(near(at.own, at.rent)).toBe(true);
        const above = totals(withServerPrice(s, tip.value + 0.01), view);
        if (above.own - at.own > 1e-9 * above.own) expect(above.own).toBeGreaterThan(above.rent);
      }),
      RUNS,
    );
  });
});

function rentPriceOf(s: Scenario): number {
  if (s.rent.plan === 'monthly') return s.rent.monthlyPricePerGpu ?? 0;
  if (s.rent.plan === 'weekly') return s.rent.weeklyPricePerGpu ?? 0;
  return s.rent.pricePerGpuHour;
}
