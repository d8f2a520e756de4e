// A training or fine-tuning run from the job: compute (with attention), GPU-hours at a stated MFU, the
// memory of the training state and its activations, and the cards that both hold that memory and
// finish by a deadline, up to the cluster's most. Formulas and sources: docs/method/jobs.md.
import { fraction, nonNegative, positive, wholeCards } from './checks.ts';

export type TrainingMethod = 'full' | 'lora' | 'qlora';
export type TrainingOptimizer = 'replicated' | 'distributed';

/**
 * The share of a card's memory a run may fill, when the caller gives none: 0.9, vLLM's default
 * `--gpu-memory-utilization` (docs.vllm.ai, engine arguments), which keeps a tenth for the CUDA
 * context, kernels' workspace and fragmentation.
 */
export const DEFAULT_USABLE_MEMORY_SHARE = 0.9;

/**
 * FLOPs per active parameter per token. Full training: 6 (forward 2, backward 4; Kaplan et al. 2020,
 * arXiv:2001.08361; Hoffmann et al. 2022, arXiv:2203.15556). LoRA and QLoRA: 4, the forward pass
 * (2) and the backward pass through the frozen base for the activations' gradients (2), without
 * the weight gradients of the frozen base (2) that full training computes; the adapters' own
 * FLOPs are a fraction of a percent. Hu et al. 2021 (LoRA, arXiv:2106.09685, §4.2 and footnote 5)
 * measured 43.1 against 32.5 tokens/s per V100 on GPT-3 175B, 1.33× the full fine-tune's
 * throughput, against the 6 ÷ 4 = 1.5× this count implies: the rest is overhead the MFU carries
 * (the LoRA regime's default MFU is scaled by 1.33 ÷ 1.5 for it: regimes.ts).
 */
export const FLOPS_PER_PARAM_TOKEN: Readonly<Record<TrainingMethod, number>> = { full: 6, lora: 4, qlora: 4 };

/**
 * Attention FLOPs a token per layer, per unit of model width and of sequence length: 12 for training
 * (PaLM, Chowdhery et al. 2022, arXiv:2204.02311, App. B: 6N + 12·L·H·Q·T a token, H·Q the model
 * width for standard attention, T the sequence length). LoRA and QLoRA scale it as their parameter
 * FLOPs: 4/6 of it (8), without the frozen base's weight gradients.
 */
export const ATTENTION_FLOPS_FACTOR: Readonly<Record<TrainingMethod, number>> = { full: 12, lora: 8, qlora: 8 };

/**
 * Bytes of training state per trained parameter, BF16 parameters with FP32 gradients, as Megatron-LM's
 * distributed-optimizer guide gives them (docs.nvidia.com/megatron-core/developer-guide/latest/
 * distrib_optimizer.html): 18 with the optimizer replicated on every data-parallel rank (BF16
 * parameters 2 + FP32 gradients 4 + FP32 master weights, momentum and variance 12), 6 + 12/d with the
 * distributed optimizer, which shards the 12 over the d data-parallel ranks.
 */
export const REPLICATED_BYTES_PER_PARAM = 18;
export const bytesPerTrainedParam = (optimizer: TrainingOptimizer, dataParallelRanks: number) =>
  optimizer === 'distributed' ? 6 + 12 / dataParallelRanks : REPLICATED_BYTES_PER_PARAM;

/**
 * QLoRA's frozen base: 4-bit NormalFloat weights, 0.5 bytes per parameter, plus the quantisation
 * constants after double quantisation, 0.127 bits = 0.016 bytes per parameter (Dettmers et al.
 * 2023, arXiv:2305.14314, §3). The embeddings and the output head stay in 16 bits (bitsandbytes
 * quantises the linear layers only): 2 bytes each of their vocabulary × width parameters.
 */
export const QLORA_BASE_BYTES_PER_PARAM = 0.5 + 0.127 / 8;
export const QLORA_UNQUANTISED_BYTES_PER_PARAM = 2;

/**
 * Activation bytes a sequence token a layer per unit of width with full recomputation: 2 (only each
 * layer's 16-bit input is kept; Korthikanti et al. 2022, arXiv:2205.05198, §4 and Table 2: 2·s·b·h a
 * layer). With the 1F1B pipeline schedule the first stage holds L layers' worth whatever the
 * pipeline's depth (same paper, §4.2.3), so each card is counted 2·s·h·L a sequence of its micro-batch.
 */
export const RECOMPUTE_ACTIVATION_BYTES = 2;

