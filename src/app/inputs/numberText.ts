// What a number input holds while the user types, and the value it stands for.

/**
 * The value of the text in a number input: undefined while empty, a number when it reads as one
 * ("0." and "1e3" do; spaces and thousands separators are ignored), the text itself otherwise, so
 * the scenario parser can say it is not a number.
 */
export function valueOfText(text: string): number | string | undefined {
  const cleaned = text.replace(/[\s,_\u00a0]/g, '').replace(/[。．]/g, '.');
  if (cleaned === '') return undefined;
  if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(cleaned)) return Number(cleaned);
  return text;
}

/** How a stored value is shown in its input: numbers without float noise (1/60 → 0.01666666667). */
export function textOfValue(value: unknown): string {
  if (typeof value === 'number') return String(Number(value.toPrecision(10)));
  if (value === null || value === undefined) return '';
  return String(value);
}
