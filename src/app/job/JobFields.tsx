// The inputs of "Start from the job": a number kept as typed with its unit, hint and problem; a choice;
// a checkbox. Each is labelled, and its problem and hint are tied to it for screen readers.
import { type ReactNode, useId } from 'react';
import type { Translate } from '../hooks.ts';
import type { FormProblem } from './formCheck.ts';
import type { FormField, JobForm } from './jobForm.ts';

export interface FieldProps {
  readonly form: JobForm;
  readonly set: (field: FormField, value: string | boolean) => void;
  readonly problems: Partial<Record<FormField, FormProblem>>;
  readonly t: Translate;
  readonly num: (value: number) => string;
}

/** What a problem says, in the reader's language, with the field's range in its own units. */
export function problemText(problem: FormProblem, t: Translate, num: (value: number) => string): string {
  switch (problem.kind) {
    case 'range': {
      const range = { min: num(problem.range.min), max: num(problem.range.max) };
      if (problem.empty) return t('job.error.required', range);
      return t(problem.range.whole ? 'job.error.whole' : 'job.error.range', range);
    }
    case 'active':
      return t('job.error.active', { total: num(problem.total) });
    case 'shares':
      return t('job.error.shares');
    case 'runs':
      return t('job.error.runs', { most: num(problem.most), hours: num(Math.round(problem.hours * 10) / 10) });
    case 'cards':
      return t('job.error.cards', { cards: num(problem.cards) });
    case 'no-rate':
      return t('job.error.noRate', { from: problem.from });
    case 'other':
      return t('job.error.other', { path: problem.path, message: problem.message });
  }
}

interface NumberProps extends FieldProps {
  readonly field: FormField;
  readonly label: string;
  readonly unit?: string;
  readonly hint?: string;
  /** the figure an empty field takes: its default */
  readonly placeholder?: string;
}

export function JobNumber({ form, set, problems, t, num, field, label, unit, hint, placeholder }: NumberProps) {
  const id = useId();
  const problem = problems[field];
  const described = [problem ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${problem ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field__row">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={String(form[field])}
          placeholder={placeholder}
          onChange={(e) => set(field, e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described || undefined}
          data-job={field}
        />
        {unit && <span className="field__unit">{unit}</span>}
      </div>
      {problem && (
        <p id={`${id}-error`} className="field__error">
          {problemText(problem, t, num)}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

interface SelectProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly hint?: string;
  readonly name: string;
  readonly children: ReactNode;
}

/** A choice of the catalogs: a whole row of the form, so that its longest option reads in full. */
export function JobSelect({ label, value, onChange, hint, name, children }: SelectProps) {
  const id = useId();
  return (
    <div className="field job__select">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        data-job={name}
      >
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

export function JobCheckbox({ form, set, t }: FieldProps) {
  const id = useId();
  return (
    <div className="field field--toggle">
      <input
        id={id}
        type="checkbox"
        checked={form.spot}
        onChange={(e) => set('spot', e.target.checked)}
        aria-describedby={`${id}-hint`}
        data-job="spot"
      />
      <label htmlFor={id}>{t('job.spot')}</label>
      <p id={`${id}-hint`} className="field__hint">
        {t('job.spot.hint')}
      </p>
    </div>
  );
}
