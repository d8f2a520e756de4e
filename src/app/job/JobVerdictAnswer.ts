// What the short answer from the job says, from the engine's job functions alone: what the workload
// was sized from, whether it was changed by hand since, and for training the runs a year from which
// owning costs no more than renting, for serving owning, renting and the API side by side. No figure
// is worked out here; this only picks the engine's (docs/method/jobs.md).
import type { CostView, Scenario } from '../../engine/index.ts';
import {
  type JobSpec,
  jobWorkload,
  type RunsToOwn,
  runsToOwn,
  type ServingFigures,
  servingThreeWays,
  type ThreeWays,
  type TrainingFigures,
  workloadFromJob,
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

/** The answer for `scenario`'s job in the cost view `view`; 'unreadable' (with the field) when the job cannot be figured. */
export function jobAnswer(scenario: Scenario, view: CostView): JobAnswer {
  // the job was checked where the scenario came in (parseScenario); one that was not, and lacks a
  // figure, stops at the engine's first check of it: named, never a NaN on the page. The job's own
  // schema stays out of this part, whose first-bundle imports it would add to.
  const spec = scenario.job as JobSpec;
  try {
    const fill = jobWorkload(spec);
    if (!fill.ok) return { kind: 'unreadable', path: fill.path };
    const edited = !workloadFromJob(scenario.workload, fill.workload);
    const { training, serving } = fill.figures;
    if (spec.kind === 'training' && training) {
      const owning = runsToOwn(scenario, training.cardsUsed, training.wallClockHours, view);
      const runsPerYear = spec.training?.runsPerYear ?? 1;
      return { kind: 'training', spec, edited, training, runsPerYear, owning };
    }
    const ways = serving ? servingThreeWays(spec, scenario) : null;
    if (serving && ways) return { kind: 'serving', spec, edited, serving, ways };
    return { kind: 'unreadable', path: spec.kind };
  } catch (error) {
    // the engine names the field outside its domain first ("adapterShare: required for lora")
    const field = error instanceof RangeError ? /^[\w.]+(?=:)/.exec(error.message)?.[0] : undefined;
    return { kind: 'unreadable', path: field ?? 'job' };
  }
}
