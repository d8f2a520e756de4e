// From the job to the workload: the cards and busy hours a scenario's workload holds when it is sized
// from a training or serving job (format version 4's job section). Training: the run's cards, busy
// back to back for its wall-clock hours, so many runs a year. Serving: the deployment's cards held all
// day, every day, since a service must be up to answer. docs/method/jobs.md, "From the job to the
// workload".

import { SMALLEST_NON_ZERO } from '../scenario/allowed.ts';
import type { JobSpec } from '../scenario/jobSpec.ts';
import { type JobFigures, jobFigures } from './figures.ts';
import { HOURS_PER_YEAR, runsWorkload } from './owning.ts';

/** The workload fields the job sets; the rest (interruption tolerance) stays the user's. */
export interface JobWorkload {
  readonly gpus: number;
  readonly hoursPerDay: number;
  readonly daysPerYear: number;
  readonly sessionsPerDay: number;
}

export interface JobFill {
  readonly workload: JobWorkload;
  /** busy card-hours a year the workload holds: cards × hours a day × days a year */
  readonly cardHoursPerYear: number;
  readonly figures: JobFigures;
}

export type JobFillResult =
  | ({ readonly ok: true } & JobFill)
  | {
      readonly ok: false;
      readonly path: string;
      readonly message: string;
      readonly figures: JobFigures | null;
      /** for runs that do not fit in a year: the most that do, back to back */
      readonly mostRunsPerYear?: number;
    };

/** The scenario format's most cards at once (workload.gpus). */
export const MAX_CARDS = 100_000;

/** The workload the job fills; refused, naming the job's field to change, when it cannot be one. */
export function jobWorkload(spec: JobSpec): JobFillResult {
  const figures = jobFigures(spec);
  const cards = figures.training?.cardsUsed ?? figures.serving?.cards ?? 0;
  if (cards > MAX_CARDS) {
    const path = spec.kind === 'training' ? 'training.tokens' : 'serving.tokensPerDay';
    const message = `needs ${cards.toLocaleString('en-US')} cards at once, more than a scenario holds (${MAX_CARDS.toLocaleString('en-US')})`;
    return { ok: false, path, message, figures };
  }
  if (figures.training) {
    const runs = spec.training?.runsPerYear ?? 1;
    // at the overhead of cards that stay: a scenario's spot plan adds its own (figures.ts)
    const hours = figures.training.scenarioWallClockHours;
    const busy = runs * hours;
    // a rounding error above a year is still a year: 8,760 ÷ 730 h is 12 runs, not 11
    if (busy > HOURS_PER_YEAR * (1 + 1e-9)) {
      const most = Math.floor(HOURS_PER_YEAR / hours + 1e-9);
      const message = `must fit in a year back to back: one run takes ${round1(hours)} hours on ${cards} cards, so at most ${most} runs a year (8,760 hours)`;
      return { ok: false, path: 'training.runsPerYear', message, figures, mostRunsPerYear: most };
    }
    if (!(busy > 0)) {
      const message = `keeps the cards busy ${busy} hours a year, less than a scenario holds (0 or at least ${SMALLEST_NON_ZERO} days a year): more tokens or more runs`;
      return { ok: false, path: 'training.tokens', message, figures };
    }
    // each run its own rental session where it fits in a day (owning.ts, runsWorkload)
    const workload = runsWorkload(cards, hours, runs);
    // the workload must be one the format holds: 0 or at least its smallest figure in each field
    const under = (x: number) => x > 0 && x < SMALLEST_NON_ZERO;
    if (under(workload.hoursPerDay) || under(workload.daysPerYear)) {
      const message = `makes a run of ${hours.toPrecision(3)} hours, shorter than a scenario holds (0 or at least ${SMALLEST_NON_ZERO} hours a day and days a year): more tokens`;
      return { ok: false, path: 'training.tokens', message, figures };
    }
    return {
      ok: true,
      workload,
      cardHoursPerYear: workload.gpus * workload.hoursPerDay * workload.daysPerYear,
      figures,
    };
  }
  const workload = { gpus: cards, hoursPerDay: 24, daysPerYear: 365, sessionsPerDay: 1 };
  return { ok: true, workload, cardHoursPerYear: cards * HOURS_PER_YEAR, figures };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Whether a scenario's workload is still the one its job fills (not edited by hand since): the fill
 * itself, or the fill as `written` writes it into the fields (the page: as a reader would type it).
 */
export function workloadFromJob(
  workload: {
    readonly gpus: number;
    readonly hoursPerDay: number;
    readonly daysPerYear: number;
    readonly sessionsPerDay: number;
  },
  fill: JobWorkload,
  written: (fill: JobWorkload) => JobWorkload = (same) => same,
): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
  const holds = (f: JobWorkload) =>
    workload.gpus === f.gpus &&
    near(workload.hoursPerDay, f.hoursPerDay) &&
    near(workload.daysPerYear, f.daysPerYear) &&
    workload.sessionsPerDay === f.sessionsPerDay;
  return holds(fill) || holds(written(fill));
}
