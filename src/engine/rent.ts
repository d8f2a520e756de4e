// Rented side: billing increments, minimums and sessions, the five plans, storage. Each function can
// record the steps it takes into a Recorder ("How this is computed"); without one it records nothing.

import { later, pathMoves } from './later.ts';
import { vatFactor } from './own.ts';
import type { Recorder, StepPart } from './record/steps.ts';
import type { Plan, Scenario } from './scenario/schema.ts';
import { HOURS_PER_MONTH, MONTHS_PER_YEAR, RELATIVE_TOLERANCE } from './units.ts';

interface RentPerMonth {
  /** billed minutes of one session */
  readonly billedMinutesPerSession: number;
  /** card-hours paid for in a month, all cards together */
  readonly billedGpuHours: number;
  readonly compute: number;
  readonly storage: number;
  /** engineer time renting needs a month */
  readonly staff: number;
}

/**
 * Minutes billed for one session: whole increments, with a relative tolerance so that floating-point
 * noise (18.000000000000004 minutes) does not round up to the next increment, and never less than
 * the minimum. A session that lasts any time at all bills at least one increment.
 */
export function billedMinutes(
  sessionMinutes: number,
  incrementMinutes: number,
  minimumMinutes: number,
  rec?: Recorder,
): number {
  const n = sessionMinutes / incrementMinutes;
  const increments = sessionMinutes <= 0 ? 0 : Math.max(1, Math.ceil(n - 1e-9 * Math.max(1, n)));
  const billed = sessionMinutes <= 0 ? 0 : Math.max(minimumMinutes, increments * incrementMinutes);
  if (sessionMinutes <= 0 && minimumMinutes > 0) rec?.('billedMinutesNone', { minimumMinutes });
  else rec?.('billedMinutes', { minimumMinutes, sessionMinutes, incrementMinutes, increments, billedMinutes: billed });
  return billed;
}

/** Plans that pay for every hour of a card, busy or not. */
export type FlatPlan = 'reserved' | 'monthly' | 'weekly';

export function isFlatPlan(plan: Plan): plan is FlatPlan {
  return plan === 'reserved' || plan === 'monthly' || plan === 'weekly';
}

/** x rounded up to a whole number, where floating-point noise (30.000000000000004) does not count. */
function wholeUp(x: number): number {
  return Math.max(0, Math.ceil(x - RELATIVE_TOLERANCE * Math.max(1, x)));
}

/** Whole instances of `gpusPerInstance` that hold `cards` cards. */
export function wholeInstances(cards: number, gpusPerInstance: number): number {
  return wholeUp(cards / gpusPerInstance);
}

/**
 * Cards rented for the work of `gpus` owned cards, in whole instances. Plans billed by the hour rent a
 * card for each owned one and bill its sessions shortened by the speed ratio. A flat plan pays every
 * hour of a card whatever it does, so it rents the cards the work needs at the rented card's speed,
 * ⌈gpus ÷ speedRatio⌉ (more than gpus when the rented card is slower): both sides then do the same work.
 * This assumes the work spreads over fewer, faster cards within the same hours, as throughput and batch
 * work does; a job that needs gpus cards at once (for their memory) does not.
 */
export function rentedCardsFor(
  gpus: number,
  rent: Pick<Scenario['rent'], 'plan' | 'speedRatio' | 'gpusPerInstance'>,
  rec?: Recorder,
): number {
  const { speedRatio, gpusPerInstance } = rent;
  let needed = wholeUp(gpus);
  if (isFlatPlan(rent.plan) && speedRatio !== 1) {
    needed = wholeUp(gpus / speedRatio);
    rec?.('rentedCardsSpeed', { gpus, speedRatio, neededCards: needed });
  }
  const cards = wholeInstances(needed, gpusPerInstance) * gpusPerInstance;
  if (gpusPerInstance !== 1) rec?.('rentedCards', { gpus: needed, gpusPerInstance, rentedCards: cards });
  return cards;
}

/** Cards rented for the scenario's workload under its plan (see rentedCardsFor). */
export function rentedCards(scenario: Scenario, rec?: Recorder): number {
  return rentedCardsFor(scenario.workload.gpus, scenario.rent, rec);
}

/** Minutes one rented card works in one session: the owned card's busy time ÷ the speed ratio. */
export function rentedSessionMinutes(
  scenario: Scenario,
  hoursPerDay: number = scenario.workload.hoursPerDay,
  rec?: Recorder,
): number {
  const { sessionsPerDay } = scenario.workload;
  const { speedRatio } = scenario.rent;
  const sessionMinutes = (hoursPerDay * 60) / sessionsPerDay / speedRatio;
  if (speedRatio === 1) rec?.('sessionMinutes', { hoursPerDay, sessionsPerDay, sessionMinutes });
  else rec?.('sessionMinutesSpeed', { hoursPerDay, sessionsPerDay, speedRatio, sessionMinutes });
  return sessionMinutes;
}

