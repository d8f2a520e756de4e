// "Start from the job": the form as the user types it (text, so nothing typed is ever lost), the job
// spec it reads as, and the form a scenario's job shows. Sizes, peaks, throughputs and API prices come
// from the dated catalogs (src/data/llm.json, src/data/catalog.json), each with its source in the
// job's `sources`; a figure typed over one drops that source. Reading and the workload it fills are
// the engine's (readJobSpec, jobWorkload); this module only turns text into the spec's fields.
import type { CatalogEntry } from '../../data/catalog.ts';
import type { ApiPrice, LlmCatalog, LlmModel, ThroughputRow } from '../../data/llm.ts';
import { DEFAULT_MFU_PCT, type JobSpec } from '../../engine/job/index.ts';
import { valueOfText } from '../inputs/numberText.ts';

export type JobKind = 'training' | 'serving';
export type Method = 'full' | 'lora' | 'qlora';

/** Every figure as typed. `modelId` / `gpuId` '' means typed by hand; `apiId` '' no API, 'typed' typed. */
export interface JobForm {
  readonly kind: JobKind;
  readonly modelId: string;
  readonly totalParamsB: string;
  readonly activeParamsB: string;
  readonly layers: string;
  readonly kvHeads: string;
  readonly headDim: string;
  readonly gpuId: string;
  readonly peakTflops: string;
  readonly memoryGB: string;
  readonly cardsPerInstance: string;
  readonly precisionBytes: string;
  readonly tokensB: string;
  readonly method: Method;
  readonly adapterSharePct: string;
  readonly mfuPct: string;
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
  readonly apiId: string;
  readonly inputPerM: string;
  readonly cachedInputPerM: string;
  readonly outputPerM: string;
}

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
  gpuId: 'h100-sxm',
  peakTflops: '',
  memoryGB: '',
  cardsPerInstance: '1',
  precisionBytes: '2',
  tokensB: '1',
  method: 'lora',
  adapterSharePct: '0.5',
  mfuPct: String(DEFAULT_MFU_PCT),
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
  apiId: '',
  inputPerM: '',
  cachedInputPerM: '',
  outputPerM: '',
};

/** What the form reads its catalog choices from. */
export interface JobCatalogs {
  readonly llm: LlmCatalog;
  readonly gpus: readonly CatalogEntry[];
}

/** A number as typed, read as every number input of the page reads it: undefined when empty, NaN when not a number. */
export function numberOf(text: string): number | undefined {
  const value = valueOfText(text);
  return typeof value === 'number' ? value : value === undefined ? undefined : Number.NaN;
}

/** Several small conversions between the form's units and the spec's. */
const scaled = (text: string, factor: number) => {
  const value = numberOf(text);
  return value === undefined || Number.isNaN(value) ? value : value * factor;
};

type Json = Record<string, unknown>;
type SourceNote = { readonly source: string; readonly asOf?: string };

const note = (source: string, asOf?: string | null): SourceNote => ({
  source: source.slice(0, 500),
  ...(asOf ? { asOf } : {}),
});

export const modelOf = (catalogs: JobCatalogs, form: JobForm): LlmModel | undefined =>
  catalogs.llm.models.find((m) => m.id === form.modelId);
export const gpuOf = (catalogs: JobCatalogs, form: JobForm): CatalogEntry | undefined =>
  catalogs.gpus.find((g) => g.id === form.gpuId);

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

/**
 * The job spec the form reads as, with the sources of its catalog figures, before the engine's check
 * (readJobSpec): an empty or unreadable number stays out or NaN, and the check names the field.
 */
