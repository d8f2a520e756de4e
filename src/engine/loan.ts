// Loans and leases of the first purchase (format version 6's financing): equal monthly payments, a
// lease's buy-out, what is owed at the horizon paid off then. Loaded with the parts a financed scenario
// needs (parts.ts): the page's first screen pays in cash. docs/method/finance.md.
import type { LoanFigures } from './finance.ts';
import type { Scenario } from './scenario/schema.ts';
import { MONTHS_PER_YEAR } from './units.ts';

const at = (series: readonly number[], i: number) => series[i] ?? 0;

export interface LoanSchedule {
  readonly figures: LoanFigures;
  /** paid in month m (index m − 1), payments and the payoff at the horizon, less the subsidy */
  readonly paid: number[];
  /** interest less subsidy in month m (index m − 1): what is deducted */
  readonly netInterest: number[];
}

/**
 * A loan or lease of the first purchase: equal monthly payments at a twelfth of the yearly rate (as
 * lenders quote it), a lease's buy-out at its end, what is still owed at the horizon paid off then.
 */
export function loanOf(scenario: Scenario, capital: number, H: number): LoanSchedule | null {
  const f = scenario.finance.financing;
  if (f.kind === 'cash') return null;
  const downPayment = f.kind === 'loan' ? (capital * f.downPaymentPct) / 100 : 0;
  const financed = capital - downPayment;
  const buyout = f.kind === 'lease' ? (capital * f.buyoutPct) / 100 : 0;
  const r = f.ratePct / 100 / MONTHS_PER_YEAR;
  const n = f.months;
  const growth = (1 + r) ** n;
  const payment = r === 0 ? (financed - buyout) / n : ((financed - buyout / growth) * r) / (1 - 1 / growth);
  const paid = new Array<number>(H).fill(0);
  const netInterest = new Array<number>(H).fill(0);
  let balance = financed;
  let interestTotal = 0;
  let subsidyTotal = 0;
  let payoff = 0;
  for (let m = 1; m <= Math.min(n, H); m += 1) {
    const interest = balance * r;
    const subsidy = m <= f.subsidyMonths ? Math.min(interest, (balance * f.subsidyPct) / 100 / MONTHS_PER_YEAR) : 0;
    balance = balance + interest - payment;
    let cash = payment - subsidy;
    if (m === n) {
      // the lease's buy-out (a loan's balance is 0 here, but for rounding)
      cash += balance;
      balance = 0;
    }
    paid[m - 1] = cash;
    netInterest[m - 1] = interest - subsidy;
    interestTotal += interest;
    subsidyTotal += subsidy;
  }
  if (n > H) {
    payoff = balance;
    paid[H - 1] = at(paid, H - 1) + payoff;
  }
  return {
    figures: {
      kind: f.kind,
      financed,
      downPayment,
      payment,
      months: n,
      interest: interestTotal,
      subsidy: subsidyTotal,
      buyout: n <= H ? buyout : 0,
      payoff,
    },
    paid,
    netInterest,
  };
}
