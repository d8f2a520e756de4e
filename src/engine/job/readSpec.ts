// Reading a job spec: a model named by its catalog id filled in from the catalog the caller passes
// (the engine holds no data), then the schema and the rules across fields. Each problem is one
// "path: message" with the field's full path, worded as the scenario's are (what the field may be).
import { type Allowed, describeAllowed, describeBroken } from '../scenario/allowed.ts';
import { allowedOf, type FormatIssue, fieldAt, fieldPaths, readFormat } from '../scenario/format.ts';
import {
  crossFieldProblems,
  DEFAULT_KV_PRECISION_BYTES,
  type JobProblem,
  type JobSpecResult,
} from '../scenario/jobRules.ts';
import type { JobSpec } from '../scenario/jobSpec.ts';
import { JOB_FORMAT } from './jobFormat.gen.ts';

/** What the spec needs of a model of the LLM catalog (src/data/llm.json's models). */
export interface CatalogModel {
  readonly id: string;
  readonly totalParamsB: number;
  readonly activeParamsB: number;
  readonly layers: number;
  /** null for latent attention (MLA), whose cache is given in bytes a token */
  readonly kvHeads: number | null;
  readonly headDim: number | null;
  readonly kvBytesPerTokenBf16: number;
  /** the model's width: training's attention FLOPs and activations */
  readonly hiddenSize?: number;
}

/** What the job spec's field at `path` allows (range, unit, values): the scenario's job problems name it. */
export function jobRuleAt(path: readonly PropertyKey[]): Allowed | undefined {
  return allowedOf(fieldAt(JOB_FORMAT, path));
}

/** Every field of the job spec by its dotted path, groups included: what a key of its sources may be. */
export const JOB_FIELD_PATHS: ReadonlySet<string> = new Set(fieldPaths(JOB_FORMAT, '').filter((p) => p !== 'sources'));

/** The keys of a job's sources that name no field of the job, as the scenario's own sources are held. */
export function unknownSourceKeys(job: unknown): string[] {
  const sources = isObject(job) ? job.sources : undefined;
  return isObject(sources) ? Object.keys(sources).filter((key) => !JOB_FIELD_PATHS.has(key)) : [];
}

/** What a source key that names no field is told, in a job file and in a scenario's job alike. */
export const UNKNOWN_SOURCE_KEY =
  'names no field of the job; keys of sources must be the job\'s field paths such as "gpu.peakTflops"';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) current = isObject(current) ? current[String(key)] : undefined;
  return current;
}

function issueProblems(input: unknown, issue: FormatIssue): JobProblem[] {
  const join = (keys: readonly PropertyKey[]) => (keys.length === 0 ? 'job' : keys.map(String).join('.'));
  if (issue.code === 'unknown-keys') {
    return issue.keys.map((key) => ({ path: join([...issue.path, key]), message: 'is not a field of a job spec' }));
  }
  const rule = jobRuleAt(issue.path);
  const missing = valueAt(input, issue.path) === undefined;
  const broken = issue.code === 'invalid' ? issue.broken : undefined;
  const what = rule ? (missing ? describeAllowed(rule) : describeBroken(rule, broken)) : 'must be an object';
  return [{ path: join(issue.path), message: missing ? `is required: it ${what}` : what }];
}

/**
 * Fills a model named by catalog id with the catalog's sizes; the file's own figures win, the KV cache
 * whole: a file's `kvBytesPerToken` keeps the catalog's shape out, and a file's shape keeps its bytes
 * out. A latent-attention model's cache (listed in BF16) is scaled to `serving.kvPrecisionBytes`.
 */
