// What the short answer from the job says, picked from the engine's facts of the job (jobFacts): what
// the workload was sized from, whether it was changed by hand since, and for training the runs a year
// from which owning costs no more than renting, for serving owning, renting and the API side by side;
// or the field that keeps the job from being figured (docs/method/jobs.md).
import {
  fieldOf,
  type JobFacts,
  type JobSpec,
  type RunsToOwn,
  type ServingFigures,
  type ThreeWays,
  type TrainingFigures,
} from '../../engine/job/index.ts';

interface Common {
  readonly spec: JobSpec;
  /** the scenario's workload is no longer the one the job fills */
  readonly edited: boolean;
}

export type JobAnswer =
  | { readonly kind: 'unreadable'; readonly path: string }
  | (Common & {
      readonly kind: 'training';
      readonly training: TrainingFigures;
      readonly runsPerYear: number;
      readonly owning: RunsToOwn;
    })
  | (Common & { readonly kind: 'serving'; readonly serving: ServingFigures; readonly ways: ThreeWays });

const unreadable = (path: string): JobAnswer => ({ kind: 'unreadable', path });

/** The answer from the facts of a scenario's job; 'unreadable', with the field, when the job cannot be figured. */
export function jobAnswer(facts: JobFacts | null): JobAnswer {
  if (facts === null) return unreadable('job');
  if (facts.state !== 'sized') return unreadable(facts.path);
  const { spec, fill, figures, runs, ways } = facts;
  if (!fill.ok) return unreadable(fill.path);
  const edited = facts.edited === true;
  const { training, serving } = figures;
  if (spec.kind === 'training' && training) {
    if (runs === null) return unreadable('wallClockHours');
    if (!runs.ok) return unreadable(fieldOf(runs.message));
    const runsPerYear = spec.training?.runsPerYear ?? 1;
    return { kind: 'training', spec, edited, training, runsPerYear, owning: runs.value };
  }
  if (serving && ways?.ok) return { kind: 'serving', spec, edited, serving, ways: ways.value };
  return unreadable(ways?.ok === false ? fieldOf(ways.message) : spec.kind);
}
