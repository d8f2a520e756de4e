// The steps of tax, financing and present values (format version 6), for a scenario that is not plain:
// the discount factors, the income tax rate, each purchase's deduction, the loan or lease, the tax each
// side saves by year, the tax on the hardware's sale, and each side's present value in the view compared
// (the Spec and units are in spec.ts; docs/method/finance.md gives the rules).
import { count, exactPct, finance, fine, money, none, type Spec } from './spec.ts';

/** one tax year's share of a purchase: its calendar year, the share of the capital and the amount */
const share = { taxYear: count, pct: exactPct, amount: money } as const;
const taxYear = { year: count, fromMonth: count, toMonth: count, taxPct: exactPct, factor: fine } as const;

/** What owning pays, in present values, in either view: the amortized one adds what is left at the end. */
const OWN_PAID = {
  capital: { capital: money },
  downPayment: { downPayment: money },
  replacements: { replacementsPresentValue: money },
  loan: { loanPresentValue: money },
  taxSaved: { taxPresentValue: money },
  // with a lead time, power and operations wait for delivery and the work is rented meanwhile; cards
  // down for repair are rented on demand
  onOrder: { running: money, orderFactor: fine },
  leadTime: { leadTimePresentValue: money },
  downtime: { downtimePresentValue: money },
} as const;

/** What renting pays besides compute and storage: engineer time, each month. */
const RENT_STAFF = { staff: { staff: money, annuityFactor: fine } } as const;

