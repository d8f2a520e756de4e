import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../../tests/support/scenarios.ts';
import { effectiveSalvagePct, evaluate } from '../evaluate.ts';
import { BEFORE_TAX, NO_TAX } from '../scenario/constants.ts';
import { DEFAULT_SCENARIO } from '../scenario/defaults.ts';
import { parseScenario } from '../scenario/parse.ts';
import type { Scenario } from '../scenario/schema.ts';
import { compareInView } from '../views.ts';
import {
  mulberry32,
  nearestRank,
  type Range,
  sampler,
  triangular,
  type UncertaintyInput,
  uncertainty,
  uncertaintyInputOf,
} from './uncertainty.ts';

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
          daysPerYear: at(s.workload.daysPerYear),
          // under the market's curve, the share it gives at the end of the life
          salvagePct: at(effectiveSalvagePct(s)),
          planDiscountPct: at(s.rent.reservedDiscountPct),
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

  it('finds renting cheaper in exactly the samples priced below the break-even price, ranges read as limits', () => {
    const seed = 2026;
    const samples = 10_000;
    const result = uncertainty(LINEAR, {
      ranges: { pricePerGpuHour: PRICE },
      samples,
      seed,
      view: 'cash',
      rangesAre: 'limits',
    });
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
    expect(run({ priceCorrelation: 1.5 })).toThrow(new RangeError('priceCorrelation: must be 0 … 1, got 1.5'));
    expect(run({ priceCorrelation: Number.NaN })).toThrow(/priceCorrelation/);
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

/** Spearman's rank correlation of two equally long samples without ties. */
function rankCorrelation(xs: readonly number[], ys: readonly number[]): number {
  const ranks = (vs: readonly number[]) => {
    const order = vs.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
    const r = new Array<number>(vs.length);
    order.forEach(([, i], rank) => {
      r[i] = rank;
    });
    return r;
  };
  const rx = ranks(xs);
  const ry = ranks(ys);
  const n = xs.length;
  const d2 = rx.reduce((sum, r, i) => sum + (r - (ry[i] ?? 0)) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

describe('prices that move together', () => {
  const draws = (priceCorrelation: number, n = 20_000) => {
    const next = sampler({
      ranges: {
        pricePerGpuHour: { low: 0.6, likely: 0.8, high: 1.2 },
        serverPrice: { low: 250_000, likely: 280_000, high: 320_000 },
      },
      samples: n,
      seed: 99,
      priceCorrelation,
    });
    const rent: number[] = [];
    const server: number[] = [];
    for (let i = 0; i < n; i++) {
      const d = next();
      rent.push(d.pricePerGpuHour ?? Number.NaN);
      server.push(d.serverPrice ?? Number.NaN);
    }
    return { rent, server };
  };

  it('gives the two prices the same rank in every sample at correlation 1', () => {
    const { rent, server } = draws(1, 5_000);
    expect(rankCorrelation(rent, server)).toBe(1);
  });

  it('draws them independently at correlation 0 and with rank correlation (6/π) asin(ρ/2) between', () => {
    // Independent: the rank correlation of n = 20,000 pairs has a standard error of 1/√(n − 1) = 0.0071;
    // 0.03 is about 4 of them. A Gaussian copula of ρ = 0.5 has a rank correlation of
    // (6/π) asin(0.25) = 1.90986 × 0.25268 = 0.48258 (Kruskal 1958), its standard error smaller still.
    expect(Math.abs(rankCorrelation(draws(0).rent, draws(0).server))).toBeLessThan(0.03);
    expect(Math.abs(rankCorrelation(draws(0.5).rent, draws(0.5).server) - 0.48258)).toBeLessThan(0.03);
  });

  it('keeps the server price’s own 10th and 90th percentiles when it follows the rental price', () => {
    // (250,000, 280,000, 320,000) fitted: the density at 250,000 is about 2.2 × 10⁻⁶ a unit, so the
    // standard error of the 10th percentile of 20,000 is √(0.09 / 20,000) / 2.2 × 10⁻⁶ ≈ 960; 5,000 is 5 of them
    const server = draws(0.5).server.sort((a, b) => a - b);
    expect(Math.abs(nearestRank(server, 10) - 250_000)).toBeLessThan(5_000);
    expect(Math.abs(nearestRank(server, 90) - 320_000)).toBeLessThan(5_000);
  });
});

describe('the inputs a range may now be given for', () => {
  /** The page's starting workload and prices, undiscounted and before tax, as the arithmetic below is. */
  const UNDISCOUNTED: Scenario = {
    ...DEFAULT_SCENARIO,
    discountRatePct: 0,
    tax: { ...NO_TAX },
    finance: { ...BEFORE_TAX, financing: { ...BEFORE_TAX.financing } },
  };
  /** That scenario with a time-of-use tariff: 1.00 at peak, 0.40 off peak. */
  const TARIFF: Scenario = {
    ...UNDISCOUNTED,
    own: {
      ...UNDISCOUNTED.own,
      power: {
        ...UNDISCOUNTED.own.power,
        timeOfUse: { peakPricePerKWh: 1, offPeakPricePerKWh: 0.4, peakHoursPerDay: 8, busyAtPeakPct: 50 },
      },
    },
  };

  it('spreads the savings under a time-of-use tariff by scaling its peak and off-peak prices', () => {
    // The range scales both prices by f = draw ÷ 0.63, so the electricity total is f × P (P at the
    // tariff as given) and the savings are S + (f − 1) P. Read as 10th and 90th percentiles, f's are
    // 0.5 / 0.63 and 1 / 0.63, so P90 − P10 of the savings ≈ (1 − 0.5) / 0.63 × P = 0.79365 P.
    const power = evaluate(TARIFF).own.breakdown.power;
    const result = uncertainty(TARIFF, {
      ranges: { pricePerKWh: { low: 0.5, likely: 0.63, high: 1 } },
      samples: 10_000,
      seed: 5,
    });
    expect(result.savingsP10).toBeLessThan(result.savingsP50);
    expect(result.savingsP50).toBeLessThan(result.savingsP90);
    // the sample quantiles of f are within about 1 % of 0.5 / 0.63 and 1 / 0.63 (standard error
    // ≈ 0.004 in f for 10,000 samples), so 2 % of P
    expect(Math.abs(result.savingsP90 - result.savingsP10 - 0.79365 * power)).toBeLessThan(0.02 * power);
  });

  it('moves the discount of the plan in use, and nothing under a plan without one', () => {
    // Reserved: rent = 4 cards × 730 h × 36 months × 0.8 × (1 − d / 100), so a discount of 30 to 50 %
    // moves the rent by 4 × 730 × 36 × 0.8 × 20 % = 16,819.2 between the 10th and 90th percentiles.
    const base: Scenario = {
      ...UNDISCOUNTED,
      horizonMonths: 36,
      workload: { ...UNDISCOUNTED.workload, gpus: 4 },
      rent: { ...UNDISCOUNTED.rent, plan: 'reserved', pricePerGpuHour: 0.8, gpusPerInstance: 1 },
    };
    const ranges = { planDiscountPct: { low: 30, likely: 40, high: 50 } };
    const reserved = uncertainty(base, { ranges, samples: 10_000, seed: 3 });
    expect(Math.abs(reserved.savingsP90 - reserved.savingsP10 - 16_819.2)).toBeLessThan(0.03 * 16_819.2);
    const onDemand: Scenario = { ...base, rent: { ...base.rent, plan: 'on-demand' } };
    const flat = uncertainty(onDemand, { ranges, samples: 500, seed: 3 });
    const expected = compareInView(evaluate(onDemand), 'amortized').savings;
    expect([flat.savingsP10, flat.savingsP90]).toEqual([expected, expected]);
  });

  it('moves owning alone with the resale share and both sides with the active days', () => {
    const salvage = uncertainty(DEFAULT_SCENARIO, {
      ranges: { salvagePct: { low: 0, likely: 10, high: 30 } },
      samples: 2_000,
      seed: 8,
    });
    // more left at the end, less owning costs: the savings (own − rent) fall as the share rises
    expect(salvage.savingsP10).toBeLessThan(salvage.savingsP90);
    const days = uncertainty(DEFAULT_SCENARIO, {
      ranges: { daysPerYear: { low: 200, likely: 250, high: 300 } },
      samples: 2_000,
      seed: 8,
    });
    expect(days.savingsP10).toBeLessThan(days.savingsP90);
  });

  it('moves owning alone with the months on order and with the share of busy hours its cards are up', () => {
    // renting 960 a month against no running costs: each month on order or each hour a card is down
    // is rented, so owning costs more the longer the wait and the lower the availability
    const s = scenario({ own: { serverPrice: 14_400 }, rent: { pricePerGpuHour: 4 } });
    const rent = compareInView(evaluate(s), 'amortized').rent;
    const lead = uncertainty(s, {
      ranges: { leadTimeMonths: { low: 0, likely: 2, high: 6 } },
      samples: 2_000,
      seed: 3,
    });
    expect(lead.savingsP10).toBeLessThan(lead.savingsP90);
    const up = uncertainty(s, {
      ranges: { availabilityPct: { low: 90, likely: 97, high: 100 } },
      samples: 2_000,
      seed: 3,
    });
    expect(up.savingsP10).toBeLessThan(up.savingsP90);
    // renting is the same in every sample: the savings move by what owning rents
    const at = (own: Partial<Scenario['own']>) =>
      compareInView(evaluate({ ...s, own: { ...s.own, ...own } }), 'amortized');
    expect(at({ leadTimeMonths: 6 }).rent).toBe(rent);
    // six months rented, less six months fewer written off the 14,400 server over its 36-month life
    expect(at({ leadTimeMonths: 6 }).own - at({ leadTimeMonths: 0 }).own).toBeCloseTo(6 * 960 - (14_400 * 6) / 36, 6);
  });

  it('works each sample’s present values out at its drawn discount rate', () => {
    // owning pays 14,400 at once and renting 960 a month: the higher the rate, the less renting's
    // later payments weigh, so the savings rise with the rate and their percentiles are the savings
    // at the drawn rates' own percentiles (the same seed draws the same rates)
    const s = scenario({ own: { serverPrice: 14_400 }, rent: { pricePerGpuHour: 4 } });
    const input = { ranges: { discountRatePct: { low: 0, likely: 5, high: 12 } }, samples: 2_000, seed: 6 };
    const result = uncertainty(s, input);
    const next = sampler(input);
    const rates = Array.from({ length: input.samples }, () => next().discountRatePct ?? Number.NaN).sort(
      (a, b) => a - b,
    );
    const savingsAt = (ratePct: number) =>
      compareInView(evaluate({ ...s, discountRatePct: ratePct }), 'amortized').savings;
    expect(result.savingsP10).toBeCloseTo(savingsAt(nearestRank(rates, 10)), 6);
    expect(result.savingsP90).toBeCloseTo(savingsAt(nearestRank(rates, 90)), 6);
    expect(result.savingsP10).toBeLessThan(result.savingsP90);
    // a discount rate drawn beyond what the format allows (50 % a year) is held at it
    const steep = sampler({ ranges: { discountRatePct: { low: 40, likely: 49, high: 50 } }, samples: 1, seed: 4 });
    const drawn = Array.from({ length: 2_000 }, () => steep().discountRatePct ?? Number.NaN);
    expect(Math.max(...drawn)).toBe(50);
  });

  it('holds a draw beyond the input’s allowed values at them', () => {
    // (20, 23, 24) read as percentiles reaches past 24 hours a day: those draws are 24
    const next = sampler({ ranges: { hoursPerDay: { low: 20, likely: 23, high: 24 } }, samples: 1, seed: 4 });
    const hours = Array.from({ length: 5_000 }, () => next().hoursPerDay ?? Number.NaN);
    expect(Math.max(...hours)).toBe(24);
    expect(hours.every((h) => h >= 0 && h <= 24)).toBe(true);
  });
});

describe('files written before ranges were read as percentiles', () => {
  const OLD_SECTION = {
    samples: 1_000,
    seed: 11,
    hoursPerDay: { low: 4, likely: 8, high: 12 },
    pricePerGpuHour: { low: 0.6, likely: 0.8, high: 1.2 },
    serverPrice: { low: 250_000, likely: 280_000, high: 320_000 },
  };

  it('open, read as 10th and 90th percentiles with the prices correlated 0.5', () => {
    const parsed = parseScenario({ ...DEFAULT_SCENARIO, uncertainty: OLD_SECTION }, 'strict');
    expect(parsed.problems).toEqual([]);
    expect(parsed.scenario?.uncertainty).toEqual({
      ...OLD_SECTION,
      rangesAre: 'p10-p90',
      priceCorrelation: 0.5,
      pricePerKWh: null,
      daysPerYear: null,
      salvagePct: null,
      planDiscountPct: null,
      discountRatePct: null,
      leadTimeMonths: null,
      availabilityPct: null,
      priceChangePctPerYear: null,
    });
  });

  it('give their former answer when told their ranges are limits and the prices independent', () => {
    const parsed = parseScenario(
      { ...DEFAULT_SCENARIO, uncertainty: { ...OLD_SECTION, rangesAre: 'limits', priceCorrelation: 0 } },
      'strict',
    );
    const s = parsed.scenario;
    if (!s?.uncertainty) return expect.fail('no scenario');
    const result = uncertainty(s, uncertaintyInputOf(s.uncertainty));
    // the former draws: one uniform each for hours, price and server, in that order, on the triangle
    const next = mulberry32(11);
    const savings = Array.from({ length: 1_000 }, () => {
      const hoursPerDay = triangular(next(), OLD_SECTION.hoursPerDay);
      const pricePerGpuHour = triangular(next(), OLD_SECTION.pricePerGpuHour);
      const serverPrice = triangular(next(), OLD_SECTION.serverPrice);
      const drawn: Scenario = {
        ...s,
        workload: { ...s.workload, hoursPerDay },
        rent: { ...s.rent, pricePerGpuHour },
        own: { ...s.own, serverPrice },
      };
      return compareInView(evaluate(drawn), 'amortized').savings;
    }).sort((a, b) => a - b);
    expect(result.savingsP50).toBe(nearestRank(savings, 50));
    expect(result.savingsP10).toBe(nearestRank(savings, 10));
  });
});

describe('uncertainty, every input and option at once', () => {
  const rangeArb = (min: number, max: number) =>
    fc
      .array(fc.double({ min, max, noNaN: true }), { minLength: 3, maxLength: 3 })
      .map((xs) => [...xs].sort((a, b) => a - b))
      .map(([low = 0, likely = 0, high = 0]) => ({ low, likely, high }));

  it('gives finite figures, and the same ones again for the same seed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.record({
          hoursPerDay: rangeArb(0, 24),
          pricePerGpuHour: rangeArb(0, 50),
          pricePerKWh: rangeArb(0, 5),
          serverPrice: rangeArb(0, 1e6),
          daysPerYear: rangeArb(0, 365),
          salvagePct: rangeArb(0, 100),
          planDiscountPct: rangeArb(0, 100),
        }),
        fc.constantFrom('p10-p90' as const, 'limits' as const),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom('on-demand' as const, 'reserved' as const, 'spot' as const),
        fc.boolean(),
        (seed, ranges, rangesAre, priceCorrelation, plan, tariff) => {
          const s: Scenario = {
            ...DEFAULT_SCENARIO,
            rent: { ...DEFAULT_SCENARIO.rent, plan },
            own: {
              ...DEFAULT_SCENARIO.own,
              power: {
                ...DEFAULT_SCENARIO.own.power,
                timeOfUse: tariff
                  ? { peakPricePerKWh: 1.2, offPeakPricePerKWh: 0.3, peakHoursPerDay: 8, busyAtPeakPct: 60 }
                  : null,
              },
            },
          };
          const input: UncertaintyInput = { ranges, samples: 50, seed, rangesAre, priceCorrelation };
          const result = uncertainty(s, input);
          const numbers = [result.probabilityRentCheaper, result.savingsP10, result.savingsP50, result.savingsP90];
          expect(numbers.every(Number.isFinite)).toBe(true);
          expect(result.savingsP10).toBeLessThanOrEqual(result.savingsP90);
          expect(uncertainty(s, input)).toEqual(result);
        },
      ),
      { numRuns: 60 },
    );
  });
});
