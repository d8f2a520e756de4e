// The uncertainty tool's defaults in the format: the schema's `rangesAre` and `priceCorrelation`, kept
// with the format rather than the sampler (tools/uncertainty.ts), which reads them too.

/** How low and high are read: the 10th and 90th percentiles, or the lowest and highest values. */
export type RangeReading = 'p10-p90' | 'limits';

/** The readings of a range, the schema's `rangesAre` (the first is the default). */
export const RANGE_READINGS = ['p10-p90', 'limits'] as const satisfies readonly RangeReading[];

/**
 * How closely the rental price follows the server price, 0–1, when the user does not say. The direction
 * is sourced: a rental price recovers the hardware's cost (Jorgenson's user cost of capital, AER 1963:
 * rent = price × (interest + depreciation − price change)), and GPU clouds' prices are read against
 * the card's purchase price (Latent Space, "$2 H100s: How the GPU Bubble Burst", October 2024: about
 * $1.65 an hour recovers an H100's capital). The figure is a judgement: no source measures it, and
 * rentals also follow demand, which moved H100 rents from over $8 to about $2 an hour in 2023–24 while
 * the card's list price held at $25,000–40,000; halfway between independent and lockstep says both.
 */
export const PRICE_CORRELATION = 0.5;

/**
 * The range a draw of the rental prices' yearly change starts from, in % a year: 2026 moved both ways.
 * One-year H100 contracts rose from $1.70 (October 2025) to about $2.65 (June 2026), +56 %, while spot
 * fell about 40 % from its May 2026 peak (SemiAnalysis contract survey, as relayed in 2026; research
 * §2d). Around the scenario's own change: 40 points lower, 56 higher, within what the format allows.
 */
export const PRICE_CHANGE_RANGE = {
  below: 40,
  above: 56,
  source: 'SemiAnalysis contract survey (as relayed)',
  asOf: '2026-06-30',
} as const;
