// The price rows of data/prices.csv and data/china/prices_cn.csv, under one shape, and which of them
// may stand for their GPU.
import { cell, type Row, readCsv } from './csv.ts';
import { type Price, parseAsOf, parsePrice } from './readings.ts';

export type Market = 'global' | 'cn';
export type Kind = 'rent' | 'card' | 'server';

export interface PriceRow {
  readonly file: string;
  readonly line: number;
  readonly gpuId: string;
  readonly kind: Kind;
  readonly provider: string;
  readonly billing: string;
  readonly priceText: string;
  readonly currency: string;
  readonly granularity: string;
  readonly asOfText: string;
  readonly source: string;
  readonly notes: string;
}

/** A price row of either CSV: both share the columns from provider to notes. */
function priceRow(file: string, line: number, row: Row, gpuId: string, kind: Kind, billing: string): PriceRow {
  return {
    file,
    line,
    gpuId,
    kind,
    provider: cell(row, 'provider'),
    billing,
    priceText: cell(row, 'price'),
    currency: cell(row, 'currency'),
    granularity: cell(row, 'billing_granularity'),
    asOfText: cell(row, 'as_of'),
    source: cell(row, 'source'),
    notes: cell(row, 'notes'),
  };
}

const DROPPED_NOTES: readonly [RegExp, string][] = [
  [/WEAK SOURCE/, 'WEAK SOURCE'],
  [/\bLOW\b/, 'LOW'],
  [/ESTIMATE/, 'ESTIMATE'],
  [/CONFLICT/, 'CONFLICT'],
  [/AGGREGATOR/, 'AGGREGATOR'],
  [/starting at/i, 'a "starting at" price'],
  [/^(from|up to)\b/i, 'a "from" or "up to" price'],
  [/not a catalog id/, 'not a catalog SKU'],
];

/** Why a row cannot stand for its GPU, or null when it can. */
export function dropReason(row: PriceRow): string | null {
  for (const [pattern, reason] of DROPPED_NOTES) if (pattern.test(row.notes)) return reason;
  if (/serverless/i.test(row.provider)) return 'serverless (a different product)';
  if (/cheapest|lowest|member/i.test(row.billing)) return 'a cheapest, lowest or member price';
  if (parseAsOf(row.asOfText) === null) return `no date ("${row.asOfText}")`;
  if (parsePrice(row.priceText, row.notes) === null) return `not one price ("${row.priceText}")`;
  return null;
}

// only for rows that dropReason let through, which have a date and a price
export const dateOf = (row: PriceRow) => parseAsOf(row.asOfText) as string;
export const priceOf = (row: PriceRow) => parsePrice(row.priceText, row.notes) as Price;

export function fromPricesCsv(): PriceRow[] {
  const rows: PriceRow[] = [];
  for (const { row, line } of readCsv('data/prices.csv')) {
    const billing = cell(row, 'billing');
    const unit = cell(row, 'unit');
    const kind: Kind | null =
      billing === 'on-demand' && unit === 'gpu-hour'
        ? 'rent'
        : billing === 'purchase-card'
          ? 'card'
          : billing === 'purchase-8gpu-server'
            ? 'server'
            : null;
    if (!kind) continue;
    rows.push(priceRow('data/prices.csv', line, row, cell(row, 'gpu_id'), kind, billing));
  }
  return rows;
}

/** The catalog id of a row of prices_cn.csv, which names cards in words ("H800 x8 server"). */
function chinaId(gpu: string): string | null {
  if (/^A800 (80GB|x8 server)$/.test(gpu)) return 'a800-80gb';
  if (/^H800 (80GB|x8 server|\(single card\))$/.test(gpu)) return 'h800-80gb';
  if (/^H20 (96GB|x8 server|\(single card\))$/.test(gpu)) return 'h20';
  if (/^RTX 4090( 24GB)?$/.test(gpu)) return 'rtx-4090-cn';
  return null;
}

export function fromChinaCsv(): PriceRow[] {
  const rows: PriceRow[] = [];
  for (const { row, line } of readCsv('data/china/prices_cn.csv')) {
    const gpuId = chinaId(cell(row, 'gpu'));
    if (!gpuId) continue;
    const billing = cell(row, 'billing');
    const unit = cell(row, 'unit');
    const kind: Kind | null =
      billing.startsWith('on-demand') && /^per (GPU-hour|instance-hour \(1 GPU\))$/.test(unit)
        ? 'rent'
        : billing === 'purchase' && unit === 'per card'
          ? 'card'
          : billing === 'purchase' && unit === 'per 8-GPU server'
            ? 'server'
            : null;
    if (!kind) continue;
    rows.push(priceRow('data/china/prices_cn.csv', line, row, gpuId, kind, billing));
  }
  return rows;
}
