// The steps of "How this is computed" for tax and financing, from what the finance layer worked out
// (finance.ts hands it over through the Recorder's finance hook): loaded with the explanation only.
import { at, type Deduction, type LoanSchedule, type Worked } from '../finance.ts';
import type { Recorder, StepPart } from '../record/steps.ts';
import { CN_ONE_OFF, SECTION_179, US_BONUS } from '../scenario/buyers.ts';
import type { Scenario } from '../scenario/schema.ts';
import { MONTHS_PER_YEAR } from '../units.ts';

/** The tax rate, each purchase's deduction, the loan, and each side's tax saved by tax year. */
export function recordFinance(rec: Recorder, scenario: Scenario, w: Worked): void {
  const { base } = w;
  const { buyer, incomeTaxPct, stateTaxPct, invoiced, firstYear } = scenario.finance;
  const taxPct = w.t * 100;
  if (buyer === 'before-tax') rec('taxNone', {});
  else {
    const state = { id: 'state' as const, values: { stateTaxPct, incomeTaxPct }, amount: 0 };
    rec('taxRate', { incomeTaxPct, taxPct }, stateTaxPct > 0 ? [state] : []);
  }
  if (w.t > 0 && !invoiced) rec('noInvoice', {});
  if (w.deducts) for (const d of w.deductions) recordDeduction(rec, scenario, d.capital, base.unitValue, d);
  if (w.loan) recordLoan(rec, scenario, base.capital + base.cluster.capital, w.loan);
  if (w.t === 0) return;
  const H = scenario.horizonMonths;
  const C = base.capital;
  w.taxOwn.forEach((own, i) => {
    const y = i + 1;
    const fromMonth = (y - 1) * MONTHS_PER_YEAR + 1;
    const toMonth = Math.min(H, y * MONTHS_PER_YEAR);
    const factor = at(w.v, y * MONTHS_PER_YEAR);
    const year = firstYear + i;
    const parts: StepPart<'taxSavedOwn'>[] = [];
    if (w.deducts) {
      let deducted = 0;
      w.deductions.forEach((d, k) => {
        const from = Math.floor(d.month / MONTHS_PER_YEAR) + 1;
        const until = w.sales[k]?.year ?? w.taxOwn.length;
        if (y >= from && y <= until) deducted += (d.capital * at(d.yearlyPct, y - from)) / 100;
      });
      parts.push({ id: 'deducted', values: { deducted }, amount: deducted });
    }
    if (w.loan) {
      const interest = w.loan.netInterest.slice(fromMonth - 1, toMonth).reduce((sum, x) => sum + x, 0);
      if (interest !== 0) parts.push({ id: 'interest', values: { interest }, amount: interest });
    }
    if (w.deducts) {
      for (const sale of w.sales.filter((s) => s.year === y)) {
        const sold = base.salvageShare * C;
        parts.push({ id: 'sale', values: { sold, taxBook: sale.taxBook }, amount: sale.taxBook - sold });
      }
    }
    const running = base.ownRunning.slice(fromMonth - 1, toMonth).reduce((sum, x) => sum + x, 0);
    rec('taxSavedOwn', { year, fromMonth, toMonth, taxPct, factor, running, own }, parts);
    const paid = base.rentPaid.slice(fromMonth - 1, toMonth).reduce((sum, x) => sum + x, 0);
    rec('taxSavedRent', { year, fromMonth, toMonth, taxPct, factor, paid, rent: at(w.taxRent, i) });
  });
}

