// A reservation whose last term runs past the horizon: its months paid and not yet used are a
// remaining value in the amortized view, as the owned hardware's book value is; the cash view charges
// them in full. One card reserved at 1 a card-hour less 40 %: 730 × 0.6 = 438 a month.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../tests/support/scenarios.ts';
import { withSections } from '../../tests/support/sections.ts';
import { advisePlans, cumulativeCrossings } from './analysis.ts';
import { compareInView, evaluate, evaluateWithoutBreakEven, type Scenario } from './index.ts';

const reserved = (horizonMonths: number, reservedTermYears: number | null, extra: Partial<Scenario> = {}) => ({
  ...scenario({ horizonMonths, rent: { plan: 'reserved', pricePerGpuHour: 1, reservedTermYears } }),
  ...extra,
});

describe('the months of a reservation left at the horizon', () => {
  it('credits the 11 months of a 1-year term left after a 13-month horizon at what they cost', () => {
    // paid: 2 terms of 12 months, 24 × 438 = 10,512; left after month 13: 11 × 438 = 4,818;
    // amortized: 10,512 − 4,818 = 5,694 = 13 × 438, the months used
    const result = evaluate(reserved(13, 1));
    expect(result.rent.total).toBeCloseTo(10_512, 9);
    expect(result.rent.remainingValue).toBeCloseTo(4_818, 9);
    expect(result.rent.amortizedTotal).toBeCloseTo(5_694, 9);
    expect(compareInView(result, 'amortized').rent).toBeCloseTo(5_694, 9);
    expect(compareInView(result, 'cash').rent).toBeCloseTo(10_512, 9);
    // the engine's own comparison is amortized: owning costs 0 here, so savings = 0 − 5,694
    expect(result.savings).toBeCloseTo(-5_694, 9);
    // renting per busy GPU-hour: 8 h × 30 days × 13 months = 3,120 h; 5,694 ÷ 3,120 = 1.825
    expect(result.rent.costPerBusyGpuHour).toBeCloseTo(1.825, 9);
    expect(compareInView(result, 'cash').rentCostPerBusyGpuHour).toBeCloseTo(10_512 / 3_120, 9);
  });

  it('leaves nothing when the horizon is whole terms, or without a term', () => {
    for (const s of [reserved(24, 1), reserved(13, null)]) {
      const result = evaluate(s);
      expect(result.rent.remainingValue).toBe(0);
      expect(result.rent.amortizedTotal).toBe(result.rent.total);
    }
  });

  it('discounts the remaining value at the horizon’s factor, as the book value is', () => {
    // v(m) = 1.12^(−m/12); 438 × Σ v(1..13) + 11 × 438 × v(13) paid, − 11 × 438 × v(13) left over
    const v = (m: number) => 1.12 ** (-m / 12);
    let used = 0;
    for (let m = 1; m <= 13; m += 1) used += 438 * v(m);
    expect(evaluate(reserved(13, 1, { discountRatePct: 12 })).rent.presentValue).toBeCloseTo(used, 8);
  });

  it('credits the months left at the price of the term they belong to when prices fall', () => {
    // prices halve every 12 months: the second term keeps month 13's factor, 0.5^(12/12) = 0.5;
    // its 11 months left: 11 × 438 × 0.5 = 2,409
    const s = withSections(reserved(13, 1), {
      obsolescence: { doublingMonths: 12, rentPricesFall: true, resaleFalls: false },
    });
    const result = evaluate(s);
    expect(result.rent.remainingValue).toBeCloseTo(2_409, 9);
    // used: 12 × 438 + 1 × 438 × 0.5 = 5,475
    expect(result.rent.amortizedTotal).toBeCloseTo(5_475, 9);
  });

  it('finds the amortized crossing in the last month against the months used', () => {
    // owning costs 440 a month of staff and nothing else, cash and amortized alike: m × 440.
    // Renting pays m × 438 up to month 12, then 10,512 in month 13 (the second term in full).
    // Cash: 13 × 440 = 5,720 ≤ 10,512, payback in month 13. Amortized: m × 440 > m × 438 in every
    // month, and in month 13 5,720 > the 5,694 used: owning never catches up.
    const base = reserved(13, 1);
    const s = { ...base, own: { ...base.own, ops: { ...base.own.ops, staffPerYear: 440 * 12 } } };
    const result = evaluate(s);
    expect(result.paybackMonth).toBe(13);
    expect(cumulativeCrossings(result).amortizedMonth).toBeNull();
  });
});

