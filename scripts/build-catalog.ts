// npx tsx scripts/build-catalog.ts: writes src/data/catalog.json from data/*.csv. The app never reads
// data/ at run time; this script is how the catalog is regenerated, and its output is committed.
//
// Selection rule (also in src/data/CATALOG.md):
// - Entries: every row of data/gpus.csv, plus China-market cards with a CNY rental and a CNY purchase
//   figure in data/china/prices_cn.csv: A800 80GB, H800 80GB and the RTX 4090 at Chinese prices. The
//   H20 (a China-only card already in gpus.csv) takes its prices from the China rows too.
// - A row is usable only when it has a date: its as-of must start with YYYY-MM-DD, YYYY-MM, YYYY-Qn,
//   "early"/"mid"/"late" YYYY or YYYY, optionally after "~". Dates given only to the month, quarter or
//   year become their first day ("late" = 1 October, "mid" = 1 July). Bounds (">=", "<=", "pre-"),
//   "undated" and "same as above" are not dates.
// - Dropped: notes marked WEAK SOURCE, LOW, ESTIMATE, CONFLICT or AGGREGATOR; "Starting at", "from" and
//   "up to" prices (floors and ceilings, not typical prices); serverless and member-discount prices;
//   "cheapest" and "lowest seen" rows; SKUs the source says are not a catalog id.
// - Currency: a China-market entry takes CNY rows, every other entry USD rows; only when no such row
//   survives are other currencies used. Amounts stay in the currency the source printed.
// - Rental: on-demand rows per card-hour, dated within 12 months of the newest one. Point prices win
//   over ranges (a range counts only when nothing else survives, at its midpoint). Of the rest, the
//   row at the median price; with an even count, the lower of the two middle rows. One real row, so
//   its provider and billing increment come with it.
// - Purchase (card, and 8-GPU server when a source gives one): the newest row; on a tie, a point price
//   before a range. A range counts at its midpoint; "~x" and "x+" count as x; a price that rose
//   ("a -> b", or notes saying "rose from") counts at the later figure.
// - Billing increment: per-second = 1/60 minute, per-minute = 1, hourly = 60; none when the source gives
//   none or the sources conflict.
// - Power: the tdp_w of gpus.csv, as of the research date (2026-11-29), since gpus.csv rows carry no date.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const RESEARCHED_ON = '2026-11-29';
/** Room is left under the scenario format's 300 characters for the notes a fill appends. */
const SOURCE_BUDGET = 230;
const RENTAL_WINDOW_MONTHS = 12;

type Market = 'global' | 'cn';
type Kind = 'rent' | 'card' | 'server';
type Row = Record<string, string>;

interface PriceRow {
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

interface Price {
  readonly value: number;
  /** how the figure was read from the printed price, for the source note; empty for a plain number */
  readonly reading: string;
  readonly isRange: boolean;
}

// ---------------------------------------------------------------------------------------- reading

/**
 * RFC 4180 CSV: quoted fields may hold commas, newlines and doubled quotes. A few lines rather than
 * papaparse: the files are small and plain, and the build needs no dependency for them.
 */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

function readCsv(path: string): { row: Row; line: number }[] {
  const [header, ...body] = parseCsv(readFileSync(resolve(ROOT, path), 'utf8'));
  if (!header) throw new Error(`${path} is empty`);
  return body.map((cells, index) => {
    if (cells.length !== header.length) throw new Error(`${path} row ${index + 2}: ${cells.length} cells`);
    // source notes cite rows by line number, which holds while no field spans lines
    if (cells.some((c) => /[\r\n]/.test(c))) throw new Error(`${path} row ${index + 2} spans lines`);
    return { row: Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])), line: index + 2 };
  });
}

