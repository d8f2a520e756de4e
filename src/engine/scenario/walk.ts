// Finding a field's schema and rule by its path, and listing every field path of the format.
import type * as z from 'zod/mini';
import { type Allowed, ruleOf } from './rules.ts';
import { scenarioSchema } from './schema.ts';

type AnySchema = z.core.$ZodType;

export interface Def {
  readonly type: string;
  readonly defaultValue?: unknown;
  readonly innerType?: AnySchema;
  readonly shape?: Record<string, AnySchema>;
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

export function schemaAt(path: readonly PropertyKey[]): AnySchema | undefined {
  let current: AnySchema = scenarioSchema;
  for (const key of path) {
    const def = defOf(unwrap(current));
    if (def.type === 'object' && def.shape) {
      const next: AnySchema | undefined = def.shape[String(key)];
      if (!next) return undefined;
      current = next;
    } else if (def.type === 'record' && def.valueType) {
      current = def.valueType;
    } else {
      return undefined;
    }
  }
  return current;
}

export function allowedAt(path: readonly PropertyKey[]): Allowed | undefined {
  const schema = schemaAt(path);
  return schema ? ruleOf(unwrap(schema)) : undefined;
}

/** Whether the field may be left out (it has a default) or set to null. */
export function isOptionalAt(path: readonly PropertyKey[]): boolean {
  const schema = schemaAt(path);
  if (!schema) return false;
  const type = defOf(schema).type;
  return type === 'default' || type === 'optional';
}

/** Whether the field is a map of its own keys (scaling.speedups, sources). */
export function isRecordAt(path: readonly PropertyKey[]): boolean {
  const schema = schemaAt(path);
  return schema !== undefined && defOf(unwrap(schema)).type === 'record';
}

/** The format's default for a field that may be left out; undefined when it has none. */
export function defaultAt(path: readonly PropertyKey[]): unknown {
  const schema = schemaAt(path);
  if (!schema) return undefined;
  const def = defOf(schema);
  if (def.type !== 'default') return undefined;
  const value = def.defaultValue;
  return typeof value === 'function' ? (value as () => unknown)() : value;
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

/** The fields inside the group at `path` (an entry of a map included), written under `prefix`. */
export function fieldPathsIn(path: readonly PropertyKey[], prefix: string): string[] {
  const schema = schemaAt(path);
  const out: string[] = [];
  if (schema) collect(schema, prefix, out);
  return out;
}

/** Every field of the format by its dotted path, groups included ("own", "own.power", "own.power.pue"). */
export const FIELD_PATHS: ReadonlySet<string> = (() => {
  const out: string[] = [];
  collect(scenarioSchema, '', out);
  return new Set(out.filter((p) => p !== 'version' && p !== 'sources'));
})();
