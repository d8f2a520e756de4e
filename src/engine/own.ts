// Self-hosted side: servers, capital, energy, power and ops per month. The capital, power and ops
// record their steps into a Recorder ("How this is computed") when given one; the energy's steps are
// told from energySplit's and kWhPrices' figures (explain/energy.ts).
import { later } from './later.ts';
import type { Recorder, StepPart } from './record/steps.ts';
import { derivedAvailabilityPct } from './scenario/market.ts';
import type { Scenario } from './scenario/schema.ts';
import { HOURS_PER_MONTH, MONTHS_PER_YEAR } from './units.ts';

interface OwnPerMonth {
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

/** A server's full draw in kW, its cards at work and its base: what colocation provisions for it. */
function serverKW(scenario: Scenario): number {
  const { gpuWatts, serverBaseWatts } = scenario.own.power;
  return (scenario.own.gpusPerServer * gpuWatts + serverBaseWatts) / 1000;
}

/**
 * Cabinets that hold the servers: as many servers a cabinet as its power cap allows (at least one), a
 * server over the cap taking as many cabinets as its draw needs; one server a cabinet without a cap.
 */
function cabinetsFor(scenario: Scenario, servers: number): number {
  const { cabinetKW } = scenario.own.ops;
  const kW = serverKW(scenario);
  if (cabinetKW <= 0 || kW <= 0) return servers;
  if (kW > cabinetKW) return servers * Math.ceil(kW / cabinetKW - 1e-9);
  return Math.ceil(servers / Math.floor(cabinetKW / kW + 1e-9));
}

/**
 * The share of busy hours the owned cards are up, 0–1: the scenario's, or derived from a large fleet's
 * failure rate for its server size (market.ts) when it gives none.
 */
export function availabilityOf(scenario: Scenario): number {
  const given = scenario.own.availabilityPct;
  return (given ?? derivedAvailabilityPct(scenario.own.gpusPerServer)) / 100;
}

/**
 * The cluster around the cards, net of value-added tax: fabric and racks for each server and shared
 * storage, priced only when more than one server is owned (a lone server's setup is own.setupCost).
 */
function clusterNetOf(scenario: Scenario, servers: number = serverCount(scenario)): number {
  if (servers <= 1) return 0;
  const { networkPerServer, rackPerServer, storage } = scenario.own.cluster;
  return servers * (networkPerServer + rackPerServer) + storage;
}

/** The cluster's capital with hardware VAT that is not recovered. */
export function clusterCapitalOf(scenario: Scenario, servers: number = serverCount(scenario)): number {
  return clusterNetOf(scenario, servers) * vatFactor(scenario.tax.hardwareVatPct, hardwareVatRecovered(scenario));
}

/** Servers plus setup, as priced (without value-added tax). */
function netCapitalOf(scenario: Scenario): number {
  return serverCount(scenario) * scenario.own.serverPrice + scenario.own.setupCost;
}

/** Multiplier for value-added tax that cannot be recovered: 1 + rate, or 1 when recoverable or 0. */
export function vatFactor(ratePct: number, recoverable: boolean): number {
  return recoverable ? 1 : 1 + ratePct / 100;
}

/**
 * Whether the buyer gets the hardware's value-added tax back: only with an invoice (a purchase without
 * one, finance.invoiced false, gets neither the tax back nor a deduction).
 */
export function hardwareVatRecovered(scenario: Scenario): boolean {
  return scenario.tax.hardwareVatRecoverable && scenario.finance.invoiced;
}

/** Capital of one purchase: servers plus setup, with hardware VAT that is not recovered. */
function capitalOf(scenario: Scenario, rec?: Recorder): number {
  const vatPct = scenario.tax.hardwareVatPct;
  const hardwareVatRecoverable = hardwareVatRecovered(scenario);
  const net = netCapitalOf(scenario);
  const capital = net * vatFactor(vatPct, hardwareVatRecoverable);
  if (rec) {
    const { serverPrice, setupCost } = scenario.own;
    const priced = { servers: serverCount(scenario), serverPrice, setupCost };
    if (vatPct > 0 && !hardwareVatRecoverable) {
      rec('capitalNet', { ...priced, capital: net });
      rec('capitalVat', { net, vatPct, capital });
    } else {
      rec('capital', { ...priced, capital });
      if (vatPct > 0) rec('hardwareVatRecovered', { vatPct });
    }
  }
  return capital;
}

export interface EnergySplit {
  /** kWh drawn in the busy hours (every card and server that is on then) */
  readonly busyKWh: number;
  /** kWh drawn in the other hours: only when the servers stay on */
  readonly idleKWh: number;
  /** busy and idle hours of a month */
  readonly busyHours: number;
  readonly idleHours: number;
  /** watt-hours drawn in each, before the PUE */
  readonly busyWattHours: number;
  readonly idleWattHours: number;
  /** cards installed beyond the workload's, idle whenever the servers are on */
  readonly spareCards: number;
}

/** A month's energy, split into what is drawn in busy hours and in idle hours. */
export function energySplit(
  scenario: Scenario,
  hoursPerDay: number = scenario.workload.hoursPerDay,
  servers: number = serverCount(scenario),
): EnergySplit {
  const { gpus, daysPerYear } = scenario.workload;
  const { gpuWatts, idleGpuWatts, serverBaseWatts, pue, alwaysOn } = scenario.own.power;
  const spareCards = servers * scenario.own.gpusPerServer - gpus;
  const busyHours = (hoursPerDay * daysPerYear) / MONTHS_PER_YEAR;
  const idleHours = alwaysOn ? HOURS_PER_MONTH - busyHours : 0;
  const busyWattHours = busyHours * (gpus * gpuWatts + spareCards * idleGpuWatts + servers * serverBaseWatts);
  const idleWattHours = idleHours * (gpus * idleGpuWatts + spareCards * idleGpuWatts + servers * serverBaseWatts);
  return {
    busyKWh: (pue / 1000) * busyWattHours,
    idleKWh: (pue / 1000) * idleWattHours,
    busyHours,
    idleHours,
    busyWattHours,
    idleWattHours,
    spareCards,
  };
}

/**
 * Energy in kWh for one month at the given busy hours a day (the scenario's own by default), with the
 * servers the workload needs or, for a workload that grows, the servers owned that month.
 */
export function energyPerMonthKWh(
  scenario: Scenario,
  hoursPerDay: number = scenario.workload.hoursPerDay,
  servers: number = serverCount(scenario),
): number {
  const { busyKWh, idleKWh } = energySplit(scenario, hoursPerDay, servers);
  return busyKWh + idleKWh;
}

/** Electricity cost of one month for an energy split: at one price, or under a time-of-use tariff (tariff.ts). */
function powerOf(scenario: Scenario, split: EnergySplit, rec?: Recorder): number {
  const { pricePerKWh, timeOfUse } = scenario.own.power;
  if (timeOfUse) return later().tariff.timeOfUsePower(scenario, split, rec);
  const energyKWh = split.busyKWh + split.idleKWh;
  const power = energyKWh * pricePerKWh;
  rec?.('power', { energyKWh, pricePerKWh, power });
  return power;
}

/** Electricity cost of one month at the given busy hours a day (servers as for energyPerMonthKWh). */
export function powerCostPerMonth(
  scenario: Scenario,
  hoursPerDay: number = scenario.workload.hoursPerDay,
  servers: number = serverCount(scenario),
): number {
  return powerOf(scenario, energySplit(scenario, hoursPerDay, servers));
}

function opsPerMonth(scenario: Scenario, rec?: Recorder): number {
  const {
    staffPerYear,
    staffPerServerPerYear,
    maintenancePctPerYear,
    colocationPerMonth,
    colocationPerKWMonth,
    cabinetPerMonth,
    cabinetKW,
    bandwidthPerMonth,
    supportPerServerPerYear,
    otherPerYear,
  } = scenario.own.ops;
  const capital = netCapitalOf(scenario);
  const servers = serverCount(scenario);
  const fixedStaff = staffPerYear / MONTHS_PER_YEAR;
  const serverStaff = (servers * staffPerServerPerYear) / MONTHS_PER_YEAR;
  const staff = fixedStaff + serverStaff;
  const maintenance = (capital * maintenancePctPerYear) / 100 / MONTHS_PER_YEAR;
  const kW = serverKW(scenario);
  const byPower = servers * kW * colocationPerKWMonth;
  const cabinets = cabinetPerMonth > 0 ? cabinetsFor(scenario, servers) : 0;
  const byCabinet = cabinets * cabinetPerMonth;
  const support = (servers * supportPerServerPerYear) / MONTHS_PER_YEAR;
  const other = otherPerYear / MONTHS_PER_YEAR;
  const ops = staff + maintenance + colocationPerMonth + byPower + byCabinet + bandwidthPerMonth + support + other;
  if (rec) {
    // maintenance is a share of the capital before hardware VAT, which the line says when there is some
    const { hardwareVatPct } = scenario.tax;
    const hardwareVatRecoverable = hardwareVatRecovered(scenario);
    // each term beside the setting it comes from: a term the scenario sets to 0 is left out
    const terms: [number, StepPart<'ops'>][] = [
      [staffPerYear, { id: 'staff', values: { staffPerYear }, amount: fixedStaff }],
      [
        staffPerServerPerYear,
        { id: 'staffPerServer', values: { servers, staffPerServerPerYear }, amount: serverStaff },
      ],
      [
        maintenancePctPerYear,
        {
          id: hardwareVatPct > 0 && !hardwareVatRecoverable ? 'maintenanceNet' : 'maintenance',
          values: { capital, maintenancePctPerYear },
          amount: maintenance,
        },
      ],
      [colocationPerMonth, { id: 'colocation', values: { colocationPerMonth }, amount: colocationPerMonth }],
      [colocationPerKWMonth, { id: 'colocationKW', values: { servers, kW, colocationPerKWMonth }, amount: byPower }],
      [
        cabinetPerMonth,
        { id: 'cabinets', values: { servers, kW, cabinetKW, cabinets, cabinetPerMonth }, amount: byCabinet },
      ],
      [bandwidthPerMonth, { id: 'bandwidth', values: { bandwidthPerMonth }, amount: bandwidthPerMonth }],
      [supportPerServerPerYear, { id: 'support', values: { servers, supportPerServerPerYear }, amount: support }],
      [otherPerYear, { id: 'other', values: { otherPerYear }, amount: other }],
    ];
    rec(
      'ops',
      { ops },
      terms.filter(([setting]) => setting > 0).map(([, part]) => part),
    );
  }
  return ops;
}

export function ownPerMonth(scenario: Scenario, rec?: Recorder): OwnPerMonth {
  const servers = serverCount(scenario);
  const cardsInstalled = servers * scenario.own.gpusPerServer;
  rec?.('servers', {
    gpus: scenario.workload.gpus,
    gpusPerServer: scenario.own.gpusPerServer,
    servers,
    cardsInstalled,
  });
  const capital = capitalOf(scenario, rec);
  const split = energySplit(scenario);
  return {
    servers,
    cardsInstalled,
    capital,
    busyHoursPerGpu: split.busyHours,
    energyKWh: split.busyKWh + split.idleKWh,
    power: powerOf(scenario, split, rec),
    ops: opsPerMonth(scenario, rec),
  };
}
