// Chart data: hand-worked figures from docs/cost-model.md, then invariants over random scenarios.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioArb } from '../../tests/support/arbitraries.ts';
import { scenario, twoYear } from '../../tests/support/scenarios.ts';
import { costBreakdown, cumulativeCrossings, hoursSweep, planComparison } from './charts.ts';
import { DEFAULT_SCENARIO, evaluate, evaluateWithoutBreakEven, NO_STORAGE } from './index.ts';

const RUNS = { numRuns: Number(process.env.FC_NUM_RUNS ?? 100) };
const TOLERANCE = 1e-9;
/** Amounts below this come from underflowed doubles, where no relative tolerance holds. */
const UNDERFLOW = 1e-280;

function expectClose(actual: number, expected: number, magnitude = 0): void {
  const allowed = Math.max(TOLERANCE * Math.max(Math.abs(actual), Math.abs(expected), magnitude), UNDERFLOW);
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(allowed);
}

const sum = (parts: readonly { value: number }[]) => parts.reduce((total, part) => total + part.value, 0);

describe('hoursSweep', () => {
  // 1 card, 30 active days a month, 12 months. A 24,000 server over 2 years to 50 % salvage: 6,000 a
  // year of depreciation, so 6,000 amortized over the horizon and 24,000 in cash. A 1,000 W card at
  // 1 per kWh, off when idle: b = 30h busy hours a month, 30h kWh, 12 × 30h = 360h of power.
  // Rent 10 per card-hour, billed hourly: 12 × 30 × ceil(h) × 10 = 3,600 × ceil(h).
  const staircase = scenario({
    own: {
      serverPrice: 24_000,
      depreciation: { method: 'straight-line', years: 2, salvagePct: 50 },
      power: { gpuWatts: 1_000, pricePerKWh: 1, alwaysOn: false },
    },
    rent: { pricePerGpuHour: 10 },
  });

  it('prices both sides every quarter hour from 0 to 24 hours a day', () => {
    const { points } = hoursSweep(staircase);
    expect(points).toHaveLength(97);
    expect(points[0]).toEqual({ hoursPerDay: 0, ownAmortized: 6_000, ownCash: 24_000, rent: 0 });
    // 1.25 h: own 6,000 + 360 × 1.25 = 6,450 (cash 24,450); rent 3,600 × 2 = 7,200
    const quarter = points[5];
    expect(quarter?.hoursPerDay).toBe(1.25);
    expect(quarter?.ownAmortized).toBeCloseTo(6_450, 6);
    expect(quarter?.ownCash).toBeCloseTo(24_450, 6);
    expect(quarter?.rent).toBeCloseTo(7_200, 6);
    // 24 h: own 6,000 + 8,640 = 14,640 (cash 32,640); rent 3,600 × 24 = 86,400
    expect(points[96]?.hoursPerDay).toBe(24);
    expect(points[96]?.ownAmortized).toBeCloseTo(14_640, 6);
    expect(points[96]?.ownCash).toBeCloseTo(32_640, 6);
    expect(points[96]?.rent).toBeCloseTo(86_400, 6);
  });

  it('finds break-even where the rent staircase climbs above owning for good', () => {
    // up to 1 h rent is 3,600, below owning's 6,000 + 360h; above 1 h it is at least 7,200 and stays
    // above (3,600k ≥ 6,000 + 360k for every k ≥ 2): break-even at 1.01 h on the 0.01 grid
    expect(hoursSweep(staircase).breakEvenHoursPerDay).toBe(1.01);
  });

  it('reports no break-even for the start-up, where renting is cheaper even at 24 hours a day', () => {
    expect(hoursSweep(DEFAULT_SCENARIO).breakEvenHoursPerDay).toBeNull();
  });

  it('ends the sweep at 24 hours even when the step does not divide the day', () => {
    expect(hoursSweep(staircase, 5).points.map((p) => p.hoursPerDay)).toEqual([0, 5, 10, 15, 20, 24]);
    expect(hoursSweep(staircase, 0.1).points.at(-1)?.hoursPerDay).toBe(24);
  });

  it('refuses a step that is not positive', () => {
    expect(() => hoursSweep(staircase, 0)).toThrow(RangeError);
  });
});

