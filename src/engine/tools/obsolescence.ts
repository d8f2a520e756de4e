// Obsolescence: price-performance doubles every P months. The scenario's own figures already let rent
// prices and resale values fall when asked (rent.ts, evaluate.ts); this reports the rates and warns when
// owning pays back later than one doubling.
import { effectiveSalvagePct } from '../evaluate.ts';
import type { Result } from '../result.ts';
import type { Scenario, Tools } from '../scenario/schema.ts';
import { MONTHS_PER_YEAR } from '../units.ts';

export interface Obsolescence {
  readonly doublingMonths: number;
  /** 1 − 0.5^(12/P), as a percentage: how much the price of the same work falls in a year */
  readonly priceFallPctPerYear: number;
  readonly rentPricesFall: boolean;
  readonly resaleFalls: boolean;
  /** the salvage share the depreciation uses, after any fall */
  readonly salvagePct: number;
  readonly paybackMonth: number | null;
  /** owning pays back later than one doubling, or never: newer cards will do the work for less first */
  readonly paysBackAfterDoubling: boolean;
}

export function obsolescenceOf(scenario: Scenario, result: Result, input: Tools['obsolescence']): Obsolescence {
  const P = input.doublingMonths;
  return {
    doublingMonths: P,
    priceFallPctPerYear: (1 - 0.5 ** (MONTHS_PER_YEAR / P)) * 100,
    rentPricesFall: input.rentPricesFall,
    resaleFalls: input.resaleFalls,
    salvagePct: effectiveSalvagePct(scenario),
    paybackMonth: result.paybackMonth,
    paysBackAfterDoubling: result.paybackMonth === null || result.paybackMonth > P,
  };
}
