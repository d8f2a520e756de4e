// The job's energy and carbon under its figures: a run's kWh and kg CO₂e, or serving's joules per output
// token and kWh per million tokens, with the cards held all day and busy hours only. The engine works
// them (energyOf) from the grid factors and cards' board power of src/data/energy.json and, once the
// job is the scenario's, the scenario's own power and market. docs/method/jobs.md, "Energy and carbon".
import energyData from '../../data/energy.json';
import { energyOf, type JobFill, type JobSpec } from '../../engine/job/index.ts';
import { formatNumber, formatSignificant } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';

interface Props {
  readonly spec: JobSpec;
  readonly fill: JobFill;
  readonly t: Translate;
  readonly lang: Lang;
}

export function JobEnergy({ spec, fill, t, lang }: Props) {
  // the scenario's own power and market, once the job is the scenario's: before, its power is another card's
  const held = useCalculator((s) => s.scenario.job !== undefined);
  const own = useCalculator((s) => s.scenario.own);
  const market = useCalculator((s) => s.scenario.market);
  const currency = useCalculator((s) => s.scenario.currency);
  const scenario = held ? { own, market, currency } : null;
  const e = energyOf(spec, fill.figures, { data: energyData, ...(scenario ? { scenario } : {}) });
  const n = (value: number, digits = 1) => formatNumber(value, lang, digits);
  const small = (value: number | null) => (value === null ? '–' : formatSignificant(value, lang));
  if (e.gpuWatts === null) {
    return (
      <div className="job__figures" data-testid="job-energy">
        <p>{t('job.energy.noWatts')}</p>
      </div>
    );
  }
  const at = { watts: n(e.gpuWatts + e.serverShareWatts, 0), pue: n(e.pue, 2) };
  const grid = e.grid;
  const where = grid
    ? lang === 'en'
      ? `${grid.region}, ${grid.year}`
      : `${grid.regionZh}，${grid.year}`
    : t('job.energy.own');
  const carbon = (kg: number | null, key: 'job.energy.carbonRun' | 'job.energy.carbonDay') =>
    kg === null
      ? t(held ? 'job.energy.noGrid' : 'job.energy.noGridYet')
      : t(key, { kg: n(kg), factor: formatNumber(e.kgCo2ePerKWh ?? 0, lang, 4), where });
  const { training, serving } = e;
  return (
    <div className="job__figures" data-testid="job-energy">
      {training && (
        <p>
          {t('job.energy.training', { kWh: n(training.kWh), ...at })} {carbon(training.kgCo2e, 'job.energy.carbonRun')}
        </p>
      )}
      {serving && (
        <p>
          {t('job.energy.serving', {
            heldJ: small(serving.held.joulesPerOutputToken),
            heldKWh: small(serving.held.kWhPerMillionTokens),
            busyJ: small(serving.busy.joulesPerOutputToken),
            busyKWh: small(serving.busy.kWhPerMillionTokens),
            ...at,
          })}{' '}
          {carbon(serving.held.kgCo2ePerDay, 'job.energy.carbonDay')}
        </p>
      )}
      {e.gpuWattsFrom !== 'job' && <p>{t('job.energy.tdp')}</p>}
    </div>
  );
}
