// Own some cards, rent the rest: the total at each number of owned cards, and the cheapest, every figure
// worked by hand.
import { describe, expect, it } from 'vitest';
import { monthlyPeakScenario, peakScenario } from '../../../tests/support/hybrid.ts';
import { type Overrides, scenario } from '../../../tests/support/scenarios.ts';
import { withSections } from '../../../tests/support/sections.ts';
import { hybridCurve } from '../analysis.ts';
import { ownedSteps } from './hybrid.ts';

// Base: 2 cards 24 h on 360 days (30 × 24 = 720 h a month each); peak: 6 cards in all, the 4 more 8 h
// on 30 days (30 / 12 × 8 = 20 h a month each). Renting at 1 a card-hour on demand, 40 % off reserved
// (730 × 0.6 = 438 a card-month); owning in 2-card servers of `serverPrice` each, written off over one
// year, so 12 months cost the price; nothing else.
// Rent all, on the advisor's cheapest plan: on demand (2 × 720 + 4 × 20) × 12 = 18,240; reserved, all 6
// cards, 6 × 438 × 12 = 31,536; the mix reserving the 2 base cards and renting the peak on demand,
// (2 × 438 + 4 × 20) × 12 = 11,472 (1 reserved: (438 + 720 + 80) × 12 = 14,856; 5: (5 × 438 + 20) × 12
// = 26,520); spot is not allowed (the workload does not tolerate interruption). The mix: 11,472.
// Own 2 (one server): X, renting the 4 extra cards at peak on demand: 4 × 20 × 12 = 960 (reserved
// 4 × 438 × 12 = 21,024).
// Own 4 (two servers): 2X, renting 2 extra: 480.
// Own 6 (three servers): 3X, renting nothing.
const PEAK = { hybrid: { peakGpus: 6, peakDaysPerYear: 30, peakHoursPerDay: 8 } };
const hybrid = (serverPrice: number, overrides: Overrides = {}) => hybridCurve(peakScenario(serverPrice, overrides));

function expectCurve(curve: readonly { ownedGpus: number; total: number }[], expected: [number, number][]) {
  expect(curve.map((p) => p.ownedGpus)).toEqual(expected.map(([owned]) => owned));
  for (const [i, [, total]] of expected.entries()) expect(curve[i]?.total).toBeCloseTo(total, 6);
}

describe('the hybrid curve', () => {
  it('owns the base and rents the peaks when a server costs 5,000', () => {
    const result = hybrid(5_000);
    // 11,472; 5,000 + 960 = 5,960; 10,000 + 480 = 10,480; 15,000
    expectCurve(result.curve, [
      [0, 11_472],
      [2, 5_960],
      [4, 10_480],
      [6, 15_000],
    ]);
    expect(result.ownedGpus).toBe(2);
    expect(result.total).toBeCloseTo(5_960, 6);
  });

  it('owns every card of the peak when servers are cheap', () => {
    // 11,472; 200 + 960 = 1,160; 400 + 480 = 880; 600
    const result = hybrid(200);
    expect(result.ownedGpus).toBe(6);
    expect(result.total).toBeCloseTo(600, 6);
  });

  it('rents everything when a server costs more than renting all year', () => {
    // 11,472 against 20,000 + 960 and more
    const result = hybrid(20_000);
    expect(result.ownedGpus).toBe(0);
    expect(result.total).toBeCloseTo(11_472, 6);
  });

  it('takes the fewest owned cards when several cost the same', () => {
    // 480 a server: 480 + 960 = 960 + 480 = 1,440 = 3 × 480
    const result = hybrid(480);
    expectCurve(result.curve, [
      [0, 11_472],
      [2, 1_440],
      [4, 1_440],
      [6, 1_440],
    ]);
    expect(result.ownedGpus).toBe(2);
  });

  it('pays power for exactly the busy card-hours the owned cards carry', () => {
    // 1,000 W a busy card, 1 a kWh, nothing idle: a busy card-hour costs 1.
    // Own 2: 2 × 720 × 12 = 17,280 busy card-hours; own 6: that and 4 × 20 × 12 = 960 more, 18,240.
    const result = hybrid(5_000, { own: { power: { gpuWatts: 1000, pricePerKWh: 1 } } });
    expectCurve(result.curve, [
      [0, 11_472],
      [2, 5_000 + 17_280 + 960],
      [4, 10_000 + 17_280 + 480 + 480],
      [6, 15_000 + 18_240],
    ]);
  });

  it('adds the rented storage while anything is rented', () => {
    // 100 GB at 0.1 = 10 a month, 120 a year, except when every card is owned
    const result = hybrid(5_000, { rent: { storage: { hotGB: 100, hotPricePerGBMonth: 0.1 } } });
    expectCurve(result.curve, [
      [0, 11_592],
      [2, 6_080],
      [4, 10_600],
      [6, 15_000],
    ]);
  });

  it('buys whole servers: 4-card servers for a 6-card peak own 4 cards, then 6 in two servers', () => {
    // own 4 (one 4-card server at 5,000): renting 2 extra at peak, 480: 5,480; own 6 (two servers): 10,000
    const result = hybrid(5_000, { own: { gpusPerServer: 4 } });
    expectCurve(result.curve, [
      [0, 11_472],
      [4, 5_480],
      [6, 10_000],
    ]);
  });
});

