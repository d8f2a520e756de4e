// Obsolescence's chart: the price of the same work month by month, halving every P months.

interface PricePoint {
  readonly month: number;
  /** the price of the same work in that month, as a percentage of today's: 100 · 0.5^((month − 1)/P) */
  readonly pct: number;
}

/** The price of the same work month by month over the horizon (months 1…horizon), halving every P months. */
export function priceSeries(horizonMonths: number, doublingMonths: number): PricePoint[] {
  return Array.from({ length: horizonMonths }, (_, i) => ({ month: i + 1, pct: 100 * 0.5 ** (i / doublingMonths) }));
}

/** The months the table lists: the first, then every sixth. */
export function priceTableMonths(series: readonly PricePoint[]): PricePoint[] {
  return series.filter((m) => m.month === 1 || m.month % 6 === 0);
}
