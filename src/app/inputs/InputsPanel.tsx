// The scenario form: three groups (Workload, Self-hosted, Rented) built from fields.ts, with the parts
// the page passes in: "Start from the job" atop the workload, the GPU catalog atop owning; then the
// Finance group, folded (FinanceGroup.tsx).
import { memo, useId } from 'react';
import { getIn } from '../../engine/index.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { useT } from '../hooks.ts';
import { NumberField } from '../kit/NumberField.tsx';
import { useCalculator } from '../useCalculator.ts';
import { useOpenForPrint } from '../useOpenForPrint.ts';
import { AvailabilityField } from './AvailabilityField.tsx';
import { SelectField, ToggleField } from './ChoiceFields.tsx';
import { FinanceGroup } from './FinanceGroup.tsx';
import { type FieldSpec, GROUPS, type ShownWhen } from './fields.ts';
import { IncrementField } from './IncrementField.tsx';

type NumberSpec = Extract<FieldSpec, { kind: 'number' }>;

function Field({ spec }: { readonly spec: FieldSpec }) {
  if (spec.kind === 'select') return <SelectField spec={spec} />;
  if (spec.kind === 'toggle') return <ToggleField spec={spec} />;
  if (spec.shownWhen) return <FieldWhen spec={spec} when={spec.shownWhen} />;
  return <NumberInput spec={spec} />;
}

function NumberInput({ spec }: { readonly spec: NumberSpec }) {
  const key = spec.path.join('.');
  if (key === 'rent.billingIncrementMinutes') return <IncrementField />;
  if (key === 'own.availabilityPct') return <AvailabilityField spec={spec} />;
  return <NumberField spec={spec} />;
}

/** A field the engine reads only under some choice of another: left out otherwise, as the finance group does. */
function FieldWhen({ spec, when }: { readonly spec: NumberSpec; readonly when: ShownWhen }) {
  const choice = useCalculator((s) => getIn(s.draft, when.path));
  return when.oneOf.includes(String(choice)) ? <NumberInput spec={spec} /> : null;
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
            const hint = section.hint && (
              <p className="section__hint">{t(`section.${section.id}.hint` as MessageKey)}</p>
            );
            return section.folded ? (
              <details key={section.id} className="section" data-section={section.id}>
                <summary>{title}</summary>
                {hint}
                <div className="section__fields">{fields}</div>
              </details>
            ) : (
              <div key={section.id} className="section">
                {group.sections.length > 1 && <h3>{title}</h3>}
                {hint}
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
