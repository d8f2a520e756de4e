// Hybrid: own some cards, bought in whole servers, and rent what they leave on the cheapest plan for it
// (the plan advisor's plans, priced for that remainder). The total for every number of owned cards from
// 0 to the peak, and the one that costs least, against the cheapest way to rent it all: in present
// values after tax, amortized, as the verdict compares.

import { evaluateWithoutBreakEven } from '../evaluate.ts';
import { grownGpus } from '../growth.ts';
import { serverCount } from '../own.ts';
import type { Scenario } from '../scenario/schema.ts';
import { type AdvisedPlan, pricePlans, recommendedPlan } from './advisor.ts';
import { coverage, type Demand, demandOf, leftBy, peakTotal, rentStorageOf } from './demand.ts';

export interface HybridPoint {
  readonly ownedGpus: number;
  readonly total: number;
  /** the plan that rents what the owned cards leave, the cheapest the workload allows; null when they leave nothing */
  readonly rentPlan: AdvisedPlan | null;
  /** when that plan is the mix: its reserved cards */
  readonly reservedGpus?: number;
}

export interface Hybrid {
  /** the owned cards of the cheapest point (the fewest, when several cost the same) */
  readonly ownedGpus: number;
  readonly total: number;
  /** the plan that rents the rest at the cheapest point; null when it owns every card */
  readonly rentPlan: AdvisedPlan | null;
  /** when that plan is the mix: its reserved cards */
  readonly reservedGpus?: number;
  /** whole-server counts priced, 0 to the peak: the cheapest is one of them */
  readonly curve: readonly HybridPoint[];
  /** cards at the peak, the base included */
  readonly peakGpus: number;
  /** owning no card: the whole demand on the plan advisor's recommended plan, and that plan */
  readonly rentAllTotal: number;
  readonly rentAllPlan: AdvisedPlan;
  /** owning every card of the peak */
  readonly ownAllTotal: number;
  /** what the cheapest count saves against renting all: rentAllTotal − total, never negative */
  readonly savingsVsRentAll: number;
  /** that saving as a share of renting all, 0–100 (0 when renting all costs nothing) */
  readonly savedPctVsRentAll: number;
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

/**
 * The scenario's owned side for `servers` owned servers. Its figures are for its own fleet (the
 * workload's cards in whole servers). Setup (racking, cabling, installation), colocation (rack space,
 * cooling, hosting) and bandwidth (a port and the traffic of the work each server carries) are paid per
 * server: they scale by servers ÷ the fleet's. Fixed staff and other costs are paid in full once one
 * server is owned: even one server needs someone to run it, and "other" is the field for what comes with
 * owning at all. Staff per server and maintenance follow the servers owned already (own.ts counts them
 * for the sub-scenario's servers).
 */
export function ownForServers(scenario: Scenario, servers: number): Scenario['own'] {
  const { ops, setupCost } = scenario.own;
  const share = servers / serverCount(scenario);
  return {
    ...scenario.own,
    setupCost: setupCost * share,
    ops: {
      ...ops,
      colocationPerMonth: ops.colocationPerMonth * share,
      bandwidthPerMonth: ops.bandwidthPerMonth * share,
    },
  };
}

/** Whether the cards at once grow: the owned cards then stay as bought while the demand grows past them. */
function grows(scenario: Scenario): boolean {
  return scenario.workload.growth.pctPerMonth > 0;
}

/** The demand's base and peak cards in month m of a growing workload (the peak's extra grows with it). */
function demandIn(scenario: Scenario, demand: Demand, m: number): { base: number; peak: number } {
  const at = (gpus: number) => grownGpus({ ...scenario, workload: { ...scenario.workload, gpus } }, m);
  const base = at(demand.base.gpus);
  return { base, peak: demand.peak ? Math.max(0, at(demand.base.gpus + demand.peak.gpus) - base) : 0 };
}

/** The most cards at once of any month: the base and the peak's extra together. */
function mostCards(scenario: Scenario, demand: Demand): number {
  if (!grows(scenario)) return peakTotal(demand);
  let most = 0;
  for (let m = 1; m <= scenario.horizonMonths; m += 1) {
    const d = demandIn(scenario, demand, m);
    most = Math.max(most, d.base + d.peak);
  }
  return most;
}

/**
 * Busy card-hours a year the owned cards carry: the base first, then the peak's extra; under a growing
 * workload, averaged over the horizon's months as the demand grows into them.
 */
function coveredCardHours(scenario: Scenario, demand: Demand, owned: number): number {
  const hours = (c: { base: number; peak: number }) =>
    c.base * demand.base.hoursPerDay * demand.base.daysPerYear +
    c.peak * (demand.peak ? demand.peak.hoursPerDay * demand.peak.daysPerYear : 0);
  if (!grows(scenario)) return hours(coverage(demand, owned));
  const H = scenario.horizonMonths;
  let sum = 0;
  for (let m = 1; m <= H; m += 1) {
    const d = demandIn(scenario, demand, m);
    const base = Math.min(owned, d.base);
    sum += hours({ base, peak: Math.min(Math.max(0, owned - d.base), d.peak) });
  }
  return sum / H;
}

/** The owned side of `owned` cards: the busy hours they carry spread evenly over the active days. */
function ownCost(scenario: Scenario, demand: Demand, owned: number): number {
  if (owned === 0) return 0;
  const { daysPerYear } = scenario.workload;
  const busyCardHours = coveredCardHours(scenario, demand, owned);
  const hoursPerDay = daysPerYear > 0 ? Math.min(24, busyCardHours / (owned * daysPerYear)) : 0;
  // the owned cards are bought once, as many as chosen: they do not grow with the demand
  const growth = grows(scenario) ? { ...scenario.workload.growth, pctPerMonth: 0 } : scenario.workload.growth;
  const workload = { ...scenario.workload, gpus: owned, hoursPerDay, growth };
  const servers = serverCount({ ...scenario, workload });
  const sub: Scenario = { ...scenario, workload, own: ownForServers(scenario, servers) };
  return evaluateWithoutBreakEven(sub).finance.amortized.own;
}

type Rented = Pick<HybridPoint, 'rentPlan' | 'reservedGpus'> & { readonly rent: number };

/** What `owned` cards leave, on the plan the advisor would recommend for it, with storage; nothing when they leave nothing. */
/**
 * What `owned` cards leave of a growing demand: each month's base cards past them, and the peak's extra
 * past what of them the base leaves free; null when they carry every month's cards.
 */
function leftOfGrowing(scenario: Scenario, demand: Demand, owned: number): Demand | null {
  if (owned >= mostCards(scenario, demand)) return null;
  const baseIn = (m: number) => demandIn(scenario, demand, m).base;
  const base = { ...demand.base, slice: (grown: number) => Math.max(0, grown - owned) };
  const peak = demand.peak && {
    ...demand.peak,
    slice: (grown: number, m: number) => Math.max(0, grown - Math.max(0, owned - baseIn(m))),
  };
  return { base, peak };
}

function rentLeft(scenario: Scenario, demand: Demand, owned: number, storage: number): Rented {
  const left = grows(scenario) ? leftOfGrowing(scenario, demand, owned) : leftBy(demand, owned);
  if (!left) return { rent: 0, rentPlan: null };
  const best = recommendedPlan(scenario, pricePlans(scenario, left, storage));
  const reserved = best.reservedGpus === undefined ? {} : { reservedGpus: best.reservedGpus };
  return { rent: best.total, rentPlan: best.plan, ...reserved };
}

export function hybridCurve(scenario: Scenario): Hybrid {
  const demand = demandOf(scenario);
  const storage = rentStorageOf(scenario);
  const curve: HybridPoint[] = ownedSteps(scenario.own.gpusPerServer, mostCards(scenario, demand)).map((ownedGpus) => {
    const { rent, ...plan } = rentLeft(scenario, demand, ownedGpus, storage);
    return { ownedGpus, total: ownCost(scenario, demand, ownedGpus) + rent, ...plan };
  });
  const rentAll = curve[0] as HybridPoint;
  const ownAll = curve[curve.length - 1] as HybridPoint;
  let best = rentAll;
  for (const point of curve) if (point.total < best.total) best = point;
  const savings = Math.max(0, rentAll.total - best.total);
  return {
    ownedGpus: best.ownedGpus,
    total: best.total,
    rentPlan: best.rentPlan,
    ...(best.reservedGpus === undefined ? {} : { reservedGpus: best.reservedGpus }),
    curve,
    peakGpus: ownAll.ownedGpus,
    rentAllTotal: rentAll.total,
    // owning none leaves the whole demand, which is always rented
    rentAllPlan: rentAll.rentPlan ?? 'on-demand',
    ownAllTotal: ownAll.total,
    savingsVsRentAll: savings,
    savedPctVsRentAll: rentAll.total > 0 ? (savings / rentAll.total) * 100 : 0,
  };
}
