// How rental prices move over the horizon (format version 8's rent.pricePath): flat, a yearly change
// either way, points by month, or the obsolescence tool's fall, one of the four at a time; the index
// the path was read from; and the price it gives at a few months, from the engine's own price factor.
// Loads with the folded sections.
import { useId, useState } from 'react';
import { computePriceFactor, getIn, isObject, type Json } from '../../engine/index.ts';
import { formatPercent } from '../../format/format.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { useLang, useT } from '../hooks.ts';
import { sectionFor } from '../tools/defaults.ts';
import { useCalculator } from '../useCalculator.ts';
import { Field } from './Field.tsx';
import { n, plain } from './fields.ts';
import { PriceIndexFields } from './PriceIndexFields.tsx';
import './pricePath.css';
import { type PointsProblem, readPoints, samePoints, textOfPoints } from './pricePoints.ts';

/** The yearly change, shown under its choice. */
export const CHANGE_FIELD = n('rent.pricePath.changePctPerYear', plain('unit.pctPerYear'));

const MODES = ['flat', 'yearly', 'points', 'fall'] as const;
type Mode = (typeof MODES)[number];

const PATH = ['rent', 'pricePath'];
const POINTS = [...PATH, 'points'];
const CHANGE = [...PATH, 'changePctPerYear'];
const FALL = ['obsolescence', 'rentPricesFall'];

const pointsIn = (draft: Json): Record<string, number> => {
  const points = getIn(draft, POINTS);
  return isObject(points) ? (points as Record<string, number>) : {};
};

/** The choice the draft stands for: a chosen change or points list still empty reads as flat. */
function modeOf(draft: Json): Mode {
  if (getIn(draft, FALL) === true) return 'fall';
  if (Object.keys(pointsIn(draft)).length > 0) return 'points';
  const change = getIn(draft, CHANGE);
  return change === 0 || change === undefined ? 'flat' : 'yearly';
}

const PROBLEM_KEYS: Record<PointsProblem['kind'], MessageKey> = {
  form: 'pricePath.points.error.form',
  month: 'pricePath.points.error.month',
  pct: 'pricePath.points.error.pct',
  repeat: 'pricePath.points.error.repeat',
};

export function PricePathFields() {
  const t = useT();
  const id = useId();
  const draftMode = useCalculator((s) => modeOf(s.draft));
  const [mode, setMode] = useState<Mode>(draftMode);
  // a yearly change or points chosen and not yet given leave the path flat; anything else in the
  // draft (a link opened, Back) is what the choice shows
  if (draftMode !== mode && !(draftMode === 'flat' && (mode === 'yearly' || mode === 'points'))) setMode(draftMode);

  const choose = (next: Mode) => {
    const { draft, scenario, fillFields } = useCalculator.getState();
    const fills: { path: readonly string[]; value: unknown }[] = [];
    if (next === 'fall') {
      // the tool's own starting section when it is off, with only the rent side's fall on
      const on = isObject(getIn(draft, ['obsolescence']));
      fills.push(
        on
          ? { path: FALL, value: true }
          : { path: ['obsolescence'], value: { ...sectionFor('obsolescence', scenario), rentPricesFall: true } },
      );
    } else if (getIn(draft, FALL) === true) {
      fills.push({ path: FALL, value: false });
    }
    if (next !== 'yearly') fills.push({ path: CHANGE, value: 0 });
    if (next !== 'points') fills.push({ path: POINTS, value: {} });
    setMode(next);
    fillFields(fills);
  };

  return (
    <div className="price-path">
      <p className="section__hint">{t('pricePath.hint')}</p>
      <fieldset className="price-path__choices">
        <legend>{t('pricePath.choice')}</legend>
        {MODES.map((m) => (
          <label key={m} className="price-path__choice">
            <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} onChange={() => choose(m)} />
            {t(`pricePath.choice.${m}` as MessageKey)}
          </label>
        ))}
      </fieldset>
      <div className="section__fields">
        {mode === 'yearly' && <Field spec={CHANGE_FIELD} />}
        {mode === 'points' && <PointsField />}
      </div>
      <PriceIndexFields />
      <PriceResult />
    </div>
  );
}

/** The points by month, typed as "6: 120, 12: 90" and read strictly; refused text is kept as typed. */
function PointsField() {
  const t = useT();
  const id = useId();
  const stored = useCalculator((s) => pointsIn(s.draft));
  const [text, setText] = useState(() => textOfPoints(stored));
  const [shown, setShown] = useState(stored);
  const reading = readPoints(text);
  if (stored !== shown) {
    setShown(stored);
    if (!reading.ok || !samePoints(reading.points, stored)) setText(textOfPoints(stored));
  }

  const onText = (next: string) => {
    const read = readPoints(next);
    setText(next);
    if (!read.ok) return;
    setShown(read.points);
    useCalculator.getState().setField(POINTS, read.points, !next.startsWith(text));
  };

  const problem = reading.ok ? null : reading.problem;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={`field${problem ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{t('pricePath.points')}</label>
      <div className="field__row">
        <input
          id={id}
          type="text"
          autoComplete="off"
          value={text}
          placeholder="6: 120, 12: 90"
          onChange={(e) => onText(e.target.value)}
          onBlur={useCalculator.getState().endEdit}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
        />
      </div>
      {problem && (
        <p id={errorId} className="field__error">
          {t(PROBLEM_KEYS[problem.kind], problem)}
        </p>
      )}
      <p id={hintId} className="field__hint">
        {t('pricePath.points.hint')}
      </p>
    </div>
  );
}

/** Month 12, 24 and 36 (those within the horizon, else its last month) as a share of today's price. */
function PriceResult() {
  const t = useT();
  const lang = useLang();
  const scenario = useCalculator((s) => s.scenario);
  const H = scenario.horizonMonths;
  const months = [12, 24, 36].filter((m) => m <= H);
  const shown = months.length > 0 ? months : [H];
  const parts = shown.map((month) =>
    t('pricePath.result.month', { month, pct: formatPercent(computePriceFactor(scenario, month) * 100, lang) }),
  );
  return (
    <p className="field__hint" aria-live="polite">
      {t('pricePath.result', { months: parts.join(t('pricePath.result.separator')) })}
      {scenario.rent.plan === 'reserved' && ` ${t('pricePath.result.reserved')}`}
    </p>
  );
}
