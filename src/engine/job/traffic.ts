// A day's tokens and how they split, shared by the serving and the API sides so that both price the
// same traffic.
import { nonNegative, share } from './checks.ts';

/** A day's tokens and their split: what an API bills. */
export interface TokenMix {
  /** input and output tokens a day, all requests */
  readonly tokensPerDay: number;
  /** share of the tokens that are input not read from a cache */
  readonly inputShare: number;
  /** share of the tokens that are input read from a cache (an API bills them lower); 0 when not given */
  readonly cachedInputShare?: number;
  /** share of the tokens that are output (generated) */
  readonly outputShare: number;
}

/** The mix and how it bunches into the peak hour: what the serving side sizes for. */
export interface Traffic extends TokenMix {
  /** the peak hour's tokens ÷ the average hour's, 1 or more (the serving side sizes for it) */
  readonly peakHourFactor: number;
}

export interface TokensPerDay {
  readonly input: number;
  readonly cachedInput: number;
  readonly output: number;
}

/** Checks the shares (they must add up to 1) and splits the day's tokens. */
export function tokensOf(traffic: TokenMix): TokensPerDay {
  const total = nonNegative('tokensPerDay', traffic.tokensPerDay);
  const input = share('inputShare', traffic.inputShare);
  const cached = share('cachedInputShare', traffic.cachedInputShare ?? 0);
  const output = share('outputShare', traffic.outputShare);
  if (Math.abs(input + cached + output - 1) > 1e-9) {
    throw new RangeError(
      `inputShare + cachedInputShare + outputShare: must add up to 1, got ${input} + ${cached} + ${output}`,
    );
  }
  return { input: total * input, cachedInput: total * cached, output: total * output };
}

export function checkPeakHourFactor(factor: number): number {
  if (!(Number.isFinite(factor) && factor >= 1))
    throw new RangeError(`peakHourFactor: must be 1 or more, got ${factor}`);
  return factor;
}
