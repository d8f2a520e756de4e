// A hot-storage cache against the I/O wait it removes, worked by hand.
import { describe, expect, it } from 'vitest';
import { scenario } from '../../../tests/support/scenarios.ts';
import { type Sections, withSections } from '../../../tests/support/sections.ts';
import { storageIOOf } from '../analysis.ts';
import type { Scenario, Tools } from '../index.ts';

// The article's case: a 12-minute epoch of which 25 % is I/O wait; 600 epochs a month on 4 rented cards
// at 2 a card-hour; a 500 GB cache at 0.2 a GB-month (100 a month); 12 months.
const ARTICLE: Tools['storageIO'] = {
  epochMinutes: 12,
  ioWaitPct: 25,
  ioWaitWithCachePct: 0,
  epochsPerMonth: 600,
  cacheGB: 500,
  cachePricePerGBMonth: 0.2,
};
const FOUR_CARDS = scenario({ workload: { gpus: 4 }, own: { gpusPerServer: 4 }, rent: { pricePerGpuHour: 2 } });
const withTax = (s: Scenario, tax: Sections['tax']) => withSections(s, { tax });

describe('storage and I/O', () => {
  it('takes the article’s 12-minute epoch down to 9 when the cache removes its 25 % of I/O wait', () => {
    const io = storageIOOf(FOUR_CARDS, ARTICLE);
    // 12 × (1 − 0.25) = 9 minutes of compute, no wait left
    expect(io.epochMinutes).toBe(12);
    expect(io.cachedEpochMinutes).toBeCloseTo(9, 12);
    // 3 minutes saved × 4 cards × 600 epochs = 7,200 card-minutes = 120 card-hours a month, × 2 = 240
    expect(io.gpuHoursSavedPerMonth).toBeCloseTo(120, 9);
    expect(io.savedPerMonth).toBeCloseTo(240, 9);
    // the cache: 500 × 0.2 = 100 a month; net 140 a month, 1,680 over 12 months
    expect(io.cachePerMonth).toBeCloseTo(100, 9);
    expect(io.netPerMonth).toBeCloseTo(140, 9);
    expect(io.netTotal).toBeCloseTo(1_680, 9);
  });

  it('saves less when some wait remains with the cache', () => {
    // 9 minutes of compute are 95 % of the cached epoch: 9 / 0.95 = 9.4737; 2.5263 minutes saved
    // × 4 × 600 / 60 = 101.05 card-hours, 202.11 a month; net 102.11
    const io = storageIOOf(FOUR_CARDS, { ...ARTICLE, ioWaitWithCachePct: 5 });
    expect(io.cachedEpochMinutes).toBeCloseTo(9 / 0.95, 12);
    expect(io.gpuHoursSavedPerMonth).toBeCloseTo((4 * 600 * (12 - 9 / 0.95)) / 60, 9);
    expect(io.netPerMonth).toBeCloseTo(2 * 40 * (12 - 9 / 0.95) - 100, 9);
  });

  it('loses money when the cache costs more than the hours it saves', () => {
    // 2,000 GB × 0.2 = 400 a month against 240 saved: −160 a month, −1,920 over 12 months
    const io = storageIOOf(FOUR_CARDS, { ...ARTICLE, cacheGB: 2_000 });
    expect(io.netPerMonth).toBeCloseTo(-160, 9);
    expect(io.netTotal).toBeCloseTo(-1_920, 9);
  });

  it('prices both the hours saved and the cache with cloud VAT that is not recovered', () => {
    // 240 × 1.06 = 254.4 saved, 100 × 1.06 = 106 for the cache, net 148.4 a month
    const io = storageIOOf(withTax(FOUR_CARDS, { cloudVatPct: 6 }), ARTICLE);
    expect(io.savedPerMonth).toBeCloseTo(254.4, 9);
    expect(io.cachePerMonth).toBeCloseTo(106, 9);
    expect(io.netPerMonth).toBeCloseTo(148.4, 9);
    // recovered: as without VAT
    expect(
      storageIOOf(withTax(FOUR_CARDS, { cloudVatPct: 6, cloudVatRecoverable: true }), ARTICLE).netPerMonth,
    ).toBeCloseTo(140, 9);
  });

  it('saves the hours of every rented card of whole instances', () => {
    // 5 cards on 8-card instances: 3 minutes × 8 cards × 600 / 60 = 240 card-hours a month
    const s = scenario({ workload: { gpus: 5 }, rent: { pricePerGpuHour: 2, gpusPerInstance: 8 } });
    expect(storageIOOf(s, ARTICLE).gpuHoursSavedPerMonth).toBeCloseTo(240, 9);
  });
});
