// The LLM catalog's schema (llm.json): the build and the tests hold the catalog to it, and its types are
// the catalog's. Not loaded by the page, which reads the catalog the build checked.
import * as z from 'zod/mini';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) =>
  DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const date = z.string().check(z.refine(isRealDate, 'a real date written YYYY-MM-DD'));
const positive = () => z.number().check(z.positive());
const count = () => z.int().check(z.gte(1));
const id = z.string().check(z.regex(/^[a-z0-9.-]+$/));
const text = z.string().check(z.minLength(1));
/** where the figure was read: a page, file or paper, never blank */
const source = z.string().check(z.minLength(10));

/**
 * DERIVED: computed rather than read; SECONDARY: from a third party rather than the owner;
 * UNVERIFIED: not confirmed; WEAK SOURCE: a low-quality or undated page; CONFLICT: sources disagree
 * (data/llm/README.md records one, Llama 3.1 405B's KV heads).
 */
export const DOUBT_MARKS = ['DERIVED', 'SECONDARY', 'UNVERIFIED', 'WEAK SOURCE', 'CONFLICT'] as const;
export type DoubtMark = (typeof DOUBT_MARKS)[number];
/** the marks of data/llm/README.md a row's text carries, in this order */
const doubt = z.array(z.enum(DOUBT_MARKS));

const modelSchema = z.strictObject({
  id,
  name: text,
  totalParamsB: positive(),
  /** parameters used per token (= total for dense models): the N of 6·N·D */
  activeParamsB: positive(),
  layers: count(),
  hiddenSize: count(),
  /** null for MLA models (DeepSeek-V3/R1, Kimi K2), which cache one compressed vector per layer */
  kvHeads: z.nullable(count()),
  headDim: z.nullable(count()),
  contextTokens: count(),
  licence: text,
  attention: z.enum(['gqa', 'mla']),
  /** DERIVED: 2 × layers × kvHeads × headDim × 2 bytes, or layers × 576 × 2 bytes for MLA */
  kvBytesPerTokenBf16: count(),
  /** the derivation written out with this model's figures */
  kvDerivation: z.string().check(z.startsWith('DERIVED')),
  /** sliding-window or chunked layers: the formula over-estimates the cache at long context */
  kvWindowedLayers: z.boolean(),
  source,
  notes: z.string(),
  doubt,
});

const mfuRowSchema = z.strictObject({
  run: text,
  /** as the source names it ("H100-80GB", "TPU v4") */
  gpu: text,
  gpus: z.nullable(count()),
  precision: text,
  /** model FLOPs utilisation in PaLM's sense, percent of the run's precision's dense peak */
  mfuPct: z.number().check(z.positive(), z.lte(100)),
  source,
  notes: z.string(),
  doubt,
});

const throughputSchema = z.strictObject({
  model: text,
  /** the model's id in `models`, or null when it is not there (Llama 2 70B, Llama 4 Maverick) */
  modelId: z.nullable(id),
  gpu: id,
  /** the GPU's id in catalog.json, or null (gb200, mi325x, rtx-pro-6000-blackwell-server) */
  catalogGpuId: z.nullable(id),
  gpus: count(),
  /** the number format, from the start of `precisionNote`; null when the source does not say */
  precision: z.nullable(z.enum(['FP4', 'FP8', 'BF16'])),
  precisionNote: text,
  engine: text,
  /** MLPerf's offline (upper bound), server and interactive (latency limits), or a production average */
  scenario: z.enum(['offline', 'server', 'interactive', 'production', 'other']),
  scenarioNote: text,
  /** output (generated) tokens per second of the whole system */
  tokensPerSecondTotal: positive(),
  /** DERIVED: tokensPerSecondTotal ÷ gpus, unrounded */
  tokensPerSecondPerGpu: positive(),
  inputLen: z.nullable(count()),
  outputLen: z.nullable(count()),
  source,
  /** the date as the file gives it */
  date: text,
  /** that date read as a day (a month or quarter as its first day); null when it gives none */
  asOf: z.nullable(date),
  notes: z.string(),
  doubt,
});

const apiPriceSchema = z.strictObject({
  provider: text,
  providerId: id,
  model: text,
  inputPerM: positive(),
  /** null when the provider lists no cached-input price */
  cachedInputPerM: z.nullable(positive()),
  outputPerM: positive(),
  /** as published, never converted */
  currency: z.enum(['USD', 'CNY']),
  dateSeen: text,
  asOf: z.nullable(date),
  source,
  notes: z.string(),
  doubt,
});

const memoryBandwidthSchema = z.strictObject({
  /** the card's id: data/gpus.csv's, or one it lists as the same part (h800, a800) */
  gpu: id,
  /** the card's id in src/data/catalog.json (h800-80gb for h800), or null when it lists none */
  catalogGpuId: z.nullable(id),
  /** TB/s of 10¹² bytes, the vendor's peak */
  memoryBandwidthTBps: positive(),
  source,
  date: z.string(),
  asOf: z.nullable(date),
  notes: z.string(),
  doubt,
});

export const llmCatalogSchema = z.strictObject({
  about: text,
  researchedOn: date,
  doubtMarks: z.array(z.enum(DOUBT_MARKS)),
  models: z.array(modelSchema),
  training: z.strictObject({
    /** to pair with the GPU's dense BF16 peak; chosen by `defaultMfu.rule` */
    defaultMfuPct: z.number().check(z.positive(), z.lte(100)),
    defaultMfu: z.strictObject({
      rule: text,
      chosenRun: text,
      source,
      runs: z.array(z.strictObject({ run: text, gpu: text, gpus: z.nullable(count()), mfuPct: positive() })),
    }),
    rows: z.array(mfuRowSchema),
  }),
  throughput: z.array(throughputSchema),
  api: z.array(apiPriceSchema),
  memoryBandwidth: z.array(memoryBandwidthSchema),
});

export type LlmCatalog = z.output<typeof llmCatalogSchema>;
export type LlmModel = LlmCatalog['models'][number];
export type ThroughputRow = LlmCatalog['throughput'][number];
export type ApiPrice = LlmCatalog['api'][number];
export type MemoryBandwidth = LlmCatalog['memoryBandwidth'][number];
export type Precision = NonNullable<ThroughputRow['precision']>;
