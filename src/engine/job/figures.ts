// One result for a job spec: the training run's or the serving deployment's figures from the engine's
// job functions, priced at the spec's card-hour cost, and for serving the API's bill and the volume a
// day at which serving yourself costs the same. A figure that cannot be given is null, and `reasons`
// says why under the same name. Formulas: docs/method/jobs.md.

import {
  DEFAULT_KV_PRECISION_BYTES,
  DEFAULT_MAX_CARDS,
  DEFAULT_MICRO_BATCH_SEQUENCES,
  DEFAULT_OPTIMIZER,
  DEFAULT_OVERHEAD_PCT,
  DEFAULT_PREFILL_EFFICIENCY_PCT,
  DEFAULT_SEQUENCE_TOKENS,
} from '../scenario/jobRules.ts';
import type { JobSpec } from '../scenario/jobSpec.ts';
import type { Scenario } from '../scenario/schema.ts';
import { apiBreakEven, apiCostPerDay, apiPricesOf, type BreakEven, blendedPricePerToken } from './api.ts';
import { type EnergyContext, type EnergyFigures, energyOf } from './energy.ts';
import { inferredRegime, REGIME_SOURCES, regimeMfuPct, type TrainingRegime } from './regimes.ts';
import { type Serving, serving, type TokenKindCosts } from './serving.ts';
import { type Deployment, type ThreeWays, threeWays } from './threeWays.ts';
import { trainingRun } from './training.ts';

/** Why a figure is null. */
export type NullReason =
  /** no cardHourCost in the spec: nothing to price with */
  | 'no-card-hour-cost'
  /** the API and the card-hour cost are in different currencies: no rate is assumed */
  | 'currencies-differ'
  /** no deadlineHours in the spec */
  | 'no-deadline'
  /** the traffic has no output tokens: no throughput limit on the tokens a day */
  | 'no-output-tokens'
  /** the break-even lies above the tokens a day the sized deployment carries: more cards, more fixed cost */
  | 'beyond-deployment'
  /** no gpu.memoryBandwidthTBps: no bandwidth bound, the measured throughput alone */
  | 'no-memory-bandwidth'
  /** no sequence in flight decodes, so none has a speed */
  | 'no-sequences'
  /** model.kvBytesPerToken gives the cache as it is held: no precision applies */
  | 'kv-bytes-given'
  /** serving.inputTokenCost is given: no prefill efficiency is assumed */
  | 'input-cost-given'
  | BreakEven['reason'];

export interface Money {
  readonly amount: number;
  readonly currency: string;
}

export interface TrainingFigures {
  readonly method: string;
  /** the regime whose default MFU applies: the spec's, or inferred (regimes.ts) */
  readonly regime: TrainingRegime;
  readonly regimeInferred: boolean;
  /** the MFU the GPU-hours assume: the spec's, or the regime's default */
  readonly mfuPct: number;
  /** where the MFU came from: null when the spec gives its own, else the regime default's source */
  readonly mfuDefault: string | null;
  /** tokens a sequence and the attention FLOPs a token at it (0 when the model's shape is not given) */
  readonly sequenceTokens: number;
  readonly attentionFlopsPerToken: number;
  readonly flopsPerToken: number;
  readonly flops: number;
  readonly gpuHours: number;
  readonly overheadPct: number;
  readonly gpuHoursWithOverhead: number;
  /** weights, gradients and optimizer state of one copy of the model, GB of 10⁹ bytes */
  readonly stateGB: number;
  /** bytes a trained parameter: 18, or 6 + 12/d with the distributed optimizer */
  readonly bytesPerTrainedParam: number;
  readonly optimizer: string;
  readonly dataParallelRanks: number;
  /** each card's activations with full recomputation, GB (0 when the model's shape is not given) */
  readonly activationsGBPerCard: number;
  /** the cluster's most cards the run may use */
  readonly maxCards: number;
  readonly cardsToHoldState: number;
  readonly cardsForDeadline: number | null;
  /** the larger of the two: the fewest cards that do the job */
  readonly cardsNeeded: number;
  /** cardsNeeded rounded up to whole instances of gpu.cardsPerInstance */
  readonly instances: number;
  readonly cardsUsed: number;
  /** gpuHoursWithOverhead ÷ cardsUsed */
  readonly wallClockHours: number;
  /**
   * a run's hours as a scenario's workload holds them: at the overhead of cards that stay, for a spot
   * job too, since owned cards are not taken away and a scenario's spot plan adds its own overhead to
   * the rented side (the job's spot overhead and the plan's never multiply)
   */
  readonly scenarioWallClockHours: number;
  /** false when the most cards cannot finish by the deadline: wallClockHours is then how long it takes */
  readonly meetsDeadline: boolean | null;
  /** gpuHoursWithOverhead × card-hour cost (whole instances finish sooner, for the same card-hours) */
  readonly cost: Money | null;
  readonly notes: readonly string[];
  readonly reasons: Partial<Record<'cardsForDeadline' | 'meetsDeadline' | 'cost', NullReason>>;
}

