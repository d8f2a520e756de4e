// What the engine says of a scenario's job, the one answer the page's short answer and "From the job
// to the workload" (both in src/app/job) show: the job's figures and the workload it
// fills, whether the scenario's workload is still that one, the runs a year from which owning wins and
// the three ways to serve. A function that refuses its input gives its message instead of a figure.

import { evaluateWithoutBreakEven } from '../evaluate.ts';
import type { JobSpec } from '../scenario/jobSpec.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { CostView } from '../views.ts';
import type { JobFigures } from './figures.ts';
import { servingThreeWays } from './figures.ts';
import { type RunsToOwn, runsToOwn } from './owning.ts';
import type { ThreeWays } from './threeWays.ts';
import { type JobFillResult, jobWorkload, workloadFromJob } from './workload.ts';

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

export type JobFacts =
  /** a figure of the job is not a number: the job did not come through the format's check */
  | { readonly state: 'unchecked'; readonly path: string }
  /** the engine refused the job's figures: its message, and the field it names */
  | { readonly state: 'failed'; readonly path: string; readonly message: string }
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
      /** training: null when a run takes no time */
      readonly runs: Outcome<RunsToOwn> | null;
      /** serving */
      readonly ways: Outcome<ThreeWays> | null;
    };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The field an engine message names first ("adapterShare: required for lora"), or the job as a whole. */
export const fieldOf = (message: string) => /^[\w.]+(?=:)/.exec(message)?.[0] ?? 'job';

function attempt<T>(work: () => T): Outcome<T> {
  try {
    return { ok: true, value: work() };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}

/** Whether every figure shown is a number: a job that skipped the format's check may lack one. */
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

/** The facts for a scenario with a job, in the cost view `view`; null without one. */
export function jobFacts(scenario: Scenario, view: CostView): JobFacts | null {
  if (scenario.job === undefined) return null;
  // the format checks a scenario's job wherever a scenario comes in (parseScenario), defaults filled
  const spec = scenario.job as JobSpec;
  let fill: JobFillResult;
  try {
    fill = jobWorkload(spec);
  } catch (error) {
    // the engine refuses an input outside its domain with a RangeError naming the field and the value
    // it got; a value that is missing, or any other error, is a job with a part missing
    const message = messageOf(error);
    const refused = error instanceof RangeError && !/got (NaN|undefined)$/.test(message);
    return refused
      ? { state: 'failed', path: fieldOf(message), message }
      : { state: 'unchecked', path: fieldOf(message) };
  }
  if (!fill.ok && fill.figures === null)
    return { state: 'failed', path: fill.path, message: `${fill.path} ${fill.message}` };
  const figures = fill.figures as JobFigures;
  if (!allNumbers(spec, figures)) return { state: 'unchecked', path: 'job' };
  const t = figures.training;
  // runsToOwn answers a run of no time and one longer than a year itself, with no count that fits
  const runs = t ? attempt(() => runsToOwn(scenario, t.cardsUsed, t.scenarioWallClockHours, view)) : null;
  // the scenario as it stands, in the page's view: the same three totals its verdict weighs (verdict.ts)
  const served = figures.serving
    ? attempt(() => servingThreeWays(spec, scenario, { result: evaluateWithoutBreakEven(scenario), view }))
    : null;
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
