// From a scenario's job back to the form, and one change to the form with what follows from it.

import { getIn } from '../../engine/index.ts';
import type { JobSpec } from '../../engine/job/index.ts';
import {
  bandwidthOf,
  DEFAULT_FORM,
  type FormField,
  gpuOf,
  type JobCatalogs,
  type JobForm,
  modelOf,
  throughputRows,
} from './jobForm.ts';

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The form a scenario's job shows: catalog picks where its figures are the catalog's, else as typed. */
export function formOf(job: JobSpec, catalogs: JobCatalogs | null): JobForm {
  const model = catalogs?.llm.models.find((m) => m.id === job.model.id && m.totalParamsB === job.model.totalParamsB);
  // a job saved before the catalog listed a card once may name a market's entry (rtx-4090-cn): its card
  const id = catalogs?.entries.find((e) => e.id === job.gpu.id)?.card ?? job.gpu.id;
  const gpu = catalogs?.gpus.find(
    (g) => g.id === id && g.compute.denseTflops === job.gpu.peakTflops && g.memoryGB === job.gpu.memoryGB,
  );
  const t = job.training;
  const s = job.serving;
  // the catalog's bandwidth for a listed card shows as its placeholder: only a figure of the job's own is typed
  const listed = gpu && catalogs ? bandwidthOf(catalogs, { ...DEFAULT_FORM, gpuId: gpu.id }) : undefined;
  const bandwidth = job.gpu.memoryBandwidthTBps;
  const form: JobForm = {
    ...DEFAULT_FORM,
    kind: job.kind,
    modelId: model?.id ?? '',
    totalParamsB: text(job.model.totalParamsB),
    activeParamsB: text(job.model.activeParamsB),
    layers: text(job.model.layers),
    kvHeads: text(job.model.kvHeads),
    headDim: text(job.model.headDim),
    hiddenSize: model ? '' : text(job.model.hiddenSize),
    vocabSize: model ? '' : text(job.model.vocabSize),
    gpuId: gpu?.id ?? '',
    peakTflops: text(job.gpu.peakTflops),
    memoryGB: text(job.gpu.memoryGB),
    memoryBandwidthTBps: listed?.memoryBandwidthTBps === bandwidth ? '' : text(bandwidth),
    cardsPerInstance: text(job.gpu.cardsPerInstance),
    precisionBytes: text(job.precisionBytes),
  };
  const withTraining: JobForm = t
    ? {
        ...form,
        tokensB: text(t.tokens / 1e9),
        method: t.method,
        adapterSharePct: t.adapterSharePct === undefined ? DEFAULT_FORM.adapterSharePct : text(t.adapterSharePct),
        regime: t.regime ?? '',
        mfuPct: text(t.mfuPct),
        sequenceTokens: text(t.sequenceTokens),
        maxCards: text(t.maxCards),
        microBatchSequences: text(t.microBatchSequences),
        optimizer: t.optimizer ?? '',
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
    tokensPerSecondPerUser: text(s.tokensPerSecondPerUser),
    kvPrecisionBytes: text(s.kvPrecisionBytes),
    prefillEfficiencyPct: text(s.prefillEfficiencyPct),
    inputTokenCost: text(s.inputTokenCost),
    apiId: api ? 'typed' : '',
    inputPerM: text(api?.inputPerM),
    cachedInputPerM: text(api?.cachedInputPerM),
    outputPerM: text(api?.outputPerM),
    apiName: api?.name ?? '',
    kept: keptSources(job),
  };
}

/**
 * The form with one field changed, and what follows from it: a model or card typed by hand starts
 * from the figures of the one chosen before; a new model or card picks its first measured serving
 * row, if the catalog has one, and leaves a typed figure alone.
 */
export function withChoice(form: JobForm, field: FormField, value: string | boolean, catalogs: JobCatalogs): JobForm {
  // another API choice is another API: the name read with the last one goes with it
  let next: JobForm = { ...form, [field]: value, ...(field === 'apiId' ? { apiName: '' } : {}) };
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
    if (before) {
      const bandwidth = next.memoryBandwidthTBps || text(bandwidthOf(catalogs, form)?.memoryBandwidthTBps);
      next = {
        ...next,
        peakTflops: String(before.compute.denseTflops),
        memoryGB: String(before.memoryGB),
        memoryBandwidthTBps: bandwidth,
      };
    }
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

/** Each source of the job with the value it was given for, as JSON (see JobForm.kept). */
function keptSources(job: JobSpec): NonNullable<JobForm['kept']> {
  const kept: Record<string, { value: string; note: { source: string; asOf?: string } }> = {};
  for (const [path, note] of Object.entries(job.sources ?? {})) {
    const at = getIn(job, path.split('.'));
    if (at !== undefined)
      kept[path] = {
        value: JSON.stringify(at),
        note: note.asOf ? { source: note.source, asOf: note.asOf } : { source: note.source },
      };
  }
  return kept;
}
