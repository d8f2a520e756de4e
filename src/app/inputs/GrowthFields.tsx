// A workload that changes over time (format version 9): the cards at once growing by a share a month up
// to a cap, how the owned side buys for it, the calendar months the work runs in and the month the
// horizon starts; then the cards the engine's growth gives at a few months. Loads with the folded sections.
import { useId } from 'react';
import { busyMonthCount, grownGpus } from '../../engine/analysis.ts';
import { getIn } from '../../engine/index.ts';
import { formatNumber } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';
import { useLang, useT } from '../hooks.ts';
import { NumberField } from '../kit/NumberField.tsx';
import { useCalculator } from '../useCalculator.ts';
import { SelectField } from './ChoiceFields.tsx';
import { type FieldSpec, n, plain } from './fields.ts';
import './growth.css';

const PCT_FIELD = n('workload.growth.pctPerMonth', plain('unit.pctPerMonth'));
const CAP_FIELD = n('workload.growth.maxGpus', plain('unit.cards'), { nullable: true });
const BUYS_FIELD = {
  kind: 'select',
  path: ['workload', 'growth', 'ownBuys'],
  options: ['up-front', 'in-steps'],
} as const satisfies FieldSpec;
export const GROWTH_FIELDS: readonly FieldSpec[] = [PCT_FIELD, CAP_FIELD, BUYS_FIELD];

const BUSY = ['workload', 'busyMonths'];
const START = ['workload', 'startMonth'];
const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** A calendar month's name in the reader's language (Jan, 1月). */
export const monthName = (month: number, lang: Lang, width: 'short' | 'long') =>
  new Intl.DateTimeFormat(lang, { month: width, timeZone: 'UTC' }).format(Date.UTC(2026, month - 1, 1));

/** The ticked months of the draft's "3,4,5": every month when it holds none (null, every month). */
function busyOf(text: unknown): ReadonlySet<number> {
  if (typeof text !== 'string') return new Set(MONTHS);
  return new Set(
    text
      .split(',')
      .map(Number)
      .filter((m) => Number.isInteger(m) && m >= 1 && m <= 12),
  );
}

export function GrowthFields() {
  const t = useT();
  return (
    <div className="growth">
      <p className="section__hint">{t('growth.hint')}</p>
      <div className="section__fields">
        <NumberField spec={PCT_FIELD} />
        <NumberField spec={CAP_FIELD} placeholder={t('growth.noCap')} />
        <OwnBuysField />
      </div>
      <BusyMonths />
      <StartMonth />
      <GrowthResult />
    </div>
  );
}

/** How owned cards are bought, and why servers in steps are refused under a loan or a lease. */
function OwnBuysField() {
  const t = useT();
  const refused = useCalculator((s) => s.problems.some((p) => p.path === 'workload.growth.ownBuys'));
  return (
    <div>
      <SelectField spec={BUYS_FIELD} />
      {refused && (
        <p className="field__error" role="alert">
          {t('growth.ownBuys.financed')}
        </p>
      )}
    </div>
  );
}

/** Twelve boxes, one a calendar month; all twelve is stored as null (every month), and one stays ticked. */
function BusyMonths() {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const busy = busyOf(useCalculator((s) => getIn(s.draft, BUSY)));
  const toggle = (month: number, on: boolean) => {
    const next = MONTHS.filter((m) => (m === month ? on : busy.has(m)));
    useCalculator.getState().setField(BUSY, next.length === MONTHS.length ? null : next.join(','), true);
  };
  return (
    <fieldset className="growth__months" aria-describedby={`${id}-hint`}>
      <legend>{t('growth.busyMonths')}</legend>
      <div className="growth__boxes">
        {MONTHS.map((month) => {
          const on = busy.has(month);
          return (
            <label key={month} className="growth__month" title={monthName(month, lang, 'long')}>
              <input
                type="checkbox"
                checked={on}
                // the work runs in at least one month: the last one ticked stays
                disabled={on && busy.size === 1}
                onChange={(e) => toggle(month, e.target.checked)}
                data-month={month}
              />
              {monthName(month, lang, 'short')}
            </label>
          );
        })}
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {t('growth.busyMonths.hint')}
      </p>
    </fieldset>
  );
}

function StartMonth() {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const value = useCalculator((s) => getIn(s.draft, START));
  return (
    <div className="field">
      <label htmlFor={id}>{t('field.workload.startMonth.label')}</label>
      <select
        id={id}
        value={String(value)}
        onChange={(e) => useCalculator.getState().setField(START, Number(e.target.value), true)}
        aria-describedby={`${id}-hint`}
        data-path="workload.startMonth"
      >
        {MONTHS.map((month) => (
          <option key={month} value={month}>
            {monthName(month, lang, 'long')}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field__hint">
        {t('field.workload.startMonth.hint')}
      </p>
    </div>
  );
}

/** The cards at once in month 1, 12 and the horizon's last, and the months of the horizon the work runs. */
function GrowthResult() {
  const t = useT();
  const lang = useLang();
  const scenario = useCalculator((s) => s.scenario);
  const H = scenario.horizonMonths;
  const months = [...new Set([1, 12, H])].filter((m) => m <= H);
  const parts = months.map((month) =>
    t('growth.result.month', { cards: formatNumber(grownGpus(scenario, month), lang, 0), month }),
  );
  const cards =
    scenario.workload.growth.pctPerMonth > 0
      ? t('growth.result.cards', { months: parts.join(t('pricePath.result.separator')) })
      : t('growth.result.steady');
  const busy = busyMonthCount(scenario);
  return (
    <p className="field__hint growth__result" aria-live="polite" data-testid="growth-result">
      {busy < H ? t('charts.sentences', { first: cards, second: t('growth.result.busy', { busy, months: H }) }) : cards}
    </p>
  );
}
