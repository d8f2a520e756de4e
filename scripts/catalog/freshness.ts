// How fresh each catalog figure is on a given day: fresh within 30 days, aging within 90, stale beyond
// (the bands of issue 25, counted from the figure's as-of date).

import type { Catalog } from '../../src/data/catalogSchema.ts';
import { type Freshness as Band, freshnessOf as bandOf } from '../../src/engine/index.ts';

export type { Band };
export { bandOf };

export interface ReportRow {
  readonly entry: string;
  readonly figure: string;
  readonly asOf: string;
  readonly band: Band;
  readonly seller: string;
}

/** Every price of the catalog with its band on `on`, stalest first. */
export function freshnessRows(catalog: Pick<Catalog, 'entries'>, on: string): ReportRow[] {
  const rows: ReportRow[] = [];
  for (const e of catalog.entries) {
    const figures = {
      rental: e.rental,
      card: e.purchase.card,
      server: e.purchase.server,
      monthly: e.plans.monthly,
      weekly: e.plans.weekly,
      reserved: e.plans.reservedDiscount,
      spot: e.plans.spotDiscount,
    };
    for (const [figure, row] of Object.entries(figures))
      if (row) rows.push({ entry: e.id, figure, asOf: row.asOf, band: bandOf(row.asOf, on), seller: row.seller });
  }
  return rows.sort((a, b) => a.asOf.localeCompare(b.asOf) || a.entry.localeCompare(b.entry));
}
