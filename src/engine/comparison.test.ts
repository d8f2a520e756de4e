// Whole scenarios through evaluate(): savings, break-even, cost per busy GPU-hour, payback and the
// product model's start-up. Every expected figure is worked by hand from docs/cost-model.md
// ("Comparison"), never taken from the engine's output.
import { describe, expect, it } from 'vitest';
import { month, scenario, twoYearOverrides } from '../../tests/support/scenarios.ts';
import { evaluate, type Scenario } from './index.ts';

describe('savings and the cheaper side', () => {
  // own amortized over 18 months: 99,000 (above); rent: a monthly plan for the one card
  const against = (monthlyPricePerGpu: number) =>
    evaluate(scenario({ ...twoYearOverrides(18), rent: { plan: 'monthly', monthlyPricePerGpu } }));

  it('says renting is cheaper when owning costs more', () => {
    // rent 18 × 5,000 = 90,000; savings 99,000 − 90,000 = 9,000; 9,000 / 99,000 = 9.0909 %
    const result = against(5_000);
    expect(result.rent.total).toBeCloseTo(90_000, 6);
    expect(result.savings).toBeCloseTo(9_000, 6);
    expect(result.savingsPct).toBeCloseTo(9.090909, 5);
    expect(result.cheaper).toBe('rent');
  });

  it('says owning is cheaper when renting costs more', () => {
    // rent 18 × 6,000 = 108,000; savings −9,000; −9.0909 %
    const result = against(6_000);
    expect(result.savings).toBeCloseTo(-9_000, 6);
    expect(result.savingsPct).toBeCloseTo(-9.090909, 5);
    expect(result.cheaper).toBe('own');
  });

  it('calls two totals within a relative 1e-9 of each other equal', () => {
    // 18 × 5,500 = 99,000 exactly
    const even = against(5_500);
    expect(even.savings).toBeCloseTo(0, 6);
    expect(even.cheaper).toBe('equal');
    // 18 × 1e-10 = 1.8e-9 apart ≤ 1e-9 × 99,000 = 9.9e-5
    expect(against(5_500.0000000001).cheaper).toBe('equal');
    // 18 × 1e-5 = 1.8e-4 apart > 9.9e-5: renting is dearer
    expect(against(5_500.00001).cheaper).toBe('own');
  });

  it('leaves the savings percentage out when owning costs nothing', () => {
    // own 0, rent 12 × 100 = 1,200: savings −1,200, no percentage of 0
    const free = evaluate(scenario({ rent: { plan: 'monthly', monthlyPricePerGpu: 100 } }));
    expect(free.own.amortizedTotal).toBe(0);
    expect(free.savings).toBeCloseTo(-1_200, 6);
    expect(free.savingsPct).toBeNull();
    expect(free.cheaper).toBe('own');
    // both sides 0: equal
    const nothing = evaluate(scenario());
    expect(nothing.savingsPct).toBeNull();
    expect(nothing.cheaper).toBe('equal');
  });
});

// C = 10,500, 3-year straight-line → 3,500 over 12 months; no ops.
// Power only while busy: b = h × 360 / 12 = 30h; E = (1,500 + 500) W × 30h / 1000 = 60h kWh at 1 a kWh
// → own(h) = 3,500 + 12 × 60h = 3,500 + 720h.
// Rent: one card at 3 a card-hour, 30 days a month → 12 × 30 × 3 = 1,080 per billed hour a day.
const linearOwn = (workload: Partial<Scenario['workload']>, rent: Partial<Scenario['rent']>) =>
  scenario({
    workload,
    own: {
      serverPrice: 10_500,
      power: { gpuWatts: 1_500, idleGpuWatts: 0, serverBaseWatts: 500, pue: 1, pricePerKWh: 1, alwaysOn: false },
    },
    rent,
  });
const withRent = (rent: Partial<Scenario['rent']>, hoursPerDay = 8) => linearOwn({ hoursPerDay }, rent);