describe('owned steps', () => {
  it('goes up a server at a time to the first that covers the peak, counted as the cards the peak needs', () => {
    expect(ownedSteps(2, 6)).toEqual([0, 2, 4, 6]);
    expect(ownedSteps(4, 6)).toEqual([0, 4, 6]);
    expect(ownedSteps(8, 5)).toEqual([0, 5]);
  });

  it('keeps to about 200 points, several servers a step, for a large peak', () => {
    // 1,000 one-card servers: a step of ⌈1,000 / 200⌉ = 5 servers, 0 … 995 and then 1,000
    const steps = ownedSteps(1, 1_000);
    expect(steps).toHaveLength(201);
    expect(steps.slice(0, 3)).toEqual([0, 5, 10]);
    expect(steps.slice(-2)).toEqual([995, 1_000]);
  });
});

describe('what the hybrid saves against renting all', () => {
  it('says what owning its best count saves against the cheapest way to rent all, in money and percent, once each', () => {
    // best: own 2 for 5,960 against 11,472 renting all on the mix: saves 5,512, 5,512 ÷ 11,472 = 48.0 %
    const result = hybrid(5_000);
    expect(result.rentAllTotal).toBeCloseTo(11_472, 6);
    expect(result.rentAllPlan).toBe('reserved+on-demand');
    expect(result.ownAllTotal).toBeCloseTo(15_000, 6);
    expect(result.peakGpus).toBe(6);
    expect(result.rentPlan).toBe('on-demand');
    expect(result.savingsVsRentAll).toBeCloseTo(5_512, 6);
    expect(result.savedPctVsRentAll).toBeCloseTo(48.047, 3);
  });

  it('does not repeat the total when owning every card costs least', () => {
    // own 6 for 600 against 11,472: saves 10,872 = 94.8 %
    const result = hybrid(200);
    expect(result.rentPlan).toBeNull();
  });

  it('does not repeat the total when renting every card costs least', () => {
    const result = hybrid(20_000);
    expect(result.savingsVsRentAll).toBe(0);
    expect(result.savedPctVsRentAll).toBe(0);
    expect(result.rentPlan).toBe(result.rentAllPlan);
    expect(result.reservedGpus).toBe(2);
    // own all: 3 × 20,000 = 60,000
  });
});

