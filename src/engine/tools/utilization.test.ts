// Utilization of the owned cards, and the cost of a useful hour at a better one, worked by hand.
import { describe, expect, it } from 'vitest';
import { type Overrides, scenario } from '../../../tests/support/scenarios.ts';
import { utilizationOf } from '../analysis.ts';
import { evaluate } from '../index.ts';

// The article's cluster: 8 cards in one 8-card server of 700,800, written off over one year (12 months
// cost the price), busy 10.8 h on every day; 1,000 W a busy card, nothing idle, 1 a kWh (a busy
// card-hour costs 1 of power); renting at 3 a card-hour billed hourly.
const ARTICLE: Overrides = {
  workload: { gpus: 8, hoursPerDay: 10.8, daysPerYear: 365 },
  own: {
    serverPrice: 700_800,
    gpusPerServer: 8,
    depreciation: { years: 1 },
    power: { gpuWatts: 1000, pricePerKWh: 1 },
  },
  rent: { pricePerGpuHour: 3 },
};
const utilization = (overrides: Overrides, targetPct = 78) => {
  const s = scenario(overrides);
  return utilizationOf(s, evaluate(s), targetPct);
};

describe('utilization of owned cards', () => {
  it('finds the article’s cluster busy 45 % of the hours it is paid for', () => {
    const u = utilization(ARTICLE);
    // paid: 8 cards × 730 h × 12 = 70,080; busy: 8 × 10.8 × 365 = 31,536; 31,536 / 70,080 = 45 %
    expect(u.paidGpuHours).toBeCloseTo(70_080, 9);
    expect(u.busyGpuHours).toBeCloseTo(31_536, 9);
    expect(u.currentPct).toBeCloseTo(45, 9);
    expect(u.targetPct).toBe(78);
  });

  it('brings a useful hour from 23.22 down to 13.82 when scheduling lifts it to 78 %', () => {
    const u = utilization(ARTICLE);
    // now: (700,800 + 31,536 of power) / 31,536 busy hours = 22.22 + 1 = 23.22
    expect(u.costPerUsefulGpuHour).toBeCloseTo(732_336 / 31_536, 9);
    expect(u.costPerUsefulGpuHour).toBeCloseTo(23.2222, 4);
    // at 78 %: 0.78 × 70,080 = 54,662.4 busy hours, as much power; (700,800 + 54,662.4) / 54,662.4 = 13.82
    expect(u.costPerUsefulGpuHourAtTarget).toBeCloseTo(755_462.4 / 54_662.4, 9);
    expect(u.costPerUsefulGpuHourAtTarget).toBeCloseTo(13.8205, 4);
  });

  it('needs 5 cards instead of 8 for the same work at 78 %', () => {
    // 8 × 45 % / 78 % = 4.6 cards, so 5
    expect(utilization(ARTICLE).gpusForSameWork).toBe(5);
    // at 55 %: 8 × 45 / 55 = 6.5 → 7; at today's 45 % the same 8 (8 × 45 / 45 is 8, not a hair above it)
    expect(utilization(ARTICLE, 55).gpusForSameWork).toBe(7);
    expect(utilization(ARTICLE, 45).gpusForSameWork).toBe(8);
  });

  it('shows what renting the same work costs a busy hour', () => {
    // 10.8 h bill as 11: 8 × 11 × 365 × 3 = 96,360 / 31,536 = 3.0556
    expect(utilization(ARTICLE).rentCostPerBusyGpuHour).toBeCloseTo(96_360 / 31_536, 9);
  });

  it('counts every installed card as paid for, busy or spare', () => {
    // 4 cards busy around the clock in one 8-card server: 4 × 8,760 / (8 × 8,760) = 50 %
    const u = utilization({
      workload: { gpus: 4, hoursPerDay: 24, daysPerYear: 365 },
      own: { gpusPerServer: 8 },
    });
    expect(u.paidGpuHours).toBeCloseTo(8 * 8_760, 9);
    expect(u.currentPct).toBeCloseTo(50, 9);
  });

  it('has no cost per useful hour when nothing is busy', () => {
    const u = utilization({ workload: { hoursPerDay: 0 }, own: { serverPrice: 1_000 } });
    expect(u.currentPct).toBe(0);
    expect(u.costPerUsefulGpuHour).toBeNull();
    // at 78 %: a year of the server's 3-year life, 1,000 / 3 = 333.33, over 0.78 × 8,760 = 6,832.8 busy hours
    expect(u.costPerUsefulGpuHourAtTarget).toBeCloseTo(1_000 / 3 / 6_832.8, 12);
    expect(u.gpusForSameWork).toBe(1);
  });
});
