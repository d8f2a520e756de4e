// Serving three ways, worked by hand on a quiet scenario, and held to the engine's comparison.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../../tests/support/scenarios.ts';
import { threeWays } from './threeWays.ts';

// one card on a one-card server at 36,500, written off in a year over 12 months, nothing else to
// pay: 100 a day; rented at 5 a card-hour all day: 120 a day
const held = scenario({ own: { serverPrice: 36_500, depreciation: { years: 1 } }, rent: { pricePerGpuHour: 5 } });
// 10 M tokens a day, half input and half output; the API at 2 in and 10 out per million: 6 per million
const traffic = { tokensPerDay: 10e6, inputShare: 0.5, outputShare: 0.5 };
const api = { prices: { inputPerM: 2, outputPerM: 10 }, currency: 'CNY' };

describe('serving three ways', () => {
  it('prices owning, renting and the API a day and per million tokens, and names the cheapest', () => {
    const w = threeWays(held, 1, traffic, 50e6, api);
    expect(w.perDay.own).toBeCloseTo(100, 9);
    expect(w.perDay.rent).toBeCloseTo(120, 9);
    expect(w.perDay.api).toBeCloseTo(60, 9);
    expect(w.perMillionTokens).toMatchObject({ api: expect.closeTo(6, 9) });
    expect(w.perMillionTokens.own).toBeCloseTo(10, 9);
    expect(w.cheapest).toBe('api');
    // owning wins over the API from 100 ÷ 6e-6 = 16.67 M tokens a day, renting from 120 ÷ 6e-6 = 20 M
    expect(w.breakEvenTokensPerDay.own).toBeCloseTo(100 / 6e-6, 3);
    expect(w.breakEvenTokensPerDay.rent).toBeCloseTo(20e6, 3);
  });

  it('prices the API at its average over the horizon when its prices fall half a year', () => {
    // Σ 0.5^((m − 1) ÷ 12) over m = 1…12, ÷ 12 = 0.742381: 60 a day today, 44.54 on average
    const w = threeWays(held, 1, traffic, 50e6, { ...api, priceChangePctPerYear: -50 });
    expect(w.apiPath).toMatchObject({ todayPerDay: expect.closeTo(60, 9), averageFactor: expect.closeTo(0.742381, 6) });
    expect(w.perDay.api).toBeCloseTo(44.5429, 3);
    // owning now wins over the API from 100 ÷ (6e-6 × 0.742381) = 22.45 M tokens a day
    expect(w.breakEvenTokensPerDay.own).toBeCloseTo(100 / (6e-6 * 0.7423814060460737), 0);
    expect(threeWays(held, 1, traffic, 50e6, { ...api, priceChangePctPerYear: 0 }).perDay.api).toBeCloseTo(60, 9);
  });

  it('leaves out an API in another currency, and a break-even the cards cannot carry', () => {
    const w = threeWays(held, 1, traffic, 18e6, { ...api, currency: 'USD' });
    expect(w.perDay.api).toBeNull();
    expect(w.reasons.api).toBe('currencies-differ');
    expect(w.cheapest).toBe('own');
    const small = threeWays(held, 1, traffic, 18e6, api);
    // owning's 16.67 M fits in the 18 M the card carries; renting's 20 M does not
    expect(small.breakEvenTokensPerDay.own).toBeCloseTo(100 / 6e-6, 3);
    expect(small.breakEvenTokensPerDay.rent).toBeNull();
    expect(small.reasons['breakEven.rent']).toBe('beyond-deployment');
  });

  it('makes each side level with the API at its break-even, within a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 16 }),
        fc.integer({ min: 1_000, max: 2_000_000 }),
        fc.double({ min: 0.1, max: 50, noNaN: true }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        (cards, server, price, inputPerM, outputPerM) => {
          const s = scenario({
            own: { serverPrice: server, gpusPerServer: 8, depreciation: { years: 3 } },
            rent: { pricePerGpuHour: price },
            horizonMonths: 36,
          });
          const prices = { inputPerM, outputPerM };
          const w = threeWays(s, cards, traffic, null, { prices, currency: 'CNY' });
          for (const way of ['own', 'rent'] as const) {
            const at = w.breakEvenTokensPerDay[way];
            expect(at === null || Number.isFinite(at)).toBe(true);
            if (at !== null) {
              const apiThere = (at / 1e6) * (0.5 * inputPerM + 0.5 * outputPerM);
              expect(Math.abs(apiThere - w.perDay[way])).toBeLessThan(0.01);
            }
          }
          expect([w.perDay.own, w.perDay.rent, w.perDay.api].every((v) => v !== null && Number.isFinite(v))).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
