// The scenario form: three groups (Workload, Self-hosted, Rented) built from fields.ts, with the parts
// the page passes in: "Start from the job" atop the workload, the GPU catalog atop owning; then the
// Finance group, folded (FinanceGroup.tsx).
import { memo, useId } from 'react';
import type { MessageKey } from '../../i18n/index.ts';
import { useT } from '../hooks.ts';
import { NumberField } from '../kit/NumberField.tsx';
import { useCalculator } from '../useCalculator.ts';
import { useOpenForPrint } from '../useOpenForPrint.ts';
import { SelectField, ToggleField } from './ChoiceFields.tsx';
import { FinanceGroup } from './FinanceGroup.tsx';
import { type FieldSpec, GROUPS } from './fields.ts';
import { IncrementField } from './IncrementField.tsx';

function Field({ spec }: { readonly spec: FieldSpec }) {
  if (spec.kind === 'select') return <SelectField spec={spec} />;
  if (spec.kind === 'toggle') return <ToggleField spec={spec} />;
  if (spec.path.join('.') === 'rent.billingIncrementMinutes') return <IncrementField />;
  return <NumberField spec={spec} />;
}

function NameField() {
  const t = useT();
  const id = useId();
  const name = useCalculator((s) => (typeof s.draft.name === 'string' ? s.draft.name : ''));
  const setField = useCalculator((s) => s.setField);
  return (
    <div className="field field--name">
      <label htmlFor={id}>{t('inputs.name')}</label>
      <input id={id} type="text" maxLength={80} value={name} onChange={(e) => setField(['name'], e.target.value)} />
    </div>
  );
}

/** Each field reads its own value from the store; the panel itself has nothing to redraw on an edit. */
export const InputsPanel = memo(function InputsPanel({
  catalog,
  job,
}: {
  readonly catalog?: React.ReactNode;
  /** "Start from the job", at the top of the workload */
  readonly job?: React.ReactNode;
}) {
  const t = useT();
  const ref = useOpenForPrint<HTMLElement>();
  return (
    <section ref={ref} className="inputs" aria-labelledby="inputs-title">
      <h2 id="inputs-title">{t('inputs.title')}</h2>
      <NameField />
      {GROUPS.map((group) => (
        <fieldset key={group.id} className={`group group--${group.id}`}>
          <legend>{t(`group.${group.id}` as MessageKey)}</legend>
          {group.id === 'workload' && job}
          {group.id === 'own' && catalog}
          {group.sections.map((section) => {
            const fields = section.fields.map((spec) => <Field key={spec.path.join('.')} spec={spec} />);
            const title = t(`section.${section.id}` as MessageKey);
            return section.folded ? (
              <details key={section.id} className="section">
                <summary>{title}</summary>
                <div className="section__fields">{fields}</div>
              </details>
            ) : (
              <div key={section.id} className="section">
                {group.sections.length > 1 && <h3>{title}</h3>}
                <div className="section__fields">{fields}</div>
              </div>
            );
          })}
        </fieldset>
      ))}
      <FinanceGroup />
    </section>
  );
});
