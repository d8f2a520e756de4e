// The in-between figures of format version 2's options that "how this is computed" shows, worked out
// as docs/scenario-v2.md writes them. Why not the engine's own functions (rent.ts, own.ts)? They sit
// in the chunk the page loads before the verdict, and each one this lazy section imported would add
// an export to that chunk. Every total the steps reach is still the engine's result, and
// explainRedo.test.ts holds each figure here to those totals, step by step, for random scenarios.
import { HOURS_PER_MONTH, MONTHS_PER_YEAR, type Scenario } from '../../engine/index.ts';

/** The multiplier of value-added tax that is not recovered: 1 + rate, or 1 when recovered. */
export function vatFactor(ratePct: number, recoverable: boolean): number {
  return recoverable ? 1 : 1 + ratePct / 100;
}

export function cloudVatOf(scenario: Scenario): number {
  return vatFactor(scenario.tax.cloudVatPct, scenario.tax.cloudVatRecoverable);
}

/** Servers and setup, before hardware VAT. */
export function netCapitalOf(scenario: Scenario): number {
  const servers = Math.ceil(scenario.workload.gpus / scenario.own.gpusPerServer);
  return servers * scenario.own.serverPrice + scenario.own.setupCost;
}

/** Cards rented: the workload's, in whole instances. */
export function rentedCardsOf(scenario: Scenario): number {
  const perInstance = scenario.rent.gpusPerInstance;
  return Math.ceil(scenario.workload.gpus / perInstance) * perInstance;
}

/** One rented session's minutes: the owned card's busy time, shortened by a faster rented card. */
export function sessionMinutesOf(scenario: Scenario): number {
  const { hoursPerDay, sessionsPerDay } = scenario.workload;
  const minutes = (hoursPerDay * 60) / sessionsPerDay;
  return scenario.rent.speedRatio === 1 ? minutes : minutes / scenario.rent.speedRatio;
}

/** The salvage share the depreciation uses: halved every doubling period of the life when resale falls. */
export function salvagePctOf(scenario: Scenario): number {
  const { salvagePct, years } = scenario.own.depreciation;
  const obs = scenario.obsolescence;
  return obs?.resaleFalls ? salvagePct * 0.5 ** ((years * MONTHS_PER_YEAR) / obs.doublingMonths) : salvagePct;
}

export interface MonthsPaid {
  /** months of a reservation's term; null without one (or on another plan) */
  readonly termMonths: number | null;
  /** months paid: whole terms, or the horizon */
  readonly paid: number;
  /** the monthly factor of falling prices, 0.5^(1/P); 1 when they do not fall */
  readonly fall: number;
  /** the months paid, each at its share of today's price */
  readonly weighted: number;
}

/** The share of today's compute price paid in month m: a term keeps the price of its first month. */
export function priceFactorOf(months: MonthsPaid, month: number): number {
  if (months.fall === 1) return 1;
  const period = months.termMonths ?? 1;
  return months.fall ** (Math.floor((month - 1) / period) * period);
}

/** The months of compute paid over the horizon, as the engine adds them up (month by month). */
export function monthsPaidOf(scenario: Scenario): MonthsPaid {
  const H = scenario.horizonMonths;
  const term = scenario.rent.plan === 'reserved' ? scenario.rent.reservedTermYears : null;
  const termMonths = term === null ? null : term * MONTHS_PER_YEAR;
  const paid = termMonths === null ? H : Math.ceil(H / termMonths) * termMonths;
  const obs = scenario.obsolescence;
  const fall = obs?.rentPricesFall ? 0.5 ** (1 / obs.doublingMonths) : 1;
  const months = { termMonths, paid, fall, weighted: H };
  let inHorizon = H;
  if (fall !== 1) {
    inHorizon = 0;
    for (let m = 1; m <= H; m += 1) inHorizon += priceFactorOf(months, m);
  }
  const past = paid - H > 0 ? (paid - H) * priceFactorOf(months, H + 1) : 0;
  return { ...months, weighted: inHorizon + past };
}

export interface Electricity {
  readonly busyHours: number;
  readonly idleHours: number;
  /** kWh drawn in the busy hours and in the others (only while the servers stay on) */
  readonly busyKWh: number;
  readonly idleKWh: number;
  /** the tariff's peak hours in a month */
  readonly peakHours: number;
  /** busy hours at peak, as a share: the scenario's, cut to the month's peak hours */
  readonly busyShare: number;
  /** the peak hours the busy hours leave to the idle hours */
  readonly idlePeakHours: number;
  readonly busyPrice: number;
  readonly idlePrice: number;
  readonly power: number;
}

/** A month's electricity under a time-of-use tariff at the given busy hours a day; null without one. */
export function electricityOf(
  scenario: Scenario,
  hoursPerDay: number = scenario.workload.hoursPerDay,
): Electricity | null {
  const tou = scenario.own.power.timeOfUse;
  if (!tou) return null;
  const { gpus, daysPerYear } = scenario.workload;
  const { gpuWatts, idleGpuWatts, serverBaseWatts, pue, alwaysOn } = scenario.own.power;
  const servers = Math.ceil(gpus / scenario.own.gpusPerServer);
  const spare = servers * scenario.own.gpusPerServer - gpus;
  const busyHours = (hoursPerDay * daysPerYear) / MONTHS_PER_YEAR;
  const idleHours = alwaysOn ? HOURS_PER_MONTH - busyHours : 0;
  const busyKWh = (pue / 1000) * busyHours * (gpus * gpuWatts + spare * idleGpuWatts + servers * serverBaseWatts);
  const idleKWh = (pue / 1000) * idleHours * (gpus * idleGpuWatts + spare * idleGpuWatts + servers * serverBaseWatts);
  const peakHours = (tou.peakHoursPerDay * 365) / MONTHS_PER_YEAR;
  const wanted = tou.busyAtPeakPct / 100;
  const busyShare = busyHours > 0 ? Math.min(wanted, peakHours / busyHours) : wanted;
  const idlePeakHours = Math.max(0, Math.min(idleHours, peakHours - busyShare * busyHours));
  const idleShare = idleHours > 0 ? idlePeakHours / idleHours : 0;
  const at = (share: number) => share * tou.peakPricePerKWh + (1 - share) * tou.offPeakPricePerKWh;
  const busyPrice = at(busyShare);
  const idlePrice = at(idleShare);
  return {
    busyHours,
    idleHours,
    busyKWh,
    idleKWh,
    peakHours,
    busyShare,
    idlePeakHours,
    busyPrice,
    idlePrice,
    power: busyKWh * busyPrice + idleKWh * idlePrice,
  };
}
