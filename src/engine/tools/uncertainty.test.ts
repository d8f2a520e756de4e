import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../../tests/support/scenarios.ts';
import { evaluate } from '../evaluate.ts';
import { DEFAULT_SCENARIO } from '../scenario/defaults.ts';
import { compareInView } from '../views.ts';
import { mulberry32, nearestRank, type Range, triangular, type UncertaintyInput, uncertainty } from './uncertainty.ts';

/**
 * One card, 8 h on 360 days: 240 billed hours a month, 2,880 over 12 months, so rent = 2,880 × price.
 * Owning costs 14,400 in cash (the server; power and ops are zero), so renting is cheaper exactly
 * when the price is below 14,400 / 2,880 = 5.
 */
const LINEAR = scenario({ own: { serverPrice: 14_400 } });
const BREAK_EVEN_PRICE = 5;
const PRICE: Range = { low: 2, likely: 4, high: 8 };

describe('triangular sampling', () => {
  const range: Range = { low: 0, likely: 3, high: 10 };
  const draws = (n: number, seed: number) => {
    const next = mulberry32(seed);
    return Array.from({ length: n }, () => triangular(next(), range));
  };

  it('stays within [low, high] and reaches low at u = 0', () => {
    expect(draws(10_000, 7).every((x) => x >= range.low && x <= range.high)).toBe(true);
    expect(triangular(0, range)).toBe(0);
    expect(triangular(0.3, range)).toBeCloseTo(3, 12); // the CDF at likely is (3 − 0) / (10 − 0)
  });

  it('has a mean close to (low + likely + high) / 3 over 10,000 samples', () => {
    // variance (a² + b² + c² − ab − ac − bc) / 18 = 79/18, so the mean of 10,000 has a standard
    // error of √(79/18) / 100 ≈ 0.021; 0.1 is about 5 standard errors.
    const xs = draws(10_000, 42);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(Math.abs(mean - 13 / 3)).toBeLessThan(0.1);
  });

  it('gives the value itself when all three bounds are equal', () => {
    expect(triangular(0.7, { low: 2.5, likely: 2.5, high: 2.5 })).toBe(2.5);
  });
});

describe('nearest-rank percentiles', () => {
  it('takes the value of rank ⌈p/100 × n⌉', () => {
    const sorted = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    expect(nearestRank(sorted, 10)).toBe(10);
    expect(nearestRank(sorted, 50)).toBe(50);
    expect(nearestRank(sorted, 90)).toBe(90);
    expect(nearestRank(sorted, 91)).toBe(100);
    expect(nearestRank([7], 10)).toBe(7);
  });
});

