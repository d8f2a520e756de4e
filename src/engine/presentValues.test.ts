// Where the answer turns, on the verdict's basis (issue 23): the tipping points, break-even hours and
// payback month are worked out on present values after tax, so each agrees with result.finance, and a
// higher discount rate moves the tipping prices toward renting when owning pays up front.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioArb } from '../../tests/support/arbitraries.ts';
import { scenario, withRentPrice } from '../../tests/support/scenarios.ts';
import { evaluate, evaluateWithoutBreakEven } from './evaluate.ts';
import type { Scenario } from './scenario/schema.ts';
import { type TippingPrice, tippingPoints } from './tipping.ts';
import { atMost } from './units.ts';
import { type CostView, compareInView, verdictFigures } from './views.ts';

const RUNS = { numRuns: Number(process.env.FC_NUM_RUNS ?? 40) };
const VIEWS: readonly CostView[] = ['amortized', 'cash'];

/**
 * Paid up front in cash, before income tax, and prices that stand still (no obsolescence section).
 * After tax it need not hold: rent's tax saving comes at the tax year's end, so where the purchase
 * deducts nothing (no invoice) a higher rate makes renting a millionth dearer over a one-month horizon.
 */
const cashSteadyArb: fc.Arbitrary<Scenario> = scenarioArb.map(({ obsolescence: _, ...s }) => ({
  ...s,
  finance: { ...s.finance, buyer: 'before-tax' as const, financing: { ...s.finance.financing, kind: 'cash' as const } },
}));

/** A tipping price on one line: no price at all below every price, any price above every price. */
function onLine(p: TippingPrice): number {
  if (p.value !== null) return p.value;
  return p.reason === 'rentAlwaysWins' || p.reason === 'ownAlwaysWins' ? Number.POSITIVE_INFINITY : -1;
}

/** b is no more than a, within the tipping points' own precision (a tenth of a cent, or a millionth). */
const noMore = (b: number, a: number) => b <= a + Math.max(0.01, 1e-6 * Math.abs(a));

/** Level within a cent, or within a billionth of the totals where they are too large for a cent. */
const level = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.01, 1e-8 * Math.max(Math.abs(a), Math.abs(b)));

const withRate = (s: Scenario, discountRatePct: number): Scenario => ({ ...s, discountRatePct });