export interface ServingFigures {
  readonly outputTokensPerDay: number;
  readonly peakOutputTokensPerSecond: number;
  readonly cardsAtPeak: number;
  readonly busyCardHoursPerDay: number;
  /** prefill's share of the busy card time: what the prompts cost */
  readonly prefillShareOfBusy: number;
  readonly weightsGB: number;
  readonly kvBytesPerToken: number;
  /** bytes a cached value: the spec's serving.kvPrecisionBytes, or 2 (BF16); null when the bytes a token are given */
  readonly kvPrecisionBytes: number | null;
  readonly kvGB: number;
  /** sequences in flight at the peak (a mean, by Little's law when a per-user speed is given) */
  readonly concurrentSequences: number;
  readonly concurrencySource: Serving['concurrencySource'];
  /** the card's memory bandwidth used, TB/s; null when none is known (no bound: the measured throughput alone) */
  readonly memoryBandwidthTBps: number | null;
  /** one sequence's decode speed at the peak, tokens/s; null without a bandwidth */
  readonly tokensPerSecondPerSequence: number | null;
  /** one sequence alone: copy bandwidth ÷ weights; null without a bandwidth */
  readonly maxTokensPerSecondPerSequence: number | null;
  /** output tokens a second a copy decodes at its sequences in flight */
  readonly decodeTokensPerSecondPerReplica: number;
  /** whether the bandwidth bound, below the measured throughput, sets the decode */
  readonly bandwidthBound: boolean;
  /** an uncached input token's card time in output tokens' time at the measured throughput */
  readonly inputTokenCost: number;
  readonly inputTokenCostSource: Serving['inputTokenCostSource'];
  /** the prefill efficiency the input cost assumes (%), when it is derived */
  readonly prefillEfficiencyPct: number | null;
  readonly cardsPerReplica: number;
  readonly replicas: number;
  /** whole instances of gpu.cardsPerInstance */
  readonly instances: number;
  readonly cards: number;
  /** whether the copies the peak's decode and prefill need also hold the KV cache */
  readonly fitsAtPeak: boolean;
  /** tokens a day the deployment's cards carry at this concurrency, peak factor and mix: output tokens/s carried × 86,400 ÷ peak ÷ output share */
  readonly capacityTokensPerDay: number | null;
  readonly currency: string | null;
  /** held: the cards all day; busy: busy card-hours only (perfect autoscaling, the floor) */
  readonly costPerDay: { readonly held: number; readonly busy: number } | null;
  readonly costPerMillionTokens: { readonly held: number; readonly busy: number } | null;
  /** each kind's cost per million tokens by its card time, as APIs price them */
  readonly costPerMillionByKind: Serving['costPerMillionByKind'] | null;
  readonly reasons: Partial<
    Record<
      | 'capacityTokensPerDay'
      | 'currency'
      | 'costPerDay'
      | 'costPerMillionTokens'
      | 'costPerMillionByKind'
      | 'kvPrecisionBytes'
      | 'memoryBandwidthTBps'
      | 'tokensPerSecondPerSequence'
      | 'maxTokensPerSecondPerSequence'
      | 'prefillEfficiencyPct',
      NullReason
    >
  >;
}

export interface ApiFigures {
  readonly name: string | null;
  readonly currency: string;
  readonly pricePerMillionTokens: number;
  readonly costPerDay: number;
  /** tokens a day above which serving yourself costs less: against the cards held, and busy only */
  readonly breakEvenTokensPerDay: { readonly held: number | null; readonly busy: number | null };
  readonly reasons: Partial<Record<'held' | 'busy', NullReason>>;
  /** the prices' yearly change a scenario's horizon applies (the figures above are today's) */
  readonly priceChangePctPerYear: number;
}

