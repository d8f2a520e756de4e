// "How this is computed" for a scenario with tax and financing (format version 6): the tax and the loan
// line by line with the scenario's own numbers, worked by hand for a Chinese general taxpayer with the
// one-off deduction and a US company with 5-year MACRS and a loan. docs/method/finance.md gives the rules.
import { describe, expect, it } from 'vitest';
import { scenario } from '../../../tests/support/scenarios.ts';
import { startup } from '../../../tests/support/startup.ts';
import { compareInView, evaluate, type Scenario } from '../../engine/index.ts';
import { type Lang, translate } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import { type AnySection, type AnyStep, explainCore, type StepById, stepOf } from './explain.fixtures.ts';
import { formatsFor } from './lines.ts';
import { stepLine } from './stepLine.ts';

function step<Id extends AnyStep['id']>(sections: readonly AnySection[], id: Id): StepById[Id]['values'] {
  const found = stepOf(sections, id);
  if (!found) throw new Error(`no step ${id}`);
  return found.values;
}

function all<Id extends AnyStep['id']>(sections: readonly AnySection[], id: Id): StepById[Id]['values'][] {
  return sections.flatMap((s) => s.steps.filter((x) => x.id === id)).map((x) => x.values as StepById[Id]['values']);
}

function partsOf(sections: readonly AnySection[], id: AnyStep['id']) {
  return stepOf(sections, id)?.parts.map((part) => ({ id: part.id, ...part.values })) ?? [];
}

/** The line of the first step `id`, as a reader of `lang` sees it: "label = formula". */
function line(s: Scenario, sections: readonly AnySection[], id: AnyStep['id'], lang: Lang = 'en'): string {
  const found = stepOf(sections, id);
  if (!found) throw new Error(`no step ${id}`);
  const t: Translate = (key, params) => translate(lang, key, params);
  const drafted = stepLine(found, t, formatsFor(lang, s.currency));
  return `${drafted.label}${t(drafted.statement ? 'explain.colon' : 'explain.is')}${drafted.formula}`;
}

/**
 * A Chinese general taxpayer: one ¥100,000 server (VAT recovered, so at its price before VAT), ¥1,000 a
 * month of operations, against ¥2,000 a month of cloud (VAT recovered), over 24 months at 8 %, 25 %
 * corporate income tax, bought in 2026 with a special invoice: China's one-off deduction applies.
 */
const chinese = (own: { serverPrice?: number } = {}, firstYear = 2026) =>
  scenario({
    horizonMonths: 24,
    discountRatePct: 8,
    own: { serverPrice: 100_000, ...own, ops: { otherPerYear: 12_000 } },
    rent: { plan: 'monthly', monthlyPricePerGpu: 2_000 },
    tax: { hardwareVatPct: 13, hardwareVatRecoverable: true, cloudVatPct: 6, cloudVatRecoverable: true },
    finance: {
      buyer: 'cn-general',
      incomeTaxPct: 25,
      stateTaxPct: 0,
      taxSchedule: 'expense',
      taxLifeYears: 3,
      invoiced: true,
      firstYear,
    },
  });

/**
 * A US company: one $100,000 server by 5-year MACRS, $1,000 a month of operations, against $3,000 a
 * month of cloud, over 24 months at 10 %, 21 % federal and 5 % state income tax, with a loan of 80 % at
 * 8 % a year over 36 months, still owed in part at the horizon.
 */
const american = scenario({
  horizonMonths: 24,
  discountRatePct: 10,
  own: { serverPrice: 100_000, ops: { otherPerYear: 12_000 } },
  rent: { plan: 'monthly', monthlyPricePerGpu: 3_000 },
  finance: {
    buyer: 'us-company',
    incomeTaxPct: 21,
    stateTaxPct: 5,
    taxSchedule: 'macrs-5',
    taxLifeYears: 5,
    invoiced: true,
    firstYear: 2026,
    financing: { kind: 'loan', downPaymentPct: 20, ratePct: 8, months: 36, subsidyPct: 0, subsidyMonths: 0 },
  },
});
const usd = { ...american, currency: 'USD' };

