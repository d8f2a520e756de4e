// The rented side of "how this is computed": sessions, billing, the plan's price, storage, the total.
import { billedHoursPerGpu, HOURS_PER_MONTH, type Result, type Scenario } from '../../engine/index.ts';
import type { Step } from './explainOwn.ts';

type N = number;

export type RentStep =
  | Step<'sessionMinutes', { hoursPerDay: N; sessionsPerDay: N; sessionMinutes: N }>
  | Step<
      'billedMinutes',
      { sessionMinutes: N; incrementMinutes: N; increments: N; minimumMinutes: N; billedMinutes: N }
    >
  | Step<'billedHours', { daysPerYear: N; sessionsPerDay: N; billedMinutes: N; billedHours: N }>
  | Step<'computeOnDemand', { gpus: N; billedHours: N; pricePerGpuHour: N; compute: N }>
  | Step<'computeSpot', { gpus: N; billedHours: N; overheadPct: N; pricePerGpuHour: N; discountPct: N; compute: N }>
  | Step<'computeReserved', { gpus: N; hoursPerMonth: N; pricePerGpuHour: N; discountPct: N; compute: N }>
  | Step<'computeMonthly', { gpus: N; pricePerGpu: N; compute: N }>
  | Step<'computeWeekly', { gpus: N; pricePerGpu: N; compute: N }>
  | Step<
      'storage',
      {
        hotGB: N;
        hotPricePerGBMonth: N;
        coldGB: N;
        coldPricePerGBMonth: N;
        egressGBPerMonth: N;
        egressPricePerGB: N;
        storage: N;
      }
    >
  | Step<'computeTotal', { horizonMonths: N; compute: N; total: N }>
  | Step<'storageTotal', { horizonMonths: N; storage: N; total: N }>
  | Step<'rentTotal', { compute: N; storage: N; total: N }>;

/** Whole increments a session is billed, with the engine's tolerance for floating-point noise. */
function incrementsOf(sessionMinutes: number, incrementMinutes: number): number {
  if (sessionMinutes <= 0) return 0;
  const n = sessionMinutes / incrementMinutes;
  return Math.max(1, Math.ceil(n - 1e-9 * Math.max(1, n)));
}

function computeStep(scenario: Scenario, result: Result, billedHours: number): RentStep {
  const { gpus } = scenario.workload;
  const rent = scenario.rent;
  const compute = result.rent.perMonth.compute;
  switch (rent.plan) {
    case 'on-demand':
      return { id: 'computeOnDemand', values: { gpus, billedHours, pricePerGpuHour: rent.pricePerGpuHour, compute } };
    case 'spot':
      return {
        id: 'computeSpot',
        values: {
          gpus,
          billedHours,
          overheadPct: rent.spotOverheadPct,
          pricePerGpuHour: rent.pricePerGpuHour,
          discountPct: rent.spotDiscountPct,
          compute,
        },
      };
    case 'reserved':
      return {
        id: 'computeReserved',
        values: {
          gpus,
          hoursPerMonth: HOURS_PER_MONTH,
          pricePerGpuHour: rent.pricePerGpuHour,
          discountPct: rent.reservedDiscountPct,
          compute,
        },
      };
    case 'monthly':
      return { id: 'computeMonthly', values: { gpus, pricePerGpu: rent.monthlyPricePerGpu ?? 0, compute } };
    case 'weekly':
      return { id: 'computeWeekly', values: { gpus, pricePerGpu: rent.weeklyPricePerGpu ?? 0, compute } };
  }
}

export function explainRent(scenario: Scenario, result: Result): RentStep[] {
  const { hoursPerDay, daysPerYear, sessionsPerDay } = scenario.workload;
  const rent = scenario.rent;
  const H = scenario.horizonMonths;
  const billedHours = billedHoursPerGpu(scenario);
  const steps: RentStep[] = [];
  // reserved, monthly and weekly cards are paid for every hour: sessions and billing do not matter
  if (rent.plan === 'on-demand' || rent.plan === 'spot') {
    const sessionMinutes = (hoursPerDay * 60) / sessionsPerDay;
    const billedMinutes = result.rent.billedMinutesPerSession;
    steps.push(
      { id: 'sessionMinutes', values: { hoursPerDay, sessionsPerDay, sessionMinutes } },
      {
        id: 'billedMinutes',
        values: {
          sessionMinutes,
          incrementMinutes: rent.billingIncrementMinutes,
          increments: incrementsOf(sessionMinutes, rent.billingIncrementMinutes),
          minimumMinutes: rent.minimumMinutes,
          billedMinutes,
        },
      },
      { id: 'billedHours', values: { daysPerYear, sessionsPerDay, billedMinutes, billedHours } },
    );
  }
  const { perMonth, breakdown } = result.rent;
  steps.push(
    computeStep(scenario, result, billedHours),
    { id: 'storage', values: { ...rent.storage, storage: perMonth.storage } },
    { id: 'computeTotal', values: { horizonMonths: H, compute: perMonth.compute, total: breakdown.compute } },
    { id: 'storageTotal', values: { horizonMonths: H, storage: perMonth.storage, total: breakdown.storage } },
    { id: 'rentTotal', values: { compute: breakdown.compute, storage: breakdown.storage, total: result.rent.total } },
  );
  return steps;
}
