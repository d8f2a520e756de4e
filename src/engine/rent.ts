// Rented side: billing increments, minimums and sessions, the five plans, storage.
import type { Scenario } from './scenario/schema.ts';
import { HOURS_PER_MONTH, MONTHS_PER_YEAR } from './units.ts';

export interface RentPerMonth {
  /** billed minutes of one session */
  readonly billedMinutesPerSession: number;
  /** card-hours paid for in a month, all cards together */
  readonly billedGpuHours: number;
  readonly compute: number;
  readonly storage: number;
}

/**
 * Minutes billed for one session: whole increments, with a relative tolerance so that floating-point
 * noise (18.000000000000004 minutes) does not round up to the next increment, and never less than
 * the minimum. A session that lasts any time at all bills at least one increment.
 */
export function billedMinutes(sessionMinutes: number, incrementMinutes: number, minimumMinutes: number): number {
  if (sessionMinutes <= 0) return 0;
  const n = sessionMinutes / incrementMinutes;
  const increments = Math.max(1, Math.ceil(n - 1e-9 * Math.max(1, n)));
  return Math.max(minimumMinutes, increments * incrementMinutes);
}

/** Billed hours of one card in a month at the given busy hours a day. */
export function billedHoursPerGpu(scenario: Scenario, hoursPerDay: number = scenario.workload.hoursPerDay): number {
  const { daysPerYear, sessionsPerDay } = scenario.workload;
  const session = (hoursPerDay * 60) / sessionsPerDay;
  const billed = billedMinutes(session, scenario.rent.billingIncrementMinutes, scenario.rent.minimumMinutes);
  return ((daysPerYear / MONTHS_PER_YEAR) * sessionsPerDay * billed) / 60;
}

/** Compute cost of one month under the scenario's plan at the given busy hours a day. */
export function computePerMonth(scenario: Scenario, hoursPerDay: number = scenario.workload.hoursPerDay): number {
  const { gpus } = scenario.workload;
  const rent = scenario.rent;
  switch (rent.plan) {
    case 'on-demand':
      return gpus * billedHoursPerGpu(scenario, hoursPerDay) * rent.pricePerGpuHour;
    case 'reserved':
      return gpus * HOURS_PER_MONTH * rent.pricePerGpuHour * (1 - rent.reservedDiscountPct / 100);
    case 'monthly':
      return gpus * (rent.monthlyPricePerGpu ?? 0);
    case 'weekly':
      return (gpus * (rent.weeklyPricePerGpu ?? 0) * 365) / 7 / MONTHS_PER_YEAR;
    case 'spot':
      return (
        gpus *
        billedHoursPerGpu(scenario, hoursPerDay) *
        (1 + rent.spotOverheadPct / 100) *
        rent.pricePerGpuHour *
        (1 - rent.spotDiscountPct / 100)
      );
  }
}

export function storagePerMonth(scenario: Scenario): number {
  const s = scenario.rent.storage;
  return s.hotGB * s.hotPricePerGBMonth + s.coldGB * s.coldPricePerGBMonth + s.egressGBPerMonth * s.egressPricePerGB;
}

export function rentPerMonth(scenario: Scenario): RentPerMonth {
  const { gpus, hoursPerDay, sessionsPerDay } = scenario.workload;
  const rent = scenario.rent;
  const perGpu = billedHoursPerGpu(scenario);
  let billedGpuHours: number;
  switch (rent.plan) {
    case 'on-demand':
      billedGpuHours = gpus * perGpu;
      break;
    case 'spot':
      billedGpuHours = gpus * perGpu * (1 + rent.spotOverheadPct / 100);
      break;
    default:
      billedGpuHours = gpus * HOURS_PER_MONTH;
  }
  return {
    billedMinutesPerSession: billedMinutes(
      (hoursPerDay * 60) / sessionsPerDay,
      rent.billingIncrementMinutes,
      rent.minimumMinutes,
    ),
    billedGpuHours,
    compute: computePerMonth(scenario),
    storage: storagePerMonth(scenario),
  };
}
