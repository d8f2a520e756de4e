// Format version 7's defaults that come from the market, each with its source and date
// (docs/method/how-we-model.md lists them beside the other defaults).

/**
 * What used GPUs fetch by age, as a share of the price new: SpotWire valuator's vintage factors at 0–4
 * years (spotwire.ai/data/valuator_data.json, CC-BY-4.0, as of 2026-06-04, methodology v0.6; anchored on
 * H100 80GB PCIe at $20,000 secondary against $30,000 new from 25 eBay sales of 2026-05-28). Between whole
 * years the share runs straight; past the fourth it keeps falling by the fourth year's ratio (0.35 / 0.46).
 */
export const RESALE_CURVE = {
  byYear: [1, 0.78, 0.6, 0.46, 0.35],
  source: 'SpotWire valuator, vintage factors (CC-BY-4.0)',
  asOf: '2026-06-04',
} as const;

/**
 * What a sale gives up against the curve: a card that has worked is sold "used, working" (SpotWire's
 * condition factor 0.72; refurbished and certified 0.85) through a broker within about 90 days
 * (liquidation factor 0.85, against 1.00 over 180 days, 0.65 at auction within 30, 0.45 distressed),
 * 1 − 0.72 × 0.85 = 38.8 % (same source). At 3 years: 0.46 × 0.612 = 28.2 % of the price new.
 */
export const SALE_HAIRCUT_PCT = 38.8;

/** Share of the price new a purchase fetches at `ageMonths` old, before the sale's haircut. */
export function resaleShareAt(ageMonths: number): number {
  const years = Math.max(0, ageMonths) / 12;
  const curve = RESALE_CURVE.byYear;
  const last = curve.length - 1;
  if (years >= last) return (curve[last] ?? 0) * ((curve[last] ?? 0) / (curve[last - 1] ?? 1)) ** (years - last);
  const whole = Math.floor(years);
  const from = curve[whole] ?? 0;
  const to = curve[whole + 1] ?? from;
  return from + (to - from) * (years - whole);
}

/**
 * GPU failures in a large fleet: 148 GPU and 72 HBM failures in 54 days on 16,384 H100s during Llama 3's
 * pre-training (Meta, "The Llama 3 Herd of Models", 2024-07, table 5), 220 × 365 / 54 / 16,384 = 9.08 %
 * of the cards a year. A failed card takes its server down (the work on it stops) for REPAIR_DAYS, an
 * assumption: a week to diagnose, swap from the reseller's stock or return the card.
 */
export const FAILURES = {
  perCardYearPct: (220 * 365 * 100) / 54 / 16_384,
  repairDays: 7,
  source: 'Meta, The Llama 3 Herd of Models, table 5',
  asOf: '2024-07-23',
} as const;

/** The share of busy hours owned cards are up, in %, when the scenario does not give it. */
export function derivedAvailabilityPct(gpusPerServer: number): number {
  const down = (FAILURES.perCardYearPct / 100) * gpusPerServer * (FAILURES.repairDays / 365);
  return Math.max(50, 100 * (1 - down));
}

/**
 * The reserved plan's discount off on demand when a scenario does not give it: one-year H100 contracts ran
 * about 20 % under the on-demand median in 2026 (SemiAnalysis contract survey, relayed 2026-04-02;
 * CoreWeave H100 $2.23 on demand against $1.79 for one year, 19.7 %). A hyperscaler's commitment
 * discount off its own list price (40 % and more) was versions 1–6's default, which they keep.
 */
export const RESERVED_DISCOUNT = {
  pct: 20,
  source: 'SemiAnalysis contract survey; CoreWeave',
  asOf: '2026-04-02',
} as const;