export function specInput(form: JobForm, catalogs: JobCatalogs, currency: string, rateOf: RateOf): Json {
  const sources: Record<string, SourceNote> = {};
  const model = modelOf(catalogs, form);
  const gpu = gpuOf(catalogs, form);
  const precision = numberOf(form.precisionBytes) ?? 2;
  let modelPart: Json;
  if (model) {
    const kv =
      model.kvHeads !== null && model.headDim !== null
        ? { layers: model.layers, kvHeads: model.kvHeads, headDim: model.headDim }
        : { kvBytesPerToken: (model.kvBytesPerTokenBf16 / 2) * precision };
    modelPart = { id: model.id, totalParamsB: model.totalParamsB, activeParamsB: model.activeParamsB, ...kv };
    sources.model = note(`src/data/llm.json, ${model.name}: ${model.source}`);
  } else {
    modelPart = {
      totalParamsB: numberOf(form.totalParamsB),
      activeParamsB: numberOf(form.activeParamsB),
      ...(form.kind === 'serving'
        ? { layers: numberOf(form.layers), kvHeads: numberOf(form.kvHeads), headDim: numberOf(form.headDim) }
        : {}),
    };
  }
  const gpuPart: Json = gpu
    ? { id: gpu.id, peakTflops: gpu.compute.denseTflops, memoryGB: gpu.memoryGB }
    : { peakTflops: numberOf(form.peakTflops), memoryGB: numberOf(form.memoryGB) };
  if (gpu) {
    sources['gpu.peakTflops'] = note(gpu.compute.source, gpu.compute.asOf);
    sources['gpu.memoryGB'] = note(`src/data/catalog.json, ${gpu.name}: ${gpu.memoryGB} GB`, gpu.asOf);
  }
  gpuPart.cardsPerInstance = numberOf(form.cardsPerInstance);
  const spec: Json = { kind: form.kind, model: modelPart, gpu: gpuPart, precisionBytes: precision };
  if (form.kind === 'training') {
    const deadline = scaled(form.deadlineDays, 24);
    spec.training = {
      tokens: scaled(form.tokensB, 1e9),
      method: form.method,
      mfuPct: numberOf(form.mfuPct),
      ...(form.method === 'full' ? {} : { adapterSharePct: numberOf(form.adapterSharePct) }),
      ...(deadline === undefined ? {} : { deadlineHours: deadline }),
      runsPerYear: numberOf(form.runsPerYear),
      spot: form.spot,
    };
    if (numberOf(form.mfuPct) === DEFAULT_MFU_PCT) {
      sources['training.mfuPct'] = note(
        'src/data/llm.json training.defaultMfuPct: the median MFU of ten published dense BF16 runs on 64 or more H100s (Llama 3, Megatron-Core, MosaicML), docs/method/jobs-data.md',
        catalogs.llm.researchedOn,
      );
    }
  } else {
    const row = throughputRows(catalogs, form).find((r) => r.key === form.throughputRow);
    spec.serving = {
      tokensPerDay: scaled(form.tokensPerDayM, 1e6),
      inputSharePct: numberOf(form.inputSharePct),
      cachedSharePct: numberOf(form.cachedSharePct),
      peakFactor: numberOf(form.peakFactor),
      outputTokensPerSecondPerCard: row ? row.row.tokensPerSecondPerGpu : numberOf(form.throughput),
      contextTokens: numberOf(form.contextTokens),
      concurrentSequences: numberOf(form.concurrentSequences),
    };
    if (row) {
      const standIn = row.same ? '' : `STAND-IN: measured on ${row.row.model}, not this model. `;
      const doubt = row.row.doubt.length > 0 ? ` [${row.row.doubt.join(', ')}]` : '';
      sources['serving.outputTokensPerSecondPerCard'] = note(
        `${standIn}src/data/llm.json throughput: ${row.row.model}, ${row.row.gpus} × ${row.row.gpu}, ${row.row.precision ?? 'precision not given'}, ${row.row.scenario}${doubt} (${row.row.source})`,
        row.row.asOf,
      );
    }
    if (form.peakFactor.trim() === DEFAULT_FORM.peakFactor) {
      sources['serving.peakFactor'] = note('ASSUMPTION: the peak hour carries twice the average hour’s tokens');
    }
    const api = apiPart(form, catalogs, currency, rateOf, sources);
    if (api) spec.api = api;
  }
  if (Object.keys(sources).length > 0) spec.sources = sources;
  return spec;
}

