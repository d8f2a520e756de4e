// The verdict's basis (format version 6): each side's cash flows month by month, after income tax and
// with the owned hardware's financing, discounted at the scenario's yearly rate. Tax saved in a tax year
// is counted at its end; the hardware is deducted by the buyer's schedule; a sale is taxed on its gain
// over the tax book value; rent is deducted as paid. docs/method/finance.md gives the rules and sources.
import { later } from './later.ts';
import type { LoanSchedule } from './loan.ts';
import type { Recorder } from './record/steps.ts';
import { CN_ONE_OFF, MACRS_5_PCT, SECTION_179, US_BONUS } from './scenario/buyers.ts';
import type { TaxSchedule } from './scenario/constants.ts';
import type { Scenario } from './scenario/schema.ts';
import { atMost, MONTHS_PER_YEAR } from './units.ts';

/** What the undiscounted, before-tax evaluation hands over: the flows the finance layer reworks. */
export interface BaseFlows {
  /** capital of one purchase */
  readonly capital: number;
  /** months at whose end a replacement buys anew and sells the old at salvageShare of the capital */
  readonly replacementMonths: readonly number[];
  readonly salvageShare: number;
  /** what owning pays in month m (index m − 1) besides the hardware: power and ops once the servers
   * work, the work rented while they are on order or down */
  readonly ownRunning: readonly number[];
  /** rent paid in month m (index m − 1): a reservation's months past the horizon are in the last */
  readonly rentPaid: readonly number[];
  /** the months paid and not used at the horizon, at what they cost */
  readonly rentRemaining: number;
  /** what the newest purchase is credited at in month m (index m − 1): its resale or book value */
  readonly creditAt: readonly number[];
  /** the cluster around the cards, bought with the first purchase, and its book value in month m */
  readonly cluster: { readonly capital: number; readonly creditAt: readonly number[] };
  /** one server's price as the one-off deduction's limit reads it */
  readonly unitValue: number;
  /**
   * the month at whose end the first purchase is paid, in cash: 0 (the start) but for a later step of a
   * workload that grows (format version 9), which counts from the month after, as a replacement does
   */
  readonly purchaseMonth?: number;
}

export interface SideTotals {
  readonly own: number;
  readonly rent: number;
}

/** How one purchase is deducted: the schedule applied and, when it is not the one chosen, why. */
export interface Deduction {
  /** the month at whose end it is bought (0 for the first) */
  readonly month: number;
  /** the calendar year it is bought in */
  readonly year: number;
  /** what is deducted: the servers' capital, or the cluster's */
  readonly capital: number;
  readonly schedule: TaxSchedule;
  readonly fallback: 'overLimit' | 'outsideYears' | null;
  /** the share of the capital deducted in each tax year from the year bought, in % */
  readonly yearlyPct: readonly number[];
  /** the part deducted in the first year under Section 179 (the rest follows MACRS) */
  readonly section179: number | null;
}

export interface LoanFigures {
  readonly kind: 'loan' | 'lease';
  readonly financed: number;
  readonly downPayment: number;
  readonly payment: number;
  readonly months: number;
  /** interest paid in the horizon, before the subsidy */
  readonly interest: number;
  readonly subsidy: number;
  /** the lease's buy-out, paid at its end (0 for a loan) */
  readonly buyout: number;
  /** what is still owed at the horizon and paid off then (0 when the loan ends within it) */
  readonly payoff: number;
}

export interface FinanceFigures {
  readonly ratePct: number;
  /** the combined income tax rate both sides are compared after, 0–1 (0 before tax) */
  readonly taxRate: number;
  readonly cash: SideTotals;
  readonly amortized: SideTotals;
  /** tax saved in each tax year (index year − 1), undiscounted: owning's and renting's */
  readonly taxSaved: { readonly own: readonly number[]; readonly rent: readonly number[] };
  /** tax on the newest purchase's gain over its tax book value, were it sold at the horizon */
  readonly taxOnSale: number;
  readonly deductions: readonly Deduction[];
  readonly loan: LoanFigures | null;
  /** the cumulative series on this basis (index m − 1) */
  readonly rows: {
    readonly ownCash: readonly number[];
    readonly ownAmortized: readonly number[];
    readonly rent: readonly number[];
  };
  readonly paybackMonth: number | null;
}

/** The combined income tax rate: a state tax is deducted from federal taxable income. */
export function taxRateOf(scenario: Scenario): number {
  const { buyer, incomeTaxPct, stateTaxPct } = scenario.finance;
  if (buyer === 'before-tax') return 0;
  return (incomeTaxPct + stateTaxPct - (incomeTaxPct * stateTaxPct) / 100) / 100;
}

