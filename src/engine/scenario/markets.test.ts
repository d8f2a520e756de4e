import { describe, expect, it } from 'vitest';
import { AGING_DAYS, FRESH_DAYS, freshnessOf, marketOf } from './markets.ts';

describe('the market a scenario reads its prices from', () => {
  it('is its currency’s when it names none, and the one it names otherwise', () => {
    expect(['CNY', 'USD', 'EUR', 'JPY'].map((currency) => marketOf({ market: null, currency }))).toEqual([
      'cn',
      'us',
      'eu',
      'global',
    ]);
    expect(marketOf({ market: 'global', currency: 'CNY' })).toBe('global');
  });
});

describe('how fresh a dated figure is', () => {
  it('is fresh for 30 days, aging to 90, stale beyond', () => {
    expect([FRESH_DAYS, AGING_DAYS]).toEqual([30, 90]);
    expect(freshnessOf('2026-11-01', '2026-12-01')).toBe('fresh');
    expect(freshnessOf('2026-10-31', '2026-12-01')).toBe('aging');
    expect(freshnessOf('2026-09-02', '2026-12-01')).toBe('aging');
    expect(freshnessOf('2026-09-01', '2026-12-01')).toBe('stale');
  });

  it('counts a figure dated after the evaluation day as fresh', () => {
    expect(freshnessOf('2027-01-01', '2026-12-01')).toBe('fresh');
  });

  it('refuses a date it cannot read', () => {
    expect(() => freshnessOf('yesterday', '2026-12-01')).toThrow(RangeError);
  });
});
