// The job's settings most readers leave at their defaults, folded under their section: serving's KV
// cache precision, prefill efficiency and input token cost; training's micro-batch and optimizer. A
// fold opens by itself when it holds a figure or a problem, so nothing typed or wrong is hidden.
import { type ReactNode, useEffect, useRef } from 'react';
import { DEFAULT_PREFILL_EFFICIENCY_PCT } from '../../engine/job/index.ts';
import { type FieldProps, JobNumber, JobSelect } from './JobFields.tsx';
import type { FormField, Optimizer } from './jobForm.ts';

const KV_PRECISIONS = ['', '1'] as const;
const OPTIMIZERS: readonly Exclude<Optimizer, ''>[] = ['replicated', 'distributed'];

function More({
  label,
  fields,
  props,
  children,
}: {
  readonly label: string;
  readonly fields: readonly FormField[];
  readonly props: FieldProps;
  readonly children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { form, problems } = props;
  const filled = fields.some((f) => String(form[f]).trim() !== '' || problems[f] !== undefined);
  useEffect(() => {
    if (filled && ref.current) ref.current.open = true;
  }, [filled]);
  return (
    <details ref={ref} className="job__more">
      <summary>{label}</summary>
      <div className="section__fields">{children}</div>
    </details>
  );
}

export function JobServingMore(props: FieldProps) {
  const { form, set, t } = props;
  const known = (KV_PRECISIONS as readonly string[]).includes(form.kvPrecisionBytes);
  return (
    <More
      label={t('job.more.serving')}
      fields={['kvPrecisionBytes', 'prefillEfficiencyPct', 'inputTokenCost']}
      props={props}
    >
      <JobSelect
        label={t('job.kvPrecision')}
        value={form.kvPrecisionBytes}
        onChange={(v) => set('kvPrecisionBytes', v)}
        hint={t('job.kvPrecision.hint')}
        name="kvPrecision"
      >
        <option value="">{t('job.kvPrecision.default')}</option>
        <option value="1">{t('job.kvPrecision.1')}</option>
        {/* a job from a file may give another precision: shown as it is */}
        {!known && (
          <option value={form.kvPrecisionBytes}>{t('job.kvPrecision.other', { bytes: form.kvPrecisionBytes })}</option>
        )}
      </JobSelect>
      <JobNumber
        {...props}
        field="prefillEfficiencyPct"
        label={t('job.prefillEfficiencyPct')}
        unit="%"
        placeholder={String(DEFAULT_PREFILL_EFFICIENCY_PCT)}
        hint={t('job.prefillEfficiencyPct.hint')}
      />
      <JobNumber
        {...props}
        field="inputTokenCost"
        label={t('job.inputTokenCost')}
        unit={t('job.unit.outputTokens')}
        hint={t('job.inputTokenCost.hint')}
      />
    </More>
  );
}

export function JobTrainingMore(props: FieldProps) {
  const { form, set, t } = props;
  return (
    <More label={t('job.more.training')} fields={['microBatchSequences', 'optimizer']} props={props}>
      <JobNumber
        {...props}
        field="microBatchSequences"
        label={t('job.microBatchSequences')}
        placeholder="1"
        hint={t('job.microBatchSequences.hint')}
      />
      <JobSelect
        label={t('job.optimizer')}
        value={form.optimizer === '' ? 'replicated' : form.optimizer}
        onChange={(v) => set('optimizer', v)}
        hint={t('job.optimizer.hint')}
        name="optimizer"
      >
        {OPTIMIZERS.map((o) => (
          <option key={o} value={o}>
            {t(`job.optimizer.${o}`)}
          </option>
        ))}
      </JobSelect>
    </More>
  );
}
