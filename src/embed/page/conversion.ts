// The words that say at which rate, and of which date, the widget's figures were converted, and what
// the widget says when it could not convert them.
import type { Conversion } from '../../data/rates.ts';
import { formatNumber } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';

/** "1 USD = 7.2 CNY": one unit of the dearer currency in the other, so the number is at least 1. */
export function rateText(conversion: Conversion, lang: Lang): string {
  const { from, to, rate } = conversion;
  return rate >= 1
    ? `1 ${from} = ${formatNumber(rate, lang, 4)} ${to}`
    : `1 ${to} = ${formatNumber(1 / rate, lang, 4)} ${from}`;
}

/** A currency the writer asked for that the widget could not show: its figures stay in `from`. */
export interface NotConverted {
  readonly from: string;
  readonly to: string;
  /** no default rate between the two, or a figure that would fall outside its field's range */
  readonly reason: 'no-rate' | 'out-of-range';
}