describe('the tipping points on present values after tax', () => {
  it('a higher rate never raises the tipping server price nor lowers the tipping rent price, paying cash before tax at steady prices', () => {
    fc.assert(
      fc.property(
        cashSteadyArb,
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.constantFrom(...VIEWS),
        (s, step, view) => {
          const higher = withRate(s, Math.min(50, s.discountRatePct + step));
          const low = tippingPoints(s, evaluateWithoutBreakEven(s), view);
          const high = tippingPoints(higher, evaluateWithoutBreakEven(higher), view);
          expect(noMore(onLine(high.serverPrice), onLine(low.serverPrice))).toBe(true);
          expect(noMore(onLine(low.rentPrice), onLine(high.rentPrice))).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('at each tipping price the verdict’s two present values are level', () => {
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom(...VIEWS), (s, view) => {
        const points = tippingPoints(s, evaluateWithoutBreakEven(s), view);
        const rent = points.rentPrice.value;
        if (rent !== null && rent > 0) {
          const at = evaluateWithoutBreakEven(withRentPrice(s, rent));
          const verdict = verdictFigures(at, view);
          expect([verdict.own, verdict.rent]).toEqual([at.finance[view].own, at.finance[view].rent]);
          expect(level(verdict.own, verdict.rent)).toBe(true);
        }
        const server = points.serverPrice.value;
        if (server !== null && server > 0) {
          const at = evaluateWithoutBreakEven({ ...s, own: { ...s.own, serverPrice: server } });
          expect(level(at.finance[view].own, at.finance[view].rent)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('turns at 12 % a year where it would not at 0: one 8×H100 server against 2.60 a card-hour (issue 23)', () => {
    // 255,000 up front, 8 cards busy 23 h a day for 36 months on demand; nothing else on either side
    const h100 = (discountRatePct: number) =>
      scenario({
        discountRatePct,
        horizonMonths: 36,
        workload: { gpus: 8, hoursPerDay: 23, daysPerYear: 365 },
        own: { serverPrice: 255_000, gpusPerServer: 8 },
        rent: { pricePerGpuHour: 2.6 },
      });
    const at0 = tippingPoints(h100(0), evaluateWithoutBreakEven(h100(0)), 'cash');
    const at12 = tippingPoints(h100(12), evaluateWithoutBreakEven(h100(12)), 'cash');
    // undiscounted, renting wins while a card-hour costs at most 255,000 ÷ (8 × 23 × 365 ÷ 12 × 36)
    expect(at0.rentPrice.value).toBeCloseTo(255_000 / ((8 * 23 * 365 * 36) / 12), 6);
    expect(at0.rentPrice.value).toBeLessThan(2.6);
    expect(at12.rentPrice.value).toBeGreaterThan(at0.rentPrice.value ?? 0);
    expect(at12.serverPrice.value).toBeLessThan(at0.serverPrice.value ?? 0);
  });
});

describe('break-even hours on present values after tax', () => {
  it('owning is no dearer at the break-even hours, in the present values the verdict compares, and dearer a step below', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const hours = evaluate(s).breakEvenHoursPerDay;
        const at = (h: number) =>
          compareInView(evaluateWithoutBreakEven({ ...s, workload: { ...s.workload, hoursPerDay: h } }), 'amortized');
        if (hours === null) {
          const full = at(24);
          expect(atMost(full.own, full.rent)).toBe(false);
          return;
        }
        const there = at(hours);
        expect(atMost(there.own, there.rent)).toBe(true);
        if (hours > 0) {
          const below = at(Math.round(hours * 100 - 1) / 100);
          expect(atMost(below.own, below.rent)).toBe(false);
        }
      }),
      RUNS,
    );
  });
});

describe('payback on present values after tax', () => {
  it('is the first month the discounted cumulative own cash is at most rent’s, and those rows end at the cash present values', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const result = evaluateWithoutBreakEven(s);
        const { rows, cash } = result.finance;
        const first = rows.ownCash.findIndex((own, i) => atMost(own, rows.rent[i] ?? Number.NaN));
        expect(result.paybackMonth).toBe(first === -1 ? null : first + 1);
        expect(level(rows.ownCash.at(-1) ?? Number.NaN, cash.own)).toBe(true);
        expect(level(rows.rent.at(-1) ?? Number.NaN, cash.rent)).toBe(true);
      }),
      RUNS,
    );
  });

  it('discounts each month: 12,000 up front against 1,100 a month pays back in month 12 at 10 %, month 11 at 0', () => {
    // at 0: 11 × 1,100 = 12,100 ≥ 12,000 in month 11; at 10 % a year month m's rent weighs 1.1^(−m/12),
    // so 11 months are worth 1,100 × Σ 1.1^(−m/12) = 11,650.41 < 12,000 and 12 months 12,650.41 ≥ 12,000
    const s = (discountRatePct: number) =>
      scenario({
        discountRatePct,
        horizonMonths: 24,
        workload: { gpus: 1, hoursPerDay: 24, daysPerYear: 365 },
        own: { serverPrice: 12_000 },
        rent: { monthlyPricePerGpu: 1_100, plan: 'monthly' },
      });
    const worth = (months: number) =>
      Array.from({ length: months }, (_, i) => 1_100 * 1.1 ** (-(i + 1) / 12)).reduce((a, b) => a + b);
    expect(worth(11)).toBeLessThan(12_000);
    expect(worth(12)).toBeGreaterThan(12_000);
    expect(evaluate(s(0)).paybackMonth).toBe(11);
    expect(evaluate(s(10)).paybackMonth).toBe(12);
  });
});
