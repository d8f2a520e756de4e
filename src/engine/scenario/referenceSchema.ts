// The schema behind each row of the scenario reference, by the row's path: the scenario's own fields
// (the format's table), and under "job." the job spec's (src/engine/scenario/jobSpec.ts), which the scenario's schema
// takes as any object and parseScenario checks in full (job/jobCheck.ts). Only reference.ts imports this.
import * as z from 'zod/mini';
import type { Allowed } from './allowed.ts';
import { FORMAT } from './format.gen.ts';
import { allowedOf, fieldAt, fieldPaths } from './format.ts';
import { installToolSections } from './formatInstall.ts';
import { jobSpecSchema } from './jobSpec.ts';
import { ruleOf } from './rules.ts';
import { collect, defOf, unwrap } from './zodWalk.ts';

/** The scenario's whole table, the analysis tools' sections in it. */
function wholeFormat(): typeof FORMAT {
  installToolSections();
  return FORMAT;
}

type AnySchema = z.core.$ZodType;

/** The job section as a scenario holds it: optional, the job spec's fields inside. */
const JOB = z.optional(jobSpecSchema);

/** The job spec's schema at a field's path, through its groups and the sources map. */
function jobSchemaAt(path: readonly PropertyKey[]): AnySchema | undefined {
  let current: AnySchema = jobSpecSchema;
  for (const key of path) {
    const def = defOf(unwrap(current));
    const next = def.type === 'object' ? def.shape?.[String(key)] : def.type === 'record' ? def.valueType : undefined;
    if (!next) return undefined;
    current = next;
  }
  return current;
}

function jobNodeAt(segments: readonly string[]): AnySchema | undefined {
  return segments.length === 1 ? JOB : jobSchemaAt(segments.slice(1));
}

const isJob = (segments: readonly string[]) => segments[0] === 'job';

export function ruleAt(segments: readonly string[]): Allowed | undefined {
  if (!isJob(segments)) return allowedOf(fieldAt(wholeFormat(), segments));
  const node = jobNodeAt(segments);
  return node ? ruleOf(unwrap(node)) : undefined;
}

/** Whether the field is a map of its own keys (scaling.speedups, sources, job.sources). */
export function isMapAt(segments: readonly string[]): boolean {
  if (!isJob(segments)) return fieldAt(wholeFormat(), segments)?.type === 'record';
  const node = jobNodeAt(segments);
  return node !== undefined && defOf(unwrap(node)).type === 'record';
}

/** Whether the field may be left out. */
export function mayBeLeftOut(segments: readonly string[]): boolean {
  if (!isJob(segments)) {
    const field = fieldAt(wholeFormat(), segments);
    return field !== undefined && (field.optional === true || 'default' in field);
  }
  const node = jobNodeAt(segments);
  const type = node ? defOf(node).type : '';
  return type === 'default' || type === 'optional';
}

/** The format's default for a field that may be left out; undefined when it has none. */
export function defaultFor(segments: readonly string[]): unknown {
  if (!isJob(segments)) {
    const field = fieldAt(wholeFormat(), segments);
    return field && 'default' in field ? field.default : undefined;
  }
  const node = jobNodeAt(segments);
  const def = node ? defOf(node) : undefined;
  if (def?.type !== 'default') return undefined;
  const value = def.defaultValue;
  return typeof value === 'function' ? (value as () => unknown)() : value;
}

export function isNullable(segments: readonly string[]): boolean {
  if (!isJob(segments)) return fieldAt(wholeFormat(), segments)?.nullable === true;
  let schema = jobNodeAt(segments);
  while (schema) {
    const def = defOf(schema);
    if (def.type === 'nullable') return true;
    schema = def.type === 'optional' || def.type === 'default' ? def.innerType : undefined;
  }
  return false;
}

/** The fields inside the group at `segments` (a map's entry included), written under `prefix`. */
export function fieldsIn(segments: readonly string[], prefix: string): string[] {
  if (!isJob(segments)) return fieldPaths(fieldAt(wholeFormat(), segments), prefix);
  const node = jobNodeAt(segments);
  const out: string[] = [];
  if (node) collect(node, prefix, out);
  return out;
}
