// The verdict: which side is cheaper, by how much, and that saving as a share of the dearer side's
// total. The page's verdict and the command line's both come from verdictOf, so they cannot disagree.
import { englishMoney, englishPercent, englishPeriod } from './english.ts';
import type { Cheaper, Result } from './result.ts';
import { type CostView, compareInView } from './views.ts';

export interface Verdict {
  /** the cost view compared: the command line's is 'amortized', the page's follows its switch */
  readonly view: CostView;
  readonly cheaper: Cheaper;
  /** the two totals compared: owning in this view, and renting */
  readonly own: number;
  readonly rent: number;
  /** what the cheaper side saves over the horizon: |own − rent|, never negative */
  readonly savings: number;
  /** the saving as a share of the dearer side's total, 0–100 (0 when both cost nothing) */
  readonly pct: number;
  /** what pct is a share of: the total of the dearer side */
  readonly pctBase: 'dearer';
  /** the verdict in one English sentence, money rounded as the page's English shows it */
  readonly sentence: string;
}

export type VerdictFigures = Omit<Verdict, 'sentence'>;

/** The verdict's figures: what the page shows, in words of the reader's language. */
export function verdictFigures(result: Result, view: CostView): VerdictFigures {
  const comparison = compareInView(result, view);
  const equal = comparison.cheaper === 'equal';
  return {
    view,
    cheaper: comparison.cheaper,
    own: comparison.own,
    rent: comparison.rent,
    savings: Math.abs(comparison.savings),
    pct: equal ? 0 : (comparison.savedPctOfDearer ?? 0),
    pctBase: 'dearer',
  };
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