export interface JobFigures {
  readonly kind: JobSpec['kind'];
  readonly title: string | null;
  readonly model: { readonly id: string | null; readonly totalParamsB: number; readonly activeParamsB: number };
  readonly gpu: { readonly id: string | null; readonly peakTflops: number; readonly memoryGB: number };
  readonly training: TrainingFigures | null;
  readonly serving: ServingFigures | null;
  readonly api: ApiFigures | null;
  /** kWh and kg CO₂e of the run, or a day of serving (energy.ts) */
  readonly energy: EnergyFigures;
}

const activeOf = (spec: JobSpec) => spec.model.activeParamsB ?? spec.model.totalParamsB;

function trainingFigures(spec: JobSpec, t: NonNullable<JobSpec['training']>): TrainingFigures {
  const active = activeOf(spec);
  const regime =
    t.regime ??
    inferredRegime({
      method: t.method,
      tokens: t.tokens,
      totalParamsB: spec.model.totalParamsB,
      activeParamsB: active,
    });
  const mfuPct = t.mfuPct ?? regimeMfuPct(regime, active);
  const sequenceTokens = t.sequenceTokens ?? DEFAULT_SEQUENCE_TOKENS;
  const maxCards = t.maxCards ?? DEFAULT_MAX_CARDS;
  const optimizer = t.optimizer ?? DEFAULT_OPTIMIZER;
  const { layers, hiddenSize, vocabSize } = spec.model;
  const stayingOverheadPct = t.overheadPct ?? DEFAULT_OVERHEAD_PCT;
  const run = trainingRun({
    totalParamsB: spec.model.totalParamsB,
    activeParamsB: active,
    tokens: t.tokens,
    method: t.method,
    precisionBytes: spec.precisionBytes,
    peakTflops: spec.gpu.peakTflops,
    cardMemoryGb: spec.gpu.memoryGB,
    mfu: mfuPct / 100,
    ...(t.deadlineHours === undefined ? {} : { deadlineHours: t.deadlineHours }),
    overheadShare: stayingOverheadPct / 100,
    spotOverheadShare: t.spotOverheadPct / 100,
    spot: t.spot,
    usableMemoryShare: spec.usableMemoryPct / 100,
    ...(t.adapterSharePct === undefined ? {} : { adapterShare: t.adapterSharePct / 100 }),
    ...(layers === undefined ? {} : { layers }),
    ...(hiddenSize === undefined ? {} : { hiddenSize }),
    ...(vocabSize === undefined ? {} : { vocabSize }),
    sequenceTokens,
    microBatchSequences: t.microBatchSequences ?? DEFAULT_MICRO_BATCH_SEQUENCES,
    optimizer,
    maxCards,
  });
  const perInstance = spec.gpu.cardsPerInstance;
  // whole instances within the cluster's most: a deadline's cards are cut to the instances that fit
  const mostInstances = Math.floor(maxCards / perInstance);
  const instances = Math.min(Math.ceil(run.cards / perInstance), mostInstances);
  if (instances * perInstance < run.cardsToHoldState) {
    throw new RangeError(
      `maxCards: the training state needs ${Math.ceil(run.cardsToHoldState / perInstance)} instances of ${perInstance} cards, more than the ${maxCards.toLocaleString('en-US')} cards allowed`,
    );
  }
  const cardsUsed = instances * perInstance;
  const wallClockHours = run.gpuHoursWithOverhead / cardsUsed;
  const price = spec.cardHourCost;
  return {
    method: t.method,
    regime,
    regimeInferred: t.regime === undefined,
    mfuPct,
    mfuDefault: t.mfuPct === undefined ? `the ${regime} default: ${REGIME_SOURCES[regime]}` : null,
    sequenceTokens,
    attentionFlopsPerToken: run.attentionFlopsPerToken,
    flopsPerToken: run.flopsPerToken,
    flops: run.flops,
    gpuHours: run.gpuHours,
    overheadPct: run.overheadShare * 100,
    gpuHoursWithOverhead: run.gpuHoursWithOverhead,
    stateGB: run.stateBytes / 1e9,
    bytesPerTrainedParam: run.bytesPerTrainedParam,
    optimizer,
    dataParallelRanks: run.dataParallelRanks,
    activationsGBPerCard: run.activationBytesPerCard / 1e9,
    maxCards,
    cardsToHoldState: run.cardsToHoldState,
    cardsForDeadline: run.cardsForDeadline,
    cardsNeeded: run.cards,
    instances,
    cardsUsed,
    wallClockHours,
    scenarioWallClockHours: (run.gpuHours * (1 + stayingOverheadPct / 100)) / cardsUsed,
    // the cards for a deadline count a need a rounding error above a whole number as that number
    // (wholeCards), so the run may end that same rounding error past it: still within the deadline
    meetsDeadline: t.deadlineHours === undefined ? null : wallClockHours <= t.deadlineHours * (1 + 1e-9),
    cost: price ? { amount: run.gpuHoursWithOverhead * price.amount, currency: price.currency } : null,
    notes: run.notes,
    reasons: {
      ...(t.deadlineHours === undefined ? { cardsForDeadline: 'no-deadline', meetsDeadline: 'no-deadline' } : {}),
      ...(price ? {} : { cost: 'no-card-hour-cost' }),
    },
  };
}

