// The catalog's entries: each spec with the rental and purchase rows picked for it, and the rows left out.
import { sourceNote } from './notes.ts';
import { pickPurchase, pickRental } from './pick.ts';
import { incrementMinutes } from './readings.ts';
import { dateOf, dropReason, fromChinaCsv, fromPricesCsv, type Kind, type PriceRow, priceOf } from './rows.ts';
import { chinaSpecs, gpuSpecs } from './specs.ts';

export const RESEARCHED_ON = '2026-11-29';

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
  const entries = specs.map((spec) => {
    const mine = (kind: Kind) => usable.filter((r) => r.gpuId === spec.priceId && r.kind === kind);
    const rental = rentalOf(pickRental(mine('rent'), spec.market));
    const cardRow = pickPurchase(mine('card'), spec.market);
    const card = cardRow ? purchaseOf(cardRow, 'per card') : null;
    const serverRow = pickPurchase(mine('server'), spec.market);
    const server = serverRow ? { ...purchaseOf(serverRow, 'per 8-GPU server'), gpus: 8 } : null;
    const power = { tdpW: spec.tdpW, source: spec.powerSource, asOf: RESEARCHED_ON };
    const compute = { denseTflops: spec.denseTflops, source: spec.computeSource, asOf: RESEARCHED_ON };
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
      compute,
      purchase: { card, server },
      rental,
    };
  });
  return { entries, dropped };
}