export interface TrainingInput {
  /** all parameters, billions (every expert of a mixture of experts): the memory side */
  readonly totalParamsB: number;
  /** parameters used per token, billions (= total for a dense model): the compute side */
  readonly activeParamsB: number;
  /** training tokens (the dataset times its epochs) */
  readonly tokens: number;
  readonly method: TrainingMethod;
  /** bytes per weight of LoRA's frozen base (2 for BF16) */
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
  /** share of each card's memory the run may fill; DEFAULT_USABLE_MEMORY_SHARE when not given */
  readonly usableMemoryShare?: number;
  /** LoRA and QLoRA: trainable adapter parameters as a share of the total (required for them) */
  readonly adapterShare?: number;
  /** transformer layers and model width: attention FLOPs and activations are counted only with both */
  readonly layers?: number;
  readonly hiddenSize?: number;
  /** vocabulary: QLoRA's 16-bit embeddings and output head are counted only with it and the width */
  readonly vocabSize?: number;
  /** tokens a training sequence */
  readonly sequenceTokens: number;
  /** sequences a card's micro-batch holds */
  readonly microBatchSequences: number;
  readonly optimizer: TrainingOptimizer;
  /** the most cards the run may use (the cluster's size) */
  readonly maxCards: number;
}

/** What the figures leave out or bound, for the view to say beside them. */
export type TrainingNote =
  /** no layers or width: activations, temporary buffers and fragmentation come on top of the state */
  | 'activations-not-counted'
  /** no layers or width: the FLOPs are 6N (4N) a token, without attention's */
  | 'attention-not-counted'
  /** the cards hold the state only when it is split across them (ZeRO stage 3, FSDP, tensor and pipeline parallelism) */
  | 'state-sharded-across-cards'
  /** QLoRA without a vocabulary or width: embeddings and head counted at 4 bits like the rest */
  | 'qlora-embeddings-not-counted'
  /** the deadline needs more cards than the cluster's most: the run takes longer */
  | 'cards-capped-at-max';

export interface TrainingRun {
  readonly flopsPerParamToken: number;
  /** attention FLOPs a token: factor × layers × width × sequence tokens; 0 when not counted */
  readonly attentionFlopsPerToken: number;
  /** flopsPerParamToken × active parameters + attentionFlopsPerToken */
  readonly flopsPerToken: number;
  /** flopsPerToken × tokens */
  readonly flops: number;
  /** flops ÷ (peak × MFU × 3600 s) */
  readonly gpuHours: number;
  /** the overhead share that applied (spot or not) */
  readonly overheadShare: number;
  /** gpuHours × (1 + overheadShare): what is paid for */
  readonly gpuHoursWithOverhead: number;
  readonly trainableParams: number;
  /** the base's weights (full: counted in the bytes a trained parameter, so 0 here) */
  readonly frozenWeightsBytes: number;
  /** data-parallel ranks: the cards used ÷ the cards that hold one copy, whole */
  readonly dataParallelRanks: number;
  /**
   * bytes a trained parameter at those ranks: 18, or 6 + 12/d with the distributed optimizer, which
   * lowers each card's state when more cards than hold it run (never the fewest: there d = 1, 18 B)
   */
  readonly bytesPerTrainedParam: number;
  /** weights, gradients and Adam states of the trained parameters at 18 bytes a parameter */
  readonly trainedStateBytes: number;
  /** frozenWeightsBytes + trainedStateBytes: one copy of the model's state the fewest cards hold, before activations */
  readonly stateBytes: number;
  /** each card's activations: 2 × sequence × width × layers × micro-batch; 0 when not counted */
  readonly activationBytesPerCard: number;
  readonly usableMemoryShare: number;
  /** ceil(state at 18 B a trained parameter ÷ (card memory × usable share − activations)) */
  readonly cardsToHoldState: number;
  /** ceil(gpuHoursWithOverhead ÷ deadline); null without a deadline (not bounded by maxCards) */
  readonly cardsForDeadline: number | null;
  /** the larger of the two, at most maxCards */
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
  positive('sequenceTokens', input.sequenceTokens);
  positive('microBatchSequences', input.microBatchSequences);
  for (const key of ['layers', 'hiddenSize', 'vocabSize'] as const) {
    const value = input[key];
    if (value !== undefined) positive(key, value);
  }
  if (!(Number.isInteger(input.maxCards) && input.maxCards >= 1)) {
    throw new RangeError(`maxCards: must be a whole number from 1, got ${input.maxCards}`);
  }
  if (input.optimizer !== 'replicated' && input.optimizer !== 'distributed') {
    throw new RangeError(`optimizer: must be replicated or distributed, got ${String(input.optimizer)}`);
  }
  const usable = fraction('usableMemoryShare', input.usableMemoryShare ?? DEFAULT_USABLE_MEMORY_SHARE);
  if (input.method === 'full') return { usable, adapterShare: 1 };
  if (input.adapterShare === undefined) {
    throw new RangeError(`adapterShare: required for ${input.method}, the trainable share of the parameters`);
  }
  return { usable, adapterShare: fraction('adapterShare', input.adapterShare) };
}

/** The model's shape when both are given: attention and activations are counted only with it. */
const shapeOf = (input: TrainingInput) =>
  input.layers !== undefined && input.hiddenSize !== undefined
    ? { layers: input.layers, hiddenSize: input.hiddenSize }
    : null;

