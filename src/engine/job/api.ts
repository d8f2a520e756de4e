// Paying an API instead: its bill for the traffic, and the volume a day at which serving yourself
// costs the same. Formulas: docs/method/jobs.md.
import type { JobSpec } from '../scenario/jobSpec.ts';
import { nonNegative, share } from './checks.ts';
import { type TokenMix, tokensOf } from './traffic.ts';

/** Prices per million tokens, in the caller's currency, as providers publish them. */
export interface ApiPrices {
  readonly inputPerM: number;
  /** cached (cache-hit) input; where a provider lists none, cached tokens pay the input price */
  readonly cachedInputPerM?: number;
  readonly outputPerM: number;
  /**
   * input written to the provider's cache, where it charges for that (Anthropic: 1.25 × input for a
   * 5-minute cache, 2 × for a 1-hour one); where none is given, written input pays the input price
   */
  readonly cacheWritePerM?: number;
  /** the share of the uncached input tokens written to the cache, 0–1; 0 when not given */
  readonly cacheWriteShare?: number;
}

/** Serving yourself as a line: a cost a day whatever the volume, and a cost per token on top. */
export interface SelfCostLine {
  /** e.g. the deployment's cards held all day (Serving.costPerDay.held) */
  readonly fixedPerDay: number;
  /** e.g. the busy cost per token (Serving.busyCostPerToken); 0 when the fixed cost holds it all */
  readonly perToken: number;
}

export type BreakEven =
  /** serving yourself costs less above this volume, more below it */
  | { readonly tokensPerDay: number; readonly reason: 'self-cheaper-above' }
  /** the API costs no more per token than serving yourself and has no fixed cost: it never costs more */
  | { readonly tokensPerDay: null; readonly reason: 'api-never-dearer' }
  /**
   * the API is dearer per token by so little that no volume up to MAX_TOKENS_PER_DAY makes up the
   * fixed cost (a margin at the rounding error of the prices gives a volume of 10²⁰ and more)
   */
  | { readonly tokensPerDay: null; readonly reason: 'beyond-any-volume' };

/** The most tokens a day a job spec holds (spec.ts, serving.tokensPerDay): past it, no break-even is given. */
export const MAX_TOKENS_PER_DAY = 1e16;

function checkedPrices(prices: ApiPrices) {
  const input = nonNegative('inputPerM', prices.inputPerM);
  const write = prices.cacheWritePerM === undefined ? input : nonNegative('cacheWritePerM', prices.cacheWritePerM);
  const written = share('cacheWriteShare', prices.cacheWriteShare ?? 0);
  return {
    // uncached input at the input price, the share written to the cache at the write price
    input: (1 - written) * input + written * write,
    cached: prices.cachedInputPerM === undefined ? input : nonNegative('cachedInputPerM', prices.cachedInputPerM),
    output: nonNegative('outputPerM', prices.outputPerM),
  };
}

/** The API's price per token for this mix: each share at its price per million, ÷ 10⁶. */
export function blendedPricePerToken(mix: Omit<TokenMix, 'tokensPerDay'>, prices: ApiPrices): number {
  const one = tokensOf({ ...mix, tokensPerDay: 1 });
  const p = checkedPrices(prices);
  return (one.input * p.input + one.cachedInput * p.cached + one.output * p.output) / 1e6;
}

/** The prices a job spec's API section gives, as blendedPricePerToken reads them. */
export function apiPricesOf(api: NonNullable<JobSpec['api']>): ApiPrices {
  return {
    inputPerM: api.inputPerM,
    outputPerM: api.outputPerM,
    ...(api.cachedInputPerM === undefined ? {} : { cachedInputPerM: api.cachedInputPerM }),
    ...(api.cacheWritePerM === undefined ? {} : { cacheWritePerM: api.cacheWritePerM }),
    ...(api.cacheWriteSharePct === undefined ? {} : { cacheWriteShare: api.cacheWriteSharePct / 100 }),
  };
}

/** The API's bill for a day of this traffic. */
export function apiCostPerDay(traffic: TokenMix, prices: ApiPrices): number {
  return nonNegative('tokensPerDay', traffic.tokensPerDay) * blendedPricePerToken(traffic, prices);
}

/**
 * The tokens a day at which both cost the same: fixed + perToken × T = price × T, so
 * T = fixed ÷ (price − perToken), exact since both sides are linear. Null when the API's price per
 * token is at or below yours: the lines never cross above zero (with no fixed cost and equal
 * prices they are the same line, and serving yourself never saves anything either).
 */
export function apiBreakEven(mix: Omit<TokenMix, 'tokensPerDay'>, prices: ApiPrices, self: SelfCostLine): BreakEven {
  const fixed = nonNegative('fixedPerDay', self.fixedPerDay);
  const perToken = nonNegative('perToken', self.perToken);
  const margin = blendedPricePerToken(mix, prices) - perToken;
  if (!(margin > 0)) return { tokensPerDay: null, reason: 'api-never-dearer' };
  const tokensPerDay = fixed / margin;
  if (!(tokensPerDay <= MAX_TOKENS_PER_DAY)) return { tokensPerDay: null, reason: 'beyond-any-volume' };
  return { tokensPerDay, reason: 'self-cheaper-above' };
}