describe('uncertainty', () => {
  const input: UncertaintyInput = {
    ranges: {
      hoursPerDay: { low: 4, likely: 8, high: 12 },
      pricePerGpuHour: { low: 0.6, likely: 0.8, high: 1.2 },
      pricePerKWh: { low: 0.5, likely: 0.63, high: 1 },
      serverPrice: { low: 250_000, likely: 280_000, high: 320_000 },
    },
    samples: 2_000,
    seed: 123,
  };

  it('gives the same result for the same seed and a different one for another seed', () => {
    const first = uncertainty(DEFAULT_SCENARIO, input);
    expect(uncertainty(DEFAULT_SCENARIO, input)).toEqual(first);
    const other = uncertainty(DEFAULT_SCENARIO, { ...input, seed: 124 });
    expect(other).not.toEqual(first);
    expect(other.savingsP50).not.toBe(first.savingsP50);
    expect(first).toMatchObject({ samples: 2_000, seed: 123 });
  });

  it.each(['amortized', 'cash'] as const)(
    'with every range a single value, every percentile is the %s savings of evaluate',
    (view) => {
      const s = DEFAULT_SCENARIO;
      const at = (v: number): Range => ({ low: v, likely: v, high: v });
      const result = uncertainty(s, {
        ranges: {
          hoursPerDay: at(s.workload.hoursPerDay),
          pricePerGpuHour: at(s.rent.pricePerGpuHour),
          pricePerKWh: at(s.own.power.pricePerKWh),
          serverPrice: at(s.own.serverPrice),
        },
        samples: 500,
        seed: 1,
        view,
      });
      const expected = compareInView(evaluate(s), view);
      expect(result.savingsP10).toBe(expected.savings);
      expect(result.savingsP50).toBe(expected.savings);
      expect(result.savingsP90).toBe(expected.savings);
      expect(result.probabilityRentCheaper).toBe(expected.cheaper === 'rent' ? 1 : 0);
      expect(result.histogram).toEqual([{ from: expected.savings, to: expected.savings, count: 500 }]);
    },
  );

  it('finds renting cheaper in exactly the samples priced below the break-even price', () => {
    const seed = 2026;
    const samples = 10_000;
    const result = uncertainty(LINEAR, { ranges: { pricePerGpuHour: PRICE }, samples, seed, view: 'cash' });
    // One ranged field: sample n uses the n-th uniform of the stream.
    const next = mulberry32(seed);
    const prices = Array.from({ length: samples }, () => triangular(next(), PRICE));
    expect(result.probabilityRentCheaper * samples).toBe(prices.filter((p) => p < BREAK_EVEN_PRICE).length);
    // Triangular CDF at 5 (above likely): 1 − (8 − 5)² / ((8 − 2)(8 − 4)) = 1 − 9/24 = 0.625. The
    // standard error of a share of 10,000 is √(0.625 × 0.375 / 10,000) ≈ 0.0048; 0.02 is about 4 of them.
    expect(Math.abs(result.probabilityRentCheaper - 0.625)).toBeLessThan(0.02);
    // Savings = 14,400 − 2,880 × price falls as the price rises, so its median is at the price's.
    prices.sort((a, b) => b - a);
    expect(result.savingsP50).toBeCloseTo(14_400 - 2_880 * nearestRank(prices, 50), 6);
  });

  it('counts every sample once in the histogram, with no NaN anywhere', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.array(fc.double({ min: 0, max: 24, noNaN: true }), { minLength: 3, maxLength: 3 }),
        fc.array(fc.double({ min: 0, max: 50, noNaN: true }), { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 200 }),
        fc.constantFrom('amortized' as const, 'cash' as const),
        (seed, hours, prices, bins, samples, view) => {
          const [h0 = 0, h1 = 0, h2 = 0] = [...hours].sort((a, b) => a - b);
          const [p0 = 0, p1 = 0, p2 = 0] = [...prices].sort((a, b) => a - b);
          const result = uncertainty(DEFAULT_SCENARIO, {
            ranges: {
              hoursPerDay: { low: h0, likely: h1, high: h2 },
              pricePerGpuHour: { low: p0, likely: p1, high: p2 },
            },
            samples,
            seed,
            view,
            bins,
          });
          expect(result.histogram.reduce((s, b) => s + b.count, 0)).toBe(samples);
          const numbers = [
            result.probabilityRentCheaper,
            result.savingsP10,
            result.savingsP50,
            result.savingsP90,
            ...result.histogram.flatMap((b) => [b.from, b.to]),
          ];
          expect(numbers.every(Number.isFinite)).toBe(true);
          expect(result.savingsP10).toBeLessThanOrEqual(result.savingsP50);
          expect(result.savingsP50).toBeLessThanOrEqual(result.savingsP90);
          expect(result.probabilityRentCheaper).toBeGreaterThanOrEqual(0);
          expect(result.probabilityRentCheaper).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('refuses inputs that would give nonsense', () => {
    const run = (changes: Partial<UncertaintyInput>) => () =>
      uncertainty(LINEAR, { ranges: { pricePerGpuHour: PRICE }, samples: 10, seed: 1, ...changes });
    expect(run({ samples: 0 })).toThrow(new RangeError('samples: must be an integer ≥ 1, got 0'));
    expect(run({ samples: 2.5 })).toThrow(RangeError);
    expect(run({ seed: -1 })).toThrow(/seed/);
    expect(run({ seed: Number.NaN })).toThrow(/seed/);
    expect(run({ bins: 0 })).toThrow(/bins/);
    expect(run({ ranges: { serverPrice: { low: 3, likely: 2, high: 4 } } })).toThrow(
      new RangeError('ranges.serverPrice: must have low ≤ likely ≤ high, got 3, 2, 4'),
    );
    expect(run({ ranges: { pricePerKWh: { low: 1, likely: 3, high: 2 } } })).toThrow(/low ≤ likely ≤ high/);
    expect(run({ ranges: { hoursPerDay: { low: 0, likely: 1, high: Number.POSITIVE_INFINITY } } })).toThrow(
      /ranges\.hoursPerDay: .*finite/,
    );
    expect(run({ ranges: { pricePerGpuHour: { low: Number.NaN, likely: 1, high: 2 } } })).toThrow(RangeError);
  });
});
