// The job's what: training or serving, the model (from the dated LLM catalog, or its size typed), the
// card (from the dated GPU catalog, or its figures typed; for serving its memory bandwidth), the cards
// in an instance and the precision.
import { useId } from 'react';
import { type FieldProps, JobNumber, JobSelect } from './JobFields.tsx';
import { bandwidthOf, type JobCatalogs, type JobKind } from './jobForm.ts';

const KINDS: readonly JobKind[] = ['training', 'serving'];
const PRECISIONS = ['2', '1', '0.5'] as const;

export function JobWhat(props: FieldProps & { readonly catalogs: JobCatalogs }) {
  const { form, set, t, num, catalogs } = props;
  const kindId = useId();
  const typedModel = !catalogs.llm.models.some((m) => m.id === form.modelId);
  const typedGpu = !catalogs.gpus.some((g) => g.id === form.gpuId);
  const listed = bandwidthOf(catalogs, form);
  return (
    <>
      <fieldset className="job__kind">
        <legend id={kindId}>{t('job.kind')}</legend>
        {KINDS.map((kind) => (
          <label key={kind} className="job__choice">
            <input
              type="radio"
              name={`${kindId}-kind`}
              value={kind}
              checked={form.kind === kind}
              onChange={() => set('kind', kind)}
              data-job={`kind-${kind}`}
            />
            {t(`job.kind.${kind}`)}
          </label>
        ))}
      </fieldset>
      <div className="section__fields">
        <JobSelect label={t('job.model')} value={form.modelId} onChange={(v) => set('modelId', v)} name="model">
          {catalogs.llm.models.map((m) => (
            <option key={m.id} value={m.id}>
              {m.activeParamsB < m.totalParamsB
                ? t('job.model.optionMoe', { name: m.name, params: num(m.totalParamsB), active: num(m.activeParamsB) })
                : t('job.model.option', { name: m.name, params: num(m.totalParamsB) })}
            </option>
          ))}
          <option value="">{t('job.model.typed')}</option>
        </JobSelect>
        {typedModel && (
          <>
            <JobNumber
              {...props}
              field="totalParamsB"
              label={t('job.totalParamsB')}
              unit={t('job.unit.billion')}
              hint={t('job.totalParamsB.hint')}
            />
            <JobNumber
              {...props}
              field="activeParamsB"
              label={t('job.activeParamsB')}
              unit={t('job.unit.billion')}
              hint={t('job.activeParamsB.hint')}
            />
            {form.kind === 'serving' ? (
              <>
                <JobNumber {...props} field="layers" label={t('job.layers')} hint={t('job.kvShape.hint')} />
                <JobNumber {...props} field="kvHeads" label={t('job.kvHeads')} />
                <JobNumber {...props} field="headDim" label={t('job.headDim')} />
              </>
            ) : (
              <>
                <JobNumber {...props} field="layers" label={t('job.layers')} hint={t('job.width.hint')} />
                <JobNumber {...props} field="hiddenSize" label={t('job.hiddenSize')} />
                <JobNumber {...props} field="vocabSize" label={t('job.vocabSize')} unit={t('job.unit.tokens')} />
              </>
            )}
          </>
        )}
        <JobSelect
          label={t('job.gpu')}
          value={form.gpuId}
          onChange={(v) => set('gpuId', v)}
          hint={t('job.gpu.hint')}
          name="gpu"
        >
          {catalogs.gpus.map((g) => (
            <option key={g.id} value={g.id}>
              {t('job.gpu.option', { name: g.name, memory: num(g.memoryGB), tflops: num(g.compute.denseTflops) })}
            </option>
          ))}
          <option value="">{t('job.gpu.typed')}</option>
        </JobSelect>
        {typedGpu && (
          <>
            <JobNumber {...props} field="peakTflops" label={t('job.peakTflops')} unit="TFLOPS" />
            <JobNumber {...props} field="memoryGB" label={t('job.memoryGB')} unit={t('job.unit.gb')} />
          </>
        )}
        {form.kind === 'serving' && (
          <JobNumber
            {...props}
            field="memoryBandwidthTBps"
            label={t('job.memoryBandwidthTBps')}
            unit={t('job.unit.tbps')}
            {...(listed ? { placeholder: num(listed.memoryBandwidthTBps) } : {})}
            hint={
              listed
                ? t('job.memoryBandwidthTBps.listed', {
                    tbps: num(listed.memoryBandwidthTBps),
                    asOf: listed.asOf ?? '—',
                  })
                : t('job.memoryBandwidthTBps.none')
            }
          />
        )}
        <JobNumber
          {...props}
          field="cardsPerInstance"
          label={t('job.cardsPerInstance')}
          hint={t('job.cardsPerInstance.hint')}
        />
        <JobSelect
          label={t('job.precision')}
          value={form.precisionBytes}
          onChange={(v) => set('precisionBytes', v)}
          name="precision"
        >
          {PRECISIONS.map((p) => (
            <option key={p} value={p}>
              {t(`job.precision.${p}`)}
            </option>
          ))}
          {/* a job from a file may give another precision: shown as it is, never read as one of these */}
          {!(PRECISIONS as readonly string[]).includes(form.precisionBytes) && (
            <option value={form.precisionBytes}>{t('job.precision.other', { bytes: form.precisionBytes })}</option>
          )}
        </JobSelect>
      </div>
    </>
  );
}
