// The answer in words, the one wording of it: the verdict sentence, a saving by the side it favours, the
// break-even and the payback, as the verdict card (Verdict.tsx), the figures under it (KeyFigures.tsx),
// the saved list, the pictures (src/app/pictures/), the link preview (src/prerender.tsx) and the command
// line all show them.
import type { SavingSide, Scenario, VerdictFigures } from '../../engine/index.ts';
import { formatMoney, formatNumber, formatPercent } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';

/** "3 years", "1 year", "18 months", "1 month" in the reader's language. */
export function periodText(t: Translate, months: number): string {
  if (months % 12 === 0) return months === 12 ? t('period.year') : t('period.years', { n: months / 12 });
  return months === 1 ? t('period.month') : t('period.months', { n: months });
}

/** "Renting saves ¥64.43万 (97.1%) over 3 years.", in the scenario's own currency. */
export function verdictSentence(
  t: Translate,
  lang: Lang,
  scenario: Pick<Scenario, 'currency' | 'horizonMonths'>,
  verdict: VerdictFigures,
): string {
  const period = periodText(t, scenario.horizonMonths);
  return verdict.cheaper === 'equal'
    ? t('verdict.equal', { period })
    : t(verdict.cheaper === 'rent' ? 'verdict.rentSaves' : 'verdict.ownSaves', {
        amount: formatMoney(verdict.savings, lang, scenario.currency),
        pct: formatPercent(verdict.pct, lang),
        period,
      });
}

/** The verdict without its period, short enough for one line on a phone: "Renting saves ¥10.05万 (67.9%)". */
export function verdictLine(t: Translate, lang: Lang, currency: string, verdict: VerdictFigures): string {
  return verdict.cheaper === 'equal'
    ? t('verdict.bar.equal')
    : t(verdict.cheaper === 'rent' ? 'verdict.bar.rent' : 'verdict.bar.own', {
        amount: formatMoney(verdict.savings, lang, currency),
        pct: formatPercent(verdict.pct, lang),
      });
}

/** "renting saves CN¥3,755", "owning saves …" or "the same": a saving is never stated as a negative one. */
export function savingText(t: Translate, saving: SavingSide, money: (value: number) => string): string {
  if (saving.cheaper === 'equal') return t('saved.compare.equal');
  return t(saving.cheaper === 'rent' ? 'saved.compare.rentSaves' : 'saved.compare.ownSaves', {
    amount: money(saving.amount),
  });
}

export function breakEvenText(t: Translate, lang: Lang, hours: number | null): string {
  if (hours === null) return t('figure.breakEvenNever');
  return hours === 0 ? t('figure.breakEvenAlways') : t('figure.breakEvenValue', { hours: formatNumber(hours, lang) });
}

export function paybackText(t: Translate, month: number | null, months: number): string {
  return month === null
    ? t('figure.paybackNever', { period: periodText(t, months) })
    : t('figure.paybackValue', { month });
}