/** Whether the finance layer changes nothing: undiscounted, before tax, paid in cash. */
export function isPlain(scenario: Scenario): boolean {
  return scenario.discountRatePct === 0 && taxRateOf(scenario) === 0 && scenario.finance.financing.kind === 'cash';
}

/** An entry of a series built to its full length here (0 past its end). */
export const at = (series: readonly number[], i: number) => series[i] ?? 0;

const yearOf = (month: number) => Math.max(1, Math.ceil(month / MONTHS_PER_YEAR));

/** v(m) for m = 0 … last, at the yearly rate: (1 + r)^(−m/12), as the version 1 contract defines it. */
function discountFactors(ratePct: number, last: number): number[] {
  const monthFactor = (1 + ratePct / 100) ** (-1 / MONTHS_PER_YEAR);
  const v = new Array<number>(last + 1);
  v[0] = 1;
  for (let m = 1; m <= last; m += 1) v[m] = at(v, m - 1) * monthFactor;
  return v;
}

/** The deduction of a purchase made at the end of `month`, under the scenario's rules. */
export function deductionOf(scenario: Scenario, month: number, capital: number, unitValue: number): Deduction {
  const { buyer, taxSchedule, taxLifeYears, firstYear } = scenario.finance;
  const year = firstYear + Math.floor(month / MONTHS_PER_YEAR);
  const straight = (fallback: Deduction['fallback']): Deduction => ({
    month,
    year,
    capital,
    schedule: 'straight-line',
    fallback,
    yearlyPct: new Array<number>(taxLifeYears).fill(100 / taxLifeYears),
    section179: null,
  });
  const macrs = (fallback: Deduction['fallback']): Deduction => ({
    month,
    year,
    capital,
    schedule: 'macrs-5',
    fallback,
    yearlyPct: [...MACRS_5_PCT],
    section179: null,
  });
  const chinese = buyer === 'cn-general' || buyer === 'cn-small' || buyer === 'cn-public';
  switch (taxSchedule) {
    case 'expense': {
      if (chinese) {
        if (year < CN_ONE_OFF.fromYear || year > CN_ONE_OFF.toYear) return straight('outsideYears');
        if (scenario.currency === 'CNY' && unitValue > CN_ONE_OFF.maxUnitValueCNY) return straight('overLimit');
      }
      if (buyer === 'us-company' && year < US_BONUS.fromYear) return macrs('outsideYears');
      return { month, year, capital, schedule: 'expense', fallback: null, yearlyPct: [100], section179: null };
    }
    case 'straight-line':
      return straight(null);
    case 'macrs-5':
      return macrs(null);
    case 'section-179': {
      // the limits are in dollars: in another currency the whole purchase is taken as within them
      const within =
        scenario.currency === 'USD'
          ? Math.max(0, SECTION_179.limitUSD - Math.max(0, capital - SECTION_179.phaseOutFromUSD))
          : capital;
      const first = Math.min(capital, within);
      const rest = capital - first;
      const share = capital > 0 ? rest / capital : 0;
      const yearlyPct = MACRS_5_PCT.map((pct) => pct * share);
      yearlyPct[0] = at(yearlyPct, 0) + (capital > 0 ? (first / capital) * 100 : 0);
      return { month, year, capital, schedule: 'section-179', fallback: null, yearlyPct, section179: first };
    }
  }
}

export type { LoanSchedule } from './loan.ts';

function loanOf(scenario: Scenario, capital: number, H: number): LoanSchedule | null {
  if (scenario.finance.financing.kind === 'cash') return null;
  return later().loan.loanOf(scenario, capital, H);
}

/**
 * Each side's present values after tax, their series, and the tax and loan lines behind them. Given a
 * Recorder, it records the tax and the loan line by line (financeSteps.ts).
 */
