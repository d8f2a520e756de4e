// The job spec: a training or serving job described by its work (model, card, tokens, traffic) rather
// than by a card count, as the command line reads it (gpu-tco job FILE) and as a scenario holds it
// under "job" (format version 4), beside the scenario's own schema. Every field: its range and unit
// (the rule beside it), its default or "required", and where the default comes from. Fields, defaults and sources: docs/method/jobs.md,
// "The job spec". Cross-field rules (a block for the kind, the KV shape for serving, LoRA's adapter
// share, shares within 100 %) are checked after the schema, each problem naming its field.
import * as z from 'zod/mini';
import {
  DEFAULT_API_PRICE_CHANGE_PCT,
  DEFAULT_PRECISION_BYTES,
  DEFAULT_SPOT_OVERHEAD_PCT,
  DEFAULT_USABLE_MEMORY_PCT,
  JOB_KINDS,
  JOB_METHODS,
  TRAINING_OPTIMIZERS,
  TRAINING_REGIMES,
} from './jobRules.ts';
import { currencyCode, flag, group, num, oneOf, pattern, text } from './rules.ts';

export * from './jobRules.ts';

const pct = () => num(0, 100, '%');
const perMillion = () => num(0, 1e6, 'per million tokens');

const modelSchema = group({
  /** an id of the LLM catalog (src/data/llm.json): the command line fills the sizes below from it */
  id: z.optional(pattern(/^[a-z0-9.-]+$/, 'a catalog id such as "qwen2.5-32b"')),
  /** all parameters (every expert of a mixture): the memory side */
  totalParamsB: num(0.001, 100_000, 'billion parameters'),
  /** parameters used a token: the compute side; = totalParamsB when not given (a dense model) */
  activeParamsB: z.optional(num(0.001, 100_000, 'billion parameters')),
  /** the KV cache's shape, for serving: layers × KV heads × head size, or bytes a token (MLA) */
  layers: z.optional(num(1, 1000, 'layers', { integer: true })),
  kvHeads: z.optional(num(1, 1024, 'heads', { integer: true })),
  headDim: z.optional(num(1, 4096, 'values a head', { integer: true })),
  kvBytesPerToken: z.optional(num(1, 1e9, 'bytes a token')),
  /** the model's width (hidden size): training's attention FLOPs, activations and QLoRA's 16-bit embeddings */
  hiddenSize: z.optional(num(1, 1_000_000, 'values', { integer: true })),
  /** the vocabulary: QLoRA's 16-bit embeddings and output head */
  vocabSize: z.optional(num(1, 100_000_000, 'tokens', { integer: true })),
});

const gpuSchema = group({
  /** a name for the card (data/gpus.csv's id), printed back; the figures come from the two below */
  id: z.optional(text(80)),
  /** peak dense TFLOPS at the run's precision (data/gpus.csv: bf16_dense_tflops) */
  peakTflops: num(0.001, 100_000, 'TFLOPS'),
  /** memory, GB of 10⁹ bytes (data/gpus.csv: memory_gb) */
  memoryGB: num(1, 10_000, 'GB'),
  /** cards in one rented instance or server: the cards used round up to whole instances */
  cardsPerInstance: z._default(num(1, 1024, 'cards', { integer: true }), 1),
  /** memory bandwidth a card, TB/s of 10¹² bytes: bounds each sequence's decode (data/llm/gpu_memory_bandwidth.csv) */
  memoryBandwidthTBps: z.optional(num(0.01, 1000, 'TB/s')),
});

const trainingSchema = group({
  /** training tokens: the dataset times its epochs */
  tokens: num(0, 1e16, 'tokens'),
  method: oneOf(JOB_METHODS),
  /** which default MFU applies; inferred from the method, the model and the tokens when not given */
  regime: z.optional(oneOf(TRAINING_REGIMES)),
  /** the regime's default when not given (src/engine/job/regimes.ts) */
  mfuPct: z.optional(num(1, 100, '%')),
  /** LoRA and QLoRA: the trainable adapters as a share of all parameters (required for them) */
  adapterSharePct: z.optional(num(0.000001, 100, '%')),
  deadlineHours: z.optional(num(0.01, 1e6, 'hours')),
  /** 11.1 % when not given (Meta's ">90% effective training time") */
  overheadPct: z.optional(num(0, 1000, '%')),
  spotOverheadPct: z._default(num(0, 1000, '%'), DEFAULT_SPOT_OVERHEAD_PCT),
  spot: z._default(flag(), false),
  /** runs of this job a year, back to back on the same cards: fills a scenario's workload (1 when not given) */
  runsPerYear: z._default(num(0.01, 8760, 'runs a year'), 1),
  /** tokens a training sequence: attention FLOPs and activations (8,192 when not given) */
  sequenceTokens: z.optional(num(1, 10_000_000, 'tokens', { integer: true })),
  /** sequences a card's micro-batch holds: activations (1 when not given) */
  microBatchSequences: z.optional(num(1, 100_000, 'sequences', { integer: true })),
  /** Megatron-LM's replicated (18 B a parameter) or distributed (6 + 12/d) optimizer; replicated when not given */
  optimizer: z.optional(oneOf(TRAINING_OPTIMIZERS)),
  /** the most cards the run may use, the cluster's size (100,000 when not given) */
  maxCards: z.optional(num(1, 100_000, 'cards', { integer: true })),
});

