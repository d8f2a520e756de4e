// A training or fine-tuning run from the job: compute, GPU-hours at a stated MFU, the memory of the
// training state, and the cards that both hold that state and finish by a deadline. Formulas and
// sources: docs/method/jobs.md.
import { fraction, nonNegative, positive, wholeCards } from './checks.ts';

export type TrainingMethod = 'full' | 'lora' | 'qlora';

/**
 * The share of a card's memory a run may fill, when the caller gives none: 0.9, vLLM's default
 * `--gpu-memory-utilization` (docs.vllm.ai, engine arguments), which keeps a tenth for the CUDA
 * context, kernels' workspace and fragmentation. Activations are not counted in the state, so a
 * training run may need a smaller share: the caller can pass one.
 */
export const DEFAULT_USABLE_MEMORY_SHARE = 0.9;

/**
 * FLOPs per active parameter per token. Full training: 6 (forward 2, backward 4; Kaplan et al. 2020,
 * arXiv:2001.08361; Hoffmann et al. 2022, arXiv:2203.15556). LoRA and QLoRA: 4, the forward pass
 * (2) and the backward pass through the frozen base for the activations' gradients (2), without
 * the weight gradients of the frozen base (2) that full training computes; the adapters' own
 * FLOPs are a fraction of a percent. Hu et al. 2021 (LoRA, arXiv:2106.09685, §4.2 and footnote 5)
 * measured 43.1 against 32.5 tokens/s per V100 on GPT-3 175B, 1.33× the full fine-tune's
 * throughput, against the 6 ÷ 4 = 1.5× this count implies: the rest is overhead the caller's MFU
 * carries (and QLoRA's dequantisation, which adds no model FLOPs but lowers MFU).
 */
export const FLOPS_PER_PARAM_TOKEN: Readonly<Record<TrainingMethod, number>> = { full: 6, lora: 4, qlora: 4 };

/**
 * Bytes of training state per trained parameter with mixed-precision Adam, before sharding:
 * 16-bit weights 2 + 16-bit gradients 2 + fp32 master weights, momentum and variance 12 (ZeRO,
 * Rajbhandari et al. 2020, arXiv:1910.02054, §3.1).
 */
export const ADAM_MIXED_BYTES_PER_PARAM = 16;

/**
 * QLoRA's frozen base: 4-bit NormalFloat weights, 0.5 bytes per parameter, plus the quantisation
 * constants after double quantisation, 0.127 bits = 0.016 bytes per parameter (Dettmers et al.
 * 2023, arXiv:2305.14314, §3).
 */
export const QLORA_BASE_BYTES_PER_PARAM = 0.5 + 0.127 / 8;

export interface TrainingInput {
  /** all parameters, billions (every expert of a mixture of experts): the memory side */
  readonly totalParamsB: number;
  /** parameters used per token, billions (= total for a dense model): the compute side */
  readonly activeParamsB: number;
  /** training tokens (the dataset times its epochs) */
  readonly tokens: number;
  readonly method: TrainingMethod;
  /** bytes per weight of LoRA's frozen base (2 for BF16); full training counts 16 bytes a parameter */
  readonly precisionBytes: number;
  /** the card's peak dense TFLOPS at the precision the run computes in (data/gpus.csv: bf16_dense_tflops) */
  readonly peakTflops: number;
  /** the card's memory in GB of 10⁹ bytes (data/gpus.csv: memory_gb) */
  readonly cardMemoryGb: number;
  /** model FLOPs utilisation, above 0 and at most 1 (the caller supplies the default) */
  readonly mfu: number;
  /** hours the run must finish in; without one, the run uses the fewest cards that hold it */
  readonly deadlineHours?: number;
  /** checkpointing and restarts as a share of the run's GPU-hours, on cards that are not taken away */
  readonly overheadShare: number;
  /** the same on spot cards, which are taken away more often */
  readonly spotOverheadShare: number;
  readonly spot?: boolean;
  /** share of each card's memory the state may fill; DEFAULT_USABLE_MEMORY_SHARE when not given */
  readonly usableMemoryShare?: number;
  /** LoRA and QLoRA: trainable adapter parameters as a share of the total (required for them) */
  readonly adapterShare?: number;
}

/** What the figures leave out, for the view to say beside them. */
export type TrainingNote =
  /** activations, temporary buffers and fragmentation come on top of the state (ZeRO, §3) */
  | 'activations-not-counted'
  /** the fewest cards hold the state only when it is split across them (ZeRO stage 3, FSDP) */
  | 'state-sharded-across-cards';

