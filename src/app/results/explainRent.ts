// The rented side of "how this is computed": sessions, billing, the plan's price, storage, the total.
// Version 2's options (speed ratio, whole instances, cloud VAT, a reservation term, falling prices)
// each add or swap a step only when they change a figure, so a version 1 scenario reads as before.
import { dailyFigures } from '../../engine/figures/daily.ts';
import { billedHoursPerGpu, HOURS_PER_MONTH, type Result, type Scenario } from '../../engine/index.ts';
import type { Step } from './explainOwn.ts';
import { cloudVatOf, monthsPaidOf, priceFactorOf, rentedCardsOf, sessionMinutesOf } from './figures.ts';

type N = number;

export type RentStep =
  | Step<'rentedCards', { gpus: N; gpusPerInstance: N; rentedCards: N }>
  | Step<'sessionMinutes', { hoursPerDay: N; sessionsPerDay: N; sessionMinutes: N }>
  | Step<'sessionMinutesSpeed', { hoursPerDay: N; sessionsPerDay: N; speedRatio: N; sessionMinutes: N }>
  | Step<
      'billedMinutes',
      { sessionMinutes: N; incrementMinutes: N; increments: N; minimumMinutes: N; billedMinutes: N }
    >
  /** a session of no time at all bills nothing, whatever the minimum */
  | Step<'billedMinutesNone', { minimumMinutes: N }>
  | Step<'billedHours', { daysPerYear: N; sessionsPerDay: N; billedMinutes: N; billedHours: N }>
  | Step<'computeOnDemand', { gpus: N; billedHours: N; pricePerGpuHour: N; compute: N }>
  | Step<'computeSpot', { gpus: N; billedHours: N; overheadPct: N; pricePerGpuHour: N; discountPct: N; compute: N }>
  | Step<'computeReserved', { gpus: N; hoursPerMonth: N; pricePerGpuHour: N; discountPct: N; compute: N }>
  | Step<'computeMonthly', { gpus: N; pricePerGpu: N; compute: N }>
  | Step<'computeWeekly', { gpus: N; pricePerGpu: N; compute: N }>
  /** compute of a month before and with cloud VAT that is not recovered */
  | Step<'computeVat', { net: N; vatPct: N; compute: N }>
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
  | Step<'storageVat', { net: N; vatPct: N; storage: N }>
  | Step<'cloudVatRecovered', { vatPct: N }>
  /** a reservation paid in whole terms, the last one in full */
  | Step<'reservedMonths', { horizonMonths: N; termMonths: N; monthsPaid: N }>
  /** falling prices: month m at f^(m − 1) of today's, added up over the horizon */
  | Step<'rentPriceFall', { doublingMonths: N; monthlyFactor: N; horizonMonths: N; endFactor: N; weightedMonths: N }>
  /** falling prices under a term: each term at the factor of its first month */
  | Step<
      'rentPriceFallTerm',
      { doublingMonths: N; monthlyFactor: N; termMonths: N; termFactors: readonly N[]; weightedMonths: N }
    >
  | Step<'computeTotal', { horizonMonths: N; compute: N; total: N }>
  | Step<'computeTotalWeighted', { months: N; compute: N; total: N }>
  | Step<'storageTotal', { horizonMonths: N; storage: N; total: N }>
  | Step<'rentTotal', { compute: N; storage: N; total: N }>
  /** the rent total spread over the horizon's years (the engine's dailyFigures) */
  | Step<'rentPerYear', { total: N; horizonMonths: N; years: N; perYear: N }>;

/** Whole increments a session is billed, with the engine's tolerance for floating-point noise. */
function incrementsOf(sessionMinutes: number, incrementMinutes: number): number {
  if (sessionMinutes <= 0) return 0;
  const n = sessionMinutes / incrementMinutes;
  return Math.max(1, Math.ceil(n - 1e-9 * Math.max(1, n)));
}