describe('what the owned cards leave is rented on the cheapest plan for it', () => {
  // Base: 2 cards 24 h on 360 days, 720 h a month each; peak: 3 cards in all, the 1 more 24 h on 180 days,
  // 24 × 180 / 12 = 360 h a month. On demand 1 a card-hour, reserved 40 % off (438 a card-month),
  // monthly 300 a card; 2-card servers of 6,000, written off over one year; 12 months; nothing else.
  // Own 0: on demand (2 × 720 + 360) × 12 = 21,600; reserved 3 × 438 × 12 = 15,768; monthly
  //   3 × 300 × 12 = 10,800; the mix (2 × 438 + 360) × 12 = 14,832 (1 reserved: (438 + 720 + 360) × 12
  //   = 18,216). Monthly: 10,800.
  // Own 2 (one server, 6,000): the peak card is left, 360 h a month: on demand 360 × 12 = 4,320, reserved
  //   438 × 12 = 5,256, monthly 300 × 12 = 3,600. Monthly: 6,000 + 3,600 = 9,600 (on demand, 10,320).
  // Own 3 (two servers, the second for one card): 12,000.
  const monthly = () => hybridCurve(monthlyPeakScenario());

  it('rents the peak card monthly beside one owned server, which renting it on demand would not beat', () => {
    const result = monthly();
    expectCurve(result.curve, [
      [0, 10_800],
      [2, 9_600],
      [3, 12_000],
    ]);
    expect(result.curve.map((p) => p.rentPlan)).toEqual(['monthly', 'monthly', null]);
    expect(result.ownedGpus).toBe(2);
    expect(result.rentPlan).toBe('monthly');
    expect(result.rentAllPlan).toBe('monthly');
    // 10,800 − 9,600 = 1,200, 11.1 % of renting all
    expect(result.savingsVsRentAll).toBeCloseTo(1_200, 6);
  });

  it('rents on spot only when the workload tolerates interruption', () => {
    // spot, 60 % off with 10 % more hours: own 2 leaves 360 × 1.1 × 0.4 × 12 = 1,900.80 against 3,600
    // monthly; own 0: (2 × 720 + 360) × 1.1 × 0.4 × 12 = 9,504 against 10,800
    const tolerant = hybridCurve(monthlyPeakScenario({ toleratesInterruption: true }));
    expectCurve(tolerant.curve, [
      [0, 9_504],
      [2, 7_900.8],
      [3, 12_000],
    ]);
    expect(tolerant.curve.map((p) => p.rentPlan)).toEqual(['spot', 'spot', null]);
    expect(monthly().curve.map((p) => p.rentPlan)).not.toContain('spot');
  });
});

describe('the owned servers’ operations', () => {
  // The scenario's ops are for its fleet: 4 base cards in 2-card servers, 2 servers. Staff 2,400 a year
  // and other 1,200 a year, paid in full once a server is owned; colocation 200 and bandwidth 60 a month
  // for the 2 servers, so 100 and 30 a server; maintenance 10 % a year of the capital, 1,200 a server
  // written off over a year. Renting is free here, so each total is the owned side alone.
  // Own 2 (1 server): 1,200 + 120 + 2,400 + 100 × 12 + 30 × 12 + 1,200 = 6,480.
  // Own 4 (2 servers): 2,400 + 240 + 2,400 + 2,400 + 720 + 1,200 = 9,360.
  // Own 6 (3 servers): 3,600 + 360 + 2,400 + 3,600 + 1,080 + 1,200 = 12,240.
  // (Charging the whole ops at every count, as before, gave 8,040, 9,360 and 10,680.)
  it('pays colocation and bandwidth for each server owned, staff and other costs in full once one is', () => {
    const result = hybridCurve(
      withSections(
        scenario({
          workload: { gpus: 4, hoursPerDay: 24 },
          own: {
            serverPrice: 1_200,
            gpusPerServer: 2,
            depreciation: { years: 1 },
            ops: {
              staffPerYear: 2_400,
              maintenancePctPerYear: 10,
              colocationPerMonth: 200,
              bandwidthPerMonth: 60,
              otherPerYear: 1_200,
            },
          },
        }),
        PEAK,
      ),
    );
    expectCurve(result.curve, [
      [0, 0],
      [2, 6_480],
      [4, 9_360],
      [6, 12_240],
    ]);
  });
});

describe('the owned servers’ setup', () => {
  // The scenario's setup, 8,000, is for its fleet: 8 base cards in 2-card servers, 4 servers, so 2,000 a
  // server. Servers of 1,000 written off in a year; renting is free, so each total is the owned side.
  // Own 2 (1 server): 1,000 + 2,000 = 3,000; own 4: 6,000; own 6: 9,000; own 8: 12,000.
  // (Charging the whole setup at every count, as before, gave 9,000, 10,000, 11,000 and 12,000.)
  it('pays a quarter of the setup entered for one owned server of four', () => {
    const result = hybridCurve(
      withSections(
        scenario({
          workload: { gpus: 8, hoursPerDay: 24 },
          own: { serverPrice: 1_000, gpusPerServer: 2, setupCost: 8_000, depreciation: { years: 1 } },
        }),
        { hybrid: { peakGpus: 8, peakDaysPerYear: 0, peakHoursPerDay: 0 } },
      ),
    );
    expectCurve(result.curve, [
      [0, 0],
      [2, 3_000],
      [4, 6_000],
      [6, 9_000],
      [8, 12_000],
    ]);
  });
});

