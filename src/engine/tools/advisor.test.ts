// The plan advisor, every total worked by hand. Renting is at 1 a card-hour, reserved 40 % off, spot 60 %
// off with 10 % of hours lost to preemption, over 12 months; the own side does not matter here.
import { describe, expect, it } from 'vitest';
import { type Overrides, scenario } from '../../../tests/support/scenarios.ts';
import { type Sections, withSections } from '../../../tests/support/sections.ts';
import { advisePlans, MIX } from '../analysis.ts';

const advised = (overrides: Overrides, sections: Sections = {}) =>
  advisePlans(withSections(scenario(overrides), { advisor: {}, ...sections }));

/** Totals by plan, in the order given. */
const totals = (advice: ReturnType<typeof advisePlans>) => advice.plans.map((p) => [p.plan, p.total]);

function expectTotals(advice: ReturnType<typeof advisePlans>, expected: [string, number][]): void {
  expect(advice.plans.map((p) => p.plan)).toEqual(expected.map(([plan]) => plan));
  for (const [i, [, total]] of expected.entries()) expect(advice.plans[i]?.total).toBeCloseTo(total, 6);
}

describe('one card busy 8 hours on 360 days', () => {
  // billed 30 × 8 = 240 h a month. On demand 240 × 12 = 2,880; reserved 730 × 0.6 = 438 a month, 5,256;
  // spot 240 × 1.1 × 0.4 = 105.6 a month, 1,267.2. No monthly or weekly price: those plans are left out.
  const RENT = { rent: { pricePerGpuHour: 1 } };

  it('lists every priced plan, cheapest first', () => {
    expectTotals(advised(RENT), [
      ['spot', 1_267.2],
      ['on-demand', 2_880],
      ['reserved', 5_256],
    ]);
  });

  it('recommends on demand, not spot, when the workload does not tolerate interruption', () => {
    const advice = advised(RENT);
    expect(advice.cheapestPlan).toBe('on-demand');
    expect(advice.reason.spotSkipped).toBe(true);
    expect(advice.plans.find((p) => p.plan === 'spot')?.interruptible).toBe(true);
  });

  it('recommends spot when the workload tolerates interruption', () => {
    const advice = advised({ ...RENT, workload: { toleratesInterruption: true } });
    expect(advice.cheapestPlan).toBe('spot');
    expect(advice.reason.spotSkipped).toBe(false);
  });

  it('explains that reserving pays only above 60 % utilization at a 40 % discount', () => {
    const { reason } = advised(RENT);
    // busy 240 of 730 hours = 32.88 %; a reserved card costs 0.6 × 730 = 438 a month, the price of 438
    // on-demand hours, 60 % of the month
    expect(reason.utilizationPct).toBeCloseTo((240 / 730) * 100, 9);
    expect(reason.breakEvenPct).toEqual({ reserved: expect.closeTo(60, 9) });
    expect(reason.reservedDiscountPct).toBe(40);
    expect(reason.withPeak).toBe(false);
  });

  it('prices monthly and weekly rental when they have a price, with the utilization each pays above', () => {
    // monthly 500 a card: 6,000, pays above 500 / 730 = 68.49 %; weekly 100 a card: 100 × 365 / 7 / 12 =
    // 434.52 a month, 5,214.29, pays above 434.52 / 730 = 59.52 %
    const advice = advised({ rent: { pricePerGpuHour: 1, monthlyPricePerGpu: 500, weeklyPricePerGpu: 100 } });
    expectTotals(advice, [
      ['spot', 1_267.2],
      ['on-demand', 2_880],
      ['weekly', 5_214.285714],
      ['reserved', 5_256],
      ['monthly', 6_000],
    ]);
    expect(advice.reason.breakEvenPct.monthly).toBeCloseTo(68.4932, 4);
    expect(advice.reason.breakEvenPct.weekly).toBeCloseTo(59.5238, 4);
  });

  it('offers no mix of reserved and on-demand cards without a peak', () => {
    expect(advised(RENT).plans.some((p) => p.plan === MIX)).toBe(false);
  });

  it('says no flat plan has a price when an hour costs nothing', () => {
    // everything costs 0: the tie keeps the order of the plans, on demand first
    const advice = advised({});
    expect(totals(advice)).toEqual([
      ['on-demand', 0],
      ['reserved', 0],
      ['spot', 0],
    ]);
    expect(advice.cheapestPlan).toBe('on-demand');
    expect(advice.reason.spotSkipped).toBe(false);
  });
});