describe('the plan advisor’s reserved break-even across the horizon', () => {
  const advice = (horizonMonths: number, termYears: number, view?: 'amortized' | 'cash') =>
    advisePlans(
      withSections(scenario({ horizonMonths, rent: { pricePerGpuHour: 1, reservedTermYears: termYears } }), {
        advisor: {},
      }),
      view,
    );

  it('stays at 60 % from a 12- to a 13-month horizon on a 1-year term, amortized', () => {
    // before: 12 months paid of 12 used, 60 %; then 24 paid of 13 used, 60 × 24 ÷ 13 = 110.8 % ("never pays").
    // Amortized, the 11 months left are credited at what they cost: a card-month used costs
    // 730 × 0.6 whatever the horizon, (100 − 40) = 60 % of a month on demand.
    expect(advice(12, 1).reason.breakEvenPct.reserved).toBeCloseTo(60, 9);
    expect(advice(13, 1).reason.breakEvenPct.reserved).toBeCloseTo(60, 9);
    // a 3-year term at 12 months: 36 paid, 12 used; amortized 60 %, in cash 60 × 36 ÷ 12 = 180 %
    expect(advice(12, 3).reason.breakEvenPct.reserved).toBeCloseTo(60, 9);
  });

  it('charges the months past the horizon a reservation cannot be sold for, amortized', () => {
    const unsold = (share: number) =>
      advisePlans(
        withSections(
          scenario({
            horizonMonths: 13,
            rent: { pricePerGpuHour: 1, reservedTermYears: 1, reservationResalePct: share },
          }),
          { advisor: {} },
        ),
      ).reason.breakEvenPct.reserved;
    // 11 of the second year's months are left at the horizon: none sold, 60 × 24 ÷ 13 = 110.8 %, as in
    // cash; half sold, 60 × (13 + 5.5) ÷ 13 = 85.4 %
    expect(unsold(0)).toBeCloseTo((60 * 24) / 13, 9);
    expect(unsold(50)).toBeCloseTo((60 * 18.5) / 13, 9);
    expect(unsold(100)).toBeCloseTo(60, 9);
  });

  it('keeps charging every month paid in the cash view', () => {
    expect(advice(12, 1, 'cash').reason.breakEvenPct.reserved).toBeCloseTo(60, 9);
    expect(advice(13, 1, 'cash').reason.breakEvenPct.reserved).toBeCloseTo((60 * 24) / 13, 9);
    expect(advice(12, 3, 'cash').reason.breakEvenPct.reserved).toBeCloseTo(180, 9);
  });

  it('prices the reserved row at the months used, amortized, and at the months paid in cash', () => {
    // 13 × 438 = 5,694 amortized; 24 × 438 = 10,512 in cash
    const row = (view?: 'amortized' | 'cash') => advice(13, 1, view).plans.find((p) => p.plan === 'reserved');
    expect(row()?.total).toBeCloseTo(5_694, 9);
    expect(row('cash')?.total).toBeCloseTo(10_512, 9);
  });
});

