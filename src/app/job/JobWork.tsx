// The job's size: a training run's tokens, method, MFU, deadline and runs a year; or serving's traffic,
// measured throughput a card (a dated row of the catalog, or typed), context, sequences in flight or
// each user's speed, and the API to compare; the settings most leave at their defaults folded (JobMore).
import { currencySymbol } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';
import { type FieldProps, JobCheckbox, JobNumber, JobSelect } from './JobFields.tsx';
import { JobServingMore, JobTrainingMore } from './JobMore.tsx';
import { apiKey, type JobCatalogs, type Method, type Regime, throughputRows } from './jobForm.ts';

const METHODS: readonly Method[] = ['full', 'lora', 'qlora'];
const REGIMES: readonly Exclude<Regime, ''>[] = ['pretraining', 'fine-tuning', 'lora', 'qlora', 'moe'];

type Props = FieldProps & { readonly catalogs: JobCatalogs; readonly currency: string; readonly lang: Lang };

export function JobTraining(props: Props) {
  const { form, set, t } = props;
  return (
    <div className="section__fields">
      <JobNumber
        {...props}
        field="tokensB"
        label={t('job.tokensB')}
        unit={t('job.unit.billion')}
        hint={t('job.tokensB.hint')}
      />
      <JobSelect label={t('job.method')} value={form.method} onChange={(v) => set('method', v)} name="method">
        {METHODS.map((m) => (
          <option key={m} value={m}>
            {t(`job.method.${m}`)}
          </option>
        ))}
      </JobSelect>
      {form.method !== 'full' && (
        <JobNumber
          {...props}
          field="adapterSharePct"
          label={t('job.adapterSharePct')}
          unit="%"
          hint={t('job.adapterSharePct.hint')}
        />
      )}
      <JobSelect
        label={t('job.regime')}
        value={form.regime}
        onChange={(v) => set('regime', v as Regime)}
        hint={t('job.regime.hint')}
        name="regime"
      >
        <option value="">{t('job.regime.auto')}</option>
        {REGIMES.map((r) => (
          <option key={r} value={r}>
            {t(`job.regime.${r}`)}
          </option>
        ))}
      </JobSelect>
      <JobNumber {...props} field="mfuPct" label={t('job.mfuPct')} unit="%" hint={t('job.mfuPct.hint')} />
      <JobNumber
        {...props}
        field="sequenceTokens"
        label={t('job.sequenceTokens')}
        unit={t('job.unit.tokens')}
        hint={t('job.sequenceTokens.hint')}
      />
      <JobNumber {...props} field="maxCards" label={t('job.maxCards')} hint={t('job.maxCards.hint')} />
      <JobNumber
        {...props}
        field="deadlineDays"
        label={t('job.deadlineDays')}
        unit={t('job.unit.days')}
        hint={t('job.deadlineDays.hint')}
      />
      <JobNumber {...props} field="runsPerYear" label={t('job.runsPerYear')} hint={t('job.runsPerYear.hint')} />
      <JobCheckbox {...props} />
      <JobTrainingMore {...props} />
    </div>
  );
}

export function JobServing(props: Props) {
  const { form, set, t, num, catalogs, currency, lang } = props;
  const rows = throughputRows(catalogs, form);
  const same = rows.filter((r) => r.same);
  const other = rows.filter((r) => !r.same);
  const rowText = (r: (typeof rows)[number]) =>
    t('job.throughputRow.option', {
      model: r.row.model,
      precision: r.row.precision ?? '—',
      scenario: r.row.scenario,
      tps: num(Math.round(r.row.tokensPerSecondPerGpu)),
      asOf: r.row.asOf ?? '—',
    });
  const typedRow = !rows.some((r) => r.key === form.throughputRow);
  const perM = `${currencySymbol(lang, currency)} ${t('job.unit.perM')}`;
  const byUser = form.tokensPerSecondPerUser.trim() !== '';
  return (
    <div className="section__fields">
      <JobNumber
        {...props}
        field="tokensPerDayM"
        label={t('job.tokensPerDayM')}
        unit={t('job.unit.million')}
        hint={t('job.tokensPerDayM.hint')}
      />
      <JobNumber
        {...props}
        field="inputSharePct"
        label={t('job.inputSharePct')}
        unit="%"
        hint={t('job.inputSharePct.hint')}
      />
      <JobNumber
        {...props}
        field="cachedSharePct"
        label={t('job.cachedSharePct')}
        unit="%"
        hint={t('job.cachedSharePct.hint')}
      />
      <JobNumber
        {...props}
        field="peakFactor"
        label={t('job.peakFactor')}
        unit={t('job.unit.times')}
        hint={t('job.peakFactor.hint')}
      />
      <JobSelect
        label={t('job.throughputRow')}
        value={typedRow ? '' : form.throughputRow}
        onChange={(v) => set('throughputRow', v)}
        hint={rows.length === 0 ? t('job.throughputRow.none') : t('job.throughputRow.hint')}
        name="throughputRow"
      >
        <option value="">{t('job.throughputRow.typed')}</option>
        {same.length > 0 && (
          <optgroup label={t('job.throughputRow.same')}>
            {same.map((r) => (
              <option key={r.key} value={r.key}>
                {rowText(r)}
              </option>
            ))}
          </optgroup>
        )}
        {other.length > 0 && (
          <optgroup label={t('job.throughputRow.other')}>
            {other.map((r) => (
              <option key={r.key} value={r.key}>
                {rowText(r)}
              </option>
            ))}
          </optgroup>
        )}
      </JobSelect>
      {typedRow && (
        <JobNumber {...props} field="throughput" label={t('job.throughput')} unit={t('job.unit.perSecond')} />
      )}
      <JobNumber {...props} field="contextTokens" label={t('job.contextTokens')} unit={t('job.unit.tokens')} />
      <JobNumber
        {...props}
        field="concurrentSequences"
        label={t('job.concurrentSequences')}
        hint={t(byUser ? 'job.concurrentSequences.byUser' : 'job.concurrentSequences.hint')}
      />
      <JobNumber
        {...props}
        field="tokensPerSecondPerUser"
        label={t('job.tokensPerSecondPerUser')}
        unit={t('job.unit.perSecond')}
        hint={t('job.tokensPerSecondPerUser.hint')}
      />
      <JobServingMore {...props} />
      <JobSelect
        label={t('job.api')}
        value={form.apiId}
        onChange={(v) => set('apiId', v)}
        hint={t('job.api.hint')}
        name="api"
      >
        <option value="">{t('job.api.none')}</option>
        {catalogs.llm.api.map((p, index) => (
          <option key={apiKey(p, index)} value={apiKey(p, index)}>
            {t('job.api.option', {
              provider: p.provider,
              model: p.model,
              input: num(p.inputPerM),
              output: num(p.outputPerM),
              currency: p.currency,
              asOf: p.asOf ?? '—',
            })}
          </option>
        ))}
        <option value="typed">{t('job.api.typed')}</option>
      </JobSelect>
      {form.apiId === 'typed' && (
        <>
          <JobNumber {...props} field="inputPerM" label={t('job.inputPerM')} unit={perM} />
          <JobNumber
            {...props}
            field="cachedInputPerM"
            label={t('job.cachedInputPerM')}
            unit={perM}
            hint={t('job.cachedInputPerM.hint')}
          />
          <JobNumber {...props} field="outputPerM" label={t('job.outputPerM')} unit={perM} />
        </>
      )}
    </div>
  );
}