describe('one card busy around the clock', () => {
  // billed 365 / 12 × 24 = 730 h a month: on demand 8,760; reserved 5,256; spot without a discount
  // 730 × 1.1 = 803 a month, 9,636
  const busy = { workload: { hoursPerDay: 24, daysPerYear: 365 } };

  it('recommends reserving above the 60 % it pays from', () => {
    const advice = advised({ ...busy, rent: { pricePerGpuHour: 1, spotDiscountPct: 0 } });
    expectTotals(advice, [
      ['reserved', 5_256],
      ['on-demand', 8_760],
      ['spot', 9_636],
    ]);
    expect(advice.cheapestPlan).toBe('reserved');
  });

  it('recommends a monthly rental cheaper than reserving', () => {
    // monthly 400: 4,800, pays above 400 / 730 = 54.79 %
    const advice = advised({ ...busy, rent: { pricePerGpuHour: 1, spotDiscountPct: 0, monthlyPricePerGpu: 400 } });
    expect(advice.cheapestPlan).toBe('monthly');
    expect(advice.plans[0]?.total).toBeCloseTo(4_800, 6);
  });
});

describe('a steady base with peaks', () => {
  // Base: 2 cards 24 h on 360 days, 30 × 24 = 720 h a month each. Peak: 6 cards in all (4 more) 8 h on
  // 30 days, 30 / 12 × 8 = 20 h a month each.
  // On demand: 2 × 720 + 4 × 20 = 1,520 a month, 18,240.
  // Reserved (every card of the peak): 6 × 438 = 2,628 a month, 31,536.
  // Spot: 1,520 × 1.1 × 0.4 = 668.8 a month, 8,025.6.
  // Mix with r reserved cards: r = 1: 438 + 720 + 80 = 1,238; r = 2: 876 + 80 = 956; r = 3: 1,314 + 3 × 20 =
  // 1,374; r = 4: 1,792; r = 5: 2,210. The cheapest is r = 2: 956 a month, 11,472.
  const BASE = { workload: { gpus: 2, hoursPerDay: 24 }, rent: { pricePerGpuHour: 1 } };
  const PEAK = { hybrid: { peakGpus: 6, peakDaysPerYear: 30, peakHoursPerDay: 8 } };

  it('reserves the steady base and rents the peaks on demand', () => {
    const advice = advised(BASE, PEAK);
    expectTotals(advice, [
      ['spot', 8_025.6],
      [MIX, 11_472],
      ['on-demand', 18_240],
      ['reserved', 31_536],
    ]);
    expect(MIX).toBe('reserved+on-demand');
    expect(advice.plans[1]).toMatchObject({ plan: MIX, reservedGpus: 2, interruptible: false });
    expect(advice.cheapestPlan).toBe(MIX);
    expect(advice.reason.withPeak).toBe(true);
  });

  it('leaves the mix out when the advisor section turns it off', () => {
    const advice = advised(BASE, { ...PEAK, advisor: { mix: false } });
    expect(advice.plans.map((p) => p.plan)).toEqual(['spot', 'on-demand', 'reserved']);
    expect(advice.cheapestPlan).toBe('on-demand');
  });

  it('counts storage once in every plan', () => {
    // 100 GB at 0.1 = 10 a month, 120 over the horizon, added to each total
    const advice = advised({ ...BASE, rent: { ...BASE.rent, storage: { hotGB: 100, hotPricePerGBMonth: 0.1 } } }, PEAK);
    expectTotals(advice, [
      ['spot', 8_145.6],
      [MIX, 11_592],
      ['on-demand', 18_360],
      ['reserved', 31_656],
    ]);
  });
});

