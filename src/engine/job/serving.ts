// Serving a model yourself: the cards the peak hour needs, with each sequence's decode bounded by
// the card's memory bandwidth and the copy's output capped by a measured throughput, prompts costing
// prefill time, the weights and KV cache the cards must hold, and the cost per million tokens at a
// card-hour cost. Formulas and sources: docs/method/jobs.md.
import { DEFAULT_KV_PRECISION_BYTES, DEFAULT_PREFILL_EFFICIENCY_PCT } from '../scenario/jobRules.ts';
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
      /** bytes per cached value: 1 for an FP8 cache; 2 (the model's BF16, vLLM's "auto") when not given */
      readonly bytesPerElement?: number;
    }
  | { readonly kvBytesPerToken: number };

export interface ServingInput {
  /** all parameters, billions (every expert of a mixture of experts must be held) */
  readonly totalParamsB: number;
  /** parameters a token uses, billions: prefill's FLOPs; = totalParamsB when not given */
  readonly activeParamsB?: number;
  /** bytes per weight as served (2 for BF16, 1 for FP8) */
  readonly precisionBytes: number;
  readonly kv: KvShape;
  readonly traffic: Traffic;
  /** output tokens a second one card sustains at the latency wanted (measured, e.g. MLPerf Server): the cap */
  readonly outputTokensPerSecondPerCard: number;
  /** the card's memory bandwidth, TB/s of 10¹² bytes: bounds each sequence's decode; no bound when not given */
  readonly memoryBandwidthTBps?: number;
  /** the card's dense peak TFLOPS: prefill's time when inputTokenCost is not given */
  readonly peakTflops?: number;
  /** prefill's share of that peak; DEFAULT_PREFILL_EFFICIENCY_PCT (an assumption) when not given */
  readonly prefillEfficiency?: number;
  /**
   * card time of one uncached input token in output tokens' time at the measured throughput; wins
   * over the prefill derived from peakTflops; 0 when neither is given
   */
  readonly inputTokenCost?: number;
  /** the card's memory in GB of 10⁹ bytes */
  readonly cardMemoryGb: number;
  /** share of each card's memory for weights and KV; DEFAULT_USABLE_MEMORY_SHARE (0.9) when not given */
  readonly usableMemoryShare?: number;
  /** tokens of context each sequence may hold */
  readonly contextTokens: number;
  /**
   * sequences in flight at the peak, across the deployment: raised (and said so) when so few cannot
   * decode the peak's tokens; required unless tokensPerSecondPerUser is given
   */
  readonly concurrentSequences?: number;
  /** each user's decode speed wanted: the sequences in flight follow from the peak by Little's law */
  readonly tokensPerSecondPerUser?: number;
  /** cards per copy of the model; the fewest that hold the weights (with room for some KV) when not given */
  readonly cardsPerReplica?: number;
  /** cards in one rented instance or server: the deployment rounds up to whole ones (1 when not given) */
  readonly cardsPerInstance?: number;
  /** what one card costs an hour, rented or owned (the caller's figure) */
  readonly cardHourCost: number;
}

export interface ServingCosts {
  /** the deployment's cards held all day: cards × 24 h × card-hour cost */
  readonly held: number;
  /** busy card-hours only, as with perfect autoscaling: the floor */
  readonly busy: number;
}

/** A cost per million tokens of each kind, as APIs price them. */
export interface TokenKindCosts {
  readonly input: number;
  readonly cachedInput: number;
  readonly output: number;
}

/** Where the sequences in flight came from. */
export type ConcurrencySource =
  /** the caller's concurrentSequences */
  | 'given'
  /** more than given: fewer could not decode the peak's tokens within the bandwidth bound */
  | 'raised'
  /** Little's law at the speed the sequences decode, each no slower than tokensPerSecondPerUser */
  | 'per-user-speed';

