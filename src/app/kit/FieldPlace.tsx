// Holds a number field's place while its code loads (the embed's inputs load just after its verdict):
// its label, box, unit and slider as the field lays them out, inert, so nothing below moves when the
// field arrives.
import { useId } from 'react';
import type { MessageKey } from '../../i18n/index.ts';
import { useLang, useT } from '../hooks.ts';
import type { FieldSpec } from '../inputs/fields.ts';
import { useCalculator } from '../useCalculator.ts';
import { unitText } from './unitText.ts';

export function FieldPlace({ spec }: { readonly spec: Extract<FieldSpec, { kind: 'number' }> }) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const currency = useCalculator((s) => s.scenario.currency);
  const unit = unitText(spec.unit, t, lang, currency);
  return (
    <div className="field" aria-hidden="true">
      <label htmlFor={id}>{t(`field.${spec.path.join('.')}.label` as MessageKey)}</label>
      <div className="field__row">
        <input id={id} type="text" disabled />
        {unit && <span className="field__unit">{unit}</span>}
      </div>
      {spec.slider && <input type="range" className="field__slider" disabled tabIndex={-1} />}
    </div>
  );
}
