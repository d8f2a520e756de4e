// A served model's traffic over the horizon, worked by hand: the start-up's 200 M tokens a day growing
// 10 % a month, the API's bill following the traffic month by month, busy months billed alone.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Overrides, scenario } from '../../../tests/support/scenarios.ts';
import { threeWays } from './threeWays.ts';
import { monthReaching, trafficShare } from './trafficGrowth.ts';

const growing = (pctPerMonth: number, maxGpus: number | null = null, gpus = 4) =>
  scenario({ horizonMonths: 36, workload: { gpus, growth: { pctPerMonth, maxGpus, ownBuys: 'up-front' } } });

// the quiet scenario's one card held all year: owning 100 a day, renting 120 (threeWays.test.ts)
const held = (workload: Overrides['workload'] = {}) =>
  scenario({ own: { serverPrice: 36_500, depreciation: { years: 1 } }, rent: { pricePerGpuHour: 5 }, workload });
// 10 M tokens a day, half input and half output; the API at 2 in and 10 out per million: 60 a day
const traffic = { tokensPerDay: 10e6, inputShare: 0.5, outputShare: 0.5 };
const api = { prices: { inputPerM: 2, outputPerM: 10 }, currency: 'CNY' };

describe('traffic that grows', () => {
  it('takes 200 M tokens a day growing 10 % a month to the 392 M crossover in month 9', () => {
    const s = growing(10);
    // month 8: 200 × 1.1^7 = 389.7 M, still short; month 9: 200 × 1.1^8 = 428.7 M
    expect(200e6 * trafficShare(s, 8)).toBeCloseTo(389.74e6, -4);
    expect(monthReaching(s, 200e6, 392e6)).toBe(9);
    expect(monthReaching(s, 200e6, 150e6)).toBe(1);
    // without growth the traffic never gets there
    expect(monthReaching(growing(0), 200e6, 392e6)).toBeNull();
  });

  it('stops growing at the cap, as the cards do', () => {
    // 4 cards capped at 6: the traffic at most 1.5 × month 1's, 300 M of 200 M
    const s = growing(10, 6);
    expect(trafficShare(s, 36)).toBe(1.5);
    expect(monthReaching(s, 200e6, 300e6)).toBe(6);
    expect(monthReaching(s, 200e6, 392e6)).toBeNull();
  });

  it('bills the API for the traffic of each month, and says when owning beats it', () => {
    const grown = held({ growth: { pctPerMonth: 10, maxGpus: null, ownBuys: 'up-front' } });
    const w = threeWays(grown, 1, { ...traffic, tokensPerDay: 20e6 }, null, api);
    // 120 a day today × the mean of 1.1^(m − 1) over 12 months, (1.1^12 − 1) ÷ (0.1 × 12) = 1.782024
    expect(w.perDay.api).toBeCloseTo(120 * 1.782_024, 3);
    // per million tokens served: the API's price, 6, whatever the growth
    expect(w.perMillionTokens.api).toBeCloseTo(6, 9);
    expect(w.apiPath?.todayPerDay).toBeCloseTo(120, 9);
    expect(w.growth?.tokensPerDay).toEqual([
      { month: 1, tokensPerDay: 20e6 },
      { month: 12, tokensPerDay: expect.closeTo(20e6 * 1.1 ** 11, 0) },
    ]);
    // the peak, ⌈1.1^11⌉ = 3 one-card servers, bought up front: 300 a day, level with the API at
    // 300 ÷ 6e-6 = 50 M tokens a day; month 10 carries 20 × 1.1^9 = 47.2 M, month 11 51.9 M
    expect(w.perDay.own).toBeCloseTo(300, 6);
    expect(w.breakEvenTokensPerDay.own).toBeCloseTo(50e6, 0);
    expect(w.growth?.ownBeatsApiMonth).toBe(11);
    // 10 M tokens a day reach 10 × 1.1^11 = 28.5 M at most: never
    expect(threeWays(grown, 1, traffic, null, api).growth?.ownBeatsApiMonth).toBeNull();
  });

  it('bills the API in the busy months alone: six of twelve cost half', () => {
    const w = threeWays(held({ busyMonths: '1,2,3,4,5,6' }), 1, traffic, null, api);
    expect(w.perDay.api).toBeCloseTo(30, 9);
    expect(w.growth).toBeUndefined();
  });

  it('gives a steady traffic the figures of a workload the same every month', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -50, max: 100, noNaN: true }),
        fc.integer({ min: 1, max: 120 }),
        (change, months) => {
          const steady = threeWays(
            scenario({ horizonMonths: months, own: { serverPrice: 36_500 } }),
            1,
            traffic,
            null,
            { ...api, priceChangePctPerYear: change },
          );
          expect(steady.growth).toBeUndefined();
          expect(steady.perDay.api).toBe((steady.apiPath?.todayPerDay ?? 0) * (steady.apiPath?.averageFactor ?? 0));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('never lowers the API’s bill for a positive growth', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 100, noNaN: true }), (pct) => {
        const flat = threeWays(held(), 1, traffic, null, api).perDay.api as number;
        const grown = threeWays(
          held({ growth: { pctPerMonth: pct, maxGpus: null, ownBuys: 'up-front' } }),
          1,
          traffic,
          null,
          api,
        );
        expect(grown.perDay.api as number).toBeGreaterThanOrEqual(flat);
      }),
      { numRuns: 30 },
    );
  });
});
