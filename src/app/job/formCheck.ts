// Checks "Start from the job" as typed: each figure against its range in the form's own units (billions
// of tokens, days, millions of tokens a day), then the job spec the form reads as against the engine's
// rules (readJobSpec) and the workload it fills (jobWorkload). Every problem is one field's, with what
// that field allows, so the page can say it beside the field in the reader's language; a problem the
// form cannot place is kept whole rather than dropped.
import {
  type JobFill,
  type JobSpec,
  jobWorkload,
  MAX_CARDS,
  readJobSpec,
  sizingProblem,
} from '../../engine/job/index.ts';
import {
  apiOf,
  FIELD_OF_PATH,
  type FormField,
  type JobCatalogs,
  type JobForm,
  modelOf,
  numberOf,
  type RateOf,
  throughputRows,
} from './jobForm.ts';
import { specInput } from './jobSpecOf.ts';

interface Range {
  readonly min: number;
  readonly max: number;
  readonly whole?: boolean;
  /** may be left empty */
  readonly optional?: boolean;
}

/** Each number's range in the form's units: the job spec's (src/engine/scenario/jobSpec.ts) scaled to them. */
export const RANGES: Readonly<Partial<Record<FormField, Range>>> = {
  totalParamsB: { min: 0.001, max: 100_000 },
  activeParamsB: { min: 0.001, max: 100_000, optional: true },
  layers: { min: 1, max: 1000, whole: true },
  kvHeads: { min: 1, max: 1024, whole: true },
  headDim: { min: 1, max: 4096, whole: true },
  hiddenSize: { min: 1, max: 1_000_000, whole: true, optional: true },
  vocabSize: { min: 1, max: 100_000_000, whole: true, optional: true },
  peakTflops: { min: 0.001, max: 100_000 },
  memoryGB: { min: 1, max: 10_000 },
  memoryBandwidthTBps: { min: 0.01, max: 1000, optional: true },
  cardsPerInstance: { min: 1, max: 1024, whole: true },
  tokensB: { min: 0, max: 10_000_000 },
  adapterSharePct: { min: 0.000001, max: 100 },
  mfuPct: { min: 1, max: 100, optional: true },
  sequenceTokens: { min: 1, max: 10_000_000, whole: true, optional: true },
  maxCards: { min: 1, max: 100_000, whole: true, optional: true },
  microBatchSequences: { min: 1, max: 100_000, whole: true, optional: true },
  deadlineDays: { min: 0.001, max: 41_666, optional: true },
  runsPerYear: { min: 0.01, max: 8760 },
  tokensPerDayM: { min: 0.000001, max: 10_000_000_000 },
  inputSharePct: { min: 0, max: 100 },
  cachedSharePct: { min: 0, max: 100 },
  peakFactor: { min: 1, max: 100 },
  throughput: { min: 0.001, max: 10_000_000 },
  contextTokens: { min: 0, max: 10_000_000, whole: true },
  concurrentSequences: { min: 0, max: 10_000_000, whole: true },
  tokensPerSecondPerUser: { min: 0.01, max: 100_000, optional: true },
  prefillEfficiencyPct: { min: 1, max: 100, optional: true },
  inputTokenCost: { min: 0, max: 1000, optional: true },
  inputPerM: { min: 0, max: 1_000_000 },
  cachedInputPerM: { min: 0, max: 1_000_000, optional: true },
  outputPerM: { min: 0, max: 1_000_000 },
};

export type FormProblem =
  | { readonly kind: 'range'; readonly range: Range; readonly empty: boolean }
  | { readonly kind: 'active'; readonly total: number }
  | { readonly kind: 'shares' }
  | { readonly kind: 'runs'; readonly most: number; readonly hours: number }
  | { readonly kind: 'cards'; readonly cards: number }
  | { readonly kind: 'no-rate'; readonly from: string }
  | { readonly kind: 'other'; readonly path: string; readonly message: string };

export interface FormCheck {
  readonly problems: Partial<Record<FormField, FormProblem>>;
  /** problems no field of the form shows (kept whole, shown above the button) */
  readonly general: readonly FormProblem[];
  readonly spec: JobSpec | null;
  readonly fill: JobFill | null;
}

