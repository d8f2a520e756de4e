// Reading a zod schema of the format: its wrappers, its fields, and the plain table of it that the
// check reads (format.gen.ts, written by `npm run docs`). Only the docs script, the reference of the job
// section and tests import this: nothing the page loads.
import type * as z from 'zod/mini';
import type { FormatField, FormatNode } from './format.ts';
import { patternOf, ruleOf } from './rules.ts';

type AnySchema = z.core.$ZodType;

export interface Def {
  readonly type: string;
  readonly defaultValue?: unknown;
  readonly innerType?: AnySchema;
  readonly shape?: Record<string, AnySchema>;
  readonly keyType?: AnySchema;
  readonly valueType?: AnySchema;
}

export function defOf(schema: AnySchema): Def {
  return schema._zod.def as unknown as Def;
}

/** Strips optional, default and nullable wrappers. */
export function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.innerType && (def.type === 'optional' || def.type === 'default' || def.type === 'nullable')) {
      current = def.innerType;
    } else {
      return current;
    }
  }
}

/** Every field path inside `schema`, groups included, written under `prefix`. */
export function collect(schema: AnySchema, prefix: string, out: string[]): void {
  const def = defOf(unwrap(schema));
  if (def.type !== 'object' || !def.shape) return;
  for (const [key, child] of Object.entries(def.shape)) {
    const path = prefix ? `${prefix}.${key}` : key;
    out.push(path);
    collect(child, path, out);
  }
}

/** The plain table of a zod schema of the format: each field's rule, wrappers and groups. */
export function formatOf(schema: AnySchema): FormatField {
  const wrappers: { optional?: true; default?: unknown; nullable?: true } = {};
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.type === 'default') {
      const value = def.defaultValue;
      wrappers.default = typeof value === 'function' ? (value as () => unknown)() : value;
    } else if (def.type === 'optional') wrappers.optional = true;
    else if (def.type === 'nullable') wrappers.nullable = true;
    else break;
    current = def.innerType as AnySchema;
  }
  return { ...nodeOf(current), ...wrappers };
}

function nodeOf(schema: AnySchema): FormatNode {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) {
    return { type: 'object', shape: Object.fromEntries(Object.entries(def.shape).map(([k, v]) => [k, formatOf(v)])) };
  }
  if (def.type === 'record' && def.valueType) {
    const key = (defOf(def.keyType as AnySchema) as { checks?: { _zod: { def: { pattern?: RegExp } } }[] }).checks
      ?.map((c) => c._zod.def.pattern)
      .find((p) => p !== undefined);
    return { type: 'record', ...(key ? { key: key.source } : {}), value: formatOf(def.valueType) };
  }
  const allowed = ruleOf(schema);
  if (!allowed || allowed.kind === 'object') throw new Error(`no rule for a ${def.type} field of the format`);
  if (allowed.kind === 'pattern') {
    const pattern = patternOf(schema);
    if (!pattern) throw new Error('a pattern field without its regex');
    return {
      type: 'pattern',
      allowed,
      regex: pattern.regex.source,
      ...(pattern.realDate ? { realDate: true } : {}),
      ...(pattern.currency ? { currency: true } : {}),
    };
  }
  return { type: allowed.kind === 'number' ? 'number' : allowed.kind, allowed } as FormatNode;
}
