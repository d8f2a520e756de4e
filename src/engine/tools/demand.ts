// The workload as demand: a base of cards busy every active day, and, when the hybrid tool gives one,
// extra cards on peak days. The plan advisor and the hybrid tool price the same demand, each part
// as a scenario of its own so that billing, VAT, reservation terms and falling prices apply as in
// the main comparison.
import { evaluateWithoutBreakEven } from '../evaluate.ts';
import { isPlain, monthlyWeight } from '../finance.ts';
import type { MonthSlice } from '../growth.ts';
import { storagePerMonth } from '../rent.ts';
import { NO_STORAGE } from '../scenario/constants.ts';
import type { Plan, Scenario } from '../scenario/schema.ts';
import { MONTHS_PER_YEAR } from '../units.ts';
import type { CostView } from '../views.ts';

interface DemandPart {
  readonly gpus: number;
  readonly hoursPerDay: number;
  readonly daysPerYear: number;
  readonly sessionsPerDay: number;
  /** under a growing workload: the part of each month's grown cards this part carries (growth.ts) */
  readonly slice?: MonthSlice;
}

export interface Demand {
  readonly base: DemandPart;
  /** extra cards on peak days, above the base; null without a peak */
  readonly peak: DemandPart | null;
}

export function demandOf(scenario: Scenario): Demand {
  const { gpus, hoursPerDay, daysPerYear, sessionsPerDay } = scenario.workload;
  const base = { gpus, hoursPerDay, daysPerYear, sessionsPerDay };
  const hybrid = scenario.hybrid;
  if (!hybrid || hybrid.peakGpus <= gpus || hybrid.peakDaysPerYear === 0 || hybrid.peakHoursPerDay === 0) {
    return { base, peak: null };
  }
  return {
    base,
    peak: {
      gpus: hybrid.peakGpus - gpus,
      hoursPerDay: hybrid.peakHoursPerDay,
      daysPerYear: Math.min(hybrid.peakDaysPerYear, daysPerYear),
      sessionsPerDay: 1,
    },
  };
}

/** Cards at the peak: the base plus the extra. */
export function peakTotal(demand: Demand): number {
  return demand.base.gpus + (demand.peak?.gpus ?? 0);
}

/**
 * Rent of `part` over the horizon under `plan`, compute only (storage and staff are counted once, apart), in
 * present values after tax as the verdict counts it: amortized, a reservation's months past the
 * horizon are left over; in cash, every month paid counts.
 */
export function rentComputeOf(scenario: Scenario, part: DemandPart, plan: Plan, view: CostView = 'amortized'): number {
  if (part.gpus <= 0) return 0;
  const sub: Scenario = {
    ...scenario,
    workload: { ...scenario.workload, ...part },
    rent: { ...scenario.rent, plan, storage: NO_STORAGE, staffPerYear: 0 },
  };
  return evaluateWithoutBreakEven(sub).finance[view].rent;
}

/**
 * What renting pays besides compute over the horizon, whatever the plan: storage and the staff renting
 * needs, as the main comparison counts them: each month's present value after tax.
 */
export function rentStorageOf(scenario: Scenario): number {
  if (isPlain(scenario)) {
    const { storage, staff } = evaluateWithoutBreakEven(scenario).rent.breakdown;
    return storage + staff;
  }
  return (storagePerMonth(scenario) + scenario.rent.staffPerYear / MONTHS_PER_YEAR) * monthlyWeight(scenario);
}

/** Rent of the whole demand under one plan: time-billed plans pay each part, flat ones every card at peak. */
export function rentDemandOf(
  scenario: Scenario,
  demand: Demand,
  plan: Plan,
  storage: number = rentStorageOf(scenario),
  view: CostView = 'amortized',
): number {
  if (plan === 'on-demand' || plan === 'spot') {
    const peak = demand.peak ? rentComputeOf(scenario, demand.peak, plan) : 0;
    return rentComputeOf(scenario, demand.base, plan) + peak + storage;
  }
  return rentComputeOf(scenario, { ...demand.base, gpus: peakTotal(demand) }, plan, view) + storage;
}

/** `part` with `covered` of its cards taken away (by reserved or owned cards). */
export function uncovered(part: DemandPart, covered: number): DemandPart {
  return { ...part, gpus: Math.max(0, part.gpus - covered) };
}

/**
 * What `cards` (owned ones) leave of the demand to rent, as a demand of its own: the base's uncovered
 * cards with the whole peak, or, once the base is covered, the peak's uncovered cards alone (priced as
 * the only part); null when they cover it all.
 */
export function leftBy(demand: Demand, cards: number): Demand | null {
  const covered = coverage(demand, cards);
  const base = uncovered(demand.base, covered.base);
  const peak = demand.peak ? uncovered(demand.peak, covered.peak) : null;
  if (base.gpus > 0) return { base, peak: peak && peak.gpus > 0 ? peak : null };
  return peak && peak.gpus > 0 ? { base: peak, peak: null } : null;
}

/** How many of the demand's cards `cards` cover: the base first, then the peak's extra. */
export function coverage(demand: Demand, cards: number): { base: number; peak: number } {
  const base = Math.min(cards, demand.base.gpus);
  const peak = Math.min(Math.max(0, cards - demand.base.gpus), demand.peak?.gpus ?? 0);
  return { base, peak };
}
