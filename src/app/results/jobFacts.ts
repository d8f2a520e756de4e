// What the engine says of a scenario's job, for "From the job to the workload": its figures and the workload it fills, whether the scenario's
// workload is still that one, the runs a year from which owning wins and three ways to serve. Every
// figure comes from the engine (src/engine/job/); a function that refuses its input gives its message
// instead of a figure. Pure: no React.
import type { CostView, Scenario } from '../../engine/index.ts';
import {
  type JobFigures,
  type JobFillResult,
  type JobSpec,
  jobWorkload,
  type RunsToOwn,
  runsToOwn,
  servingThreeWays,
  type ThreeWays,
  workloadFromJob,
} from '../../engine/job/index.ts';

/** A year of hours (owning.ts's HOURS_PER_YEAR): the most one run may take. */
const HOURS_PER_YEAR = 8760;

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

export type JobFacts =
  /** a figure of the job is not a number: the job did not come through the format's check */
  | { readonly state: 'unchecked' }
  /** the engine refused the job's figures: its message */
  | { readonly state: 'failed'; readonly message: string }
  | {
      readonly state: 'sized';
      readonly spec: JobSpec;
      /** the page's cost view, which the runs a year are compared in */
      readonly view: CostView;
      readonly figures: JobFigures;
      /** the workload the job fills, or why it fills none */
      readonly fill: JobFillResult;
      /** whether the scenario's workload was changed since the job filled it; null when it fills none */
      readonly edited: boolean | null;
      /** training: null when a run takes no time or more than a year */
      readonly runs: Outcome<RunsToOwn> | null;
      /** serving */
      readonly ways: Outcome<ThreeWays> | null;
    };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function attempt<T>(work: () => T): Outcome<T> {
  try {
    return { ok: true, value: work() };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}

/** Whether every figure the lines show is a number: a job that skipped the format's check may lack one. */
function allNumbers(spec: JobSpec, figures: JobFigures): boolean {
  const t = figures.training;
  const s = figures.serving;
  const shown = [
    spec.usableMemoryPct,
    ...(t
      ? [
          t.flops,
          t.gpuHours,
          t.gpuHoursWithOverhead,
          t.overheadPct,
          t.stateGB,
          t.cardsToHoldState,
          t.cardsUsed,
          t.wallClockHours,
        ]
      : []),
    ...(s ? [s.peakOutputTokensPerSecond, s.busyCardHoursPerDay, s.weightsGB, s.kvGB, s.cardsPerReplica, s.cards] : []),
  ];
  return shown.every(Number.isFinite);
}

/** The facts for a scenario with a job; null without one. */
export function jobFacts(scenario: Scenario, view: CostView): JobFacts | null {
  if (scenario.job === undefined) return null;
  // the format checks a scenario's job wherever a scenario comes in (parseScenario), defaults filled
  const spec = scenario.job;
  let fill: JobFillResult;
  try {
    fill = jobWorkload(spec);
  } catch (error) {
    // the engine refuses an input outside its domain with a RangeError naming the field and the value
    // it got; a value that is missing, or any other error, is a job with a part missing
    const refused = error instanceof RangeError && !/got (NaN|undefined)$/.test(error.message);
    return refused ? { state: 'failed', message: error.message } : { state: 'unchecked' };
  }
  if (!fill.ok && fill.figures === null) return { state: 'failed', message: `${fill.path} ${fill.message}` };
  const figures = fill.figures as JobFigures;
  if (!allNumbers(spec, figures)) return { state: 'unchecked' };
  const t = figures.training;
  const runs =
    t && t.wallClockHours > 0 && t.wallClockHours <= HOURS_PER_YEAR
      ? attempt(() => runsToOwn(scenario, t.cardsUsed, t.wallClockHours, view))
      : null;
  const served = figures.serving ? attempt(() => servingThreeWays(spec, scenario)) : null;
  // servingThreeWays answers null only for a training job
  const ways: Outcome<ThreeWays> | null =
    served?.ok === true ? (served.value ? { ok: true, value: served.value } : null) : served;
  return {
    state: 'sized',
    spec,
    view,
    figures,
    fill,
    edited: fill.ok ? !workloadFromJob(scenario.workload, fill.workload) : null,
    runs,
    ways,
  };
}
