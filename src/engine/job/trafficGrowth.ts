// A served model's traffic over the horizon (format version 9): the tokens a day grow with the
// workload's growth, as its cards do, up to the same cap, and the work is served only in its busy
// months. The API's bill follows the traffic month by month; the tokens a day at a few months and the
// month the traffic first reaches owning's break-even with the API are what the job's answer shows.
// docs/method/jobs.md, "Traffic that grows".
import { growthShare, isBusyMonth } from '../growth.ts';
import type { Scenario } from '../scenario/schema.ts';
import { RELATIVE_TOLERANCE } from '../units.ts';

/** Month m's traffic while the work runs, as a share of month 1's: it grows as the cards do, to their cap. */
export const trafficShare = growthShare;

/** Month m's traffic as a share of month 1's: 0 in a month the work does not run. */
export const servedShare = (scenario: Scenario, m: number): number =>
  isBusyMonth(scenario, m) ? trafficShare(scenario, m) : 0;

/** The most traffic any month carries, as a share of month 1's: what the grown deployment must carry. */
export function peakTrafficShare(scenario: Scenario): number {
  let most = 0;
  for (let m = 1; m <= scenario.horizonMonths; m += 1) most = Math.max(most, servedShare(scenario, m));
  return most;
}

/** The average over the horizon's months of the traffic served, as a share of month 1's. */
export function meanTrafficShare(scenario: Scenario): number {
  let sum = 0;
  for (let m = 1; m <= scenario.horizonMonths; m += 1) sum += servedShare(scenario, m);
  return sum / scenario.horizonMonths;
}

/**
 * The first month of the horizon whose tokens a day, growing from `tokensPerDay` in month 1, reach
 * `target` (a rounding error short counts as reached); null when no month does.
 */
export function monthReaching(scenario: Scenario, tokensPerDay: number, target: number): number | null {
  for (let m = 1; m <= scenario.horizonMonths; m += 1) {
    if (tokensPerDay * trafficShare(scenario, m) >= target * (1 - RELATIVE_TOLERANCE)) return m;
  }
  return null;
}

export interface TrafficGrowth {
  readonly pctPerMonth: number;
  /** the tokens a day in month 1, month 12 and the horizon's last month (those within it) */
  readonly tokensPerDay: readonly { readonly month: number; readonly tokensPerDay: number }[];
  /**
   * the first month whose tokens a day reach the tokens a day from which owning costs less than the
   * API (ThreeWays.breakEvenTokensPerDay.own): null when there is no such figure or no month reaches it
   */
  readonly ownBeatsApiMonth: number | null;
}

/** The traffic's growth over the horizon; null for a traffic that does not grow. */
export function trafficGrowth(
  scenario: Scenario,
  tokensPerDay: number,
  ownBreakEven: number | null,
): TrafficGrowth | null {
  const { pctPerMonth } = scenario.workload.growth;
  if (pctPerMonth === 0) return null;
  const H = scenario.horizonMonths;
  const months = [...new Set([1, 12, H])].filter((m) => m <= H);
  return {
    pctPerMonth,
    tokensPerDay: months.map((month) => ({ month, tokensPerDay: tokensPerDay * trafficShare(scenario, month) })),
    ownBeatsApiMonth: ownBreakEven === null ? null : monthReaching(scenario, tokensPerDay, ownBreakEven),
  };
}
