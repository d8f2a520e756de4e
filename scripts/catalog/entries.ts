// The catalog's entries, one per card and market: each with the rental row, the plans beside it and
// the purchase rows picked for it from that market's rows alone, and the rows left out.
import { type NoteParts, partsOf, sourceNote } from './notes.ts';
import { pickDiscount, pickMonthly, pickPurchase, pickRental } from './pick.ts';
import { incrementMinutes } from './readings.ts';
import {
  dateOf,
  dropReason,
  fromChinaCsv,
  fromPricesCsv,
  type Kind,
  type Market,
  type PriceRow,
  perCardOf,
  priceOf,
  type TaxBasis,
  taxOf,
} from './rows.ts';
import { chinaSpecs, gpuSpecs, type Spec } from './specs.ts';

export const RESEARCHED_ON = '2026-11-29';

/** A figure of one row: its market, seller, tax basis, date, source note and the note's parts. */
function figureOf(row: PriceRow, what: string) {
  const tax = taxOf(row);
  return {
    market: row.market,
    seller: row.provider,
    taxBasis: tax.basis as TaxBasis,
    taxNote: tax.why,
    source: sourceNote(row, what),
    asOf: dateOf(row),
    parts: partsOf(row) as NoteParts,
  };
}

function rentalOf(row: PriceRow) {
  const increment = incrementMinutes(row.granularity);
  const billed = increment === null ? '' : `, billed ${row.granularity}`;
  return {
    pricePerGpuHour: perCardOf(row),
    currency: row.currency,
    provider: row.provider,
    billingIncrementMinutes: increment,
    ...figureOf(row, `${row.billing} ${row.priceText} ${row.currency} per card-hour${billed}`),
  };
}

function monthlyOf(row: PriceRow) {
  const per = row.perCards === 1 ? 'per card-month' : `per ${row.perCards}-GPU server a month, ÷ ${row.perCards}`;
  return {
    price: perCardOf(row),
    currency: row.currency,
    ...figureOf(row, `${row.billing} ${row.priceText} ${row.currency} ${per}`),
  };
}

function purchaseOf(row: PriceRow, what: string) {
  return {
    price: priceOf(row).value,
    currency: row.currency,
    ...figureOf(row, `${row.priceText} ${row.currency} ${what}`),
  };
}

/**
 * Export controls, by card, for China-market entries (the 2026-12 market research, §2c): parts that
 * cannot be bought new in China, with the rule's date and source.
 */
const EXPORT_CONTROL: Readonly<Record<string, { note: string; source: string; asOf: string }>> = {
  'rtx-4090': {
    note: 'not sold new in China since the US rule of 2023-10-17 (TPP 5,286 over 4,800); the China-only RTX 4090D is',
    source: 'engadget.com; fudzilla.com; tomshw.it (market research 2026-12, §2c)',
    asOf: '2023-10-17',
  },
  'h100-sxm': {
    note: 'not sold new in China: over the thresholds of the US rule of 2023-10-17 (grey-market and rental only)',
    source: 'market research 2026-12, §2c; news.cnyes.com/news/id/6287740 (the 2023-10-17 rule)',
    asOf: '2023-10-17',
  },
  'h200-sxm': {
    note: 'sold to approved Chinese buyers only, under a US licence case by case (rule of 2026-01-13, 25 % fee) and a Chinese import approval',
    source: 'introl.com; particle.news, Reuters (market research 2026-12, §2c)',
    asOf: '2026-01-13',
  },
  b200: {
    note: 'Blackwell is barred from sale to China',
    source: 'market research 2026-12, §2c',
    asOf: '2026-01-13',
  },
};

/** A China-market entry of a card the US market also has takes its id with "-cn". */
const entryId = (spec: Spec, market: Market) => (market === 'cn' && spec.market !== 'cn' ? `${spec.id}-cn` : spec.id);