const servingSchema = group({
  tokensPerDay: num(1, 1e16, 'tokens a day'),
  /** uncached input tokens as a share of all tokens; output is what input and cached leave */
  inputSharePct: pct(),
  /** input tokens read from a cache (an API bills them lower) */
  cachedSharePct: z._default(pct(), 0),
  /** the peak hour's tokens ÷ the average hour's */
  peakFactor: num(1, 100, '× the average hour'),
  /** output tokens a second one card sustains at the latency wanted (measured) */
  outputTokensPerSecondPerCard: num(0.001, 10_000_000, 'tokens/s'),
  /** tokens of context each sequence may hold */
  contextTokens: num(0, 10_000_000, 'tokens', { integer: true }),
  /** sequences in flight at the peak, across the deployment; required unless tokensPerSecondPerUser is given */
  concurrentSequences: z.optional(num(0, 10_000_000, 'sequences', { integer: true })),
  /** each user's decode speed wanted: the sequences in flight follow from the peak by Little's law */
  tokensPerSecondPerUser: z.optional(num(0.01, 100_000, 'tokens/s a user')),
  /** cards per copy of the model; the fewest that hold the weights with room to spare when not given */
  cardsPerReplica: z.optional(num(1, 1024, 'cards', { integer: true })),
  /** bytes a cached key or value: 2 (the model's BF16, vLLM's "auto") when not given, 1 for an FP8 cache */
  kvPrecisionBytes: z.optional(num(0.25, 8, 'bytes a value')),
  /** card time of an uncached input token in output tokens' time at the measured throughput: wins over the prefill derived */
  inputTokenCost: z.optional(num(0, 1000, "output tokens' time")),
  /** prefill's share of the card's dense peak, for the input tokens' time (an assumption by default) */
  prefillEfficiencyPct: z.optional(num(1, 100, '%')),
});

const apiSchema = group({
  /** the API's name as its provider prints it, printed back */
  name: z.optional(text(120)),
  inputPerM: perMillion(),
  /** where the provider lists none, cached tokens pay the input price */
  cachedInputPerM: z.optional(perMillion()),
  outputPerM: perMillion(),
  /** input written to the provider's cache, where it charges for that (Anthropic: 1.25 × input for 5 minutes, 2 × for 1 hour) */
  cacheWritePerM: z.optional(perMillion()),
  /** the share of the uncached input tokens written to the cache, billed at cacheWritePerM (0 when not given) */
  cacheWriteSharePct: z.optional(pct()),
  currency: currencyCode(),
  /** the prices' yearly change over a scenario's horizon (format version 8); 0 holds them flat */
  priceChangePctPerYear: z._default(num(-90, 500, '% a year'), DEFAULT_API_PRICE_CHANGE_PCT),
});

/** The job's energy and carbon figures' inputs (docs/method/jobs.md, "Energy and carbon"); the engine states each default. */
const energySchema = group({
  /** one card's draw while working: data/gpus.csv's board power (TDP) by gpu.id when not given, an upper bound */
  gpuWatts: z.optional(num(1, 5000, 'W')),
  /** facility power ÷ IT power: a scenario's own.power.pue, else 1.58 (Uptime Institute, 2023), when not given */
  pue: z.optional(num(1, 3, '')),
  /** a grid of src/data/energy.json, for its carbon factor */
  grid: z.optional(pattern(/^[a-z0-9-]+$/, 'a grid id such as "cn-national-2023"')),
  /** the reader's own carbon factor: wins over grid */
  kgCo2ePerKWh: z.optional(num(0, 5, 'kg CO₂e a kWh')),
});

const moneySchema = group({ amount: num(0, 1_000_000, 'per card-hour'), currency: currencyCode() });

const sourceSchema = group({
  source: text(500),
  asOf: z.optional(pattern(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD', { realDate: true })),
});

export const jobSpecSchema = group({
  kind: oneOf(JOB_KINDS),
  /** a line saying what the job is, printed back */
  title: z.optional(text(200)),
  model: modelSchema,
  gpu: gpuSchema,
  /** bytes a weight: 2 BF16, 1 FP8, 0.5 4-bit (LoRA's frozen base; serving's weights and KV cache) */
  precisionBytes: z._default(num(0.25, 8, 'bytes a weight'), DEFAULT_PRECISION_BYTES),
  usableMemoryPct: z._default(num(1, 100, '%'), DEFAULT_USABLE_MEMORY_PCT),
  training: z.optional(trainingSchema),
  serving: z.optional(servingSchema),
  api: z.optional(apiSchema),
  energy: z.optional(energySchema),
  /** what one card costs an hour, rented or owned: prices the run, the tokens and the break-even */
  cardHourCost: z.optional(moneySchema),
  /** where a figure came from, by the field's path ("gpu.peakTflops") */
  sources: z.optional(z.record(z.string(), sourceSchema)),
});

export type JobSpec = z.output<typeof jobSpecSchema>;
/** A job spec as written in a file: fields with a default may be left out. */
export type JobSpecInput = z.input<typeof jobSpecSchema>;