/** The fields the form shows for its kind, model, card, method and API choice. */
export function shownFields(form: JobForm, catalogs: JobCatalogs): FormField[] {
  const fields: FormField[] = ['cardsPerInstance'];
  if (!modelOf(catalogs, form)) {
    fields.push('totalParamsB', 'activeParamsB', 'layers');
    fields.push(
      ...(form.kind === 'serving' ? (['kvHeads', 'headDim'] as const) : (['hiddenSize', 'vocabSize'] as const)),
    );
  }
  if (!catalogs.gpus.some((g) => g.id === form.gpuId)) fields.push('peakTflops', 'memoryGB');
  if (form.kind === 'training') {
    fields.push(
      'tokensB',
      'mfuPct',
      'sequenceTokens',
      'maxCards',
      'microBatchSequences',
      'deadlineDays',
      'runsPerYear',
    );
    if (form.method !== 'full') fields.push('adapterSharePct');
  } else {
    fields.push(
      'memoryBandwidthTBps',
      'tokensPerDayM',
      'inputSharePct',
      'cachedSharePct',
      'peakFactor',
      'contextTokens',
      'concurrentSequences',
      'tokensPerSecondPerUser',
      'prefillEfficiencyPct',
      'inputTokenCost',
    );
    if (!throughputRows(catalogs, form).some((r) => r.key === form.throughputRow)) fields.push('throughput');
    if (form.apiId === 'typed') fields.push('inputPerM', 'cachedInputPerM', 'outputPerM');
  }
  return fields;
}

function rangeProblem(text: string, range: Range): FormProblem | null {
  const value = numberOf(text);
  if (value === undefined) return range.optional ? null : { kind: 'range', range, empty: true };
  const fits = value >= range.min && value <= range.max && (!range.whole || Number.isInteger(value));
  return fits ? null : { kind: 'range', range, empty: false };
}

/**
 * A field's range as the form stands: a typed model's layers only count attention and activations in
 * training, and the sequences in flight follow from a per-user speed when one is given.
 */
export function rangeOf(field: FormField, form: JobForm): Range | undefined {
  const range = RANGES[field];
  const optional =
    (field === 'layers' && form.kind === 'training') ||
    (field === 'concurrentSequences' && form.tokensPerSecondPerUser.trim() !== '');
  return range && optional ? { ...range, optional } : range;
}

export function checkForm(form: JobForm, catalogs: JobCatalogs, currency: string, rateOf: RateOf): FormCheck {
  const problems: Partial<Record<FormField, FormProblem>> = {};
  for (const field of shownFields(form, catalogs)) {
    const range = rangeOf(field, form);
    const problem = range ? rangeProblem(String(form[field]), range) : null;
    if (problem) problems[field] = problem;
  }
  if (Object.keys(problems).length > 0) return { problems, general: [], spec: null, fill: null };
  const input = specInput(form, catalogs, currency, rateOf);
  const api = input.api as { inputPerM?: number } | undefined;
  if (api && Number.isNaN(api.inputPerM)) {
    const from = apiOf(catalogs, form)?.currency ?? '';
    return { problems: {}, general: [{ kind: 'no-rate', from }], spec: null, fill: null };
  }
  const read = readJobSpec(input, catalogs.llm.models);
  if (!read.ok) {
    const general: FormProblem[] = [];
    for (const p of read.problems) {
      const field = FIELD_OF_PATH[p.path];
      const problem: FormProblem =
        p.path === 'model.activeParamsB'
          ? { kind: 'active', total: Number(form.totalParamsB) }
          : p.path === 'serving.cachedSharePct'
            ? { kind: 'shares' }
            : { kind: 'other', path: p.path, message: p.message };
      if (field && !problems[field]) problems[field] = problem;
      else general.push(problem);
    }
    return { problems, general, spec: null, fill: null };
  }
  // a job the fields allow whose cards cannot run it (activations that fill a card, a state past the
  // cluster's most) is refused at its field, as the command line refuses it
  const refused = sizingProblem(read.spec, { refusalsOnly: true });
  if (refused) {
    const problem: FormProblem = { kind: 'other', path: refused.path, message: refused.message };
    const field = FIELD_OF_PATH[refused.path];
    return field
      ? { problems: { [field]: problem }, general: [], spec: read.spec, fill: null }
      : { problems: {}, general: [problem], spec: read.spec, fill: null };
  }
  const fill = jobWorkload(read.spec);
  if (fill.ok) return { problems: {}, general: [], spec: read.spec, fill };
  const hours = fill.figures?.training?.scenarioWallClockHours ?? 0;
  const cards = fill.figures?.training?.cardsUsed ?? fill.figures?.serving?.cards ?? 0;
  const problem: FormProblem =
    fill.path === 'training.runsPerYear'
      ? { kind: 'runs', most: fill.mostRunsPerYear ?? 0, hours }
      : cards > MAX_CARDS
        ? { kind: 'cards', cards }
        : { kind: 'other', path: fill.path, message: fill.message };
  const field = FIELD_OF_PATH[fill.path];
  return field
    ? { problems: { [field]: problem }, general: [], spec: read.spec, fill: null }
    : { problems: {}, general: [problem], spec: read.spec, fill: null };
}