describe('the peak left beside owned servers, on faster rented cards in 2-card instances', () => {
  // The case of issue 24: 12 months; a base of 2 cards 24 h on 365 days; one 2-card server at 20,000
  // written off in a year; on demand 1 a card-hour billed hourly, cards 1.5 times as fast, 2 cards an
  // instance, 55 % off reserved (730 × 0.45 = 328.50 a card-month, 3,942 a year); a peak of 9 cards 16 h
  // on 300 days. Owning 2 leaves the 7 peak cards, billed 11 h a session, 3,300 a card a year: on demand
  // 8 × 3,300 = 26,400; reserved ⌈7 ÷ 1.5⌉ = 5, 6 cards, 23,652; the mix, 2 reserved carrying 3 cards'
  // work and 4 on demand, 7,884 + 13,200 = 21,084. So 20,000 + 21,084 = 41,084 (43,652 reserving it all,
  // as the tool did before it priced the mix for a peak left alone).
  const issueCase = () =>
    hybridCurve(
      withSections(
        scenario({
          workload: { gpus: 2, hoursPerDay: 24, daysPerYear: 365 },
          own: { serverPrice: 20_000, gpusPerServer: 2, depreciation: { years: 1 } },
          rent: { pricePerGpuHour: 1, speedRatio: 1.5, gpusPerInstance: 2, reservedDiscountPct: 55 },
        }),
        { hybrid: { peakGpus: 9, peakDaysPerYear: 300, peakHoursPerDay: 16 } },
      ),
    );

  it('rents the peak left by one owned server as 2 reserved cards and the rest on demand: 41,084', () => {
    const point = issueCase().curve.find((p) => p.ownedGpus === 2);
    expect(point).toMatchObject({ rentPlan: 'reserved+on-demand', reservedGpus: 2 });
    expect(point?.total).toBeCloseTo(41_084, 6);
  });
});

describe('a growing workload', () => {
  // 10 cards 8 h on 360 days (240 h a month each), growing 10 % a month over 12 months: 10, 11, 13, 14,
  // 15, 17, 18, 20, 22, 24, 26, 29 cards (219 card-months); on demand at 1 a card-hour; 10-card servers
  // of 10,000 written off over one year. Owned cards are bought once and do not grow: the rest is rented.
  // Own 0: 219 × 240 = 52,560 on demand. Own 10: 10,000 + (0+1+3+4+5+7+8+10+12+14+16+19 = 99) × 240
  // = 33,760. Own 20: 20,000 + (2+4+6+9 = 21) × 240 = 25,040. Own 29 (three servers): 30,000.
  const growing = hybridCurve(
    scenario({
      workload: { gpus: 10, growth: { pctPerMonth: 10, maxGpus: null, ownBuys: 'up-front' } },
      own: { serverPrice: 10_000, gpusPerServer: 10, depreciation: { years: 1 } },
      rent: { pricePerGpuHour: 1 },
    }),
  );

  it('rents each month what the owned cards leave of the grown demand', () => {
    expectCurve(growing.curve, [
      [0, 52_560],
      [10, 33_760],
      [20, 25_040],
      [29, 30_000],
    ]);
    expect(growing.ownedGpus).toBe(20);
    expect(growing.peakGpus).toBe(29);
    expect(growing.rentPlan).toBe('on-demand');
  });

  it('never costs less to rent all than a steady workload of the first month’s cards', () => {
    const steady = hybridCurve(
      scenario({
        workload: { gpus: 10 },
        own: { serverPrice: 10_000, gpusPerServer: 10, depreciation: { years: 1 } },
        rent: { pricePerGpuHour: 1 },
      }),
    );
    expect(steady.rentAllTotal).toBeCloseTo(10 * 240 * 12, 6);
    expect(growing.rentAllTotal).toBeGreaterThan(steady.rentAllTotal);
  });
});
