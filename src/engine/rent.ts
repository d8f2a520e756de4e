// Rented side: billing increments, minimums and sessions, the five plans, storage.
import { vatFactor } from './own.ts';
import type { Plan, Scenario } from './scenario/schema.ts';
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

/** Cards rented: the workload's, rounded up to whole instances. */
export function rentedCards(scenario: Scenario): number {
  const perInstance = scenario.rent.gpusPerInstance;
  return Math.ceil(scenario.workload.gpus / perInstance) * perInstance;
}

/** Minutes one rented card works in one session: the owned card's busy time ÷ the speed ratio. */
export function rentedSessionMinutes(scenario: Scenario, hoursPerDay: number = scenario.workload.hoursPerDay): number {
  return (hoursPerDay * 60) / scenario.workload.sessionsPerDay / scenario.rent.speedRatio;
}

/** Multiplier for cloud VAT that cannot be recovered. */
export function cloudVat(scenario: Scenario): number {
  return vatFactor(scenario.tax.cloudVatPct, scenario.tax.cloudVatRecoverable);
}

/** Billed hours of one card in a month at the given busy hours a day. */
export function billedHoursPerGpu(scenario: Scenario, hoursPerDay: number = scenario.workload.hoursPerDay): number {
  const { daysPerYear, sessionsPerDay } = scenario.workload;
  const session = rentedSessionMinutes(scenario, hoursPerDay);
  const billed = billedMinutes(session, scenario.rent.billingIncrementMinutes, scenario.rent.minimumMinutes);
  return ((daysPerYear / MONTHS_PER_YEAR) * sessionsPerDay * billed) / 60;
}

/** Compute cost of one month under the scenario's plan at the given busy hours a day, with cloud VAT. */
export function computePerMonth(scenario: Scenario, hoursPerDay: number = scenario.workload.hoursPerDay): number {
  return netComputePerMonth(scenario, hoursPerDay) * cloudVat(scenario);
}

function netComputePerMonth(scenario: Scenario, hoursPerDay: number): number {
  const gpus = rentedCards(scenario);
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
  return (
    (s.hotGB * s.hotPricePerGBMonth + s.coldGB * s.coldPricePerGBMonth + s.egressGBPerMonth * s.egressPricePerGB) *
    cloudVat(scenario)
  );
}

/**
 * Months of a reserved plan paid for over the horizon: the horizon itself without a commitment term,
 * otherwise whole terms, the last one paid in full even where it runs past the horizon.
 */
export function reservedMonthsPaid(scenario: Scenario): number {
  const H = scenario.horizonMonths;
  const term = scenario.rent.reservedTermYears;
  if (scenario.rent.plan !== 'reserved' || term === null) return H;
  const termMonths = term * MONTHS_PER_YEAR;
  return Math.ceil(H / termMonths) * termMonths;
}

export function rentPerMonth(scenario: Scenario): RentPerMonth {
  const { hoursPerDay } = scenario.workload;
  const gpus = rentedCards(scenario);
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
      rentedSessionMinutes(scenario, hoursPerDay),
      rent.billingIncrementMinutes,
      rent.minimumMinutes,
    ),
    billedGpuHours,
    compute: computePerMonth(scenario),
    storage: storagePerMonth(scenario),
  };
}

/** Monthly factor by which rental prices fall under obsolescence: 0.5^(1/P), or 1 when they do not. */
export function monthlyPriceFall(scenario: Scenario): number {
  const obs = scenario.obsolescence;
  return obs?.rentPricesFall ? 0.5 ** (1 / obs.doublingMonths) : 1;
}

/**
 * The price of compute in month m as a share of today's. Prices fall month by month under
 * obsolescence; a reservation with a term keeps the price of the month its term began.
 */
export function computePriceFactor(scenario: Scenario, month: number): number {
  const fall = monthlyPriceFall(scenario);
  if (fall === 1) return 1;
  const term = scenario.rent.plan === 'reserved' ? scenario.rent.reservedTermYears : null;
  const termMonths = term === null ? 1 : term * MONTHS_PER_YEAR;
  const start = Math.floor((month - 1) / termMonths) * termMonths;
  return fall ** start;
}

/**
 * The months of compute paid over the horizon, each weighted by its price factor: H when prices stand
 * still and nothing is committed past the horizon. The months of a reservation past the horizon are
 * paid at the end of it, at their term's price.
 */
export function computeMonthsPaid(scenario: Scenario): { inHorizon: number; pastHorizon: number } {
  const H = scenario.horizonMonths;
  let inHorizon = H;
  if (monthlyPriceFall(scenario) !== 1) {
    inHorizon = 0;
    for (let m = 1; m <= H; m += 1) inHorizon += computePriceFactor(scenario, m);
  }
  const extra = reservedMonthsPaid(scenario) - H;
  return { inHorizon, pastHorizon: extra > 0 ? extra * computePriceFactor(scenario, H + 1) : 0 };
}

/** Whether a plan can be priced: monthly and weekly plans need their own price. */
/**
 * What a plan saves against on demand, as a share of on demand's total (negative when it costs more);
 * null when either total is missing or on demand costs nothing.
 */
export function savedPctVsOnDemand(total: number | null, onDemand: number | null): number | null {
  return total === null || onDemand === null || onDemand <= 0 ? null : ((onDemand - total) / onDemand) * 100;
}

export function hasPlanPrice(scenario: Scenario, plan: Plan): boolean {
  if (plan === 'monthly') return scenario.rent.monthlyPricePerGpu !== null;
  if (plan === 'weekly') return scenario.rent.weeklyPricePerGpu !== null;
  return true;
}
