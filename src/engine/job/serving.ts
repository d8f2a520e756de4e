// Serving a model yourself: the cards the peak hour needs at a supplied throughput, the busy
// card-hours of a day, the weights and KV cache the cards must hold, and the cost per million
// tokens at a card-hour cost. Formulas and sources: docs/method/jobs.md.
import { fraction, nonNegative, positive, wholeCards } from './checks.ts';
import { checkPeakHourFactor, type TokensPerDay, type Traffic, tokensOf } from './traffic.ts';
import { DEFAULT_USABLE_MEMORY_SHARE } from './training.ts';

/**
 * The KV cache's shape. Standard attention (grouped-query included) caches a key and a value per
 * KV head per layer: 2 × layers × kvHeads × headDim × bytes a token. Multi-head latent attention
 * (DeepSeek-V3, Kimi K2) caches one compressed vector a layer: give its bytes a token
 * (layers × (kv_lora_rank + qk_rope_head_dim) × bytes, 61 × 576 × 2 = 70,272 for DeepSeek-V3 in BF16).
 */
export type KvShape =
  | {
      readonly layers: number;
      readonly kvHeads: number;
      readonly headDim: number;
      /** bytes per cached value: 2 for BF16, 1 for an FP8 cache; the weights' precision when not given */
      readonly bytesPerElement?: number;
    }
  | { readonly kvBytesPerToken: number };

export interface ServingInput {
  /** all parameters, billions (every expert of a mixture of experts must be held) */
  readonly totalParamsB: number;
  /** bytes per weight as served (2 for BF16, 1 for FP8) */
  readonly precisionBytes: number;
  readonly kv: KvShape;
  readonly traffic: Traffic;
  /** output tokens a second one card sustains at the latency wanted (measured, e.g. MLPerf Server) */
  readonly outputTokensPerSecondPerCard: number;
  /**
   * card time of one uncached input token in output tokens' time, for prefill; 0 when not given,
   * as when the measured throughput already ran prompts of this traffic's length
   */
  readonly inputTokenCost?: number;
  /** the card's memory in GB of 10⁹ bytes */
  readonly cardMemoryGb: number;
  /** share of each card's memory for weights and KV; DEFAULT_USABLE_MEMORY_SHARE (0.9) when not given */
  readonly usableMemoryShare?: number;
  /** tokens of context each sequence may hold */
  readonly contextTokens: number;
  /** sequences in flight at the peak, across the deployment */
  readonly concurrentSequences: number;
  /** cards per copy of the model; the fewest that hold the weights (with room for some KV) when not given */
  readonly cardsPerReplica?: number;
  /** what one card costs an hour, rented or owned (the caller's figure) */
  readonly cardHourCost: number;
}

export interface ServingCosts {
  /** the deployment's cards held all day: cards × 24 h × card-hour cost */
  readonly held: number;
  /** busy card-hours only, as with perfect autoscaling: the floor */
  readonly busy: number;
}

export interface Serving {
  readonly tokensPerDay: TokensPerDay;
  /** output tokens a day ÷ 86,400 s × peak-hour factor */
  readonly peakOutputTokensPerSecond: number;
  /** the same with inputTokenCost × uncached input tokens added: the peak's load in output tokens */
  readonly peakLoadTokensPerSecond: number;
  /** ceil(peak load ÷ per-card throughput): the cards the peak's throughput needs */
  readonly cardsAtPeak: number;
  /** (output + inputTokenCost × uncached input) ÷ per-card throughput ÷ 3600 */
  readonly busyCardHoursPerDay: number;
  readonly weightsBytes: number;
  readonly kvBytesPerToken: number;
  /** KV bytes a token × context × concurrent sequences: every sequence at its full context */
  readonly kvBytes: number;
  readonly cardsPerReplica: number;
  /** whether the replicas that cardsAtPeak fills hold the KV cache beside their weights */
  readonly fitsAtPeak: boolean;
  /** max(1, replicas for the throughput, replicas for the KV cache) */
  readonly replicas: number;
  /** replicas × cardsPerReplica: the deployment */
  readonly cards: number;
  readonly costPerDay: ServingCosts;
  readonly costPerMillionTokens: ServingCosts;
  /** the busy cost per token: the part that grows with traffic (for apiBreakEven) */
  readonly busyCostPerToken: number;
}

