// Utilization of owned hardware: busy card-hours against the card-hours paid for (every installed
// card, every hour of the horizon), and what better scheduling does to the cost of a useful hour.
import { evaluateWithoutBreakEven } from '../evaluate.ts';
import type { Result } from '../result.ts';
import type { Scenario } from '../scenario/schema.ts';
import { HOURS_PER_MONTH, RELATIVE_TOLERANCE } from '../units.ts';
import { compareInView } from '../views.ts';

export interface Utilization {
  readonly busyGpuHours: number;
  /** every installed card, every hour of the horizon */
  readonly paidGpuHours: number;
  readonly currentPct: number;
  readonly targetPct: number;
  /** own (amortized, its present value after tax as the verdict counts it) ÷ busy card-hours; null when nothing is busy */
  readonly costPerUsefulGpuHour: number | null;
  /** the same hardware kept busy targetPct of its hours */
  readonly costPerUsefulGpuHourAtTarget: number;
  /** renting the workload, per busy card-hour, for comparison */
  readonly rentCostPerBusyGpuHour: number | null;
  /** cards that would carry today's busy hours at the target utilization */
  readonly gpusForSameWork: number;
}

export function utilizationOf(scenario: Scenario, result: Result, targetPct: number): Utilization {
  const H = scenario.horizonMonths;
  const installed = result.own.cardsInstalled;
  const paidGpuHours = installed * HOURS_PER_MONTH * H;
  const target = targetPct / 100;
  const atTarget: Scenario = {
    ...scenario,
    workload: { ...scenario.workload, gpus: installed, daysPerYear: 365, hoursPerDay: 24 * target },
  };
  const busyAtTarget = paidGpuHours * target;
  // with the same relative tolerance as billing: 8 cards' work at their own utilization is 8.000000000000002
  const cardsForSameWork = result.busyGpuHours / H / HOURS_PER_MONTH / target;
  const compared = compareInView(result, 'amortized');
  return {
    busyGpuHours: result.busyGpuHours,
    paidGpuHours,
    currentPct: (result.busyGpuHours / paidGpuHours) * 100,
    targetPct,
    costPerUsefulGpuHour: compared.ownCostPerBusyGpuHour,
    costPerUsefulGpuHourAtTarget: evaluateWithoutBreakEven(atTarget).finance.amortized.own / busyAtTarget,
    rentCostPerBusyGpuHour: compared.rentCostPerBusyGpuHour,
    gpusForSameWork: Math.max(1, Math.ceil(cardsForSameWork - RELATIVE_TOLERANCE * Math.max(1, cardsForSameWork))),
  };
}
