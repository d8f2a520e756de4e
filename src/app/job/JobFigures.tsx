// What the job comes to, in a line or two under its inputs: a training run's GPU-hours, cards and time,
// or serving's cards at the busiest hour and busy card-hours. Every step is in "How this is computed".
import type { JobFill } from '../../engine/job/index.ts';
import { formatNumber } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';

interface Props {
  readonly fill: JobFill;
  readonly t: Translate;
  readonly lang: Lang;
}

export function JobFigures({ fill, t, lang }: Props) {
  const n = (value: number, digits = 1) => formatNumber(value, lang, digits);
  const { training, serving } = fill.figures;
  return (
    <div className="job__figures" data-testid="job-figures">
      {training && (
        <p>
          {t('job.training.summary', {
            gpuHours: n(training.gpuHoursWithOverhead),
            cards: n(training.cardsUsed),
            hours: n(training.wallClockHours),
            days: n(training.wallClockHours / 24),
            stateGB: n(training.stateGB),
          })}
          {training.meetsDeadline === false && ` ${t('job.training.deadlineMissed')}`}
        </p>
      )}
      {serving && (
        <p>
          {t('job.serving.summary', {
            cards: n(serving.cards),
            replicas: n(serving.replicas),
            perReplica: n(serving.cardsPerReplica),
            busy: n(serving.busyCardHoursPerDay),
          })}
        </p>
      )}
    </div>
  );
}
