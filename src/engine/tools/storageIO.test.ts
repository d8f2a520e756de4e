// A hot-storage cache against the I/O wait it removes, worked by hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../../tests/support/scenarios.ts';
import { type Sections, withSections } from '../../../tests/support/sections.ts';
import { allToolsArb } from '../../../tests/support/toolArbitraries.ts';
import { storageIOOf } from '../analysis.ts';
import type { Scenario, Tools } from '../index.ts';
import { rentedCards } from '../rent.ts';

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
const withWorkload = (s: Scenario, workload: Partial<Scenario['workload']>): Scenario => ({
  ...s,
  workload: { ...s.workload, ...workload },
});
const withRent = (s: Scenario, rent: Partial<Scenario['rent']>): Scenario => ({ ...s, rent: { ...s.rent, ...rent } });

describe('storage and I/O', () => {
  it('takes the article’s 12-minute epoch down to 9 when the cache removes its 25 % of I/O wait', () => {
    const io = storageIOOf(FOUR_CARDS, ARTICLE);
    // 12 × (1 − 0.25) = 9 minutes of compute, no wait left
    expect(io.epochMinutes).toBe(12);
    expect(io.cachedEpochMinutes).toBeCloseTo(9, 12);
    // 600 epochs run in 30 sessions a month (8 h on 30 days), 20 a session: a 480-minute session
    // becomes 480 − 20 × 3 = 420 minutes, billed 7 hours instead of 8; 4 cards × 30 sessions × 1 h =
    // 120 card-hours a month, × 2 = 240 (as 3 minutes × 4 cards × 600 epochs ÷ 60 would give)
    expect(io.sessionsPerMonth).toBeCloseTo(30, 12);
    expect(io.epochsPerSession).toBeCloseTo(20, 12);
    expect(io.sessionMinutes).toBeCloseTo(480, 12);
    expect(io.cachedSessionMinutes).toBeCloseTo(420, 9);
    expect([io.billedMinutesPerSession, io.cachedBilledMinutesPerSession]).toEqual([480, 420]);
    expect(io.gpuHoursSavedPerMonth).toBeCloseTo(120, 9);
    expect(io.savedPerMonth).toBeCloseTo(240, 9);
    // the cache: 500 × 0.2 = 100 a month; net 140 a month, 1,680 over 12 months
    expect(io.cachePerMonth).toBeCloseTo(100, 9);
    expect(io.netPerMonth).toBeCloseTo(140, 9);
    expect(io.netTotal).toBeCloseTo(1_680, 9);
  });

  it('saves less when some wait remains with the cache, and nothing once hourly billing swallows it', () => {
    // 9 minutes of compute are 95 % of the cached epoch: 9 / 0.95 = 9.4737, 2.5263 minutes saved;
    // 20 epochs a session (600 ÷ 30) shorten the 480-minute session by 50.53 to 429.47 minutes,
    // still billed 8 hours: nothing saved, the cache's 100 a month lost
    const hourly = storageIOOf(FOUR_CARDS, { ...ARTICLE, ioWaitWithCachePct: 5 });
    expect(hourly.cachedEpochMinutes).toBeCloseTo(9 / 0.95, 12);
    expect(hourly.cachedSessionMinutes).toBeCloseTo(480 - 20 * (12 - 9 / 0.95), 9);
    expect(hourly.gpuHoursSavedPerMonth).toBe(0);
    expect(hourly.netPerMonth).toBeCloseTo(-100, 9);
    // billed by the minute, 429.47 is billed 430: 50 minutes × 4 cards × 30 sessions ÷ 60 = 100
    // card-hours, 200 a month, net 100
    const perMinute = storageIOOf(withRent(FOUR_CARDS, { billingIncrementMinutes: 1 }), {
      ...ARTICLE,
      ioWaitWithCachePct: 5,
    });
    expect(perMinute.gpuHoursSavedPerMonth).toBeCloseTo(100, 9);
    expect(perMinute.netPerMonth).toBeCloseTo(100, 9);
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

describe('the cache’s saving under billing increments', () => {
  // one epoch a session: 30 epochs a month in the 30 sessions of 8 h on 360 days
  const ONE_A_SESSION: Tools['storageIO'] = { ...ARTICLE, epochsPerMonth: 30 };

  it('saves nothing when a 3-minute-shorter epoch leaves the session in the same hour', () => {
    // 480 − 3 = 477 minutes, billed 8 hours as before: 0 card-hours, the cache's 100 a month lost
    const io = storageIOOf(FOUR_CARDS, ONE_A_SESSION);
    expect(io.cachedSessionMinutes).toBeCloseTo(477, 9);
    expect([io.billedMinutesPerSession, io.cachedBilledMinutesPerSession]).toEqual([480, 480]);
    expect(io.gpuHoursSavedPerMonth).toBe(0);
    expect(io.savedPerMonth).toBe(0);
    expect(io.netPerMonth).toBeCloseTo(-100, 9);
  });

  it('saves a whole hour when the 3 minutes take the session back across an increment', () => {
    // 8.02 h = 481.2 minutes, billed 9 hours; 481.2 − 3 = 478.2, billed 8: an hour a session,
    // 4 cards × 30 sessions × 1 h = 120 card-hours × 2 = 240 a month, net 140
    const io = storageIOOf(withWorkload(FOUR_CARDS, { hoursPerDay: 8.02 }), ONE_A_SESSION);
    expect([io.billedMinutesPerSession, io.cachedBilledMinutesPerSession]).toEqual([540, 480]);
    expect(io.gpuHoursSavedPerMonth).toBeCloseTo(120, 9);
    expect(io.netPerMonth).toBeCloseTo(140, 9);
  });

  it('keeps a minimum: sessions shortened below it are billed the minimum', () => {
    // 2 h sessions (120 minutes) with a 120-minute minimum and 1-minute increments: 117 minutes are
    // still billed 120, so nothing is saved
    const s = withWorkload(withRent(FOUR_CARDS, { billingIncrementMinutes: 1, minimumMinutes: 120 }), {
      hoursPerDay: 2,
    });
    expect(storageIOOf(s, ONE_A_SESSION).gpuHoursSavedPerMonth).toBe(0);
  });

  it('bills no minute more for a session of no time when the cache leaves the wait as it is', () => {
    // a wait of 66.45 % with and without the cache: 245,534.88 × (1 − 0.6645) ÷ (1 − 0.6645) comes back a
    // hair above 245,534.88; a session of 0 minutes must stay 0, not 1.7e-21 billed a 15-minute increment
    const idle = withWorkload(withRent(FOUR_CARDS, { plan: 'spot', billingIncrementMinutes: 15 }), { hoursPerDay: 0 });
    const same = { ...ARTICLE, epochMinutes: 245_534.88, ioWaitPct: 66.45, ioWaitWithCachePct: 66.45 };
    const io = storageIOOf(idle, same);
    expect(io.cachedBilledMinutesPerSession).toBe(0);
    expect(io.gpuHoursSavedPerMonth).toBe(0);
  });

  it('saves nothing on a plan paid by the period', () => {
    const monthly = withRent(FOUR_CARDS, { plan: 'monthly', monthlyPricePerGpu: 1_000 });
    const io = storageIOOf(monthly, ARTICLE);
    expect(io.savedPerMonth).toBe(0);
    expect(io.netPerMonth).toBeCloseTo(-100, 9);
  });
});

describe('the cache’s saving over any scenario with the tool on', () => {
  it('is never negative, never more than the sessions’ bill, nor than whole increments covering the saved minutes', () => {
    fc.assert(
      fc.property(allToolsArb, (s) => {
        const input = s.storageIO;
        if (!input) return;
        const io = storageIOOf(s, input);
        const { billingIncrementMinutes: increment } = s.rent;
        expect(io.savedPerMonth).toBeGreaterThanOrEqual(0);
        expect(io.gpuHoursSavedPerMonth).toBeGreaterThanOrEqual(0);
        expect(io.cachedBilledMinutesPerSession).toBeGreaterThanOrEqual(0);
        expect(io.cachedBilledMinutesPerSession).toBeLessThanOrEqual(io.billedMinutesPerSession);
        // where the epochs fit in the sessions, a session's bill falls by at most the increments that
        // cover the minutes it lost (61 → 59 minutes billed hourly: 2 minutes lost, an hour saved)
        if (io.epochsPerSession * input.epochMinutes > io.sessionMinutes) return;
        const lost = io.sessionMinutes - io.cachedSessionMinutes;
        const covered = Math.ceil(lost / increment - 1e-9) * increment;
        const bound = (rentedCards(s) * io.sessionsPerMonth * Math.max(0, covered)) / 60;
        expect(io.gpuHoursSavedPerMonth).toBeLessThanOrEqual(bound * (1 + 1e-9) + 1e-9);
      }),
      { numRuns: 200 },
    );
  });

  it('never makes an epoch longer: the same wait with the cache gives the same epoch, to the last digit', () => {
    // 999,999.89 × (1 − 0.1405) ÷ (1 − 0.1405) comes out 999,999.8900000001 in floating point
    const io = storageIOOf(FOUR_CARDS, {
      ...ARTICLE,
      epochMinutes: 999_999.89,
      ioWaitPct: 14.05,
      ioWaitWithCachePct: 14.05,
    });
    expect(io.cachedEpochMinutes).toBe(999_999.89);
    expect(io.gpuHoursSavedPerMonth).toBe(0);
  });

  it('equals the per-minute saving when billing is by the millisecond and the epochs fit in the sessions', () => {
    fc.assert(
      fc.property(allToolsArb, (base) => {
        const s = withRent(base, { billingIncrementMinutes: 0.001, minimumMinutes: 0 });
        const input = s.storageIO;
        if (!input) return;
        const io = storageIOOf(s, input);
        if (io.sessionsPerMonth === 0 || io.cachedSessionMinutes <= 0) return;
        const perMinute = (rentedCards(s) * input.epochsPerMonth * (input.epochMinutes - io.cachedEpochMinutes)) / 60;
        // each session rounds its two ends up by less than a millisecond's increment
        const slack = (rentedCards(s) * io.sessionsPerMonth * 0.001) / 60;
        expect(Math.abs(io.gpuHoursSavedPerMonth - perMinute)).toBeLessThanOrEqual(slack + 1e-6 * (1 + perMinute));
      }),
      { numRuns: 200 },
    );
  });
});
