// The answer first, in one sentence, then the figures behind it.
import { compareInView, type Result, type Scenario } from '../../engine/index.ts';
import { formatMoney, formatPercent } from '../../format/format.ts';
import { useCalculator } from '../../state/store.ts';
import { type Translate, useLang, useT } from '../hooks.ts';

export function periodText(t: Translate, months: number): string {
  if (months % 12 === 0) return months === 12 ? t('period.year') : t('period.years', { n: months / 12 });
  return months === 1 ? t('period.month') : t('period.months', { n: months });
}

export function Verdict({ scenario, result }: { readonly scenario: Scenario; readonly result: Result }) {
  const t = useT();
  const lang = useLang();
  const view = useCalculator((s) => s.costView);
  const stale = useCalculator((s) => s.problems.length > 0);
  const comparison = compareInView(result, view);
  const money = (value: number) => formatMoney(value, lang, scenario.currency);
  const period = periodText(t, scenario.horizonMonths);
  // a share of the dearer side: "renting saves 97 %" of what owning costs, "owning saves 54 %" of renting
  const pct = comparison.savedPctOfDearer === null ? '—' : formatPercent(comparison.savedPctOfDearer, lang);
  const sentence =
    comparison.cheaper === 'equal'
      ? t('verdict.equal', { period })
      : t(comparison.cheaper === 'rent' ? 'verdict.rentSaves' : 'verdict.ownSaves', {
          amount: money(Math.abs(comparison.savings)),
          pct,
          period,
        });
  return (
    <div className={`verdict verdict--${comparison.cheaper}${stale ? ' verdict--stale' : ''}`}>
      {stale && (
        <p className="verdict__stale" role="status">
          {t('results.lastValid')}
        </p>
      )}
      <p className="verdict__sentence" data-testid="verdict" aria-live="polite">
        {sentence}
      </p>
      <p className="verdict__totals">
        {t('verdict.totals', { own: money(comparison.own), rent: money(comparison.rent) })}
      </p>
    </div>
  );
}
