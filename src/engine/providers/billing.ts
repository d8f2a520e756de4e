// The billing check: what the workload costs a busy card-hour at a provider, held against a reference
// that belongs to the scenario, never to the list, so that adding or removing a provider changes no
// other provider's score (docs/method/providers.md, "Billing").
import type { Scenario } from '../scenario/schema.ts';
import type { ProviderCost } from './cost.ts';
import type { DimensionScore, Reason } from './scorecard.ts';

/** What each provider's price is held against: a price per busy card-hour and where it comes from. */
export interface PriceReference {
  readonly costPerBusyGpuHour: number;
  /** `own`: what owning costs a busy card-hour (the result's own.costPerBusyGpuHour); `target`: the user's */
  readonly basis: 'own' | 'target';
}

/** The target price when the user set one, else what owning costs a busy card-hour; null without busy hours. */
export function priceReference(scenario: Scenario, ownCostPerBusyGpuHour: number | null): PriceReference | null {
  const target = scenario.providers?.targets.costPerBusyGpuHour ?? null;
  if (target !== null) return { costPerBusyGpuHour: target, basis: 'target' };
  return ownCostPerBusyGpuHour === null ? null : { costPerBusyGpuHour: ownCostPerBusyGpuHour, basis: 'own' };
}

/** At or below this share of the reference a price earns every point... */
export const FULL_POINTS_RATIO = 0.5;
/** ...and at or above this share, none. */
export const NO_POINTS_RATIO = 2;

/**
 * The price score, 0–10, of a price `ratio` × the reference: 10 up to half the reference, 0 from twice
 * it, and between them falling with the logarithm of the ratio, so that each halving of the price earns
 * the same points (5 at the reference itself, 7.5 at 1/√2 of it, 2.5 at √2 times it). Continuous and
 * never rising with the price.
 */
export function priceScore(ratio: number): number {
  if (ratio <= FULL_POINTS_RATIO) return 10;
  if (ratio >= NO_POINTS_RATIO) return 0;
  return (10 * Math.log(NO_POINTS_RATIO / ratio)) / Math.log(NO_POINTS_RATIO / FULL_POINTS_RATIO);
}

const reason = (code: string, points: number, params: Reason['params']): Reason => ({ code, points, params });

/**
 * Billing: the provider's cost for the workload over its busy card-hours, as a share of the reference.
 * Unknown (not 0) when the workload has no busy hours, so that no price per busy hour exists.
 */
export function billingScore(
  cost: ProviderCost,
  busyGpuHours: number,
  reference: PriceReference | null,
): DimensionScore {
  const { total, plan } = cost;
  if (busyGpuHours <= 0 || reference === null) {
    return { score: null, measured: 0, reasons: [reason('billing.noBusyHours', 0, { total, plan })] };
  }
  const perHour = total / busyGpuHours;
  const referencePerHour = reference.costPerBusyGpuHour;
  if (referencePerHour === 0 && perHour > 0) {
    const params = { total, perHour, plan, basis: reference.basis };
    return { score: 0, measured: 1, reasons: [reason('billing.freeReference', 0, params)] };
  }
  // a provider that costs nothing is at the bottom of any scale, a free reference included
  const ratio = perHour === 0 ? 0 : perHour / referencePerHour;
  const points = priceScore(ratio);
  const code = reference.basis === 'own' ? 'billing.vsOwn' : 'billing.vsTarget';
  const params = { total, perHour, reference: referencePerHour, ratio, plan };
  return { score: points, measured: 1, reasons: [reason(code, points, params)] };
}