/** The plan's compute of a month, before cloud VAT (`compute`). */
function computeStep(scenario: Scenario, compute: number, billedHours: number): RentStep {
  const gpus = rentedCardsOf(scenario);
  const rent = scenario.rent;
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

function sessionSteps(scenario: Scenario, result: Result, billedHours: number): RentStep[] {
  const { hoursPerDay, daysPerYear, sessionsPerDay } = scenario.workload;
  const rent = scenario.rent;
  const sessionMinutes = sessionMinutesOf(scenario);
  const billedMinutes = result.rent.billedMinutesPerSession;
  return [
    rent.speedRatio === 1
      ? { id: 'sessionMinutes', values: { hoursPerDay, sessionsPerDay, sessionMinutes } }
      : {
          id: 'sessionMinutesSpeed',
          values: { hoursPerDay, sessionsPerDay, speedRatio: rent.speedRatio, sessionMinutes },
        },
    sessionMinutes <= 0 && rent.minimumMinutes > 0
      ? { id: 'billedMinutesNone', values: { minimumMinutes: rent.minimumMinutes } }
      : {
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
  ];
}

/** The months of compute paid, each at its share of today's price, when that is not simply H. */
function monthsPaidSteps(scenario: Scenario): RentStep[] {
  const H = scenario.horizonMonths;
  const months = monthsPaidOf(scenario);
  const { termMonths, fall, weighted: weightedMonths } = months;
  const steps: RentStep[] = [];
  if (termMonths !== null) {
    steps.push({ id: 'reservedMonths', values: { horizonMonths: H, termMonths, monthsPaid: months.paid } });
  }
  if (fall === 1) return steps;
  const doublingMonths = scenario.obsolescence?.doublingMonths ?? 0;
  if (termMonths === null) {
    steps.push({
      id: 'rentPriceFall',
      values: { doublingMonths, monthlyFactor: fall, horizonMonths: H, endFactor: fall ** H, weightedMonths },
    });
  } else {
    const terms = months.paid / termMonths;
    const termFactors = Array.from({ length: terms }, (_, k) => priceFactorOf(months, k * termMonths + 1));
    steps.push({
      id: 'rentPriceFallTerm',
      values: { doublingMonths, monthlyFactor: fall, termMonths, termFactors, weightedMonths },
    });
  }
  return steps;
}

export function explainRent(scenario: Scenario, result: Result): RentStep[] {
  const { gpus } = scenario.workload;
  const rent = scenario.rent;
  const { cloudVatPct, cloudVatRecoverable } = scenario.tax;
  const H = scenario.horizonMonths;
  const billedHours = billedHoursPerGpu(scenario);
  const vat = cloudVatOf(scenario);
  const { perMonth, breakdown } = result.rent;
  const steps: RentStep[] = [];
  if (rent.gpusPerInstance !== 1) {
    steps.push({
      id: 'rentedCards',
      values: { gpus, gpusPerInstance: rent.gpusPerInstance, rentedCards: rentedCardsOf(scenario) },
    });
  }
  // reserved, monthly and weekly cards are paid for every hour: sessions and billing do not matter
  if (rent.plan === 'on-demand' || rent.plan === 'spot') steps.push(...sessionSteps(scenario, result, billedHours));
  if (vat === 1) {
    steps.push(computeStep(scenario, perMonth.compute, billedHours), {
      id: 'storage',
      values: { ...rent.storage, storage: perMonth.storage },
    });
    if (cloudVatPct > 0 && cloudVatRecoverable)
      steps.push({ id: 'cloudVatRecovered', values: { vatPct: cloudVatPct } });
  } else {
    const netCompute = perMonth.compute / vat;
    const netStorage = perMonth.storage / vat;
    steps.push(
      computeStep(scenario, netCompute, billedHours),
      { id: 'computeVat', values: { net: netCompute, vatPct: cloudVatPct, compute: perMonth.compute } },
      { id: 'storage', values: { ...rent.storage, storage: netStorage } },
    );
    if (netStorage > 0) {
      steps.push({ id: 'storageVat', values: { net: netStorage, vatPct: cloudVatPct, storage: perMonth.storage } });
    }
  }
  const paidSteps = monthsPaidSteps(scenario);
  const months = monthsPaidOf(scenario).weighted;
  steps.push(
    ...paidSteps,
    paidSteps.length === 0
      ? { id: 'computeTotal', values: { horizonMonths: H, compute: perMonth.compute, total: breakdown.compute } }
      : { id: 'computeTotalWeighted', values: { months, compute: perMonth.compute, total: breakdown.compute } },
    { id: 'storageTotal', values: { horizonMonths: H, storage: perMonth.storage, total: breakdown.storage } },
    { id: 'rentTotal', values: { compute: breakdown.compute, storage: breakdown.storage, total: result.rent.total } },
    {
      id: 'rentPerYear',
      values: {
        total: result.rent.total,
        horizonMonths: H,
        years: H / 12,
        perYear: dailyFigures(result, H).rentPerYear,
      },
    },
  );
  return steps;
}
