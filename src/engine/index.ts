// The cost engine's core, what the page needs before the verdict: the format's constants and defaults,
// the arithmetic and the verdict. Pure TypeScript: no React, no DOM, no I/O. Code outside src/engine
// imports the engine only through its entry files (a rule in biome.json holds that line): this one;
// reading.ts (the parser, for files, examples, saved scenarios and the command line) and readLink.ts
// (the lighter path of a link); analysis.ts (chart data, figures a day, the analysis tools);
// providers/index.ts (provider screening); evidence/index.ts (pasted evidence); conversion.ts
// (currency conversion). The pages' chunks follow their static imports and import() calls
// (vite.config.ts), so what an entry re-exports is loaded where the page imports that entry.

export { yearlyCharges } from './depreciation.ts';
export {
  canEvaluate,
  creditAtEnd,
  effectiveSalvagePct,
  evaluate,
  evaluateWithoutBreakEven,
} from './evaluate.ts';
export {
  type Deduction,
  type FinanceFigures,
  type LoanFigures,
  taxRateOf,
} from './finance.ts';
// the test that sends a scenario's verdict to the job's three-way answer (job/verdict.ts)
export { servesWithApi } from './job/serves.ts';
export { availabilityOf, energyPerMonthKWh, energySplit, powerCostPerMonth } from './own.ts';
export { getIn, isObject, type Json, setIn } from './paths.ts';
export {
  billedHoursPerGpu,
  billedMinutes,
  cloudVat,
  computePerMonth,
  computePriceFactor,
  rentedCards,
  reservedMonthsPaid,
  storagePerMonth,
} from './rent.ts';
export type { GrowthFigures, MonthRow, Result } from './result.ts';
export {
  BUYERS,
  type BuyerDefaults,
  buyerDefaults,
  buyerForCurrency,
  CN_PUBLIC_LIFE_YEARS,
} from './scenario/buyers.ts';
export {
  BEFORE_TAX,
  BUYER_KINDS,
  type BuyerKind,
  DEFAULT_DOUBLING_MONTHS,
  DEPRECIATION_METHODS,
  FAILURE_COVERS,
  FINANCING_KINDS,
  type FinancingKind,
  FLAT_PRICE_PATH,
  MARKETS,
  type Market,
  NO_CLUSTER,
  NO_GROWTH,
  NO_STORAGE,
  NO_TAX,
  OWN_BUYS,
  type OwnBuys,
  PLANS,
  SALVAGE_KINDS,
  SCENARIO_VERSION,
  TAX_SCHEDULES,
  type TaxSchedule,
} from './scenario/constants.ts';
export { DEFAULT_SCENARIO } from './scenario/defaults.ts';
export { derivedAvailabilityPct, FAILURES } from './scenario/market.ts';
export {
  AGING_DAYS,
  daysBetween,
  FRESH_DAYS,
  type Freshness,
  freshnessOf,
  marketOf,
} from './scenario/markets.ts';
export type { ParseResult, Problem } from './scenario/problem.ts';
export { JOB_LEFT_OUT } from './scenario/problem.ts';
export { RANGED_FIELDS, type RangedField } from './scenario/rangedFields.ts';
export type {
  CatalogPin,
  Finance,
  Financing,
  PricePath,
  Provider,
  Providers,
  Scenario,
  ScenarioInput,
  Source,
  ToolId,
  Tools,
} from './scenario/schema.ts';
export { DEFAULT_TARGETS, DEFAULT_WEIGHTS, SCORE_DIMENSIONS } from './scenario/screeningDefaults.ts';
export { PRICE_CHANGE_RANGE } from './scenario/uncertaintyDefaults.ts';
export { kWhPrices } from './tariff.ts';
export { MONTHS_PER_YEAR } from './units.ts';
export {
  type CostView,
  compareInView,
  type SavingSide,
  savingSide,
  type VerdictFigures,
  type ViewComparison,
  verdictFigures,
} from './views.ts';