export const FINANCE_STEPS = {
  discountFactors: finance({
    kind: 'statement',
    values: { ratePct: exactPct, monthFactor: fine, horizonMonths: count, annuityFactor: fine, endFactor: fine },
  }),
  /** the buyer is "before tax": neither side deducts anything */
  taxNone: finance(none),
  /** the combined rate: a state tax is deducted from federal taxable income */
  taxRate: finance({
    kind: 'formula',
    values: { incomeTaxPct: exactPct, taxPct: exactPct },
    parts: { state: { stateTaxPct: exactPct, incomeTaxPct: exactPct } },
    result: 'taxPct',
  }),
  /** bought without a special invoice (grey channel): the hardware is not deducted */
  noInvoice: finance(none),
  deductionExpense: finance({
    kind: 'formula',
    values: { year: count, capital: money },
    parts: { cn: { limit: money, fromYear: count, toYear: count }, us: { fromYear: count } },
    slots: { cn: 'rule', us: 'rule' },
  }),
  /** straight-line over the tax life; `why` says why, when a one-off deduction was chosen and does not apply */
  deductionStraightLine: finance({
    kind: 'formula',
    values: { year: count, capital: money, taxLifeYears: count, perYear: money, lastYear: count },
    parts: { overLimit: { unitValue: money, limit: money }, outsideYears: { fromYear: count, toYear: count } },
    slots: { overLimit: 'why', outsideYears: 'why' },
    result: 'perYear',
  }),
  deductionMacrs: finance({
    kind: 'formula',
    values: { year: count, capital: money },
    parts: { share, outsideYears: { fromYear: count } },
    slots: { share: 'years', outsideYears: 'why' },
    listed: true,
  }),
  deductionSection179: finance({
    kind: 'formula',
    values: { year: count, capital: money, first: money, limit: money, phaseOutFrom: money },
    parts: { share },
    slots: { share: 'years' },
    listed: true,
    wording: { share: 'deductionMacrs.share' },
  }),
  loanAmount: finance({
    kind: 'formula',
    values: { capital: money, downPaymentPct: exactPct, downPayment: money, financed: money },
    result: 'financed',
  }),
  leaseAmount: finance({
    kind: 'formula',
    values: { capital: money, buyoutPct: exactPct, buyout: money },
    result: 'buyout',
  }),
  /** equal payments at a twelfth of the yearly rate */
  loanPayment: finance({
    kind: 'formula',
    values: { financed: money, ratePct: exactPct, monthlyRatePct: exactPct, months: count, payment: money },
    result: 'payment',
  }),
  /** a lease's payments leave its buy-out owed at its end */
  leasePayment: finance({
    kind: 'formula',
    values: {
      financed: money,
      buyout: money,
      ratePct: exactPct,
      monthlyRatePct: exactPct,
      months: count,
      payment: money,
    },
    result: 'payment',
  }),
  loanPaymentFree: finance({
    kind: 'formula',
    values: { financed: money, buyout: money, months: count, payment: money },
    result: 'payment',
  }),
  /** interest over the months of the horizon, less the subsidy: what is deducted */
  loanInterest: finance({
    kind: 'formula',
    values: { paidMonths: count, interest: money, net: money },
    parts: { subsidy: { subsidy: money, subsidyPct: exactPct, subsidyMonths: count } },
    result: 'net',
  }),
  /** what is paid to the lender in the horizon, undiscounted (a formula: the subsidy is taken off) */
  loanPaid: finance({
    kind: 'formula',
    values: { total: money },
    parts: {
      payments: { paidMonths: count, payment: money },
      subsidy: { subsidy: money },
      buyout: { buyout: money, month: count },
      payoff: { payoff: money, month: count },
    },
    result: 'total',
  }),
  taxSavedOwn: finance({
    kind: 'formula',
    values: { ...taxYear, running: money, own: money },
    parts: { deducted: { deducted: money }, interest: { interest: money }, sale: { sold: money, taxBook: money } },
    result: 'own',
  }),
  taxSavedRent: finance({
    kind: 'formula',
    values: { ...taxYear, paid: money, rent: money },
    result: 'rent',
  }),
  /** the amortized view credits the newest purchase at its value, taxed on its gain over the tax book value */
  taxOnSale: finance({
    kind: 'formula',
    values: { taxPct: exactPct, credit: money, taxBook: money, tax: money },
    result: 'tax',
  }),
  presentValueOwn: finance({
    kind: 'formula',
    values: { running: money, annuityFactor: fine, presentValue: money },
    parts: {
      ...OWN_PAID,
      credit: { credit: money, endFactor: fine },
      saleTax: { taxOnSale: money, yearEndFactor: fine },
    },
    slots: { capital: 'start', downPayment: 'start' },
    result: 'presentValue',
  }),
  presentValueOwnCash: finance({
    kind: 'formula',
    values: { running: money, annuityFactor: fine, presentValue: money },
    parts: OWN_PAID,
    slots: { capital: 'start', downPayment: 'start' },
    wording: {
      capital: 'presentValueOwn.capital',
      downPayment: 'presentValueOwn.downPayment',
      replacements: 'presentValueOwn.replacements',
      loan: 'presentValueOwn.loan',
      taxSaved: 'presentValueOwn.taxSaved',
      onOrder: 'presentValueOwn.onOrder',
      leadTime: 'presentValueOwn.leadTime',
      downtime: 'presentValueOwn.downtime',
    },
    result: 'presentValue',
  }),
  presentValueRent: finance({
    kind: 'formula',
    values: { storage: money, annuityFactor: fine, presentValue: money },
    parts: {
      compute: { compute: money, annuityFactor: fine },
      computeFalling: { compute: money, computeAnnuity: fine },
      past: { compute: money, pastMonths: fine, endFactor: fine, horizonMonths: count },
      taxSaved: { taxPresentValue: money },
      ...RENT_STAFF,
      left: { remainingValue: money, endFactor: fine },
      leftTax: { taxPct: exactPct, remainingValue: money, yearEndFactor: fine },
    },
    slots: { computeFalling: 'compute' },
    result: 'presentValue',
  }),
  presentValueRentCash: finance({
    kind: 'formula',
    values: { storage: money, annuityFactor: fine, presentValue: money },
    parts: {
      compute: { compute: money, annuityFactor: fine },
      computeFalling: { compute: money, computeAnnuity: fine },
      past: { compute: money, pastMonths: fine, endFactor: fine, horizonMonths: count },
      taxSaved: { taxPresentValue: money },
      ...RENT_STAFF,
    },
    slots: { computeFalling: 'compute' },
    wording: {
      staff: 'presentValueRent.staff',
      compute: 'presentValueRent.compute',
      computeFalling: 'presentValueRent.computeFalling',
      past: 'presentValueRent.past',
      taxSaved: 'presentValueRent.taxSaved',
    },
    result: 'presentValue',
  }),
} as const satisfies Record<string, Spec>;
