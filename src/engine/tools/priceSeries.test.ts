// The price of the same work on the obsolescence chart, halving every doubling. Worked by hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceSeries, priceTableMonths } from '../analysis.ts';

describe('the price of the same work', () => {
  it('halves every doubling: 100 % in month 1, 50 % in month 13 and 25 % in month 25 when P is 12', () => {
    const series = priceSeries(25, 12);
    expect(series).toHaveLength(25);
    expect(series[0]).toEqual({ month: 1, pct: 100 });
    expect(series[12]?.month).toBe(13);
    expect(series[12]?.pct).toBeCloseTo(50, 12);
    expect(series[24]?.pct).toBeCloseTo(25, 12);
    // month 7, half a doubling on: 100 / √2 = 70.71 %
    expect(series[6]?.pct).toBeCloseTo(70.710678, 5);
  });

  it('lists month 1 and every sixth month in the table', () => {
    expect(priceTableMonths(priceSeries(20, 18)).map((m) => m.month)).toEqual([1, 6, 12, 18]);
    expect(priceTableMonths(priceSeries(0, 18))).toEqual([]);
  });

  it('falls month by month from 100 % and stays above 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 240 }), fc.double({ min: 1, max: 120, noNaN: true }), (horizon, P) => {
        const series = priceSeries(horizon, P);
        expect(series.map((m) => m.month)).toEqual(Array.from({ length: horizon }, (_, i) => i + 1));
        expect(series[0]?.pct).toBe(100);
        for (let i = 1; i < series.length; i += 1) {
          expect(series[i]?.pct).toBeLessThan(series[i - 1]?.pct ?? 0);
          expect(series[i]?.pct).toBeGreaterThan(0);
        }
      }),
    );
  });
});
