// The job's figures a blog's widget lets its readers change (data-inputs="tokens,runs" or "tpd"): the
// training tokens, the runs a year, or the tokens a day served. Each change fills the workload again
// from the job in one edit, as "Start from the job" does on the page; a figure the job cannot take is
// refused beside its input, and the verdict keeps the last figures that worked.
import { useId, useState } from 'react';
import type { Scenario } from '../../engine/index.ts';
import { jobWorkload, MAX_CARDS, sizingProblem } from '../../engine/job/index.ts';
import { formatNumber } from '../../format/format.ts';
import { typedWorkload } from '../../format/typed.ts';
import { READABLE } from '../../state/link/manifest.ts';
import type { Translate } from '../hooks.ts';
import { useLang } from '../hooks.ts';
import { valueOfText } from '../kit/numberText.ts';
import { useCalculator } from '../useCalculator.ts';

/** Each job input: its unit as shown (billions, millions), and its range in that unit (the job spec's). */
const JOB_INPUTS = {
  tokens: { scale: 1e9, min: 0, max: 10_000_000 },
  runs: { scale: 1, min: 0.01, max: 8760 },
  tpd: { scale: 1e6, min: 0.000001, max: 10_000_000_000 },
} as const;
type JobInput = keyof typeof JOB_INPUTS;

const isJobInput = (input: string): input is JobInput => Object.hasOwn(JOB_INPUTS, input);

interface Props {
  readonly inputs: readonly string[];
  readonly scenario: Scenario;
  readonly t: Translate;
}

/** The job inputs asked for that the scenario's job has (a training job's tokens, not tokens a day). */
export function JobInputs({ inputs, scenario, t }: Props) {
  const kind = scenario.job?.kind;
  const shown = inputs.filter(isJobInput).filter((input) => READABLE[input].path[1] === kind);
  if (shown.length === 0) return null;
  return (
    <div className="job-verdict__inputs">
      {shown.map((input) => (
        <JobNumber key={input} input={input} t={t} />
      ))}
    </div>
  );
}

function JobNumber({ input, t }: { readonly input: JobInput; readonly t: Translate }) {
  const id = useId();
  const lang = useLang();
  const { scale, min, max } = JOB_INPUTS[input];
  const path = READABLE[input].path;
  const stored = useCalculator((s) => {
    const section = s.scenario.job?.[path[1] as 'training' | 'serving'] as Record<string, unknown> | undefined;
    return section?.[path[2] as string];
  });
  const [text, setText] = useState(() => (typeof stored === 'number' ? String(stored / scale) : ''));
  const [problem, setProblem] = useState('');

  const onText = (next: string) => {
    setText(next);
    const value = valueOfText(next);
    const job = useCalculator.getState().scenario.job;
    if (typeof value !== 'number' || value < min || value > max || !job) {
      setProblem(t('jobVerdict.input.range', { min: formatNumber(min, lang, 6), max: formatNumber(max, lang) }));
      return;
    }
    const group = path[1] as 'training' | 'serving';
    const changed = { ...job, [group]: { ...job[group], [path[2] as string]: value * scale } };
    // a job its cards cannot run (a state past the cluster's most) is refused at its field
    const refused = sizingProblem(changed, { refusalsOnly: true });
    if (refused) {
      setProblem(`${refused.path}: ${refused.message}`);
      return;
    }
    const fill = jobWorkload(changed);
    if (!fill.ok) {
      const hours = fill.figures?.training?.scenarioWallClockHours ?? 0;
      const cards = fill.figures?.training?.cardsUsed ?? fill.figures?.serving?.cards ?? 0;
      setProblem(
        fill.path === 'training.runsPerYear'
          ? t('jobVerdict.input.runsTooMany', {
              most: formatNumber(fill.mostRunsPerYear ?? 0, lang),
              hours: formatNumber(hours, lang, 1),
            })
          : cards > MAX_CARDS
            ? t('jobVerdict.input.tooManyCards', { cards: formatNumber(cards, lang) })
            : `${fill.path}: ${fill.message}`,
      );
      return;
    }
    setProblem('');
    const { gpus, hoursPerDay, daysPerYear, sessionsPerDay } = typedWorkload(fill.workload);
    useCalculator.getState().fillFields([
      { path: ['job'], value: changed },
      { path: ['workload', 'gpus'], value: gpus },
      { path: ['workload', 'hoursPerDay'], value: hoursPerDay },
      { path: ['workload', 'daysPerYear'], value: daysPerYear },
      { path: ['workload', 'sessionsPerDay'], value: sessionsPerDay },
    ]);
  };

  return (
    <div className={`field${problem ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{t(`jobVerdict.input.${input}`)}</label>
      <div className="field__row">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => onText(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          data-job-input={input}
        />
        <span className="field__unit">{t(`jobVerdict.input.${input}.unit`)}</span>
      </div>
      {problem && (
        <p id={`${id}-error`} className="field__error">
          {problem}
        </p>
      )}
    </div>
  );
}