/** The output tokens' share of the traffic: what is neither input nor cached input. */
export const outputPctOf = (s: NonNullable<JobSpec['serving']>) => 100 - s.inputSharePct - s.cachedSharePct;

function servingOf(spec: JobSpec, s: NonNullable<JobSpec['serving']>) {
  const { model, gpu } = spec;
  // the bytes a token the file gives win; the shape is read at the cache's own precision
  const kv =
    model.kvBytesPerToken !== undefined
      ? { kvBytesPerToken: model.kvBytesPerToken }
      : {
          layers: model.layers ?? 0,
          kvHeads: model.kvHeads ?? 0,
          headDim: model.headDim ?? 0,
          bytesPerElement: s.kvPrecisionBytes ?? DEFAULT_KV_PRECISION_BYTES,
        };
  const mix = {
    inputShare: s.inputSharePct / 100,
    cachedInputShare: s.cachedSharePct / 100,
    outputShare: outputPctOf(s) / 100,
  };
  const result = serving({
    totalParamsB: model.totalParamsB,
    precisionBytes: spec.precisionBytes,
    kv,
    traffic: { ...mix, tokensPerDay: s.tokensPerDay, peakHourFactor: s.peakFactor },
    outputTokensPerSecondPerCard: s.outputTokensPerSecondPerCard,
    activeParamsB: activeOf(spec),
    peakTflops: gpu.peakTflops,
    prefillEfficiency: (s.prefillEfficiencyPct ?? DEFAULT_PREFILL_EFFICIENCY_PCT) / 100,
    ...(s.inputTokenCost === undefined ? {} : { inputTokenCost: s.inputTokenCost }),
    ...(gpu.memoryBandwidthTBps === undefined ? {} : { memoryBandwidthTBps: gpu.memoryBandwidthTBps }),
    cardMemoryGb: gpu.memoryGB,
    usableMemoryShare: spec.usableMemoryPct / 100,
    contextTokens: s.contextTokens,
    ...(s.concurrentSequences === undefined ? {} : { concurrentSequences: s.concurrentSequences }),
    ...(s.tokensPerSecondPerUser === undefined ? {} : { tokensPerSecondPerUser: s.tokensPerSecondPerUser }),
    ...(s.cardsPerReplica === undefined ? {} : { cardsPerReplica: s.cardsPerReplica }),
    cardsPerInstance: gpu.cardsPerInstance,
    cardHourCost: spec.cardHourCost?.amount ?? 0,
  });
  return { mix, result };
}

const pricesOf = apiPricesOf;

