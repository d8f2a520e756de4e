// What the command line prints for a scenario: the result as JSON, or with --summary the verdict first,
// then the figures behind it, in a few lines a person reads.
// The JSON stays the default output; every sentence here comes from the same engine functions as the page's.

import { savingText } from '../app/verdict/answerText.ts';
import { type Analysis, dailyFigures, tippingPoints } from '../engine/analysis.ts';
import { creditAtEnd, type Result, type Scenario, savingSide } from '../engine/index.ts';
import { formatMoneyExact } from '../format/format.ts';
import { moveText } from '../format/moves.ts';
import { tools as toolNames } from '../i18n/en/later.ts';
import { growthLine } from './growthLine.ts';
import { jobJson, jobLine } from './jobLine.ts';
import { providerLines } from './providers.ts';
import { sourcesJson, sourcesLines } from './sources.ts';
import { tippingJson, tippingLines } from './tipping.ts';
import { type Advice, discountFlipText, english, hybridText, percent, planText, type Verdict } from './words.ts';

/**
 * The JSON the command line prints: the result as evaluate gives it, with the figures a day and a year
 * beside the totals they come from (own.perDay, rent.perYear, horizonDays), the verdict, then the
 * tipping points (tipping.ts), then the analysis tools' fields; for a scenario sized from a job, "job"
 * (jobLine.ts).
 */
export function resultJson(
  scenario: Scenario,
  result: Result,
  verdict: Verdict,
  analysis: Analysis,
  on: string,
): object {
  const daily = dailyFigures(result, scenario.horizonMonths);
  return {
    ...result,
    own: {
      ...result.own,
      // what the amortized view credits at the end: the book value, or the expected resale
      resaleAtEnd: creditAtEnd(result),
      perDay: { depreciation: daily.depreciationPerDay, power: daily.powerPerDay },
    },
    rent: { ...result.rent, perYear: daily.rentPerYear },
    horizonDays: daily.horizonDays,
    verdict,
    tippingPoints: tippingJson(scenario, result),
    ...analysis,
    // the advisor's and the hybrid tool's answers in a sentence, beside their figures
    ...(analysis.planReason
      ? { planReason: { ...analysis.planReason, text: planText(adviceOf(analysis) as Advice) } }
      : {}),
    ...(analysis.hybrid
      ? { hybrid: { ...analysis.hybrid, text: hybridText(analysis.hybrid, scenario.currency) } }
      : {}),
    ...(scenario.job ? { job: jobJson(scenario) } : {}),
    // each dated figure's freshness on the evaluation day
    evaluatedOn: on,
    sources: sourcesJson(scenario, on),
  };
}

const adviceOf = (analysis: Analysis) => ({
  plans: analysis.plans,
  cheapestPlan: analysis.cheapestPlan,
  reason: analysis.planReason,
});

const NAMES: Record<string, string> = {
  'rent.reservedDiscountPct': 'reserved discount',
  'rent.spotDiscountPct': 'spot discount',
  'rent.spotOverheadPct': 'spot overhead',
};

