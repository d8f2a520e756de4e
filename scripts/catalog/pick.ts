// Which row gives an entry its rental price, and which its purchase prices (the rule in src/data/CATALOG.md).
import { dateOf, type Market, type PriceRow, priceOf } from './rows.ts';

const RENTAL_WINDOW_MONTHS = 12;

function monthsBefore(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

function inCurrency(rows: readonly PriceRow[], market: Market): PriceRow[] {
  const wanted = market === 'cn' ? 'CNY' : 'USD';
  const preferred = rows.filter((r) => r.currency === wanted);
  return preferred.length > 0 ? preferred : [...rows];
}

export function pickRental(rows: readonly PriceRow[], market: Market): PriceRow | null {
  const dated = inCurrency(rows, market);
  const newest = dated.map(dateOf).sort().at(-1);
  if (!newest) return null;
  const since = monthsBefore(newest, RENTAL_WINDOW_MONTHS);
  const recent = dated.filter((r) => dateOf(r) >= since);
  const points = recent.filter((r) => !priceOf(r).isRange);
  const pool = (points.length > 0 ? points : recent).sort(
    (a, b) => priceOf(a).value - priceOf(b).value || dateOf(b).localeCompare(dateOf(a)) || a.line - b.line,
  );
  return pool[Math.floor((pool.length - 1) / 2)] ?? null;
}

export function pickPurchase(rows: readonly PriceRow[], market: Market): PriceRow | null {
  const pool = inCurrency(rows, market).sort(
    (a, b) =>
      dateOf(b).localeCompare(dateOf(a)) || Number(priceOf(a).isRange) - Number(priceOf(b).isRange) || a.line - b.line,
  );
  return pool[0] ?? null;
}
