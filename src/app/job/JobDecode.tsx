// How a serving job's copies decode, under its figures: the sequences in flight and where that count came
// from, each one's speed and a copy's under the memory-bandwidth bound, the prompts' share of the busy
// card time, and, once the job is the scenario's, the price a million input, cached-input and output
// tokens served yourself. Every figure is the engine's (jobFigures, servingPricesByKind).
import { type JobFill, type JobSpec, servingPricesByKind } from '../../engine/job/index.ts';
import { formatNumber, formatPercent } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';
import { jobWords } from './JobVerdictWords.ts';

interface Props {
  readonly spec: JobSpec;
  readonly fill: JobFill;
  readonly t: Translate;
  readonly lang: Lang;
}

export function JobDecode({ spec, fill, t, lang }: Props) {
  const scenario = useCalculator((s) => s.scenario);
  const s = fill.figures.serving;
  if (!s) return null;
  const n = (value: number) => formatNumber(value, lang, value < 100 ? 1 : 0);
  const common = {
    sequences: n(s.concurrentSequences),
    from: t(`job.serving.from.${s.concurrencySource}`),
    perCopy: n(s.decodeTokensPerSecondPerReplica),
  };
  // priced with the scenario's sides only once the job is the scenario's: before, they price another card
  const prices = scenario.job ? servingPricesByKind(spec, scenario) : null;
  const money = jobWords(t, lang, prices?.currency ?? scenario.currency).money;
  return (
    <div className="job__figures" data-testid="job-decode">
      <p>
        {s.tokensPerSecondPerSequence === null
          ? t('job.serving.decodeUnbounded', common)
          : t('job.serving.decode', {
              ...common,
              perSequence: n(s.tokensPerSecondPerSequence),
              bound: t(s.bandwidthBound ? 'job.serving.bandwidthBound' : 'job.serving.capBound'),
            })}
        {/* Chinese sentences follow one another without a space */}
        {lang === 'en' ? ' ' : ''}
        {t('job.serving.prefill', { share: formatPercent(s.prefillShareOfBusy * 100, lang) })}
      </p>
      {prices && (
        <p>
          {t('job.serving.byKind', {
            ownInput: money(prices.own.input),
            ownCached: money(prices.own.cachedInput),
            ownOutput: money(prices.own.output),
            rentInput: money(prices.rent.input),
            rentCached: money(prices.rent.cachedInput),
            rentOutput: money(prices.rent.output),
          })}
        </p>
      )}
    </div>
  );
}
