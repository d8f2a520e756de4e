// A provider's prices in the scenario's rent side, and what the workload costs there, worked by hand.
// The workload is QUIET's: one card busy 8 hours on 360 days (30 a month), so 240 billed hours a month
// under hourly billing, over 12 months.
import { describe, expect, it } from 'vitest';
import { type Overrides, QUIET, scenario, valid } from '../../../tests/support/scenarios.ts';
import type { Provider, Scenario, ScenarioInput } from '../scenario/schema.ts';
import { providerCost, withProvider } from './cost.ts';

type ProviderInput = NonNullable<NonNullable<ScenarioInput['providers']>['list']>[string];

/** One provider as written in a file, with every default filled in by the strict parser. */
function provider(fields: Partial<ProviderInput> = {}): Provider {
  const parsed = valid({ ...QUIET, providers: { list: { p: { name: 'P', pricePerGpuHour: 2, ...fields } } } }).providers
    ?.list.p;
  if (!parsed) throw new Error('no provider');
  return parsed;
}

/** QUIET with some fields changed and, when `advisor`, the plan advisor on. */
const at = (overrides: Overrides = {}, advisor = false): Scenario => {
  const base = scenario(overrides);
  return advisor ? valid({ ...base, advisor: {} }) : base;
};

describe('withProvider', () => {
  const base = at({
    rent: {
      plan: 'reserved',
      pricePerGpuHour: 9,
      billingIncrementMinutes: 1,
      minimumMinutes: 30,
      reservedDiscountPct: 30,
      spotDiscountPct: 70,
      gpusPerInstance: 4,
      storage: { hotGB: 100, hotPricePerGBMonth: 0.5, coldGB: 10, coldPricePerGBMonth: 0.01 },
    },
  });

  it("takes the provider's price, billing, minimum and instance size, and keeps the scenario's plan", () => {
    const rent = withProvider(
      base,
      provider({ pricePerGpuHour: 2, billingIncrementMinutes: 60, minimumMinutes: 0, gpusPerInstance: 8 }),
    ).rent;
    expect(rent).toMatchObject({
      plan: 'reserved',
      pricePerGpuHour: 2,
      billingIncrementMinutes: 60,
      minimumMinutes: 0,
      gpusPerInstance: 8,
    });
  });

  it("keeps the scenario's discounts and hot storage price where the provider gives none", () => {
    const rent = withProvider(base, provider()).rent;
    expect([rent.reservedDiscountPct, rent.spotDiscountPct, rent.storage.hotPricePerGBMonth]).toEqual([30, 70, 0.5]);
    expect([rent.monthlyPricePerGpu, rent.weeklyPricePerGpu]).toEqual([null, null]);
  });

  it("takes the provider's discounts, term prices and hot storage price where given, and nothing else of storage", () => {
    const rent = withProvider(
      base,
      provider({
        reservedDiscountPct: 50,
        spotDiscountPct: 65,
        monthlyPricePerGpu: 900,
        weeklyPricePerGpu: 250,
        hotStoragePricePerGBMonth: 0.2,
      }),
    ).rent;
    expect([rent.reservedDiscountPct, rent.spotDiscountPct, rent.monthlyPricePerGpu, rent.weeklyPricePerGpu]).toEqual([
      50, 65, 900, 250,
    ]);
    expect(rent.storage).toEqual({ ...base.rent.storage, hotPricePerGBMonth: 0.2 });
  });

  it('falls back to on demand when the scenario rents monthly or weekly and the provider has no such price', () => {
    const monthly = at({ rent: { plan: 'monthly', monthlyPricePerGpu: 500 } });
    expect(withProvider(monthly, provider()).rent.plan).toBe('on-demand');
    expect(withProvider(monthly, provider({ monthlyPricePerGpu: 300 })).rent).toMatchObject({
      plan: 'monthly',
      monthlyPricePerGpu: 300,
    });
    const weekly = at({ rent: { plan: 'weekly', weeklyPricePerGpu: 100 } });
    expect(withProvider(weekly, provider({ monthlyPricePerGpu: 300 })).rent.plan).toBe('on-demand');
    expect(withProvider(weekly, provider({ weeklyPricePerGpu: 80 })).rent.plan).toBe('weekly');
  });

  it('changes nothing outside the rent side', () => {
    const changed = withProvider(base, provider());
    expect({ ...changed, rent: null }).toEqual({ ...base, rent: null });
  });
});

