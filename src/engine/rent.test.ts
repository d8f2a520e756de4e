// The rented side, every expected figure worked by hand from docs/cost-model.md ("Rented"):
// billed minutes max(minimum, ceil(n − 1e-9 × max(1, n)) × increment) with n = minutes / increment;
// bh = daysPerYear / 12 × sessionsPerDay × billedMinutes / 60; compute by plan; storage.
import { describe, expect, it } from 'vitest';
import { type Overrides, QUIET, withChanges } from '../../tests/support/scenarios.ts';
import {
  billedHoursPerGpu,
  billedMinutes,
  computePerMonth,
  evaluateWithoutBreakEven,
  type Scenario,
  storagePerMonth,
} from './index.ts';

/** 4 cards, 8 hours on 240 days a year, 2.5 a card-hour billed hourly, 12 months; the own side is free. */
const BASE: Scenario = {
  ...QUIET,
  workload: { ...QUIET.workload, gpus: 4, daysPerYear: 240 },
  own: { ...QUIET.own, gpusPerServer: 4 },
  rent: { ...QUIET.rent, pricePerGpuHour: 2.5 },
};

/** The base with some fields changed, checked by the strict parser. */
const scenario = (overrides: Overrides = {}) => withChanges(BASE, overrides);

const PER_SECOND = 1 / 60;

describe('billed minutes of one session', () => {
  it('bills a 61-minute session as two hours under hourly billing', () => {
    // n = 61 / 60 = 1.02 → ceil 2 → 2 × 60 = 120 minutes
    expect(billedMinutes(61, 60, 0)).toBe(120);
  });

  it('bills a 61-minute session as 61 minutes under per-minute billing', () => {
    // n = 61 / 1 = 61 → 61 × 1
    expect(billedMinutes(61, 1, 0)).toBe(61);
  });

  it('bills a session of whole increments exactly', () => {
    // 120 / 60 = 2 → 120; 45 / 15 = 3 → 45
    expect(billedMinutes(120, 60, 0)).toBe(120);
    expect(billedMinutes(45, 15, 0)).toBe(45);
  });

  it('does not let floating-point noise round a per-second session up by a second', () => {
    // 18.000000000000004 / (1/60) = 1080.0000000000002 seconds → 1,080 seconds = 18 minutes, not 18 + 1/60
    expect(billedMinutes(18.000000000000004, PER_SECOND, 0)).toBeCloseTo(18, 9);
    // 0.27 h × 60 = 16.200000000000003 minutes → 972 seconds = 16.2 minutes, not 16.2167
    expect(billedMinutes(0.27 * 60, PER_SECOND, 0)).toBeCloseTo(16.2, 9);
    // per minute: 18.000000000000004 → 18
    expect(billedMinutes(18.000000000000004, 1, 0)).toBeCloseTo(18, 9);
  });

  it('still bills a real fraction of a second as a whole second', () => {
    // 18.01 minutes = 1080.6 seconds → 1,081 seconds = 1081/60 = 18.016667 minutes
    expect(billedMinutes(18.01, PER_SECOND, 0)).toBeCloseTo(1081 / 60, 9);
    // 60.5 minutes per minute → 61
    expect(billedMinutes(60.5, 1, 0)).toBe(61);
  });

  it('rounds up to odd increments of 15 and 30 minutes', () => {
    // 61 / 15 = 4.07 → 5 × 15 = 75; 61 / 30 = 2.03 → 3 × 30 = 90; 10 / 15 = 0.67 → 1 × 15 = 15
    expect(billedMinutes(61, 15, 0)).toBe(75);
    expect(billedMinutes(61, 30, 0)).toBe(90);
    expect(billedMinutes(10, 15, 0)).toBe(15);
  });

  it('raises a short session to the minimum', () => {
    // max(10, 5 × 1) = 10; max(60, 20) = 60; max(25, 1 × 15) = 25
    expect(billedMinutes(5, 1, 10)).toBe(10);
    expect(billedMinutes(20, 1, 60)).toBe(60);
    expect(billedMinutes(10, 15, 25)).toBe(25);
  });

  it('leaves a session longer than the minimum as it is', () => {
    // max(60, 90) = 90; max(30, 120) = 120
    expect(billedMinutes(90, 1, 60)).toBe(90);
    expect(billedMinutes(61, 60, 30)).toBe(120);
  });

  it('bills nothing for a session that lasts no time, whatever the minimum', () => {
    expect(billedMinutes(0, 60, 0)).toBe(0);
    expect(billedMinutes(0, 1, 10)).toBe(0);
  });
});

