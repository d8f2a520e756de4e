// Hybrid: own some cards, bought in whole servers, and rent the rest of the demand on demand when it
// comes. The total for every number of owned cards from 0 to the peak, and the one that costs least.

import { englishMoney, englishPercent } from '../english.ts';
import { evaluateWithoutBreakEven } from '../evaluate.ts';
import type { Scenario } from '../scenario/schema.ts';
import { coverage, demandOf, peakTotal, rentComputeOf, rentStorageOf, uncovered } from './demand.ts';

interface HybridPoint {
  readonly ownedGpus: number;
  readonly total: number;
}

export interface Hybrid {
  /** the owned cards of the cheapest point (the fewest, when several cost the same) */
  readonly ownedGpus: number;
  readonly total: number;
  /** whole-server counts priced, 0 to the peak: the cheapest is one of them */
  readonly curve: readonly HybridPoint[];
  /** cards at the peak, the base included */
  readonly peakGpus: number;
  /** the total owning no card (renting all) and owning every card of the peak */
  readonly rentAllTotal: number;
  readonly ownAllTotal: number;
  /** what the cheapest count saves against renting all: rentAllTotal − total, never negative */
  readonly savingsVsRentAll: number;
  /** that saving as a share of renting all, 0–100 (0 when renting all costs nothing) */
  readonly savedPctVsRentAll: number;
  /** the answer in one English sentence, for the command line; the page writes its own */
  readonly text: string;
}

/** At most this many points on the curve; beyond it owned cards go up in several servers at a time. */
const MAX_POINTS = 200;

/**
 * Owned cards at each step: whole servers (0, S, 2S, …) up to the first that covers the peak, counted
 * as the cards of the demand they can carry (never more than the peak).
 */
export function ownedSteps(perServer: number, peak: number): number[] {
  const servers = Math.ceil(peak / perServer);
  const stride = Math.max(1, Math.ceil(servers / MAX_POINTS));
  const steps: number[] = [];
  for (let s = 0; s < servers; s += stride) steps.push(Math.min(peak, s * perServer));
  steps.push(peak);
  return steps;
}

/** The owned side of `owned` cards: the busy hours they carry spread evenly over the active days. */
function ownCost(scenario: Scenario, owned: number): number {
  if (owned === 0) return 0;
  const demand = demandOf(scenario);
  const covered = coverage(demand, owned);
  const { daysPerYear } = scenario.workload;
  const busyCardHours =
    covered.base * demand.base.hoursPerDay * demand.base.daysPerYear +
    covered.peak * (demand.peak ? demand.peak.hoursPerDay * demand.peak.daysPerYear : 0);
  const hoursPerDay = daysPerYear > 0 ? Math.min(24, busyCardHours / (owned * daysPerYear)) : 0;
  const sub: Scenario = { ...scenario, workload: { ...scenario.workload, gpus: owned, hoursPerDay } };
  return evaluateWithoutBreakEven(sub).own.amortizedTotal;
}

/** Rent of what `owned` cards leave uncovered, on demand, with storage when anything is rented. */
function rentCost(scenario: Scenario, owned: number): number {
  const demand = demandOf(scenario);
  const covered = coverage(demand, owned);
  const base = rentComputeOf(scenario, uncovered(demand.base, covered.base), 'on-demand');
  const peak = demand.peak ? rentComputeOf(scenario, uncovered(demand.peak, covered.peak), 'on-demand') : 0;
  const rentsAnything = owned < peakTotal(demand);
  return base + peak + (rentsAnything ? rentStorageOf(scenario) : 0);
}

export function hybridCurve(scenario: Scenario): Hybrid {
  const demand = demandOf(scenario);
  const curve = ownedSteps(scenario.own.gpusPerServer, peakTotal(demand)).map((ownedGpus) => ({
    ownedGpus,
    total: ownCost(scenario, ownedGpus) + rentCost(scenario, ownedGpus),
  }));
  const rentAll = curve[0] as HybridPoint;
  const ownAll = curve[curve.length - 1] as HybridPoint;
  let best = rentAll;
  for (const point of curve) if (point.total < best.total) best = point;
  const savings = Math.max(0, rentAll.total - best.total);
  const figures = {
    ownedGpus: best.ownedGpus,
    total: best.total,
    curve,
    peakGpus: ownAll.ownedGpus,
    rentAllTotal: rentAll.total,
    ownAllTotal: ownAll.total,
    savingsVsRentAll: savings,
    savedPctVsRentAll: rentAll.total > 0 ? (savings / rentAll.total) * 100 : 0,
  };
  return { ...figures, text: hybridText(figures, scenario.currency) };
}

/** The answer, naming each figure once: the cheapest total, what it saves, and the other end. */
function hybridText(h: Omit<Hybrid, 'text'>, currency: string): string {
  const money = (value: number) => englishMoney(value, currency);
  const peak = h.peakGpus;
  if (h.ownedGpus === 0) {
    return `Renting all ${peak} cards on demand costs least: ${money(h.total)}; owning all ${peak} would cost ${money(h.ownAllTotal)}.`;
  }
  const saves = `which saves ${money(h.savingsVsRentAll)} (${englishPercent(h.savedPctVsRentAll)}) against ${money(h.rentAllTotal)} renting all`;
  if (h.ownedGpus === peak) return `Owning all ${peak} cards costs least: ${money(h.total)}, ${saves}.`;
  return `Owning ${h.ownedGpus} of the ${peak} cards and renting the rest on demand costs least: ${money(h.total)}, ${saves}; owning all ${peak} would cost ${money(h.ownAllTotal)}.`;
}
