// Plan advisor: for the workload (and its peaks, when the hybrid tool gives them), the rent of every
// plan that has a price, and of reserved cards for the steady base with on-demand for the rest. The
// cheapest is marked; spot is recommended only when the workload tolerates interruption.
import {
  billedHoursPerGpu,
  hasPlanPrice,
  rentedCardsFor,
  savedPctVsOnDemand,
  termMonthsPaid,
  wholeInstances,
} from '../rent.ts';
import { type AdvisedPlan, MIX, PLANS } from '../scenario/constants.ts';
import type { Scenario } from '../scenario/schema.ts';
import { atMost, HOURS_PER_MONTH, MONTHS_PER_YEAR } from '../units.ts';
import type { CostView } from '../views.ts';
import { type AssumedFigure, assumedFigures } from './assumptions.ts';
import {
  coverage,
  type Demand,
  demandOf,
  peakTotal,
  rentComputeOf,
  rentDemandOf,
  rentStorageOf,
  uncovered,
} from './demand.ts';

export { type AdvisedPlan, MIX } from '../scenario/constants.ts';

export interface PlanTotal {
  readonly plan: AdvisedPlan;
  readonly total: number;
  /** spot: the provider may take the cards back mid-job */
  readonly interruptible: boolean;
  /** the mix: cards reserved; the rest of the demand on demand */
  readonly reservedGpus?: number;
  /**
   * what this plan saves as a share of on demand's total for the same demand: 12.7 means 12.7 % cheaper
   * than on demand, a negative figure dearer; null when on demand costs nothing
   */
  readonly savedPctVsOnDemand: number | null;
}

export interface PlanAdvice {
  /** every priced plan, cheapest first (ties keep the order of PLANS, the mix last) */
  readonly plans: readonly PlanTotal[];
  readonly cheapestPlan: AdvisedPlan;
  readonly reason: PlanReason;
}

export interface PlanReason {
  /** billed hours of a base card on demand as a share of the hours of a month, 0–100 */
  readonly utilizationPct: number;
  /**
   * when the rented card's speed makes a flat plan rent other cards than on demand: the base's
   * cards on demand, the cards a flat plan rents for the same work, and the card-hours on demand bills
   * for it as a share of those cards' hours (the figure to hold against breakEvenPct; may exceed 100)
   */
  readonly speed?: SpeedFigures;
  /** the utilization above which each flat plan costs less than on demand, 0–100 (may exceed 100) */
  readonly breakEvenPct: Partial<Record<'reserved' | 'monthly' | 'weekly', number>>;
  readonly reservedDiscountPct: number;
  /** spot was cheaper but the workload does not tolerate interruption */
  readonly spotSkipped: boolean;
  /** whether a peak above the base was priced */
  readonly withPeak: boolean;
  /** the recommended plan's savedPctVsOnDemand */
  readonly savedPctVsOnDemand: number | null;
  /** the figures the plans are priced with that the user may never have entered, with their source */
  readonly assumptions: readonly AssumedFigure[];
  /** the reserved discount nearest the scenario's at which the advice changes; null when none in 0–100 does */
  readonly discountFlip: DiscountFlip | null;
}

interface SpeedFigures {
  readonly speedRatio: number;
  readonly onDemandCards: number;
  readonly flatCards: number;
  readonly utilizationPct: number;
}

/** The base's cards on demand and on a flat plan, when the rented card's speed makes them differ. */
function speedFigures(scenario: Scenario, demand: Demand): SpeedFigures | undefined {
  const rent = scenario.rent;
  if (rent.speedRatio === 1) return undefined;
  const onDemandCards = rentedCardsFor(demand.base.gpus, { ...rent, plan: 'on-demand' });
  const flatCards = rentedCardsFor(demand.base.gpus, { ...rent, plan: 'reserved' });
  if (flatCards === onDemandCards) return undefined;
  const billed = onDemandCards * billedHoursPerGpu(scenario);
  const utilizationPct = (billed / (flatCards * HOURS_PER_MONTH)) * 100;
  return { speedRatio: rent.speedRatio, onDemandCards, flatCards, utilizationPct };
}

