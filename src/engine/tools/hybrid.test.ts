// Own some cards, rent the rest: the total at each number of owned cards, and the cheapest, every figure
// worked by hand.
import { describe, expect, it } from 'vitest';
import { type Overrides, scenario } from '../../../tests/support/scenarios.ts';
import { withSections } from '../../../tests/support/sections.ts';
import { hybridCurve } from '../analysis.ts';
import { ownedSteps } from './hybrid.ts';

// Base: 2 cards 24 h on 360 days (30 × 24 = 720 h a month each); peak: 6 cards in all, the 4 more 8 h
// on 30 days (30 / 12 × 8 = 20 h a month each). Renting on demand at 1 a card-hour; owning in 2-card
// servers of `serverPrice` each, written off over one year, so 12 months cost the price; nothing else.
// Rent all: (2 × 720 + 4 × 20) × 12 = 18,240.
// Own 2 (one server): X, renting the 4 extra cards at peak: 4 × 20 × 12 = 960.
// Own 4 (two servers): 2X, renting 2 extra: 480.
// Own 6 (three servers): 3X, renting nothing.
const PEAK = { hybrid: { peakGpus: 6, peakDaysPerYear: 30, peakHoursPerDay: 8 } };
const hybrid = (serverPrice: number, overrides: Overrides = {}) =>
  hybridCurve(
    withSections(
      scenario({
        workload: { gpus: 2, hoursPerDay: 24 },
        ...overrides,
        own: { serverPrice, gpusPerServer: 2, depreciation: { years: 1 }, ...overrides.own },
        rent: { pricePerGpuHour: 1, ...overrides.rent },
      }),
      PEAK,
    ),
  );

function expectCurve(curve: readonly { ownedGpus: number; total: number }[], expected: [number, number][]) {
  expect(curve.map((p) => p.ownedGpus)).toEqual(expected.map(([owned]) => owned));
  for (const [i, [, total]] of expected.entries()) expect(curve[i]?.total).toBeCloseTo(total, 6);
}

describe('the hybrid curve', () => {
  it('owns the base and rents the peaks when a server costs 5,000', () => {
    const result = hybrid(5_000);
    // 18,240; 5,000 + 960 = 5,960; 10,000 + 480 = 10,480; 15,000
    expectCurve(result.curve, [
      [0, 18_240],
      [2, 5_960],
      [4, 10_480],
      [6, 15_000],
    ]);
    expect(result.ownedGpus).toBe(2);
    expect(result.total).toBeCloseTo(5_960, 6);
  });

  it('owns every card of the peak when servers are cheap', () => {
    // 18,240; 200 + 960 = 1,160; 400 + 480 = 880; 600
    const result = hybrid(200);
    expect(result.ownedGpus).toBe(6);
    expect(result.total).toBeCloseTo(600, 6);
  });

  it('rents everything when a server costs more than renting all year', () => {
    // 18,240 against 20,000 + 960 and more
    const result = hybrid(20_000);
    expect(result.ownedGpus).toBe(0);
    expect(result.total).toBeCloseTo(18_240, 6);
  });

  it('takes the fewest owned cards when several cost the same', () => {
    // 480 a server: 480 + 960 = 960 + 480 = 1,440 = 3 × 480
    const result = hybrid(480);
    expectCurve(result.curve, [
      [0, 18_240],
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
      [0, 18_240],
      [2, 5_000 + 17_280 + 960],
      [4, 10_000 + 17_280 + 480 + 480],
      [6, 15_000 + 18_240],
    ]);
  });

  it('adds the rented storage while anything is rented', () => {
    // 100 GB at 0.1 = 10 a month, 120 a year, except when every card is owned
    const result = hybrid(5_000, { rent: { storage: { hotGB: 100, hotPricePerGBMonth: 0.1 } } });
    expectCurve(result.curve, [
      [0, 18_360],
      [2, 6_080],
      [4, 10_600],
      [6, 15_000],
    ]);
  });

  it('buys whole servers: 4-card servers for a 6-card peak own 4 cards, then 6 in two servers', () => {
    // own 4 (one 4-card server at 5,000): renting 2 extra at peak, 480: 5,480; own 6 (two servers): 10,000
    const result = hybrid(5_000, { own: { gpusPerServer: 4 } });
    expectCurve(result.curve, [
      [0, 18_240],
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
  it('says what owning its best count saves against renting all, in money and percent, once each', () => {
    // best: own 2 for 5,960 against 18,240 renting all: saves 12,280, 12,280 ÷ 18,240 = 67.3 %
    const result = hybrid(5_000);
    expect(result.rentAllTotal).toBeCloseTo(18_240, 6);
    expect(result.ownAllTotal).toBeCloseTo(15_000, 6);
    expect(result.peakGpus).toBe(6);
    expect(result.savingsVsRentAll).toBeCloseTo(12_280, 6);
    expect(result.savedPctVsRentAll).toBeCloseTo(67.32, 2);
    expect(result.text).toBe(
      'Owning 2 of the 6 cards and renting the rest on demand costs least: CN¥5,960, which saves CN¥12,280 (67.3%) against CN¥18,240 renting all; owning all 6 would cost CN¥15,000.',
    );
  });

  it('does not repeat the total when owning every card costs least', () => {
    // own 6 for 600 against 18,240: saves 17,640 = 96.7 %
    const result = hybrid(200);
    expect(result.text).toBe(
      'Owning all 6 cards costs least: CN¥600.00, which saves CN¥17,640 (96.7%) against CN¥18,240 renting all.',
    );
  });

  it('does not repeat the total when renting every card costs least', () => {
    const result = hybrid(20_000);
    expect(result.savingsVsRentAll).toBe(0);
    expect(result.savedPctVsRentAll).toBe(0);
    // own all: 3 × 20,000 = 60,000
    expect(result.text).toBe(
      'Renting all 6 cards on demand costs least: CN¥18,240; owning all 6 would cost CN¥60,000.',
    );
  });
});