describe('planComparison', () => {
  // 2 cards, 8 h on 360 days: 240 billed hours of a card a month, hourly at 1 a card-hour; 12 months;
  // 100 GB of hot storage at 0.5 = 50 a month, 600 over the horizon, the same under every plan.
  const fivePlans = scenario({
    workload: { gpus: 2 },
    own: { gpusPerServer: 2 },
    rent: {
      plan: 'monthly',
      pricePerGpuHour: 1,
      monthlyPricePerGpu: 300,
      storage: { ...NO_STORAGE, hotGB: 100, hotPricePerGBMonth: 0.5 },
    },
  });

  it('prices each plan for the same workload, storage included', () => {
    const rows = planComparison(fivePlans);
    expect(rows.map((r) => r.plan)).toEqual(['on-demand', 'reserved', 'monthly', 'weekly', 'spot']);
    const [onDemand, reserved, monthly, weekly, spot] = rows;
    // on demand: 12 × 2 × 240 × 1 = 5,760 + 600 = 6,360 over 5,760 card-hours
    expect(onDemand?.total).toBeCloseTo(6_360, 6);
    expect(onDemand?.billedGpuHours).toBeCloseTo(5_760, 6);
    // reserved: 12 × 2 × 730 × 1 × 0.6 = 10,512 + 600 = 11,112, every hour: 2 × 730 × 12 = 17,520
    expect(reserved?.total).toBeCloseTo(11_112, 6);
    expect(reserved?.billedGpuHours).toBeCloseTo(17_520, 6);
    // monthly: 12 × 2 × 300 = 7,200 + 600 = 7,800
    expect(monthly?.total).toBeCloseTo(7_800, 6);
    expect(monthly?.billedGpuHours).toBeCloseTo(17_520, 6);
    // weekly has no price
    expect(weekly).toMatchObject({ total: null, billedGpuHours: null, cheapest: false });
    // spot: 12 × 2 × 240 × 1.1 × 1 × 0.4 = 2,534.4 + 600 = 3,134.4 over 12 × 2 × 240 × 1.1 = 6,336
    expect(spot?.total).toBeCloseTo(3_134.4, 6);
    expect(spot?.billedGpuHours).toBeCloseTo(6_336, 6);
  });

  it('compares each plan with on demand in percent of on demand’s total', () => {
    const byPlan = Object.fromEntries(planComparison(fivePlans).map((r) => [r.plan, r.savedPctVsOnDemand]));
    // against on demand's 6,360: spot (6,360 − 3,134.4) ÷ 6,360 = 50.72 % cheaper; monthly 7,800 is
    // 22.64 % dearer, reserved 11,112 is 74.72 % dearer; weekly has no price
    expect(byPlan['on-demand']).toBe(0);
    expect(byPlan.spot).toBeCloseTo(50.717, 3);
    expect(byPlan.monthly).toBeCloseTo(-22.642, 3);
    expect(byPlan.reserved).toBeCloseTo(-74.717, 3);
    expect(byPlan.weekly).toBeNull();
  });

  it('marks spot as the cheapest, spot as interruptible and the monthly plan as the current one', () => {
    const rows = planComparison(fivePlans);
    expect(rows.filter((r) => r.cheapest).map((r) => r.plan)).toEqual(['spot']);
    expect(rows.filter((r) => r.interruptible).map((r) => r.plan)).toEqual(['spot']);
    expect(rows.filter((r) => r.current).map((r) => r.plan)).toEqual(['monthly']);
  });

  it('marks every plan that ties for cheapest', () => {
    // spot with no discount and no overhead costs exactly what on demand costs
    const tie = { ...fivePlans, rent: { ...fivePlans.rent, spotDiscountPct: 0, spotOverheadPct: 0 } };
    expect(
      planComparison(tie)
        .filter((r) => r.cheapest)
        .map((r) => r.plan),
    ).toEqual(['on-demand', 'spot']);
  });
});

describe('costBreakdown', () => {
  // 120,000 server over 2 years to 10 % salvage, bought again at month 24, 1,000 a month of staff,
  // 36 months: cash 120,000 + 108,000 (new one less the old one's 12,000) = 228,000 of hardware;
  // depreciation 4,500 a month for 24 months and 12 of the second life: 162,000; ops 36,000.
  // Rent 1 a card-hour on demand: 36 × 240 = 8,640; 10 GB hot storage at 2: 36 × 20 = 720.
  const refreshed = evaluate({
    ...twoYear(36, true),
    rent: {
      ...twoYear(36, true).rent,
      pricePerGpuHour: 1,
      storage: { ...NO_STORAGE, hotGB: 10, hotPricePerGBMonth: 2 },
    },
  });

  it('splits the amortized cost into depreciation, power and ops', () => {
    const { own, rent } = costBreakdown(refreshed, 'amortized');
    expect(own.map((p) => p.key)).toEqual(['depreciation', 'power', 'ops']);
    expect(own[0]?.value).toBeCloseTo(162_000, 6);
    expect(own[2]?.value).toBeCloseTo(36_000, 6);
    expect(sum(own)).toBeCloseTo(198_000, 6);
    expect(rent).toEqual([
      { key: 'compute', value: expect.closeTo(8_640, 6) },
      { key: 'storage', value: expect.closeTo(720, 6) },
    ]);
  });

  it('counts every hardware payment in the cash view, replacement less salvage included', () => {
    const { own } = costBreakdown(refreshed, 'cash');
    expect(own.map((p) => p.key)).toEqual(['hardware', 'power', 'ops']);
    expect(own[0]?.value).toBeCloseTo(228_000, 6);
    expect(sum(own)).toBeCloseTo(264_000, 6);
  });
});

