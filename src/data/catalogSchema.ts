// The GPU catalog's schema (catalog.json): the build and the tests hold the catalog to it, and its types
// are the catalog's. Not loaded by the page, which reads the catalog the build checked.
import * as z from 'zod/mini';
import { sourceSchema } from '../engine/reading.ts';

const positive = () => z.number().check(z.positive());
const currencyCode = z.string().check(z.regex(/^[A-Z]{3}$/));
const dated = sourceSchema.shape;
const market = z.enum(['cn', 'us', 'eu', 'global']);

/** The parts of a figure's note, from which the page writes it in the reader's language. */
const partsSchema = z.strictObject({
  seller: z.string(),
  printed: z.string(),
  reading: z.string(),
  ref: z.string(),
  tier: z.nullable(z.enum(['secondary', 'repost', 'scraped'])),
  remark: z.string(),
});

/** Who sold at this price, where, on what tax basis (every CNY price says whether VAT is in), and when. */
const figure = {
  market,
  seller: z.string().check(z.minLength(1)),
  taxBasis: z.enum(['vat-included', 'vat-excluded', 'sales-tax-excluded', 'unknown']),
  /** "stated: …" from the source's words, or "taken: …" with the reason */
  taxNote: z.string(),
  ...dated,
  parts: partsSchema,
};

const moneySchema = z.strictObject({ price: positive(), currency: currencyCode, ...figure });
const rentalSchema = z.strictObject({
  pricePerGpuHour: positive(),
  currency: currencyCode,
  provider: z.string().check(z.minLength(1)),
  /** per-second 1/60, per-minute 1, hourly 60; null when the source does not say */
  billingIncrementMinutes: z.nullable(positive()),
  ...figure,
});
const discountSchema = z.strictObject({ pct: z.number().check(z.gt(0), z.lt(100)), ...figure });

const entrySchema = z.strictObject({
  /** unique: the card's id in its home market, with "-cn" for a China entry of a card the US market has */
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  /** the card: data/gpus.csv's id, or a China-only card's */
  card: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  /** the market every price of the entry comes from */
  market,
  name: z.string().check(z.minLength(1)),
  vendor: z.string(),
  memoryGB: positive(),
  /** the date of the entry's oldest price: the entry is no more current than that */
  asOf: dated.asOf,
  power: z.strictObject({ tdpW: positive(), ...dated }),
  /** dense 16-bit tensor peak, TFLOPS: BF16, or FP16 on a card without BF16 (the source says which) */
  compute: z.strictObject({ denseTflops: positive(), ...dated }),
  /** a card that cannot be bought new in this market, and the rule that says so */
  exportControl: z.nullable(z.strictObject({ note: z.string(), ...dated })),
  purchase: z.strictObject({
    card: z.nullable(moneySchema),
    /** one quote for a whole server (cards and host); never a module of cards */
    server: z.nullable(z.strictObject({ ...moneySchema.shape, gpus: z.int().check(z.gte(1), z.lte(64)) })),
  }),
  /** the on-demand row the entry fills with */
  rental: z.nullable(rentalSchema),
  plans: z.strictObject({
    monthly: z.nullable(moneySchema),
    weekly: z.nullable(moneySchema),
    reservedDiscount: z.nullable(discountSchema),
    spotDiscount: z.nullable(discountSchema),
  }),
  /** every accepted on-demand row of the card in this market: the providers screening offers */
  providers: z.array(rentalSchema),
});

export const catalogSchema = z.strictObject({
  about: z.string(),
  researchedOn: dated.asOf,
  snapshot: z.strictObject({
    id: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}-[0-9a-f]{8}$/)),
    date: dated.asOf,
    methodology: z.int().check(z.gte(1)),
  }),
  entries: z.array(entrySchema),
});

export type Catalog = z.output<typeof catalogSchema>;
export type CatalogEntry = Catalog['entries'][number];
export type CatalogMarket = CatalogEntry['market'];
