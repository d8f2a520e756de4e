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

export function capitalOf(scenario: Scenario): number {
  return serverCount(scenario) * scenario.own.serverPrice + scenario.own.setupCost;
}

/** Energy in kWh for one month at the given busy hours a day (the scenario's own by default). */
export function energyPerMonthKWh(scenario: Scenario, hoursPerDay: number = scenario.workload.hoursPerDay): number {
  const { gpus, daysPerYear } = scenario.workload;
  const { gpuWatts, idleGpuWatts, serverBaseWatts, pue, alwaysOn } = scenario.own.power;
  const servers = serverCount(scenario);
  const spareCards = servers * scenario.own.gpusPerServer - gpus;
  const busy = (hoursPerDay * daysPerYear) / MONTHS_PER_YEAR;
  const idle = alwaysOn ? HOURS_PER_MONTH - busy : 0;
  const on = alwaysOn ? HOURS_PER_MONTH : busy;
  const wattHours =
    gpus * (busy * gpuWatts + idle * idleGpuWatts) + spareCards * on * idleGpuWatts + servers * serverBaseWatts * on;
  return (pue / 1000) * wattHours;
}

export function opsPerMonth(scenario: Scenario): number {
  const ops = scenario.own.ops;
  return (
    ops.staffPerYear / MONTHS_PER_YEAR +
    (capitalOf(scenario) * ops.maintenancePctPerYear) / 100 / MONTHS_PER_YEAR +
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
    power: energyKWh * scenario.own.power.pricePerKWh,
    ops: opsPerMonth(scenario),
  };
}
