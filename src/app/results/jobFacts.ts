// What the engine says of a scenario's job, for "From the job to the workload": the job read again
// (defaults filled, rules across fields), its figures and the workload it fills, whether the scenario's
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
  readJobSpec,
  runsToOwn,
  servingThreeWays,
  type ThreeWays,
  workloadFromJob,
} from '../../engine/job/index.ts';

/** A year of hours (owning.ts's HOURS_PER_YEAR): the most one run may take. */
const HOURS_PER_YEAR = 8760;

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

export type JobFacts =
  /** the job does not read as a job spec: its problems, "path: message; …" */
  | { readonly state: 'unreadable'; readonly problems: string }
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

/**
 * The job read as the command line reads a job file, so that a job stored without its defaults still
 * gets them. Its model is already sized, so its catalog id is set aside while it is read (no catalog
 * here to look it up in) and put back.
 */
function reread(job: unknown): { ok: true; spec: JobSpec } | { ok: false; problems: string } {
  const input = job as Record<string, unknown>;
  const model = input.model;
  const sized = typeof model === 'object' && model !== null ? (model as Record<string, unknown>) : null;
  const { id, ...rest } = sized ?? {};
  const read = readJobSpec(sized ? { ...input, model: rest } : input);
  if (!read.ok) return { ok: false, problems: read.problems.map((p) => `${p.path}: ${p.message}`).join('; ') };
  return { ok: true, spec: typeof id === 'string' ? { ...read.spec, model: { ...read.spec.model, id } } : read.spec };
}

/** The facts for a scenario with a job; null without one. */
export function jobFacts(scenario: Scenario, view: CostView): JobFacts | null {
  if (scenario.job === undefined) return null;
  const read = reread(scenario.job);
  if (!read.ok) return { state: 'unreadable', problems: read.problems };
  const { spec } = read;
  const filled = attempt(() => jobWorkload(spec));
  if (!filled.ok) return { state: 'failed', message: filled.message };
  const fill = filled.value;
  if (!fill.ok && fill.figures === null) return { state: 'failed', message: `${fill.path} ${fill.message}` };
  const figures = fill.figures as JobFigures;
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
