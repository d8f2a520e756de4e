// The cost engine's core, what the page needs before the verdict: the scenario format, the arithmetic
// and the verdict. Pure TypeScript: no React, no DOM, no I/O. Code outside src/engine imports the
// engine only through its entry files (a rule in biome.json holds that line): this one; analysis.ts
// (chart data, figures a day, the analysis tools) and providers/index.ts (provider screening), which
// the page loads after the verdict; evidence/index.ts (pasted evidence); conversion.ts (currency
// conversion). A part of the page still gets only the engine modules it calls (vite.config.ts tells
// the bundler the engine runs nothing on import), so an entry is an address, not a bundle; what is
// loaded when is decided by where the page imports it.

export { yearlyCharges } from './depreciation.ts';
export { creditAtEnd, effectiveSalvagePct, evaluate, evaluateWithoutBreakEven } from './evaluate.ts';
export { energyPerMonthKWh, energySplit, kWhPrices, powerCostPerMonth } from './own.ts';
export { getIn, isObject, type Json, setIn } from './paths.ts';
export {
  billedHoursPerGpu,
  billedMinutes,
  cloudVat,
  computePerMonth,
  rentedCards,
  reservedMonthsPaid,
  storagePerMonth,
} from './rent.ts';
export type { MonthRow, Result } from './result.ts';
export {
  DEFAULT_DOUBLING_MONTHS,
  DEFAULT_TARGETS,
  DEFAULT_WEIGHTS,
  DEPRECIATION_METHODS,
  NO_STORAGE,
  NO_TAX,
  PLANS,
  RANGED_FIELDS,
  type RangedField,
  SALVAGE_KINDS,
  SCENARIO_VERSION,
  SCORE_DIMENSIONS,
} from './scenario/constants.ts';
export { DEFAULT_SCENARIO } from './scenario/defaults.ts';
export {
  checkDraft,
  describeValue,
  type ParseResult,
  type Problem,
  parseScenario,
  parseScenarioText,
} from './scenario/parse.ts';
export { parseScenarioLazily } from './scenario/parseLazy.ts';
export {
  type Provider,
  type Providers,
  type Scenario,
  type ScenarioInput,
  type Source,
  sourceSchema,
  type ToolId,
  type Tools,
} from './scenario/schema.ts';
export { screenInput, UNSAFE_KEYS } from './scenario/screen.ts';
export { allowedAt, FIELD_PATHS } from './scenario/walk.ts';
export { MONTHS_PER_YEAR } from './units.ts';
export {
  type CostView,
  compareInView,
  type VerdictFigures,
  type ViewComparison,
  verdictFigures,
} from './views.ts';