export function withCatalogModel(
  input: unknown,
  catalog: readonly CatalogModel[],
): { ok: true; value: unknown } | { ok: false; problems: JobProblem[] } {
  if (!isObject(input) || !isObject(input.model) || typeof input.model.id !== 'string')
    return { ok: true, value: input };
  const id = input.model.id;
  const found = catalog.find((m) => m.id === id);
  if (!found) {
    const message = `"${id}" is not in the LLM catalog (src/data/llm.json): give the model's sizes instead`;
    return { ok: false, problems: [{ path: 'model.id', message }] };
  }
  const own = input.model;
  const kvPrecision =
    isObject(input.serving) && typeof input.serving.kvPrecisionBytes === 'number'
      ? input.serving.kvPrecisionBytes
      : DEFAULT_KV_PRECISION_BYTES;
  const ownBytes = own.kvBytesPerToken !== undefined;
  const ownShape = own.kvHeads !== undefined || own.headDim !== undefined;
  const kv =
    found.kvHeads !== null && found.headDim !== null
      ? { layers: found.layers, ...(ownBytes ? {} : { kvHeads: found.kvHeads, headDim: found.headDim }) }
      : ownShape
        ? {}
        : { kvBytesPerToken: (found.kvBytesPerTokenBf16 / 2) * kvPrecision };
  const width = found.hiddenSize === undefined ? {} : { layers: found.layers, hiddenSize: found.hiddenSize };
  const model = {
    totalParamsB: found.totalParamsB,
    activeParamsB: found.activeParamsB,
    ...width,
    ...kv,
    ...own,
  };
  return { ok: true, value: { ...input, model } };
}

/** What the spec needs of an API price of the LLM catalog (src/data/llm.json's api). */
export interface CatalogApiPrice {
  readonly provider: string;
  readonly providerId: string;
  readonly model: string;
  readonly inputPerM: number;
  readonly cachedInputPerM: number | null;
  readonly outputPerM: number;
  readonly currency: string;
  readonly asOf: string | null;
  readonly source: string;
  /** DERIVED, SECONDARY, UNVERIFIED, WEAK SOURCE or CONFLICT, as the catalog marks the row */
  readonly doubt?: readonly string[];
}

/**
 * Fills an API named by the catalog's provider id and model ("alibaba", "qwen-plus") with its prices,
 * their source and date; the file's own figures win. A name that matches several prices (one model
 * listed in two currencies or on two dates) is refused until `currency` or `asOf` picks one: a price is
 * never chosen silently.
 */
export function withCatalogApi(
  input: Record<string, unknown>,
  prices: readonly CatalogApiPrice[],
): { ok: true; value: Record<string, unknown> } | { ok: false; problems: JobProblem[] } {
  const api = input.api;
  if (!isObject(api) || typeof api.provider !== 'string') return { ok: true, value: input };
  const { provider, model, asOf, ...own } = api;
  const fail = (path: string, message: string) => ({ ok: false as const, problems: [{ path, message }] });
  const ofProvider = prices.filter((p) => p.providerId === provider);
  if (ofProvider.length === 0) {
    const known = [...new Set(prices.map((p) => p.providerId))].join(', ');
    return fail('api.provider', `"${provider}" has no prices in the LLM catalog (src/data/llm.json): one of ${known}`);
  }
  if (typeof model !== 'string')
    return fail(
      'api.model',
      `is required with api.provider: one of ${ofProvider.map((p) => `"${p.model}"`).join(', ')}`,
    );
  const matches = ofProvider.filter(
    (p) =>
      p.model === model &&
      (own.currency === undefined || p.currency === own.currency) &&
      (asOf === undefined || p.asOf === asOf),
  );
  if (matches.length === 0) {
    return fail(
      'api.model',
      `"${model}" of "${provider}" is not in the LLM catalog: one of ${ofProvider.map((p) => `"${p.model}" (${p.currency}, ${p.asOf ?? 'undated'})`).join(', ')}`,
    );
  }
  const [found, ...others] = matches;
  if (!found || others.length > 0) {
    const which = matches.map((p) => `${p.currency} as of ${p.asOf ?? 'undated'}`).join(' or ');
    return fail(
      'api.model',
      `"${model}" has ${matches.length} prices in the catalog (${which}): give "currency" or "asOf" to pick one`,
    );
  }
  const filled = {
    name: `${found.provider} ${found.model}`,
    inputPerM: found.inputPerM,
    ...(found.cachedInputPerM === null ? {} : { cachedInputPerM: found.cachedInputPerM }),
    outputPerM: found.outputPerM,
    currency: found.currency,
    ...own,
  };
  // the row's doubts travel with its figures: a secondary price is cited as one
  const doubts = found.doubt && found.doubt.length > 0 ? ` [${found.doubt.join(', ')}]` : '';
  const source = {
    source: `src/data/llm.json api row: ${found.provider} ${found.model}${doubts} (${found.source})`.slice(0, 500),
    ...(found.asOf ? { asOf: found.asOf } : {}),
  };
  const sources = isObject(input.sources) ? input.sources : {};
  const cited = Object.fromEntries(
    ['api.inputPerM', 'api.outputPerM', ...(found.cachedInputPerM === null ? [] : ['api.cachedInputPerM'])]
      .filter((path) => own[path.slice(4)] === undefined && sources[path] === undefined)
      .map((path) => [path, source]),
  );
  return { ok: true, value: { ...input, api: filled, sources: { ...sources, ...cited } } };
}

