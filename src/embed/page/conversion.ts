// The widget's display currency: the scenario converted at the default rate, and the words that
// say at which rate and of which date.
import { DEFAULT_RATES, defaultRate, isCurrency } from '../../data/rates.ts';
import { formatNumber } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';

export interface Conversion {
  readonly from: string;
  readonly to: string;
  /** units of `to` for one unit of `from` */
  readonly rate: number;
  /** the date of the older of the two default rates */
  readonly asOf: string;
}

/** The default-rate conversion, or null when there is nothing to convert or no rate to do it with. */
export function defaultConversion(from: string, to: string): Conversion | null {
  if (from === to || !isCurrency(from) || !isCurrency(to)) return null;
  const dates = [DEFAULT_RATES[from].asOf, DEFAULT_RATES[to].asOf].sort();
  return { from, to, rate: defaultRate(from, to), asOf: dates[0] ?? '' };
}

/** "1 USD = 7.2 CNY": one unit of the dearer currency in the other, so the number is at least 1. */
export function rateText(conversion: Conversion, lang: Lang): string {
  const { from, to, rate } = conversion;
  return rate >= 1
    ? `1 ${from} = ${formatNumber(rate, lang, 4)} ${to}`
    : `1 ${to} = ${formatNumber(1 / rate, lang, 4)} ${from}`;
}