describe('break-even hours per day', () => {
  it('finds the crossing of two straight lines under per-second billing', () => {
    // rent(h) = 1,080h; 1,080h ≥ 3,500 + 720h ⇔ h ≥ 3,500 / 360 = 9.7222 → first grid point 9.73
    // (9.72: own 10,498.4 > rent 10,497.6; 9.73: own 10,505.6 ≤ rent 10,508.4)
    const result = evaluate(withRent({ pricePerGpuHour: 3, billingIncrementMinutes: 1 / 60 }));
    expect(result.breakEvenHoursPerDay).toBeCloseTo(9.73, 9);
  });

  it('takes the last crossing when hourly billing makes rent a staircase', () => {
    // rent(h) = 1,080 × ceil(h). Owning is already cheaper at 7.01 h (8,547.2 ≤ 8,640) and 8.01 h
    // (9,267.2 ≤ 9,720), but dearer again from 8.64 h to 9 h (9 h: 9,980 > 9,720).
    // From 9.01 h: own 3,500 + 720h ≤ 1,080 ceil(h) holds at every step top k ≥ 10 (360k ≥ 3,500) → 9.01
    const result = evaluate(withRent({ pricePerGpuHour: 3 }));
    expect(result.breakEvenHoursPerDay).toBeCloseTo(9.01, 9);
    // 8.3 h: own 3,500 + 5,976 = 9,476 < rent 9,720; 9 h: own 9,980 > 9,720
    expect(evaluate(withRent({ pricePerGpuHour: 3 }, 8.3)).cheaper).toBe('own');
    expect(evaluate(withRent({ pricePerGpuHour: 3 }, 9)).cheaper).toBe('rent');
  });

  it('is 0 when owning is never dearer', () => {
    // monthly plan: rent 12 × 2,000 = 24,000 at any hours; own at most 3,500 + 720 × 24 = 20,780
    const result = evaluate(withRent({ plan: 'monthly', monthlyPricePerGpu: 2_000 }));
    expect(result.breakEvenHoursPerDay).toBe(0);
  });

  it('is null when renting is cheaper even at 24 hours a day', () => {
    // per second at 0.5: rent(24) = 12 × 30 × 24 × 0.5 = 4,320 < own(24) = 20,780
    expect(
      evaluate(withRent({ pricePerGpuHour: 0.5, billingIncrementMinutes: 1 / 60 })).breakEvenHoursPerDay,
    ).toBeNull();
    // monthly 1,000: rent 12,000, own 3,500 + 720h passes it above 11.8 h, so owning is dearer at 24 h
    expect(evaluate(withRent({ plan: 'monthly', monthlyPricePerGpu: 1_000 })).breakEvenHoursPerDay).toBeNull();
  });
});

describe('cost per busy GPU-hour', () => {
  it('divides each total by the busy card-hours', () => {
    // busy = 1 × 240 × 12 = 2,880; own 3,500 + 720 × 8 = 9,260 → 3.215278; rent 1,080 × 8 = 8,640 → 3
    const result = evaluate(withRent({ pricePerGpuHour: 3 }));
    expect(result.busyGpuHours).toBeCloseTo(2_880, 9);
    expect(result.own.amortizedTotal).toBeCloseTo(9_260, 6);
    expect(result.own.costPerBusyGpuHour).toBeCloseTo(9_260 / 2_880, 9);
    expect(result.rent.costPerBusyGpuHour).toBeCloseTo(3, 9);
  });

  it('is null when no card is ever busy', () => {
    const noHours = evaluate(withRent({ pricePerGpuHour: 3 }, 0));
    expect(noHours.busyGpuHours).toBe(0);
    expect(noHours.own.costPerBusyGpuHour).toBeNull();
    expect(noHours.rent.costPerBusyGpuHour).toBeNull();
    const noDays = evaluate(linearOwn({ daysPerYear: 0 }, { pricePerGpuHour: 3 }));
    expect(noDays.own.costPerBusyGpuHour).toBeNull();
    expect(noDays.rent.costPerBusyGpuHour).toBeNull();
  });
});

