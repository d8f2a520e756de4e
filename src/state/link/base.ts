// The scenarios that links are written as differences from, one per link format. NEVER CHANGE ONE:
// every link made by a release is decoded against the base of its format, forever. A new default
// scenario for the page goes in src/engine/scenario/defaults.ts; a new base means a new link format,
// with the old ones kept for reading old links.

import { FLAT_PRICE_PATH, type Json, NO_GROWTH } from '../../engine/index.ts';

/** Format 1: a scenario of format version 1. */
export const LINK_V1_BASE = Object.freeze({
  version: 1,
  name: '',
  currency: 'CNY',
  horizonMonths: 36,
  discountRatePct: 0,
  sources: {},
  workload: { gpus: 4, hoursPerDay: 8, daysPerYear: 250, sessionsPerDay: 1 },
  own: {
    serverPrice: 280_000,
    gpusPerServer: 4,
    setupCost: 0,
    refreshAtEndOfLife: false,
    depreciation: { method: 'straight-line', years: 3, salvagePct: 0 },
    power: { gpuWatts: 300, idleGpuWatts: 40, serverBaseWatts: 500, pue: 1.58, pricePerKWh: 0.63, alwaysOn: true },
    ops: {
      staffPerYear: 120_000,
      maintenancePctPerYear: 0,
      colocationPerMonth: 0,
      bandwidthPerMonth: 0,
      otherPerYear: 0,
    },
  },
  rent: {
    plan: 'on-demand',
    pricePerGpuHour: 0.8,
    billingIncrementMinutes: 60,
    minimumMinutes: 0,
    reservedDiscountPct: 40,
    monthlyPricePerGpu: null,
    weeklyPricePerGpu: null,
    spotDiscountPct: 60,
    spotOverheadPct: 10,
    storage: {
      hotGB: 0,
      hotPricePerGBMonth: 0,
      coldGB: 0,
      coldPricePerGBMonth: 0,
      egressGBPerMonth: 0,
      egressPricePerGB: 0,
    },
  },
});

/** Format 2: the same scenario in format version 2, every field version 2 adds at its default. */
export const LINK_V2_BASE: Readonly<Json> = Object.freeze({
  ...LINK_V1_BASE,
  version: 2,
  workload: { ...LINK_V1_BASE.workload, toleratesInterruption: false },
  own: { ...LINK_V1_BASE.own, power: { ...LINK_V1_BASE.own.power, timeOfUse: null } },
  rent: { ...LINK_V1_BASE.rent, speedRatio: 1, gpusPerInstance: 1, reservedTermYears: null },
  tax: { hardwareVatPct: 0, hardwareVatRecoverable: false, cloudVatPct: 0, cloudVatRecoverable: false },
});

/**
 * Format 3: the page's starting scenario of format version 6 (one 4×RTX 4090 server against RTX 4090s
 * rented by the second, bought by a Chinese general taxpayer at 8 %), so that a link to it or to an
 * edit of it stays short now that the finance section is part of every scenario.
 */
export const LINK_V3_BASE: Readonly<Json> = Object.freeze({
  version: 6,
  name: '',
  currency: 'CNY',
  horizonMonths: 36,
  discountRatePct: 8,
  sources: {},
  workload: {
    gpus: 4,
    hoursPerDay: 8,
    daysPerYear: 250,
    sessionsPerDay: 1,
    toleratesInterruption: false,
  },
  own: {
    serverPrice: 124000,
    gpusPerServer: 4,
    setupCost: 0,
    refreshAtEndOfLife: false,
    depreciation: {
      method: 'straight-line',
      years: 3,
      salvagePct: 28,
      salvageIs: 'resale',
    },
    power: {
      gpuWatts: 450,
      idleGpuWatts: 30,
      serverBaseWatts: 400,
      pue: 1.58,
      pricePerKWh: 0.63,
      alwaysOn: true,
      timeOfUse: null,
    },
    ops: {
      staffPerYear: 0,
      staffPerServerPerYear: 11700,
      maintenancePctPerYear: 0,
      colocationPerMonth: 0,
      bandwidthPerMonth: 0,
      otherPerYear: 0,
    },
  },
  rent: {
    plan: 'on-demand',
    pricePerGpuHour: 1.98,
    billingIncrementMinutes: 1 / 60,
    minimumMinutes: 0,
    reservedDiscountPct: 40,
    monthlyPricePerGpu: null,
    weeklyPricePerGpu: null,
    spotDiscountPct: 60,
    spotOverheadPct: 10,
    storage: {
      hotGB: 0,
      hotPricePerGBMonth: 0,
      coldGB: 0,
      coldPricePerGBMonth: 0,
      egressGBPerMonth: 0,
      egressPricePerGB: 0,
    },
    speedRatio: 1,
    gpusPerInstance: 1,
    reservedTermYears: null,
  },
  tax: {
    hardwareVatPct: 13,
    hardwareVatRecoverable: true,
    cloudVatPct: 6,
    cloudVatRecoverable: true,
  },
  finance: {
    buyer: 'cn-general',
    incomeTaxPct: 25,
    stateTaxPct: 0,
    taxSchedule: 'expense',
    taxLifeYears: 3,
    invoiced: true,
    firstYear: 2026,
    financing: {
      kind: 'cash',
      downPaymentPct: 20,
      ratePct: 8,
      months: 36,
      subsidyPct: 0,
      subsidyMonths: 0,
      buyoutPct: 1,
    },
  },
});

/**
 * Format 4: the page's starting scenario of format version 7, which adds half a month on order, failing
 * cards, the market's resale, the cluster, colocation by power and renting's staff to every scenario.
 */
const V3 = LINK_V3_BASE as {
  own: Json & { depreciation: Json; ops: Json };
  rent: Json;
};
export const LINK_V4_BASE: Readonly<Json> = Object.freeze({
  ...LINK_V3_BASE,
  version: 7,
  own: {
    ...V3.own,
    leadTimeMonths: 0.5,
    availabilityPct: null,
    failureCover: 'rent',
    depreciation: { method: 'straight-line', years: 3, salvagePct: 0, salvageIs: 'market-curve', saleHaircutPct: 38.8 },
    ops: {
      ...V3.own.ops,
      colocationPerKWMonth: 0,
      cabinetPerMonth: 0,
      cabinetKW: 0,
      supportPerServerPerYear: 0,
    },
    cluster: { networkPerServer: 0, rackPerServer: 0, storage: 0, lifeYears: 5 },
  },
  rent: { ...V3.rent, reservedDiscountPct: 20, reservationResalePct: 0, staffPerYear: 0 },
});

/**
 * What a format 4 link is written over (write.ts): LINK_V4_BASE with the fields format versions 8 and 9
 * added at the values a reader fills in for them, so that a link names them only where they differ and
 * is no longer for them. The version is left at 7, so every link written since says its own version and
 * is read as the version it is.
 */
const V4 = LINK_V4_BASE as { rent: Json; workload: Json };
export const LINK_V4_WRITTEN_OVER: Readonly<Json> = Object.freeze({
  ...LINK_V4_BASE,
  market: null,
  catalog: null,
  evaluatedOn: null,
  workload: { ...V4.workload, growth: { ...NO_GROWTH }, busyMonths: null, startMonth: 1 },
  rent: { ...V4.rent, pricePath: { ...FLAT_PRICE_PATH, points: {} } },
});

export const LINK_BASES: Readonly<Record<number, Readonly<Json>>> = {
  1: LINK_V1_BASE,
  2: LINK_V2_BASE,
  3: LINK_V3_BASE,
  4: LINK_V4_BASE,
};
