// The steps of each side's present value in the view compared, for a scenario that is not plain: the
// discount factors, then what owning and renting pay, discounted, less the tax each saves, told from the
// result and the pieces the evaluation (HorizonFigures) and the finance layer (FinancePieces) hand their
// recorder. Each line ends at the figure the verdict compares, result.finance[view].
import type { FinancePieces, HorizonFigures, Recorder, StepPart } from '../record/steps.ts';
import type { Result } from '../result.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { CostView } from '../views.ts';

function own(rec: Recorder, result: Result, h: HorizonFigures, p: FinancePieces, view: CostView): void {
  const { finance } = result;
  const loan = finance.loan;
  const parts: StepPart<'presentValueOwn'>[] = [
    loan
      ? { id: 'downPayment', values: { downPayment: p.upFront }, amount: p.upFront }
      : { id: 'capital', values: { capital: p.upFront }, amount: p.upFront },
  ];
  const replacementsPresentValue = p.replacementsPresentValue;
  if (replacementsPresentValue > 0) {
    parts.push({ id: 'replacements', values: { replacementsPresentValue }, amount: replacementsPresentValue });
  }
  if (loan) parts.push({ id: 'loan', values: { loanPresentValue: p.loanPresentValue }, amount: p.loanPresentValue });
  const taxPresentValue = p.taxPresentValue.own;
  if (finance.taxRate > 0) parts.push({ id: 'taxSaved', values: { taxPresentValue }, amount: -taxPresentValue });
  const running = result.own.perMonth.power + result.own.perMonth.ops;
  const values = { running, annuityFactor: h.annuityFactor, presentValue: finance[view].own };
  if (view === 'cash') {
    rec('presentValueOwnCash', values, parts as StepPart<'presentValueOwnCash'>[]);
    return;
  }
  const endFactor = h.endFactor;
  parts.push({ id: 'credit', values: { credit: p.credit, endFactor }, amount: -p.credit * endFactor });
  if (p.taxBook !== null) {
    const taxOnSale = finance.taxOnSale;
    const yearEndFactor = p.yearEndFactor;
    parts.push({ id: 'saleTax', values: { taxOnSale, yearEndFactor }, amount: taxOnSale * yearEndFactor });
  }
  rec('presentValueOwn', values, parts);
}

function rent(rec: Recorder, result: Result, h: HorizonFigures, p: FinancePieces, view: CostView): void {
  const { finance } = result;
  const { compute, storage } = result.rent.perMonth;
  const { annuityFactor, endFactor, pastMonths } = h;
  const horizonMonths = result.monthly.length;
  const parts: StepPart<'presentValueRent'>[] = [
    h.steadyPrices
      ? { id: 'compute', values: { compute, annuityFactor }, amount: compute * annuityFactor }
      : {
          id: 'computeFalling',
          values: { compute, computeAnnuity: h.computeAnnuity },
          amount: compute * h.computeAnnuity,
        },
  ];
  if (pastMonths > 0) {
    const past = { compute, pastMonths, endFactor, horizonMonths };
    parts.push({ id: 'past', values: past, amount: compute * pastMonths * endFactor });
  }
  const taxPresentValue = p.taxPresentValue.rent;
  const taxPct = finance.taxRate * 100;
  if (taxPct > 0) parts.push({ id: 'taxSaved', values: { taxPresentValue }, amount: -taxPresentValue });
  const values = { storage, annuityFactor, presentValue: finance[view].rent };
  const remainingValue = result.rent.remainingValue;
  if (view === 'cash') {
    rec('presentValueRentCash', values, parts as StepPart<'presentValueRentCash'>[]);
    return;
  }
  if (remainingValue > 0) {
    // the months paid past the horizon are left over at what they cost, less the tax their rent saved
    parts.push({ id: 'left', values: { remainingValue, endFactor }, amount: -remainingValue * endFactor });
    if (taxPct > 0) {
      const yearEndFactor = p.yearEndFactor;
      const leftTax = { taxPct, remainingValue, yearEndFactor };
      parts.push({ id: 'leftTax', values: leftTax, amount: finance.taxRate * remainingValue * yearEndFactor });
    }
  }
  rec('presentValueRent', values, parts);
}

/** The discount factors, the tax on the hardware's sale, and each side's present value in the view compared. */
export function recordPresentValues(
  rec: Recorder,
  scenario: Scenario,
  result: Result,
  horizon: HorizonFigures,
  pieces: FinancePieces,
  view: CostView,
): void {
  const { annuityFactor, endFactor, monthFactor } = horizon;
  const horizonMonths = scenario.horizonMonths;
  rec('discountFactors', { ratePct: scenario.discountRatePct, monthFactor, horizonMonths, annuityFactor, endFactor });
  if (view === 'amortized' && pieces.taxBook !== null) {
    const { taxRate, taxOnSale: tax } = result.finance;
    rec('taxOnSale', { taxPct: taxRate * 100, credit: pieces.credit, taxBook: pieces.taxBook, tax });
  }
  own(rec, result, horizon, pieces, view);
  rent(rec, result, horizon, pieces, view);
}