export interface Serving {
  readonly tokensPerDay: TokensPerDay;
  /** output tokens a day ÷ 86,400 s × peak-hour factor */
  readonly peakOutputTokensPerSecond: number;
  /** the peak's card-seconds a second × the measured throughput a card: its load in output tokens at that rate */
  readonly peakLoadTokensPerSecond: number;
  /** the card-seconds a second the peak keeps busy, rounded up: the cards its decode and prefill need */
  readonly cardsAtPeak: number;
  /** the day's decode and prefill card-seconds ÷ 3600 */
  readonly busyCardHoursPerDay: number;
  /** prefill's share of those busy card-seconds (0 when nothing is busy) */
  readonly prefillShareOfBusy: number;
  readonly weightsBytes: number;
  readonly kvBytesPerToken: number;
  /** KV bytes a token × context × sequences in flight: every sequence at its full context */
  readonly kvBytes: number;
  /** sequences in flight at the peak across the deployment (a mean, by Little's law) */
  readonly concurrentSequences: number;
  readonly concurrencySource: ConcurrencySource;
  /** bytes a decode step reads for one sequence's KV cache: KV a token × half the context (sequences spread over their lengths) */
  readonly kvBytesReadPerSequence: number;
  /** one sequence's decode speed, tokens/s: copy bandwidth ÷ (weights + in-flight KV read a step), or the cap's share; null without a bandwidth */
  readonly tokensPerSecondPerSequence: number | null;
  /** the same with one sequence alone: copy bandwidth ÷ weights; null without a bandwidth */
  readonly maxTokensPerSecondPerSequence: number | null;
  /** output tokens a second one copy decodes at its sequences in flight: min(bandwidth bound, cap) */
  readonly decodeTokensPerSecondPerReplica: number;
  /** whether the bandwidth bound, not the measured throughput, sets the copy's decode */
  readonly bandwidthBound: boolean;
  /** card time of an uncached input token in output tokens' time at the measured throughput */
  readonly inputTokenCost: number;
  readonly inputTokenCostSource: 'given' | 'prefill' | 'none';
  readonly cardsPerReplica: number;
  /** whether the copies the peak's decode and prefill need also hold the KV cache beside their weights */
  readonly fitsAtPeak: boolean;
  /** whole copies on the deployment's cards */
  readonly replicas: number;
  /** whole instances of cardsPerInstance */
  readonly instances: number;
  /** instances × cardsPerInstance: the deployment */
  readonly cards: number;
  /** output tokens a second the deployment carries at this concurrency and mix, each with its prompt's prefill */
  readonly capacityOutputTokensPerSecond: number;
  readonly costPerDay: ServingCosts;
  readonly costPerMillionTokens: ServingCosts;
  /** each kind's cost per million by its card time: busy hours only, and the cards held shared the same way */
  readonly costPerMillionByKind: { readonly held: TokenKindCosts; readonly busy: TokenKindCosts };
  /** the busy cost per token: the part that grows with traffic (for apiBreakEven) */
  readonly busyCostPerToken: number;
}