/** What the spec needs of a card's memory bandwidth (src/data/llm.json's memoryBandwidth). */
export interface CatalogBandwidth {
  readonly gpu: string;
  /** the card's id in the GPU catalog (src/data/catalog.json), which the page's jobs name it by */
  readonly catalogGpuId?: string | null;
  readonly memoryBandwidthTBps: number;
  readonly source: string;
  readonly asOf: string | null;
  readonly doubt?: readonly string[];
}

/**
 * Fills `gpu.memoryBandwidthTBps` from the catalog when `gpu.id` names a card it lists (by its own id or
 * the GPU catalog's), citing the row under the field's path; the file's own figure wins, and a card it
 * does not list keeps no bound.
 */
export function withCardBandwidth(
  input: Record<string, unknown>,
  bandwidths: readonly CatalogBandwidth[],
): Record<string, unknown> {
  const gpu = input.gpu;
  if (!isObject(gpu) || typeof gpu.id !== 'string' || gpu.memoryBandwidthTBps !== undefined) return input;
  const found = bandwidths.find((b) => b.gpu === gpu.id || b.catalogGpuId === gpu.id);
  if (!found) return input;
  const sources = isObject(input.sources) ? input.sources : {};
  const doubts = found.doubt && found.doubt.length > 0 ? ` [${found.doubt.join(', ')}]` : '';
  const cited =
    sources['gpu.memoryBandwidthTBps'] === undefined
      ? {
          'gpu.memoryBandwidthTBps': {
            source: `src/data/llm.json memoryBandwidth row ${found.gpu}${doubts} (${found.source})`.slice(0, 500),
            ...(found.asOf ? { asOf: found.asOf } : {}),
          },
        }
      : {};
  return {
    ...input,
    gpu: { ...gpu, memoryBandwidthTBps: found.memoryBandwidthTBps },
    sources: { ...sources, ...cited },
  };
}

/**
 * Reads a job spec from parsed JSON; a model id, an API name and a card's id (for its memory
 * bandwidth) are resolved against the catalogs.
 */
export function readJobSpec(
  input: unknown,
  catalog: readonly CatalogModel[] = [],
  apiPrices: readonly CatalogApiPrice[] = [],
  bandwidths: readonly CatalogBandwidth[] = [],
): JobSpecResult {
  if (!isObject(input)) return { ok: false, problems: [{ path: 'job', message: 'must be a JSON object' }] };
  const withApi = withCatalogApi(withCardBandwidth(input, bandwidths), apiPrices);
  if (!withApi.ok) return withApi;
  const resolved = withCatalogModel(withApi.value, catalog);
  if (!resolved.ok) return resolved;
  const issues: FormatIssue[] = [];
  const spec = readFormat(JOB_FORMAT, resolved.value, issues) as JobSpec;
  const unknownSources = unknownSourceKeys(resolved.value).map((key) => ({
    path: `sources.${key}`,
    message: UNKNOWN_SOURCE_KEY,
  }));
  if (issues.length > 0 || unknownSources.length > 0) {
    return {
      ok: false,
      problems: [...issues.flatMap((issue) => issueProblems(resolved.value, issue)), ...unknownSources],
    };
  }
  const problems = crossFieldProblems(spec);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, spec };
}
