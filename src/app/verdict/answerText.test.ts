// The verdict names what it compares (format version 6): present values at the scenario's rate, after
// the buyer's income tax, with the hardware's loan or lease, in both languages; and nothing more for
// undiscounted totals before tax paid in cash, whose sentence stays as it always was.
import { describe, expect, it } from 'vitest';
import { startupPlain } from '../../../tests/support/startup.ts';
import { BEFORE_TAX, type BuyerKind, evaluate, type Financing, verdictFigures } from '../../engine/index.ts';
import { type Lang, type MessageKey, type Params, translate } from '../../i18n/index.ts';
import {
  type Basis,
  basisSentence,
  basisShort,
  figureLabels,
  isPlainBasis,
  verdictSentence,
  verdictWithBasis,
} from './answerText.ts';

const tIn = (lang: Lang) => (key: MessageKey, params?: Params) => translate(lang, key, params);
const en = tIn('en');
const zh = tIn('zh-CN');

function basis(ratePct: number, buyer: BuyerKind, financing: Partial<Financing> = {}, invoiced = true): Basis {
  return {
    discountRatePct: ratePct,
    finance: { ...BEFORE_TAX, buyer, invoiced, financing: { ...BEFORE_TAX.financing, ...financing } },
  };
}

describe('the verdict’s basis in words', () => {
  it('says nothing more for undiscounted totals before tax paid in cash, the sentence as it always was', () => {
    const plain = basis(0, 'before-tax');
    expect(isPlainBasis(plain)).toBe(true);
    expect(basisSentence(en, 'en', plain)).toBeNull();
    expect(basisSentence(zh, 'zh-CN', plain)).toBeNull();
    expect(basisShort(en, 'en', plain)).toBeNull();
    // the start-up (docs/method/comparison.md): renting saves 644,276.31, 97.1 % of owning
    const verdict = verdictFigures(evaluate(startupPlain), 'amortized');
    expect(verdictWithBasis(en, 'en', startupPlain, verdict)).toBe('Renting saves CN¥644,276 (97.1%) over 3 years.');
    expect(verdictWithBasis(zh, 'zh-CN', startupPlain, verdict)).toBe('在 3 年内，租用可节省 ¥64.43万（97.1%）。');
  });

  it('names the rate and a China general taxpayer’s tax', () => {
    const cn = basis(8, 'cn-general');
    expect(basisSentence(en, 'en', cn)).toBe(
      'Compared as present values at 8% a year, after tax for a China general taxpayer.',
    );
    expect(basisSentence(zh, 'zh-CN', cn)).toBe('比较的是按每年 8% 折现的现值（一般纳税人税后）。');
  });

  it('names the rate before tax', () => {
    const before = basis(10, 'before-tax');
    expect(basisSentence(en, 'en', before)).toBe('Compared as present values at 10% a year, before tax.');
    expect(basisSentence(zh, 'zh-CN', before)).toBe('比较的是按每年 10% 折现的现值（税前）。');
  });

  it('says undiscounted totals after tax at a rate of 0', () => {
    const small = basis(0, 'cn-small');
    expect(isPlainBasis(small)).toBe(false);
    expect(basisSentence(en, 'en', small)).toBe(
      'Compared as undiscounted totals, after tax for a China small-scale taxpayer.',
    );
    expect(basisSentence(zh, 'zh-CN', small)).toBe('比较的是未折现的合计（小规模纳税人税后）。');
  });

  it('names a US company’s loan, its months and its rate', () => {
    const loan = basis(10, 'us-company', { kind: 'loan', months: 36, ratePct: 8 });
    expect(basisSentence(en, 'en', loan)).toBe(
      'Compared as present values at 10% a year, after tax for a US company, with the hardware paid by a 36-month loan at 8%.',
    );
    expect(basisSentence(zh, 'zh-CN', loan)).toBe(
      '比较的是按每年 10% 折现的现值（美国公司税后；硬件以 36 个月、年利率 8% 的贷款支付）。',
    );
  });

  it('names a finance lease and the subsidy on its interest', () => {
    const lease = basis(8, 'cn-general', { kind: 'lease', months: 24, ratePct: 6, subsidyPct: 1.5, subsidyMonths: 24 });
    expect(basisSentence(en, 'en', lease)).toBe(
      'Compared as present values at 8% a year, after tax for a China general taxpayer, with the hardware paid by a 24-month finance lease at 6%, 1.5 points of it subsidized for 24 months.',
    );
    expect(basisSentence(zh, 'zh-CN', lease)).toBe(
      '比较的是按每年 8% 折现的现值（一般纳税人税后；硬件以 24 个月、年利率 6% 的融资租赁支付，前 24 个月贴息 1.5 个百分点）。',
    );
  });

  it('names a loan before tax at a rate of 0, which is not the plain basis', () => {
    const loan = basis(0, 'before-tax', { kind: 'loan', months: 12, ratePct: 5 });
    expect(basisSentence(en, 'en', loan)).toBe(
      'Compared as undiscounted totals, before tax, with the hardware paid by a 12-month loan at 5%.',
    );
  });

  it('says a public lab pays no income tax, and a purchase without a special invoice gets no deduction', () => {
    expect(basisSentence(en, 'en', basis(8, 'cn-public'))).toBe(
      'Compared as present values at 8% a year, for a Chinese university or public lab, which pays no income tax.',
    );
    expect(basisSentence(zh, 'zh-CN', basis(8, 'cn-public'))).toBe(
      '比较的是按每年 8% 折现的现值（高校或公共实验室，不缴企业所得税）。',
    );
    expect(basisSentence(en, 'en', basis(8, 'cn-general', {}, false))).toBe(
      'Compared as present values at 8% a year, after tax for a China general taxpayer (the hardware bought without a special invoice: no VAT back, no deduction).',
    );
  });

  it('puts the basis after the verdict where the verdict is one text (the saved list, a picture’s text)', () => {
    const scenario = { ...startupPlain, ...basis(8, 'cn-general') };
    const verdict = verdictFigures(evaluate(scenario), 'amortized');
    const sentence = verdictSentence(en, 'en', scenario, verdict);
    expect(sentence).toMatch(/^Renting saves CN¥[\d,]+ \([\d.]+%\) over 3 years\.$/);
    expect(verdictWithBasis(en, 'en', scenario, verdict)).toBe(
      `${sentence} Compared as present values at 8% a year, after tax for a China general taxpayer.`,
    );
  });

  it('says it in a few words for the phone’s verdict line', () => {
    expect(basisShort(en, 'en', basis(8, 'cn-general'))).toBe('Present values at 8% a year, after tax');
    expect(basisShort(zh, 'zh-CN', basis(8, 'cn-general'))).toBe('按每年 8% 折现的现值，税后');
    expect(basisShort(en, 'en', basis(10, 'before-tax'))).toBe('Present values at 10% a year, before tax');
    expect(basisShort(en, 'en', basis(0, 'us-company'))).toBe('Undiscounted, after tax');
    expect(basisShort(zh, 'zh-CN', basis(0, 'cn-public', { kind: 'loan' }))).toBe('未折现，不缴所得税');
  });
});

describe('the key figures’ labels', () => {
  const labels = (b: Basis, taxRate: number, lang: Lang) => {
    const keys = figureLabels(b, taxRate);
    return [keys.own, keys.rent, keys.breakEven, keys.payback].map((key) => translate(lang, key));
  };

  it('call break-even and payback discounted at a rate above 0', () => {
    expect(labels(basis(8, 'cn-general'), 0.25, 'en')).toEqual([
      'Owning, present value',
      'Renting, present value',
      'Break-even, discounted',
      'Payback, discounted',
    ]);
    expect(labels(basis(8, 'cn-general'), 0.25, 'zh-CN')).toEqual([
      '自建现值',
      '租用现值',
      '盈亏平衡（折现）',
      '回本（折现）',
    ]);
  });

  it('call them after tax undiscounted, and keep the plain labels with no rate and no income tax', () => {
    expect(labels(basis(0, 'us-company'), 0.21, 'en')).toEqual([
      'Owning, after tax',
      'Renting, after tax',
      'Break-even, after tax',
      'Payback, after tax',
    ]);
    expect(labels(basis(0, 'before-tax'), 0, 'en')).toEqual([
      'Owning, total',
      'Renting, total',
      'Break-even',
      'Payback',
    ]);
  });
});
