// A workload that changes over time (format version 9): the cards at once grow by a share a month up to
// a cap, and the work runs only in its busy calendar months. Month m of the horizon counts from 1; its
// calendar month is the scenario's startMonth for m = 1. docs/method/growth.md.
import type { Scenario } from './scenario/schema.ts';
import { busyMonthSet } from './steady.ts';
import { MONTHS_PER_YEAR, RELATIVE_TOLERANCE } from './units.ts';

export { busyMonthSet, isSteadyWorkload } from './steady.ts';

/** The format's most cards: a growth without a cap stops there. */
const MOST_GPUS = 100_000;

/** The calendar month (1–12) of the horizon's month m. */
export function calendarMonthOf(scenario: Scenario, m: number): number {
  return ((scenario.workload.startMonth - 1 + m - 1) % MONTHS_PER_YEAR) + 1;
}

/** Whether the work runs in the horizon's month m. */
export function isBusyMonth(scenario: Scenario, m: number): boolean {
  const busy = busyMonthSet(scenario);
  return busy === null || busy.has(calendarMonthOf(scenario, m));
}

/**
 * The cards at once the work needs in month m while it runs: workload.gpus × (1 + g)^(m − 1), capped,
 * rounded up to whole cards (noise such as 11.000000000000002 does not count). In an idle month the
 * work needs none (see demandGpus).
 */
export function grownGpus(scenario: Scenario, m: number): number {
  const slice = sliceOf(scenario);
  const grown = wholeGrown(scenario, m);
  return slice ? slice(grown, m) : grown;
}

/** The cap on the cards at once: the growth's, or the format's most; never below the first month's. */
function capOf(scenario: Scenario): number {
  const { gpus, growth } = scenario.workload;
  return Math.max(gpus, growth.maxGpus ?? MOST_GPUS);
}

/**
 * Month m's demand while the work runs, as a share of month 1's: (1 + g)^(m − 1), up to the cap. The
 * cards at once and a served model's traffic (job/trafficGrowth.ts) both grow by it.
 */
export function growthShare(scenario: Scenario, m: number): number {
  const { gpus, growth } = scenario.workload;
  if (growth.pctPerMonth === 0) return 1;
  return Math.min(capOf(scenario) / gpus, (1 + growth.pctPerMonth / 100) ** (m - 1));
}

function wholeGrown(scenario: Scenario, m: number): number {
  const { gpus, growth } = scenario.workload;
  if (growth.pctPerMonth === 0) return gpus;
  const cap = capOf(scenario);
  const grown = gpus * (1 + growth.pctPerMonth / 100) ** (m - 1);
  if (grown >= cap) return cap;
  return Math.max(gpus, Math.ceil(grown - RELATIVE_TOLERANCE * Math.max(1, grown)));
}

/**
 * The part of each month's grown cards a sub-scenario carries: what the hybrid tool's owned cards
 * leave to rent as the demand grows past them. Internal to the engine's tools, never in a file.
 */
export type MonthSlice = (grown: number, m: number) => number;

function sliceOf(scenario: Scenario): MonthSlice | undefined {
  return (scenario.workload as { readonly slice?: MonthSlice }).slice;
}

/** The cards at once the work needs in month m: 0 in a month it does not run. */
export function demandGpus(scenario: Scenario, m: number): number {
  return isBusyMonth(scenario, m) ? grownGpus(scenario, m) : 0;
}

/** The most cards at once any month of the horizon needs: what the owned side buys up front. */
export function peakDemandGpus(scenario: Scenario): number {
  let most = 0;
  for (let m = 1; m <= scenario.horizonMonths; m += 1) most = Math.max(most, demandGpus(scenario, m));
  return most;
}

/** The months of the horizon the work runs in. */
export function busyMonthCount(scenario: Scenario): number {
  let n = 0;
  for (let m = 1; m <= scenario.horizonMonths; m += 1) if (isBusyMonth(scenario, m)) n += 1;
  return n;
}
