// The one spelling of a number that is read as written: ASCII decimal digits, an optional sign, point
// and exponent ("8", "-2.5", ".5", "2.8e5"). Number() alone also reads "0x10" as 16, "0b11", "0o17",
// "Infinity" and "" (as 0): a link or an input must refuse those, not turn them into other numbers.

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The finite number `text` spells in plain decimal, or undefined. */
export function plainNumber(text: string): number | undefined {
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