describe('billed hours of one card a month', () => {
  it('bills each of 3 sessions of an 8-hour day as 3 hours under hourly billing', () => {
    // session 8 × 60 / 3 = 160 min → 180 billed; 360 / 12 × 3 × 180 / 60 = 30 × 9 = 270 h
    const split = scenario({ workload: { daysPerYear: 360, sessionsPerDay: 3 } });
    expect(billedHoursPerGpu(split)).toBeCloseTo(270, 9);
    // one session: 480 min → 480 billed; 30 × 1 × 8 = 240 h
    expect(billedHoursPerGpu(scenario({ workload: { daysPerYear: 360 } }))).toBeCloseTo(240, 9);
  });

  it('bills nothing for a 0-hour day, even with a minimum', () => {
    const idle = scenario({ workload: { hoursPerDay: 0, sessionsPerDay: 4 }, rent: { minimumMinutes: 60 } });
    expect(billedHoursPerGpu(idle)).toBe(0);
    expect(billedHoursPerGpu(scenario(), 0)).toBe(0);
  });

  it('bills per second without rounding noise up to the next second', () => {
    // 0.27 h = 16.2 min = 972 s; 360 / 12 × 16.2 / 60 = 30 × 0.27 = 8.1 h (8.108 if 973 s were billed)
    const perSecond = scenario({
      workload: { hoursPerDay: 0.27, daysPerYear: 360 },
      rent: { billingIncrementMinutes: PER_SECOND },
    });
    expect(billedHoursPerGpu(perSecond)).toBeCloseTo(8.1, 9);
  });

  it('raises every short session of the day to the minimum', () => {
    // 1 h in 4 sessions = 15 min each, per minute, minimum 30 → 30; 30 × 4 × 30 / 60 = 60 h (30 h without)
    const short = scenario({
      workload: { hoursPerDay: 1, daysPerYear: 360, sessionsPerDay: 4 },
      rent: { billingIncrementMinutes: 1, minimumMinutes: 30 },
    });
    expect(billedHoursPerGpu(short)).toBeCloseTo(60, 9);
  });

  it('prices other hours a day than the scenario’s when asked', () => {
    // 2.5 h → 150 min → 180 billed hourly; 360 / 12 × 3 = 90 h
    expect(billedHoursPerGpu(scenario({ workload: { daysPerYear: 360 } }), 2.5)).toBeCloseTo(90, 9);
  });
});

