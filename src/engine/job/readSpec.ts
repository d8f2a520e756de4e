// Reading a job spec: a model named by its catalog id filled in from the catalog the caller passes
// (the engine holds no data), then the schema and the rules across fields. Each problem is one
// "path: message" with the field's full path, worded as the scenario's are (what the field may be).
import type * as z from 'zod/mini';
import { describeAllowed, ruleOf } from '../scenario/rules.ts';
import {
  crossFieldProblems,
  DEFAULT_PRECISION_BYTES,
  type JobProblem,
  type JobSpecResult,
  jobSpecSchema,
} from './spec.ts';

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
}

type AnySchema = z.core.$ZodType;
interface Def {
  readonly type: string;
  readonly innerType?: AnySchema;
  readonly shape?: Record<string, AnySchema>;
  readonly valueType?: AnySchema;
}
const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;

function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (let def = defOf(current); def.innerType && (def.type === 'optional' || def.type === 'default'); ) {
    current = def.innerType;
    def = defOf(current);
  }
  return current;
}

function schemaAt(path: readonly PropertyKey[]): AnySchema | undefined {
  let current: AnySchema = jobSpecSchema;
  for (const key of path) {
    const def = defOf(unwrap(current));
    const next = def.type === 'object' ? def.shape?.[String(key)] : def.type === 'record' ? def.valueType : undefined;
    if (!next) return undefined;
    current = next;
  }
  return current;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) current = isObject(current) ? current[String(key)] : undefined;
  return current;
}

function issueProblems(input: unknown, issue: z.core.$ZodIssue): JobProblem[] {
  const join = (keys: readonly PropertyKey[]) => (keys.length === 0 ? 'job' : keys.map(String).join('.'));
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ path: join([...issue.path, key]), message: 'is not a field of a job spec' }));
  }
  const schema = schemaAt(issue.path);
  const rule = schema ? ruleOf(unwrap(schema)) : undefined;
  const missing = valueAt(input, issue.path) === undefined;
  const what = rule ? describeAllowed(rule) : 'must be an object';
  return [{ path: join(issue.path), message: missing ? `is required: it ${what}` : what }];
}

/**
 * Fills a model named by catalog id with the catalog's sizes; the file's own figures win. A latent-
 * attention model's cache (given in BF16) is scaled to the spec's precision.
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
  const precision = typeof input.precisionBytes === 'number' ? input.precisionBytes : DEFAULT_PRECISION_BYTES;
  const kv =
    found.kvHeads !== null && found.headDim !== null
      ? { layers: found.layers, kvHeads: found.kvHeads, headDim: found.headDim }
      : { kvBytesPerToken: (found.kvBytesPerTokenBf16 / 2) * precision };
  const model = { totalParamsB: found.totalParamsB, activeParamsB: found.activeParamsB, ...kv, ...input.model };
  return { ok: true, value: { ...input, model } };
}

/** Reads a job spec from parsed JSON; a model id is resolved against `catalog`. */
export function readJobSpec(input: unknown, catalog: readonly CatalogModel[] = []): JobSpecResult {
  if (!isObject(input)) return { ok: false, problems: [{ path: 'job', message: 'must be a JSON object' }] };
  const resolved = withCatalogModel(input, catalog);
  if (!resolved.ok) return resolved;
  const parsed = jobSpecSchema.safeParse(resolved.value);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.flatMap((issue) => issueProblems(resolved.value, issue)) };
  }
  const problems = crossFieldProblems(parsed.data);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, spec: parsed.data };
}
