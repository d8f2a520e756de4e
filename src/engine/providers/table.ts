// The screening as the page shows it: the table's order, the rows of the cost chart and the radar
// chart, and the checklist of evidence still to gather. Pure figures; the words are the page's.

import type { Provider } from '../scenario/schema.ts';
import type { ScoreDimension } from '../scenario/screeningDefaults.ts';
import { SCORE_DIMENSIONS } from '../scenario/screeningDefaults.ts';
import { rankKey } from './rank.ts';
import type { ProviderScore } from './score.ts';

/** A column the table sorts by. */
export type SortKey = 'name' | 'cost' | ScoreDimension | 'total';

export interface SortOrder {
  readonly key: SortKey;
  /** largest (or last by name) first */
  readonly down: boolean;
}

/**
 * What a column sorts by: the name without case, the cost, a dimension's score (unknown below every
 * score), or for the total the ranking (rank.ts: standing, then total), so that sorting by it best first
 * gives the ranking.
 */
export function sortValue(score: ProviderScore, key: SortKey): number | string {
  if (key === 'name') return score.name.toLowerCase();
  if (key === 'cost') return score.cost.total;
  if (key === 'total') return rankKey(score);
  return score.dimensions[key].score ?? -1;
}

/** The providers in the table's order; equal values keep the screening's order (a stable sort). */
export function sortScores(scores: readonly ProviderScore[], order: SortOrder): ProviderScore[] {
  return [...scores].sort((a, b) => {
    const x = sortValue(a, order.key);
    const y = sortValue(b, order.key);
    const less = x < y ? -1 : x > y ? 1 : 0;
    return order.down ? -less : less;
  });
}

/**
 * The order after a click on a column: the same column turns round; another column starts with the
 * cheapest or the first name, and with the highest score.
 */
export function nextSort(order: SortOrder, key: SortKey): SortOrder {
  return { key, down: order.key === key ? !order.down : key !== 'name' && key !== 'cost' };
}

interface CostRow {
  readonly id: string;
  readonly name: string;
  /** what the workload costs at the provider over the horizon */
  readonly total: number;
}

/** One bar a provider, in the screening's order. */
export function costRows(scores: readonly ProviderScore[]): CostRow[] {
  return scores.map((p) => ({ id: p.id, name: p.name, total: p.cost.total }));
}

type RadarRow = { readonly dimension: ScoreDimension } & Readonly<Record<string, number | string | null>>;

/** One row a dimension, with each provider's 0–10 score under its id; null where unknown (a gap in the chart). */
export function radarRows(scores: readonly ProviderScore[]): RadarRow[] {
  return SCORE_DIMENSIONS.map((dimension) => {
    const row: Record<string, string | number | null> = { dimension };
    for (const p of scores) row[p.id] = p.dimensions[dimension].score;
    return row as RadarRow;
  });
}

/** Whether the evidence a dimension's score rests on has been gathered for the provider. */
const EVIDENCE_DONE: Readonly<Record<ScoreDimension, (p: Provider) => boolean>> = {
  hardware: (p) => p.gpuEvidence !== null,
  network: (p) => p.bandwidthGbps !== null && p.latencyMs !== null,
  recovery: (p) => p.offsiteBackup && p.snapshots && p.rtoHours !== null && p.rpoHours !== null,
  billing: (p) => p.pricePerGpuHour > 0,
  support: (p) => p.supportMinutes !== null,
};

/** The checklist: for each dimension, whether each provider (by id) has its evidence; unknown ids have none. */
export function checklist(
  scores: readonly ProviderScore[],
  list: Readonly<Record<string, Provider>>,
): Record<ScoreDimension, Record<string, boolean>> {
  const rows = {} as Record<ScoreDimension, Record<string, boolean>>;
  for (const d of SCORE_DIMENSIONS) {
    const row: Record<string, boolean> = {};
    for (const p of scores) {
      const provider = list[p.id];
      row[p.id] = provider ? EVIDENCE_DONE[d](provider) : false;
    }
    rows[d] = row;
  }
  return rows;
}
