// Select and checkbox inputs of the scenario form.

import { useId } from 'react';
import { getIn } from '../../engine/index.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';
import type { FieldSpec } from './fields.ts';

type SelectSpec = Extract<FieldSpec, { kind: 'select' }>;
type ToggleSpec = Extract<FieldSpec, { kind: 'toggle' }>;

export function SelectField({
  spec,
  onChoose,
}: {
  readonly spec: SelectSpec;
  /** what a choice does instead of setting the one field (a buyer kind sets its defaults too) */
  readonly onChoose?: (value: string) => void;
}) {
  const t = useT();
  const id = useId();
  const key = spec.path.join('.');
  const value = useCalculator((s) => getIn(s.draft, spec.path));
  const { setField } = useCalculator.getState();
  return (
    <div className="field">
      <label htmlFor={id}>{t(`field.${key}.label` as MessageKey)}</label>
      <select
        id={id}
        value={String(value)}
        onChange={(e) => (onChoose ? onChoose(e.target.value) : setField(spec.path, e.target.value))}
        aria-describedby={`${id}-hint`}
        data-path={key}
      >
        {spec.options.map((option) => (
          <option key={option} value={option}>
            {t(`option.${key}.${option}` as MessageKey)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field__hint">
        {t(`field.${key}.hint` as MessageKey)}
      </p>
    </div>
  );
}

/** A checkbox with its label and, when given, a hint under it. */
export function CheckboxField({
  label,
  hint,
  checked,
  onChange,
  path,
}: {
  readonly label: string;
  readonly hint?: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** the scenario field it sets, for tests and the print view */
  readonly path?: string;
}) {
  const id = useId();
  return (
    <div className="field field--toggle">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        {...(hint === undefined ? {} : { 'aria-describedby': `${id}-hint` })}
        {...(path === undefined ? {} : { 'data-path': path })}
      />
      <label htmlFor={id}>{label}</label>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

export function ToggleField({
  spec,
  label,
  hint,
}: {
  readonly spec: ToggleSpec;
  /** a label and hint already in words, for fields whose path is made at run time */
  readonly label?: string;
  readonly hint?: string;
}) {
  const t = useT();
  const key = spec.path.join('.');
  const value = useCalculator((s) => getIn(s.draft, spec.path));
  const { setField } = useCalculator.getState();
  return (
    <CheckboxField
      label={label ?? t(`field.${key}.label` as MessageKey)}
      hint={hint ?? t(`field.${key}.hint` as MessageKey)}
      checked={value === true}
      onChange={(checked) => setField(spec.path, checked)}
      path={key}
    />
  );
}
