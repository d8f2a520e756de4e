// The verdict: which side is cheaper, by how much, and that saving as a share of the dearer side's
// total. The page's verdict and the command line's both come from verdictOf, so they cannot disagree.
import { englishMoney, englishPercent, englishPeriod } from './english.ts';
import type { Cheaper, Result } from './result.ts';
import { type CostView, compareInView } from './views.ts';

export interface Verdict {
  /** the cost view compared: the command line's is 'amortized', the page's follows its switch */
  readonly view: CostView;
  readonly cheaper: Cheaper;
  /** what the cheaper side saves over the horizon: |own − rent|, never negative */
  readonly savings: number;
  /** the saving as a share of the dearer side's total, 0–100 (0 when both cost nothing) */
  readonly pct: number;
  /** what pct is a share of: the total of the dearer side */
  readonly pctBase: 'dearer';
  /** the verdict in one English sentence, money rounded as the page's English shows it */
  readonly sentence: string;
}

export function verdictOf(
  result: Result,
  view: CostView,
  scenario: { readonly horizonMonths: number; readonly currency: string },
): Verdict {
  const comparison = compareInView(result, view);
  const savings = Math.abs(comparison.savings);
  const pct = comparison.savedPctOfDearer ?? 0;
  const over = englishPeriod(scenario.horizonMonths);
  const side = comparison.cheaper === 'own' ? 'Owning' : 'Renting';
  const sentence =
    comparison.cheaper === 'equal'
      ? `Owning and renting cost the same over ${over}.`
      : `${side} saves ${englishMoney(savings, scenario.currency)} (${englishPercent(pct)}) over ${over}.`;
  return {
    view,
    cheaper: comparison.cheaper,
    savings,
    pct: comparison.cheaper === 'equal' ? 0 : pct,
    pctBase: 'dearer',
    sentence,
  };
}
