// How the answer from the job writes its figures for a reader: counts of parameters and tokens in the
// reader's short scale ("20 B", "200亿"), cards and runs a year with their plural, and money in the
// scenario's currency through the page's formatting (src/format/).
import { formatMoney, formatNumber } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';
import type { JobT } from './JobVerdict.tsx';

export interface JobWords {
  /** 20e9 → "20 B" (English), "200亿" (Chinese): three significant digits */
  readonly count: (value: number) => string;
  readonly number: (value: number) => string;
  readonly cards: (n: number) => string;
  readonly runs: (n: number) => string;
  readonly money: (value: number) => string;
  /** a yearly change in %, with its sign: −50 → "−50%" */
  readonly signedPct: (pct: number) => string;
  /** ["a", "b", "c"] → "a, b, and c" (English), "a、b和c" (Chinese) */
  readonly list: (items: readonly string[]) => string;
}

const compact = new Map<Lang, Intl.NumberFormat>();

export function jobWords(t: JobT, lang: Lang, currency: string): JobWords {
  let counts = compact.get(lang);
  if (!counts) {
    counts = new Intl.NumberFormat(lang, { notation: 'compact', maximumSignificantDigits: 3 });
    compact.set(lang, counts);
  }
  const format = counts;
  // English writes a space before the scale's letter, as the command line and the docs do ("20 B")
  const count = (value: number) =>
    format
      .formatToParts(value)
      .map((part) => (part.type === 'compact' && lang === 'en' ? ` ${part.value}` : part.value))
      .join('');
  const number = (value: number) => formatNumber(value, lang);
  const signed = new Intl.NumberFormat(lang, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 });
  return {
    count,
    number,
    signedPct: (pct) => signed.format(pct / 100),
    list: (items) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(items),
    cards: (n) => (n === 1 ? t('jobVerdict.cards.one') : t('jobVerdict.cards.many', { n: number(n) })),
    runs: (n) => (n === 1 ? t('jobVerdict.runs.one') : t('jobVerdict.runs.many', { n: number(n) })),
    money: (value) => {
      // a figure under a cent (a million tokens on a big deployment) keeps its first digits, not 0.00
      const size = Math.abs(value);
      if (size > 0 && size < 0.01) {
        return new Intl.NumberFormat(lang, { style: 'currency', currency, maximumSignificantDigits: 2 }).format(value);
      }
      return formatMoney(value, lang, currency);
    },
  };
}
