// Whether a workload changes over time (format version 9): the one question the first screen asks of
// it, apart from growth.ts's months, which load with the pricing of a changing workload (growing.ts).
import type { Scenario } from './scenario/schema.ts';
import { MONTHS_PER_YEAR } from './units.ts';

/** The busy calendar months as a set; null when the work runs every month. */
export function busyMonthSet(scenario: Scenario): ReadonlySet<number> | null {
  const text = scenario.workload.busyMonths;
  return text === null ? null : new Set(text.split(',').map(Number));
}

/** Whether the workload is the same every month: growth 0 and every month busy, as versions 1–8. */
export function isSteadyWorkload(scenario: Scenario): boolean {
  const { growth, busyMonths } = scenario.workload;
  return growth.pctPerMonth === 0 && (busyMonths === null || busyMonthSet(scenario)?.size === MONTHS_PER_YEAR);
}