describe('tax and financing, worked by hand', () => {
  it('deducts a Chinese general taxpayer’s server at once and counts each side’s tax saved by year', () => {
    const s = chinese();
    const sections = explainCore(s);
    expect(sections.map((x) => x.id)).toEqual(['own', 'rent', 'finance', 'comparison']);
    // v = 1.08^(−1/12); v^12 = 1 ÷ 1.08, v^24 = 1 ÷ 1.1664
    expect(step(sections, 'discountFactors')).toMatchObject({
      ratePct: 8,
      monthFactor: expect.closeTo(0.993607, 6),
      annuityFactor: expect.closeTo(22.172911, 6),
      endFactor: expect.closeTo(0.857339, 6),
    });
    expect(step(sections, 'taxRate')).toEqual({ incomeTaxPct: 25, taxPct: 25 });
    expect(step(sections, 'deductionExpense')).toEqual({ year: 2026, capital: 100_000 });
    expect(partsOf(sections, 'deductionExpense')).toEqual([
      { id: 'cn', limit: 5_000_000, fromYear: 2024, toYear: 2027 },
    ]);
    // 25 % × (12,000 operations + 100,000 deducted) = 28,000 in 2026; 25 % × 12,000 = 3,000 in 2027
    expect(all(sections, 'taxSavedOwn')).toEqual([
      expect.objectContaining({ year: 2026, fromMonth: 1, toMonth: 12, running: 12_000, own: 28_000 }),
      expect.objectContaining({ year: 2027, fromMonth: 13, toMonth: 24, running: 12_000, own: 3_000 }),
    ]);
    expect(all(sections, 'taxSavedOwn')[0]?.factor).toBeCloseTo(1 / 1.08, 12);
    // 25 % × 24,000 of rent each year
    expect(all(sections, 'taxSavedRent').map((x) => [x.year, x.paid, x.rent])).toEqual([
      [2026, 24_000, 6_000],
      [2027, 24_000, 6_000],
    ]);
    // credited at its book value, a third of 100,000 left after 24 of 36 months, fully deducted for tax
    expect(step(sections, 'taxOnSale')).toMatchObject({
      taxPct: 25,
      credit: expect.closeTo(33_333.33, 2),
      taxBook: 0,
      tax: expect.closeTo(8_333.33, 2),
    });
    // 100,000 + 1,000 × 22.172911 − 28,000 × v^12 − 3,000 × v^24 − 33,333.33 × v^24 + 8,333.33 × v^24
    expect(step(sections, 'presentValueOwn').presentValue).toBeCloseTo(72_241.5, 2);
    // 2,000 × 22.172911 − 6,000 × (v^12 + v^24)
    expect(step(sections, 'presentValueRent').presentValue).toBeCloseTo(33_646.23, 2);
    const savings = step(sections, 'savings');
    expect(savings).toMatchObject({ cheaper: 'rent', savings: expect.closeTo(38_595.26, 2) });
    expect(partsOf(sections, 'savings')).toEqual([{ id: 'presentValues' }]);
    expect(stepOf(sections, 'loanAmount')).toBeUndefined();
  });

  it('writes the Chinese taxpayer’s lines with its numbers, in English and in Chinese', () => {
    const s = chinese();
    const sections = explainCore(s);
    expect(line(s, sections, 'deductionExpense')).toBe(
      'Deduction of the hardware bought in 2026 = CN¥100,000.00, all of it in 2026: China’s one-off deduction, for equipment of up to CN¥5,000,000.00 a unit bought from 2024 to 2027',
    );
    expect(line(s, sections, 'taxSavedOwn')).toBe(
      'Tax owning saves in 2026 (months 1–12) = 25% × (CN¥12,000.00 power and operations + CN¥100,000.00 hardware deducted) = CN¥28,000.00, saved at the end of the tax year (discount factor 0.925926)',
    );
    // 28,000 × v^12 + 3,000 × v^24 = 25,925.93 + 2,572.02 of tax saved, discounted
    expect(line(s, sections, 'presentValueOwn')).toBe(
      'Owning, present value (amortized) = CN¥100,000.00 capital + CN¥1,000.00 × 22.172911 power and operations − CN¥28,497.94 tax saved, discounted − CN¥33,333.33 × 0.857339 (the hardware’s value at the end) + CN¥8,333.33 × 0.857339 (the tax on that value) = CN¥72,241.50',
    );
    expect(line(s, sections, 'deductionExpense', 'zh-CN')).toBe(
      '2026 年购入硬件的税前扣除 = ¥100,000.00 于 2026 年一次性全额扣除：设备器具一次性税前扣除，适用于单位价值不超过 ¥5,000,000.00、2024 至 2027 年购入的设备（财政部 税务总局公告2023年第37号）',
    );
    expect(line(s, sections, 'taxOnSale', 'zh-CN')).toBe(
      '期末硬件价值应缴的所得税 = 25% × (计入的价值 ¥33,333.33 − 计税基础 ¥0.00) = ¥8,333.33，视同期末出售',
    );
  });

  it('says why the one-off deduction does not apply: a server above ¥5M, or a purchase after 2027', () => {
    const dear = explainCore(chinese({ serverPrice: 6_000_000 }));
    // the shortest tax life, 3 years, straight-line: 2,000,000 a year
    expect(step(dear, 'deductionStraightLine')).toEqual({
      year: 2026,
      capital: 6_000_000,
      taxLifeYears: 3,
      perYear: 2_000_000,
      lastYear: 2028,
    });
    expect(partsOf(dear, 'deductionStraightLine')).toEqual([
      { id: 'overLimit', unitValue: 6_000_000, limit: 5_000_000 },
    ]);
    expect(all(dear, 'taxSavedOwn').map((x) => x.own)).toEqual([
      0.25 * (12_000 + 2_000_000),
      0.25 * (12_000 + 2_000_000),
    ]);
    const late = chinese({}, 2028);
    const lateSections = explainCore(late);
    expect(partsOf(lateSections, 'deductionStraightLine')).toEqual([
      { id: 'outsideYears', fromYear: 2024, toYear: 2027 },
    ]);
    expect(line(late, lateSections, 'deductionStraightLine')).toBe(
      'Deduction of the hardware bought in 2028, straight-line = CN¥100,000.00 ÷ 3 years = CN¥33,333.33 a year, from 2028 to 2030; not at once, as China’s one-off deduction covers purchases from 2024 to 2027 only',
    );
  });

  it('lists a US company’s MACRS years, its loan and its tax saved, each with the scenario’s numbers', () => {
    const sections = explainCore(usd);
    // 21 % + 5 % × (1 − 21 %) = 24.95 %
    expect(step(sections, 'taxRate').taxPct).toBeCloseTo(24.95, 10);
    expect(partsOf(sections, 'taxRate')).toEqual([{ id: 'state', stateTaxPct: 5, incomeTaxPct: 21 }]);
    expect(partsOf(sections, 'deductionMacrs')).toEqual(
      [20, 32, 19.2, 11.52, 11.52, 5.76].map((pct, i) => ({
        id: 'share',
        taxYear: 2026 + i,
        pct,
        amount: expect.closeTo(pct * 1_000, 6),
      })),
    );
    expect(step(sections, 'loanAmount')).toEqual({
      capital: 100_000,
      downPaymentPct: 20,
      downPayment: 20_000,
      financed: 80_000,
    });
    // 80,000 × r ÷ (1 − (1 + r)^−36), r = 8 % ÷ 12
    expect(step(sections, 'loanPayment')).toMatchObject({
      monthlyRatePct: expect.closeTo(0.666667, 6),
      months: 36,
      payment: expect.closeTo(2_506.91, 2),
    });
    expect(step(sections, 'loanInterest')).toMatchObject({ paidMonths: 24, interest: expect.closeTo(8_984.7, 2) });
    // 24 payments, then the 12 months' balance still owed paid off at the horizon
    expect(partsOf(sections, 'loanPaid')).toEqual([
      { id: 'payments', paidMonths: 24, payment: expect.closeTo(2_506.91, 2) },
      { id: 'payoff', payoff: expect.closeTo(28_818.88, 2), month: 24 },
    ]);
    expect(step(sections, 'loanPaid').total).toBeCloseTo(24 * 2_506.909237 + 28_818.881583, 4);
    // 24.95 % × (12,000 operations + 20,000 deducted + 5,512.04 interest) in 2026; 32,000 and 3,472.67 in 2027
    expect(all(sections, 'taxSavedOwn').map((x) => x.own)).toEqual([
      expect.closeTo(9_359.25, 2),
      expect.closeTo(11_844.43, 2),
    ]);
    expect(partsOf(sections, 'taxSavedOwn')).toEqual([
      { id: 'deducted', deducted: 20_000 },
      { id: 'interest', interest: expect.closeTo(5_512.04, 2) },
    ]);
    // credited at its book value 33,333.33, below the tax book value 48,000: a loss, which saves tax
    expect(step(sections, 'taxOnSale')).toMatchObject({ taxBook: 48_000, tax: expect.closeTo(-3_659.33, 2) });
    expect(partsOf(sections, 'presentValueOwn')).toEqual([
      { id: 'downPayment', downPayment: 20_000 },
      { id: 'loan', loanPresentValue: expect.closeTo(78_379.05, 2) },
      { id: 'taxSaved', taxPresentValue: expect.any(Number) },
      { id: 'credit', credit: expect.closeTo(33_333.33, 2), endFactor: expect.closeTo(1.1 ** -2, 12) },
      { id: 'saleTax', taxOnSale: expect.closeTo(-3_659.33, 2), yearEndFactor: expect.closeTo(1.1 ** -2, 12) },
    ]);
    expect(step(sections, 'presentValueOwn').presentValue).toBeCloseTo(71_273.97, 2);
    expect(step(sections, 'presentValueRent').presentValue).toBeCloseTo(49_705.11, 2);
  });

  it('writes the loan’s lines in English and in Chinese', () => {
    const sections = explainCore(usd);
    expect(line(usd, sections, 'loanPayment')).toBe(
      'Monthly payment = r = 8% ÷ 12 = 0.666667% a month; $80,000.00 × r ÷ (1 − (1 + r)^−36) = $2,506.91',
    );
    expect(line(usd, sections, 'loanPaid')).toBe(
      'Paid to the lender in the horizon = 24 × $2,506.91 + $28,818.88 still owed, paid off in month 24 = $88,984.70',
    );
    expect(line(usd, sections, 'taxRate', 'zh-CN')).toBe(
      '两方比较所用的所得税税率 = 所得税 21% + 州税 5% × (1 − 21%)，因州税可从联邦应纳税所得额中扣除 = 24.95%',
    );
    expect(line(usd, sections, 'loanAmount', 'zh-CN')).toBe(
      '贷款 = US$100,000.00 − 首付 20% 即 US$20,000.00 = 贷款额 US$80,000.00',
    );
  });

  it('ends at the present values the verdict compares, in the view chosen', () => {
    for (const s of [chinese(), usd]) {
      const result = evaluate(s);
      for (const view of ['amortized', 'cash'] as const) {
        const sections = explainCore(s, view);
        const comparison = compareInView(result, view);
        const own = step(sections, view === 'cash' ? 'presentValueOwnCash' : 'presentValueOwn');
        const rent = step(sections, view === 'cash' ? 'presentValueRentCash' : 'presentValueRent');
        expect(own.presentValue).toBe(comparison.own);
        expect(rent.presentValue).toBe(comparison.rent);
        expect(step(sections, view === 'cash' ? 'savingsCash' : 'savings').savings).toBe(comparison.savings);
        // nothing is sold in the cash view
        expect(stepOf(sections, 'taxOnSale') === undefined).toBe(view === 'cash');
      }
    }
  });

  it('adds no line of tax or financing to a plain scenario', () => {
    const sections = explainCore(startup);
    expect(sections.map((x) => x.id)).toEqual(['own', 'rent', 'comparison']);
    expect(partsOf(sections, 'savings')).toEqual([]);
  });
});
