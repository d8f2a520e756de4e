// A log's times in words. The readers keep times as the log wrote them (wall-clock, no zone), held as
// if they were UTC: shown the same way, they read as the log does whatever the reader's zone.
import { formatNumber } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';

const DAY_MS = 86_400_000;

/** "2026-11-02 08:00" */
export function wallClockText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

export function spanText(
  span: { readonly start: number; readonly end: number },
  t: Translate,
  num: (value: number, digits?: number) => string,
): string {
  return t('usage.found.span.value', {
    start: wallClockText(span.start),
    end: wallClockText(span.end),
    days: num((span.end - span.start) / DAY_MS, 1),
  });
}

const monthName = (month: number, lang: Lang) =>
  new Intl.DateTimeFormat(lang, { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, month - 1, 1));

/** A filled field's value as the reader reads it: months by name, figures in the reader's style. */
export function valueText(
  path: readonly string[],
  value: number | boolean | string | null,
  lang: Lang,
  everyMonth: string,
): string {
  const field = path.at(-1);
  if (field === 'busyMonths')
    return typeof value === 'string'
      ? value
          .split(',')
          .map((m) => monthName(Number(m), lang))
          .join(', ')
      : everyMonth;
  if (field === 'startMonth' && typeof value === 'number') return monthName(value, lang);
  return typeof value === 'number' ? formatNumber(value, lang, 2) : String(value);
}