/** Multiplier for cloud VAT that cannot be recovered. */
export function cloudVat(scenario: Scenario): number {
  return vatFactor(scenario.tax.cloudVatPct, scenario.tax.cloudVatRecoverable);
}

/** Billed hours of one card in a month at the given busy hours a day. */
export function billedHoursPerGpu(
  scenario: Scenario,
  hoursPerDay: number = scenario.workload.hoursPerDay,
  rec?: Recorder,
): number {
  const { daysPerYear, sessionsPerDay } = scenario.workload;
  const session = rentedSessionMinutes(scenario, hoursPerDay, rec);
  const billed = billedMinutes(session, scenario.rent.billingIncrementMinutes, scenario.rent.minimumMinutes, rec);
  const billedHours = ((daysPerYear / MONTHS_PER_YEAR) * sessionsPerDay * billed) / 60;
  rec?.('billedHours', { daysPerYear, sessionsPerDay, billedMinutes: billed, billedHours });
  return billedHours;
}

/** Compute cost of one month under the scenario's plan at the given busy hours a day, with cloud VAT. */
export function computePerMonth(
  scenario: Scenario,
  hoursPerDay: number = scenario.workload.hoursPerDay,
  rec?: Recorder,
): number {
  const net = netComputePerMonth(scenario, hoursPerDay, rec);
  const vat = cloudVat(scenario);
  const compute = net * vat;
  if (vat !== 1) rec?.('computeVat', { net, vatPct: scenario.tax.cloudVatPct, compute });
  return compute;
}

function netComputePerMonth(scenario: Scenario, hoursPerDay: number, rec?: Recorder): number {
  const gpus = rentedCards(scenario, rec);
  const rent = scenario.rent;
  const { pricePerGpuHour } = rent;
  switch (rent.plan) {
    case 'on-demand': {
      const billedHours = billedHoursPerGpu(scenario, hoursPerDay, rec);
      const compute = gpus * billedHours * pricePerGpuHour;
      rec?.('computeOnDemand', { gpus, billedHours, pricePerGpuHour, compute });
      return compute;
    }
    case 'reserved': {
      const discountPct = rent.reservedDiscountPct;
      const compute = gpus * HOURS_PER_MONTH * pricePerGpuHour * (1 - discountPct / 100);
      rec?.('computeReserved', { gpus, hoursPerMonth: HOURS_PER_MONTH, pricePerGpuHour, discountPct, compute });
      return compute;
    }
    case 'monthly': {
      const pricePerGpu = rent.monthlyPricePerGpu ?? 0;
      const compute = gpus * pricePerGpu;
      rec?.('computeMonthly', { gpus, pricePerGpu, compute });
      return compute;
    }
    case 'weekly': {
      const pricePerGpu = rent.weeklyPricePerGpu ?? 0;
      const compute = (gpus * pricePerGpu * 365) / 7 / MONTHS_PER_YEAR;
      rec?.('computeWeekly', { gpus, pricePerGpu, compute });
      return compute;
    }
    case 'spot': {
      const billedHours = billedHoursPerGpu(scenario, hoursPerDay, rec);
      const { spotOverheadPct: overheadPct, spotDiscountPct: discountPct } = rent;
      const compute = gpus * billedHours * (1 + overheadPct / 100) * pricePerGpuHour * (1 - discountPct / 100);
      rec?.('computeSpot', { gpus, billedHours, overheadPct, pricePerGpuHour, discountPct, compute });
      return compute;
    }
  }
}

export function storagePerMonth(scenario: Scenario, rec?: Recorder): number {
  const s = scenario.rent.storage;
  const hot = s.hotGB * s.hotPricePerGBMonth;
  const cold = s.coldGB * s.coldPricePerGBMonth;
  const egress = s.egressGBPerMonth * s.egressPricePerGB;
  const net = hot + cold + egress;
  const vat = cloudVat(scenario);
  const storage = net * vat;
  if (rec) {
    const parts: StepPart<'storage'>[] = [];
    if (s.hotGB > 0)
      parts.push({ id: 'hot', values: { hotGB: s.hotGB, hotPricePerGBMonth: s.hotPricePerGBMonth }, amount: hot });
    if (s.coldGB > 0) {
      parts.push({
        id: 'cold',
        values: { coldGB: s.coldGB, coldPricePerGBMonth: s.coldPricePerGBMonth },
        amount: cold,
      });
    }
    if (s.egressGBPerMonth > 0) {
      const values = { egressGBPerMonth: s.egressGBPerMonth, egressPricePerGB: s.egressPricePerGB };
      parts.push({ id: 'egress', values, amount: egress });
    }
    rec('storage', { storage: net }, parts);
    if (vat !== 1 && net > 0) rec('storageVat', { net, vatPct: scenario.tax.cloudVatPct, storage });
  }
  return storage;
}

