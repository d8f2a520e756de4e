// Two scenarios side by side: the inputs that drive the answer, then the answer's figures, each
// money figure in its own scenario's currency (nothing is converted).
import type { ReactNode } from 'react';
import {
  type CostView,
  compareInView,
  type Result,
  type Scenario,
  savingSide,
  type ViewComparison,
} from '../../engine/index.ts';
import { formatMoney } from '../../format/format.ts';
import type { Lang, MessageKey } from '../../i18n/index.ts';
import { resultOf } from '../../state/store.ts';
import { basisShort, breakEvenText, paybackText, savingText } from '../verdict/answerText.ts';
import { keyInputs } from '../verdict/keyInputs.ts';
import type { SavedT } from './savedText.ts';

export interface Column {
  readonly name: string;
  readonly scenario: Scenario;
}

interface Figures {
  readonly scenario: Scenario;
  readonly result: Result;
  readonly comparison: ViewComparison;
  readonly money: (value: number) => string;
}

interface Row {
  readonly label: MessageKey | MessageKey;
  readonly value: (figures: Figures) => ReactNode;
}

function rows(t: SavedT, lang: Lang, sample: Scenario): { inputs: readonly Row[]; results: readonly Row[] } {
  const perHour = (money: (value: number) => string, value: number | null) =>
    value === null ? t('figure.costPerHourNone') : money(value);
  return {
    // the labels are the same for every scenario; each column's values are its own
    inputs: keyInputs(t, lang, sample).map(({ label }, i) => ({
      label,
      value: ({ scenario }) => keyInputs(t, lang, scenario)[i]?.value,
    })),
    results: [
      // each column's figures on its own basis: a rate, tax and financing of its own
      {
        label: 'saved.compare.basis',
        value: ({ scenario }) =>
          basisShort(t, lang, scenario) ?? t('basis.short.undiscounted', { tax: t('basis.short.beforeTax') }),
      },
      { label: 'figure.ownTotal', value: ({ comparison, money }) => money(comparison.own) },
      { label: 'figure.rentTotal', value: ({ comparison, money }) => money(comparison.rent) },
      {
        label: 'saved.compare.savings',
        value: ({ comparison, money }) =>
          savingText(t, savingSide(comparison.savings, Math.max(comparison.own, comparison.rent)), money),
      },
      { label: 'figure.breakEven', value: ({ result }) => breakEvenText(t, lang, result.breakEvenHoursPerDay) },
      {
        label: 'figure.payback',
        value: ({ scenario, result }) => paybackText(t, result.paybackMonth, scenario.horizonMonths),
      },
      {
        label: 'figure.costPerHour',
        value: ({ comparison, money }) => (
          <>
            {t('figure.costPerHourOwn', { value: perHour(money, comparison.ownCostPerBusyGpuHour) })}
            <br />
            {t('figure.costPerHourRent', { value: perHour(money, comparison.rentCostPerBusyGpuHour) })}
          </>
        ),
      },
    ],
  };
}

interface Props {
  readonly columns: readonly [Column, Column];
  readonly view: CostView;
  readonly t: SavedT;
  readonly lang: Lang;
}

export function CompareTable({ columns, view, t, lang }: Props) {
  const figures = columns.map(({ scenario }): Figures => {
    const result = resultOf(scenario);
    return {
      scenario,
      result,
      comparison: compareInView(result, view),
      money: (value) => formatMoney(value, lang, scenario.currency),
    };
  });
  const { inputs, results } = rows(t, lang, columns[0].scenario);
  const group = (title: MessageKey, list: readonly Row[]) => (
    <tbody>
      <tr>
        <th scope="rowgroup" colSpan={3} className="saved-compare__group">
          {t(title)}
        </th>
      </tr>
      {list.map((row) => (
        <tr key={row.label}>
          <th scope="row">{t(row.label)}</th>
          {figures.map((f, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the two columns are fixed; both may be the same scenario
            <td key={index}>{row.value(f)}</td>
          ))}
        </tr>
      ))}
    </tbody>
  );
  const [first, second] = columns;
  return (
    <div className="saved-compare__scroll">
      <table className="saved-compare__table">
        <caption>
          {t('saved.compare.caption', {
            first: first.name,
            second: second.name,
            view: t(view === 'cash' ? 'saved.compare.view.cash' : 'saved.compare.view.amortized'),
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('saved.compare.figure')}</th>
            <th scope="col">{first.name}</th>
            <th scope="col">{second.name}</th>
          </tr>
        </thead>
        {group('saved.compare.inputs', inputs)}
        {group('saved.compare.results', results)}
      </table>
    </div>
  );
}