describe('properties over the horizon', () => {
  const RUNS = { numRuns: 200 };
  const arb = fc.record({
    horizonMonths: fc.integer({ min: 1, max: 119 }),
    term: fc.constantFrom(1, 2, 3),
    discountPct: fc.integer({ min: 0, max: 90 }),
    gpus: fc.integer({ min: 1, max: 16 }),
    price: fc.double({ min: 0.01, max: 50, noNaN: true }),
    hotGB: fc.integer({ min: 0, max: 10_000 }),
    /** prices halving every this many months, or steady */
    doublingMonths: fc.option(fc.integer({ min: 6, max: 60 }), { nil: null }),
  });
  const at = (p: typeof arb extends fc.Arbitrary<infer T> ? T : never, horizonMonths: number): Scenario => {
    const s = scenario({
      horizonMonths,
      workload: { gpus: p.gpus },
      rent: {
        plan: 'reserved',
        pricePerGpuHour: p.price,
        reservedTermYears: p.term,
        reservedDiscountPct: p.discountPct,
        storage: { hotGB: p.hotGB, hotPricePerGBMonth: 0.02 },
      },
    });
    const falling = p.doublingMonths === null ? {} : { doublingMonths: p.doublingMonths, rentPricesFall: true };
    return withSections(s, {
      advisor: {},
      ...(p.doublingMonths === null ? {} : { obsolescence: { ...falling, resaleFalls: false } }),
    });
  };
  /** Month m's price as a share of today's: a term keeps the price of its first month, f^start. */
  const priceFactor = (p: Parameters<typeof at>[0], month: number) => {
    if (p.doublingMonths === null) return 1;
    const termMonths = 12 * p.term;
    return 0.5 ** ((Math.floor((month - 1) / termMonths) * termMonths) / p.doublingMonths);
  };

  it('adds exactly one month of rent to the amortized total for each month more of horizon', () => {
    fc.assert(
      fc.property(arb, (p) => {
        const now = evaluateWithoutBreakEven(at(p, p.horizonMonths)).rent;
        const next = evaluateWithoutBreakEven(at(p, p.horizonMonths + 1)).rent;
        // month H + 1 at its term's price, whether that term began inside the horizon or past it
        const month = now.perMonth.compute * priceFactor(p, p.horizonMonths + 1) + now.perMonth.storage;
        expect(next.amortizedTotal - now.amortizedTotal).toBeCloseTo(month, 6);
        expect(next.amortizedTotal).toBeGreaterThanOrEqual(now.amortizedTotal);
      }),
      RUNS,
    );
  });

  it('gives the same reserved break-even at every horizon, amortized', () => {
    fc.assert(
      fc.property(arb, (p) => {
        const now = advisePlans(at(p, p.horizonMonths)).reason.breakEvenPct.reserved;
        const next = advisePlans(at(p, p.horizonMonths + 1)).reason.breakEvenPct.reserved;
        expect(now).toBeCloseTo(100 - p.discountPct, 9);
        expect(next).toBeCloseTo(100 - p.discountPct, 9);
      }),
      RUNS,
    );
  });

  it('charges every month paid in the cash view, as before', () => {
    fc.assert(
      fc.property(arb, (p) => {
        const H = p.horizonMonths;
        const result = evaluateWithoutBreakEven(at(p, H));
        const termMonths = 12 * p.term;
        const paid = Math.ceil(H / termMonths) * termMonths;
        const { compute, storage } = result.rent.perMonth;
        let weighted = (paid - H) * priceFactor(p, H + 1);
        for (let m = 1; m <= H; m += 1) weighted += priceFactor(p, m);
        const cash = compute * weighted + storage * H;
        expect(result.rent.total).toBeCloseTo(cash, 6);
        expect(compareInView(result, 'cash').rent).toBe(result.rent.total);
        expect(result.rent.remainingValue).toBeCloseTo(compute * (paid - H) * priceFactor(p, H + 1), 6);
        const threshold = advisePlans(at(p, H), 'cash').reason.breakEvenPct.reserved;
        expect(threshold).toBeCloseTo(((100 - p.discountPct) * paid) / H, 9);
      }),
      RUNS,
    );
  });
});
