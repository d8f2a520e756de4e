// What the command line prints for a scenario: the result as JSON, or with --summary the verdict first,
// then the figures behind it, in a few lines a person reads.
// The JSON stays the default output; every sentence here comes from the same engine functions as the page's.
import { type Analysis, dailyFigures } from '../engine/analysis.ts';
import { creditAtEnd, englishPercent, type Result, type Scenario, type Verdict } from '../engine/index.ts';

/**
 * The JSON the command line prints: the result as evaluate gives it, with the figures a day and a year
 * beside the totals they come from (own.perDay, rent.perYear, horizonDays), the verdict, then the
 * analysis tools' fields.
 */
export function resultJson(scenario: Scenario, result: Result, verdict: Verdict, analysis: Analysis): object {
  const daily = dailyFigures(result, scenario.horizonMonths);
  return {
    ...result,
    own: {
      ...result.own,
      // what the amortized view credits at the end: the book value, or the expected resale
      resaleAtEnd: creditAtEnd(scenario, result),
      perDay: { depreciation: daily.depreciationPerDay, power: daily.powerPerDay },
    },
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
  lines.push(creditLine(scenario, result, money));
  if (analysis.obsolescence) lines.push(obsolescenceLine(analysis.obsolescence, num));
  if (analysis.planReason) {
    lines.push(`Plans: ${analysis.planReason.text}`);
    const figures = analysis.planReason.assumptions.map(
      (a) => `${NAMES[a.path]} ${num(a.value)} %${a.assumed ? ' (assumed)' : ''}`,
    );
    lines.push(`Priced with: ${figures.join(', ')}; planReason.assumptions in the JSON gives each one's source.`);
  }
  if (analysis.hybrid) lines.push(`Hybrid: ${analysis.hybrid.text}`);
  return lines;
}

/** What the amortized view credits the hardware at the end, and which of the two figures that is. */
function creditLine(scenario: Scenario, result: Result, money: (value: number) => string): string {
  const book = money(result.own.bookValueAtEnd);
  if (scenario.own.depreciation.salvageIs === 'book') {
    return `Amortized, the hardware is credited at its book value at the end, ${book} (salvage is an accounting figure).`;
  }
  const resale = money(creditAtEnd(scenario, result));
  return `Amortized, the hardware is credited at what it is expected to sell for at the end, ${resale} (book value ${book}).`;
}

/** The obsolescence warning: the payback with rent prices and resale values falling at the doubling. */
function obsolescenceLine(o: NonNullable<Analysis['obsolescence']>, num: (value: number) => string): string {
  const head = `Obsolescence: price-performance doubles every ${num(o.doublingMonths)} months (${num(o.priceFallPctPerYear)} % a year)`;
  const today = o.paybackMonth === null ? 'never within the horizon' : `month ${o.paybackMonth}`;
  const asPriced = o.paybackMonth === o.paybackMonthFalling ? '' : ` (${today} as the scenario prices it)`;
  if (o.paybackMonthFalling === null) {
    return `${head}; with rent and resale falling at that pace, owning does not pay back within the horizon${asPriced}: newer cards may do the work for less first.`;
  }
  const when = `owning pays back in month ${o.paybackMonthFalling}${asPriced}`;
  return o.paysBackAfterDoubling
    ? `${head}; with rent and resale falling at that pace, ${when}, after one doubling: newer cards may do the work for less first.`
    : `${head}; with rent and resale falling at that pace, ${when}, within one doubling.`;
}
