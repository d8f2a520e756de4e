// What a number input holds while the user types, and the value it stands for.
//
// The rule is written here rather than taken from a locale-aware parser (@internationalized/number):
// the rule the page's two languages need is short, and such a parser reads neither 万 nor k. Commas between groups of three digits are
// grouping, as English and Chinese write numbers ("250,000", "1,234,567.5"); a single comma that
// cannot be grouping is a decimal comma ("0,63", "2,5", "12,3456"). "1,234" reads as 1234 even
// though German readers mean 1.234 by it: grouping is the one reading in both of the page's languages.
// A dot and a comma in an order no locale uses together ("1.234,5") are refused rather than guessed.
import { plainNumber } from '../../format/plainNumber.ts';
import { SHOWN_DIGITS } from '../../format/typed.ts';

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
 * The words for large numbers a figure may end with, as the page writes its amounts: 万 and 亿 in
 * Chinese (¥64.43万), k and M in English (and 千). Each is a power of ten, applied to the digits as
 * written, so "1.1万" is 11000 exactly.
 */
const SCALES: Readonly<Record<string, number>> = { 千: 3, 万: 4, 亿: 8, k: 3, K: 3, M: 6 };
const SCALED = /^(.*\d)(千|万|亿|k|K|M)$/;

/**
 * The value of the text in a number input: undefined while empty, a number when it reads as one
 * ("0." and "1e3" do; spaces, grouping commas, full-width forms and a closing 万, 亿, k or M are read),
 * the text itself otherwise, so the scenario parser can say it is not a number.
 */
export function valueOfText(text: string): number | string | undefined {
  const cleaned = clean(text);
  if (cleaned === '') return undefined;
  const scaled = SCALED.exec(cleaned);
  const digits = scaled?.[1] ?? cleaned;
  // not grouping, a comma is a decimal comma; a second comma or a point beside it is then refused
  const plain = GROUPED.test(digits) ? digits.replaceAll(',', '') : digits.replace(',', '.');
  if (!scaled) return plainNumber(plain) ?? text;
  // the digits as written, with the scale as their exponent: no rounding on the way
  if (/e/i.test(plain) || plainNumber(plain) === undefined) return text;
  return plainNumber(`${plain}e${SCALES[scaled[2] ?? ''] ?? 0}`) ?? text;
}

/** Whether `text` is refused for its mix of decimal points and commas, so the message can say so. */
export function mixesSeparators(text: string): boolean {
  const cleaned = clean(text);
  return /^[+-]?[\d.,]+$/.test(cleaned) && cleaned.includes('.') && cleaned.includes(',') && valueOfText(text) === text;
}

/** How a stored value is shown in its input: numbers without float noise (1/60 → 0.01666666667). */
export function textOfValue(value: unknown): string {
  if (typeof value === 'number') return String(Number(value.toPrecision(SHOWN_DIGITS)));
  if (value === null || value === undefined) return '';
  return String(value);
}
