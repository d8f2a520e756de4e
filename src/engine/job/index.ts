// Entry for sizing from the job: a training or fine-tuning run, serving a model yourself, and the API
// alternative with its break-even volume. Pure functions of figures the caller supplies (a card's
// peak TFLOPS and memory from data/gpus.csv, MFU, throughput, prices); each rejects an input outside
// its domain with a RangeError naming the field. Formulas and sources: docs/method/jobs.md.

export {
  DEFAULT_API_PRICE_CHANGE_PCT,
  DEFAULT_KV_PRECISION_BYTES,
  DEFAULT_MAX_CARDS,
  DEFAULT_MICRO_BATCH_SEQUENCES,
  DEFAULT_OPTIMIZER,
  DEFAULT_OVERHEAD_PCT,
  DEFAULT_PRECISION_BYTES,
  DEFAULT_PREFILL_EFFICIENCY_PCT,
  DEFAULT_SEQUENCE_TOKENS,
  DEFAULT_SPOT_OVERHEAD_PCT,
  DEFAULT_USABLE_MEMORY_PCT,
  JOB_KINDS,
  JOB_METHODS,
  type JobProblem,
  type JobSpecResult,
  TRAINING_OPTIMIZERS,
  TRAINING_REGIMES,
} from '../scenario/jobRules.ts';
export type { JobSpec } from '../scenario/jobSpec.ts';
export {
  type ApiPrices,
  apiBreakEven,
  apiCostPerDay,
  apiPricesOf,
  type BreakEven,
  blendedPricePerToken,
  type SelfCostLine,
} from './api.ts';
export {
  type CardPower,
  DEFAULT_PUE,
  type EnergyContext,
  type EnergyData,
  type EnergyFigures,
  type EnergyReason,
  energyOf,
  type GridFactor,
  gridProblem,
  MARKET_GRID,
  type ServingEnergy,
} from './energy.ts';
export { explainJob, type JobExplanation } from './explain.ts';
export { fieldOf, type JobFacts, jobFacts, type Outcome } from './facts.ts';
export {
  type ApiFigures,
  type JobFigures,
  jobFigures,
  type Money,
  type NullReason,
  type PricesByKind,
  type ServingFigures,
  servingPricesByKind,
  servingThreeWays,
  type TrainingFigures,
} from './figures.ts';
export { HOURS_PER_YEAR, type RunsToOwn, runsToOwn, withRuns } from './owning.ts';
export {
  type CatalogApiPrice,
  type CatalogBandwidth,
  type CatalogModel,
  readJobSpec,
  withCardBandwidth,
  withCatalogApi,
  withCatalogModel,
} from './readSpec.ts';
export {
  FINE_TUNING_MFU_PCT,
  inferredRegime,
  LORA_MFU_PCT,
  MOE_MFU_PCT,
  PRETRAINING_MFU_POINTS,
  pretrainingMfuPct,
  QLORA_MFU_PCT,
  REGIME_SOURCES,
  regimeMfuPct,
  type TrainingRegime,
} from './regimes.ts';
export { servesWithApi } from './serves.ts';
export {
  type ConcurrencySource,
  decodeTokensPerSecond,
  type KvShape,
  kvBytesPerToken,
  type Serving,
  type ServingCosts,
  type ServingInput,
  serving,
  type TokenKindCosts,
} from './serving.ts';
export { sizingProblem } from './sizingProblem.ts';
export {
  type ApiSide,
  apiTotalOnBasis,
  averagePriceFactor,
  cheapestWay,
  type Deployment,
  heldAllYear,
  type ServingWay,
  type ThreeWays,
  threeWays,
} from './threeWays.ts';
export type { TokenMix, TokensPerDay, Traffic } from './traffic.ts';
export { monthReaching, type TrafficGrowth, trafficShare } from './trafficGrowth.ts';
export {
  ATTENTION_FLOPS_FACTOR,
  bytesPerTrainedParam,
  DEFAULT_USABLE_MEMORY_SHARE,
  FLOPS_PER_PARAM_TOKEN,
  QLORA_BASE_BYTES_PER_PARAM,
  REPLICATED_BYTES_PER_PARAM,
  type TrainingInput,
  type TrainingMethod,
  type TrainingNote,
  type TrainingOptimizer,
  type TrainingRun,
  trainingRun,
} from './training.ts';
export { type ThreeWayVerdict, threeWayVerdict } from './verdict.ts';
export {
  type JobFill,
  type JobFillResult,
  type JobWorkload,
  jobWorkload,
  MAX_CARDS,
  workloadFromJob,
} from './workload.ts';