export function financeFigures(scenario: Scenario, base: BaseFlows, rec?: FinanceRecorder): FinanceFigures {
  const H = scenario.horizonMonths;
  const t = taxRateOf(scenario);
  const lastYear = yearOf(H);
  const v = discountFactors(scenario.discountRatePct, lastYear * MONTHS_PER_YEAR);
  const taxOwn = new Array<number>(lastYear).fill(0);
  const taxRent = new Array<number>(lastYear).fill(0);
  const C = base.capital;
  const deducts = scenario.finance.invoiced && t > 0;

  // the hardware: each purchase deducted from the tax year it is bought in; a replaced one sold at salvage
  const P = base.purchaseMonth ?? 0;
  const purchaseMonths = [P, ...base.replacementMonths];
  const deductions = purchaseMonths.map((month) => deductionOf(scenario, month, C, base.unitValue));
  const K = base.cluster.capital;
  const clusterDeduction = K > 0 ? deductionOf(scenario, P, K, base.unitValue) : null;
  const allDeductions = clusterDeduction ? [...deductions, clusterDeduction] : deductions;
  /** a purchase's tax book value once its deductions up to tax year `y` are taken */
  const bookAfter = (d: Deduction, y: number) => {
    const from = Math.floor(d.month / MONTHS_PER_YEAR) + 1;
    let left = d.capital;
    for (let year = from; year <= y; year += 1) left -= (d.capital * (d.yearlyPct[year - from] ?? 0)) / 100;
    return Math.max(0, left);
  };
  if (deducts) {
    deductions.forEach((d, k) => {
      const from = Math.floor(d.month / MONTHS_PER_YEAR) + 1;
      const sold = k + 1 < purchaseMonths.length ? at(purchaseMonths, k + 1) : null;
      const until = sold === null ? lastYear : yearOf(sold);
      for (let y = from; y <= until; y += 1)
        taxOwn[y - 1] = at(taxOwn, y - 1) + (t * C * at(d.yearlyPct, y - from)) / 100;
      if (sold !== null) taxOwn[until - 1] = at(taxOwn, until - 1) - t * (base.salvageShare * C - bookAfter(d, until));
    });
    if (clusterDeduction) {
      const from = Math.floor(P / MONTHS_PER_YEAR);
      clusterDeduction.yearlyPct.forEach((pct, i) => {
        if (from + i < lastYear) taxOwn[from + i] = at(taxOwn, from + i) + (t * K * pct) / 100;
      });
    }
  }
  // a loan or lease pays for the first purchase: the servers and the cluster around them
  const loan = P === 0 ? loanOf(scenario, C + K, H) : null;

  const ownFlow = new Array<number>(H + 1).fill(0);
  ownFlow[0] = P > 0 ? 0 : loan ? loan.figures.downPayment : C + K;
  for (const month of base.replacementMonths) ownFlow[month] = at(ownFlow, month) + C * (1 - base.salvageShare);
  for (let m = 1; m <= H; m += 1) {
    const running = at(base.ownRunning, m - 1);
    ownFlow[m] = at(ownFlow, m) + (loan ? at(loan.paid, m - 1) : 0);
    const y = yearOf(m);
    taxOwn[y - 1] = at(taxOwn, y - 1) + t * (running + (loan ? at(loan.netInterest, m - 1) : 0));
    taxRent[y - 1] = at(taxRent, y - 1) + t * at(base.rentPaid, m - 1);
  }

  // cumulative series: a flow counts from the month it is paid in (a replacement at the end of month
  // kL from month kL + 1, as the undiscounted series counts it), a tax year's saving from its end or
  // from the horizon's last month, whichever is first
  const ownCash: number[] = new Array(H);
  const ownAmortized: number[] = new Array(H);
  const rent: number[] = new Array(H);
  const replacementAt = new Set(base.replacementMonths);
  // what the hardware cost so far and what running it did, apart: the amortized view credits the
  // hardware against the first alone, so a credit as large as the price cancels without rounding what ran
  let capitalSoFar = at(ownFlow, 0);
  let runSoFar = 0;
  let ownSoFar = capitalSoFar;
  let rentSoFar = 0;
  let paybackMonth: number | null = null;
  let newest: Deduction | undefined = P === 0 ? deductions[0] : undefined;
  let purchase = 0;
  for (let m = 1; m <= H; m += 1) {
    if (P > 0 && m - 1 === P) {
      // a later step is paid at the end of month P and counts from the month after
      capitalSoFar += (C + K) * at(v, P);
      newest = deductions[0];
    }
    if (replacementAt.has(m - 1)) {
      capitalSoFar += C * (1 - base.salvageShare) * at(v, m - 1);
      purchase += 1;
      newest = deductions[purchase];
    }
    capitalSoFar += (at(ownFlow, m) - (replacementAt.has(m) ? C * (1 - base.salvageShare) : 0)) * at(v, m);
    runSoFar += at(base.ownRunning, m - 1) * at(v, m);
    rentSoFar += at(base.rentPaid, m - 1) * at(v, m);
    const y = yearOf(m);
    if (m === y * MONTHS_PER_YEAR || m === H) {
      runSoFar -= at(taxOwn, y - 1) * at(v, y * MONTHS_PER_YEAR);
      rentSoFar -= at(taxRent, y - 1) * at(v, y * MONTHS_PER_YEAR);
    }
    const clusterCredit = at(base.cluster.creditAt, m - 1);
    const credit = at(base.creditAt, m - 1) + clusterCredit;
    const gainTax = deducts && newest ? t * (credit - clusterCredit - bookAfter(newest, y)) : 0;
    const clusterGainTax =
      deducts && clusterDeduction && m > P ? t * (clusterCredit - bookAfter(clusterDeduction, y)) : 0;
    ownSoFar = capitalSoFar + runSoFar;
    ownCash[m - 1] = ownSoFar;
    ownAmortized[m - 1] =
      runSoFar + (capitalSoFar - credit * at(v, m)) + (gainTax + clusterGainTax) * at(v, y * MONTHS_PER_YEAR);
    rent[m - 1] = rentSoFar;
    if (paybackMonth === null && atMost(ownSoFar, rentSoFar)) paybackMonth = m;
  }
  const yearEnd = at(v, lastYear * MONTHS_PER_YEAR);
  const clusterOnSale =
    deducts && clusterDeduction ? t * (at(base.cluster.creditAt, H - 1) - bookAfter(clusterDeduction, lastYear)) : 0;
  const taxOnSale =
    (deducts && newest ? t * (at(base.creditAt, H - 1) - bookAfter(newest, lastYear)) : 0) + clusterOnSale;
  if (rec) {
    const sales = purchaseMonths.slice(1).map((month, k) => {
      const sold = deductions[k];
      return { year: yearOf(month), taxBook: sold && deducts ? bookAfter(sold, yearOf(month)) : 0 };
    });
    rec.worked?.({
      base,
      t,
      v,
      deducts,
      deductions: allDeductions,
      loan,
      taxOwn,
      taxRent,
      sales,
    });
    rec.finance?.({
      upFront: at(ownFlow, 0),
      replacementsPresentValue: base.replacementMonths.reduce(
        (sum, month) => sum + C * (1 - base.salvageShare) * at(v, month),
        0,
      ),
      loanPresentValue: loan ? loan.paid.reduce((sum, paid, i) => sum + paid * at(v, i + 1), 0) : 0,
      taxPresentValue: { own: presentTax(taxOwn, v), rent: presentTax(taxRent, v) },
      credit: at(base.creditAt, H - 1) + at(base.cluster.creditAt, H - 1),
      taxBook: deducts && newest ? bookAfter(newest, lastYear) : null,
      yearEndFactor: yearEnd,
    });
  }
  const rentAmortized = rentSoFar - base.rentRemaining * at(v, H) + t * base.rentRemaining * yearEnd;
  return {
    ratePct: scenario.discountRatePct,
    taxRate: t,
    cash: { own: ownSoFar, rent: rentSoFar },
    amortized: { own: at(ownAmortized, H - 1), rent: rentAmortized },
    taxSaved: { own: taxOwn, rent: taxRent },
    taxOnSale,
    deductions: deducts ? allDeductions : [],
    loan: loan?.figures ?? null,
    rows: { ownCash, ownAmortized, rent },
    paybackMonth,
  };
}