describe('a steady base with peaks on cards twice as fast', () => {
  // The base and peak above, renting cards twice as fast. On demand bills the shorter sessions: a base
  // card 24 ÷ 2 = 12 h on 30 days, 360 h a month; a peak card 8 ÷ 2 = 4 h on 2.5 days, 10 h a month.
  // On demand: 2 × 360 + 4 × 10 = 760 a month, 9,120. Spot: 760 × 1.1 × 0.4 = 334.4 a month, 4,012.8.
  // Reserved: ⌈6 ÷ 2⌉ = 3 cards carry the peak's work, 3 × 438 = 1,314 a month, 15,768.
  // Mix: each reserved card carries 2 cards' work. r = 1 carries the base: 438 + 4 × 10 = 478 a month;
  // r = 2 carries the base and 2 of the peak's 4: 876 + 2 × 10 = 896. The cheapest is r = 1: 5,736.
  const FAST = { workload: { gpus: 2, hoursPerDay: 24 }, rent: { pricePerGpuHour: 1, speedRatio: 2 } };
  const PEAK = { hybrid: { peakGpus: 6, peakDaysPerYear: 30, peakHoursPerDay: 8 } };

  it('reserves one fast card for the base’s work and rents the peaks on demand', () => {
    const advice = advised(FAST, PEAK);
    expectTotals(advice, [
      ['spot', 4_012.8],
      [MIX, 5_736],
      ['on-demand', 9_120],
      ['reserved', 15_768],
    ]);
    expect(advice.plans[1]).toMatchObject({ plan: MIX, reservedGpus: 1 });
    expect(advice.cheapestPlan).toBe(MIX);
  });
});

describe('a uniform workload on faster cards in 2-card instances', () => {
  // 7 cards 16 h on 300 days, renting 2-card instances of cards 1.5 times as fast, 55 % off reserved.
  // On demand bills 16 ÷ 1.5 = 10.67 h as 11 a session, 11 × 300 = 3,300 a card a year, on 8 cards (whole
  // instances): 26,400. Reserved: ⌈7 ÷ 1.5⌉ = 5 cards, 6 in whole instances, 6 × 730 × 12 × 0.45 = 6 ×
  // 3,942 = 23,652. Mix: 2 reserved cards carry 3 cards' work, the 4 left on demand: 7,884 + 13,200 =
  // 21,084; 4 reserved carry 6, 1 left in a 2-card instance: 15,768 + 6,600 = 22,368. Spot: 26,400 × 1.1
  // × 0.4 = 11,616. The mix costs less than either pure plan.
  const UNIFORM = {
    workload: { gpus: 7, hoursPerDay: 16, daysPerYear: 300 },
    rent: { pricePerGpuHour: 1, speedRatio: 1.5, gpusPerInstance: 2, reservedDiscountPct: 55 },
  };

  it('reserves 2 cards and rents the rest on demand, below both pure plans', () => {
    const advice = advised(UNIFORM);
    expectTotals(advice, [
      ['spot', 11_616],
      [MIX, 21_084],
      ['reserved', 23_652],
      ['on-demand', 26_400],
    ]);
    expect(advice.plans[1]).toMatchObject({ plan: MIX, reservedGpus: 2 });
    expect(advice.cheapestPlan).toBe(MIX);
  });

  it('still offers no mix at a speed ratio of 1, where it never costs less than a pure plan', () => {
    const advice = advised({ ...UNIFORM, rent: { ...UNIFORM.rent, speedRatio: 1 } });
    expect(advice.plans.some((p) => p.plan === MIX)).toBe(false);
  });
});

describe('each plan against on demand, in percent', () => {
  // on demand 2,880; weekly 50 a card-week: 50 × 365 ÷ 7 = 2,607.14 a year, (2,880 − 2,607.14) ÷ 2,880 = 9.47 %
  // below; spot 1,267.2: 56 % below; reserved 5,256: 82.5 % above
  const RENT = { rent: { pricePerGpuHour: 1, weeklyPricePerGpu: 50 } };

  it('gives each plan’s saving as a share of on demand’s total, negative for a dearer plan', () => {
    const byPlan = Object.fromEntries(advised(RENT).plans.map((p) => [p.plan, p.savedPctVsOnDemand]));
    expect(byPlan['on-demand']).toBe(0);
    expect(byPlan.weekly).toBeCloseTo(9.474, 3);
    expect(byPlan.spot).toBeCloseTo(56, 6);
    expect(byPlan.reserved).toBeCloseTo(-82.5, 6);
  });

  it('says how much cheaper than on demand the recommended plan is', () => {
    const advice = advised(RENT);
    expect(advice.cheapestPlan).toBe('weekly');
    expect(advice.reason.savedPctVsOnDemand).toBeCloseTo(9.474, 3);
  });

  it('has no share when on demand costs nothing', () => {
    const advice = advised({ rent: { pricePerGpuHour: 0, weeklyPricePerGpu: 50 } });
    for (const p of advice.plans) expect(p.savedPctVsOnDemand).toBeNull();
  });
});