/**
 * Months of a reserved plan paid for over the horizon: the horizon itself without a commitment term,
 * otherwise whole terms, the last one paid in full even where it runs past the horizon.
 */
export function reservedMonthsPaid(scenario: Scenario): number {
  if (scenario.rent.plan !== 'reserved') return scenario.horizonMonths;
  return termMonthsPaid(scenario);
}

/** Months a reservation with the scenario's term would pay for over the horizon, whatever its plan. */
export function termMonthsPaid(scenario: Scenario): number {
  const H = scenario.horizonMonths;
  const term = scenario.rent.reservedTermYears;
  if (term === null) return H;
  const termMonths = term * MONTHS_PER_YEAR;
  return Math.ceil(H / termMonths) * termMonths;
}

export function rentPerMonth(scenario: Scenario, rec?: Recorder): RentPerMonth {
  const { hoursPerDay } = scenario.workload;
  const { cloudVatPct, cloudVatRecoverable } = scenario.tax;
  const compute = computePerMonth(scenario, hoursPerDay, rec);
  const storage = storagePerMonth(scenario, rec);
  if (cloudVatPct > 0 && cloudVatRecoverable) rec?.('cloudVatRecovered', { vatPct: cloudVatPct });
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
    compute,
    storage,
    staff: scenario.rent.staffPerYear / MONTHS_PER_YEAR,
  };
}

/** The scenario with its plan on demand: what cards down for repair are rented on. */
export function onDemandOf(scenario: Scenario): Scenario {
  return { ...scenario, rent: { ...scenario.rent, plan: 'on-demand' } };
}

/**
 * What the owned side rents when its cards are down, a month: the unavailable share of the workload's
 * busy hours on demand at the scenario's card-hour price (an outage is not planned for, so no
 * reservation or monthly plan covers it), or nothing when the work waits.
 */
export function downtimeComputePerMonth(scenario: Scenario, availability: number, rec?: Recorder): number {
  if (scenario.own.failureCover === 'wait' || availability >= 1) return 0;
  const full = computePerMonth(onDemandOf(scenario));
  const downtime = (1 - availability) * full;
  rec?.('downtime', { availabilityPct: availability * 100, onDemand: full, downtime });
  return downtime;
}

/** Monthly factor by which rental prices fall under obsolescence: 0.5^(1/P), or 1 when they do not. */
export function monthlyPriceFall(scenario: Scenario): number {
  const obs = scenario.obsolescence;
  return obs?.rentPricesFall ? 0.5 ** (1 / obs.doublingMonths) : 1;
}

/**
 * How rental prices move: along the scenario's price path (format version 8), with the obsolescence
 * tool's fall, or not at all. The parser refuses both at once; a path that moves wins here regardless.
 */
export function priceMovement(scenario: Scenario): 'path' | 'obsolescence' | 'steady' {
  if (pathMoves(scenario.rent.pricePath)) return 'path';
  return monthlyPriceFall(scenario) === 1 ? 'steady' : 'obsolescence';
}

/** Whether rental prices stand still over the horizon. */
export function pricesSteady(scenario: Scenario): boolean {
  return priceMovement(scenario) === 'steady';
}

/** Month m's rental price as a share of today's, before any reservation holds it. */
function marketPriceFactor(scenario: Scenario, month: number): number {
  const movement = priceMovement(scenario);
  if (movement === 'path') return later().pricePath.pathFactor(scenario.rent.pricePath, month);
  return movement === 'obsolescence' ? monthlyPriceFall(scenario) ** (month - 1) : 1;
}

/**
 * The price of compute in month m as a share of today's: along the price path, or falling month by
 * month under obsolescence; a reservation with a term keeps the price of the month its term began.
 */
export function computePriceFactor(scenario: Scenario, month: number): number {
  if (pricesSteady(scenario)) return 1;
  const term = scenario.rent.plan === 'reserved' ? scenario.rent.reservedTermYears : null;
  const termMonths = term === null ? 1 : term * MONTHS_PER_YEAR;
  const start = Math.floor((month - 1) / termMonths) * termMonths;
  return marketPriceFactor(scenario, start + 1);
}

/**
 * The months of compute paid over the horizon, each weighted by its price factor: H when prices stand
 * still and nothing is committed past the horizon. The months of a reservation past the horizon are
 * paid at the end of it, at their term's price.
 */
export function computeMonthsPaid(scenario: Scenario): { inHorizon: number; pastHorizon: number } {
  const H = scenario.horizonMonths;
  let inHorizon = H;
  if (!pricesSteady(scenario)) {
    inHorizon = 0;
    for (let m = 1; m <= H; m += 1) inHorizon += computePriceFactor(scenario, m);
  }
  const extra = reservedMonthsPaid(scenario) - H;
  const pastHorizon = extra > 0 ? extra * computePriceFactor(scenario, H + 1) : 0;
  return { inHorizon, pastHorizon };
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
