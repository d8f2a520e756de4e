// "Start from the job": the form as the user types it (text, so nothing typed is ever lost), the job
// spec it reads as, and the form a scenario's job shows. Sizes, peaks, throughputs and API prices come
// from the dated catalogs (src/data/llm.json, src/data/catalog.json), each with its source in the
// job's `sources`; a figure typed over one drops that source. Reading and the workload it fills are
// the engine's (readJobSpec, jobWorkload); this module only turns text into the spec's fields.
import type { CatalogEntry, catalogFills } from '../../data/catalog.ts';
import type { ApiPrice, LlmCatalog, LlmModel, MemoryBandwidth, ThroughputRow } from '../../data/llm.ts';
import { valueOfText } from '../kit/numberText.ts';

export type JobKind = 'training' | 'serving';
export type Method = 'full' | 'lora' | 'qlora';
/** '' infers the regime from the job */
export type Regime = '' | 'pretraining' | 'fine-tuning' | 'lora' | 'qlora' | 'moe';
/** '' takes the default (replicated) */
export type Optimizer = '' | 'replicated' | 'distributed';

/** Every figure as typed. `modelId` / `gpuId` '' means typed by hand; `apiId` '' no API, 'typed' typed. */
export interface JobForm {
  readonly kind: JobKind;
  readonly modelId: string;
  readonly totalParamsB: string;
  readonly activeParamsB: string;
  readonly layers: string;
  readonly kvHeads: string;
  readonly headDim: string;
  /** a typed model's width and vocabulary, for training's attention FLOPs, activations and QLoRA */
  readonly hiddenSize: string;
  readonly vocabSize: string;
  readonly gpuId: string;
  readonly peakTflops: string;
  readonly memoryGB: string;
  /** '' takes the catalog's for a listed card, and leaves a typed card without a bandwidth bound */
  readonly memoryBandwidthTBps: string;
  readonly cardsPerInstance: string;
  readonly precisionBytes: string;
  readonly tokensB: string;
  readonly method: Method;
  readonly adapterSharePct: string;
  readonly regime: Regime;
  /** '' takes the regime's default */
  readonly mfuPct: string;
  /** '' for the defaults (8,192 tokens; 100,000 cards) */
  readonly sequenceTokens: string;
  readonly maxCards: string;
  /** '' for the defaults (1 sequence; the replicated optimizer) */
  readonly microBatchSequences: string;
  readonly optimizer: Optimizer;
  readonly deadlineDays: string;
  readonly runsPerYear: string;
  readonly spot: boolean;
  readonly tokensPerDayM: string;
  readonly inputSharePct: string;
  readonly cachedSharePct: string;
  readonly peakFactor: string;
  /** a throughput row's key (its index in the catalog) or '' when typed */
  readonly throughputRow: string;
  readonly throughput: string;
  readonly contextTokens: string;
  readonly concurrentSequences: string;
  /** each user's decode speed wanted: when given, the sequences in flight follow by Little's law */
  readonly tokensPerSecondPerUser: string;
  /** '' for the defaults: a BF16 cache, prefill at 40 % of the peak, no input cost of one's own */
  readonly kvPrecisionBytes: string;
  readonly prefillEfficiencyPct: string;
  readonly inputTokenCost: string;
  readonly apiId: string;
  readonly inputPerM: string;
  readonly cachedInputPerM: string;
  readonly outputPerM: string;
  /** a typed API's name, as the job it was read from gives it ('' for none) */
  readonly apiName?: string;
  /**
   * The sources of a scenario's job, each with the value it was given for (as JSON): kept while that
   * value is unchanged, so a job read back from a link keeps the sources its figures came with
   */
  readonly kept?: Readonly<Record<string, { readonly value: string; readonly note: SourceNote }>>;
}

/** Where a figure came from, as the job's `sources` hold it. */
export type SourceNote = { readonly source: string; readonly asOf?: string };

export type FormField = keyof JobForm;

/**
 * The form before the user changes it: a LoRA fine-tune of Qwen2.5 7B on 1 B tokens on one card, or,
 * for serving, 5 M tokens a day with three quarters input, the peak hour twice the average (an
 * assumption the page names), 8,192 tokens of context and 16 sequences at once.
 */
export const DEFAULT_FORM: JobForm = {
  kind: 'training',
  modelId: 'qwen2.5-7b',
  totalParamsB: '',
  activeParamsB: '',
  layers: '',
  kvHeads: '',
  headDim: '',
  hiddenSize: '',
  vocabSize: '',
  gpuId: 'h100-sxm',
  peakTflops: '',
  memoryGB: '',
  memoryBandwidthTBps: '',
  cardsPerInstance: '1',
  precisionBytes: '2',
  tokensB: '1',
  method: 'lora',
  adapterSharePct: '0.5',
  regime: '',
  mfuPct: '',
  sequenceTokens: '',
  maxCards: '',
  microBatchSequences: '',
  optimizer: '',
  deadlineDays: '',
  runsPerYear: '1',
  spot: false,
  tokensPerDayM: '5',
  inputSharePct: '75',
  cachedSharePct: '0',
  peakFactor: '2',
  throughputRow: '',
  throughput: '',
  contextTokens: '8192',
  concurrentSequences: '16',
  tokensPerSecondPerUser: '',
  kvPrecisionBytes: '',
  prefillEfficiencyPct: '',
  inputTokenCost: '',
  apiId: '',
  inputPerM: '',
  cachedInputPerM: '',
  outputPerM: '',
};