/**
 * The cheapest mix: reserved cards in whole instances, from one instance up to one short of reserving
 * the whole peak, each carrying the work of `speedRatio` of the demand's cards; the rest of the demand
 * on demand. Every part's rent is its cards times one instance's, so each count is priced from three
 * instance prices. A reserved instance more costs more unless it takes an on-demand instance away, so
 * only the first count of each run of equal on-demand instances can be the cheapest: those are all
 * tried (with a speed ratio other than 1 the rest rounds up to whole instances unevenly, so the ends of
 * the runs of the old search were not enough), and a peak of 100,000 cards stays quick. The chosen
 * count is then priced as the main comparison prices it.
 *
 * Without a peak the mix is priced only when the rented card's speed is not the owned one's: at a speed
 * ratio of 1 its total is linear in the reserved cards, never below the better pure plan, but otherwise
 * both pure plans round the work up to whole instances, and a mix can round up less (7 cards' work at
 * 1.5× in 2-card instances: 6 reserved or 8 on demand, against 2 reserved carrying 3 and 4 on demand).
 */
function cheapestMix(scenario: Scenario, demand: Demand, storage: number, view: CostView): PricedRow | null {
  const { gpusPerInstance: step, speedRatio } = scenario.rent;
  if (!demand.peak && speedRatio === 1) return null;
  // under a growing workload a reservation of fixed cards would grow with the demand here: not priced
  if (scenario.workload.growth.pctPerMonth > 0) return null;
  const all = rentedCardsFor(peakTotal(demand), { ...scenario.rent, plan: 'reserved' });
  const work = (reserved: number) => reserved * speedRatio;
  const instance = {
    reserved: rentComputeOf(scenario, { ...demand.base, gpus: work(step) }, 'reserved', view),
    base: rentComputeOf(scenario, { ...demand.base, gpus: step }, 'on-demand'),
    peak: demand.peak ? rentComputeOf(scenario, { ...demand.peak, gpus: step }, 'on-demand') : 0,
  };
  // in plain numbers, as coverage() and uncovered() count it: the work carried goes to the base first,
  // and on demand rents a card for each of the demand's cards left (rentedCardsFor), in whole instances
  const base = demand.base.gpus;
  const extra = demand.peak?.gpus ?? 0;
  const perInstance = work(step);
  let best: { reserved: number; total: number } | null = null;
  for (let k = 1; k * step < all; ) {
    const carried = k * perInstance;
    const restBase = Math.max(0, base - carried);
    const restPeak = Math.max(0, extra - Math.max(0, carried - base));
    const onDemandBase = wholeInstances(restBase, step);
    const onDemandPeak = wholeInstances(restPeak, step);
    const total = k * instance.reserved + onDemandBase * instance.base + onDemandPeak * instance.peak;
    if (best === null || total < best.total) best = { reserved: k * step, total };
    // More reserved instances cost more until the rest drops by an on-demand instance: skip to one
    // short of the first count where either rest can (a count too early only costs one more try).
    const drop = Math.min(
      onDemandBase > 0 ? restBase - (onDemandBase - 1) * step : Number.POSITIVE_INFINITY,
      onDemandPeak > 0 ? restPeak - (onDemandPeak - 1) * step : Number.POSITIVE_INFINITY,
    );
    k += Math.max(1, Math.floor(drop / perInstance));
  }
  if (!best) return null;
  const covered = coverage(demand, work(best.reserved));
  const total =
    rentComputeOf(scenario, { ...demand.base, gpus: work(best.reserved) }, 'reserved', view) +
    rentComputeOf(scenario, uncovered(demand.base, covered.base), 'on-demand') +
    (demand.peak ? rentComputeOf(scenario, uncovered(demand.peak, covered.peak), 'on-demand') : 0) +
    storage;
  return { plan: MIX, total, interruptible: false, reservedGpus: best.reserved };
}

