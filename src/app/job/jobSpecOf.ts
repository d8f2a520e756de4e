// The job spec "Start from the job" reads as: sizes, peaks, throughputs and API prices from the dated
// catalogs with their sources in the job's `sources`, typed figures as typed (an empty or unreadable one
// stays out or NaN, and the engine's check names the field). An API priced in another currency is
// converted at the calculator's rate, which its source then states.

import { getIn, type Json } from '../../engine/index.ts';
import { DEFAULT_KV_PRECISION_BYTES, withCardBandwidth } from '../../engine/job/index.ts';
import { typedMoney } from '../../format/typed.ts';
import {
  apiOf,
  DEFAULT_FORM,
  gpuOf,
  type JobCatalogs,
  type JobForm,
  modelOf,
  numberOf,
  type RateOf,
  type SourceNote,
  throughputRows,
} from './jobForm.ts';

/** A field left empty stays out of the spec, so that the engine's default applies. */
const optional = (key: string, text: string) => {
  const value = numberOf(text);
  return value === undefined ? {} : { [key]: value };
};

/** Several small conversions between the form's units and the spec's. */
const scaled = (text: string, factor: number) => {
  const value = numberOf(text);
  return value === undefined || Number.isNaN(value) ? value : value * factor;
};

const note = (source: string, asOf?: string | null): SourceNote => ({
  source: source.slice(0, 500),
  ...(asOf ? { asOf } : {}),
});

/**
 * The job spec the form reads as, with the sources of its catalog figures, before the engine's check
 * (readJobSpec): an empty or unreadable number stays out or NaN, and the check names the field.
 */
export function specInput(form: JobForm, catalogs: JobCatalogs, currency: string, rateOf: RateOf): Json {
  const sources: Record<string, SourceNote> = {};
  const model = modelOf(catalogs, form);
  const gpu = gpuOf(catalogs, form);
  const precision = numberOf(form.precisionBytes) ?? 2;
  // the KV cache's own precision: the model's BF16 unless chosen (vLLM's auto), whatever the weights'
  const kvPrecision = numberOf(form.kvPrecisionBytes);
  let modelPart: Json;
  if (model) {
    const kv =
      model.kvHeads !== null && model.headDim !== null
        ? { layers: model.layers, kvHeads: model.kvHeads, headDim: model.headDim }
        : { kvBytesPerToken: (model.kvBytesPerTokenBf16 / 2) * (kvPrecision ?? DEFAULT_KV_PRECISION_BYTES) };
    // training counts attention FLOPs and activations with the model's layers and width
    const width = form.kind === 'training' ? { layers: model.layers, hiddenSize: model.hiddenSize } : {};
    modelPart = { id: model.id, totalParamsB: model.totalParamsB, activeParamsB: model.activeParamsB, ...kv, ...width };
    sources.model = note(`src/data/llm.json, ${model.name}: ${model.source}`);
  } else {
    modelPart = {
      totalParamsB: numberOf(form.totalParamsB),
      activeParamsB: numberOf(form.activeParamsB),
      ...(form.kind === 'serving'
        ? { layers: numberOf(form.layers), kvHeads: numberOf(form.kvHeads), headDim: numberOf(form.headDim) }
        : {
            ...optional('layers', form.layers),
            ...optional('hiddenSize', form.hiddenSize),
            ...optional('vocabSize', form.vocabSize),
          }),
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
  // a card's bandwidth bounds serving's decode only: a typed figure wins over the catalog's (below)
  if (form.kind === 'serving') Object.assign(gpuPart, optional('memoryBandwidthTBps', form.memoryBandwidthTBps));
  const spec: Json = { kind: form.kind, model: modelPart, gpu: gpuPart, precisionBytes: precision };
  if (form.kind === 'training') {
    const deadline = scaled(form.deadlineDays, 24);
    spec.training = {
      tokens: scaled(form.tokensB, 1e9),
      method: form.method,
      ...(form.regime === '' ? {} : { regime: form.regime }),
      ...optional('mfuPct', form.mfuPct),
      ...optional('sequenceTokens', form.sequenceTokens),
      ...optional('maxCards', form.maxCards),
      ...optional('microBatchSequences', form.microBatchSequences),
      ...(form.optimizer === '' ? {} : { optimizer: form.optimizer }),
      ...(form.method === 'full' ? {} : { adapterSharePct: numberOf(form.adapterSharePct) }),
      ...(deadline === undefined ? {} : { deadlineHours: deadline }),
      runsPerYear: numberOf(form.runsPerYear),
      spot: form.spot,
    };
  } else {
    const row = throughputRows(catalogs, form).find((r) => r.key === form.throughputRow);
    const userSpeed = numberOf(form.tokensPerSecondPerUser);
    spec.serving = {
      tokensPerDay: scaled(form.tokensPerDayM, 1e6),
      inputSharePct: numberOf(form.inputSharePct),
      cachedSharePct: numberOf(form.cachedSharePct),
      peakFactor: numberOf(form.peakFactor),
      outputTokensPerSecondPerCard: row ? row.row.tokensPerSecondPerGpu : numberOf(form.throughput),
      contextTokens: numberOf(form.contextTokens),
      // a per-user speed gives the sequences in flight by Little's law: a count typed beside it is not used
      ...(userSpeed === undefined
        ? { concurrentSequences: numberOf(form.concurrentSequences) }
        : { tokensPerSecondPerUser: userSpeed }),
      ...(kvPrecision === undefined ? {} : { kvPrecisionBytes: kvPrecision }),
      ...optional('prefillEfficiencyPct', form.prefillEfficiencyPct),
      ...optional('inputTokenCost', form.inputTokenCost),
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
  // a source the job came with stays while its figure is the one it was given for
  for (const [path, { value, note: kept }] of Object.entries(form.kept ?? {})) {
    if (!sources[path] && JSON.stringify(getIn(spec, path.split('.'))) === value) sources[path] = kept;
  }
  if (Object.keys(sources).length > 0) spec.sources = sources;
  // a listed card's bandwidth, with its row cited, as a job file naming the card gets it
  return form.kind === 'serving' && gpu
    ? (withCardBandwidth(spec as Record<string, unknown>, catalogs.llm.memoryBandwidth) as Json)
    : spec;
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
      ...(form.apiName ? { name: form.apiName } : {}),
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
  // as a reader would type each price in the scenario's currency: the job shows them in fields when read back
  const inCurrency = (perM: number) => typedMoney(perM * rate, currency);
  return {
    name: `${price.provider} ${price.model}`,
    inputPerM: inCurrency(price.inputPerM),
    ...(price.cachedInputPerM === null ? {} : { cachedInputPerM: inCurrency(price.cachedInputPerM) }),
    outputPerM: inCurrency(price.outputPerM),
    currency,
  };
}