function apiFigures(spec: JobSpec, s: NonNullable<JobSpec['serving']>, api: NonNullable<JobSpec['api']>): ApiFigures {
  const { mix, result } = servingOf(spec, s);
  const prices = pricesOf(api);
  const price = spec.cardHourCost;
  const unpriced: NullReason | null = !price
    ? 'no-card-hour-cost'
    : price.currency !== api.currency
      ? 'currencies-differ'
      : null;
  const reasonOf = (key: 'held' | 'busy', b: { tokensPerDay: number | null; reason: NullReason } | null) => {
    const why = unpriced ?? (b?.tokensPerDay === null ? b.reason : null);
    return why ? { [key]: why } : {};
  };
  const capacity = capacityOf(s, result, mix.outputShare);
  const heldLine = unpriced ? null : apiBreakEven(mix, prices, { fixedPerDay: result.costPerDay.held, perToken: 0 });
  // the held cost is this deployment's: a volume it cannot carry needs more cards and a higher cost
  const held: BreakEven | { tokensPerDay: null; reason: 'beyond-deployment' } | null =
    heldLine?.tokensPerDay != null && capacity !== null && heldLine.tokensPerDay > capacity
      ? { tokensPerDay: null, reason: 'beyond-deployment' }
      : heldLine;
  const busy: BreakEven | null = unpriced
    ? null
    : apiBreakEven(mix, prices, { fixedPerDay: 0, perToken: result.busyCostPerToken });
  return {
    name: api.name ?? null,
    currency: api.currency,
    pricePerMillionTokens: blendedPricePerToken(mix, prices) * 1e6,
    costPerDay: apiCostPerDay({ ...mix, tokensPerDay: s.tokensPerDay }, prices),
    breakEvenTokensPerDay: { held: held?.tokensPerDay ?? null, busy: busy?.tokensPerDay ?? null },
    reasons: { ...reasonOf('held', held), ...reasonOf('busy', busy) },
    priceChangePctPerYear: api.priceChangePctPerYear,
  };
}

/**
 * Tokens a day the cards carry: the output tokens a second they decode at the peak's concurrency (each
 * with its prompt's prefill) over a day, less the peak's headroom, ÷ the output share.
 */
function capacityOf(s: NonNullable<JobSpec['serving']>, r: Serving, outputShare: number): number | null {
  if (outputShare <= 0) return null;
  return (r.capacityOutputTokensPerSecond * 86_400) / s.peakFactor / outputShare;
}

function servingFigures(spec: JobSpec, s: NonNullable<JobSpec['serving']>): ServingFigures {
  const { mix, result: r } = servingOf(spec, s);
  const price = spec.cardHourCost;
  const capacityTokensPerDay = capacityOf(s, r, mix.outputShare);
  return {
    outputTokensPerDay: r.tokensPerDay.output,
    peakOutputTokensPerSecond: r.peakOutputTokensPerSecond,
    cardsAtPeak: r.cardsAtPeak,
    busyCardHoursPerDay: r.busyCardHoursPerDay,
    prefillShareOfBusy: r.prefillShareOfBusy,
    weightsGB: r.weightsBytes / 1e9,
    kvBytesPerToken: r.kvBytesPerToken,
    kvPrecisionBytes:
      spec.model.kvBytesPerToken === undefined ? (s.kvPrecisionBytes ?? DEFAULT_KV_PRECISION_BYTES) : null,
    kvGB: r.kvBytes / 1e9,
    concurrentSequences: r.concurrentSequences,
    concurrencySource: r.concurrencySource,
    memoryBandwidthTBps: spec.gpu.memoryBandwidthTBps ?? null,
    tokensPerSecondPerSequence: r.tokensPerSecondPerSequence,
    maxTokensPerSecondPerSequence: r.maxTokensPerSecondPerSequence,
    decodeTokensPerSecondPerReplica: r.decodeTokensPerSecondPerReplica,
    bandwidthBound: r.bandwidthBound,
    inputTokenCost: r.inputTokenCost,
    inputTokenCostSource: r.inputTokenCostSource,
    prefillEfficiencyPct:
      r.inputTokenCostSource === 'prefill' ? (s.prefillEfficiencyPct ?? DEFAULT_PREFILL_EFFICIENCY_PCT) : null,
    cardsPerReplica: r.cardsPerReplica,
    replicas: r.replicas,
    instances: r.instances,
    cards: r.cards,
    fitsAtPeak: r.fitsAtPeak,
    capacityTokensPerDay,
    currency: price?.currency ?? null,
    costPerDay: price ? r.costPerDay : null,
    costPerMillionTokens: price ? r.costPerMillionTokens : null,
    costPerMillionByKind: price ? r.costPerMillionByKind : null,
    reasons: {
      ...(capacityTokensPerDay === null ? { capacityTokensPerDay: 'no-output-tokens' } : {}),
      ...(spec.gpu.memoryBandwidthTBps === undefined
        ? {
            memoryBandwidthTBps: 'no-memory-bandwidth',
            tokensPerSecondPerSequence: 'no-memory-bandwidth',
            maxTokensPerSecondPerSequence: 'no-memory-bandwidth',
          }
        : r.tokensPerSecondPerSequence === null
          ? { tokensPerSecondPerSequence: 'no-sequences' }
          : {}),
      ...(spec.model.kvBytesPerToken === undefined ? {} : { kvPrecisionBytes: 'kv-bytes-given' }),
      ...(r.inputTokenCostSource === 'prefill' ? {} : { prefillEfficiencyPct: 'input-cost-given' }),
      ...(price
        ? {}
        : {
            currency: 'no-card-hour-cost',
            costPerDay: 'no-card-hour-cost',
            costPerMillionTokens: 'no-card-hour-cost',
            costPerMillionByKind: 'no-card-hour-cost',
          }),
    },
  };
}

