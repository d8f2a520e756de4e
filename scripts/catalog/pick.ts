// Which rows give an entry its prices (the rule in src/data/CATALOG.md): the rental row, the plans
// beside it, and purchase rows from the same period.
import { dateOf, type PriceRow, perCardOf, priceOf } from './rows.ts';

/** Rental rows count within this many months of the newest; purchases within this many of the entry's period. */
export const WINDOW_MONTHS = 12;

export function monthsBefore(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

export const monthsAfter = (date: string, months: number) => monthsBefore(date, -months);

/** The recent rows, points before ranges, at the median price (the lower middle row of an even count). */
function median(rows: readonly PriceRow[]): PriceRow | null {
  const newest = rows.map(dateOf).sort().at(-1);
  if (!newest) return null;
  const since = monthsBefore(newest, WINDOW_MONTHS);
  const recent = rows.filter((r) => dateOf(r) >= since);
  const points = recent.filter((r) => !priceOf(r).isRange);
  const pool = (points.length > 0 ? points : recent).sort(
    (a, b) => perCardOf(a) - perCardOf(b) || dateOf(b).localeCompare(dateOf(a)) || a.line - b.line,
  );
  return pool[Math.floor((pool.length - 1) / 2)] ?? null;
}

export const pickRental = median;
export const pickMonthly = median;

/** A plan priced against on demand: the same provider's on-demand row of the same day. */
export interface Paired {
  readonly row: PriceRow;
  readonly onDemand: PriceRow;
  readonly discountPct: number;
}

/** Discounts of spot or reserved rows against their provider's on-demand row of the same day; the median one. */
/** "共绩算力 (gongjiyun/suanli.cn)" and "共绩算力" are one provider */
const sellerOf = (row: PriceRow) => row.provider.replace(/\s*\(.*\)$/, '');

export function pickDiscount(plan: readonly PriceRow[], rent: readonly PriceRow[]): Paired | null {
  const pairs = plan.flatMap((row) => {
    const onDemand = rent.find((r) => sellerOf(r) === sellerOf(row) && dateOf(r) === dateOf(row));
    if (!onDemand) return [];
    const discountPct = Number(((1 - perCardOf(row) / perCardOf(onDemand)) * 100).toFixed(2));
    return discountPct > 0 && discountPct < 100 ? [{ row, onDemand, discountPct }] : [];
  });
  pairs.sort((a, b) => a.discountPct - b.discountPct || a.row.line - b.row.line);
  return pairs[Math.floor((pairs.length - 1) / 2)] ?? null;
}

/** The newest purchase row within the period around `anchor`; on a tie, a point price before a range. */
export function pickPurchase(rows: readonly PriceRow[], anchor: string | null): PriceRow | null {
  const inPeriod = anchor
    ? rows.filter(
        (r) => dateOf(r) >= monthsBefore(anchor, WINDOW_MONTHS) && dateOf(r) <= monthsAfter(anchor, WINDOW_MONTHS),
      )
    : [...rows];
  const pool = inPeriod.sort(
    (a, b) =>
      dateOf(b).localeCompare(dateOf(a)) || Number(priceOf(a).isRange) - Number(priceOf(b).isRange) || a.line - b.line,
  );
  return pool[0] ?? null;
}
