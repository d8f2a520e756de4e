// The price rows of data/prices.csv, data/china/prices_cn.csv and the maintainers' refreshed rows
// (data/refreshed/*.csv, the columns of data/prices.csv), under one shape: each names its market, its
// plan, its tax basis, and whether it may stand for its GPU.
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { cell, ROOT, type Row, readCsv } from './csv.ts';
import { type Price, parseAsOf, parsePrice } from './readings.ts';

export type Market = 'cn' | 'us' | 'eu' | 'global';
/** on demand, the plans beside it, a card, a whole server, and a module of cards (never a server) */
export type Kind = 'rent' | 'monthly' | 'weekly' | 'reserved' | 'spot' | 'card' | 'server' | 'module';
export type TaxBasis = 'vat-included' | 'vat-excluded' | 'sales-tax-excluded' | 'unknown';

export interface PriceRow {
  readonly file: string;
  readonly line: number;
  readonly gpuId: string;
  readonly kind: Kind;
  readonly market: Market;
  readonly provider: string;
  readonly billing: string;
  readonly priceText: string;
  readonly currency: string;
  /** cards the printed price covers: 8 for a monthly lease of an 8-GPU server, else 1 */
  readonly perCards: number;
  readonly granularity: string;
  readonly asOfText: string;
  readonly source: string;
  readonly notes: string;
}

/** The market a row's price belongs to: China for the China file, yuan prices and China's channels. */
function marketOf(file: string, currency: string, provider: string): Market {
  if (file.includes('china/') || currency === 'CNY' || /China|Chinese/.test(provider)) return 'cn';
  if (currency === 'USD') return 'us';
  if (currency === 'EUR') return 'eu';
  return 'global';
}

/** What the row's notes say of VAT (a clause the data carries: "VAT included: …" or "VAT excluded: …"). */
export function taxOf(row: Pick<PriceRow, 'notes' | 'currency'>): { basis: TaxBasis; why: string } {
  const m = /VAT (included|excluded)( \(taken\))?: ([^;]+)/.exec(row.notes);
  if (m)
    return {
      basis: m[1] === 'included' ? 'vat-included' : 'vat-excluded',
      why: `${m[2] ? 'taken' : 'stated'}: ${m[3]}`,
    };
  return { basis: 'unknown', why: '' };
}

function priceRow(file: string, line: number, row: Row, gpuId: string, kind: Kind, perCards = 1): PriceRow {
  const currency = cell(row, 'currency');
  const provider = cell(row, 'provider');
  return {
    file,
    line,
    gpuId,
    kind,
    market: marketOf(file, currency, provider),
    provider,
    billing: cell(row, 'billing'),
    priceText: cell(row, 'price'),
    currency,
    perCards,
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
  // a yuan price means little to a buyer until it says whether VAT is in it
  if (row.currency === 'CNY' && taxOf(row).basis === 'unknown')
    return 'a CNY price that does not say whether VAT is in';
  return null;
}

// only for rows that dropReason let through, which have a date and a price
export const dateOf = (row: PriceRow) => parseAsOf(row.asOfText) as string;
export const priceOf = (row: PriceRow) => parsePrice(row.priceText, row.notes) as Price;
/** The row's price for one card (a lease of an 8-GPU server counts an eighth). */
export const perCardOf = (row: PriceRow) => priceOf(row).value / row.perCards;

function kindOfPricesCsv(billing: string, unit: string, notes: string): Kind | null {
  if (unit === 'gpu-hour') {
    if (billing === 'on-demand') return 'rent';
    if (billing === 'spot') return 'spot';
    if (billing === 'reserved-1y') return 'reserved';
    return null;
  }
  if (billing === 'purchase-card') return 'card';
  // a Chinese "8-card module" is the cards on their board, not a server (issue 25)
  if (billing === 'purchase-8gpu-server') return /module/i.test(notes) ? 'module' : 'server';
  return null;
}

function readPricesCsv(file: string): PriceRow[] {
  const rows: PriceRow[] = [];
  for (const { row, line } of readCsv(file)) {
    const kind = kindOfPricesCsv(cell(row, 'billing'), cell(row, 'unit'), cell(row, 'notes'));
    if (kind) rows.push(priceRow(file, line, row, cell(row, 'gpu_id'), kind));
  }
  return rows;
}

export function fromPricesCsv(): PriceRow[] {
  const dir = resolve(ROOT, 'data/refreshed');
  const refreshed = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.csv'))
        .sort()
        .map((f) => `data/refreshed/${f}`)
    : [];
  return ['data/prices.csv', ...refreshed].flatMap(readPricesCsv);
}

/** The catalog id of a row of prices_cn.csv, which names cards in words ("H800 x8 server"). */
function chinaId(gpu: string): string | null {
  if (/^A800 (80GB|x8 server)$/.test(gpu)) return 'a800-80gb';
  if (/^H800 (80GB|x8 server|\(single card\))$/.test(gpu)) return 'h800-80gb';
  if (/^H20 (96GB|x8 server|\(single card\))$/.test(gpu)) return 'h20';
  if (/^H100 80GB( x8 server)?$/.test(gpu)) return 'h100-sxm';
  if (/^H200 (\(single card\)|x8 server|x8 module)$/.test(gpu)) return 'h200-sxm';
  if (/^RTX 4090D( 24GB)?$/.test(gpu)) return 'rtx-4090d';
  if (/^RTX 4090( 24GB)?$/.test(gpu)) return 'rtx-4090';
  return null;
}

function kindOfChinaCsv(billing: string, unit: string): { kind: Kind; perCards: number } | null {
  if (billing.startsWith('on-demand') && /^per (GPU-hour|instance-hour \(1 GPU\))$/.test(unit))
    return { kind: 'rent', perCards: 1 };
  if (/preemptible|抢占/.test(billing) && unit === 'per GPU-hour') return { kind: 'spot', perCards: 1 };
  if (/^monthly/.test(billing) && unit === 'per GPU-month') return { kind: 'monthly', perCards: 1 };
  if (/^monthly/.test(billing) && unit === 'per 8-GPU server per month') return { kind: 'monthly', perCards: 8 };
  if (billing === 'purchase' && unit === 'per card') return { kind: 'card', perCards: 1 };
  if (billing === 'purchase' && unit === 'per 8-GPU server') return { kind: 'server', perCards: 1 };
  if (billing === 'purchase' && unit === 'per 8-GPU module') return { kind: 'module', perCards: 1 };
  return null;
}

export function fromChinaCsv(): PriceRow[] {
  const file = 'data/china/prices_cn.csv';
  const rows: PriceRow[] = [];
  for (const { row, line } of readCsv(file)) {
    const gpuId = chinaId(cell(row, 'gpu'));
    const kind = gpuId ? kindOfChinaCsv(cell(row, 'billing'), cell(row, 'unit')) : null;
    if (gpuId && kind) rows.push(priceRow(file, line, row, gpuId, kind.kind, kind.perCards));
  }
  return rows;
}
