// One result for a job spec: the training run's or the serving deployment's figures from the engine's
// job functions, priced at the spec's card-hour cost, and for serving the API's bill and the volume a
// day at which serving yourself costs the same. A figure that cannot be given is null, and `reasons`
// says why under the same name. Formulas: docs/method/jobs.md.

import type { JobSpec } from '../scenario/jobSpec.ts';
import type { Scenario } from '../scenario/schema.ts';
import { apiBreakEven, apiCostPerDay, apiPricesOf, type BreakEven, blendedPricePerToken } from './api.ts';
import { serving } from './serving.ts';
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
  | BreakEven['reason'];

export interface Money {
  readonly amount: number;
  readonly currency: string;
}

export interface TrainingFigures {
  readonly method: string;
  /** the MFU the GPU-hours assume: the spec's, or the default 42 % */
  readonly mfuPct: number;
  readonly flops: number;
  readonly gpuHours: number;
  readonly overheadPct: number;
  readonly gpuHoursWithOverhead: number;
  /** weights, gradients and optimizer state before activations, GB of 10⁹ bytes */
  readonly stateGB: number;
  readonly cardsToHoldState: number;
  readonly cardsForDeadline: number | null;
  /** the larger of the two: the fewest cards that do the job */
  readonly cardsNeeded: number;
  /** cardsNeeded rounded up to whole instances of gpu.cardsPerInstance */
  readonly instances: number;
  readonly cardsUsed: number;
  /** gpuHoursWithOverhead ÷ cardsUsed */
  readonly wallClockHours: number;
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
  readonly weightsGB: number;
  readonly kvBytesPerToken: number;
  readonly kvGB: number;
  readonly cardsPerReplica: number;
  readonly replicas: number;
  readonly cards: number;
  /** whether the copies the peak's throughput needs also hold the KV cache */
  readonly fitsAtPeak: boolean;
  /** tokens a day the deployment's cards carry at this peak factor and mix: cards × throughput × 86,400 ÷ peak ÷ output share */
  readonly capacityTokensPerDay: number | null;
  readonly currency: string | null;
  /** held: the cards all day; busy: busy card-hours only (perfect autoscaling, the floor) */
  readonly costPerDay: { readonly held: number; readonly busy: number } | null;
  readonly costPerMillionTokens: { readonly held: number; readonly busy: number } | null;
  readonly reasons: Partial<
    Record<'capacityTokensPerDay' | 'currency' | 'costPerDay' | 'costPerMillionTokens', NullReason>
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
}

const activeOf = (spec: JobSpec) => spec.model.activeParamsB ?? spec.model.totalParamsB;

function trainingFigures(spec: JobSpec, t: NonNullable<JobSpec['training']>): TrainingFigures {
  const run = trainingRun({
    totalParamsB: spec.model.totalParamsB,
    activeParamsB: activeOf(spec),
    tokens: t.tokens,
    method: t.method,
    precisionBytes: spec.precisionBytes,
    peakTflops: spec.gpu.peakTflops,
    cardMemoryGb: spec.gpu.memoryGB,
    mfu: t.mfuPct / 100,
    ...(t.deadlineHours === undefined ? {} : { deadlineHours: t.deadlineHours }),
    overheadShare: t.overheadPct / 100,
    spotOverheadShare: t.spotOverheadPct / 100,
    spot: t.spot,
    usableMemoryShare: spec.usableMemoryPct / 100,
    ...(t.adapterSharePct === undefined ? {} : { adapterShare: t.adapterSharePct / 100 }),
  });
  const perInstance = spec.gpu.cardsPerInstance;
  const instances = Math.ceil(run.cards / perInstance);
  const cardsUsed = instances * perInstance;
  const wallClockHours = run.gpuHoursWithOverhead / cardsUsed;
  const price = spec.cardHourCost;
  return {
    method: t.method,
    mfuPct: t.mfuPct,
    flops: run.flops,
    gpuHours: run.gpuHours,
    overheadPct: run.overheadShare * 100,
    gpuHoursWithOverhead: run.gpuHoursWithOverhead,
    stateGB: run.stateBytes / 1e9,
    cardsToHoldState: run.cardsToHoldState,
    cardsForDeadline: run.cardsForDeadline,
    cardsNeeded: run.cards,
    instances,
    cardsUsed,
    wallClockHours,
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
  const { model } = spec;
  const kv =
    model.layers !== undefined && model.kvHeads !== undefined && model.headDim !== undefined
      ? { layers: model.layers, kvHeads: model.kvHeads, headDim: model.headDim }
      : { kvBytesPerToken: model.kvBytesPerToken ?? 0 };
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
    cardMemoryGb: spec.gpu.memoryGB,
    usableMemoryShare: spec.usableMemoryPct / 100,
    contextTokens: s.contextTokens,
    concurrentSequences: s.concurrentSequences,
    ...(s.cardsPerReplica === undefined ? {} : { cardsPerReplica: s.cardsPerReplica }),
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
  const capacity = capacityOf(s, result.cards, mix.outputShare);
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

/** Tokens a day the cards carry: their output throughput over a day, less the peak's headroom, ÷ the output share. */
function capacityOf(s: NonNullable<JobSpec['serving']>, cards: number, outputShare: number): number | null {
  if (outputShare <= 0) return null;
  return (cards * s.outputTokensPerSecondPerCard * 86_400) / s.peakFactor / outputShare;
}

function servingFigures(spec: JobSpec, s: NonNullable<JobSpec['serving']>): ServingFigures {
  const { mix, result: r } = servingOf(spec, s);
  const price = spec.cardHourCost;
  const capacityTokensPerDay = capacityOf(s, r.cards, mix.outputShare);
  return {
    outputTokensPerDay: r.tokensPerDay.output,
    peakOutputTokensPerSecond: r.peakOutputTokensPerSecond,
    cardsAtPeak: r.cardsAtPeak,
    busyCardHoursPerDay: r.busyCardHoursPerDay,
    weightsGB: r.weightsBytes / 1e9,
    kvBytesPerToken: r.kvBytesPerToken,
    kvGB: r.kvBytes / 1e9,
    cardsPerReplica: r.cardsPerReplica,
    replicas: r.replicas,
    cards: r.cards,
    fitsAtPeak: r.fitsAtPeak,
    capacityTokensPerDay,
    currency: price?.currency ?? null,
    costPerDay: price ? r.costPerDay : null,
    costPerMillionTokens: price ? r.costPerMillionTokens : null,
    reasons: {
      ...(capacityTokensPerDay === null ? { capacityTokensPerDay: 'no-output-tokens' } : {}),
      ...(price
        ? {}
        : {
            currency: 'no-card-hour-cost',
            costPerDay: 'no-card-hour-cost',
            costPerMillionTokens: 'no-card-hour-cost',
          }),
    },
  };
}

/** The job's figures; the spec must be one readJobSpec accepted. */
export function jobFigures(spec: JobSpec): JobFigures {
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
  const capacity = capacityOf(s, result.cards, mix.outputShare);
  return threeWays(scenario, deployment ?? result.cards, { ...mix, tokensPerDay: s.tokensPerDay }, capacity, api);
}
