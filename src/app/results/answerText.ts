// The answer in words, for the pictures of the answer (src/app/pictures/) and the link preview's card
// (src/prerender.tsx): the verdict sentence, the break-even and the payback, worded with the same
// messages as the verdict card (Verdict.tsx) and the figures under it (KeyFigures.tsx). Those two word
// them inline: a shared function costs the first bundle about 100 bytes, which it does not have. The
// pictures' and the preview's tests hold each equal to what the page shows.
import type { Scenario, verdictFigures } from '../../engine/index.ts';
import { formatMoney, formatNumber, formatPercent } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import { periodText } from './Verdict.tsx';

export function verdictSentence(
  t: Translate,
  lang: Lang,
  scenario: Scenario,
  verdict: ReturnType<typeof verdictFigures>,
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

export function breakEvenText(t: Translate, lang: Lang, hours: number | null): string {
  if (hours === null) return t('figure.breakEvenNever');
  return hours === 0 ? t('figure.breakEvenAlways') : t('figure.breakEvenValue', { hours: formatNumber(hours, lang) });
}

export function paybackText(t: Translate, month: number | null, months: number): string {
  return month === null
    ? t('figure.paybackNever', { period: periodText(t, months) })
    : t('figure.paybackValue', { month });
}
