// What every line of "How this is computed" shares: the reader's formats for the scenario's currency,
// and a line's shape. Pure: no React.
import { centsBelow } from '../../format/cents.ts';
import { formatMoneyExact, formatNumber, formatPercent } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';

export interface Formats {
  /** money to the cent, so that sums check by hand */
  money(value: number): string;
  /** money cut to the cent below: a tipping price, so that the price shown still wins */
  below(value: number): string;
  /** a unit price with every decimal it has (0.0035 per GB stays 0.0035) */
  price(value: number): string;
  /** hours, watts, kWh: up to two decimals */
  num(value: number): string;
  /** factors and minutes, which need more decimals to check by hand */
  fine(value: number): string;
  pct(value: number): string;
  /** a percentage with every decimal it has: an adapter share of 0.52 % */
  exactPct(value: number): string;
  /** from a million up in powers of ten (3.2 × 10¹⁹), the number as it is below */
  big(value: number): string;
  /** a whole number: a count of tokens */
  whole(value: number): string;
  /** the plural form a count takes in the reader's language ("1 card", "2 cards") */
  plural(value: number): 'one' | 'other';
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (n: number) =>
  `${n < 0 ? '⁻' : ''}${[...String(Math.abs(n))].map((d) => SUPERSCRIPT[Number(d)]).join('')}`;

function powerOfTen(value: number, lang: Lang): string {
  if (!(Math.abs(value) >= 1e6)) return formatNumber(value, lang);
  let exponent = Math.floor(Math.log10(Math.abs(value)));
  let mantissa = Math.round((value / 10 ** exponent) * 100) / 100;
  if (Math.abs(mantissa) >= 10) {
    mantissa /= 10;
    exponent += 1;
  }
  return `${formatNumber(mantissa, lang)} × 10${superscript(exponent)}`;
}

/** The formats of the reader's language for the scenario's currency. */
export function formatsFor(lang: Lang, currency: string): Formats {
  // a unit price keeps up to six decimals: 0.0035 per GB-month must not print as 0.00
  const price = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  });
  const plurals = new Intl.PluralRules(lang);
  return {
    money: (value) => formatMoneyExact(value, lang, currency),
    below: (value) => formatMoneyExact(centsBelow(value), lang, currency),
    price: (value) => price.format(value),
    num: (value) => formatNumber(value, lang),
    fine: (value) => formatNumber(value, lang, 6),
    pct: (value) => formatPercent(value, lang),
    exactPct: (value) => `${formatNumber(value, lang, 6)}%`,
    big: (value) => powerOfTen(value, lang),
    whole: (value) => formatNumber(Math.round(value), lang),
    plural: (value) => (plurals.select(value) === 'one' ? 'one' : 'other'),
  };
}

/** `statement`: a sentence rather than an equation, shown as "label: formula" instead of "label = formula". */
export type Draft = { readonly label: string; readonly formula: string; readonly statement?: boolean };

/** "terms = total", or just the total when there is no term ("0.00 = 0.00" says nothing). */
export function sum(t: Translate, f: Formats, parts: readonly string[], total: number): string {
  return parts.length > 0 ? `${parts.join(t('explain.plus'))}${t('explain.is')}${f.money(total)}` : f.money(total);
}