export function summaryLines(
  scenario: Scenario,
  result: Result,
  verdict: Verdict,
  analysis: Analysis,
  on: string,
  asked = false,
): string[] {
  const money = (value: number) => formatMoneyExact(value, 'en', scenario.currency);
  const num = (value: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(value);
  const pct = percent(verdict.pct);
  // the dearer side's total in the verdict's own view
  const dearer = verdict.cheaper === 'own' ? `renting’s ${money(verdict.rent)}` : `owning’s ${money(verdict.own)}`;
  const own = result.own.amortizedTotal;
  const rent = result.rent.amortizedTotal;
  const left = result.rent.remainingValue;
  // a reservation's last term past the horizon: what is paid, and what of it is left over, as the book value is
  const rentCash =
    left > 0
      ? ` amortized (${money(result.rent.total)} in cash, of which ${money(left)} pays for reservation months left after the horizon)`
      : '';
  const daily = dailyFigures(result, scenario.horizonMonths);
  const lines = [verdict.sentence];
  const basis = verdict.basis.text;
  const ways = verdict.threeWay;
  if (ways) lines.push(waysLine(verdict, ways, basis, money));
  else if (basis !== null) lines.push(basisLine(basis, verdict, money));
  else if (verdict.cheaper !== 'equal')
    lines.push(`That is ${pct} of ${dearer} (the dearer side), ${verdict.view} view.`);
  const job = jobLine(scenario);
  if (job) lines.push(job);
  // beside present values after tax, the totals are what each side pays, as the breakdown counts them
  const totalsAre = basis === null ? '' : 'Undiscounted and before income tax, ';
  lines.push(
    `${totalsAre}${totalsAre ? 'owning' : 'Owning'} costs ${money(own)} amortized (${money(result.own.cashTotal)} in cash); renting costs ${money(rent)}${rentCash}, over ${scenario.horizonMonths} months (${num(daily.horizonDays)} days).`,
    `Spread over those days: depreciation ${money(daily.depreciationPerDay)} a day, electricity ${money(daily.powerPerDay)} a day; rent ${money(daily.rentPerYear)} a year.`,
  );
  // both on the verdict's basis: discounted at its rate, after its tax
  const named = breakEvenName(verdict.basis);
  const breakEven =
    result.breakEvenHoursPerDay === null
      ? `${named}: none, renting is cheaper even at 24 hours a day.`
      : `${named}: ${num(result.breakEvenHoursPerDay)} hours a day.`;
  const cash = scenario.discountRatePct > 0 ? 'Owning’s discounted cash' : 'Owning’s cash';
  const payback =
    result.paybackMonth === null
      ? `${cash} does not catch up with rent within the horizon.`
      : `${cash} catches up with rent in month ${result.paybackMonth}.`;
  lines.push(`${breakEven} ${payback}`);
  const growth = growthLine(scenario, result);
  if (growth) lines.push(growth);
  lines.push(...tippingLines(tippingPoints(scenario, result, verdict.view), money));
  // what owning assumed of the purchase, on the line of what it is credited at
  lines.push(`${creditLine(scenario, result, money)} ${purchaseLine(scenario, result, money, num)}`);
  if (analysis.obsolescence) lines.push(obsolescenceLine(analysis.obsolescence, num));
  if (analysis.planReason) {
    lines.push(`Plans: ${planText(adviceOf(analysis) as Advice)}`);
    const figures = analysis.planReason.assumptions.map(
      (a) => `${NAMES[a.path]} ${num(a.value)} %${a.assumed ? ' (assumed)' : ''}`,
    );
    lines.push(`Priced with: ${figures.join(', ')}; planReason.assumptions in the JSON gives each one's source.`);
    const flip = discountFlipText(analysis.planReason);
    if (flip) lines.push(flip);
  }
  if (analysis.hybrid) lines.push(`Hybrid: ${hybridText(analysis.hybrid, scenario.currency)}`);
  const u = analysis.uncertainty;
  if (u) {
    const reading = u.rangesAre === 'limits' ? 'limits' : 'the 10th and 90th percentiles';
    // a saving below zero is the other side's, said as the verdict says it
    const saving = (value: number) =>
      savingText(english, savingSide(value, Math.max(verdict.own, verdict.rent)), money);
    lines.push(
      `Uncertainty: renting is cheaper in ${percent(u.probabilityRentCheaper * 100)} of ${num(u.samples)} samples drawn from your ranges (low and high read as ${reading}), a statement about your ranges, not a forecast. 10th percentile: ${saving(u.savingsP10)}; median: ${saving(u.savingsP50)}; 90th: ${saving(u.savingsP90)}.`,
    );
  }
  if (analysis.storageIO) lines.push(storageLine(analysis.storageIO, money, num));
  if (analysis.sensitivity) lines.push(...sensitivityLines(analysis.sensitivity, money));
  if (analysis.providers) lines.push(...providerLines(analysis.providers, money));
  lines.push(...sourcesLines(scenario, on, asked));
  return lines;
}

type Money = (value: number) => string;

/**
 * The verdict's basis and the two present values it compares: "Compared as present values at 8% a
 * year, after tax for a China general taxpayer: owning CN¥114,280.60, renting CN¥32,091.89, amortized
 * view; the saving is 71.9% of owning’s (the dearer side)."
 */
function basisLine(basis: string, verdict: Verdict, money: Money): string {
  const values = `owning ${money(verdict.own)}, renting ${money(verdict.rent)}, ${verdict.view} view`;
  const dearer = verdict.cheaper === 'own' ? 'renting’s' : 'owning’s';
  const share =
    verdict.cheaper === 'equal' ? '' : `; the saving is ${percent(verdict.pct)} of ${dearer} (the dearer side)`;
  return `${basis.replace(/\.$/, '')}: ${values}${share}.`;
}

const WAY_NAMES = { own: 'owning', rent: 'renting', api: 'the API' } as const;

/**
 * A scenario that serves with an API: what the cheapest saves against the next cheapest, and the basis
 * all three share: "It saves CN¥427,752.52 against owning (98.6%), amortized view; the API's bill is
 * counted as rent's payments are."
 */
function waysLine(
  verdict: Verdict,
  ways: NonNullable<Verdict['threeWay']>,
  basis: string | null,
  money: Money,
): string {
  const on = basis === null ? `${verdict.view} view` : `${basis.replace(/\.$/, '')}, ${verdict.view} view`;
  const counted =
    'the API’s bill is counted month by month as rent’s payments are (docs/method/jobs.md, “The verdict with an API”)';
  if (ways.api === null) return `The API (${ways.currency}) is left out, ${on}; ${counted}.`;
  if (ways.against === null) return `Owning and renting cost the same, ${on}; ${counted}.`;
  return `It saves ${money(verdict.savings)} (${percent(verdict.pct)}) against ${WAY_NAMES[ways.against]}, the next cheapest, ${on}; ${counted}.`;
}

/** "Break-even, discounted" or "Break-even, after tax" on a basis other than the plain one. */
function breakEvenName(basis: Verdict['basis']): string {
  if (basis.ratePct > 0) return 'Break-even, discounted';
  return basis.taxRatePct > 0 ? 'Break-even, after tax' : 'Break-even';
}

/** The cache's saving through the sessions' billed minutes, as the page's summary says it. */
function storageLine(io: NonNullable<Analysis['storageIO']>, money: Money, num: Money): string {
  const net =
    io.netPerMonth >= 0 ? `saves ${money(io.netPerMonth)}` : `costs ${money(-io.netPerMonth)} more than it saves`;
  return `Storage cache: an epoch takes ${num(io.cachedEpochMinutes)} min instead of ${num(io.epochMinutes)}, so a rented session of ${num(io.sessionMinutes)} min takes ${num(io.cachedSessionMinutes)}, billed ${num(io.cachedBilledMinutesPerSession)} min instead of ${num(io.billedMinutesPerSession)}: ${num(io.gpuHoursSavedPerMonth)} billed card-hours a month fewer, worth ${money(io.savedPerMonth)}, against ${money(io.cachePerMonth)} for the cache; it ${net} a month.`;
}

/** Each input's move, the savings at its two ends, and the change per 1 % moved that ranks it. */
function sensitivityLines(tornado: NonNullable<Analysis['sensitivity']>, money: Money): string[] {
  const name = (path: string) => toolNames[`tools.input.${path}` as keyof typeof toolNames] ?? path;
  return [
    `Sensitivity: the savings (${tornado.view}) with each input moved ${percent(tornado.movePct)} down and up, a whole number by the nearest whole step, ranked by the change per 1 % moved:`,
    ...tornado.rows.map(
      (row) =>
        `  ${name(row.path)}${row.clipped ? ' (cut by its range)' : ''} ${moveText(row, 'en')}: ${money(row.savingsLow)} to ${money(row.savingsHigh)}, ${money(row.swingPerPct)} per 1 %`,
    ),
  ];
}

/** What the amortized view credits the hardware at the end, and which of the two figures that is. */
function creditLine(scenario: Scenario, result: Result, money: (value: number) => string): string {
  const book = money(result.own.bookValueAtEnd);
  if (scenario.own.depreciation.salvageIs === 'book') {
    return `Amortized, the hardware is credited at its book value at the end, ${book} (salvage is an accounting figure).`;
  }
  const resale = money(creditAtEnd(result));
  if (scenario.own.depreciation.salvageIs === 'market-curve') {
    const haircut = percent(scenario.own.depreciation.saleHaircutPct);
    return `Amortized, the hardware is credited at the market's used prices at the end, ${resale}: SpotWire's curve by age, less ${haircut} for a used card sold within 90 days (book value ${book}).`;
  }
  return `Amortized, the hardware is credited at what it is expected to sell for at the end, ${resale} (book value ${book}).`;
}

/**
 * What owning assumed of the purchase besides its price: the months on order, the cards' availability
 * and what covers the hours they are down, and the cluster and staff lines when there are any.
 */
function purchaseLine(scenario: Scenario, result: Result, money: Money, num: Money): string {
  const { leadTimeMonths, availabilityPct, clusterCapital } = result.own.assumed;
  const { leadTime, downtime } = result.own.breakdown;
  const derived =
    scenario.own.availabilityPct === null ? ', derived from a large fleet’s failures (Meta, Llama 3)' : '';
  const cover =
    scenario.own.failureCover === 'wait'
      ? 'the work waits while they are repaired'
      : `the hours they are down are rented on demand, ${money(downtime)}`;
  const parts = [
    leadTimeMonths > 0
      ? `${num(leadTimeMonths)} months on order, the work rented meanwhile for ${money(leadTime)}`
      : 'no months on order',
    `cards up ${percent(availabilityPct)} of busy hours${derived}; ${cover}`,
  ];
  if (clusterCapital > 0) parts.push(`the cluster around the cards ${money(clusterCapital)}`);
  const staff = result.rent.breakdown.staff;
  const renting = staff > 0 ? ` Renting pays ${money(staff)} of staff over the horizon.` : '';
  return `Owning assumes ${parts.join('; ')}.${renting}`;
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
