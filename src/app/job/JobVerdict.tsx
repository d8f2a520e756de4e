// The short answer from the job, right under the verdict, when the scenario was sized from a job: what
// the workload was sized from, and for training the runs a year from which owning costs no more than
// renting, for serving the API, renting and owning side by side. Loaded only for a scenario with a job
// (with the job engine and its messages); the figures are the engine's (jobFacts).
import { useDeferredValue, useMemo } from 'react';
import type { Scenario } from '../../engine/index.ts';
import { jobFacts } from '../../engine/job/index.ts';
import { formatNumber } from '../../format/format.ts';
import { type Translate, useLang, useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';
import { periodText } from '../verdict/answerText.ts';
import { JobInputs } from './JobInputs.tsx';
import { jobAnswer } from './JobVerdictAnswer.ts';
import { JobServing } from './JobVerdictServing.tsx';
import { type JobWords, jobWords } from './JobVerdictWords.ts';
import './JobVerdict.css';

export type JobT = Translate;

export default function JobVerdict({
  scenario: current,
  inputs = [],
}: {
  readonly scenario: Scenario;
  /** the widget's inputs: those that are the job's figures show here (JobInputs.tsx) */
  readonly inputs?: readonly string[];
}) {
  const t = useT();
  const lang = useLang();
  const view = useCalculator((s) => s.costView);
  // the runs a year take a few evaluations: a key press redraws the verdict first, this after it
  const scenario = useDeferredValue(current);
  const answer = useMemo(() => jobAnswer(jobFacts(scenario, view)), [scenario, view]);
  const words = jobWords(t, lang, scenario.currency);
  return (
    <section className="job-verdict" aria-label={t('jobVerdict.label')} data-testid="job-verdict">
      <JobInputs inputs={inputs} scenario={current} t={t} />
      {answer.kind === 'unreadable' ? (
        <p data-testid="job-unreadable">{t('jobVerdict.unreadable', { path: answer.path })}</p>
      ) : (
        <>
          <p className="job-verdict__sized" data-testid="job-sized">
            {answer.kind === 'training'
              ? t('jobVerdict.sized.training', {
                  method: t(`jobVerdict.method.${answer.training.method as 'full' | 'lora' | 'qlora'}`),
                  params: words.count(answer.spec.model.totalParamsB * 1e9),
                  tokens: words.count(answer.spec.training?.tokens ?? 0),
                  cards: words.cards(answer.training.cardsUsed),
                  hours: formatNumber(answer.training.wallClockHours, lang, 1),
                  runs: words.runs(answer.runsPerYear),
                })
              : t('jobVerdict.sized.serving', {
                  params: words.count(answer.spec.model.totalParamsB * 1e9),
                  tokens: words.count(answer.spec.serving?.tokensPerDay ?? 0),
                  cards: words.cards(answer.serving.cards),
                })}
          </p>
          {answer.edited && (
            <p className="job-verdict__edited" data-testid="job-edited">
              {t('jobVerdict.edited')}
            </p>
          )}
          {answer.kind === 'training' ? (
            <Training t={t} words={words} owning={answer.owning} months={scenario.horizonMonths} />
          ) : (
            <JobServing t={t} words={words} answer={answer} months={scenario.horizonMonths} view={view} />
          )}
        </>
      )}
    </section>
  );
}

type Owning = Extract<ReturnType<typeof jobAnswer>, { kind: 'training' }>['owning'];

function Training(props: {
  readonly t: JobT;
  readonly words: JobWords;
  readonly owning: Owning;
  readonly months: number;
}) {
  const { t, words, owning } = props;
  const view = t(owning.view === 'cash' ? 'jobVerdict.view.cash' : 'jobVerdict.view.amortized');
  const [only, ...more] = owning.owningWins;
  // owning wins from a count on (one range up to the most), or at the counts listed (a flat plan)
  const fromOn = only !== undefined && more.length === 0 && only.to === owning.maxRunsPerYear;
  const ranges = owning.owningWins
    .map((r) => (r.from === r.to ? words.number(r.from) : `${words.number(r.from)}–${words.number(r.to)}`))
    .join(', ');
  const answer =
    owning.reason === 'run-longer-than-a-year'
      ? t('jobVerdict.training.tooLong')
      : owning.runsPerYear === null
        ? t('jobVerdict.training.rent', { runs: words.runs(owning.maxRunsPerYear), view })
        : fromOn
          ? t('jobVerdict.training.own', {
              runs: words.runs(owning.runsPerYear),
              most: words.number(owning.maxRunsPerYear),
              view,
            })
          : t('jobVerdict.training.ownAt', { ranges, most: words.number(owning.maxRunsPerYear), view });
  return (
    <>
      <p className="job-verdict__answer" data-testid="job-answer">
        {answer}
      </p>
      <p className="job-verdict__fine" data-testid="job-totals">
        {t('jobVerdict.training.totals', {
          runs: words.runs(owning.at.runs),
          own: words.money(owning.at.own),
          rent: words.money(owning.at.rent),
          period: periodText(t, props.months),
        })}
      </p>
    </>
  );
}
