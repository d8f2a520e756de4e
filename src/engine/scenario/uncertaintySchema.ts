// The uncertainty tool's section of the format: Monte Carlo over (low, likely, high) ranges, low and
// high read as the 10th and 90th percentiles unless rangesAre says they are limits (docs/method/tools.md).
import * as z from 'zod/mini';
import { group, num, oneOf } from './rules.ts';
import { PRICE_CORRELATION, RANGE_READINGS } from './uncertaintyDefaults.ts';

export { RANGED_FIELDS, type RangedField } from './rangedFields.ts';

/** (low, likely, high) of one uncertain input, each bound within that input's own range. */
const rangeOf = (bound: () => z.ZodMiniType<number>) =>
  z._default(z.nullable(group({ low: bound(), likely: bound(), high: bound() })), null);

const pct = () => num(0, 100, '%');

export const uncertaintySchema = group({
  samples: z._default(num(100, 100_000, 'samples', { integer: true }), 10_000),
  seed: z._default(num(0, 4_294_967_295, '', { integer: true }), 1),
  rangesAre: z._default(oneOf(RANGE_READINGS), 'p10-p90'),
  priceCorrelation: z._default(num(0, 1, 'correlation'), PRICE_CORRELATION),
  hoursPerDay: rangeOf(() => num(0, 24, 'hours')),
  pricePerGpuHour: rangeOf(() => num(0, 1e6, 'per card-hour')),
  pricePerKWh: rangeOf(() => num(0, 100, 'per kWh')),
  serverPrice: rangeOf(() => num(0, 1e12, 'per server')),
  daysPerYear: rangeOf(() => num(0, 365, 'days')),
  salvagePct: rangeOf(pct),
  planDiscountPct: rangeOf(pct),
  discountRatePct: rangeOf(() => num(0, 50, '% a year')),
  leadTimeMonths: rangeOf(() => num(0, 36, 'months')),
  availabilityPct: rangeOf(() => num(50, 100, '% of busy hours')),
  priceChangePctPerYear: rangeOf(() => num(-90, 500, '% a year')),
});
