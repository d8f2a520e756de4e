// What each scenario field allows, attached to its zod schema so that one description serves
// validation, problem messages, the command line's help and (later) the page's input bounds.
import * as z from 'zod/mini';

export type Allowed =
  | {
      readonly kind: 'number';
      readonly min: number;
      readonly max: number;
      readonly integer: boolean;
      /** true when `min` itself is not allowed (billing increment > 0) */
      readonly minExclusive: boolean;
      readonly unit: string;
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
  readonly minExclusive?: boolean;
}

export function num(min: number, max: number, unit: string, options: NumberOptions = {}) {
  const integer = options.integer ?? false;
  const minExclusive = options.minExclusive ?? false;
  const base = integer ? z.int() : z.number();
  const schema = base.check(minExclusive ? z.gt(min) : z.gte(min), z.lte(max));
  rules.set(schema, { kind: 'number', min, max, integer, minExclusive, unit });
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

/** "must be a whole number from 1 to 64", "must be a number above 0, at most 525,600". */
export function describeAllowed(allowed: Allowed): string {
  switch (allowed.kind) {
    case 'number': {
      const what = allowed.integer ? 'a whole number' : 'a number';
      const unit = allowed.unit ? ` (${allowed.unit})` : '';
      if (allowed.min === allowed.max) return `must be ${fmt(allowed.min)}`;
      if (allowed.minExclusive) {
        return `must be ${what} above ${fmt(allowed.min)} and at most ${fmt(allowed.max)}${unit}`;
      }
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
