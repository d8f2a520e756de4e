// The answer in words, the one wording of it: the verdict sentence, what it compares (its basis), a
// saving by the side it favours, the break-even and the payback, as the verdict card (Verdict.tsx), the
// figures under it (KeyFigures.tsx), the saved list, the pictures (src/app/pictures/), the link preview
// (src/prerender.tsx) and the command line all show them.
import type { BuyerKind, SavingSide, Scenario, VerdictFigures } from '../../engine/index.ts';
import { formatMoney, formatNumber, formatPercent } from '../../format/format.ts';
import type { Lang, MessageKey } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';

/** "3 years", "1 year", "18 months", "1 month" in the reader's language. */
export function periodText(t: Translate, months: number): string {
  if (months % 12 === 0) return months === 12 ? t('period.year') : t('period.years', { n: months / 12 });
  return months === 1 ? t('period.month') : t('period.months', { n: months });
}

/** "Renting saves ¥64.43万 (97.1%) over 3 years.", in the scenario's own currency. */
export function verdictSentence(
  t: Translate,
  lang: Lang,
  scenario: Pick<Scenario, 'currency' | 'horizonMonths'>,
  verdict: VerdictFigures,
): string {
  const period = periodText(t, scenario.horizonMonths);
  return verdict.cheaper === 'equal'
    ? t('verdict.equal', { period })
    : t(verdict.cheaper === 'rent' ? 'verdict.rentSaves' : 'verdict.ownSaves', {
        amount: formatMoney(verdict.savings, lang, scenario.currency),
        pct: formatPercent(verdict.pct, lang),
        period,
      });
}

/** The verdict without its period, short enough for one line on a phone: "Renting saves ¥10.05万 (67.9%)". */
export function verdictLine(t: Translate, lang: Lang, currency: string, verdict: VerdictFigures): string {
  return verdict.cheaper === 'equal'
    ? t('verdict.bar.equal')
    : t(verdict.cheaper === 'rent' ? 'verdict.bar.rent' : 'verdict.bar.own', {
        amount: formatMoney(verdict.savings, lang, currency),
        pct: formatPercent(verdict.pct, lang),
      });
}

/** "renting saves CN¥3,755", "owning saves …" or "the same": a saving is never stated as a negative one. */
export function savingText(t: Translate, saving: SavingSide, money: (value: number) => string): string {
  if (saving.cheaper === 'equal') return t('saved.compare.equal');
  return t(saving.cheaper === 'rent' ? 'saved.compare.rentSaves' : 'saved.compare.ownSaves', {
    amount: money(saving.amount),
  });
}

export function breakEvenText(t: Translate, lang: Lang, hours: number | null): string {
  if (hours === null) return t('figure.breakEvenNever');
  return hours === 0 ? t('figure.breakEvenAlways') : t('figure.breakEvenValue', { hours: formatNumber(hours, lang) });
}

export function paybackText(t: Translate, month: number | null, months: number): string {
  return month === null
    ? t('figure.paybackNever', { period: periodText(t, months) })
    : t('figure.paybackValue', { month });
}

/** What the verdict compares: the rate, the buyer (and so the income tax) and how the hardware is paid. */
export type Basis = Pick<Scenario, 'discountRatePct' | 'finance'>;

/**
 * Whether the verdict compares what it always compared before format version 6, undiscounted totals
 * before tax with the hardware paid in cash: its words then say nothing more.
 */
export function isPlainBasis(scenario: Basis): boolean {
  return (
    scenario.discountRatePct === 0 &&
    scenario.finance.buyer === 'before-tax' &&
    scenario.finance.financing.kind === 'cash'
  );
}

/** The tax each buyer kind compares after, in words. */
const TAX_WORDS: Readonly<Record<BuyerKind, MessageKey>> = {
  'before-tax': 'basis.tax.before-tax',
  'cn-general': 'basis.tax.cn-general',
  'cn-small': 'basis.tax.cn-small',
  'cn-public': 'basis.tax.cn-public',
  'us-company': 'basis.tax.us-company',
};

