// A link that sets a job's figure by a readable parameter (tokens=, runs=, tpd=) means the job with that
// figure, and so the workload it fills: the workload is filled again from the job, as "Start from the
// job" fills it on the page. A workload figure the link also writes (gpus=, hours=, days=) wins, as every
// readable parameter does. Loaded only for such a link. The job was checked by the parser already.
import type { Scenario } from '../../engine/index.ts';
import { jobWorkload } from '../../engine/job/index.ts';
import { typedWorkload } from '../../format/typed.ts';
import { READABLE } from './manifest.ts';

/** The workload field each workload parameter sets. */
const WORKLOAD_PARAMS = Object.entries(READABLE).filter(([, { path }]) => path[0] === 'workload');

export function refilledFromJob(scenario: Scenario, given: (param: string) => boolean): Scenario {
  if (!scenario.job) return scenario;
  const fill = jobWorkload(scenario.job);
  // a job that fills no workload was left out by the parser already; the workload stays as written
  if (!fill.ok) return scenario;
  // written as the page's job part writes it: the fields then show all of each figure
  const workload = { ...scenario.workload, ...typedWorkload(fill.workload) };
  for (const [param, { path }] of WORKLOAD_PARAMS) {
    const field = path[1] as keyof Scenario['workload'];
    if (given(param)) Object.assign(workload, { [field]: scenario.workload[field] });
  }
  return { ...scenario, workload };
}
