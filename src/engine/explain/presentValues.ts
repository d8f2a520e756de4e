// The steps of each side's present value in the view compared, for a scenario that is not plain: the
// discount factors, then what owning and renting pay, discounted, less the tax each saves, told from the
// result and the pieces the evaluation (HorizonFigures) and the finance layer (FinancePieces) hand their
// recorder. Each line ends at the figure the verdict compares, result.finance[view].
import { inServiceShare } from '../evaluate.ts';
import type { FinancePieces, HorizonFigures, Recorder, StepPart } from '../record/steps.ts';
import { computePriceFactor, onDemandOf } from '../rent.ts';
import type { Result } from '../result.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { CostView } from '../views.ts';

/** Σ weight(m) × v^m over the horizon, v^m worked out month by month as the evaluation does. */
function discounted(scenario: Scenario, monthFactor: number, weight: (month: number) => number): number {
  let discount = 1;
  let sum = 0;
  for (let m = 1; m <= scenario.horizonMonths; m += 1) {
    discount *= monthFactor;
    sum += weight(m) * discount;
  }
  return sum;
}

/**
 * With a lead time or cards down for repair, what owning pays month by month besides the hardware is
 * not one figure a month: power and operations are taken off for the months on order, and the work
 * rented then and while cards are down is added, each discounted month by month.
 */
function runningParts(scenario: Scenario, result: Result, h: HorizonFigures): StepPart<'presentValueOwn'>[] {
  const parts: StepPart<'presentValueOwn'>[] = [];
  const { leadTime, downtime } = result.own.breakdown;
  const onOrder = (m: number) => 1 - inServiceShare(scenario, m);
  if (scenario.own.leadTimeMonths > 0) {
    const running = result.own.perMonth.power + result.own.perMonth.ops;
    const orderFactor = discounted(scenario, h.monthFactor, onOrder);
    parts.push({ id: 'onOrder', values: { running, orderFactor }, amount: -running * orderFactor });
  }
  if (leadTime > 0) {
    const { compute, storage } = result.rent.perMonth;
    const leadTimePresentValue = discounted(
      scenario,
      h.monthFactor,
      (m) => onOrder(m) * (compute * computePriceFactor(scenario, m) + storage),
    );
    parts.push({ id: 'leadTime', values: { leadTimePresentValue }, amount: leadTimePresentValue });
  }
  if (downtime > 0) {
    const onDemand = onDemandOf(scenario);
    const perMonth = result.own.perMonth.downtime;
    const downtimePresentValue = discounted(
      scenario,
      h.monthFactor,
      (m) => (1 - onOrder(m)) * perMonth * computePriceFactor(onDemand, m),
    );
    parts.push({ id: 'downtime', values: { downtimePresentValue }, amount: downtimePresentValue });
  }
  return parts;
}

function own(
  rec: Recorder,
  scenario: Scenario,
  result: Result,
  h: HorizonFigures,
  p: FinancePieces,
  view: CostView,
): void {
  const { finance } = result;
  const loan = finance.loan;
  const parts: StepPart<'presentValueOwn'>[] = [
    loan
      ? { id: 'downPayment', values: { downPayment: p.upFront }, amount: p.upFront }
      : { id: 'capital', values: { capital: p.upFront }, amount: p.upFront },
    ...runningParts(scenario, result, h),
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
  const staff = result.rent.perMonth.staff;
  if (staff > 0) parts.push({ id: 'staff', values: { staff, annuityFactor }, amount: staff * annuityFactor });
  const values = { storage, annuityFactor, presentValue: finance[view].rent };
  const remainingValue = result.rent.remainingValue;
  if (view === 'cash') {
    rec('presentValueRentCash', values, parts as StepPart<'presentValueRentCash'>[]);
    return;
  }
  if (remainingValue > 0) {
    // the months paid past the horizon are credited at their resale share, less the tax their rent saved
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
  own(rec, scenario, result, horizon, pieces, view);
  rent(rec, result, horizon, pieces, view);
}
