// The figures behind the verdict: each side's total, cost per busy GPU-hour, break-even, payback, each
// labelled with the basis the verdict compares on (present values, after tax) when it is not the plain one;
// then what the comparison assumed of the purchase: its lead time, the cards' availability, its resale.
import { type CostView, compareInView, type Result, type Scenario } from '../../engine/index.ts';
import { formatMoney, formatNumber, formatPercent } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import { useLang, useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';
import { breakEvenText, figureLabels, paybackText } from './answerText.ts';

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
      <Assumed t={t} lang={lang} scenario={scenario} result={result} view={view} />
    </dl>
  );
}

/** What owning was compared with: each figure the engine took for the purchase, in a line of its own. */
function Assumed({
  t,
  lang,
  scenario,
  result,
  view,
}: {
  readonly t: Translate;
  readonly lang: Lang;
  readonly scenario: Scenario;
  readonly result: Result;
  readonly view: CostView;
}) {
  const { leadTimeMonths, availabilityPct, resaleAtEnd, salvageIs } = result.own.assumed;
  const money = (value: number) => formatMoney(value, lang, scenario.currency);
  const availability = t(scenario.own.failureCover === 'wait' ? 'figure.assumed.upWait' : 'figure.assumed.upRent', {
    pct: formatPercent(availabilityPct, lang),
    from: t(scenario.own.availabilityPct === null ? 'figure.assumed.upDerived' : 'figure.assumed.upGiven'),
  });
  return (
    <div className="figure figure--assumed">
      <dt>{t('figure.assumed')}</dt>
      {leadTimeMonths > 0 && (
        <dd data-testid="assumed-lead-time">
          {t('figure.assumed.leadTime', { months: formatNumber(leadTimeMonths, lang, 1) })}
        </dd>
      )}
      <dd data-testid="assumed-availability">{availability}</dd>
      {/* cash counts every payment and sells nothing at the end (view.cashHint) */}
      {view === 'amortized' && (
        <dd data-testid="assumed-resale">
          {t(`figure.assumed.resale.${salvageIs}`, {
            value: money(resaleAtEnd),
            haircut: formatPercent(scenario.own.depreciation.saleHaircutPct, lang),
          })}
        </dd>
      )}
    </div>
  );
}
