// The figures behind the verdict: cost per busy GPU-hour, break-even, payback, present value.
import { compareInView, type Result, type Scenario } from '../../engine/index.ts';
import { formatMoney, formatPercent } from '../../format/format.ts';
import { useLang, useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';
import { breakEvenText, paybackText } from './answerText.ts';

export function KeyFigures({ scenario, result }: { readonly scenario: Scenario; readonly result: Result }) {
  const t = useT();
  const lang = useLang();
  const view = useCalculator((s) => s.costView);
  const comparison = compareInView(result, view);
  const money = (value: number) => formatMoney(value, lang, scenario.currency);
  const perHour = (value: number | null) => (value === null ? t('figure.costPerHourNone') : money(value));
  const remaining = result.rent.remainingValue;

  return (
    <dl className="figures">
      <div className="figure figure--own">
        <dt>{t('figure.ownTotal')}</dt>
        <dd data-testid="own-total">{money(comparison.own)}</dd>
      </div>
      <div className="figure figure--rent">
        <dt>{t('figure.rentTotal')}</dt>
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
        <dt>{t('figure.breakEven')}</dt>
        <dd data-testid="break-even">{breakEvenText(t, lang, result.breakEvenHoursPerDay)}</dd>
      </div>
      <div className="figure">
        <dt>{t('figure.payback')}</dt>
        <dd data-testid="payback">{paybackText(t, result.paybackMonth, scenario.horizonMonths)}</dd>
      </div>
      {scenario.discountRatePct > 0 && (
        <div className="figure">
          <dt>{t('figure.presentValue', { rate: formatPercent(scenario.discountRatePct, lang) })}</dt>
          <dd data-testid="present-value">
            {t('figure.presentValueBoth', {
              own: money(result.own.presentValue),
              rent: money(result.rent.presentValue),
            })}
          </dd>
        </div>
      )}
    </dl>
  );
}
