// "From the job to the workload", the part of "How this is computed" for a scenario sized from a job:
// HowComputed loads it only for a scenario that holds one, so the job's engine code is fetched neither
// before the verdict nor for a scenario without a job. The facts are the engine's (jobFacts); this
// words them, one line a figure, and says how the job's workload stands to the scenario's.
import type { Scenario } from '../../engine/index.ts';
import type { JobFacts } from '../../engine/job/index.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import type { KeyedLine } from './HowSection.tsx';
import { servingLines, servingSpecText, threeWaysLines } from './jobServing.ts';
import { runsLine, trainingLines, trainingSpecText } from './jobTraining.ts';
import { type Words, wordsFor } from './jobWords.ts';
import type { Formats } from './lines.ts';

export { jobFacts } from '../../engine/job/index.ts';

/** The most cards a scenario holds at once (workload.gpus), as jobWorkload refuses beyond it. */
const MAX_CARDS = 100_000;

type Sized = Extract<JobFacts, { state: 'sized' }>;

/** The workload the job fills, why it fills none, or that the scenario's was changed by hand since. */
function fillLines(facts: Sized, scenario: Scenario, w: Words): KeyedLine[] {
  const { t, f } = w;
  const { fill, figures } = facts;
  const label = t('explain.job.fill.label');
  if (!fill.ok) {
    const tf = figures.training;
    const formula =
      fill.path === 'training.runsPerYear' && tf
        ? t('explain.job.refused.runs', {
            runs: f.num(facts.spec.training?.runsPerYear ?? 1),
            busy: f.num((facts.spec.training?.runsPerYear ?? 1) * tf.wallClockHours),
            hours: f.num(tf.wallClockHours),
            cards: w.cards(tf.cardsUsed),
            // the engine's count of the runs that fit in a year, with its refusal
            most: f.num(fill.mostRunsPerYear ?? 0),
          })
        : fill.path === 'training.tokens' || fill.path === 'serving.tokensPerDay'
          ? t('explain.job.refused.cards', {
              cards: w.cards(tf?.cardsUsed ?? figures.serving?.cards ?? 0),
              most: f.num(MAX_CARDS),
            })
          : t('explain.job.failed', { message: `${fill.path} ${fill.message}` });
    return [{ key: 'fill', label, formula, statement: true }];
  }
  const job = fill.workload;
  const lines: KeyedLine[] = [];
  const tf = figures.training;
  if (tf) {
    const formula = t('explain.job.fill.training', {
      runs: w.runs(facts.spec.training?.runsPerYear ?? 1),
      hours: f.num(tf.wallClockHours),
      days: f.num(job.daysPerYear),
      cards: w.cards(job.gpus),
    });
    lines.push({ key: 'fill', label, formula });
  } else {
    lines.push({
      key: 'fill',
      label,
      formula: t('explain.job.fill.serving', { cards: w.cards(job.gpus) }),
      statement: true,
    });
  }
  if (facts.edited) {
    const now = scenario.workload;
    const sessionsDiffer = now.sessionsPerDay !== job.sessionsPerDay;
    const sessions = (n: number) =>
      sessionsDiffer ? t('explain.job.edited.sessions', { sessions: w.sessions(n) }) : '';
    lines.push({
      key: 'edited',
      label: t('explain.job.edited.label'),
      formula: t('explain.job.edited.formula', {
        jobCards: w.cards(job.gpus),
        jobHours: f.num(job.hoursPerDay),
        jobDays: f.num(job.daysPerYear),
        jobSessions: sessions(job.sessionsPerDay),
        cards: w.cards(now.gpus),
        hours: f.num(now.hoursPerDay),
        days: f.num(now.daysPerYear),
        sessions: sessions(now.sessionsPerDay),
      }),
      statement: true,
    });
  }
  return lines;
}

export interface JobLines {
  /** "From the job to the workload" */
  readonly job: KeyedLine[];
  /** "Three ways to serve", for a serving job */
  readonly serve: KeyedLine[] | null;
}

export function jobLines(facts: JobFacts, scenario: Scenario, translate: Translate, f: Formats, lang: Lang): JobLines {
  const w = wordsFor(translate, f, lang);
  const { t } = w;
  const specLine = (formula: string): KeyedLine => ({
    key: 'spec',
    label: t('explain.job.spec.label'),
    formula,
    statement: true,
  });
  if (facts.state === 'unchecked') return { job: [specLine(t('explain.job.unchecked'))], serve: null };
  if (facts.state === 'failed')
    return { job: [specLine(t('explain.job.failed', { message: facts.message }))], serve: null };
  const { spec, figures } = facts;
  const title = spec.title ? t('explain.job.title', { title: spec.title }) : '';
  const tf = figures.training;
  const s = spec.serving;
  const sf = figures.serving;
  if (tf) {
    return {
      job: [
        specLine(trainingSpecText(spec, w, title)),
        ...trainingLines(spec, tf, w),
        ...fillLines(facts, scenario, w),
        runsLine(scenario, spec, tf, facts.runs, facts.view, w),
      ],
      serve: null,
    };
  }
  if (!s || !sf) return { job: [specLine(t('explain.job.failed', { message: spec.kind }))], serve: null };
  return {
    job: [
      specLine(servingSpecText(spec, s, w, title)),
      ...servingLines(spec, s, sf, w),
      ...fillLines(facts, scenario, w),
    ],
    serve: facts.ways ? threeWaysLines(scenario, spec, s, sf, facts.ways, w) : null,
  };
}
