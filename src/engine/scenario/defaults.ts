import { BUYERS } from './buyers.ts';
import { BEFORE_TAX, FLAT_PRICE_PATH, NO_CLUSTER, NO_GROWTH, NO_STORAGE, SCENARIO_VERSION } from './constants.ts';
import { RESERVED_DISCOUNT, SALE_HAIRCUT_PCT } from './market.ts';
import type { Scenario } from './schema.ts';

/**
 * The scenario the page starts from, and what the lenient parser falls back to, field by field, when a
 * link or saved scenario holds a value it cannot use: the figures of examples/default-4x4090.json,
 * whose `sources` give each one's origin and date (one 4-card RTX 4090 server at 124,000 against RTX
 * 4090s rented at 1.98 a card-hour by the second, 8 hours a day on 250 days, staff at a twentieth of
 * an engineer per server, the server sold at the market's used prices after 3 years (28 % of its price), half a month from order to work, cards failing as a large fleet's do, bought in cash by a
 * Chinese company that is a general taxpayer and discounting at China's 8 %), without its name and
 * sources. A test holds the two equal.
 */
export const DEFAULT_SCENARIO: Scenario = {
  version: SCENARIO_VERSION,
  name: '',
  currency: 'CNY',
  horizonMonths: 36,
  discountRatePct: BUYERS['cn-general'].discountRatePct,
  sources: {},
  market: null,
  catalog: null,
  evaluatedOn: null,
  workload: {
    gpus: 4,
    hoursPerDay: 8,
    daysPerYear: 250,
    sessionsPerDay: 1,
    toleratesInterruption: false,
    growth: { ...NO_GROWTH },
    busyMonths: null,
    startMonth: 1,
  },
  own: {
    serverPrice: 124_000,
    gpusPerServer: 4,
    setupCost: 0,
    refreshAtEndOfLife: false,
    leadTimeMonths: 0.5,
    availabilityPct: null,
    failureCover: 'rent',
    depreciation: {
      method: 'straight-line',
      years: 3,
      salvagePct: 0,
      salvageIs: 'market-curve',
      saleHaircutPct: SALE_HAIRCUT_PCT,
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
      staffPerServerPerYear: 11_700,
      maintenancePctPerYear: 0,
      colocationPerMonth: 0,
      colocationPerKWMonth: 0,
      cabinetPerMonth: 0,
      cabinetKW: 0,
      bandwidthPerMonth: 0,
      supportPerServerPerYear: 0,
      otherPerYear: 0,
    },
    cluster: { ...NO_CLUSTER },
  },
  rent: {
    plan: 'on-demand',
    pricePerGpuHour: 1.98,
    billingIncrementMinutes: 1 / 60,
    minimumMinutes: 0,
    reservedDiscountPct: RESERVED_DISCOUNT.pct,
    reservationResalePct: 0,
    staffPerYear: 0,
    monthlyPricePerGpu: null,
    weeklyPricePerGpu: null,
    spotDiscountPct: 60,
    spotOverheadPct: 10,
    storage: { ...NO_STORAGE },
    speedRatio: 1,
    gpusPerInstance: 1,
    reservedTermYears: null,
    pricePath: { ...FLAT_PRICE_PATH, points: {} },
  },
  tax: { ...BUYERS['cn-general'].vat },
  finance: {
    ...BEFORE_TAX,
    buyer: 'cn-general',
    incomeTaxPct: BUYERS['cn-general'].incomeTaxPct,
    taxSchedule: BUYERS['cn-general'].taxSchedule,
    taxLifeYears: BUYERS['cn-general'].taxLifeYears,
    financing: { ...BEFORE_TAX.financing },
  },
};
