// Plan advisor: for the workload (and its peaks, when the hybrid tool gives them), the rent of every
// plan that has a price, and of reserved cards for the steady base with on-demand for the rest. The
// cheapest is marked; spot is recommended only when the workload tolerates interruption.
import { billedHoursPerGpu, hasPlanPrice, savedPctVsOnDemand, termMonthsPaid } from '../rent.ts';
import { PLANS, type Plan, type Scenario } from '../scenario/schema.ts';
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

export const MIX = 'reserved+on-demand';
export type AdvisedPlan = Plan | typeof MIX;

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
  /** one sentence in English, for the command line; the page writes its own in the reader's language */
  readonly text: string;
}

/**
 * The cheapest mix: reserved cards in whole instances from one instance up to all but one of the peak.
 * While the reserved cards stay within the base, each instance more moves the same cost from on demand
 * to reserved, and so again above the base: the total is linear in each run, so the cheapest is at an
 * end of one. Pricing those ends alone keeps a peak of 100,000 cards as quick as one of ten.
 */
function cheapestMix(scenario: Scenario, demand: Demand, view: CostView): Omit<PlanTotal, 'savedPctVsOnDemand'> | null {
  if (!demand.peak) return null;
  const step = scenario.rent.gpusPerInstance;
  const storage = rentStorageOf(scenario);
  const peak = peakTotal(demand);
  const base = demand.base.gpus;
  const ends = [
    step,
    Math.floor(base / step) * step,
    Math.ceil(base / step) * step,
    (Math.ceil(peak / step) - 1) * step,
  ];
  const candidates = [...new Set(ends)].filter((r) => r >= step && r < peak).sort((a, b) => a - b);
  let best: Omit<PlanTotal, 'savedPctVsOnDemand'> | null = null;
  for (const reserved of candidates) {
    const covered = coverage(demand, reserved);
    const total =
      rentComputeOf(scenario, { ...demand.base, gpus: reserved }, 'reserved', view) +
      rentComputeOf(scenario, uncovered(demand.base, covered.base), 'on-demand') +
      rentComputeOf(scenario, uncovered(demand.peak, covered.peak), 'on-demand') +
      storage;
    if (!best || total < best.total) best = { plan: MIX, total, interruptible: false, reservedGpus: reserved };
  }
  return best;
}

/**
 * Flat cost of one card for each month it is used under a flat plan, as a share of a month of on-demand
 * hours. Amortized, a reservation's months past the horizon are left over at what they cost, so a month
 * used costs one month's price; in cash, the months paid are spread over the months used.
 */
function breakEvenPct(scenario: Scenario, plan: 'reserved' | 'monthly' | 'weekly', view: CostView): number | undefined {
  const rent = scenario.rent;
  const fullMonthOnDemand = HOURS_PER_MONTH * rent.pricePerGpuHour;
  if (fullMonthOnDemand === 0) return undefined;
  const paidPerUsed = view === 'cash' ? termMonthsPaid(scenario) / scenario.horizonMonths : 1;
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

const NAMES: Record<AdvisedPlan, string> = {
  'on-demand': 'On demand',
  reserved: 'Reserved',
  monthly: 'Monthly rental',
  weekly: 'Weekly rental',
  spot: 'Spot',
  [MIX]: 'Reserved base plus on-demand peaks',
};

function pct(value: number): string {
  return `${Math.round(value)} %`;
}

/** " It costs 12.7 % less than on demand.", or nothing for on demand itself or a share that rounds to 0. */
function againstOnDemand(cheapest: PlanTotal): string {
  const saved = cheapest.savedPctVsOnDemand;
  if (cheapest.plan === 'on-demand' || saved === null) return '';
  const rounded = Math.round(saved * 10) / 10;
  return rounded > 0 ? ` It costs ${rounded} % less than on demand.` : '';
}

function sentence(cheapest: PlanTotal, reason: Omit<PlanReason, 'text'>): string {
  const busy = `the cards are busy ${pct(reason.utilizationPct)} of the hours`;
  const reserved = reason.breakEvenPct.reserved;
  const reservedPays =
    reserved === undefined
      ? ''
      : `reserving pays only above ${pct(reserved)} utilization at a ${pct(reason.reservedDiscountPct)} discount`;
  const skipped = `${againstOnDemand(cheapest)}${reason.spotSkipped ? ' Spot would cost less, but the workload does not tolerate interruption.' : ''}`;
  const name = NAMES[cheapest.plan];
  if (cheapest.plan === MIX) {
    return `${name} costs least: ${cheapest.reservedGpus} reserved cards carry the steady base and the peaks are rented by the hour, since ${reservedPays}.${skipped}`;
  }
  if (cheapest.plan === 'on-demand' || cheapest.plan === 'spot') {
    return `${name} costs least: ${busy}, and ${reservedPays || 'no flat plan has a price'}.${skipped}`;
  }
  const threshold = reason.breakEvenPct[cheapest.plan];
  const pays = threshold === undefined ? '' : `, and it pays above ${pct(threshold)}`;
  return `${name} costs least: ${busy}${pays}.${skipped}`;
}

/**
 * The advice in a cost view: amortized (the default, the command line's) counts a reservation's months
 * paid past the horizon as left over, cash counts every month paid. Only the reserved plan's figures differ.
 */
export function advisePlans(scenario: Scenario, view: CostView = 'amortized'): PlanAdvice {
  const demand = demandOf(scenario);
  const priced: Omit<PlanTotal, 'savedPctVsOnDemand'>[] = PLANS.filter((plan) => hasPlanPrice(scenario, plan)).map(
    (plan) => ({ plan, total: rentDemandOf(scenario, demand, plan, view), interruptible: plan === 'spot' }),
  );
  const mix = scenario.advisor?.mix === false ? null : cheapestMix(scenario, demand, view);
  if (mix) priced.push(mix);
  const onDemand = priced.find((p) => p.plan === 'on-demand')?.total ?? null;
  const rows: PlanTotal[] = priced.map((p) => ({ ...p, savedPctVsOnDemand: savedPctVsOnDemand(p.total, onDemand) }));
  const plans = [...rows].sort((a, b) => a.total - b.total);
  const allowed = plans.filter((p) => !p.interruptible || scenario.workload.toleratesInterruption);
  const cheapest = allowed[0] ?? (plans[0] as PlanTotal);
  const lowest = plans[0] as PlanTotal;
  const breakEven: PlanReason['breakEvenPct'] = {};
  for (const plan of ['reserved', 'monthly', 'weekly'] as const) {
    const value = hasPlanPrice(scenario, plan) ? breakEvenPct(scenario, plan, view) : undefined;
    if (value !== undefined) breakEven[plan] = value;
  }
  const partial: Omit<PlanReason, 'text'> = {
    utilizationPct: (billedHoursPerGpu(scenario) / HOURS_PER_MONTH) * 100,
    breakEvenPct: breakEven,
    reservedDiscountPct: scenario.rent.reservedDiscountPct,
    spotSkipped:
      lowest.interruptible && !scenario.workload.toleratesInterruption && !atMost(cheapest.total, lowest.total),
    withPeak: demand.peak !== null,
    savedPctVsOnDemand: cheapest.savedPctVsOnDemand,
    assumptions: assumedFigures(scenario),
  };
  return { plans, cheapestPlan: cheapest.plan, reason: { ...partial, text: sentence(cheapest, partial) } };
}
