// What the four charts share: size, axis and tooltip styling, compact axis money and lists. Colours
// are the page's CSS variables, so the charts follow the light and dark themes.
import { formatMoney } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';

/** Fixed height, full width: the same chart from a 360 px phone to a desktop. */
export const CHART_HEIGHT = 280;

export const TICK = { fill: 'var(--muted)', fontSize: 12 } as const;

export const TOOLTIP_STYLE = {
  background: 'var(--surface)',
  border: '1px solid var(--border)',
  borderRadius: 'var(--radius)',
  color: 'var(--text)',
} as const;

/** Tooltip entries in the text colour: the series colours are too faint to read as text. */
export const TOOLTIP_ITEM_STYLE = { color: 'var(--text)' } as const;

const compact = new Map<string, Intl.NumberFormat>();

/**
 * Axis ticks: ¥663K, ¥66万. Tables and tooltips use formatMoney. Chinese abbreviates only from 1万, so
 * below it a tick is whole (¥5,991, not ¥5991.2), as an abbreviated one is to a tenth of its unit.
 */
export function formatMoneyCompact(value: number, lang: Lang, currency: string): string {
  const whole = lang !== 'en' && Math.abs(value) < 10_000;
  const key = `${lang}|${currency}|${whole}`;
  let found = compact.get(key);
  if (!found) {
    found = new Intl.NumberFormat(lang, {
      style: 'currency',
      currency,
      notation: whole ? 'standard' : 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: whole ? 0 : 1,
    });
    compact.set(key, found);
  }
  return found.format(value);
}

// One formatter and one axis per language and currency: a chart given the same function as before
// keeps its axis and tooltip settings, where a new one makes Recharts work them all out again.
const formatters = new Map<string, (value: unknown) => string>();

/** A Recharts tooltip formatter that writes money the way the rest of the page does. */
export function moneyFormatter(lang: Lang, currency: string): (value: unknown) => string {
  const key = `${lang}|${currency}`;
  let found = formatters.get(key);
  if (!found) {
    found = (value) => (typeof value === 'number' ? formatMoney(value, lang, currency) : String(value ?? ''));
    formatters.set(key, found);
  }
  return found;
}

/** "A, B, C" (en) or "A、B、C" (zh); `and` joins the last with a word: "A and B", "A和B". */
export function listOf(items: readonly string[], lang: Lang, and = false): string {
  return new Intl.ListFormat(lang, { type: 'conjunction', style: and ? 'long' : 'narrow' }).format(items);
}

/**
 * Room for the money axis's labels: a wide sample label ("US$88.9万", "CN¥888.9K") measured at the
 * tick's size, about 7 px a Latin character and 12 px a Chinese one, so no currency's labels are cut.
 */
function moneyAxisWidth(lang: Lang, currency: string): number {
  const sample = formatMoneyCompact(888_888, lang, currency);
  let width = 10;
  for (const char of sample) width += /[\u3000-\u9fff]/.test(char) ? 12 : 7;
  return Math.max(64, width);
}

interface MoneyAxis {
  readonly tick: typeof TICK;
  readonly stroke: string;
  readonly width: number;
  readonly tickFormatter: (value: number) => string;
}

const axes = new Map<string, MoneyAxis>();

/** The money axis every chart uses: compact amounts in the scenario's currency. */
export function moneyAxis(lang: Lang, currency: string): MoneyAxis {
  const key = `${lang}|${currency}`;
  let found = axes.get(key);
  if (!found) {
    found = {
      tick: TICK,
      stroke: 'var(--border)',
      width: moneyAxisWidth(lang, currency),
      tickFormatter: (value: number) => formatMoneyCompact(value, lang, currency),
    };
    axes.set(key, found);
  }
  return found;
}
