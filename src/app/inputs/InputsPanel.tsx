// The scenario form: three groups (Workload, Self-hosted, Rented) built from fields.ts, with the parts
// the page passes in: "Start from the job" atop the workload, the GPU catalog atop owning; the folded
// sections, whose fields (FoldedFields.tsx) load when one first opens; then the Finance group, folded
// (FinanceGroup.tsx).
import { lazy, memo, useId } from 'react';
import type { MessageKey } from '../../i18n/index.ts';
import { useT } from '../hooks.ts';
import { FoldedPart } from '../kit/OpenedPart.tsx';
import { useCalculator } from '../useCalculator.ts';
import { useOpenForPrint } from '../useOpenForPrint.ts';
import { Field } from './Field.tsx';
import { FinanceGroup } from './FinanceGroup.tsx';
import { GROUPS } from './fields.ts';

const FoldedFields = lazy(() => import('./FoldedFields.tsx'));

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
            const title = t(`section.${section.id}` as MessageKey);
            return 'folded' in section ? (
              <FoldedPart
                key={section.id}
                className="section"
                data-section={section.id}
                summary={<summary>{title}</summary>}
              >
                <FoldedFields section={section.id} />
              </FoldedPart>
            ) : (
              <div key={section.id} className="section">
                {group.sections.length > 1 && <h3>{title}</h3>}
                <div className="section__fields">
                  {section.fields.map((spec) => (
                    <Field key={spec.path.join('.')} spec={spec} />
                  ))}
                </div>
              </div>
            );
          })}
        </fieldset>
      ))}
      <FinanceGroup />
    </section>
  );
});
