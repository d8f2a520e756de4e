// The figures behind the verdict: each side's total, cost per busy GPU-hour, break-even, payback, each
// labelled with the basis the verdict compares on (present values, after tax) when it is not the plain one;
// then what the comparison assumed of the purchase: its lead time, the cards' availability, its resale.

import { lazy, Suspense } from 'react';
import { type CostView, compareInView, type Result, type Scenario } from '../../engine/index.ts';
import { formatMoney } from '../../format/format.ts';
import { useLang, useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';
import { breakEvenText, figureLabels, paybackText } from './answerText.ts';

// what owning assumed, with its words: after the verdict, a line each under the figures
const Assumed = lazy(() => import('./Assumed.tsx'));

/** The lines of what owning assumed: the lead time when there is one, and the resale when the view sells at the end. */
export function assumedLines(result: Result, view: CostView): readonly ('leadTime' | 'availability' | 'resale')[] {
  return [
    ...(result.own.assumed.leadTimeMonths > 0 ? (['leadTime'] as const) : []),
    'availability',
    // cash counts every payment and sells nothing at the end (view.cashHint)
    ...(view === 'amortized' ? (['resale'] as const) : []),
  ];
}

/** Holds the place of what owning assumed while its words load, a line for each, so nothing below moves. */
function AssumedPlace({ result, view }: { readonly result: Result; readonly view: CostView }) {
  return (
    <div className="figure figure--assumed" aria-hidden="true">
      <dt>{'\u00a0'}</dt>
      {assumedLines(result, view).map((line) => (
        <dd key={line}>{'\u00a0'}</dd>
      ))}
    </div>
  );
}

export function KeyFigures({ scenario, result }: { readonly scenario: Scenario; readonly result: Result }) {
  const t = useT();
  const lang = useLang();
  const view = useCalculator((s) => s.costView);
  const comparison = compareInView(result, view);
  const money = (value: number) => formatMoney(value, lang, scenario.currency);
  const perHour = (value: number | null) => (value === null ? t('figure.costPerHourNone') : money(value));
  const remaining = result.rent.remainingValue;
  const label = figureLabels(scenario, result.finance.taxRate);

  return (
    <dl className="figures">
      <div className="figure figure--own">
        <dt>{t(label.own)}</dt>
        <dd data-testid="own-total">{money(comparison.own)}</dd>
      </div>
      <div className="figure figure--rent">
        <dt>{t(label.rent)}</dt>
        <dd data-testid="rent-total">{money(comparison.rent)}</dd>
        {remaining > 0 && (
          // a reservation's months paid past the horizon, shown as owning's book value is counted
          <dd className="figure__note" data-testid="rent-remaining">
            {t(view === 'cash' ? 'figure.rentPaidAhead' : 'figure.rentLeftOver', { value: money(remaining) })}
          </dd>
        )}
      </div>
      <div className="figure">
        <dt>{t('figure.costPerHour')}</dt>
        <dd data-testid="cost-per-hour">
          {t('figure.costPerHourOwn', { value: perHour(comparison.ownCostPerBusyGpuHour) })}
          <br />
          {t('figure.costPerHourRent', { value: perHour(comparison.rentCostPerBusyGpuHour) })}
        </dd>
      </div>
      <div className="figure">
        <dt>{t(label.breakEven)}</dt>
        <dd data-testid="break-even">{breakEvenText(t, lang, result.breakEvenHoursPerDay)}</dd>
      </div>
      <div className="figure">
        <dt>{t(label.payback)}</dt>
        <dd data-testid="payback">{paybackText(t, result.paybackMonth, scenario.horizonMonths)}</dd>
      </div>
      <Suspense fallback={<AssumedPlace result={result} view={view} />}>
        <Assumed scenario={scenario} result={result} view={view} />
      </Suspense>
    </dl>
  );
}
