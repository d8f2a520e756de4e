// How many such runs a year make owning the cards cheaper than renting them for each run: a training
// job's cards and wall-clock hours put into a scenario's owning and renting sides (its server price,
// power, operations, depreciation; its rental price, plan and billing), compared as the verdict
// compares them, over the scenario's horizon. docs/method/jobs.md, "Runs a year".
import { evaluateWithoutBreakEven } from '../evaluate.ts';
import type { Scenario } from '../scenario/schema.ts';
import { type CostView, compareInView } from '../views.ts';

export const HOURS_PER_YEAR = 365 * 24;

export interface RunsToOwn {
  readonly view: CostView;
  /** the fewest whole runs a year from which owning costs no more than renting; null when none do */
  readonly runsPerYear: number | null;
  /** why no count wins: renting stays cheaper, or one run alone takes longer than a year */
  readonly reason: 'rent-cheaper-at-every-count' | 'run-longer-than-a-year' | null;
  /** the most runs a year the cards can do back to back: 8,760 hours ÷ the run's wall-clock hours */
  readonly maxRunsPerYear: number;
  /** both sides' totals over the horizon at `runsPerYear` (or at the most runs, when none wins) */
  readonly at: { readonly runs: number; readonly own: number; readonly rent: number };
}

/**
 * The scenario with its workload replaced by `cards` cards busy `hoursPerYear` hours a year, back to
 * back: written as days of 24 hours (days may be fractional), one rental session a day.
 */
export function withCardsBusy(scenario: Scenario, cards: number, hoursPerYear: number): Scenario {
  return {
    ...scenario,
    workload: { ...scenario.workload, gpus: cards, hoursPerDay: 24, daysPerYear: hoursPerYear / 24, sessionsPerDay: 1 },
  };
}

/** `runs` runs a year of `cards` cards for `hours` hours each, back to back. */
export const withRuns = (scenario: Scenario, cards: number, hours: number, runs: number): Scenario =>
  withCardsBusy(scenario, cards, runs * hours);

export function runsToOwn(
  scenario: Scenario,
  cards: number,
  wallClockHours: number,
  view: CostView = 'amortized',
): RunsToOwn {
  if (!Number.isInteger(cards) || cards < 1) throw new RangeError(`cards: must be a whole number from 1, got ${cards}`);
  if (!(wallClockHours > 0) || !Number.isFinite(wallClockHours)) {
    throw new RangeError(`wallClockHours: must be a number above 0, got ${wallClockHours}`);
  }
  // a rounding error above a whole count is that count, as the workload a job fills counts it
  const maxRunsPerYear = Math.floor(HOURS_PER_YEAR / wallClockHours + 1e-9);
  if (!Number.isFinite(maxRunsPerYear)) {
    throw new RangeError(`wallClockHours: too short to count runs a year, got ${wallClockHours}`);
  }
  const totals = (runs: number) => {
    const c = compareInView(evaluateWithoutBreakEven(withRuns(scenario, cards, wallClockHours, runs)), view);
    return { runs, own: c.own, rent: c.rent };
  };
  const owns = (t: { own: number; rent: number }) => t.own <= t.rent;
  // not one whole run fits in a year: no count a year to weigh owning against renting
  if (maxRunsPerYear === 0)
    return { view, runsPerYear: null, reason: 'run-longer-than-a-year', maxRunsPerYear, at: totals(0) };
  // renting grows with every run and owning only by its power: the first count where owning wins,
  // by halving the whole counts between one and the most. Past 2^53 runs (a run of under a trillionth
  // of an hour) a midpoint can round back onto an end, so the halving also stops when it makes no
  // progress: every count the format allows ends within about 1,100 steps.
  const most = totals(maxRunsPerYear);
  if (!owns(most)) return { view, runsPerYear: null, reason: 'rent-cheaper-at-every-count', maxRunsPerYear, at: most };
  let lo = 0;
  let hi = maxRunsPerYear;
  let found = most;
  while (hi - lo > 1) {
    const mid = Math.floor(lo + (hi - lo) / 2);
    if (mid <= lo || mid >= hi) break;
    const t = totals(mid);
    if (owns(t)) {
      hi = mid;
      found = t;
    } else lo = mid;
  }
  return { view, runsPerYear: hi, reason: null, maxRunsPerYear, at: found };
}
