// The schema behind each row of the scenario reference, by the row's path: the scenario's own fields
// (walk.ts), and under "job." the job spec's (src/engine/scenario/jobSpec.ts), which the first bundle's schema
// takes as any object and parseScenario checks in full (jobCheck.ts). Only reference.ts imports this.
import * as z from 'zod/mini';
import { jobSchemaAt } from '../job/readSpec.ts';
import { jobSpecSchema } from './jobSpec.ts';
import { type Allowed, ruleOf } from './rules.ts';
import { collect, defOf, schemaAt, unwrap } from './walk.ts';

type AnySchema = z.core.$ZodType;

/** The job section as a scenario holds it: optional, the job spec's fields inside. */
const JOB = z.optional(jobSpecSchema);

function nodeAt(segments: readonly string[]): AnySchema | undefined {
  if (segments[0] !== 'job') return schemaAt(segments);
  return segments.length === 1 ? JOB : jobSchemaAt(segments.slice(1));
}

export function ruleAt(segments: readonly string[]): Allowed | undefined {
  const node = nodeAt(segments);
  return node ? ruleOf(unwrap(node)) : undefined;
}

/** Whether the field is a map of its own keys (scaling.speedups, sources, job.sources). */
export function isMapAt(segments: readonly string[]): boolean {
  const node = nodeAt(segments);
  return node !== undefined && defOf(unwrap(node)).type === 'record';
}

/** Whether the field may be left out. */
export function mayBeLeftOut(segments: readonly string[]): boolean {
  const node = nodeAt(segments);
  const type = node ? defOf(node).type : '';
  return type === 'default' || type === 'optional';
}

/** The format's default for a field that may be left out; undefined when it has none. */
export function defaultFor(segments: readonly string[]): unknown {
  const node = nodeAt(segments);
  const def = node ? defOf(node) : undefined;
  if (def?.type !== 'default') return undefined;
  const value = def.defaultValue;
  return typeof value === 'function' ? (value as () => unknown)() : value;
}

export function isNullable(segments: readonly string[]): boolean {
  let schema = nodeAt(segments);
  while (schema) {
    const def = defOf(schema);
    if (def.type === 'nullable') return true;
    schema = def.type === 'optional' || def.type === 'default' ? def.innerType : undefined;
  }
  return false;
}

/** The fields inside the group at `segments` (a map's entry included), written under `prefix`. */
export function fieldsIn(segments: readonly string[], prefix: string): string[] {
  const node = nodeAt(segments);
  const out: string[] = [];
  if (node) collect(node, prefix, out);
  return out;
}