function apiPart(
  form: JobForm,
  catalogs: JobCatalogs,
  currency: string,
  rateOf: RateOf,
  sources: Record<string, SourceNote>,
): Json | null {
  if (form.apiId === 'typed') {
    const cached = numberOf(form.cachedInputPerM);
    return {
      inputPerM: numberOf(form.inputPerM),
      ...(cached === undefined ? {} : { cachedInputPerM: cached }),
      outputPerM: numberOf(form.outputPerM),
      currency,
    };
  }
  const price = apiOf(catalogs, form);
  if (!price) return null;
  const rate = price.currency === currency ? 1 : rateOf(price.currency, currency);
  // no rate, no API: a price is never shown with another currency's symbol
  if (rate === null) return { inputPerM: Number.NaN, outputPerM: Number.NaN, currency };
  const converted = rate === 1 ? '' : ` Converted from ${price.currency} at ${rate} ${currency} per ${price.currency}.`;
  const doubt = price.doubt.length > 0 ? ` [${price.doubt.join(', ')}]` : '';
  const text = `src/data/llm.json api: ${price.provider} ${price.model}${doubt} (${price.source}).${converted}`;
  for (const field of ['inputPerM', 'outputPerM', ...(price.cachedInputPerM === null ? [] : ['cachedInputPerM'])])
    sources[`api.${field}`] = note(text, price.asOf);
  return {
    name: `${price.provider} ${price.model}`,
    inputPerM: price.inputPerM * rate,
    ...(price.cachedInputPerM === null ? {} : { cachedInputPerM: price.cachedInputPerM * rate }),
    outputPerM: price.outputPerM * rate,
    currency,
  };
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The form a scenario's job shows: catalog picks where its figures are the catalog's, else as typed. */
export function formOf(job: JobSpec, catalogs: JobCatalogs | null): JobForm {
  const model = catalogs?.llm.models.find((m) => m.id === job.model.id && m.totalParamsB === job.model.totalParamsB);
  const gpu = catalogs?.gpus.find(
    (g) => g.id === job.gpu.id && g.compute.denseTflops === job.gpu.peakTflops && g.memoryGB === job.gpu.memoryGB,
  );
  const t = job.training;
  const s = job.serving;
  const form: JobForm = {
    ...DEFAULT_FORM,
    kind: job.kind,
    modelId: model?.id ?? '',
    totalParamsB: text(job.model.totalParamsB),
    activeParamsB: text(job.model.activeParamsB),
    layers: text(job.model.layers),
    kvHeads: text(job.model.kvHeads),
    headDim: text(job.model.headDim),
    gpuId: gpu?.id ?? '',
    peakTflops: text(job.gpu.peakTflops),
    memoryGB: text(job.gpu.memoryGB),
    cardsPerInstance: text(job.gpu.cardsPerInstance),
    precisionBytes: text(job.precisionBytes),
  };
  const withTraining: JobForm = t
    ? {
        ...form,
        tokensB: text(t.tokens / 1e9),
        method: t.method,
        adapterSharePct: t.adapterSharePct === undefined ? DEFAULT_FORM.adapterSharePct : text(t.adapterSharePct),
        mfuPct: text(t.mfuPct),
        deadlineDays: t.deadlineHours === undefined ? '' : text(t.deadlineHours / 24),
        runsPerYear: text(t.runsPerYear),
        spot: t.spot,
      }
    : form;
  if (!s) return withTraining;
  const rows = catalogs ? throughputRows(catalogs, withTraining) : [];
  const row = rows.find((r) => r.row.tokensPerSecondPerGpu === s.outputTokensPerSecondPerCard);
  const api = job.api;
  return {
    ...withTraining,
    tokensPerDayM: text(s.tokensPerDay / 1e6),
    inputSharePct: text(s.inputSharePct),
    cachedSharePct: text(s.cachedSharePct),
    peakFactor: text(s.peakFactor),
    throughputRow: row?.key ?? '',
    throughput: text(s.outputTokensPerSecondPerCard),
    contextTokens: text(s.contextTokens),
    concurrentSequences: text(s.concurrentSequences),
    apiId: api ? 'typed' : '',
    inputPerM: text(api?.inputPerM),
    cachedInputPerM: text(api?.cachedInputPerM),
    outputPerM: text(api?.outputPerM),
  };
}

/** The form field a problem of the spec belongs to, by the spec's path. */
export const FIELD_OF_PATH: Readonly<Record<string, FormField>> = {
  'model.totalParamsB': 'totalParamsB',
  'model.activeParamsB': 'activeParamsB',
  'model.layers': 'layers',
  'model.kvHeads': 'kvHeads',
  'model.headDim': 'headDim',
  'model.kvBytesPerToken': 'layers',
  'gpu.peakTflops': 'peakTflops',
  'gpu.memoryGB': 'memoryGB',
  'gpu.cardsPerInstance': 'cardsPerInstance',
  precisionBytes: 'precisionBytes',
  'training.tokens': 'tokensB',
  'training.mfuPct': 'mfuPct',
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
  'api.inputPerM': 'inputPerM',
  'api.cachedInputPerM': 'cachedInputPerM',
  'api.outputPerM': 'outputPerM',
};

/**
 * The form with one field changed, and what follows from it: a model or card typed by hand starts
 * from the figures of the one chosen before; a new model or card picks its first measured serving
 * row, if the catalog has one, and leaves a typed figure alone.
 */
export function withChoice(form: JobForm, field: FormField, value: string | boolean, catalogs: JobCatalogs): JobForm {
  let next: JobForm = { ...form, [field]: value };
  if (field === 'modelId' && value === '') {
    const before = modelOf(catalogs, form);
    if (before) {
      next = {
        ...next,
        totalParamsB: String(before.totalParamsB),
        activeParamsB: before.activeParamsB === before.totalParamsB ? '' : String(before.activeParamsB),
        layers: String(before.layers),
        kvHeads: before.kvHeads === null ? '' : String(before.kvHeads),
        headDim: before.headDim === null ? '' : String(before.headDim),
      };
    }
  }
  if (field === 'gpuId' && value === '') {
    const before = gpuOf(catalogs, form);
    if (before) next = { ...next, peakTflops: String(before.compute.denseTflops), memoryGB: String(before.memoryGB) };
  }
  if (field === 'modelId' || field === 'gpuId' || field === 'kind') {
    const rows = throughputRows(catalogs, next);
    const kept = rows.some((r) => r.key === next.throughputRow);
    if (!kept && (next.throughputRow !== '' || next.throughput.trim() === '')) {
      next = { ...next, throughputRow: rows.find((r) => r.same)?.key ?? '' };
    }
  }
  return next;
}
