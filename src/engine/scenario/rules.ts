// What each scenario field allows, attached to its zod schema so that one description serves
// validation, problem messages, the command line's help and (later) the page's input bounds.
import * as z from 'zod/mini';

export type Allowed =
  | {
      readonly kind: 'number';
      readonly min: number;
      readonly max: number;
      readonly integer: boolean;
      readonly unit: string;
      /**
       * The least size of a value other than 0. Smaller ones (1e-200 hours a day) mean nothing to a
       * user and would push per-hour figures past the largest number; refusing them keeps every
       * result finite.
       */
      readonly smallestNonZero: number;
    }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'text'; readonly maxLength: number }
  | { readonly kind: 'pattern'; readonly description: string }
  | { readonly kind: 'object' };

const rules = new WeakMap<object, Allowed>();

export function ruleOf(schema: object): Allowed | undefined {
  return rules.get(schema);
}

interface NumberOptions {
  readonly integer?: boolean;
}

/** The least size of any number in a scenario other than 0. */
export const SMALLEST_NON_ZERO = 1e-6;

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

export function text(maxLength: number) {
  const schema = z.string().check(z.maxLength(maxLength));
  rules.set(schema, { kind: 'text', maxLength });
  return schema;
}

export function pattern(regex: RegExp, description: string, extra?: (value: string) => boolean) {
  const schema = z.string().check(z.regex(regex));
  const checked = extra ? schema.check(z.refine(extra)) : schema;
  rules.set(checked, { kind: 'pattern', description });
  return checked;
}

export function group<T extends z.core.$ZodLooseShape>(shape: T) {
  const schema = z.strictObject(shape);
  rules.set(schema, { kind: 'object' });
  return schema;
}

/** "must be a whole number from 1 to 64", "must be a number from 0 to 24 (hours)". */
export function describeAllowed(allowed: Allowed): string {
  switch (allowed.kind) {
    case 'number': {
      const what = allowed.integer ? 'a whole number' : 'a number';
      const unit = allowed.unit ? ` (${allowed.unit})` : '';
      if (allowed.min === allowed.max) return `must be ${fmt(allowed.min)}`;
      return `must be ${what} from ${fmt(allowed.min)} to ${fmt(allowed.max)}${unit}`;
    }
    case 'enum':
      return `must be one of ${allowed.values.map((v) => `"${v}"`).join(', ')}`;
    case 'boolean':
      return 'must be true or false';
    case 'text':
      return `must be text of at most ${allowed.maxLength} characters`;
    case 'pattern':
      return `must be ${allowed.description}`;
    case 'object':
      return 'must be an object';
  }
}

function fmt(n: number): string {
  return n >= 1e6 ? n.toExponential().replace('e+', 'e') : String(n);
}
