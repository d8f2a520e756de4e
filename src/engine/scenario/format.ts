// The scenario format as plain data (format.gen.ts, written from the schema by `npm run docs`) and
// the check of a value against it. The schema (schema.ts, with zod) defines the format and its types;
// this table is what the page and the link reader check with, so neither loads a schema library before
// its verdict. tests/unit/format-table.test.ts holds the table to the schema and this check to zod's
// on any input.
import { type Allowed, type BrokenRule, brokenNumber, isRealDate, plainText, SMALLEST_NON_ZERO } from './allowed.ts';
import { isCurrencyCode } from './currencyCodes.ts';

export type FormatNode =
  | { readonly type: 'number' | 'enum' | 'boolean' | 'text'; readonly allowed: Allowed }
  | {
      readonly type: 'pattern';
      readonly allowed: Allowed;
      readonly regex: string;
      readonly realDate?: true;
      /** an ISO 4217 code (currencyCodes.ts), not any text the regex allows */
      readonly currency?: true;
    }
  | { readonly type: 'object'; readonly shape: Readonly<Record<string, FormatField>> }
  | { readonly type: 'record'; readonly key?: string; readonly value: FormatField };

/** A field: its node, and whether it may be left out (with or without a default) or be null. */
export type FormatField = FormatNode & {
  readonly optional?: true;
  readonly default?: unknown;
  readonly nullable?: true;
};

/** What is wrong at a path: a value the rule refuses, a missing one, an unknown key, a bad map key. */
export type FormatIssue =
  | {
      readonly code: 'invalid';
      readonly path: readonly string[];
      readonly input: unknown;
      /** the part of the field's rule the input breaks */
      readonly broken: BrokenRule;
    }
  | { readonly code: 'missing'; readonly path: readonly string[]; readonly input: unknown }
  | { readonly code: 'unknown-keys'; readonly path: readonly string[]; readonly keys: readonly string[] }
  | { readonly code: 'invalid-key'; readonly path: readonly string[] };

/**
 * A field as the generated tables write it (packFormat in formatTable.ts): its rule's parts beside the
 * field's own keys, no `type` on a number, and a number's common rule (from 0, not whole, no unit, the
 * smallest size) left out. unpackFormat gives back the field exactly as the schema defines it.
 */
export type PackedField = { readonly type?: FormatNode['type']; readonly [key: string]: unknown };

/** The parts of each kind of rule, and a number's common ones that a packed field leaves out. */
export const RULE_PARTS: Readonly<Record<string, readonly string[]>> = {
  number: ['min', 'max', 'integer', 'unit', 'smallestNonZero'],
  enum: ['values'],
  boolean: [],
  text: ['maxLength'],
  pattern: ['description'],
};
export const COMMON_NUMBER: Readonly<Record<string, unknown>> = {
  min: 0,
  integer: false,
  unit: '',
  smallestNonZero: SMALLEST_NON_ZERO,
};

