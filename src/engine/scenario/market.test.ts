import { describe, expect, it } from 'vitest';
import { SALE_HAIRCUT_PCT } from './market.ts';
import { RESALE_FACTORS, type ResaleCondition, type ResaleSpeed, saleHaircutPct } from './resaleFactors.ts';

describe('a sale by condition and speed', () => {
  it('gives up 38.8 % for a used, working card sold through a broker within 90 days, the default', () => {
    // 1 − 0.72 × 0.85 = 0.388
    expect(saleHaircutPct('used-working', 'broker-90d')).toBe(SALE_HAIRCUT_PCT);
  });

  it('gives up nothing for a new card sold without hurry, and 75.25 % for an as-is card sold in a week', () => {
    expect(saleHaircutPct('new', 'orderly-180d')).toBe(0);
    // 1 − 0.55 × 0.45 = 0.7525
    expect(saleHaircutPct('as-is', 'distressed-7d')).toBe(75.25);
  });

  it('gives up more for a worse condition or a quicker sale, never more than all of it', () => {
    const conditions = Object.keys(RESALE_FACTORS.condition) as ResaleCondition[];
    const speeds = Object.keys(RESALE_FACTORS.speed) as ResaleSpeed[];
    for (const speed of speeds) {
      const cuts = conditions.map((condition) => saleHaircutPct(condition, speed));
      expect([...cuts].sort((a, b) => a - b)).toEqual(cuts);
    }
    for (const condition of conditions) {
      const cuts = speeds.map((speed) => saleHaircutPct(condition, speed));
      expect([...cuts].sort((a, b) => a - b)).toEqual(cuts);
      for (const cut of cuts) expect(cut).toBeLessThan(100);
    }
  });
});
