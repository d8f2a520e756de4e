// The scenario that links of format 1 are written as differences from. NEVER CHANGE IT: every link
// made by a release of format 1 is decoded against it, forever. A new default scenario for the page
// goes in src/engine/scenario/defaults.ts; a new base for links means a link format 2, with this one
// kept for reading format 1.
import type { Scenario } from '../../engine/index.ts';

export const LINK_V1_BASE: Scenario = Object.freeze({
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
}) as Scenario;
