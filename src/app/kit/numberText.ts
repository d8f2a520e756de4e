// What a number input holds while the user types, and the value it stands for.
//
// The rule is written here rather than taken from a locale-aware parser (@internationalized/number):
// the page's script before the verdict has a hard size budget with under a kilobyte to spare, and the
// rule the two languages of the page need is short. Commas between groups of three digits are
// grouping, as English and Chinese write numbers ("250,000", "1,234,567.5"); a single comma that
// cannot be grouping is a decimal comma ("0,63", "2,5", "12,3456"). "1,234" reads as 1234 even
// though German readers mean 1.234 by it: grouping is the one reading in both of the page's languages.
// A dot and a comma in an order no locale uses together ("1.234,5") are refused rather than guessed.
import { plainNumber } from '../../format/plainNumber.ts';

/** one or more groups of three after a first group of one to three digits that does not start with 0 */
const GROUPED = /^[+-]?[1-9]\d{0,2}(,\d{3})+(\.\d*)?(e[+-]?\d+)?$/i;

/** Without spaces, and with full-width forms (Chinese input methods) as the ASCII they stand for. */
function clean(text: string): string {
  return text
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[。｡]/g, '.')
    .replace(/[\s_]/g, '');
}

/**
 * The value of the text in a number input: undefined while empty, a number when it reads as one
 * ("0." and "1e3" do; spaces, grouping commas and full-width forms are read), the text itself
 * otherwise, so the scenario parser can say it is not a number.
 */
export function valueOfText(text: string): number | string | undefined {
  const cleaned = clean(text);
  if (cleaned === '') return undefined;
  // not grouping, a comma is a decimal comma; a second comma or a point beside it is then refused
  return plainNumber(GROUPED.test(cleaned) ? cleaned.replaceAll(',', '') : cleaned.replace(',', '.')) ?? text;
}

/** Whether `text` is refused for its mix of decimal points and commas, so the message can say so. */
export function mixesSeparators(text: string): boolean {
  const cleaned = clean(text);
  return /^[+-]?[\d.,]+$/.test(cleaned) && cleaned.includes('.') && cleaned.includes(',') && valueOfText(text) === text;
}

/** How a stored value is shown in its input: numbers without float noise (1/60 → 0.01666666667). */
export function textOfValue(value: unknown): string {
  if (typeof value === 'number') return String(Number(value.toPrecision(10)));
  if (value === null || value === undefined) return '';
  return String(value);
}