function cell(row: Row, name: string): string {
  const value = row[name];
  if (value === undefined) throw new Error(`no column ${name}`);
  return value.trim();
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

// ------------------------------------------------------------------------------------ the readings

const pad = (n: number) => String(n).padStart(2, '0');

function realDate(year: number, month: number, day: number): string | null {
  const text = `${year}-${pad(month)}-${pad(day)}`;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : null;
}

/** The date a figure was seen, or null when the as-of text gives none (see the rule at the top). */
function parseAsOf(text: string): string | null {
  const t = text.trim().replace(/^~/, '');
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  if (m) return realDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{4})-Q([1-4])/.exec(t);
  if (m) return realDate(Number(m[1]), (Number(m[2]) - 1) * 3 + 1, 1);
  m = /^(\d{4})-(\d{2})\b/.exec(t);
  if (m) return realDate(Number(m[1]), Number(m[2]), 1);
  m = /^(early|mid|late)[- ](\d{4})\b/i.exec(t);
  if (m) {
    const month = { early: 1, mid: 7, late: 10 }[(m[1] ?? '').toLowerCase() as 'early' | 'mid' | 'late'];
    return realDate(Number(m[2]), month, 1);
  }
  m = /^(\d{4})\b/.exec(t);
  if (m) return realDate(Number(m[1]), 1, 1);
  return null;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;

/** The figure a printed price stands for, or null when it is not one price ("+37.5% / +20%"). */
function parsePrice(text: string, notes: string): Price | null {
  const t = text.replace(/\s+/g, ' ').trim();
  let m = new RegExp(`^${NUMBER} ?-> ?${NUMBER}$`).exec(t);
  if (m) return { value: Number(m[2]), reading: `the later figure of "${t}"`, isRange: false };
  m = new RegExp(`^${NUMBER}-${NUMBER}$`).exec(t);
  if (m) {
    const lo = Number(m[1]);
    const hi = Number(m[2]);
    if (/rose from/i.test(notes))
      return { value: hi, reading: `the later figure: it rose from ${lo} to ${hi}`, isRange: false };
    // rounded so that binary fractions do not show (0.865-1.141 gives 1.003, not 1.0030000000000001)
    return { value: Number(((lo + hi) / 2).toFixed(6)), reading: `midpoint of ${t}`, isRange: true };
  }
  m = new RegExp(`^~${NUMBER}$`).exec(t);
  if (m) return { value: Number(m[1]), reading: `printed "${t}"`, isRange: false };
  m = new RegExp(`^${NUMBER}\\+$`).exec(t);
  if (m) return { value: Number(m[1]), reading: `printed "${t}"`, isRange: false };
  m = new RegExp(`^${NUMBER}$`).exec(t);
  if (m) return { value: Number(m[1]), reading: '', isRange: false };
  return null;
}

/** Minutes per billed step, or null when the source gives none or its sources conflict. */
function incrementMinutes(granularity: string): number | null {
  const g = granularity.toLowerCase();
  if (g === '' || /unknown|conflict|n\/a/.test(g)) return null;
  if (/^per[- ]second/.test(g)) return 1 / 60;
  if (/^per[- ]minute/.test(g)) return 1;
  if (/^(hourly|per[- ]hour)/.test(g)) return 60;
  return null;
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
function dropReason(row: PriceRow): string | null {
  for (const [pattern, reason] of DROPPED_NOTES) if (pattern.test(row.notes)) return reason;
  if (/serverless/i.test(row.provider)) return 'serverless (a different product)';
  if (/cheapest|lowest|member/i.test(row.billing)) return 'a cheapest, lowest or member price';
  if (parseAsOf(row.asOfText) === null) return `no date ("${row.asOfText}")`;
  if (parsePrice(row.priceText, row.notes) === null) return `not one price ("${row.priceText}")`;
  return null;
}

// --------------------------------------------------------------------------------- the price rows

function fromPricesCsv(): PriceRow[] {
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

function fromChinaCsv(): PriceRow[] {
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

// ------------------------------------------------------------------------------------ the picking

function monthsBefore(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

const dateOf = (row: PriceRow) => parseAsOf(row.asOfText) as string;
const priceOf = (row: PriceRow) => parsePrice(row.priceText, row.notes) as Price;

function inCurrency(rows: readonly PriceRow[], market: Market): PriceRow[] {
  const wanted = market === 'cn' ? 'CNY' : 'USD';
  const preferred = rows.filter((r) => r.currency === wanted);
  return preferred.length > 0 ? preferred : [...rows];
}

function pickRental(rows: readonly PriceRow[], market: Market): PriceRow | null {
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

function pickPurchase(rows: readonly PriceRow[], market: Market): PriceRow | null {
  const pool = inCurrency(rows, market).sort(
    (a, b) =>
      dateOf(b).localeCompare(dateOf(a)) || Number(priceOf(a).isRange) - Number(priceOf(b).isRange) || a.line - b.line,
  );
  return pool[0] ?? null;
}

// ------------------------------------------------------------------------------- the source notes

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:(-]+$/, '')}…`;
}

/** As many whole parts as fit in `max`, joined by "; " (none when even the first does not fit). */
function clipParts(parts: readonly string[], max: number): string {
  let text = '';
  for (const part of parts) {
    const next = text === '' ? part : `${text}; ${part}`;
    if (next.length > max) break;
    text = next;
  }
  return text;
}

/** URLs without their scheme, "www." or a Google Docs sharing suffix: the rest still finds the page. */
const bare = (url: string) =>
  url
    .replace(/https?:\/\//g, '')
    .replace(/^www\./, '')
    .replace(/\/edit\?usp=sharing/g, '');

/** The figure's own words first, then where it is written down, then as much of the notes as fits. */
function sourceNote(row: PriceRow, what: string): string {
  const price = priceOf(row);
  const reading = price.reading ? ` (${price.reading})` : '';
  const printedDate = parseAsOf(row.asOfText) === row.asOfText ? '' : `, as of "${row.asOfText}"`;
  const head = `${row.provider}, ${what}${reading}${printedDate}. ${row.file} line ${row.line}: ${bare(row.source)}`;
  const notes = clipParts(row.notes.split('; '), SOURCE_BUDGET - head.length - 2);
  return notes === '' ? clip(head, SOURCE_BUDGET) : `${head}. ${notes}`;
}

function formatAmount(value: number, currency: string): string {
  return `${Number(value.toFixed(4))} ${currency}`;
}

// ---------------------------------------------------------------------------------- the entries

interface Spec {
  readonly id: string;
  readonly name: string;
  readonly vendor: string;
  readonly market: Market;
  readonly memoryGB: number;
  readonly tdpW: number;
  readonly powerSource: string;
  /** the id whose price rows this entry takes (the China 4090 takes rtx-4090-cn rows) */
  readonly priceId: string;
}

function gpuSpecs(): Spec[] {
  return readCsv('data/gpus.csv').map(({ row }) => {
    const id = cell(row, 'id');
    const tdpW = Number(cell(row, 'tdp_w'));
    const refs = cell(row, 'source')
      .split(' | ')
      .map((part) => bare(part.trim()));
    // references that mention a wattage first: they are the ones behind the power figure
    const ordered = [...refs.filter((r) => /\bW\b/.test(r)), ...refs.filter((r) => !/\bW\b/.test(r))];
    const head = `data/gpus.csv row ${id}: ${tdpW} W board power`;
    return {
      id,
      name: cell(row, 'name'),
      vendor: cell(row, 'vendor'),
      market: id === 'h20' ? 'cn' : 'global',
      memoryGB: Number(cell(row, 'memory_gb')),
      tdpW,
      powerSource: `${head} (${clipParts(ordered, SOURCE_BUDGET - head.length - 3) || clip(ordered[0] ?? '', SOURCE_BUDGET - head.length - 3)})`,
      priceId: id,
    } satisfies Spec;
  });
}

/** China-market cards: specs from the card they are cut down from, which the notes say. */
function chinaSpecs(gpus: readonly Spec[]): Spec[] {
  const base = (id: string): Spec => {
    const found = gpus.find((g) => g.id === id);
    if (!found) throw new Error(`data/gpus.csv has no ${id}`);
    return found;
  };
  const a100 = base('a100-sxm4-80gb');
  const h100 = base('h100-sxm');
  const rtx4090 = base('rtx-4090');
  return [
    {
      id: 'a800-80gb',
      name: 'NVIDIA A800 SXM4 80GB',
      vendor: 'NVIDIA',
      market: 'cn',
      memoryGB: 80,
      tdpW: a100.tdpW,
      powerSource: `assumption: the A800 is the A100 SXM4 80GB with a slower NVLink for China, so it draws that card's ${a100.tdpW} W (data/gpus.csv row a100-sxm4-80gb); data/ has no A800 spec row`,
      priceId: 'a800-80gb',
    },
    {
      id: 'h800-80gb',
      name: 'NVIDIA H800 SXM5 80GB',
      vendor: 'NVIDIA',
      market: 'cn',
      memoryGB: 80,
      tdpW: h100.tdpW,
      powerSource: `assumption: the H800 is the H100 SXM5 80GB with a slower NVLink for China, so it draws that card's ${h100.tdpW} W (data/gpus.csv row h100-sxm); data/ has no H800 spec row`,
      priceId: 'h800-80gb',
    },
    {
      ...rtx4090,
      id: 'rtx-4090-cn',
      market: 'cn',
      priceId: 'rtx-4090-cn',
    },
  ];
}

function rentalOf(row: PriceRow | null) {
  if (!row) return null;
  const price = priceOf(row);
  const increment = incrementMinutes(row.granularity);
  const billed = increment === null ? '' : `, billed ${row.granularity}`;
  return {
    pricePerGpuHour: price.value,
    currency: row.currency,
    provider: row.provider,
    billingIncrementMinutes: increment,
    source: sourceNote(row, `${row.billing} ${row.priceText} ${row.currency} per card-hour${billed}`),
    asOf: dateOf(row),
  };
}

function purchaseOf(row: PriceRow, what: string) {
  return {
    price: priceOf(row).value,
    currency: row.currency,
    source: sourceNote(row, `${row.priceText} ${row.currency} ${what}`),
    asOf: dateOf(row),
  };
}

function build() {
  const rows = [...fromPricesCsv(), ...fromChinaCsv()];
  const dropped: string[] = [];
  const usable = rows.filter((row) => {
    const reason = dropReason(row);
    if (reason) dropped.push(`${row.file}:${row.line} ${row.gpuId} ${row.kind}: ${reason}`);
    return reason === null;
  });
  const gpus = gpuSpecs();
  const specs = [...gpus, ...chinaSpecs(gpus)];
  const entries = specs.map((spec) => {
    const mine = (kind: Kind) => usable.filter((r) => r.gpuId === spec.priceId && r.kind === kind);
    const rental = rentalOf(pickRental(mine('rent'), spec.market));
    const cardRow = pickPurchase(mine('card'), spec.market);
    const card = cardRow ? purchaseOf(cardRow, 'per card') : null;
    const serverRow = pickPurchase(mine('server'), spec.market);
    const server = serverRow ? { ...purchaseOf(serverRow, 'per 8-GPU server'), gpus: 8 } : null;
    const power = { tdpW: spec.tdpW, source: spec.powerSource, asOf: RESEARCHED_ON };
    const priceDates = [rental?.asOf, card?.asOf, server?.asOf].filter((d): d is string => d !== undefined);
    return {
      id: spec.id,
      name: spec.name,
      vendor: spec.vendor,
      market: spec.market,
      memoryGB: spec.memoryGB,
      // an entry is as current as its oldest price
      asOf: priceDates.sort()[0] ?? RESEARCHED_ON,
      power,
      purchase: { card, server },
      rental,
    };
  });
  return { entries, dropped };
}

const { entries, dropped } = build();
const catalog = {
  about:
    'Generated by scripts/build-catalog.ts from data/gpus.csv, data/prices.csv and data/china/prices_cn.csv; do not edit by hand. The selection rule is in src/data/CATALOG.md.',
  researchedOn: RESEARCHED_ON,
  entries,
};
writeFileSync(resolve(ROOT, 'src/data/catalog.json'), `${JSON.stringify(catalog, null, 2)}\n`);

console.log(`wrote src/data/catalog.json: ${entries.length} GPUs`);
for (const e of entries) {
  const money = (p: { price: number; currency: string } | null) => (p ? formatAmount(p.price, p.currency) : '—');
  const rent = e.rental
    ? `${formatAmount(e.rental.pricePerGpuHour, e.rental.currency)}/h ${e.rental.provider} (${e.rental.asOf})`
    : '—';
  console.log(
    `  ${e.id.padEnd(16)} ${String(e.power.tdpW).padStart(4)} W  card ${money(e.purchase.card)}  server ${money(e.purchase.server)}  rent ${rent}`,
  );
}
if (process.argv.includes('--verbose')) {
  console.log(`\nrows left out (${dropped.length}):`);
  for (const line of dropped) console.log(`  ${line}`);
}