/**
 * Flat cost of one card for each month it is used under a flat plan, as a share of a month of on-demand
 * hours. In cash, the months paid are spread over the months used; amortized, a reservation's months past
 * the horizon are credited at the share they could be sold for (rent.reservationResalePct), and the rest
 * is spread over the months used as in cash.
 */
function breakEvenPct(scenario: Scenario, plan: 'reserved' | 'monthly' | 'weekly', view: CostView): number | undefined {
  const rent = scenario.rent;
  const fullMonthOnDemand = HOURS_PER_MONTH * rent.pricePerGpuHour;
  if (fullMonthOnDemand === 0) return undefined;
  const H = scenario.horizonMonths;
  const past = termMonthsPaid(scenario) - H;
  const unsold = view === 'cash' ? 1 : 1 - rent.reservationResalePct / 100;
  const paidPerUsed = (H + past * unsold) / H;
  const perCardMonth =
    plan === 'reserved'
      ? HOURS_PER_MONTH * rent.pricePerGpuHour * (1 - rent.reservedDiscountPct / 100) * paidPerUsed
      : plan === 'monthly'
        ? rent.monthlyPricePerGpu
        : rent.weeklyPricePerGpu === null
          ? null
          : (rent.weeklyPricePerGpu * 365) / 7 / MONTHS_PER_YEAR;
  return perCardMonth === null ? undefined : (perCardMonth / fullMonthOnDemand) * 100;
}

/**
 * Every plan with a price for `demand`, storage included (`storage`, the scenario's over the horizon,
 * when the caller has it already), cheapest first; ties keep the order of PLANS, the mix last. The
 * hybrid tool prices what its owned cards leave with this too. In a cost view: amortized (the
 * default, the command line's) counts a reservation's months paid past the horizon as left over,
 * cash counts every month paid; only the reserved plan's figures differ.
 */
export function pricePlans(
  scenario: Scenario,
  demand: Demand,
  storage = rentStorageOf(scenario),
  view: CostView = 'amortized',
): PlanTotal[] {
  return withSavings(pricedRows(scenario, demand, storage, view));
}

/** The rows cheapest first (a stable sort: ties keep their order), each with its saving against on demand. */
function withSavings(priced: readonly PricedRow[]): PlanTotal[] {
  const onDemand = priced.find((p) => p.plan === 'on-demand')?.total ?? null;
  const rows: PlanTotal[] = priced.map((p) => ({ ...p, savedPctVsOnDemand: savedPctVsOnDemand(p.total, onDemand) }));
  return rows.sort((a, b) => a.total - b.total);
}

type PricedRow = Omit<PlanTotal, 'savedPctVsOnDemand'>;

/**
 * Every plan with a price, in the order of PLANS, the mix last (the order ties keep). `known` gives
 * totals already priced for plans that do not change (the discount search re-prices only the reserved
 * plan and the mix).
 */
function pricedRows(
  scenario: Scenario,
  demand: Demand,
  storage: number,
  view: CostView,
  known?: ReadonlyMap<AdvisedPlan, number>,
): PricedRow[] {
  const priced: PricedRow[] = PLANS.filter((plan) => hasPlanPrice(scenario, plan)).map((plan) => ({
    plan,
    total: known?.get(plan) ?? rentDemandOf(scenario, demand, plan, storage, view),
    interruptible: plan === 'spot',
  }));
  const mix = scenario.advisor?.mix === false ? null : cheapestMix(scenario, demand, storage, view);
  if (mix) priced.push(mix);
  return priced;
}

/** The plans whose totals the reserved discount changes. */
const DISCOUNTED: ReadonlySet<AdvisedPlan> = new Set<AdvisedPlan>(['reserved', MIX]);

/** Bisection stops when the discount at which the advice changes is known to within this, in points. */
const FLIP_PRECISION_PCT = 0.1;

export interface DiscountFlip {
  /** the reserved discount, 0–100, at which the advice changes (to within 0.1 point) */
  readonly atPct: number;
  /** whether the advice changes below that discount (a smaller discount) or above it */
  readonly direction: 'below' | 'above';
  /** the plan advised past it */
  readonly plan: AdvisedPlan;
}