/**
 * The job's figures; the spec must be one readJobSpec accepted. `energy`: the grid factors and cards'
 * board power (src/data/energy.json) and the scenario the job belongs to, for its energy figures.
 */
export function jobFigures(spec: JobSpec, energy: EnergyContext = {}): JobFigures {
  const figures = workFigures(spec);
  return { ...figures, energy: energyOf(spec, figures, energy) };
}

function workFigures(spec: JobSpec): Omit<JobFigures, 'energy'> {
  const s = spec.kind === 'serving' ? spec.serving : undefined;
  return {
    kind: spec.kind,
    title: spec.title ?? null,
    model: { id: spec.model.id ?? null, totalParamsB: spec.model.totalParamsB, activeParamsB: activeOf(spec) },
    gpu: { id: spec.gpu.id ?? null, peakTflops: spec.gpu.peakTflops, memoryGB: spec.gpu.memoryGB },
    training: spec.kind === 'training' && spec.training ? trainingFigures(spec, spec.training) : null,
    serving: s ? servingFigures(spec, s) : null,
    api: s && spec.api ? apiFigures(spec, s, spec.api) : null,
  };
}

/**
 * A serving job's deployment held all year, owned and rented with `scenario`'s sides, beside the
 * job's API (threeWays.ts); given `deployment`, the scenario's own workload in its verdict's view
 * instead (the scenario that holds the job). Null for a training job.
 */
export function servingThreeWays(spec: JobSpec, scenario: Scenario, deployment?: Deployment): ThreeWays | null {
  const s = spec.serving;
  if (!s) return null;
  const { mix, result } = servingOf(spec, s);
  const api = spec.api
    ? { prices: pricesOf(spec.api), currency: spec.api.currency, priceChangePctPerYear: spec.api.priceChangePctPerYear }
    : null;
  const capacity = capacityOf(s, result, mix.outputShare);
  return threeWays(scenario, deployment ?? result.cards, { ...mix, tokensPerDay: s.tokensPerDay }, capacity, api);
}

/** Each token kind's price a million on the job's deployment held all day, owned and rented. */
export interface PricesByKind {
  readonly currency: string;
  readonly own: TokenKindCosts;
  readonly rent: TokenKindCosts;
}

/**
 * A serving job's price a million input, cached-input and output tokens served yourself, as APIs price
 * them: the owned and the rented deployment's cost a day (servingThreeWays, `scenario`'s sides) shared
 * out by each kind's card time, as costPerMillionByKind.held shares a card-hour cost. Null for training.
 */
export function servingPricesByKind(spec: JobSpec, scenario: Scenario): PricesByKind | null {
  const s = spec.serving;
  const ways = servingThreeWays(spec, scenario);
  if (!s || !ways) return null;
  // at one unit a card-hour the cards held cost cards × 24 a day: each way's cost a day scales it
  const { result } = servingOf({ ...spec, cardHourCost: { amount: 1, currency: scenario.currency } }, s);
  const unit = result.costPerMillionByKind.held;
  const at = (perDay: number): TokenKindCosts => {
    const factor = perDay / (result.cards * 24);
    return { input: unit.input * factor, cachedInput: unit.cachedInput * factor, output: unit.output * factor };
  };
  return { currency: ways.currency, own: at(ways.perDay.own), rent: at(ways.perDay.rent) };
}
