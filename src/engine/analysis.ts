// Chart data, figures a day and a year, and the analysis tools (scenario format version 2): what the page loads after the
// verdict and the command line prints beside the result. The core engine is in index.ts.
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
export { type DailyFigures, dailyFigures } from './figures/daily.ts';
export { type ProviderCost, providerCost, withProvider } from './providers/cost.ts';
export { reasonText } from './providers/reasons.ts';
export {
  type DimensionScore,
  type ProviderScore,
  type Reason,
  type Screening,
  screenProviders,
} from './providers/score.ts';
export {
  type CostRow,
  checklist,
  costRows,
  EVIDENCE_DONE,
  nextSort,
  type RadarRow,
  radarRows,
  type SortKey,
  type SortOrder,
  sortScores,
  sortValue,
} from './providers/table.ts';
export {
  type AdvisedPlan,
  advisePlans,
  MIX,
  type PlanAdvice,
  type PlanReason,
  type PlanTotal,
} from './tools/advisor.ts';
export { type AnalyseOptions, type Analysis, analyse, scalingInputOf, uncertaintyInputOf } from './tools/analyse.ts';
export { type Hybrid, type HybridPoint, hybridCurve } from './tools/hybrid.ts';
export { type Obsolescence, obsolescenceOf } from './tools/obsolescence.ts';
export { type PricePoint, priceSeries, priceTableMonths } from './tools/priceSeries.ts';
export { type ScalingInput, type ScalingRow, scalingTable } from './tools/scaling.ts';
export { type Sensitivity, type SensitivityRow, sensitivity } from './tools/sensitivity.ts';
export { type StorageIO, storageIOOf } from './tools/storageIO.ts';
export { type HistogramBin, type UncertaintyResult, uncertainty } from './tools/uncertainty.ts';
export { type Utilization, utilizationOf } from './tools/utilization.ts';
