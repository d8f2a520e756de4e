// The index a rental price path was read from (its name, level and the day it was read): optional,
// written to the scenario only when all three are given and valid; what the reader typed is kept.
import { useId, useState } from 'react';
import { getIn, isObject } from '../../engine/index.ts';
import { isRealDate } from '../../engine/reading.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { useT } from '../hooks.ts';
import { valueOfText } from '../kit/numberText.ts';
import { useCalculator } from '../useCalculator.ts';

const PATH = ['rent', 'pricePath', 'index'];

interface Texts {
  readonly name: string;
  readonly level: string;
  readonly asOf: string;
}

const EMPTY: Texts = { name: '', level: '', asOf: '' };

function textsOf(index: unknown): Texts {
  if (!isObject(index)) return EMPTY;
  return { name: String(index.name ?? ''), level: String(index.level ?? ''), asOf: String(index.asOf ?? '') };
}

/** A day the calendar has, written YYYY-MM-DD (2026-02-30 is refused): the format's own rule. */
const isDay = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && isRealDate(text);

type Part = keyof Texts;

type Problems = Partial<Record<Part, MessageKey>>;

/** What is wrong with each part, and the index when all three are right (null when all are empty). */
function readIndex(texts: Texts): {
  problems: Problems;
  index: { name: string; level: number; asOf: string } | null | undefined;
} {
  const name = texts.name.trim();
  const level = valueOfText(texts.level);
  const asOf = texts.asOf.trim();
  if (name === '' && level === undefined && asOf === '') return { problems: {}, index: null };
  const problems: Problems = {};
  if (name === '' || name.length > 60) problems.name = 'pricePath.index.error.name';
  if (typeof level !== 'number' || level < 0 || level > 1e9) problems.level = 'pricePath.index.error.level';
  if (!isDay(asOf)) problems.asOf = 'pricePath.index.error.asOf';
  if (Object.keys(problems).length > 0) return { problems, index: undefined };
  return { problems, index: { name, level: level as number, asOf } };
}

function sameIndex(a: unknown, b: unknown): boolean {
  if (!isObject(a) || !isObject(b)) return a === b;
  return a.name === b.name && a.level === b.level && a.asOf === b.asOf;
}

export function PriceIndexFields() {
  const t = useT();
  const id = useId();
  const stored = useCalculator((s) => getIn(s.draft, PATH));
  const [texts, setTexts] = useState(() => textsOf(stored));
  const [shown, setShown] = useState(stored);
  const { problems, index } = readIndex(texts);
  // the texts as typed stay until the stored index changes from elsewhere (a link, a reset)
  if (stored !== shown) {
    setShown(stored);
    if (!sameIndex(index, stored)) setTexts(textsOf(stored));
  }

  const write = (next: Texts) => {
    setTexts(next);
    const read = readIndex(next);
    if (read.index === undefined) return;
    setShown(read.index);
    useCalculator.getState().setField(PATH, read.index, true);
  };
  const clear = () => {
    setTexts(EMPTY);
    setShown(null);
    useCalculator.getState().fillFields([{ path: PATH, value: null }]);
  };

  const input = (part: Part, type: 'text' | 'decimal') => {
    const problem = problems[part];
    const hintId = `${id}-${part}-hint`;
    const errorId = `${id}-${part}-error`;
    return (
      <div className={`field${problem ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-${part}`}>{t(`pricePath.index.${part}` as MessageKey)}</label>
        <div className="field__row">
          <input
            id={`${id}-${part}`}
            type="text"
            inputMode={type === 'decimal' ? 'decimal' : undefined}
            autoComplete="off"
            maxLength={part === 'asOf' ? 10 : undefined}
            value={texts[part]}
            onChange={(e) => write({ ...texts, [part]: e.target.value })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
          />
        </div>
        {problem && (
          <p id={errorId} className="field__error">
            {t(problem)}
          </p>
        )}
        <p id={hintId} className="field__hint">
          {t(`pricePath.index.${part}.hint` as MessageKey)}
        </p>
      </div>
    );
  };

  const any = texts.name !== '' || texts.level !== '' || texts.asOf !== '' || stored !== null;
  return (
    <fieldset className="price-index">
      <legend>{t('pricePath.index')}</legend>
      <div className="section__fields price-index__fields">
        {input('name', 'text')}
        {input('level', 'decimal')}
        {input('asOf', 'text')}
      </div>
      {any && (
        <button type="button" className="button" onClick={clear}>
          {t('pricePath.index.clear')}
        </button>
      )}
    </fieldset>
  );
}
