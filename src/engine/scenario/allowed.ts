// What a field of the format allows, said in plain data: the one description that the check, the
// problem messages, the command line's help and the page's input bounds read. No schema library: the
// page's first code and the link reader use it.

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

const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Free text (a name, a source note) as a scenario holds it: a line break or tab becomes a space, and
 * the other control characters and the marks that reorder text (U+202E shows "Lab\u202Edaolnwod" as
 * "Labdownload") are removed. They show nothing of their own, so the text reads as the reader sees
 * it, in the order it was written, on the page, in a picture's Markdown and in the command line alike.
 */
export function plainText(text: string): string {
  return text.replace(LINE_BREAKS, ' ').replace(INVISIBLE, '');
}

/** Whether a YYYY-MM-DD date is one the calendar has (2026-02-30 is not). */
export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The least size of any number in a scenario other than 0. */
export const SMALLEST_NON_ZERO = 1e-6;

/**
 * The part of a field's rule that a value breaks, so that a refusal names that part and never another
 * (1e-7 as a price is inside "from 0 to 1e6": what it breaks is "0 or at least 0.000001").
 * type: not a number, text, true/false or group at all.
 */
export type BrokenRule =
  | 'type'
  | 'below'
  | 'above'
  | 'whole'
  | 'tiny'
  | 'long'
  | 'choice'
  | 'form'
  | 'date'
  | 'currency';

/** Which part of a number's rule `value` breaks; null when it meets the rule. */
export function brokenNumber(allowed: Allowed & { kind: 'number' }, value: unknown): BrokenRule | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'type';
  if (value < allowed.min) return 'below';
  if (value > allowed.max) return 'above';
  if (allowed.integer && !Number.isSafeInteger(value)) return 'whole';
  if (value !== 0 && Math.abs(value) < allowed.smallestNonZero) return 'tiny';
  return null;
}

/** What the part of the rule a value broke asks for: "must be 0 or a number from 0.000001 to 24 (hours)". */
export function describeBroken(allowed: Allowed, broken: BrokenRule | undefined): string {
  if (allowed.kind === 'number' && broken === 'tiny') {
    const unit = allowed.unit ? ` (${allowed.unit})` : '';
    return `must be 0 or a number from ${fmt(allowed.smallestNonZero)} to ${fmt(allowed.max)}${unit}`;
  }
  if (allowed.kind === 'pattern' && broken === 'date') return `must be a date the calendar has, written YYYY-MM-DD`;
  if (allowed.kind === 'pattern' && broken === 'currency')
    return 'must be a currency code that ISO 4217 lists, such as "CNY", "USD" or "EUR"';
  return describeAllowed(allowed);
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