describe('payback month', () => {
  // own cash C + m × (P + O) = 12,000 + 500m; rent a monthly plan for the one card
  const payback = (monthlyPricePerGpu: number, horizonMonths = 12) =>
    evaluate(
      scenario({
        horizonMonths,
        own: { serverPrice: 12_000, ops: { staffPerYear: 6_000 } },
        rent: { plan: 'monthly', monthlyPricePerGpu },
      }),
    );

  it('is the first month cumulative own cash is at most cumulative rent, equality included', () => {
    // 12,000 + 500m ≤ 2,000m ⇔ m ≥ 8; month 8: 16,000 = 16,000
    const result = payback(2_000);
    expect(result.paybackMonth).toBe(8);
    expect(month(result, 8).ownCash).toBeCloseTo(16_000, 6);
    expect(month(result, 8).rent).toBeCloseTo(16_000, 6);
  });

  it('rounds a payback between months up to the next month', () => {
    // 12,000 + 500m ≤ 1,900m ⇔ m ≥ 8.57 → 9 (month 8: 16,000 > 15,200; month 9: 16,500 ≤ 17,100)
    expect(payback(1_900).paybackMonth).toBe(9);
  });

  it('is null when the horizon ends before owning pays back', () => {
    // payback would be month 8, the horizon is 7
    expect(payback(2_000, 7).paybackMonth).toBeNull();
  });

  it('counts replacements in cumulative own cash', () => {
    // C = 12,000, 1-year life, no salvage, no running cost; rent 900 a month
    // without refresh: 900m ≥ 12,000 ⇔ m ≥ 13.3 → 14
    // with refresh: 12,000 × (1 + floor((m − 1)/12)) stays above 900m for every m ≤ 36 → null
    const replaced = (refreshAtEndOfLife: boolean) =>
      evaluate(
        scenario({
          horizonMonths: 36,
          own: {
            serverPrice: 12_000,
            refreshAtEndOfLife,
            depreciation: { method: 'straight-line', years: 1, salvagePct: 0 },
          },
          rent: { plan: 'monthly', monthlyPricePerGpu: 900 },
        }),
      );
    expect(replaced(false).paybackMonth).toBe(14);
    expect(replaced(true).paybackMonth).toBeNull();
  });
});

describe('the start-up of the product model', () => {
  // 4×V100 at 0.8 a card-hour, 8 hours a day, 250 days; 280,000 of hardware, 120,000 a year of staff;
  // power as in the cost model's example scenario. Every figure is set here, so a change of defaults
  // does not move the expectations. The article prints its own total for renting; this is the figure
  // its formula gives.
  const startup = scenario({
    workload: { gpus: 4, hoursPerDay: 8, daysPerYear: 250, sessionsPerDay: 1 },
    own: {
      serverPrice: 280_000,
      gpusPerServer: 4,
      depreciation: { method: 'straight-line', years: 3, salvagePct: 0 },
      power: { gpuWatts: 300, idleGpuWatts: 50, serverBaseWatts: 600, pue: 1.5, pricePerKWh: 0.8, alwaysOn: true },
      ops: { staffPerYear: 120_000 },
    },
    rent: { plan: 'on-demand', pricePerGpuHour: 0.8, billingIncrementMinutes: 60 },
  });

  it('rents for price × cards × hours × days = 6,400 CNY a year', () => {
    // 0.8 × 4 × 8 × 250 = 6,400
    const result = evaluate(startup);
    expect(result.rent.total).toBeCloseTo(6_400, 6);
    // busy 4 × 8 × 250 = 8,000 card-hours, so 0.8 a busy card-hour
    expect(result.busyGpuHours).toBeCloseTo(8_000, 9);
    expect(result.rent.costPerBusyGpuHour).toBeCloseTo(0.8, 9);
  });

  it('owns for depreciation, staff and power over a year', () => {
    // depreciation 280,000 / 3 = 93,333.33; staff 120,000
    // b = 8 × 250 / 12 = 166.67, idle 563.33; 4 × (166.67 × 300 + 563.33 × 50) = 312,666.67 Wh;
    // base 600 × 730 = 438,000 Wh; E = 1.5 × 750,666.67 / 1000 = 1,126 kWh; × 0.8 = 900.8 a month → 10,809.6
    // amortized 93,333.33 + 120,000 + 10,809.6 = 224,142.93; savings 224,142.93 − 6,400 = 217,742.93
    const result = evaluate(startup);
    expect(result.own.perMonth.energyKWh).toBeCloseTo(1_126, 6);
    expect(result.own.breakdown.power).toBeCloseTo(10_809.6, 6);
    expect(result.own.amortizedTotal).toBeCloseTo(280_000 / 3 + 120_000 + 10_809.6, 6);
    expect(result.savings).toBeCloseTo(280_000 / 3 + 120_000 + 10_809.6 - 6_400, 6);
    expect(result.cheaper).toBe('rent');
  });
});