export interface TrainingRun {
  readonly flopsPerParamToken: number;
  /** flopsPerParamToken × active parameters × tokens */
  readonly flops: number;
  /** flops ÷ (peak × MFU × 3600 s) */
  readonly gpuHours: number;
  /** the overhead share that applied (spot or not) */
  readonly overheadShare: number;
  /** gpuHours × (1 + overheadShare): what is paid for */
  readonly gpuHoursWithOverhead: number;
  readonly trainableParams: number;
  /** the base's weights (full: counted in the 16 bytes a parameter, so 0 here) */
  readonly frozenWeightsBytes: number;
  /** weights, gradients and Adam states of the trained parameters */
  readonly trainedStateBytes: number;
  /** frozenWeightsBytes + trainedStateBytes; activations not counted */
  readonly stateBytes: number;
  readonly usableMemoryShare: number;
  /** ceil(stateBytes ÷ (card memory × usable share)) */
  readonly cardsToHoldState: number;
  /** ceil(gpuHoursWithOverhead ÷ deadline); null without a deadline */
  readonly cardsForDeadline: number | null;
  /** the larger of the two */
  readonly cards: number;
  /** gpuHoursWithOverhead ÷ cards: the MFU is taken as measured at this scale */
  readonly wallClockHours: number;
  readonly notes: readonly TrainingNote[];
}

function checked(input: TrainingInput) {
  positive('totalParamsB', input.totalParamsB);
  positive('activeParamsB', input.activeParamsB);
  if (input.activeParamsB > input.totalParamsB) {
    throw new RangeError(
      `activeParamsB: must be at most totalParamsB (${input.totalParamsB}), got ${input.activeParamsB}`,
    );
  }
  if (!(input.method in FLOPS_PER_PARAM_TOKEN)) {
    throw new RangeError(`method: must be full, lora or qlora, got ${String(input.method)}`);
  }
  nonNegative('tokens', input.tokens);
  positive('precisionBytes', input.precisionBytes);
  positive('peakTflops', input.peakTflops);
  positive('cardMemoryGb', input.cardMemoryGb);
  fraction('mfu', input.mfu);
  if (input.deadlineHours !== undefined) positive('deadlineHours', input.deadlineHours);
  nonNegative('overheadShare', input.overheadShare);
  nonNegative('spotOverheadShare', input.spotOverheadShare);
  const usable = fraction('usableMemoryShare', input.usableMemoryShare ?? DEFAULT_USABLE_MEMORY_SHARE);
  if (input.method === 'full') return { usable, adapterShare: 1 };
  if (input.adapterShare === undefined) {
    throw new RangeError(`adapterShare: required for ${input.method}, the trainable share of the parameters`);
  }
  return { usable, adapterShare: fraction('adapterShare', input.adapterShare) };
}

/** Bytes of state before activations: the frozen base and the trained parameters' Adam state. */
function stateOf(input: TrainingInput, adapterShare: number) {
  const total = input.totalParamsB * 1e9;
  const trainableParams = total * adapterShare;
  const trainedStateBytes = trainableParams * ADAM_MIXED_BYTES_PER_PARAM;
  const baseBytesPerParam = { full: 0, lora: input.precisionBytes, qlora: QLORA_BASE_BYTES_PER_PARAM }[input.method];
  return { trainableParams, frozenWeightsBytes: total * baseBytesPerParam, trainedStateBytes };
}

export function trainingRun(input: TrainingInput): TrainingRun {
  const { usable, adapterShare } = checked(input);
  const flopsPerParamToken = FLOPS_PER_PARAM_TOKEN[input.method];
  const flops = flopsPerParamToken * input.activeParamsB * 1e9 * input.tokens;
  const gpuHours = flops / (input.peakTflops * 1e12 * input.mfu * 3600);
  const overheadShare = input.spot ? input.spotOverheadShare : input.overheadShare;
  const gpuHoursWithOverhead = gpuHours * (1 + overheadShare);

  const state = stateOf(input, adapterShare);
  const stateBytes = state.frozenWeightsBytes + state.trainedStateBytes;
  const cardsToHoldState = Math.max(1, wholeCards(stateBytes / (input.cardMemoryGb * 1e9 * usable)));
  const cardsForDeadline =
    input.deadlineHours === undefined ? null : Math.max(1, wholeCards(gpuHoursWithOverhead / input.deadlineHours));
  const cards = Math.max(cardsToHoldState, cardsForDeadline ?? 0);
  return {
    flopsPerParamToken,
    flops,
    gpuHours,
    overheadShare,
    gpuHoursWithOverhead,
    ...state,
    stateBytes,
    usableMemoryShare: usable,
    cardsToHoldState,
    cardsForDeadline,
    cards,
    wallClockHours: gpuHoursWithOverhead / cards,
    notes: ['activations-not-counted', 'state-sharded-across-cards'],
  };
}
