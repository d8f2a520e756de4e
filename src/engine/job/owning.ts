// How many such runs a year make owning the cards cheaper than renting them for each run: a training
// job's cards and wall-clock hours put into a scenario's owning and renting sides (its server price,
// power, operations, depreciation; its rental price, plan and billing), compared as the verdict
// compares them, over the scenario's horizon, at every whole count of runs that fits in a year.
// docs/method/jobs.md, "Runs a year".
import { evaluateWithoutBreakEven } from '../evaluate.ts';
import type { Scenario } from '../scenario/schema.ts';
import { type CostView, compareInView } from '../views.ts';

export const HOURS_PER_YEAR = 365 * 24;

/** A run of whole counts a year, both ends included. */
export interface RunsRange {
  readonly from: number;
  readonly to: number;
}

export interface RunsToOwn {
  readonly view: CostView;
  /** the fewest whole runs a year at which owning costs no more than renting; null when none do */
  readonly runsPerYear: number | null;
  /**
   * every whole count from 1 to the most at which owning costs no more than renting, as ranges: one
   * ending at the most on a plan billed by the hour, one starting at 1 on a flat plan (reserved,
   * monthly) whose rent does not grow with the runs, possibly several
   */
  readonly owningWins: readonly RunsRange[];
  /** why no count wins: renting stays cheaper, one run alone takes longer than a year, or a run takes no time */
  readonly reason: 'rent-cheaper-at-every-count' | 'run-longer-than-a-year' | 'run-takes-no-time' | null;
  /**
   * the most runs a year the cards can do back to back: 8,760 hours ÷ the run's wall-clock hours, at
   * most 8,760 (the most training.runsPerYear allows)
   */
  readonly maxRunsPerYear: number;
  /** both sides' totals over the horizon at `runsPerYear` (or at the most runs, when none wins) */
  readonly at: { readonly runs: number; readonly own: number; readonly rent: number };
}

/** The workload fields a job's runs set. */
export interface RunsWorkload {
  readonly gpus: number;
  readonly hoursPerDay: number;
  readonly daysPerYear: number;
  readonly sessionsPerDay: number;
}

/**
 * `runs` runs a year of `cards` cards for `hours` hours each, as a scenario's workload. A run of a day
 * or less is its own rental session, so a billing increment rounds each run up (a 1.12 h run billed
 * by the hour costs 2 h): k runs a day of `hours` each on runs ÷ k days, k the fewest that fit in 365
 * days. Runs that cannot each be a session of a day (so many that k of them pass 24 h) and runs of
 * more than a day are written back to back in days of 24 hours, one session a day: the last partial
 * increment of each run is then not rounded up.
 */
export function runsWorkload(cards: number, hours: number, runs: number): RunsWorkload {
  if (hours > 0 && hours <= 24) {
    const perDay = Math.max(1, Math.ceil(runs / 365 - 1e-9));
    if (perDay * hours <= 24 * (1 + 1e-12))
      return {
        gpus: cards,
        hoursPerDay: Math.min(24, perDay * hours),
        daysPerYear: runs / perDay,
        sessionsPerDay: perDay,
      };
  }
  return { gpus: cards, hoursPerDay: 24, daysPerYear: Math.min(365, (runs * hours) / 24), sessionsPerDay: 1 };
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

/** The scenario with its workload replaced by `runs` runs a year of `cards` cards for `hours` hours each. */
export const withRuns = (scenario: Scenario, cards: number, hours: number, runs: number): Scenario => ({
  ...scenario,
  workload: { ...scenario.workload, ...runsWorkload(cards, hours, runs) },
});

/** Whole counts where `wins` holds, 1 … most, as ranges. */
function rangesOf(most: number, wins: (runs: number) => boolean): RunsRange[] {
  const ranges: RunsRange[] = [];
  let from: number | null = null;
  for (let runs = 1; runs <= most; runs++) {
    if (wins(runs)) from ??= runs;
    else if (from !== null) {
      ranges.push({ from, to: runs - 1 });
      from = null;
    }
  }
  if (from !== null) ranges.push({ from, to: most });
  return ranges;
}

export function runsToOwn(
  scenario: Scenario,
  cards: number,
  wallClockHours: number,
  view: CostView = 'amortized',
): RunsToOwn {
  if (!Number.isInteger(cards) || cards < 1) throw new RangeError(`cards: must be a whole number from 1, got ${cards}`);
  if (!(wallClockHours >= 0) || !Number.isFinite(wallClockHours)) {
    throw new RangeError(`wallClockHours: must be a number 0 or more, got ${wallClockHours}`);
  }
  const totals = (runs: number) => {
    const c = compareInView(evaluateWithoutBreakEven(withRuns(scenario, cards, wallClockHours, runs)), view);
    return { runs, own: c.own, rent: c.rent };
  };
  const none = (reason: NonNullable<RunsToOwn['reason']>, most: number, at: RunsToOwn['at']): RunsToOwn => ({
    view,
    runsPerYear: null,
    owningWins: [],
    reason,
    maxRunsPerYear: most,
    at,
  });
  // a run of no time (no tokens) costs nothing to rent, however many: no count to weigh
  if (wallClockHours === 0) return none('run-takes-no-time', 0, totals(0));
  // a rounding error above a whole count is that count, as the workload a job fills counts it
  const maxRunsPerYear = Math.min(HOURS_PER_YEAR, Math.floor(HOURS_PER_YEAR / wallClockHours + 1e-9));
  // not one whole run fits in a year: no count a year to weigh owning against renting
  if (maxRunsPerYear === 0) return none('run-longer-than-a-year', 0, totals(0));
  // every whole count: on a flat plan renting does not grow with the runs while owning's power does,
  // so owning may win at few runs and lose at many; no order is assumed
  const most = maxRunsPerYear;
  const all = new Map<number, { runs: number; own: number; rent: number }>();
  const owningWins = rangesOf(most, (runs) => {
    const t = totals(runs);
    all.set(runs, t);
    return t.own <= t.rent;
  });
  const first = owningWins[0];
  if (!first) return none('rent-cheaper-at-every-count', most, all.get(most) ?? totals(most));
  return {
    view,
    runsPerYear: first.from,
    owningWins,
    reason: null,
    maxRunsPerYear,
    at: all.get(first.from) ?? totals(first.from),
  };
}