export function build() {
  const rows = [...fromPricesCsv(), ...fromChinaCsv()];
  const dropped: string[] = [];
  const usable = rows.filter((row) => {
    const reason = dropReason(row);
    if (reason) dropped.push(`${row.file}:${row.line} ${row.gpuId} ${row.kind}: ${reason}`);
    return reason === null;
  });
  const gpus = gpuSpecs();
  const specs = [...gpus, ...chinaSpecs(gpus)];
  // every card has an entry in its home market; a card of the US list has a China one when China rows price it
  const pairs = specs.flatMap((spec) => {
    const markets: Market[] = [spec.market];
    if (spec.market !== 'cn' && usable.some((r) => r.gpuId === spec.priceId && r.market === 'cn')) markets.push('cn');
    return markets.map((market) => ({ spec, market }));
  });
  const entries = pairs.map(({ spec, market }) => {
    const mine = (kind: Kind) =>
      usable.filter((r) => r.gpuId === spec.priceId && r.market === market && r.kind === kind);
    const rentRow = pickRental(mine('rent'));
    const monthlyRow = pickMonthly(mine('monthly'));
    // the entry's period: its rental's date, else its newest row; purchases come from within a year of it
    const anchor =
      rentRow || monthlyRow
        ? dateOf((rentRow ?? monthlyRow) as PriceRow)
        : ([...mine('card'), ...mine('server')].map(dateOf).sort().at(-1) ?? null);
    const cardRow = pickPurchase(mine('card'), anchor);
    const serverRow = pickPurchase(mine('server'), anchor);
    for (const row of [...mine('card'), ...mine('server')])
      if (
        row !== cardRow &&
        row !== serverRow &&
        anchor &&
        Math.abs(Date.parse(dateOf(row)) - Date.parse(anchor)) > 366 * 864e5
      )
        dropped.push(
          `${row.file}:${row.line} ${row.gpuId} ${row.kind}: more than 12 months from the entry's period (${anchor})`,
        );
    for (const row of mine('module'))
      dropped.push(`${row.file}:${row.line} ${row.gpuId}: a module of cards, never a server price`);
    const spot = pickDiscount(mine('spot'), mine('rent'));
    const reserved = pickDiscount(mine('reserved'), mine('rent'));
    const discountOf = (pair: typeof spot, plan: string) =>
      pair && {
        pct: pair.discountPct,
        ...figureOf(
          pair.row,
          `${plan} ${pair.row.priceText} ${pair.row.currency} against on demand ${pair.onDemand.priceText} per card-hour: ${pair.discountPct} % off`,
        ),
      };
    const card = cardRow ? purchaseOf(cardRow, 'per card') : null;
    const server = serverRow ? { ...purchaseOf(serverRow, 'per 8-GPU server'), gpus: 8 } : null;
    const providers = mine('rent')
      .sort((a, b) => perCardOf(a) - perCardOf(b) || a.line - b.line)
      .map(rentalOf);
    const plans = {
      monthly: monthlyRow ? monthlyOf(monthlyRow) : null,
      weekly: null,
      reservedDiscount: discountOf(reserved, '1-year reserved'),
      spotDiscount: discountOf(spot, 'spot'),
    };
    const priceDates = [rentRow, monthlyRow, cardRow, serverRow].filter((r) => r !== null).map(dateOf);
    return {
      id: entryId(spec, market),
      card: spec.id,
      market,
      name: spec.name,
      vendor: spec.vendor,
      memoryGB: spec.memoryGB,
      // an entry is as current as its oldest price
      asOf: priceDates.sort()[0] ?? RESEARCHED_ON,
      power: { tdpW: spec.tdpW, source: spec.powerSource, asOf: RESEARCHED_ON },
      compute: { denseTflops: spec.denseTflops, source: spec.computeSource, asOf: RESEARCHED_ON },
      exportControl: market === 'cn' ? (EXPORT_CONTROL[spec.id] ?? null) : null,
      purchase: { card, server },
      rental: rentRow ? rentalOf(rentRow) : null,
      plans,
      providers,
    };
  });
  return { entries, dropped };
}
