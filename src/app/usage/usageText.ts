// A log's times in words. The readers keep times as the log wrote them (wall-clock, no zone), held as
// if they were UTC: shown the same way, they read as the log does whatever the reader's zone.
import { formatNumber, formatSignificant } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** "2026-11-02 08:00" */
export function wallClockText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

/** A measured figure: whole above a thousand, else three significant digits (0.0139 kWh, not 0). */
export function figureText(value: number, lang: Lang): string {
  return Math.abs(value) >= 1000 ? formatNumber(value, lang, 0) : formatSignificant(value, lang, 3);
}

export function spanText(span: { readonly start: number; readonly end: number }, t: Translate, lang: Lang): string {
  const ms = span.end - span.start;
  const length =
    ms < HOUR_MS
      ? t('usage.found.minutes', { n: figureText(ms / 60_000, lang) })
      : ms < 2 * DAY_MS
        ? t('usage.found.hours', { n: figureText(ms / HOUR_MS, lang) })
        : t('usage.found.days.value', { n: figureText(ms / DAY_MS, lang) });
  return t('usage.found.span.value', { start: wallClockText(span.start), end: wallClockText(span.end), length });
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
