// The job spec's defaults (with their sources) and its rules across fields, apart from its schema
// (jobSpec.ts, with zod): the job's arithmetic and checks read these without the schema library.
import type { JobSpec } from './jobSpec.ts';

/**
 * Training MFU when the spec gives none depends on the run's regime (training.regime, inferred when
 * absent): src/engine/job/regimes.ts gives each regime's figure and its source. 42 % was the single
 * default before: the median of published large H100 runs, kept for the catalog's summary row.
 */
/**
 * The yearly change of the job's API prices when the spec gives none: −50 %, an ASSUMPTION. The price
 * of a fixed capability fell 9× to 900× a year by benchmark level (Epoch AI, "LLM inference prices
 * have fallen rapidly but unequally across tasks", 2025-03-12), about 10× a year by a16z's count
 * ("LLMflation", 2024-11-12); but those follow the cheapest model that reaches the level, while a
 * named API's list price is cut in steps and may hold for its life. Halving a year sits between
 * holding flat (0, allowed) and Epoch's slowest fixed-capability fall (9× a year, −89 %).
 */
export const DEFAULT_API_PRICE_CHANGE_PCT = -50;

/**
 * Checkpointing, restarts and other lost time as a share of the run's GPU-hours: 1 ÷ 0.9 − 1 = 11.1 %
 * on cards that stay, from Meta's ">90% effective training time" on 16,384 H100s (Dubey et al. 2024,
 * The Llama 3 Herd of Models, arXiv:2407.21783, §3.3.4). On spot cards, taken away more often: 15 %,
 * an ASSUMPTION (no source; docs/method/jobs.md says so). In a scenario whose rented plan is spot, the
 * plan's own spot overhead prices preemption instead, so the two never multiply.
 */
export const DEFAULT_OVERHEAD_PCT = (1 / 0.9 - 1) * 100;
export const DEFAULT_SPOT_OVERHEAD_PCT = 15;

/** Tokens a training sequence when the spec gives none: 8,192, Llama 3's pre-training length (Dubey et al. 2024, §3.4.1). */
export const DEFAULT_SEQUENCE_TOKENS = 8192;

/** Sequences in a card's micro-batch when the spec gives none: 1, the least a card can hold. */
export const DEFAULT_MICRO_BATCH_SEQUENCES = 1;

/**
 * Megatron-LM's two ways to hold the optimizer: replicated on every data-parallel rank (its default,
 * 18 bytes a parameter) or distributed across them (--use-distributed-optimizer, 6 + 12/d).
 */
export const TRAINING_OPTIMIZERS = ['replicated', 'distributed'] as const;
export const DEFAULT_OPTIMIZER = 'replicated';

/** The most cards a run may use when the spec gives none: 100,000, the most a scenario's workload holds. */
export const DEFAULT_MAX_CARDS = 100_000;

export const TRAINING_REGIMES = ['pretraining', 'fine-tuning', 'lora', 'qlora', 'moe'] as const;

/** Share of a card's memory for weights, state and KV: 90 %, vLLM's default --gpu-memory-utilization. */
export const DEFAULT_USABLE_MEMORY_PCT = 90;

/** Bytes a weight when the spec gives none: 2, BF16, the precision the catalog's MFU rows ran in. */
export const DEFAULT_PRECISION_BYTES = 2;

/**
 * Bytes a cached key or value when the spec gives none: 2, the model's own 16-bit dtype, as vLLM's
 * `--kv-cache-dtype auto` does ("If "auto", will use model data type": docs.vllm.ai engine arguments),
 * whatever the weights' precision: FP8 weights keep a BF16 cache unless the reader chooses FP8 (1).
 */
export const DEFAULT_KV_PRECISION_BYTES = 2;

/**
 * Prefill's share of the card's dense peak when the spec gives none: 40 %, an ASSUMPTION. The project
 * has no measured prefill MFU; 40 % is the middle of the "30–50 percent" a practitioner's page gives
 * for inference prefill (zeroentropy.dev/concepts/mfu, WEAK SOURCE), below the 42 % of large training runs.
 */
export const DEFAULT_PREFILL_EFFICIENCY_PCT = 40;

export const JOB_KINDS = ['training', 'serving'] as const;
export const JOB_METHODS = ['full', 'lora', 'qlora'] as const;

export interface JobProblem {
  /** the field's dotted path ("training.mfuPct"), or "job" for the whole input */
  readonly path: string;
  readonly message: string;
}

export type JobSpecResult =
  | { readonly ok: true; readonly spec: JobSpec }
  | { readonly ok: false; readonly problems: readonly JobProblem[] };

/** The rules across fields, each problem at the field to change. */
export function crossFieldProblems(spec: JobSpec): JobProblem[] {
  const problems: JobProblem[] = [];
  const { model } = spec;
  if (model.activeParamsB !== undefined && model.activeParamsB > model.totalParamsB) {
    problems.push({
      path: 'model.activeParamsB',
      message: `must be at most model.totalParamsB (${model.totalParamsB})`,
    });
  }
  const other = spec.kind === 'training' ? 'serving' : 'training';
  if (!spec[spec.kind]) problems.push({ path: spec.kind, message: `is required for a ${spec.kind} job` });
  if (spec[other]) problems.push({ path: other, message: `is not allowed in a ${spec.kind} job` });
  if (spec.api && spec.kind !== 'serving') {
    problems.push({ path: 'api', message: 'is compared with serving yourself: only in a serving job' });
  }
  const t = spec.training;
  if (t && t.method !== 'full' && t.adapterSharePct === undefined) {
    problems.push({ path: 'training.adapterSharePct', message: `is required for ${t.method}` });
  }
  if (t && (t.regime === 'lora' || t.regime === 'qlora') && t.regime !== t.method) {
    problems.push({ path: 'training.regime', message: `${t.regime} is the regime of training.method ${t.regime}` });
  }
  const s = spec.serving;
  if (s && s.inputSharePct + s.cachedSharePct > 100) {
    problems.push({
      path: 'serving.cachedSharePct',
      message: `with serving.inputSharePct must add up to 100 or less (the output's share is the rest), got ${s.inputSharePct} + ${s.cachedSharePct}`,
    });
  }
  const shaped = model.layers !== undefined && model.kvHeads !== undefined && model.headDim !== undefined;
  if (spec.kind === 'serving' && !shaped && model.kvBytesPerToken === undefined) {
    problems.push({
      path: 'model.kvBytesPerToken',
      message: 'is required for serving when model.layers, model.kvHeads and model.headDim are not all given',
    });
  }
  // two answers for one cache: the reader says which, rather than one silently winning
  if (model.kvBytesPerToken !== undefined && (model.kvHeads !== undefined || model.headDim !== undefined)) {
    problems.push({
      path: 'model.kvBytesPerToken',
      message:
        'gives the KV cache a token, and model.kvHeads and model.headDim its shape: give one (the bytes as your cache holds them, or the shape with serving.kvPrecisionBytes)',
    });
  }
  if (s && s.concurrentSequences === undefined && s.tokensPerSecondPerUser === undefined) {
    problems.push({
      path: 'serving.concurrentSequences',
      message: "is required unless serving.tokensPerSecondPerUser is given (then Little's law gives it)",
    });
  }
  return problems;
}
