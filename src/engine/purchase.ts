// The owned hardware's life, which the steady evaluation and a workload that grows both read: the
// salvage it is written down to, the value path a resale credits, and the month it arrives in.
import { resaleValueAt } from './depreciation.ts';
import type { Recorder } from './record/steps.ts';
import { resaleShareAt } from './scenario/market.ts';
import type { Scenario } from './scenario/schema.ts';
import { MONTHS_PER_YEAR } from './units.ts';

/**
 * The share of the price the hardware is sold for at the end of its life, which the depreciation writes
 * it down to and a replacement sells it at. A book salvage (the accounting residual, at today's prices)
 * becomes an expected resale when obsolescence makes resale values fall: it halves every doubling
 * period of the hardware's life, × 0.5^(life ÷ P). A resale estimate is what the user expects the cards
 * to fetch then, the fall already in it: it is never halved again.
 */
export function effectiveSalvagePct(scenario: Scenario, rec?: Recorder): number {
  const { salvagePct, years, salvageIs, saleHaircutPct } = scenario.own.depreciation;
  const lifeMonths = years * MONTHS_PER_YEAR;
  if (salvageIs === 'market-curve') {
    const curvePct = resaleShareAt(lifeMonths) * 100;
    const effectivePct = curvePct * (1 - saleHaircutPct / 100);
    rec?.('salvageCurve', { lifeMonths, curvePct, saleHaircutPct, effectivePct });
    return effectivePct;
  }
  const obs = scenario.obsolescence;
  // a resale estimate's step is recorded with the totals (explain/totals.ts), which load with the explanation
  if (salvageIs === 'resale' || !obs?.resaleFalls) return salvagePct;
  const effectivePct = salvagePct * 0.5 ** (lifeMonths / obs.doublingMonths);
  rec?.('salvageFalls', { salvagePct, lifeMonths, doublingMonths: obs.doublingMonths, effectivePct });
  return effectivePct;
}

/**
 * The value path the amortized view credits when the hardware is credited at what it would fetch: the
 * market's used prices by age less the sale's haircut, or, for a resale estimate, the user's figure at the
 * end of life, falling with price-performance when resale values fall (else along a straight line).
 * Null for a book salvage, whose credit is the book value.
 */
export function resalePathOf(scenario: Scenario, capital: number): ((ageMonths: number) => number) | null {
  const { salvageIs, salvagePct, years, saleHaircutPct } = scenario.own.depreciation;
  if (salvageIs === 'market-curve') return (age) => capital * resaleShareAt(age) * (1 - saleHaircutPct / 100);
  if (salvageIs !== 'resale') return null;
  const obs = scenario.obsolescence;
  const doubling = obs?.resaleFalls ? obs.doublingMonths : null;
  const life = years * MONTHS_PER_YEAR;
  return (age) => resaleValueAt(capital, salvagePct, life, age, doubling);
}

/** Whole months before the month the servers arrive in: the hardware's age counts from that month. */
export function deliveryMonth(scenario: Scenario): number {
  return Math.floor(scenario.own.leadTimeMonths);
}

/** The share of month m (1-based) the owned servers work in: 0 while on order, 1 from delivery on. */
export function inServiceShare(scenario: Scenario, month: number): number {
  return Math.min(1, Math.max(0, month - scenario.own.leadTimeMonths));
}
