// The GPU catalog's schema (catalog.json): the build and the tests hold the catalog to it, and its types
// are the catalog's. Not loaded by the page, which reads the catalog the build checked.
import * as z from 'zod/mini';
import { sourceSchema } from '../engine/reading.ts';

const positive = () => z.number().check(z.positive());
const currencyCode = z.string().check(z.regex(/^[A-Z]{3}$/));
const dated = sourceSchema.shape;

const moneySchema = z.strictObject({ price: positive(), currency: currencyCode, ...dated });

const entrySchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  name: z.string().check(z.minLength(1)),
  vendor: z.string(),
  /** 'cn': prices of the Chinese market, in CNY where a source gives them */
  market: z.enum(['global', 'cn']),
  memoryGB: positive(),
  /** the date of the entry's oldest price: the entry is no more current than that */
  asOf: dated.asOf,
  power: z.strictObject({ tdpW: positive(), ...dated }),
  /** dense 16-bit tensor peak, TFLOPS: BF16, or FP16 on a card without BF16 (the source says which) */
  compute: z.strictObject({ denseTflops: positive(), ...dated }),
  purchase: z.strictObject({
    card: z.nullable(moneySchema),
    server: z.nullable(z.strictObject({ ...moneySchema.shape, gpus: z.int().check(z.gte(1), z.lte(64)) })),
  }),
  rental: z.nullable(
    z.strictObject({
      pricePerGpuHour: positive(),
      currency: currencyCode,
      provider: z.string().check(z.minLength(1)),
      /** per-second 1/60, per-minute 1, hourly 60; null when the source does not say */
      billingIncrementMinutes: z.nullable(positive()),
      ...dated,
    }),
  ),
});

export const catalogSchema = z.strictObject({
  about: z.string(),
  researchedOn: dated.asOf,
  entries: z.array(entrySchema),
});

export type Catalog = z.output<typeof catalogSchema>;
export type CatalogEntry = Catalog['entries'][number];
