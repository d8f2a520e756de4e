// Self-hosted side: servers, capital, energy, power and ops per month.
import type { Scenario } from './scenario/schema.ts';
import { HOURS_PER_MONTH, MONTHS_PER_YEAR } from './units.ts';

export interface OwnPerMonth {
  readonly servers: number;
  /** cards installed: whole servers, so at least the cards the workload needs */
  readonly cardsInstalled: number;
  /** capital of one purchase: servers plus setup */
  readonly capital: number;
  /** busy hours of one needed card in a month */
  readonly busyHoursPerGpu: number;
  readonly energyKWh: number;
  readonly power: number;
  readonly ops: number;
}

export function serverCount(scenario: Scenario): number {
  return Math.ceil(scenario.workload.gpus / scenario.own.gpusPerServer);
}

/** Servers plus setup, as priced (without value-added tax). */
export function netCapitalOf(scenario: Scenario): number {
  return serverCount(scenario) * scenario.own.serverPrice + scenario.own.setupCost;
}

/** Multiplier for value-added tax that cannot be recovered: 1 + rate, or 1 when recoverable or 0. */
export function vatFactor(ratePct: number, recoverable: boolean): number {
  return recoverable ? 1 : 1 + ratePct / 100;
}

/** Capital of one purchase: servers plus setup, with hardware VAT that is not recovered. */
export function capitalOf(scenario: Scenario): number {
  const { hardwareVatPct, hardwareVatRecoverable } = scenario.tax;
  return netCapitalOf(scenario) * vatFactor(hardwareVatPct, hardwareVatRecoverable);
}

export interface EnergySplit {
  /** kWh drawn in the busy hours (every card and server that is on then) */
  readonly busyKWh: number;
  /** kWh drawn in the other hours: only when the servers stay on */
  readonly idleKWh: number;
  /** busy and idle hours of a month */
  readonly busyHours: number;
  readonly idleHours: number;
}

/** A month's energy, split into what is drawn in busy hours and in idle hours. */
export function energySplit(scenario: Scenario, hoursPerDay: number = scenario.workload.hoursPerDay): EnergySplit {
  const { gpus, daysPerYear } = scenario.workload;
  const { gpuWatts, idleGpuWatts, serverBaseWatts, pue, alwaysOn } = scenario.own.power;
  const servers = serverCount(scenario);
  const spareCards = servers * scenario.own.gpusPerServer - gpus;
  const busy = (hoursPerDay * daysPerYear) / MONTHS_PER_YEAR;
  const idle = alwaysOn ? HOURS_PER_MONTH - busy : 0;
  const busyWattHours = busy * (gpus * gpuWatts + spareCards * idleGpuWatts + servers * serverBaseWatts);
  const idleWattHours = idle * (gpus * idleGpuWatts + spareCards * idleGpuWatts + servers * serverBaseWatts);
  return {
    busyKWh: (pue / 1000) * busyWattHours,
    idleKWh: (pue / 1000) * idleWattHours,
    busyHours: busy,
    idleHours: idle,
  };
}

/** Energy in kWh for one month at the given busy hours a day (the scenario's own by default). */
export function energyPerMonthKWh(scenario: Scenario, hoursPerDay: number = scenario.workload.hoursPerDay): number {
  const { busyKWh, idleKWh } = energySplit(scenario, hoursPerDay);
  return busyKWh + idleKWh;
}

/**
 * Price per kWh in busy hours and in idle hours. One price without a time-of-use tariff; with one,
 * busy hours pay the peak price for busyAtPeakPct of them (at most as many hours as the month has at
 * peak), and the idle hours share the peak hours that are left over the month.
 */
export function kWhPrices(scenario: Scenario, split: EnergySplit): { busy: number; idle: number } {
  const power = scenario.own.power;
  const tou = power.timeOfUse;
  if (!tou) return { busy: power.pricePerKWh, idle: power.pricePerKWh };
  const peakHours = (tou.peakHoursPerDay * 365) / MONTHS_PER_YEAR;
  // busy hours at peak cannot outnumber the month's peak hours (20 busy hours a day, all "at peak",
  // with 8 peak hours a day): the share is cut to what the tariff's peak hours hold
  const atPeak =
    split.busyHours > 0 ? Math.min(tou.busyAtPeakPct / 100, peakHours / split.busyHours) : tou.busyAtPeakPct / 100;
  const busy = atPeak * tou.peakPricePerKWh + (1 - atPeak) * tou.offPeakPricePerKWh;
  const idlePeakHours = Math.max(0, Math.min(split.idleHours, peakHours - atPeak * split.busyHours));
  const idleAtPeak = split.idleHours > 0 ? idlePeakHours / split.idleHours : 0;
  const idle = idleAtPeak * tou.peakPricePerKWh + (1 - idleAtPeak) * tou.offPeakPricePerKWh;
  return { busy, idle };
}

/** Electricity cost of one month at the given busy hours a day. */
export function powerCostPerMonth(scenario: Scenario, hoursPerDay: number = scenario.workload.hoursPerDay): number {
  const split = energySplit(scenario, hoursPerDay);
  if (!scenario.own.power.timeOfUse) return (split.busyKWh + split.idleKWh) * scenario.own.power.pricePerKWh;
  const price = kWhPrices(scenario, split);
  return split.busyKWh * price.busy + split.idleKWh * price.idle;
}

export function opsPerMonth(scenario: Scenario): number {
  const ops = scenario.own.ops;
  return (
    ops.staffPerYear / MONTHS_PER_YEAR +
    (netCapitalOf(scenario) * ops.maintenancePctPerYear) / 100 / MONTHS_PER_YEAR +
    ops.colocationPerMonth +
    ops.bandwidthPerMonth +
    ops.otherPerYear / MONTHS_PER_YEAR
  );
}

export function ownPerMonth(scenario: Scenario): OwnPerMonth {
  const servers = serverCount(scenario);
  const energyKWh = energyPerMonthKWh(scenario);
  return {
    servers,
    cardsInstalled: servers * scenario.own.gpusPerServer,
    capital: capitalOf(scenario),
    busyHoursPerGpu: (scenario.workload.hoursPerDay * scenario.workload.daysPerYear) / MONTHS_PER_YEAR,
    energyKWh,
    power: powerCostPerMonth(scenario),
    ops: opsPerMonth(scenario),
  };
}