/** The frozen base's bytes: LoRA's at its precision, QLoRA's at 4 bits with 16-bit embeddings and head. */
function frozenBytes(input: TrainingInput): { bytes: number; embeddingsCounted: boolean } {
  const total = input.totalParamsB * 1e9;
  if (input.method === 'full') return { bytes: 0, embeddingsCounted: true };
  if (input.method === 'lora') return { bytes: total * input.precisionBytes, embeddingsCounted: true };
  const { vocabSize, hiddenSize } = input;
  if (vocabSize === undefined || hiddenSize === undefined)
    return { bytes: total * QLORA_BASE_BYTES_PER_PARAM, embeddingsCounted: false };
  // the input embeddings and the output head, untied (Llama's): a model that ties them holds one copy
  const unquantised = Math.min(total, 2 * vocabSize * hiddenSize);
  return {
    bytes: unquantised * QLORA_UNQUANTISED_BYTES_PER_PARAM + (total - unquantised) * QLORA_BASE_BYTES_PER_PARAM,
    embeddingsCounted: true,
  };
}

export function trainingRun(input: TrainingInput): TrainingRun {
  const { usable, adapterShare } = checked(input);
  const shape = shapeOf(input);
  const flopsPerParamToken = FLOPS_PER_PARAM_TOKEN[input.method];
  const attentionFlopsPerToken = shape
    ? ATTENTION_FLOPS_FACTOR[input.method] * shape.layers * shape.hiddenSize * input.sequenceTokens
    : 0;
  const flopsPerToken = flopsPerParamToken * input.activeParamsB * 1e9 + attentionFlopsPerToken;
  const flops = flopsPerToken * input.tokens;
  const gpuHours = flops / (input.peakTflops * 1e12 * input.mfu * 3600);
  const overheadShare = input.spot ? input.spotOverheadShare : input.overheadShare;
  const gpuHoursWithOverhead = gpuHours * (1 + overheadShare);

  const trainableParams = input.totalParamsB * 1e9 * adapterShare;
  const frozen = frozenBytes(input);
  const activationBytesPerCard = shape
    ? RECOMPUTE_ACTIVATION_BYTES * input.sequenceTokens * shape.hiddenSize * shape.layers * input.microBatchSequences
    : 0;
  const room = input.cardMemoryGb * 1e9 * usable - activationBytesPerCard;
  if (!(room > 0)) {
    const gb = (bytes: number) => `${Math.round(bytes / 1e8) / 10} GB`;
    throw new RangeError(
      `${input.microBatchSequences > 1 ? 'microBatchSequences' : 'sequenceTokens'}: a card's activations (${gb(activationBytesPerCard)} with full recomputation) fill its usable memory (${gb(input.cardMemoryGb * 1e9 * usable)}): fewer sequences a micro-batch or shorter sequences`,
    );
  }
  // the fewest cards hold one copy with one data-parallel rank, where both optimizers keep 18 B a parameter
  const cardsToHoldState = Math.max(
    1,
    wholeCards((frozen.bytes + trainableParams * REPLICATED_BYTES_PER_PARAM) / room),
  );
  if (cardsToHoldState > input.maxCards) {
    throw new RangeError(
      `maxCards: the training state needs ${cardsToHoldState.toLocaleString('en-US')} cards to hold it, more than the ${input.maxCards.toLocaleString('en-US')} allowed`,
    );
  }
  const cardsForDeadline =
    input.deadlineHours === undefined ? null : Math.max(1, wholeCards(gpuHoursWithOverhead / input.deadlineHours));
  const cards = Math.max(cardsToHoldState, Math.min(cardsForDeadline ?? 0, input.maxCards));
  const dataParallelRanks = Math.floor(cards / cardsToHoldState);
  const trainedStateBytes = trainableParams * REPLICATED_BYTES_PER_PARAM;
  const notes: TrainingNote[] = [];
  if (!shape) notes.push('attention-not-counted', 'activations-not-counted');
  if (cardsToHoldState > 1) notes.push('state-sharded-across-cards');
  if (!frozen.embeddingsCounted) notes.push('qlora-embeddings-not-counted');
  if (cardsForDeadline !== null && cardsForDeadline > input.maxCards) notes.push('cards-capped-at-max');
  return {
    flopsPerParamToken,
    attentionFlopsPerToken,
    flopsPerToken,
    flops,
    gpuHours,
    overheadShare,
    gpuHoursWithOverhead,
    trainableParams,
    frozenWeightsBytes: frozen.bytes,
    dataParallelRanks,
    bytesPerTrainedParam: bytesPerTrainedParam(input.optimizer, dataParallelRanks),
    trainedStateBytes,
    stateBytes: frozen.bytes + trainedStateBytes,
    activationBytesPerCard,
    usableMemoryShare: usable,
    cardsToHoldState,
    cardsForDeadline,
    cards,
    wallClockHours: gpuHoursWithOverhead / cards,
    notes,
  };
}
