// The cost engine's public surface. Pure TypeScript: no React, no DOM, no I/O. The chart data and the
// analysis tools are in analysis.ts (only their types here): the page loads them after the verdict,
// and a barrel holding their code too would pull it into the page's first bundle.

export type { CostBreakdown, Crossings, HoursPoint, HoursSweep, OwnPart, PlanCost, RentPart } from './charts.ts';
export { yearlyCharges } from './depreciation.ts';
export { englishPercent } from './english.ts';
export { breakEvenHoursPerDay, effectiveSalvagePct, evaluate, evaluateWithoutBreakEven } from './evaluate.ts';
export {
  capitalOf,
  energyPerMonthKWh,
  energySplit,
  kWhPrices,
  netCapitalOf,
  opsPerMonth,
  ownPerMonth,
  powerCostPerMonth,
  serverCount,
} from './own.ts';
export { getIn, isObject, type Json, setIn } from './paths.ts';
export {
  billedHoursPerGpu,
  billedMinutes,
  cloudVat,
  computePerMonth,
  rentedCards,
  rentPerMonth,
  reservedMonthsPaid,
  storagePerMonth,
} from './rent.ts';
export type { Cheaper, MonthRow, Result } from './result.ts';
export { DEFAULT_SCENARIO } from './scenario/defaults.ts';
export { describeFormat } from './scenario/describe.ts';
export {
  describeValue,
  type ParseMode,
  type ParseResult,
  type Problem,
  type ProblemCode,
  parseScenario,
  parseScenarioText,
} from './scenario/parse.ts';
export { type Allowed, describeAllowed } from './scenario/rules.ts';
export {
  DEFAULT_TARGETS,
  DEFAULT_WEIGHTS,
  DEPRECIATION_METHODS,
  type DepreciationMethod,
  NO_STORAGE,
  NO_TAX,
  PLANS,
  type Plan,
  type Provider,
  type Providers,
  RANGED_FIELDS,
  type RangedField,
  SCENARIO_VERSION,
  SCORE_DIMENSIONS,
  type Scenario,
  type ScenarioInput,
  type ScoreDimension,
  type Source,
  TOOL_IDS,
  type ToolId,
  type Tools,
} from './scenario/schema.ts';
export { MAX_DEPTH, screenInput, UNSAFE_KEYS } from './scenario/screen.ts';
export { allowedAt, FIELD_PATHS } from './scenario/walk.ts';
export type { AdvisedPlan, PlanAdvice, PlanReason, PlanTotal } from './tools/advisor.ts';
export type { AnalyseOptions, Analysis } from './tools/analyse.ts';
export type { Hybrid, HybridPoint } from './tools/hybrid.ts';
export type { Obsolescence } from './tools/obsolescence.ts';
export type { ScalingInput, ScalingRow } from './tools/scaling.ts';
export type { Sensitivity, SensitivityRow } from './tools/sensitivity.ts';
export type { StorageIO } from './tools/storageIO.ts';
export type { HistogramBin, UncertaintyResult } from './tools/uncertainty.ts';
export type { Utilization } from './tools/utilization.ts';
export { DAYS_PER_YEAR, HOURS_PER_MONTH, MONTHS_PER_YEAR } from './units.ts';
export { type Verdict, verdictOf } from './verdict.ts';
export {
  type CostView,
  cheaperSide,
  compareInView,
  type VerdictFigures,
  type ViewComparison,
  verdictFigures,
} from './views.ts';