describe('compute per month by plan', () => {
  // base: bh = 240 / 12 × 1 × 480 / 60 = 20 × 8 = 160 h of one card a month

  it('charges on demand for the billed hours of every card', () => {
    // 4 × 160 × 2.5 = 1,600
    expect(computePerMonth(scenario())).toBeCloseTo(1_600, 9);
  });

  it('charges on demand for whole hours when the day is 7.5 hours', () => {
    // 450 min → 480 billed; same 1,600
    expect(computePerMonth(scenario(), 7.5)).toBeCloseTo(1_600, 9);
  });

  it('charges a reserved plan for every hour of the month at the discount, used or not', () => {
    // 4 × 730 × 2.5 × (1 − 0.40) = 7,300 × 0.6 = 4,380
    expect(computePerMonth(scenario({ rent: { plan: 'reserved' } }))).toBeCloseTo(4_380, 9);
    expect(computePerMonth(scenario({ rent: { plan: 'reserved' }, workload: { hoursPerDay: 1 } }))).toBeCloseTo(
      4_380,
      9,
    );
    // 25 % off: 7,300 × 0.75 = 5,475
    expect(computePerMonth(scenario({ rent: { plan: 'reserved', reservedDiscountPct: 25 } }))).toBeCloseTo(5_475, 9);
  });

  it('charges a monthly plan per card', () => {
    // 4 × 900 = 3,600
    expect(computePerMonth(scenario({ rent: { plan: 'monthly', monthlyPricePerGpu: 900 } }))).toBeCloseTo(3_600, 9);
  });

  it('charges a weekly plan for 365/7 weeks a year spread over 12 months', () => {
    // 4 × 210 × 365 / 7 / 12 = 840 / 7 × 365 / 12 = 120 × 365 / 12 = 3,650
    expect(computePerMonth(scenario({ rent: { plan: 'weekly', weeklyPricePerGpu: 210 } }))).toBeCloseTo(3_650, 9);
  });

  it('charges spot for the hours lost to preemption at the spot discount', () => {
    // 4 × 160 × 1.10 × 2.5 × (1 − 0.60) = 704 × 2.5 × 0.4 = 704
    expect(computePerMonth(scenario({ rent: { plan: 'spot' } }))).toBeCloseTo(704, 9);
    // 25 % overhead, 70 % off: 4 × 160 × 1.25 × 2.5 × 0.3 = 800 × 0.75 = 600
    const cheaper = scenario({ rent: { plan: 'spot', spotOverheadPct: 25, spotDiscountPct: 70 } });
    expect(computePerMonth(cheaper)).toBeCloseTo(600, 9);
  });
});

describe('storage per month', () => {
  it('adds hot, cold and egress charges', () => {
    // 500 × 0.10 + 2,000 × 0.02 + 100 × 0.50 = 50 + 40 + 50 = 140
    const stored = scenario({
      rent: {
        storage: {
          hotGB: 500,
          hotPricePerGBMonth: 0.1,
          coldGB: 2_000,
          coldPricePerGBMonth: 0.02,
          egressGBPerMonth: 100,
          egressPricePerGB: 0.5,
        },
      },
    });
    expect(storagePerMonth(stored)).toBeCloseTo(140, 9);
    // rent.total = H × (compute + storage) = 12 × (1,600 + 140) = 20,880
    const result = evaluateWithoutBreakEven(stored);
    expect(result.rent.breakdown.compute).toBeCloseTo(19_200, 6);
    expect(result.rent.breakdown.storage).toBeCloseTo(1_680, 6);
    expect(result.rent.total).toBeCloseTo(20_880, 6);
  });

  it('costs nothing when no storage is rented', () => {
    expect(storagePerMonth(scenario())).toBe(0);
  });
});

describe('billed card-hours over the horizon', () => {
  it('counts the billed hours of every card on demand', () => {
    // gpus × bh × H = 4 × 160 × 12 = 7,680
    expect(evaluateWithoutBreakEven(scenario()).rent.billedGpuHours).toBeCloseTo(7_680, 9);
  });

  it('adds the preemption overhead on spot', () => {
    // 7,680 × 1.10 = 8,448
    expect(evaluateWithoutBreakEven(scenario({ rent: { plan: 'spot' } })).rent.billedGpuHours).toBeCloseTo(8_448, 9);
  });

  it.each([
    ['reserved', {}],
    ['monthly', { monthlyPricePerGpu: 900 }],
    ['weekly', { weeklyPricePerGpu: 210 }],
  ] as const)('counts every hour of the month on a %s plan', (plan, price) => {
    // gpus × 730 × H = 4 × 730 × 12 = 35,040, whatever the hours used
    const result = evaluateWithoutBreakEven(scenario({ rent: { plan, ...price } }));
    expect(result.rent.billedGpuHours).toBeCloseTo(35_040, 9);
  });
});
