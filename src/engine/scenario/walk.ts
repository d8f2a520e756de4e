// Finding a field's rule by its path, and listing every field path of the format, in the plain table
// of the format (format.gen.ts): no schema library, so the page's first code and the link reader can.
import type { Allowed } from './allowed.ts';
import { FORMAT } from './format.gen.ts';
import { allowedOf, copyOf, type FormatField, fieldAt, fieldPaths } from './format.ts';

export function allowedAt(path: readonly PropertyKey[]): Allowed | undefined {
  return allowedOf(fieldAt(FORMAT, path));
}

/** Whether the field may be left out (it has a default, or is optional). */
export function isOptionalAt(path: readonly PropertyKey[]): boolean {
  const field = fieldAt(FORMAT, path);
  return field !== undefined && (field.optional === true || 'default' in field);
}

/** Whether the field is a map of its own keys (scaling.speedups, sources). */
export function isRecordAt(path: readonly PropertyKey[]): boolean {
  return fieldAt(FORMAT, path)?.type === 'record';
}

/** The format's default for a field that may be left out; undefined when it has none. */
export function defaultAt(path: readonly PropertyKey[]): unknown {
  const field: FormatField | undefined = fieldAt(FORMAT, path);
  return field && 'default' in field ? copyOf(field.default) : undefined;
}

/** Every field of the format by its dotted path, groups included ("own", "own.power", "own.power.pue"). */
export const FIELD_PATHS: ReadonlySet<string> = new Set(
  fieldPaths(FORMAT, '').filter((p) => p !== 'version' && p !== 'sources'),
);
