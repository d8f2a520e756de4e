// Entry for what the page loads after the verdict and the command line prints beside the result: chart
// data, figures a day and a year, the tipping points, the analysis tools and the uncertainty sampler the tools' worker
// runs (scenario format version 2). The core engine is in index.ts, provider screening in
// providers/index.ts.
// Several lazily loaded parts import this one file; each still gets only the modules it calls (see
// vite.config.ts).

export { type Analysis, analyse } from './analyse.ts';
export {
  type CostBreakdown,
  type Crossings,
  costBreakdown,
  cumulativeCrossings,
  type HoursPoint,
  type HoursSweep,
  hoursSweep,
  type OwnPart,
  type PlanCost,
  planComparison,
  type RentPart,
} from './charts.ts';
export { dailyFigures } from './figures/daily.ts';
// the cards a month needs, which the growth fields show at a few months
export { busyMonthCount, grownGpus } from './growth.ts';
export { resaleShareAt } from './scenario/market.ts';
export { RESALE_FACTORS, type ResaleCondition, type ResaleSpeed, saleHaircutPct } from './scenario/resaleFactors.ts';
export {
  type RentPriceUnit,
  type TippingPoints,
  type TippingPrice,
  type TippingReason,
  tippingPoints,
} from './tipping.ts';
export { type AdvisedPlan, advisePlans, MIX, type PlanAdvice } from './tools/advisor.ts';
export { ASSUMPTION_DEFAULTS, type AssumedFigure } from './tools/assumptions.ts';
export { explainTools } from './tools/explain.ts';
export { type Hybrid, type HybridPoint, hybridCurve } from './tools/hybrid.ts';
export { DOUBLING_PRESETS, obsolescenceOf } from './tools/obsolescence.ts';
export { priceSeries, priceTableMonths } from './tools/priceSeries.ts';
export { scalingInputOf, scalingTable, speedupAt } from './tools/scaling.ts';
export { moveInput, sensitivity, sensitivityPaths } from './tools/sensitivity.ts';
export { pricePerSavedHour, storageIOOf } from './tools/storageIO.ts';
export { type UncertaintyInput, type UncertaintyResult, uncertainty, uncertaintyInputOf } from './tools/uncertainty.ts';
export { utilizationOf } from './tools/utilization.ts';
