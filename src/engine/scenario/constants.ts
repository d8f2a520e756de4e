// The scenario format's constants: its version, the choices a field allows and the defaults of whole
// sections, in plain data that the page's first code reads (the schema, schema.ts, defines the format
// with zod, which no page loads).

export const SCENARIO_VERSION = 9;

/**
 * The analysis tools' sections whose table (formatTools.gen.ts) loads with the full parser, the draft
 * check and the readings rather than before the verdict: none of them moves the verdict. A link that
 * holds one is read by the full parser (parseLazy.ts).
 */
export const TOOL_SECTIONS = ['scaling', 'storageIO', 'uncertainty', 'providers'] as const;

/**
 * The market a scenario's prices are read from (format version 8): China mainland, the US, the EU, or
 * global; a scenario that names none takes its currency's (marketOf in markets.ts).
 */
export const MARKETS = ['cn', 'us', 'eu', 'global'] as const;
export type Market = (typeof MARKETS)[number];

/** Rental prices that stand still: format version 8's price path when a scenario sets none. */
export const FLAT_PRICE_PATH = { changePctPerYear: 0, points: {}, index: null } as const;

export const PLANS = ['on-demand', 'reserved', 'monthly', 'weekly', 'spot'] as const;
/** The plan advisor's sixth answer: cards reserved for the steady demand, the rest on demand. */
export const MIX = 'reserved+on-demand';
/** A plan the advisor can name: one of the format's plans, or the mix. */
export type AdvisedPlan = (typeof PLANS)[number] | typeof MIX;
export const DEPRECIATION_METHODS = ['straight-line', 'declining-balance', 'sum-of-years'] as const;
/**
 * What the hardware is credited at when sold: own.depreciation.salvagePct as the accounting residual value
 * ('book': what the cards would fetch at today's prices at the end of their life, IAS 16's residual
 * value), or as the user's own estimate of what they will sell for then ('resale': the price-performance
 * fall already in it), or the market's used prices by age ('market-curve', format version 7: market.ts's
 * sourced curve less a haircut for the sale, salvagePct not read).
 */
export const SALVAGE_KINDS = ['book', 'resale', 'market-curve'] as const;

/**
 * What happens to the busy hours the owned cards are down for repair (format version 7): rented on
 * demand at the scenario's card-hour price, or left to wait until the cards are back.
 */
export const FAILURE_COVERS = ['rent', 'wait'] as const;
/**
 * How the owned side meets a growing workload (format version 9): every card the horizon's peak needs
 * bought up front, or servers bought in the month the demand first needs them.
 */
export const OWN_BUYS = ['up-front', 'in-steps'] as const;
export type OwnBuys = (typeof OWN_BUYS)[number];
/** A workload that does not change over time: what versions 1–8 priced. */
export const NO_GROWTH = { pctPerMonth: 0, maxGpus: null, ownBuys: 'up-front' } as const;
export type FailureCover = (typeof FAILURE_COVERS)[number];

/** The cluster around the cards when one server is owned or a scenario has none: nothing. */
export const NO_CLUSTER = { networkPerServer: 0, rackPerServer: 0, storage: 0, lifeYears: 5 } as const;

/**
 * Months in which GPU price-performance (FLOP/s per dollar) doubles: 2.46 years [2.24, 2.72] over 470
 * GPUs released 2006–2021, "~2.5 years" (Hobbhahn & Besiroglu, "Trends in GPU price-performance",
 * Epoch AI, 2022, https://epoch.ai/blog/trends-in-gpu-price-performance, Table 1), rounded to 30.
 * The same study finds 2.07 years (about 25 months) for the GPUs used in ML research and 2.95 years
 * for top GPUs; the 18 months an article assumed is kept as a preset on the page.
 */
export const DEFAULT_DOUBLING_MONTHS = 30;

/** Storage when a scenario has none: every amount and price 0. */
export const NO_STORAGE = {
  hotGB: 0,
  hotPricePerGBMonth: 0,
  coldGB: 0,
  coldPricePerGBMonth: 0,
  egressGBPerMonth: 0,
  egressPricePerGB: 0,
} as const;

/** Value-added tax; prices elsewhere in the scenario are without it. */
export const NO_TAX = {
  hardwareVatPct: 0,
  hardwareVatRecoverable: false,
  cloudVatPct: 0,
  cloudVatRecoverable: false,
} as const;

/**
 * Who buys (format version 6): the tax rules both sides are compared under, and the defaults of the
 * finance section and the value-added tax (buyers.ts gives each kind's figures and their sources).
 * 'before-tax' compares the two sides before income tax, as versions 1–5 did.
 */
export const BUYER_KINDS = ['before-tax', 'cn-general', 'cn-small', 'cn-public', 'us-company'] as const;
export type BuyerKind = (typeof BUYER_KINDS)[number];
/**
 * How the hardware is deducted from taxable income: all of it in the year it is bought ('expense':
 * China's one-off deduction, US 100 % bonus depreciation), straight-line over finance.taxLifeYears, the
 * US 5-year MACRS table, or US Section 179 up to its limit with the rest by MACRS.
 */
export const TAX_SCHEDULES = ['expense', 'straight-line', 'macrs-5', 'section-179'] as const;
export type TaxSchedule = (typeof TAX_SCHEDULES)[number];
export const FINANCING_KINDS = ['cash', 'loan', 'lease'] as const;
export type FinancingKind = (typeof FINANCING_KINDS)[number];

/** Paid in cash: the financing fields a loan or lease would read, at the page's starting figures. */
export const CASH = {
  kind: 'cash',
  downPaymentPct: 20,
  ratePct: 8,
  months: 36,
  subsidyPct: 0,
  subsidyMonths: 0,
  buyoutPct: 1,
} as const;

/** Before tax and paid in cash: what versions 1–5 compared, and a version 6 file without a finance section. */
export const BEFORE_TAX = {
  buyer: 'before-tax',
  incomeTaxPct: 0,
  stateTaxPct: 0,
  taxSchedule: 'straight-line',
  taxLifeYears: 3,
  invoiced: true,
  firstYear: 2026,
  financing: CASH,
} as const;
