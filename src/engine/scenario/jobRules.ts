// The job spec's defaults (with their sources) and its rules across fields, apart from its schema
// (jobSpec.ts, with zod): the job's arithmetic and checks read these without the schema library.
import type { JobSpec } from './jobSpec.ts';

/**
 * Training MFU when the spec gives none: 42 %, to pair with the card's dense BF16 peak. The median
 * of the published large-run MFUs on H100-class GPUs in the LLM catalog (src/data/llm.json,
 * training.defaultMfuPct; Megatron-Core's GPT-3 175B strong-scaling run on 4,608 H100; rule in
 * docs/method/jobs-data.md). A single-card LoRA run may reach less: give its own figure.
 */
export const DEFAULT_MFU_PCT = 42;

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
 * Checkpointing and restarts as a share of the run's GPU-hours: 5 % on cards that stay, 15 % on
 * spot cards that are taken away. ASSUMPTIONS, not measured figures: the project has no source for
 * them (docs/method/jobs.md says so); give your own from your cluster's logs.
 */
export const DEFAULT_OVERHEAD_PCT = 5;
export const DEFAULT_SPOT_OVERHEAD_PCT = 15;

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