export function kvBytesPerToken(kv: KvShape, kvPrecisionBytes = DEFAULT_KV_PRECISION_BYTES): number {
  if ('kvBytesPerToken' in kv) return positive('kv.kvBytesPerToken', kv.kvBytesPerToken);
  const bytes = positive('kv.bytesPerElement', kv.bytesPerElement ?? kvPrecisionBytes);
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
  if (input.activeParamsB !== undefined) positive('activeParamsB', input.activeParamsB);
  positive('precisionBytes', input.precisionBytes);
  positive('outputTokensPerSecondPerCard', input.outputTokensPerSecondPerCard);
  if (input.memoryBandwidthTBps !== undefined) positive('memoryBandwidthTBps', input.memoryBandwidthTBps);
  if (input.peakTflops !== undefined) positive('peakTflops', input.peakTflops);
  if (input.prefillEfficiency !== undefined) fraction('prefillEfficiency', input.prefillEfficiency);
  nonNegative('inputTokenCost', input.inputTokenCost ?? 0);
  positive('cardMemoryGb', input.cardMemoryGb);
  nonNegative('contextTokens', input.contextTokens);
  if (input.tokensPerSecondPerUser !== undefined) positive('tokensPerSecondPerUser', input.tokensPerSecondPerUser);
  else if (input.concurrentSequences === undefined)
    throw new RangeError('concurrentSequences: is required when tokensPerSecondPerUser is not given');
  nonNegative('concurrentSequences', input.concurrentSequences ?? 0);
  const perInstance = positive('cardsPerInstance', input.cardsPerInstance ?? 1);
  if (!Number.isInteger(perInstance))
    throw new RangeError(`cardsPerInstance: must be a whole number, got ${perInstance}`);
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

/** One copy of the model: what a decode step reads, what its cards hold, how fast they read. */
export interface ReplicaShape {
  readonly cards: number;
  readonly weightsBytes: number;
  /** KV bytes a step reads for each sequence in flight */
  readonly kvBytesReadPerSequence: number;
  /** bytes a second the copy's cards read together; null when no bandwidth is given (no bound) */
  readonly bytesPerSecond: number | null;
  /** the measured throughput × cards: what the copy decodes at most */
  readonly capTokensPerSecond: number;
}

/**
 * Output tokens a second one copy decodes with `sequences` in flight. Each decode step reads the
 * weights (split over the copy's cards, read in parallel) and every sequence's KV cache, and gives
 * each sequence one token: sequences × bandwidth ÷ (weights + sequences × KV read), capped by the
 * measured throughput. Without a bandwidth, the cap alone (the measured figure, as before).
 */
export function decodeTokensPerSecond(copy: ReplicaShape, sequences: number): number {
  if (copy.bytesPerSecond === null) return copy.capTokensPerSecond;
  const bound = (sequences * copy.bytesPerSecond) / (copy.weightsBytes + sequences * copy.kvBytesReadPerSequence);
  return Math.min(bound, copy.capTokensPerSecond);
}

/** The fewest whole copies at which `fits` holds; `fits` must hold from some count on. */
function fewestCopies(fits: (copies: number) => boolean, field: string): number {
  if (fits(1)) return 1;
  let low = 1;
  let high = 2;
  while (!fits(high)) {
    low = high;
    high *= 2;
    if (high > 2 ** 80) throw new RangeError(`${field}: no number of copies carries this traffic`);
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (middle === low || middle === high) break;
    if (fits(middle)) high = middle;
    else low = middle;
  }
  return high;
}

const SLACK = 1 + 1e-9;

export function serving(input: ServingInput): Serving {
  const usableBytesPerCard = checkedServing(input);
  const tokensPerDay = tokensOf(input.traffic);
  const perCard = input.outputTokensPerSecondPerCard;
  const peak = checkPeakHourFactor(input.traffic.peakHourFactor) / 86_400;
  // an output far below any traffic (a share of 1e-300) would underflow the sizing's quotients: none
  const peakOutput = tokensPerDay.output * peak < 1e-200 ? 0 : tokensPerDay.output * peak;
  const peakInput = tokensPerDay.input * peak;

  const weightsBytes = input.totalParamsB * 1e9 * input.precisionBytes;
  const perToken = kvBytesPerToken(input.kv);
  const cardsPerReplica = replicaCards(input, weightsBytes, usableBytesPerCard);
  const kvRoomPerReplica = cardsPerReplica * usableBytesPerCard - weightsBytes;
  const kvHeldPerSequence = perToken * input.contextTokens;
  const copy: ReplicaShape = {
    cards: cardsPerReplica,
    weightsBytes,
    // sequences in flight are spread over their lengths: on average each has half its context cached
    kvBytesReadPerSequence: kvHeldPerSequence / 2,
    bytesPerSecond: input.memoryBandwidthTBps === undefined ? null : cardsPerReplica * input.memoryBandwidthTBps * 1e12,
    capTokensPerSecond: cardsPerReplica * perCard,
  };

  // card-seconds of one uncached input token: the caller's figure, or 2 × active parameters FLOPs at
  // the prefill efficiency; cached input skips prefill (its KV is read, as the context counts)
  const given = input.inputTokenCost;
  const prefillFlops = 2 * (input.activeParamsB ?? input.totalParamsB) * 1e9;
  const prefillSeconds =
    given !== undefined
      ? given / perCard
      : input.peakTflops === undefined
        ? 0
        : prefillFlops / (input.peakTflops * 1e12 * (input.prefillEfficiency ?? DEFAULT_PREFILL_EFFICIENCY_PCT / 100));

  const userSpeed = input.tokensPerSecondPerUser;
  if (userSpeed !== undefined && copy.bytesPerSecond !== null && userSpeed * weightsBytes >= copy.bytesPerSecond) {
    const most = copy.bytesPerSecond / weightsBytes;
    throw new RangeError(
      `tokensPerSecondPerUser: a copy of ${cardsPerReplica} card${cardsPerReplica === 1 ? '' : 's'} reads its ${weightsBytes / 1e9} GB of weights for every token: under ${Math.floor(most * 100) / 100} tokens/s a user, got ${userSpeed}`,
    );
  }
  // Little's law: sequences in flight = peak output ÷ the speed each decodes at. With a bandwidth to model
  // that speed, the copies run the fewest sequences that carry their share, each at no less than the
  // speed a user wants (a faster copy finishes its sequences sooner and holds fewer); without one, the
  // speed wanted is the speed
  const speedModelled = copy.bytesPerSecond !== null && peakOutput > 0;
  const givenSequences =
    userSpeed === undefined ? (input.concurrentSequences ?? 0) : speedModelled ? 0 : peakOutput / userSpeed;

  // each copy's share of the peak: its prefill's share of its time, and the sequences it decodes
  const prefillShare = (copies: number) => (peakInput * prefillSeconds) / (cardsPerReplica * copies);
  const sequencesPerCopy = (copies: number): number => {
    const spread = givenSequences / copies;
    if (copy.bytesPerSecond === null || peakOutput === 0) return spread;
    // the fewest in flight whose decode keeps up: sequences × bandwidth ÷ (weights + sequences × KV) ≥ need
    const need = peakOutput / copies / (1 - prefillShare(copies));
    const left = copy.bytesPerSecond - need * copy.kvBytesReadPerSequence;
    if (!(need > 0 && left > 0)) return Number.POSITIVE_INFINITY;
    return Math.max(spread, (need * weightsBytes) / left);
  };
  const fits = (copies: number, withMemory: boolean) => {
    const prefill = prefillShare(copies);
    const sequences = sequencesPerCopy(copies);
    if (!Number.isFinite(sequences)) return false;
    const rate = decodeTokensPerSecond(copy, sequences);
    const decode = peakOutput === 0 ? 0 : peakOutput / copies / rate;
    if (!(decode + prefill <= SLACK)) return false;
    // each sequence decodes at least as fast as a user wants
    if (userSpeed !== undefined && speedModelled && sequences > 0 && rate / sequences < userSpeed / SLACK) return false;
    return !withMemory || sequences * kvHeldPerSequence <= kvRoomPerReplica * SLACK;
  };
  const field = userSpeed === undefined ? 'traffic.tokensPerDay' : 'tokensPerSecondPerUser';
  const forThroughput = fewestCopies((n) => fits(n, false), field);
  const sized = fewestCopies((n) => fits(n, true), field);
  const concurrentSequences = sized * sequencesPerCopy(sized);

  const perInstance = input.cardsPerInstance ?? 1;
  const instances = Math.ceil((sized * cardsPerReplica) / perInstance);
  const cards = instances * perInstance;
  // the cards a whole instance adds run further copies where they hold one
  const replicas = Math.max(sized, Math.floor(cards / cardsPerReplica));
  const sequences = concurrentSequences / replicas;
  const decodeRate = decodeTokensPerSecond(copy, sequences > 0 ? sequences : 1);
  const decodeSeconds = cardsPerReplica / decodeRate;

  const peakCardSeconds = peakOutput * decodeSeconds + peakInput * prefillSeconds;
  const dayCardSeconds = tokensPerDay.output * decodeSeconds + tokensPerDay.input * prefillSeconds;
  const busyCardHoursPerDay = dayCardSeconds / 3600;
  const inputPerOutput = tokensPerDay.output > 0 ? tokensPerDay.input / tokensPerDay.output : 0;
  // what the deployment carries at the sequences in flight (none in flight decode nothing)
  const decodeAtConcurrency = decodeTokensPerSecond(copy, sequences);
  const capacityOutputTokensPerSecond =
    decodeAtConcurrency > 0
      ? (replicas * cardsPerReplica) / (cardsPerReplica / decodeAtConcurrency + inputPerOutput * prefillSeconds)
      : 0;

  const price = input.cardHourCost;
  const costPerDay = { held: cards * 24 * price, busy: busyCardHoursPerDay * price };
  const perMillion = 1e6 / input.traffic.tokensPerDay;
  const busyByKind = {
    input: (prefillSeconds / 3600) * price * 1e6,
    cachedInput: 0,
    output: (decodeSeconds / 3600) * price * 1e6,
  };
  // the cards held all day shared out by each kind's card time
  const heldShare = costPerDay.busy > 0 ? costPerDay.held / costPerDay.busy : 0;
  const perSequence =
    copy.bytesPerSecond === null || sequences <= 0 ? null : decodeTokensPerSecond(copy, sequences) / sequences;
  return {
    tokensPerDay,
    peakOutputTokensPerSecond: peakOutput,
    peakLoadTokensPerSecond: peakCardSeconds * perCard,
    cardsAtPeak: wholeCards(peakCardSeconds),
    busyCardHoursPerDay,
    prefillShareOfBusy: dayCardSeconds > 0 ? (tokensPerDay.input * prefillSeconds) / dayCardSeconds : 0,
    weightsBytes,
    kvBytesPerToken: perToken,
    kvBytes: kvHeldPerSequence * concurrentSequences,
    concurrentSequences,
    concurrencySource:
      userSpeed !== undefined ? 'per-user-speed' : concurrentSequences > givenSequences * SLACK ? 'raised' : 'given',
    kvBytesReadPerSequence: copy.kvBytesReadPerSequence,
    tokensPerSecondPerSequence: perSequence,
    maxTokensPerSecondPerSequence: copy.bytesPerSecond === null ? null : copy.bytesPerSecond / weightsBytes,
    decodeTokensPerSecondPerReplica: decodeAtConcurrency,
    bandwidthBound: copy.bytesPerSecond !== null && decodeAtConcurrency < copy.capTokensPerSecond,
    inputTokenCost: given ?? prefillSeconds * perCard,
    inputTokenCostSource: given !== undefined ? 'given' : input.peakTflops === undefined ? 'none' : 'prefill',
    cardsPerReplica,
    fitsAtPeak: sized === forThroughput,
    replicas,
    instances,
    cards,
    capacityOutputTokensPerSecond,
    costPerDay,
    costPerMillionTokens: { held: costPerDay.held * perMillion, busy: costPerDay.busy * perMillion },
    costPerMillionByKind: {
      busy: busyByKind,
      held: {
        input: busyByKind.input * heldShare,
        cachedInput: 0,
        output: busyByKind.output * heldShare,
      },
    },
    busyCostPerToken: costPerDay.busy / input.traffic.tokensPerDay,
  };
}
