// What each kind of buyer starts from (format version 6): its cost of capital, its income tax, how it
// deducts hardware and whether it gets value-added tax back. Choosing a kind on the page writes these
// into the scenario, where the reader can change each; a version 6 file that names a kind and leaves a
// field out gets the kind's figure. docs/method/finance.md gives every rule with its source and date.
import { isObject, type Json } from '../paths.ts';
import { BUYER_KINDS, type BuyerKind, type TaxSchedule } from './constants.ts';

export interface BuyerDefaults {
  /** the yearly cost of capital the verdict discounts at */
  readonly discountRatePct: number;
  readonly incomeTaxPct: number;
  readonly stateTaxPct: number;
  readonly taxSchedule: TaxSchedule;
  readonly taxLifeYears: number;
  /** value-added tax on hardware and on cloud, and whether the buyer gets it back */
  readonly vat: {
    readonly hardwareVatPct: number;
    readonly hardwareVatRecoverable: boolean;
    readonly cloudVatPct: number;
    readonly cloudVatRecoverable: boolean;
  };
  /** the accounting life the page sets own.depreciation.years to; null: the kind does not set it */
  readonly accountingLifeYears: number | null;
}

/**
 * China's social discount rate for appraising investment projects, 8 % (国家发展改革委、建设部《建设项目
 * 经济评价方法与参数》第三版, 2006): the rate Chinese project appraisal discounts at, and a floor for a
 * company that funds a purchase with equity.
 */
export const CN_DISCOUNT_PCT = 8;
/**
 * A US buyer's cost of capital, 10 %: the low end of what lenders charge against GPUs (10–17 % APR,
 * SOFR + 500–700 bp, gpuloans.com 2025-12-15), which is what the money could otherwise be had for.
 */
export const US_DISCOUNT_PCT = 10;

/** China's corporate income tax, 25 % (企业所得税法 第四条). */
const CN_INCOME_TAX_PCT = 25;
/**
 * A small low-profit enterprise (小型微利企业) pays 20 % on a quarter of its income up to ¥3M, 5 % in
 * effect, until 2027-12-31 (财政部 税务总局公告2023年第12号); most small-scale taxpayers are one.
 */
const CN_SMALL_INCOME_TAX_PCT = 5;
/** Value-added tax on goods (servers) 13 %, on cloud services 6 % (财税〔2016〕36号; 公告2019年第39号). */
const CN_HARDWARE_VAT_PCT = 13;
const CN_CLOUD_VAT_PCT = 6;
/** The US federal corporate rate, 21 % (26 U.S.C. § 11(b), since 2018). */
const US_FEDERAL_TAX_PCT = 21;
/** Electronic equipment's shortest tax life in China, 3 years (企业所得税法实施条例 第六十条). */
const CN_MIN_TAX_LIFE_YEARS = 3;
/** Public institutions depreciate computers over at least 6 years (政府会计准则第3号 应用指南, 财会〔2017〕4号). */
export const CN_PUBLIC_LIFE_YEARS = 6;

const NO_VAT = { hardwareVatPct: 0, hardwareVatRecoverable: false, cloudVatPct: 0, cloudVatRecoverable: false };
const cnVat = (recoverable: boolean) => ({
  hardwareVatPct: CN_HARDWARE_VAT_PCT,
  hardwareVatRecoverable: recoverable,
  cloudVatPct: CN_CLOUD_VAT_PCT,
  cloudVatRecoverable: recoverable,
});

export const BUYERS: Readonly<Record<Exclude<BuyerKind, 'before-tax'>, BuyerDefaults>> = {
  'cn-general': {
    discountRatePct: CN_DISCOUNT_PCT,
    incomeTaxPct: CN_INCOME_TAX_PCT,
    stateTaxPct: 0,
    taxSchedule: 'expense',
    taxLifeYears: CN_MIN_TAX_LIFE_YEARS,
    vat: cnVat(true),
    accountingLifeYears: null,
  },
  'cn-small': {
    discountRatePct: CN_DISCOUNT_PCT,
    incomeTaxPct: CN_SMALL_INCOME_TAX_PCT,
    stateTaxPct: 0,
    taxSchedule: 'expense',
    taxLifeYears: CN_MIN_TAX_LIFE_YEARS,
    vat: cnVat(false),
    accountingLifeYears: null,
  },
  'cn-public': {
    discountRatePct: CN_DISCOUNT_PCT,
    incomeTaxPct: 0,
    stateTaxPct: 0,
    taxSchedule: 'straight-line',
    taxLifeYears: CN_PUBLIC_LIFE_YEARS,
    vat: cnVat(false),
    accountingLifeYears: CN_PUBLIC_LIFE_YEARS,
  },
  'us-company': {
    discountRatePct: US_DISCOUNT_PCT,
    incomeTaxPct: US_FEDERAL_TAX_PCT,
    stateTaxPct: 0,
    taxSchedule: 'expense',
    taxLifeYears: 5,
    vat: NO_VAT,
    accountingLifeYears: null,
  },
};

/** Before tax: the rate by the scenario's market (China's in CNY, a US lender's otherwise). */
export function buyerDefaults(buyer: BuyerKind, currency: string): BuyerDefaults {
  if (buyer !== 'before-tax') return BUYERS[buyer];
  return {
    discountRatePct: currency === 'CNY' ? CN_DISCOUNT_PCT : US_DISCOUNT_PCT,
    incomeTaxPct: 0,
    stateTaxPct: 0,
    taxSchedule: 'straight-line',
    taxLifeYears: CN_MIN_TAX_LIFE_YEARS,
    vat: NO_VAT,
    accountingLifeYears: null,
  };
}

/** The buyer a new scenario in this currency starts as: a Chinese company in CNY, a US one in USD. */
export function buyerForCurrency(currency: string): BuyerKind {
  if (currency === 'CNY') return 'cn-general';
  if (currency === 'USD') return 'us-company';
  return 'before-tax';
}

/**
 * China's one-off deduction: equipment of a unit value up to ¥5M bought 2024-01-01 – 2027-12-31
 * (财政部 税务总局公告2023年第37号); above the limit or outside the years, the shortest life, straight-line.
 */
export const CN_ONE_OFF = { maxUnitValueCNY: 5_000_000, fromYear: 2024, toYear: 2027 } as const;
/**
 * US 100 % bonus depreciation for property acquired and placed in service after 2025-01-19, made
 * permanent by the 2025 budget law (Public Law 119-21, signed 2025-07-04).
 */
export const US_BONUS = { fromYear: 2025 } as const;
/** Section 179 in 2026: up to $2,560,000, less each dollar of property above $4,090,000 (Rev. Proc. 2025-32). */
export const SECTION_179 = { limitUSD: 2_560_000, phaseOutFromUSD: 4_090_000 } as const;
/** 5-year MACRS property (computers), 200 % declining balance, half-year convention (IRS Pub 946, Table A-1). */
export const MACRS_5_PCT = [20, 32, 19.2, 11.52, 11.52, 5.76] as const;

/**
 * The buyer an unchecked scenario names (before tax when it names none the format knows, which the
 * check then refuses) and that buyer's defaults in the scenario's currency: what reading a version 6
 * file and repairing a bad field fall back to.
 */
export function namedBuyer(data: Json): { readonly buyer: BuyerKind; readonly given: BuyerDefaults } {
  const named = (isObject(data.finance) ? (data.finance as Json) : {}).buyer as BuyerKind;
  const buyer: BuyerKind = BUYER_KINDS.includes(named) ? named : 'before-tax';
  return { buyer, given: buyerDefaults(buyer, typeof data.currency === 'string' ? data.currency : '') };
}