/** What the finance layer worked out, which "How this is computed" records (explain/financeRecord.ts). */
export interface Worked {
  readonly base: BaseFlows;
  readonly t: number;
  readonly v: readonly number[];
  readonly deducts: boolean;
  readonly deductions: readonly Deduction[];
  readonly loan: LoanSchedule | null;
  readonly taxOwn: readonly number[];
  readonly taxRent: readonly number[];
  /** each replaced purchase: the tax year it is sold in and its tax book value then */
  readonly sales: readonly { readonly year: number; readonly taxBook: number }[];
}

/** A Recorder that also takes what was worked out, for the steps of tax and financing. */
export interface FinanceRecorder extends Recorder {
  readonly worked?: (worked: Worked) => void;
}

/** Σ tax saved in year y × v^(12y): tax saved is counted at the end of its tax year. */
const presentTax = (byYear: readonly number[], v: readonly number[]) =>
  byYear.reduce((sum, saved, i) => sum + saved * at(v, (i + 1) * MONTHS_PER_YEAR), 0);

/**
 * What one unit a month of a running cost adds to a side's present value after tax over the horizon,
 * Σ price(m) × (v(m) − t × v(end of m's tax year)): break-even re-prices power and rent with it.
 */
export function monthlyWeight(scenario: Scenario, price: (month: number) => number = () => 1): number {
  const H = scenario.horizonMonths;
  const t = taxRateOf(scenario);
  const v = discountFactors(scenario.discountRatePct, yearOf(H) * MONTHS_PER_YEAR);
  let weight = 0;
  for (let m = 1; m <= H; m += 1) weight += price(m) * (at(v, m) - t * at(v, yearOf(m) * MONTHS_PER_YEAR));
  return weight;
}

/** What one unit paid in the horizon's last month adds to a side's present value after tax. */
export function endWeight(scenario: Scenario): number {
  const H = scenario.horizonMonths;
  if (isPlain(scenario)) return 1;
  const t = taxRateOf(scenario);
  const v = discountFactors(scenario.discountRatePct, yearOf(H) * MONTHS_PER_YEAR);
  return at(v, H) - t * at(v, yearOf(H) * MONTHS_PER_YEAR);
}
