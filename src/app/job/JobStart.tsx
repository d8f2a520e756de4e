// "Start from the job", once opened (JobShell.tsx holds it closed): a training run or a model to serve,
// described by its work, fills the workload (cards, hours a day, days a year) and travels with the
// scenario as its job section (format version 4). Once the job is in use, each change to it that reads
// fills the workload again, in one edit; the workload stays editable, and a change to it by hand is
// kept and said so. This part, its messages and both catalogs load when it is opened or a scenario
// holds a job (default export for React.lazy).
import { useMemo, useState } from 'react';
import type { CatalogFill, NoteLang } from '../../data/catalog.ts';
import { defaultRate, isCurrency } from '../../data/rates.ts';
import { marketOf } from '../../engine/index.ts';
import { type JobSpec, jobWorkload, workloadFromJob } from '../../engine/job/index.ts';
import { formatNumber } from '../../format/format.ts';
import { typedWorkload } from '../../format/typed.ts';
import { useLang, useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';
import { checkForm } from './formCheck.ts';
import { formOf, withChoice } from './formOfJob.ts';
import { JobDecode } from './JobDecode.tsx';
import { JobEnergy } from './JobEnergy.tsx';
import { problemText } from './JobFields.tsx';
import { JobFigures } from './JobFigures.tsx';
import { JobWhat } from './JobWhat.tsx';
import { JobServing, JobTraining } from './JobWork.tsx';
import { exampleForm, JOB_EXAMPLES, type JobExample } from './jobExamples.ts';
import { DEFAULT_FORM, type FormField, type JobCatalogs, type JobForm } from './jobForm.ts';
import { useJobCatalogs } from './useJobCatalogs.ts';

const rateOf = (from: string, to: string) => (isCurrency(from) && isCurrency(to) ? defaultRate(from, to) : null);
/** The catalog's money at the default rates, and none for a currency they do not know. */
const catalogRate = (from: string, to: string) => rateOf(from, to) ?? Number.NaN;

/** Fields a card from another market may fill: its specs, never its prices. */
const SPEC_FIELDS = new Set(['own.power.gpuWatts', 'own.power.serverBaseWatts', 'own.leadTimeMonths']);

/**
 * What the job changes of the scenario's owning and renting sides: the cards in a server when the
 * job's count is new (and fits the format's 64; the rented instance stays the provider's offer, never
 * the job's server: a 1-card need on 8-card instances would be billed for 8), and, when its card is a
 * catalog GPU other than the one priced before, that card's power, server and rental prices from the
 * catalog entry of the scenario's market, each with its source, as the catalog picker fills them: a
 * 70B run on H100s is not priced at another card's rates, nor a yuan scenario at US prices. A card the
 * scenario's market has no entry for fills its specs only, and clears the prices an earlier card filled.
 */
function sidesFor(spec: JobSpec, before: JobSpec | undefined, catalogs: JobCatalogs, lang: NoteLang) {
  const n = spec.gpu.cardsPerInstance;
  const newCount = before?.gpu.cardsPerInstance !== n && n <= 64;
  const scenario = useCalculator.getState().scenario;
  const counts = newCount ? [{ path: ['own', 'gpusPerServer'], value: n }] : [];
  const card = catalogs.gpus.find((g) => g.id === spec.gpu.id);
  if (!card || (before?.gpu.id === spec.gpu.id && !newCount)) return counts;
  const at = newCount ? { ...scenario, own: { ...scenario.own, gpusPerServer: n } } : scenario;
  const market = marketOf(at);
  const local = catalogs.entries.find((e) => e.card === card.card && e.market === market);
  const fills: CatalogFill[] = catalogs.catalogFills(local ?? card, at, catalogRate, { lang });
  return [...counts, ...(local ? fills : fills.filter((f) => !f.source || SPEC_FIELDS.has(f.path.join('.'))))];
}

/** The part inside "Start from the job" once it is open: its intro, then the form once both catalogs are in. */
export default function JobStart() {
  const t = useT();
  const job = useCalculator((s) => s.scenario.job);
  const catalogs = useJobCatalogs(true);
  return (
    <div className="job__body">
      <p className="field__hint job__intro">{t('job.intro')}</p>
      {catalogs.status === 'ready' ? (
        <JobBody catalogs={catalogs.catalogs} job={job} />
      ) : catalogs.status === 'failed' ? (
        <p role="alert" className="job__problem">
          {t('job.failed')}{' '}
          <button type="button" className="button" onClick={catalogs.retry}>
            {t('job.retry')}
          </button>
        </p>
      ) : (
        <p aria-busy="true">{t('job.loading')}</p>
      )}
    </div>
  );
}

function JobBody({ catalogs, job }: { readonly catalogs: JobCatalogs; readonly job: JobSpec | undefined }) {
  const t = useT();
  const lang = useLang();
  const workload = useCalculator((s) => s.scenario.workload);
  const currency = useCalculator((s) => s.scenario.currency);
  const { fillFields, removeField } = useCalculator.getState();
  const jobText = job ? JSON.stringify(job) : '';
  const [form, setForm] = useState<JobForm>(() => (job ? formOf(job, catalogs) : DEFAULT_FORM));
  // the store's job the form shows or last wrote: another job (a link, Back) is shown in its place
  const [seen, setSeen] = useState(jobText);
  if (jobText !== seen) {
    setSeen(jobText);
    if (job) setForm(formOf(job, catalogs));
  }
  const [priced, setPriced] = useState('');
  const check = useMemo(() => checkForm(form, catalogs, currency, rateOf), [form, catalogs, currency]);
  const inUse = useMemo(() => (job ? jobWorkload(job) : null), [job]);
  const num = (value: number) => formatNumber(value, lang, 6);

  const apply = (spec: JobSpec, fill: NonNullable<typeof check.fill>) => {
    setSeen(JSON.stringify(spec));
    const { gpus, hoursPerDay, daysPerYear, sessionsPerDay } = typedWorkload(fill.workload);
    const fills = [
      { path: ['job'], value: spec },
      { path: ['workload', 'gpus'], value: gpus },
      { path: ['workload', 'hoursPerDay'], value: hoursPerDay },
      { path: ['workload', 'daysPerYear'], value: daysPerYear },
      { path: ['workload', 'sessionsPerDay'], value: sessionsPerDay },
      ...sidesFor(spec, job, catalogs, lang),
    ];
    fillFields(fills);
    const entry = catalogs.gpus.find((g) => g.id === spec.gpu.id);
    const priced = fills.some((f) => f.path.join('.') === 'own.power.gpuWatts');
    setPriced(priced && entry ? t('job.priced', { name: entry.name, asOf: entry.asOf }) : '');
  };

  const set = (field: FormField, value: string | boolean) => {
    const next = withChoice(form, field, value, catalogs);
    setForm(next);
    if (!job) return;
    const checked = checkForm(next, catalogs, currency, rateOf);
    if (checked.spec && checked.fill) apply(checked.spec, checked.fill);
  };

  const pickExample = (example: JobExample) => {
    const next = exampleForm(example, catalogs);
    setForm(next);
    if (!job) return;
    const checked = checkForm(next, catalogs, currency, rateOf);
    if (checked.spec && checked.fill) apply(checked.spec, checked.fill);
  };

  const props = { form, set, problems: check.problems, t, num, catalogs };
  const filled = inUse?.ok ? inUse.workload : null;
  const edited = filled !== null && !workloadFromJob(workload, filled, typedWorkload);
  // the figures as the fields hold them
  const shown = filled && typedWorkload(filled);
  const status = !job
    ? t('job.pending')
    : shown === null
      ? ''
      : t(edited ? 'job.edited' : 'job.filled', {
          cards: formatNumber(shown.gpus, lang),
          hours: formatNumber(shown.hoursPerDay, lang),
          days: formatNumber(shown.daysPerYear, lang),
        });

  return (
    <>
      <fieldset className="job__examples">
        <legend>{t('job.examples')}</legend>
        {JOB_EXAMPLES.map((example) => (
          <button key={example} type="button" className="button job__example" onClick={() => pickExample(example)}>
            {t(`job.example.${example}`)}
          </button>
        ))}
      </fieldset>
      <JobWhat {...props} />
      {form.kind === 'training' ? (
        <JobTraining {...props} currency={currency} lang={lang} />
      ) : (
        <JobServing {...props} currency={currency} lang={lang} />
      )}
      {check.general.map((problem) => (
        <p key={JSON.stringify(problem)} className="field__error" role="alert">
          {problemText(problem, t, num)}
        </p>
      ))}
      {check.fill && <JobFigures fill={check.fill} t={t} lang={lang} />}
      {check.spec && check.fill && <JobDecode spec={check.spec} fill={check.fill} t={t} lang={lang} />}
      {check.spec && check.fill && <JobEnergy spec={check.spec} fill={check.fill} t={t} lang={lang} />}
      <div className="job__status">
        <p role="status" aria-live="polite">
          {status}
          {priced && ` ${priced}`}
        </p>
        <div className="job__actions">
          {(!job || edited) && (
            <button
              type="button"
              className="button button--primary"
              disabled={!check.spec || !check.fill}
              onClick={() => check.spec && check.fill && apply(check.spec, check.fill)}
            >
              {t(job ? 'job.fillAgain' : 'job.fill')}
            </button>
          )}
          {job && (
            <button type="button" className="button job__remove" onClick={() => removeField(['job'])}>
              {t('job.remove')}
            </button>
          )}
        </div>
      </div>
    </>
  );
}