describe('providerCost without the advisor: the scenario’s plan at the provider’s prices', () => {
  it('prices on demand: 240 h × 2 × 12 = 5,760', () => {
    expect(providerCost(at(), provider())).toEqual({ plan: 'on-demand', total: 5_760 });
  });

  it("bills in the provider's increments: 7.5 h a day by the minute is 225 h a month, 5,400; by the hour 5,760", () => {
    const s = at({ workload: { hoursPerDay: 7.5 } });
    expect(providerCost(s, provider({ billingIncrementMinutes: 1 })).total).toBeCloseTo(30 * 7.5 * 2 * 12, 9);
    expect(providerCost(s, provider()).total).toBe(5_760);
  });

  it("applies the provider's minimum: a 10-hour minimum bills 300 h a month, 7,200", () => {
    expect(providerCost(at(), provider({ minimumMinutes: 600 })).total).toBe(7_200);
  });

  it('rents whole instances of the provider: 3 cards in 2-card instances are 4 cards, 23,040', () => {
    const s = at({ workload: { gpus: 3 } });
    expect(providerCost(s, provider({ gpusPerInstance: 2 })).total).toBe(4 * 240 * 2 * 12);
  });

  it('reserves at the provider’s discount: 730 h × 2 × 0.5 × 12 = 8,760, or the scenario’s 40 % without one', () => {
    const s = at({ rent: { plan: 'reserved' } });
    expect(providerCost(s, provider({ reservedDiscountPct: 50 }))).toEqual({ plan: 'reserved', total: 8_760 });
    expect(providerCost(s, provider()).total).toBeCloseTo(730 * 2 * 0.6 * 12, 9);
  });

  it('rents monthly where the provider has a monthly price (300 × 12 = 3,600), else on demand (5,760)', () => {
    const s = at({ rent: { plan: 'monthly', monthlyPricePerGpu: 1_000 } });
    expect(providerCost(s, provider({ monthlyPricePerGpu: 300 }))).toEqual({ plan: 'monthly', total: 3_600 });
    expect(providerCost(s, provider())).toEqual({ plan: 'on-demand', total: 5_760 });
  });

  it("adds storage at the provider's hot price, and cloud tax on both: (5,760 + 1,200) × 1.06 = 7,377.6", () => {
    // 1,000 GB × 0.1 = 100 a month, 1,200 a year
    const s = valid({
      ...at({ rent: { storage: { hotGB: 1_000, hotPricePerGBMonth: 0.5 } } }),
      tax: { cloudVatPct: 6 },
    });
    expect(providerCost(s, provider({ hotStoragePricePerGBMonth: 0.1 })).total).toBeCloseTo((5_760 + 1_200) * 1.06, 9);
    // without a price of its own, the scenario's 0.5: 6,000 a year
    expect(providerCost(s, provider()).total).toBeCloseTo((5_760 + 6_000) * 1.06, 9);
  });
});

describe('providerCost with the advisor: the plan the advisor recommends at the provider’s prices', () => {
  // on demand 5,760; reserved 730 × 2 × 0.6 × 12 = 10,512; spot 240 × 1.1 × 2 × 0.4 × 12 = 2,534.4
  it('recommends on demand, not spot, when the workload does not tolerate interruption', () => {
    expect(providerCost(at({}, true), provider())).toEqual({ plan: 'on-demand', total: 5_760 });
  });

  it('recommends spot when the workload tolerates interruption', () => {
    const cost = providerCost(at({ workload: { toleratesInterruption: true } }, true), provider());
    expect(cost.plan).toBe('spot');
    expect(cost.total).toBeCloseTo(2_534.4, 9);
  });

  it("takes the provider's monthly price when it is the cheapest plan, whatever the scenario's plan", () => {
    expect(providerCost(at({}, true), provider({ monthlyPricePerGpu: 300 }))).toEqual({
      plan: 'monthly',
      total: 3_600,
    });
  });

  it("recommends reserving at the provider's discount when that costs least: 80 % off is 730 × 2 × 0.2 × 12 = 3,504", () => {
    const cost = providerCost(at({}, true), provider({ reservedDiscountPct: 80 }));
    expect(cost.plan).toBe('reserved');
    expect(cost.total).toBeCloseTo(3_504, 9);
  });

  it('prices the peaks of the hybrid section too, as the advisor does', () => {
    // 2 extra cards for 8 h on 30 peak days: 2 × 8 × 30 = 480 card-hours a year, 960 at 2 an hour, on top
    // of the base's 5,760; the flat plans pay for all 3 cards all year (reserved 3 × 10,512)
    const s = valid({
      ...at(),
      advisor: { mix: false },
      hybrid: { peakGpus: 3, peakDaysPerYear: 30, peakHoursPerDay: 8 },
    });
    expect(providerCost(s, provider())).toEqual({ plan: 'on-demand', total: 5_760 + 2 * 8 * 30 * 2 });
  });
});