/** The field a packed table holds, as the schema defines it (tests hold the two equal). */
export function unpackFormat(packed: PackedField): FormatField {
  const { type = 'number', ...rest } = packed;
  const parts = RULE_PARTS[type];
  const allowed: Record<string, unknown> | undefined = parts && {
    kind: type,
    ...(type === 'number' ? { min: 0, max: 0, ...COMMON_NUMBER } : {}),
  };
  const out: Record<string, unknown> = allowed ? { type, allowed } : { type };
  for (const [key, value] of Object.entries(rest)) {
    if (allowed && parts?.includes(key)) allowed[key] = value;
    else if (key === 'shape') {
      out.shape = Object.fromEntries(
        Object.entries(value as Record<string, PackedField>).map(([name, child]) => [name, unpackFormat(child)]),
      );
    } else out[key] = key === 'value' ? unpackFormat(value as PackedField) : value;
  }
  return out as FormatField;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const regexes = new Map<string, RegExp>();
const regexOf = (source: string) => {
  let regex = regexes.get(source);
  if (!regex) {
    regex = new RegExp(source);
    regexes.set(source, regex);
  }
  return regex;
};

/** A fresh copy of a default (plain JSON data), so that no two scenarios share one object. */
export const copyOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? JSON.parse(JSON.stringify(value)) : value;

/** The part of its rule a value that is there (not undefined or an allowed null) breaks; null when none. */
export function brokenRule(node: FormatNode, value: unknown): BrokenRule | null {
  if (node.type === 'object' || node.type === 'record') return isPlainObject(value) ? null : 'type';
  const allowed = node.allowed;
  switch (allowed.kind) {
    case 'number':
      return brokenNumber(allowed, value);
    case 'enum':
      return typeof value === 'string' && allowed.values.includes(value) ? null : 'choice';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'type';
    case 'text':
      if (typeof value !== 'string') return 'type';
      return plainText(value).length <= allowed.maxLength ? null : 'long';
    case 'pattern':
      if (typeof value !== 'string' || node.type !== 'pattern') return 'type';
      if (!regexOf(node.regex).test(value)) return 'form';
      if (node.currency && !isCurrencyCode(value)) return 'currency';
      return node.realDate && !isRealDate(value) ? 'date' : null;
    default:
      return 'type';
  }
}

/**
 * The value read by the format: defaults filled in, free text made plain (plainText), unknown keys refused, each problem found at its
 * path (every one, in the order of the format's fields). undefined where the value cannot be read.
 */
export function readFormat(field: FormatField, value: unknown, issues: FormatIssue[], path: string[] = []): unknown {
  if (value === undefined) {
    if ('default' in field) return copyOf(field.default);
    // a choice left out is told as a choice not made ("must be one of …"), as the schema says it
    if (!field.optional) {
      issues.push(
        field.type === 'enum'
          ? { code: 'invalid', path, input: value, broken: 'choice' }
          : { code: 'missing', path, input: value },
      );
    }
    return undefined;
  }
  if (value === null && field.nullable) return null;
  const broken = brokenRule(field, value);
  if (broken !== null) {
    issues.push({ code: 'invalid', path, input: value, broken });
    return undefined;
  }
  if (field.type === 'object') {
    const input = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(field.shape)) {
      const read = readFormat(child, input[key], issues, [...path, key]);
      if (read !== undefined) out[key] = read;
    }
    const unknown = Object.keys(input).filter((key) => !Object.hasOwn(field.shape, key));
    if (unknown.length > 0) issues.push({ code: 'unknown-keys', path, keys: unknown });
    return out;
  }
  if (field.type === 'record') {
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
      if (field.key !== undefined && !regexOf(field.key).test(key)) {
        issues.push({ code: 'invalid-key', path: [...path, key] });
        continue;
      }
      const read = readFormat(field.value, entry, issues, [...path, key]);
      if (read !== undefined) out[key] = read;
    }
    return out;
  }
  return field.type === 'text' ? plainText(value as string) : value;
}

/** The field at a path of the format (a map's entries under any key); undefined when there is none. */
export function fieldAt(root: FormatField, path: readonly PropertyKey[]): FormatField | undefined {
  let current: FormatField | undefined = root;
  for (const key of path) {
    if (current?.type === 'object') current = current.shape[String(key)];
    else if (current?.type === 'record') current = current.value;
    else return undefined;
  }
  return current;
}

const GROUP: Allowed = { kind: 'object' };

/** A field's rule ("an object" for a group); undefined for a map or a path of no field. */
export const allowedOf = (field: FormatField | undefined): Allowed | undefined =>
  field?.type === 'object' ? GROUP : field && 'allowed' in field ? field.allowed : undefined;

/** Every field path inside a group, groups included, written under `prefix`; maps are not entered. */
export function fieldPaths(field: FormatField | undefined, prefix: string, out: string[] = []): string[] {
  if (field?.type !== 'object') return out;
  for (const [key, child] of Object.entries(field.shape)) {
    const path = prefix ? `${prefix}.${key}` : key;
    out.push(path);
    fieldPaths(child, path, out);
  }
  return out;
}
