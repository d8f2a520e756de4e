// What a used card fetches by its condition and how fast it is sold: the resale chooser's factors, in a
// module of their own so that they load with the chooser and not before the verdict.

/**
 * What a used card fetches against the vintage curve by its condition, and by how fast it is sold:
 * SpotWire valuator's condition and liquidation factors (spotwire.ai/data/valuator_data.json,
 * CC-BY-4.0, as of 2026-06-04). A sale's haircut is 1 − condition × speed; used-working through a
 * broker is SALE_HAIRCUT_PCT.
 */
export const RESALE_FACTORS = {
  condition: { new: 1, 'refurbished-certified': 0.85, 'used-working': 0.72, 'as-is': 0.55 },
  speed: { 'orderly-180d': 1, 'broker-90d': 0.85, 'auction-30d': 0.65, 'distressed-7d': 0.45 },
  source: 'SpotWire valuator, condition and liquidation factors (CC-BY-4.0)',
  asOf: '2026-06-04',
} as const;

export type ResaleCondition = keyof typeof RESALE_FACTORS.condition;
export type ResaleSpeed = keyof typeof RESALE_FACTORS.speed;

/** The sale's haircut in % for a card in `condition` sold at `speed`: 100 × (1 − condition × speed). */
export function saleHaircutPct(condition: ResaleCondition, speed: ResaleSpeed): number {
  return Number((100 * (1 - RESALE_FACTORS.condition[condition] * RESALE_FACTORS.speed[speed])).toFixed(6));
}