/** "present values at 8% a year" or, at a rate of 0, "undiscounted totals". */
function valueText(t: Translate, lang: Lang, ratePct: number): string {
  return ratePct > 0 ? t('basis.discounted', { rate: formatPercent(ratePct, lang) }) : t('basis.undiscounted');
}

/** "paid by a 36-month loan at 8%", with the subsidy's points and months when there is one. */
function financingText(t: Translate, lang: Lang, financing: Basis['finance']['financing']): string {
  const paid = t(financing.kind === 'lease' ? 'basis.lease' : 'basis.loan', {
    months: financing.months,
    rate: formatPercent(financing.ratePct, lang),
  });
  if (financing.subsidyPct <= 0 || financing.subsidyMonths <= 0) return paid;
  return t('basis.subsidy', {
    financing: paid,
    points: formatNumber(financing.subsidyPct, lang),
    months: financing.subsidyMonths,
  });
}

/**
 * The verdict's basis in a sentence: "Compared as present values at 8% a year, after tax for a China
 * general taxpayer." (with the loan or lease when there is one); null for the plain basis.
 */
export function basisSentence(t: Translate, lang: Lang, scenario: Basis): string | null {
  if (isPlainBasis(scenario)) return null;
  const { buyer, invoiced, financing } = scenario.finance;
  const value = valueText(t, lang, scenario.discountRatePct);
  const buyerTax = t(TAX_WORDS[buyer]);
  // a grey-channel purchase changes the tax a buyer who pays it would count
  const tax = buyer !== 'before-tax' && !invoiced ? t('basis.noInvoice', { tax: buyerTax }) : buyerTax;
  if (financing.kind === 'cash') return t('basis.sentence', { value, tax });
  return t('basis.sentenceFinanced', { value, tax, financing: financingText(t, lang, financing) });
}

/** The basis in a few words for the phone's verdict line: "Present values at 8% a year, after tax"; null when plain. */
export function basisShort(t: Translate, lang: Lang, scenario: Basis): string | null {
  if (isPlainBasis(scenario)) return null;
  const { buyer } = scenario.finance;
  const tax = t(
    buyer === 'before-tax'
      ? 'basis.short.beforeTax'
      : buyer === 'cn-public'
        ? 'basis.short.noIncomeTax'
        : 'basis.short.afterTax',
  );
  return scenario.discountRatePct > 0
    ? t('basis.short.discounted', { rate: formatPercent(scenario.discountRatePct, lang), tax })
    : t('basis.short.undiscounted', { tax });
}

/** The verdict sentence followed by its basis, for a place that states the verdict in one text. */
export function verdictWithBasis(
  t: Translate,
  lang: Lang,
  scenario: Pick<Scenario, 'currency' | 'horizonMonths'> & Basis,
  verdict: VerdictFigures,
): string {
  const basis = basisSentence(t, lang, scenario);
  const sentence = verdictSentence(t, lang, scenario, verdict);
  return basis === null ? sentence : `${sentence} ${basis}`;
}

/**
 * The labels of the figures the verdict rests on, saying their basis: "Payback, discounted" at a rate
 * above 0, "Payback, after tax" with income tax undiscounted, the plain labels otherwise.
 */
export function figureLabels(
  scenario: Basis,
  taxRate: number,
): { own: MessageKey; rent: MessageKey; breakEven: MessageKey; payback: MessageKey } {
  if (scenario.discountRatePct > 0) {
    return {
      own: 'figure.ownPresentValue',
      rent: 'figure.rentPresentValue',
      breakEven: 'figure.breakEvenDiscounted',
      payback: 'figure.paybackDiscounted',
    };
  }
  if (taxRate > 0) {
    return {
      own: 'figure.ownAfterTax',
      rent: 'figure.rentAfterTax',
      breakEven: 'figure.breakEvenAfterTax',
      payback: 'figure.paybackAfterTax',
    };
  }
  return { own: 'figure.ownTotal', rent: 'figure.rentTotal', breakEven: 'figure.breakEven', payback: 'figure.payback' };
}