describe('the reserved discount at which the advice changes', () => {
  /** The advice with the scenario's reserved discount replaced by `pct`. */
  const adviceAt = (overrides: Overrides, pct: number, sections: Sections = {}) =>
    advised({ ...overrides, rent: { ...overrides.rent, reservedDiscountPct: pct } }, sections).cheapestPlan;

  it('says reserving one card busy 8 hours a day would pay above a 67.1 % discount', () => {
    // on demand 240 h a month, 2,880 a year; reserved 8,760 × (1 − d): cheaper once 1 − d < 2,880 ÷ 8,760,
    // d > 100 × (1 − 0.328767) = 67.1233 %
    const RENT = { rent: { pricePerGpuHour: 1 } };
    const flip = advised(RENT).reason.discountFlip;
    expect(flip).toMatchObject({ direction: 'above', plan: 'reserved' });
    expect(Math.abs((flip?.atPct ?? 0) - 67.1233)).toBeLessThan(0.05);
    expect(adviceAt(RENT, (flip?.atPct ?? 0) - 0.2)).toBe('on-demand');
    expect(adviceAt(RENT, (flip?.atPct ?? 0) + 0.2)).toBe('reserved');
  });

  it('says the mix of a steady base with peaks gives way to on demand below a 1.4 % discount', () => {
    // a month: the mix, 2 reserved base cards, 2 × 730 × (1 − d) + 4 × 20, against 1,520 on demand:
    // cheaper once 730 × (1 − d) < 720, d > 100 × (1 − 720 ÷ 730) = 1.3699 %. Reserving all 6 beats the
    // mix only once 730 × (1 − d) < 20 (d > 97.26 %), further from the 40 % assumed.
    const BASE = { workload: { gpus: 2, hoursPerDay: 24 }, rent: { pricePerGpuHour: 1 } };
    const PEAK = { hybrid: { peakGpus: 6, peakDaysPerYear: 30, peakHoursPerDay: 8 } };
    const flip = advised(BASE, PEAK).reason.discountFlip;
    expect(flip).toMatchObject({ direction: 'below', plan: 'on-demand' });
    expect(Math.abs((flip?.atPct ?? 0) - 1.3699)).toBeLessThan(0.05);
    expect(adviceAt(BASE, (flip?.atPct ?? 0) - 0.2, PEAK)).toBe('on-demand');
    expect(adviceAt(BASE, (flip?.atPct ?? 0) + 0.2, PEAK)).toBe(MIX);
  });

  it('reports none when no discount changes the advice', () => {
    // a card busy around the clock: reserved 8,760 × (1 − d) is below on demand's 8,760 at any discount
    // above 0 (at 0 they tie, which is no change of advice)
    const busy = { workload: { hoursPerDay: 24, daysPerYear: 365 }, rent: { pricePerGpuHour: 1, spotDiscountPct: 0 } };
    const advice = advised(busy);
    expect(advice.cheapestPlan).toBe('reserved');
    expect(advice.reason.discountFlip).toBeNull();
    expect(adviceAt(busy, 0.3)).toBe('reserved');
  });
});

describe('the figures the advice assumes', () => {
  it('names the reserved and spot discounts and spot’s lost hours, with their source, when the user gave none', () => {
    const { assumptions } = advised({ rent: { pricePerGpuHour: 1 } }).reason;
    expect(assumptions.map((a) => [a.path, a.value, a.assumed])).toEqual([
      ['rent.reservedDiscountPct', 40, true],
      ['rent.spotDiscountPct', 60, true],
      ['rent.spotOverheadPct', 10, true],
    ]);
    expect(assumptions[0]?.source).toContain('data/gcp_gpu_instances_subset.csv');
    expect(assumptions[0]?.asOf).toBe('2026-07-30');
  });

  it('calls a figure the user changed theirs, and gives the scenario’s own source when it has one', () => {
    const plain = advised({ rent: { pricePerGpuHour: 1, reservedDiscountPct: 30 } }).reason.assumptions[0];
    expect(plain).toEqual({ path: 'rent.reservedDiscountPct', value: 30, assumed: false, source: null, asOf: null });
    const sourced = advisePlans(
      withSections(
        {
          ...scenario({ rent: { pricePerGpuHour: 1 } }),
          sources: { 'rent.spotDiscountPct': { source: 'our quote', asOf: '2026-11-01' } },
        },
        { advisor: {} },
      ),
    ).reason.assumptions[1];
    expect(sourced).toEqual({
      path: 'rent.spotDiscountPct',
      value: 60,
      assumed: false,
      source: 'our quote',
      asOf: '2026-11-01',
    });
  });
});
