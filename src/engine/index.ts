// The cost engine's public surface. Pure TypeScript: no React, no DOM, no I/O.

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
export { yearlyCharges } from './depreciation.ts';
export { breakEvenHoursPerDay, effectiveSalvagePct, evaluate, evaluateWithoutBreakEven } from './evaluate.ts';
export { capitalOf, energyPerMonthKWh, opsPerMonth, ownPerMonth, serverCount } from './own.ts';
export { billedHoursPerGpu, billedMinutes, computePerMonth, rentPerMonth, storagePerMonth } from './rent.ts';
export type { Cheaper, MonthRow, Result } from './result.ts';
export { convertCurrency, MONEY_PATHS } from './scenario/currency.ts';
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
  DEPRECIATION_METHODS,
  type DepreciationMethod,
  NO_STORAGE,
  NO_TAX,
  PLANS,
  type Plan,
  RANGED_FIELDS,
  type RangedField,
  SCENARIO_VERSION,
  type Scenario,
  type ScenarioInput,
  type Source,
  TOOL_IDS,
  type ToolId,
  type Tools,
} from './scenario/schema.ts';
export { allowedAt, FIELD_PATHS } from './scenario/walk.ts';
export { HOURS_PER_MONTH, MONTHS_PER_YEAR } from './units.ts';
export { type CostView, cheaperSide, compareInView, type ViewComparison } from './views.ts';