function recordDeduction(rec: Recorder, scenario: Scenario, capital: number, unitValue: number, d: Deduction): void {
  const { buyer, taxLifeYears } = scenario.finance;
  const year = d.year;
  const shares = d.yearlyPct.map((pct, i) => ({
    id: 'share' as const,
    values: { taxYear: year + i, pct, amount: (capital * pct) / 100 },
    amount: (capital * pct) / 100,
  }));
  const cnYears = { fromYear: CN_ONE_OFF.fromYear, toYear: CN_ONE_OFF.toYear };
  switch (d.schedule) {
    case 'expense': {
      const rule =
        buyer === 'us-company'
          ? { id: 'us' as const, values: { fromYear: US_BONUS.fromYear }, amount: 0 }
          : { id: 'cn' as const, values: { limit: CN_ONE_OFF.maxUnitValueCNY, ...cnYears }, amount: 0 };
      rec('deductionExpense', { year, capital }, [rule]);
      return;
    }
    case 'straight-line': {
      const why: StepPart<'deductionStraightLine'>[] = [];
      if (d.fallback === 'overLimit') {
        why.push({ id: 'overLimit', values: { unitValue, limit: CN_ONE_OFF.maxUnitValueCNY }, amount: 0 });
      }
      if (d.fallback === 'outsideYears') why.push({ id: 'outsideYears', values: cnYears, amount: 0 });
      const perYear = (capital * at(d.yearlyPct, 0)) / 100;
      rec('deductionStraightLine', { year, capital, taxLifeYears, perYear, lastYear: year + taxLifeYears - 1 }, why);
      return;
    }
    case 'macrs-5': {
      const why = d.fallback
        ? [{ id: 'outsideYears' as const, values: { fromYear: US_BONUS.fromYear }, amount: 0 }]
        : [];
      rec('deductionMacrs', { year, capital }, [...shares, ...why]);
      return;
    }
    case 'section-179': {
      const limits = { limit: SECTION_179.limitUSD, phaseOutFrom: SECTION_179.phaseOutFromUSD };
      rec('deductionSection179', { year, capital, first: d.section179 ?? 0, ...limits }, shares);
      return;
    }
  }
}

function recordLoan(rec: Recorder, scenario: Scenario, capital: number, loan: LoanSchedule): void {
  const f = scenario.finance.financing;
  const H = scenario.horizonMonths;
  const { financed, downPayment, payment, months, interest, subsidy, payoff } = loan.figures;
  const buyout = f.kind === 'lease' ? (capital * f.buyoutPct) / 100 : 0;
  if (f.kind === 'lease') rec('leaseAmount', { capital, buyoutPct: f.buyoutPct, buyout });
  else rec('loanAmount', { capital, downPaymentPct: f.downPaymentPct, downPayment, financed });
  const rates = { ratePct: f.ratePct, monthlyRatePct: f.ratePct / MONTHS_PER_YEAR, months, payment };
  if (f.ratePct === 0) rec('loanPaymentFree', { financed, buyout, months, payment });
  else if (f.kind === 'lease') rec('leasePayment', { financed, buyout, ...rates });
  else rec('loanPayment', { financed, ...rates });
  const paidMonths = Math.min(months, H);
  const subsidyPart = { subsidy, subsidyPct: f.subsidyPct, subsidyMonths: Math.min(f.subsidyMonths, paidMonths) };
  const subsidized = subsidy > 0 ? [{ id: 'subsidy' as const, values: subsidyPart, amount: -subsidy }] : [];
  rec('loanInterest', { paidMonths, interest, net: interest - subsidy }, subsidized);
  const parts: StepPart<'loanPaid'>[] = [
    { id: 'payments', values: { paidMonths, payment }, amount: paidMonths * payment },
  ];
  if (subsidy > 0) parts.push({ id: 'subsidy', values: { subsidy }, amount: -subsidy });
  if (loan.figures.buyout > 0) {
    parts.push({ id: 'buyout', values: { buyout: loan.figures.buyout, month: months }, amount: loan.figures.buyout });
  }
  if (payoff > 0) parts.push({ id: 'payoff', values: { payoff, month: H }, amount: payoff });
  rec('loanPaid', { total: loan.paid.reduce((sum, x) => sum + x, 0) }, parts);
}
