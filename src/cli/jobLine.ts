// What the command line adds for a scenario that holds the job its workload was sized from (format
// version 4): --summary's line, what the job is and the workload it fills and, when the workload has
// been changed since, what it holds now; the JSON's "job" field, the same figures. docs/method/jobs.md,
// "From the job to the workload".
import energyData from '../data/energy.json';
import type { Scenario } from '../engine/index.ts';
import { energyOf, jobWorkload, workloadFromJob } from '../engine/job/index.ts';
import { typedWorkload } from '../format/typed.ts';
import { escapeText } from './io.ts';
import { big, n } from './job.ts';

/** 12, 67.34: at most two decimals */
const up2 = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: 2 });
const cardsText = (count: number) => `${n(count)} card${count === 1 ? '' : 's'}`;

/** "1 card, 24 hours a day, 67.34 days a year" */
const workloadText = (w: { gpus: number; hoursPerDay: number; daysPerYear: number }) =>
  `${cardsText(w.gpus)}, ${up2(w.hoursPerDay)} hours a day, ${up2(w.daysPerYear)} days a year`;

export function jobLine(scenario: Scenario): string | null {
  const job = scenario.job;
  if (!job) return null;
  const fill = jobWorkload(job);
  // the parser refuses a job that sizes no workload, so this holds for every scenario read
  if (!fill.ok) return null;
  const model = job.model.id === undefined ? `a ${n(job.model.totalParamsB, 2)}B model` : escapeText(job.model.id);
  const card = job.gpu.id === undefined ? '' : ` on ${escapeText(job.gpu.id)}`;
  const t = fill.figures.training;
  const s = fill.figures.serving;
  let what: string;
  if (job.training && t) {
    const runs = job.training.runsPerYear;
    what = `${job.training.method} run of ${model}${card}, ${big(job.training.tokens)} tokens, ${up2(runs)} run${runs === 1 ? '' : 's'} a year of ${n(t.scenarioWallClockHours, 1)} h back to back`;
  } else if (job.serving && s) {
    what = `serving ${model}${card} to ${big(job.serving.tokensPerDay)} tokens a day, the deployment held all day (busy ${up2(s.busyCardHoursPerDay)} card-hours a day: the floor with perfect autoscaling)`;
  } else return null;
  const since = workloadFromJob(scenario.workload, fill.workload, typedWorkload)
    ? ''
    : `; changed since by hand to ${workloadText(scenario.workload)}`;
  return `Workload sized from the job: ${what}: ${workloadText(fill.workload)}${since}.`;
}

/**
 * The JSON's "job": the kind, the workload the job fills, its busy card-hours a year, whether the
 * scenario's workload is still that one (false: changed by hand since), and its energy and carbon.
 * Null without a job.
 */
export function jobJson(scenario: Scenario): object | null {
  const job = scenario.job;
  const fill = job ? jobWorkload(job) : null;
  if (!job || !fill?.ok) return null;
  return {
    kind: job.kind,
    model: job.model.id ?? null,
    workload: fill.workload,
    cardHoursPerYear: fill.cardHoursPerYear,
    workloadFromJob: workloadFromJob(scenario.workload, fill.workload, typedWorkload),
    // the job's energy and carbon, with the scenario's own power where the job's energy group is silent
    energy: energyOf(job, fill.figures, { data: energyData, scenario }),
  };
}
