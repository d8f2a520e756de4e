// What each scenario field allows, attached to its zod schema so that one description serves
// validation, problem messages, the command line's help and (later) the page's input bounds.
import * as z from 'zod/mini';
import { type Allowed, isRealDate, plainText, SMALLEST_NON_ZERO } from './allowed.ts';
import { isCurrencyCode } from './currencyCodes.ts';

export { type Allowed, describeAllowed, SMALLEST_NON_ZERO } from './allowed.ts';

const rules = new WeakMap<object, Allowed>();

export function ruleOf(schema: object): Allowed | undefined {
  return rules.get(schema);
}

interface NumberOptions {
  readonly integer?: boolean;
}

export function num(min: number, max: number, unit: string, options: NumberOptions = {}) {
  const integer = options.integer ?? false;
  const base = integer ? z.int() : z.number();
  const schema = base.check(
    z.gte(min),
    z.lte(max),
    z.refine((value) => value === 0 || Math.abs(value) >= SMALLEST_NON_ZERO),
  );
  rules.set(schema, { kind: 'number', min, max, integer, unit, smallestNonZero: SMALLEST_NON_ZERO });
  return schema;
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  const schema = z.enum(values);
  rules.set(schema, { kind: 'enum', values });
  return schema;
}

export function flag() {
  const schema = z.boolean();
  rules.set(schema, { kind: 'boolean' });
  return schema;
}

/** Free text: read as plainText (no control or reordering characters), then at most maxLength long. */
export function text(maxLength: number) {
  const schema = z.string().check(z.overwrite(plainText), z.maxLength(maxLength));
  rules.set(schema, { kind: 'text', maxLength });
  return schema;
}

interface PatternRule {
  readonly regex: RegExp;
  /** also a date the calendar has (2026-02-30 is refused) */
  readonly realDate: boolean;
  /** also a code of ISO 4217 (src/engine/scenario/currencyCodes.ts) */
  readonly currency: boolean;
}

const patterns = new WeakMap<object, PatternRule>();

/** A pattern field's regex, and what it asks besides. */
export function patternOf(schema: object): PatternRule | undefined {
  return patterns.get(schema);
}

/** Text matching `regex`; `realDate`: also a date the calendar has; `currency`: also an ISO 4217 code. */
export function pattern(
  regex: RegExp,
  description: string,
  options: { readonly realDate?: boolean; readonly currency?: boolean } = {},
) {
  const schema = z.string().check(z.regex(regex));
  const dated = options.realDate ? schema.check(z.refine(isRealDate)) : schema;
  const checked = options.currency ? dated.check(z.refine(isCurrencyCode)) : dated;
  rules.set(checked, { kind: 'pattern', description });
  patterns.set(checked, { regex, realDate: options.realDate ?? false, currency: options.currency ?? false });
  return checked;
}

/** A currency: an ISO 4217 code, not any three capital letters. */
export function currencyCode() {
  return pattern(/^[A-Z]{3}$/, 'an ISO 4217 currency code such as "CNY", "USD" or "EUR"', { currency: true });
}

export function group<T extends z.core.$ZodLooseShape>(shape: T) {
  const schema = z.strictObject(shape);
  rules.set(schema, { kind: 'object' });
  return schema;
}
