// What the command line prints for a scenario: the result as JSON, or with --summary the verdict first,
// then the figures behind it, in a few lines a person reads.
// The JSON stays the default output; every sentence here comes from the same engine functions as the page's.
import { type Analysis, dailyFigures } from '../engine/analysis.ts';
import { englishPercent, type Result, type Scenario, type Verdict } from '../engine/index.ts';
import { providerLines } from './providers.ts';

/**
 * The JSON the command line prints: the result as evaluate gives it, with the figures a day and a year
 * beside the totals they come from (own.perDay, rent.perYear, horizonDays), the verdict, then the
 * analysis tools' fields.
 */
export function resultJson(scenario: Scenario, result: Result, verdict: Verdict, analysis: Analysis): object {
  const daily = dailyFigures(result, scenario.horizonMonths);
  return {
    ...result,
    own: { ...result.own, perDay: { depreciation: daily.depreciationPerDay, power: daily.powerPerDay } },
    rent: { ...result.rent, perYear: daily.rentPerYear },
    horizonDays: daily.horizonDays,
    verdict,
    ...analysis,
  };
}

const NAMES: Record<string, string> = {
  'rent.reservedDiscountPct': 'reserved discount',
  'rent.spotDiscountPct': 'spot discount',
  'rent.spotOverheadPct': 'spot overhead',
};

export function summaryLines(scenario: Scenario, result: Result, verdict: Verdict, analysis: Analysis): string[] {
  const exact = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: scenario.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const money = (value: number) => exact.format(value);
  const num = (value: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(value);
  const pct = englishPercent(verdict.pct);
  // the dearer side's total in the verdict's own view
  const dearer = verdict.cheaper === 'own' ? `renting’s ${money(verdict.rent)}` : `owning’s ${money(verdict.own)}`;
  const own = result.own.amortizedTotal;
  const rent = result.rent.total;
  const daily = dailyFigures(result, scenario.horizonMonths);
  const lines = [verdict.sentence];
  if (verdict.cheaper !== 'equal') lines.push(`That is ${pct} of ${dearer} (the dearer side), ${verdict.view} view.`);
  lines.push(
    `Owning costs ${money(own)} amortized (${money(result.own.cashTotal)} in cash); renting costs ${money(rent)}, over ${scenario.horizonMonths} months (${num(daily.horizonDays)} days).`,
    `Spread over those days: depreciation ${money(daily.depreciationPerDay)} a day, electricity ${money(daily.powerPerDay)} a day; rent ${money(daily.rentPerYear)} a year.`,
  );
  const breakEven =
    result.breakEvenHoursPerDay === null
      ? 'Break-even: none, renting is cheaper even at 24 hours a day.'
      : `Break-even: ${num(result.breakEvenHoursPerDay)} hours a day.`;
  const payback =
    result.paybackMonth === null
      ? 'Owning’s cash does not catch up with rent within the horizon.'
      : `Owning’s cash catches up with rent in month ${result.paybackMonth}.`;
  lines.push(`${breakEven} ${payback}`);
  if (analysis.planReason) {
    lines.push(`Plans: ${analysis.planReason.text}`);
    const figures = analysis.planReason.assumptions.map(
      (a) => `${NAMES[a.path]} ${num(a.value)} %${a.assumed ? ' (assumed)' : ''}`,
    );
    lines.push(`Priced with: ${figures.join(', ')}; planReason.assumptions in the JSON gives each one's source.`);
  }
  if (analysis.hybrid) lines.push(`Hybrid: ${analysis.hybrid.text}`);
  if (analysis.providers) lines.push(...providerLines(analysis.providers, money));
  return lines;
}
