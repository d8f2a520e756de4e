// Obsolescence: price-performance doubles every P months. The scenario's own figures already let rent
// prices and resale values fall when asked (rent.ts, evaluate.ts); this reports the rates and warns when
// owning pays back later than one doubling with prices falling as the tool assumes, whatever the
// scenario's own switches say: a payback at today's prices flatters owning when rent keeps getting cheaper.
import { effectiveSalvagePct, evaluateWithoutBreakEven } from '../evaluate.ts';
import type { Result } from '../result.ts';
import { DEFAULT_DOUBLING_MONTHS } from '../scenario/constants.ts';
import type { Scenario, Tools } from '../scenario/schema.ts';
import { MONTHS_PER_YEAR } from '../units.ts';

/**
 * Doubling periods the page offers by name. Epoch AI (Hobbhahn & Besiroglu, "Trends in GPU
 * price-performance", 2022, Table 1): 2.46 years for 470 GPUs (the default, 30 months) and 2.07 years
 * for the 26 GPUs used in ML research (25 months); the product article's 18 months.
 */
export const DOUBLING_PRESETS = [
  { id: 'epoch', months: DEFAULT_DOUBLING_MONTHS },
  { id: 'epochMl', months: 25 },
  { id: 'article', months: 18 },
] as const;

export interface Obsolescence {
  readonly doublingMonths: number;
  /** 1 − 0.5^(12/P), as a percentage: how much the price of the same work falls in a year */
  readonly priceFallPctPerYear: number;
  readonly rentPricesFall: boolean;
  readonly resaleFalls: boolean;
  /** the salvage share the depreciation uses, after any fall (a resale estimate is never halved) */
  readonly salvagePct: number;
  /** the result's payback: at today's prices unless the scenario lets rent prices fall */
  readonly paybackMonth: number | null;
  /** the payback with rent prices and resale values falling at the doubling, as the warning assumes */
  readonly paybackMonthFalling: number | null;
  /** owning pays back later than one doubling, or never, with prices falling: newer cards will do the work for less first */
  readonly paysBackAfterDoubling: boolean;
}

/** The scenario with rent prices and resale values both falling at the tool's doubling. */
export function withPricesFalling(scenario: Scenario, input: Tools['obsolescence']): Scenario {
  return { ...scenario, obsolescence: { ...input, rentPricesFall: true, resaleFalls: true } };
}

export function obsolescenceOf(scenario: Scenario, result: Result, input: Tools['obsolescence']): Obsolescence {
  const P = input.doublingMonths;
  const falling = evaluateWithoutBreakEven(withPricesFalling(scenario, input)).paybackMonth;
  return {
    doublingMonths: P,
    priceFallPctPerYear: (1 - 0.5 ** (MONTHS_PER_YEAR / P)) * 100,
    rentPricesFall: input.rentPricesFall,
    resaleFalls: input.resaleFalls,
    salvagePct: effectiveSalvagePct(scenario),
    paybackMonth: result.paybackMonth,
    paybackMonthFalling: falling,
    paysBackAfterDoubling: falling === null || falling > P,
  };
}
