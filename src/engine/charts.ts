// Chart-ready data for the views: each function takes a scenario or a result and returns plain arrays
// that a chart only has to draw. Money stays unrounded here; the views format it.
import { evaluate, evaluateWithoutBreakEven } from './evaluate.ts';
import { hasPlanPrice, savedPctVsOnDemand } from './rent.ts';
import type { MonthRow, Result } from './result.ts';
import { PLANS } from './scenario/constants.ts';
import type { Plan, Scenario } from './scenario/schema.ts';
import { atMost } from './units.ts';
import type { CostView } from './views.ts';

export interface HoursPoint {
  readonly hoursPerDay: number;
  readonly ownAmortized: number;
  readonly ownCash: number;
  readonly rent: number;
}

export interface HoursSweep {
  /** from 0 to 24 hours a day, every `stepHours`, 24 always included */
  readonly points: readonly HoursPoint[];
  readonly breakEvenHoursPerDay: number | null;
}

const HOURS_IN_DAY = 24;

/** Total cost of both sides against busy hours a day, everything else as in the scenario. */
export function hoursSweep(scenario: Scenario, stepHours = 0.25): HoursSweep {
  if (!(stepHours > 0)) throw new RangeError(`stepHours must be positive, got ${stepHours}`);
  const steps = Math.floor(HOURS_IN_DAY / stepHours + 1e-9);
  const hours: number[] = [];
  // multiply rather than add up, so 0.1-hour steps do not drift away from the grid
  for (let i = 0; i <= steps; i += 1) hours.push(Math.min(HOURS_IN_DAY, i * stepHours));
  if (hours[hours.length - 1] !== HOURS_IN_DAY) hours.push(HOURS_IN_DAY);
  const points = hours.map((hoursPerDay): HoursPoint => {
    const result = evaluateWithoutBreakEven({ ...scenario, workload: { ...scenario.workload, hoursPerDay } });
    return {
      hoursPerDay,
      // present values after tax, as the verdict and the break-even marked on this chart are
      ownAmortized: result.finance.amortized.own,
      ownCash: result.finance.cash.own,
      // amortized, as the break-even is
      rent: result.finance.amortized.rent,
    };
  });
  return { points, breakEvenHoursPerDay: evaluate(scenario).breakEvenHoursPerDay };
}

export interface PlanCost {
  readonly plan: Plan;
  /** rent total over the horizon under this plan; null when the plan has no price */
  readonly total: number | null;
  readonly billedGpuHours: number | null;
  /** the lowest priced total, ties within the engine's relative tolerance included */
  readonly cheapest: boolean;
  /** spot cards can be taken away mid-job */
  readonly interruptible: boolean;
  /** the plan the scenario uses */
  readonly current: boolean;
  /** the saving against on demand as a share of on demand's total (negative: dearer); null without a price */
  readonly savedPctVsOnDemand: number | null;
}

/**
 * The five rental plans for the scenario's workload, in the order of PLANS, in a cost view: amortized
 * leaves a reservation's months past the horizon over, cash counts them; present values after tax, as the verdict.
 */
export function planComparison(scenario: Scenario, view: CostView = 'amortized'): PlanCost[] {
  const priced = PLANS.map((plan) => {
    if (!hasPlanPrice(scenario, plan)) return { plan, total: null, billedGpuHours: null };
    const result = evaluateWithoutBreakEven({ ...scenario, rent: { ...scenario.rent, plan } });
    return { plan, total: result.finance[view].rent, billedGpuHours: result.rent.billedGpuHours };
  });
  let lowest = Number.POSITIVE_INFINITY;
  for (const { total } of priced) if (total !== null && total < lowest) lowest = total;
  const onDemand = priced.find((row) => row.plan === 'on-demand')?.total ?? null;
  return priced.map((row) => ({
    ...row,
    savedPctVsOnDemand: savedPctVsOnDemand(row.total, onDemand),
    cheapest: row.total !== null && atMost(row.total, lowest),
    interruptible: row.plan === 'spot',
    current: row.plan === scenario.rent.plan,
  }));
}

export type OwnPart = 'depreciation' | 'hardware' | 'cluster' | 'power' | 'ops' | 'leadTime' | 'downtime';
export type RentPart = 'compute' | 'storage' | 'staff';

export interface CostBreakdown {
  readonly own: readonly { readonly key: OwnPart; readonly value: number }[];
  readonly rent: readonly { readonly key: RentPart; readonly value: number }[];
}

/**
 * What each side's total is made of, in the chosen view: amortized counts the hardware's depreciation
 * and the reservation's months used, cash every payment (purchases, and replacements less the salvage
 * of the old hardware; a reservation's last term in full).
 */
export function costBreakdown(result: Result, view: CostView): CostBreakdown {
  const { depreciation, cluster, power, ops, leadTime, downtime } = result.own.breakdown;
  const clusterCapital = result.own.assumed.clusterCapital;
  // At least one purchase; the subtraction only leaves floating-point noise where nothing else was paid.
  const hardware = Math.max(
    result.own.capex,
    result.own.cashTotal - clusterCapital - power - ops - leadTime - downtime,
  );
  // the lines version 7 adds show only when there is something on them
  const own: { key: OwnPart; value: number }[] = [
    view === 'amortized' ? { key: 'depreciation', value: depreciation } : { key: 'hardware', value: hardware },
  ];
  const clusterValue = view === 'amortized' ? cluster : clusterCapital;
  if (clusterValue > 0) own.push({ key: 'cluster', value: clusterValue });
  own.push({ key: 'power', value: power }, { key: 'ops', value: ops });
  if (leadTime > 0) own.push({ key: 'leadTime', value: leadTime });
  if (downtime > 0) own.push({ key: 'downtime', value: downtime });
  const rent: { key: RentPart; value: number }[] = [
    {
      key: 'compute',
      value: result.rent.breakdown.compute - (view === 'amortized' ? result.rent.remainingValue : 0),
    },
    { key: 'storage', value: result.rent.breakdown.storage },
  ];
  if (result.rent.breakdown.staff > 0) rent.push({ key: 'staff', value: result.rent.breakdown.staff });
  return { own, rent };
}

export interface Crossings {
  /** first month in which cumulative own (amortized) is at most cumulative rent */
  readonly amortizedMonth: number | null;
  /** the same in cash: the payback month */
  readonly cashMonth: number | null;
}

/**
 * Where the cumulative lines first meet, for the one sentence that sums up the cumulative chart. The
 * rent line is what was paid; amortized, the last month leaves a reservation's months past the horizon over.
 */
export function cumulativeCrossings(result: Result): Crossings {
  const last = result.monthly.length;
  const used = (row: MonthRow) => row.rent - (row.month === last ? result.rent.remainingValue : 0);
  const amortized = result.monthly.find((row) => atMost(row.ownAmortized, used(row)));
  return { amortizedMonth: amortized?.month ?? null, cashMonth: result.paybackMonth };
}
