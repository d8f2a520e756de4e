// The answer first, in one sentence, then the figures behind it.
import { type Result, type Scenario, verdictFigures } from '../../engine/index.ts';
import { formatMoney, formatPercent } from '../../format/format.ts';
import { type Translate, useLang, useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';

export function periodText(t: Translate, months: number): string {
  if (months % 12 === 0) return months === 12 ? t('period.year') : t('period.years', { n: months / 12 });
  return months === 1 ? t('period.month') : t('period.months', { n: months });
}

export function Verdict({ scenario, result }: { readonly scenario: Scenario; readonly result: Result }) {
  const t = useT();
  const lang = useLang();
  const view = useCalculator((s) => s.costView);
  const stale = useCalculator((s) => s.problems.length > 0);
  // the engine's verdict, the figures the command line prints: this view only words them for the reader
  const verdict = verdictFigures(result, view);
  const money = (value: number) => formatMoney(value, lang, scenario.currency);
  const period = periodText(t, scenario.horizonMonths);
  const sentence =
    verdict.cheaper === 'equal'
      ? t('verdict.equal', { period })
      : t(verdict.cheaper === 'rent' ? 'verdict.rentSaves' : 'verdict.ownSaves', {
          amount: money(verdict.savings),
          pct: formatPercent(verdict.pct, lang),
          period,
        });
  return (
    <div className={`verdict verdict--${verdict.cheaper}${stale ? ' verdict--stale' : ''}`}>
      {stale && (
        <p className="verdict__stale" role="status">
          {t('results.lastValid')}
        </p>
      )}
      <p className="verdict__sentence" data-testid="verdict" aria-live="polite">
        {sentence}
      </p>
      <p className="verdict__totals">{t('verdict.totals', { own: money(verdict.own), rent: money(verdict.rent) })}</p>
    </div>
  );
}