describe('cumulativeCrossings', () => {
  it('finds no crossing for the start-up, where renting stays cheaper every month', () => {
    expect(cumulativeCrossings(evaluate(DEFAULT_SCENARIO))).toEqual({ amortizedMonth: null, cashMonth: null });
  });

  it('finds the amortized crossing before the cash one', () => {
    // a 1,200 server over 1 year: 100 a month amortized, 1,200 at once in cash; rent 240 a month.
    // amortized 100 ≤ 240 in month 1; cash 1,200 ≤ 240m from m = 5
    const s = scenario({ own: { serverPrice: 1_200, depreciation: { years: 1 } }, rent: { pricePerGpuHour: 1 } });
    expect(cumulativeCrossings(evaluate(s))).toEqual({ amortizedMonth: 1, cashMonth: 5 });
  });
});

function finite(values: readonly (number | null)[]): boolean {
  return values.every((v) => v === null || Number.isFinite(v));
}

describe('chart data over random scenarios', () => {
  it('sweeps from exactly the costs at 0 hours to exactly those at 24, with the engine break-even', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { points, breakEvenHoursPerDay } = hoursSweep(s);
        const at = (hoursPerDay: number) =>
          evaluateWithoutBreakEven({ ...s, workload: { ...s.workload, hoursPerDay } });
        for (const [point, hours] of [
          [points[0], 0],
          [points.at(-1), 24],
        ] as const) {
          const result = at(hours);
          // present values after tax, as the verdict compares
          expect(point).toEqual({
            hoursPerDay: hours,
            ownAmortized: result.finance.amortized.own,
            ownCash: result.finance.cash.own,
            rent: result.finance.amortized.rent,
          });
        }
        expect(points).toHaveLength(97);
        expect(breakEvenHoursPerDay).toBe(evaluate(s).breakEvenHoursPerDay);
        expect(finite(points.flatMap((p) => [p.hoursPerDay, p.ownAmortized, p.ownCash, p.rent]))).toBe(true);
      }),
      { ...RUNS, numRuns: Math.ceil(RUNS.numRuns / 2) },
    );
  });

  it('never shows the hardware below zero when a resale equals the price paid but for rounding', () => {
    // a 1e-6 setup cost resold at 99.99999999999996 %: cost − resale came out −2.1e-22, a "−0.00"
    const s = scenario({
      horizonMonths: 3,
      own: {
        serverPrice: 0,
        setupCost: 0.000001,
        depreciation: { method: 'declining-balance', years: 2, salvagePct: 99.99999999999996, salvageIs: 'resale' },
      },
    });
    const hardware = costBreakdown(evaluateWithoutBreakEven(s), 'amortized').own.find((p) => p.key === 'depreciation');
    expect(hardware?.value).toBeGreaterThanOrEqual(0);
  });

  it('adds each side of the breakdown up to its total in either view', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const result = evaluateWithoutBreakEven(s);
        const amortized = costBreakdown(result, 'amortized');
        const cash = costBreakdown(result, 'cash');
        expectClose(sum(amortized.own), result.own.amortizedTotal, result.own.cashTotal);
        expectClose(sum(cash.own), result.own.cashTotal, result.own.cashTotal);
        expectClose(sum(amortized.rent), result.rent.amortizedTotal);
        expectClose(sum(cash.rent), result.rent.total);
        for (const part of [...amortized.own, ...cash.own, ...amortized.rent, ...cash.rent]) {
          expect(Number.isFinite(part.value) && part.value >= 0, `${part.key}: ${part.value}`).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('marks as cheapest exactly the plans at the lowest price, and prices the current plan as evaluate does', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const rows = planComparison(s);
        const totals = rows.flatMap((r) => (r.total === null ? [] : [r.total]));
        const lowest = Math.min(...totals);
        expect(finite(rows.flatMap((r) => [r.total, r.billedGpuHours]))).toBe(true);
        expect(rows.some((r) => r.cheapest)).toBe(true);
        for (const row of rows) {
          const atLowest = row.total !== null && Math.abs(row.total - lowest) <= TOLERANCE * Math.abs(row.total);
          expect(row.cheapest, row.plan).toBe(atLowest);
          expect(row.total === null).toBe(row.billedGpuHours === null);
        }
        const current = rows.find((r) => r.current);
        expect(current?.plan).toBe(s.rent.plan);
        const result = evaluateWithoutBreakEven(s);
        expect(current?.total).toBe(result.finance.amortized.rent);
        expect(current?.billedGpuHours).toBe(result.rent.billedGpuHours);
      }),
      RUNS,
    );
  });
});
