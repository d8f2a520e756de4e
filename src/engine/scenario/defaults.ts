import { NO_STORAGE, NO_TAX, SCENARIO_VERSION } from './constants.ts';
import type { Scenario } from './schema.ts';

/**
 * What the lenient parser falls back to, field by field, when a link or saved scenario holds a value
 * it cannot use: the figures of examples/startup-4xv100.json (4×V100, 8 hours a day, 250 days, 0.8
 * per card-hour, 280,000 of hardware, 120,000 a year of staff), without its name and sources.
 */
export const DEFAULT_SCENARIO: Scenario = {
  version: SCENARIO_VERSION,
  name: '',
  currency: 'CNY',
  horizonMonths: 36,
  discountRatePct: 0,
  sources: {},
  workload: { gpus: 4, hoursPerDay: 8, daysPerYear: 250, sessionsPerDay: 1, toleratesInterruption: false },
  own: {
    serverPrice: 280_000,
    gpusPerServer: 4,
    setupCost: 0,
    refreshAtEndOfLife: false,
    depreciation: { method: 'straight-line', years: 3, salvagePct: 0, salvageIs: 'book' },
    power: {
      gpuWatts: 300,
      idleGpuWatts: 40,
      serverBaseWatts: 500,
      pue: 1.58,
      pricePerKWh: 0.63,
      alwaysOn: true,
      timeOfUse: null,
    },
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
    storage: { ...NO_STORAGE },
    speedRatio: 1,
    gpusPerInstance: 1,
    reservedTermYears: null,
  },
  tax: { ...NO_TAX },
};