/** What the form reads its catalog choices from. */
export interface JobCatalogs {
  readonly llm: LlmCatalog;
  /** one entry a card (its specs): the card a job names */
  readonly gpus: readonly CatalogEntry[];
  /** every entry, one a card and market: the prices a job's card is filled with */
  readonly entries: readonly CatalogEntry[];
  /** the GPU catalog's fills of a scenario (src/data/catalog.ts), loaded with the catalog itself */
  readonly catalogFills: typeof catalogFills;
}

/** A number as typed, read as every number input of the page reads it: undefined when empty, NaN when not a number. */
export function numberOf(text: string): number | undefined {
  const value = valueOfText(text);
  return typeof value === 'number' ? value : value === undefined ? undefined : Number.NaN;
}

export const modelOf = (catalogs: JobCatalogs, form: JobForm): LlmModel | undefined =>
  catalogs.llm.models.find((m) => m.id === form.modelId);
export const gpuOf = (catalogs: JobCatalogs, form: JobForm): CatalogEntry | undefined =>
  catalogs.gpus.find((g) => g.id === form.gpuId);

/** The catalog's memory bandwidth row of the chosen card, if it lists one. */
export const bandwidthOf = (catalogs: JobCatalogs, form: JobForm): MemoryBandwidth | undefined =>
  form.gpuId === '' ? undefined : catalogs.llm.memoryBandwidth.find((b) => b.catalogGpuId === form.gpuId);

/** The measured serving rows on the chosen card: this model's first, then other models' as stand-ins. */
export function throughputRows(
  catalogs: JobCatalogs,
  form: JobForm,
): { key: string; row: ThroughputRow; same: boolean }[] {
  const rows = catalogs.llm.throughput
    .map((row, index) => ({ key: String(index), row, same: row.modelId === form.modelId }))
    .filter(({ row }) => row.catalogGpuId !== null && row.catalogGpuId === form.gpuId);
  return [...rows.filter((r) => r.same), ...rows.filter((r) => !r.same)];
}

export const apiKey = (price: ApiPrice, index: number) => `${price.providerId}:${index}`;

export function apiOf(catalogs: JobCatalogs, form: JobForm): ApiPrice | undefined {
  const index = Number(form.apiId.split(':')[1]);
  return form.apiId.includes(':') ? catalogs.llm.api[index] : undefined;
}

/** Units of `to` for one unit of `from`, or null when no rate is known. */
export type RateOf = (from: string, to: string) => number | null;

/** The form field a problem of the spec belongs to, by the spec's path. */
export const FIELD_OF_PATH: Readonly<Record<string, FormField>> = {
  'model.totalParamsB': 'totalParamsB',
  'model.activeParamsB': 'activeParamsB',
  'model.layers': 'layers',
  'model.kvHeads': 'kvHeads',
  'model.headDim': 'headDim',
  'model.kvBytesPerToken': 'layers',
  'model.hiddenSize': 'hiddenSize',
  'model.vocabSize': 'vocabSize',
  'gpu.peakTflops': 'peakTflops',
  'gpu.memoryGB': 'memoryGB',
  'gpu.memoryBandwidthTBps': 'memoryBandwidthTBps',
  'gpu.cardsPerInstance': 'cardsPerInstance',
  precisionBytes: 'precisionBytes',
  'training.tokens': 'tokensB',
  'training.mfuPct': 'mfuPct',
  'training.regime': 'mfuPct',
  'training.sequenceTokens': 'sequenceTokens',
  'training.maxCards': 'maxCards',
  'training.microBatchSequences': 'microBatchSequences',
  'training.adapterSharePct': 'adapterSharePct',
  'training.deadlineHours': 'deadlineDays',
  'training.runsPerYear': 'runsPerYear',
  'serving.tokensPerDay': 'tokensPerDayM',
  'serving.inputSharePct': 'inputSharePct',
  'serving.cachedSharePct': 'cachedSharePct',
  'serving.peakFactor': 'peakFactor',
  'serving.outputTokensPerSecondPerCard': 'throughput',
  'serving.contextTokens': 'contextTokens',
  'serving.concurrentSequences': 'concurrentSequences',
  'serving.tokensPerSecondPerUser': 'tokensPerSecondPerUser',
  'serving.kvPrecisionBytes': 'kvPrecisionBytes',
  'serving.prefillEfficiencyPct': 'prefillEfficiencyPct',
  'serving.inputTokenCost': 'inputTokenCost',
  'api.inputPerM': 'inputPerM',
  'api.cachedInputPerM': 'cachedInputPerM',
  'api.outputPerM': 'outputPerM',
};