/**
 * The reserved discount nearest the scenario's at which the advice changes, by bisection between the
 * scenario's discount and 0.1 (below) or 99.9 (above); null when neither end changes it. A larger discount
 * only lowers the reserved plan and the mix, the reserved plan the faster, so the advice keeps to one
 * interval of discounts and each bisection finds its end.
 */
function discountFlip(
  scenario: Scenario,
  demand: Demand,
  storage: number,
  view: CostView,
  rows: readonly PricedRow[],
  advised: AdvisedPlan,
): DiscountFlip | null {
  const known = new Map(rows.filter((r) => !DISCOUNTED.has(r.plan)).map((r) => [r.plan, r.total]));
  const adviceAt = (pct: number): AdvisedPlan => {
    const at: Scenario = { ...scenario, rent: { ...scenario.rent, reservedDiscountPct: pct } };
    const sorted = pricedRows(at, demand, storage, view, known).sort((a, b) => a.total - b.total);
    return recommendedPlan(scenario, sorted).plan;
  };
  const assumed = scenario.rent.reservedDiscountPct;
  const search = (direction: DiscountFlip['direction']): DiscountFlip | null => {
    // a change at 0 % or 100 % itself is a tie (at 0 % reserving a busy card costs what on demand does)
    const end = direction === 'below' ? FLIP_PRECISION_PCT : 100 - FLIP_PRECISION_PCT;
    if (direction === 'below' ? assumed <= end : assumed >= end) return null;
    if (adviceAt(end) === advised) return null;
    // `same` keeps the scenario's advice, `other` does not
    let same = assumed;
    let other = end;
    while (Math.abs(other - same) > FLIP_PRECISION_PCT) {
      const mid = (same + other) / 2;
      if (adviceAt(mid) === advised) same = mid;
      else other = mid;
    }
    return { atPct: (same + other) / 2, direction, plan: adviceAt(other) };
  };
  const below = search('below');
  const above = search('above');
  if (!below || !above) return below ?? above;
  return assumed - below.atPct <= above.atPct - assumed ? below : above;
}

/** The cheapest of `plans` (sorted cheapest first) that the workload allows: spot only when it tolerates interruption. */
export function recommendedPlan<P extends PricedRow>(scenario: Scenario, plans: readonly P[]): P {
  const allowed = plans.find((p) => !p.interruptible || scenario.workload.toleratesInterruption);
  return allowed ?? (plans[0] as P);
}

/** The advice in a cost view (see pricePlans). */
export function advisePlans(scenario: Scenario, view: CostView = 'amortized'): PlanAdvice {
  const demand = demandOf(scenario);
  const storage = rentStorageOf(scenario);
  const rows = pricedRows(scenario, demand, storage, view);
  const plans = withSavings(rows);
  const cheapest = recommendedPlan(scenario, plans);
  const lowest = plans[0] as PlanTotal;
  const breakEven: PlanReason['breakEvenPct'] = {};
  for (const plan of ['reserved', 'monthly', 'weekly'] as const) {
    const value = hasPlanPrice(scenario, plan) ? breakEvenPct(scenario, plan, view) : undefined;
    if (value !== undefined) breakEven[plan] = value;
  }
  const speed = speedFigures(scenario, demand);
  const reason: PlanReason = {
    utilizationPct: (billedHoursPerGpu(scenario) / HOURS_PER_MONTH) * 100,
    ...(speed ? { speed } : {}),
    breakEvenPct: breakEven,
    reservedDiscountPct: scenario.rent.reservedDiscountPct,
    spotSkipped:
      lowest.interruptible && !scenario.workload.toleratesInterruption && !atMost(cheapest.total, lowest.total),
    withPeak: demand.peak !== null,
    savedPctVsOnDemand: cheapest.savedPctVsOnDemand,
    assumptions: assumedFigures(scenario),
    discountFlip: discountFlip(scenario, demand, storage, view, rows, cheapest.plan),
  };
  return { plans, cheapestPlan: cheapest.plan, reason };
}
