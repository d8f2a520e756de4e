// The command line's verdict: the figures the page's verdict states (verdictFigures, in views.ts, which
// the page loads before the verdict anyway) and the same verdict in one English sentence.
import { englishMoney, englishPercent, englishPeriod } from './english.ts';
import type { Result } from './result.ts';
import { type CostView, type VerdictFigures, verdictFigures } from './views.ts';

export interface Verdict extends VerdictFigures {
  /** the verdict in one English sentence, money rounded as the page's English shows it */
  readonly sentence: string;
}

/** The verdict's figures and its English sentence, as the command line prints them. */
export function verdictOf(
  result: Result,
  view: CostView,
  scenario: { readonly horizonMonths: number; readonly currency: string },
): Verdict {
  const figures = verdictFigures(result, view);
  const over = englishPeriod(scenario.horizonMonths);
  const side = figures.cheaper === 'own' ? 'Owning' : 'Renting';
  const sentence =
    figures.cheaper === 'equal'
      ? `Owning and renting cost the same over ${over}.`
      : `${side} saves ${englishMoney(figures.savings, scenario.currency)} (${englishPercent(figures.pct)}) over ${over}.`;
  return { ...figures, sentence };
}
