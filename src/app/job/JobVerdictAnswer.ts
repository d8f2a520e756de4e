// What the short answer from the job says, from the engine's job functions alone: what the workload
// was sized from, whether it was changed by hand since, and for training the runs a year from which
// owning costs no more than renting, for serving owning, renting and the API side by side. No figure
// is worked out here; this only picks the engine's (docs/method/jobs.md).
import type { CostView, Scenario } from '../../engine/index.ts';
import {
  type JobSpec,
  jobSpecSchema,
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
  // a job read from a link the format check has not seen yet still gets its defaults here
  const parsed = jobSpecSchema.safeParse(scenario.job);
  if (!parsed.success) return { kind: 'unreadable', path: parsed.error.issues[0]?.path.join('.') || 'job' };
  const spec = parsed.data;
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
    const field = error instanceof RangeError ? error.message.split(':')[0] : undefined;
    return { kind: 'unreadable', path: field || 'job' };
  }
}