export function kvBytesPerToken(kv: KvShape, precisionBytes: number): number {
  if ('kvBytesPerToken' in kv) return positive('kv.kvBytesPerToken', kv.kvBytesPerToken);
  const bytes = positive('kv.bytesPerElement', kv.bytesPerElement ?? precisionBytes);
  return (
    2 *
    positive('kv.layers', kv.layers) *
    positive('kv.kvHeads', kv.kvHeads) *
    positive('kv.headDim', kv.headDim) *
    bytes
  );
}

function checkedServing(input: ServingInput) {
  positive('totalParamsB', input.totalParamsB);
  positive('precisionBytes', input.precisionBytes);
  positive('outputTokensPerSecondPerCard', input.outputTokensPerSecondPerCard);
  nonNegative('inputTokenCost', input.inputTokenCost ?? 0);
  positive('cardMemoryGb', input.cardMemoryGb);
  nonNegative('contextTokens', input.contextTokens);
  nonNegative('concurrentSequences', input.concurrentSequences);
  nonNegative('cardHourCost', input.cardHourCost);
  positive('traffic.tokensPerDay', input.traffic.tokensPerDay);
  const usable = fraction('usableMemoryShare', input.usableMemoryShare ?? DEFAULT_USABLE_MEMORY_SHARE);
  return input.cardMemoryGb * 1e9 * usable;
}

/**
 * Cards per copy: the caller's, which must leave room beside the weights, or the fewest that hold
 * the weights with some room left for KV (one more when they would be full to the byte).
 */
function replicaCards(input: ServingInput, weightsBytes: number, usableBytesPerCard: number): number {
  if (input.cardsPerReplica !== undefined) {
    const given = positive('cardsPerReplica', input.cardsPerReplica);
    if (!Number.isInteger(given) || given * usableBytesPerCard <= weightsBytes) {
      throw new RangeError(
        `cardsPerReplica: must be a whole number of cards with room beside the ${weightsBytes} bytes of weights, got ${given}`,
      );
    }
    return given;
  }
  const fewest = wholeCards(weightsBytes / usableBytesPerCard);
  return fewest * usableBytesPerCard > weightsBytes ? fewest : fewest + 1;
}

export function serving(input: ServingInput): Serving {
  const usableBytesPerCard = checkedServing(input);
  const tokensPerDay = tokensOf(input.traffic);
  const perCard = input.outputTokensPerSecondPerCard;
  const peak = checkPeakHourFactor(input.traffic.peakHourFactor) / 86_400;
  const loadPerDay = tokensPerDay.output + (input.inputTokenCost ?? 0) * tokensPerDay.input;
  const peakLoadTokensPerSecond = loadPerDay * peak;
  const cardsAtPeak = wholeCards(peakLoadTokensPerSecond / perCard);
  const busyCardHoursPerDay = loadPerDay / perCard / 3600;

  const weightsBytes = input.totalParamsB * 1e9 * input.precisionBytes;
  const perToken = kvBytesPerToken(input.kv, input.precisionBytes);
  const kvBytes = perToken * input.contextTokens * input.concurrentSequences;
  const cardsPerReplica = replicaCards(input, weightsBytes, usableBytesPerCard);
  // each copy holds its own weights; the KV cache spreads over the room the copies leave
  const kvRoomPerReplica = cardsPerReplica * usableBytesPerCard - weightsBytes;
  const replicasForThroughput = Math.max(1, Math.ceil(cardsAtPeak / cardsPerReplica));
  const replicasForKv = wholeCards(kvBytes / kvRoomPerReplica);
  const replicas = Math.max(replicasForThroughput, replicasForKv);
  const cards = replicas * cardsPerReplica;

  const costPerDay = { held: cards * 24 * input.cardHourCost, busy: busyCardHoursPerDay * input.cardHourCost };
  const perMillion = 1e6 / input.traffic.tokensPerDay;
  return {
    tokensPerDay,
    peakOutputTokensPerSecond: tokensPerDay.output * peak,
    peakLoadTokensPerSecond,
    cardsAtPeak,
    busyCardHoursPerDay,
    weightsBytes,
    kvBytesPerToken: perToken,
    kvBytes,
    cardsPerReplica,
    fitsAtPeak: replicasForKv <= replicasForThroughput,
    replicas,
    cards,
    costPerDay,
    costPerMillionTokens: { held: costPerDay.held * perMillion, busy: costPerDay.busy * perMillion },
    busyCostPerToken: costPerDay.busy / input.traffic.tokensPerDay,
  };
}
