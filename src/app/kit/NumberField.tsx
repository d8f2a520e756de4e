import { Suspense, use, useEffect, useId, useRef, useState } from 'react';
import { freshnessOf, getIn, type Problem } from '../../engine/index.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { useCompact } from '../compact.ts';
import { useLang, useT } from '../hooks.ts';
import type { FieldSpec } from '../inputs/fields.ts';
import { useCalculator } from '../useCalculator.ts';
import { textOfValue, valueOfText } from './numberText.ts';
import { loadProblemWords } from './problemWords.ts';
import { sliderRange } from './sliderRange.ts';
import { unitText } from './unitText.ts';

type NumberSpec = Extract<FieldSpec, { kind: 'number' }>;

interface Props {
  readonly spec: NumberSpec;
  /** another label than the field's own (the custom billing increment) */
  readonly labelKey?: MessageKey;
  /** a label and hint already in words, for fields whose path is made at run time */
  readonly label?: string;
  readonly hint?: string;
  /** shown in an empty nullable field: the figure the engine takes in its place */
  readonly placeholder?: string;
}

/**
 * What a field shows of the store, read by one subscription: every edit asks each field on the page
 * whether it changed, so a field asks once rather than once per figure. The same array comes back
 * while its figures are the same, and the field is not redrawn.
 */
function useFieldState(path: readonly string[], key: string) {
  const last = useRef<readonly unknown[]>([]);
  return useCalculator((s) => {
    const next = [
      getIn(s.draft, path),
      getIn(s.scenario, path),
      s.problems.find((p) => p.path === key),
      s.scenario.sources[key],
      s.scenario.currency,
      s.scenario.evaluatedOn,
    ] as const;
    if (next.some((v, i) => v !== last.current[i])) last.current = next;
    return last.current as typeof next;
  });
}

const { endEdit } = useCalculator.getState();

/** A problem in the reader's words, once they have loaded (at once when they have). */
function ProblemWords({ problem, value }: { readonly problem: Problem; readonly value: unknown }) {
  const t = useT();
  const lang = useLang();
  return use(loadProblemWords()).problemText(t, lang, problem, value);
}

/** The reader's day, for a scenario that names no evaluation day. */
const today = () => new Date().toISOString().slice(0, 10);

export function NumberField({ spec, labelKey, label: givenLabel, hint: givenHint, placeholder }: Props) {
  const t = useT();
  const id = useId();
  const key = spec.path.join('.');
  const lang = useLang();
  const [stored, valid, problem, source, currency, evaluatedOn] = useFieldState(spec.path, key);
  // the words of a problem load once the fields are on screen, before anyone can type a wrong value
  useEffect(() => void loadProblemWords().catch(() => undefined), []);
  const compact = useCompact();

  // the text as typed ("0.", "") survives until the stored value changes from elsewhere
  const [text, setText] = useState(() => textOfValue(stored));
  const [shown, setShown] = useState(stored);
  if (stored !== shown) {
    setShown(stored);
    if (valueOfText(text) !== stored) setText(textOfValue(stored));
  }

  const onText = (next: string) => {
    // text that does not carry on from what was there (a value replaced, a character taken back)
    // begins a new edit: a refused value then shows the figures of the value it replaced, while the
    // digits of one number typed in a row ("2", "25") stay one edit, shown from before its first
    setText(next);
    const value = valueOfText(next);
    const finalValue = value === undefined && spec.nullable ? null : value;
    setShown(finalValue);
    useCalculator.getState().setField(spec.path, finalValue, !next.startsWith(text));
  };

  const label = givenLabel ?? t(labelKey ?? (`field.${key}.label` as MessageKey));
  const unit = unitText(spec.unit, t, lang, currency);
  // every field with a slider is a number in the format (fields.test.ts)
  const slider =
    spec.slider && typeof valid === 'number'
      ? sliderRange(spec.slider, spec.unit.kind === 'money' ? currency : null, valid)
      : null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className={`field${problem ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field__row">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          placeholder={placeholder}
          onChange={(e) => onText(e.target.value)}
          onBlur={endEdit}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
          data-path={key}
        />
        {unit && <span className="field__unit">{unit}</span>}
      </div>
      {slider && (
        <input
          type="range"
          className="field__slider"
          min={slider.min}
          max={slider.max}
          step={slider.step}
          value={valid as number}
          aria-label={t('field.slider', { label })}
          onChange={(e) => onText(e.target.value)}
        />
      )}
      {problem && (
        <p id={errorId} className="field__error">
          {/* for the moment the precise words take to arrive, the general one: never an empty line */}
          <Suspense fallback={t('problem.other')}>
            <ProblemWords problem={problem} value={stored} />
          </Suspense>
        </p>
      )}
      <p id={hintId} className="field__hint">
        {givenHint ?? t(`field.${key}.hint` as MessageKey)}
      </p>
      {source && !compact && (
        <p className="field__source">
          {t('field.source', { source: source.source, asOf: source.asOf })}
          {/* how old the figure is on the scenario's evaluation day, else today */}
          {` · ${t(`field.freshness.${freshnessOf(source.asOf, evaluatedOn ?? today())}`)}`}
        </p>
      )}
    </div>
  );
}
