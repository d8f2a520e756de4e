// The training regimes and the MFU each assumes when the job gives none, each from a published run in
// data/llm/training_mfu.csv (src/data/llm.json's training rows), and how a job's regime is inferred
// when it names none. Every figure pairs with the card's dense BF16 peak and counts attention FLOPs
// as the job does (PaLM's 6N + 12·L·H·Q·T). docs/method/jobs.md, "Training efficiency by regime".
import { DEFAULT_OVERHEAD_PCT, type TRAINING_REGIMES } from '../scenario/jobRules.ts';
import type { TrainingMethod } from './training.ts';

export type TrainingRegime = (typeof TRAINING_REGIMES)[number];

/**
 * A full dense run of this many tokens or more is pre-training; fewer is a fine-tune: 1e11, an
 * ASSUMPTION. Chinchilla's 20 tokens a parameter (Hoffmann et al. 2022) puts a 5B model's pre-training
 * at 1e11, while fine-tuning sets run to billions or tens of billions of tokens.
 */
export const PRETRAINING_MIN_TOKENS = 1e11;

/**
 * Meta's Llama 3.1 model card (github.com/meta-llama/llama-models, a9c89c4, models/llama3_1/
 * MODEL_CARD.md): H100-80GB GPU-hours for 15.6 T tokens, with each model's layers and width
 * (src/data/llm.json). The Llama 3 paper (Dubey et al. 2024, arXiv:2407.21783) trained at 8,192 tokens.
 */
export const LLAMA_31_CARD = {
  tokens: 15.6e12,
  sequenceTokens: 8192,
  peakTflops: 989,
  runs: [
    { activeParamsB: 8, layers: 32, hiddenSize: 4096, gpuHours: 1.46e6 },
    { activeParamsB: 70, layers: 80, hiddenSize: 8192, gpuHours: 7.0e6 },
    { activeParamsB: 405, layers: 126, hiddenSize: 16384, gpuHours: 30.84e6 },
  ],
} as const;

/**
 * The MFU the model card implies for each Llama 3.1 run, DERIVED: PaLM's FLOPs a token × tokens ÷
 * (GPU-hours × 3,600 s × 989 TFLOPS), × (1 + the overhead default) since the card's hours include the
 * lost time: 8B 20.3 %, 70B 33.7 %, 405B 41.6 %. The 405B figure agrees with the 38–43 % the Llama 3
 * paper measured on 8,192–16,384 H100s (Table 4), the independent check of the derivation.
 */
export const PRETRAINING_MFU_POINTS: readonly { readonly activeParamsB: number; readonly mfuPct: number }[] =
  LLAMA_31_CARD.runs.map((r) => {
    const perToken = 6 * r.activeParamsB * 1e9 + 12 * r.layers * r.hiddenSize * LLAMA_31_CARD.sequenceTokens;
    const effective = (perToken * LLAMA_31_CARD.tokens) / (r.gpuHours * 3600 * LLAMA_31_CARD.peakTflops * 1e12);
    return { activeParamsB: r.activeParamsB, mfuPct: effective * (1 + DEFAULT_OVERHEAD_PCT / 100) * 100 };
  });

/**
 * Pre-training at scale: the model card's MFU at 8B, 70B and 405B, interpolated on the logarithm of the
 * active parameters and held flat outside. A smaller cluster may reach more (MosaicML's MPT-7B on 8
 * H100: 46.44 % at 2,048 tokens).
 */
export function pretrainingMfuPct(activeParamsB: number): number {
  const points = PRETRAINING_MFU_POINTS;
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return 0;
  if (activeParamsB <= first.activeParamsB) return first.mfuPct;
  if (activeParamsB >= last.activeParamsB) return last.mfuPct;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (a && b && activeParamsB <= b.activeParamsB) {
      const x = Math.log(activeParamsB / a.activeParamsB) / Math.log(b.activeParamsB / a.activeParamsB);
      return a.mfuPct + x * (b.mfuPct - a.mfuPct);
    }
  }
  return last.mfuPct;
}

/**
 * Fine-tuning, full and dense, on 1–8 cards: 37.14 %, MosaicML's MPT-7B on 8 H100 at 8,192 tokens a
 * sequence, BF16, attention FLOPs counted (llm-foundry, scripts/train/benchmarking/README.md, 4952183).
 */
export const FINE_TUNING_MFU_PCT = 37.14;

/**
 * LoRA: the fine-tuning figure × 1.33 ÷ 1.5. Hu et al. 2021 measured LoRA 1.33× the full fine-tune's
 * throughput (43.1 against 32.5 tokens/s a V100 on GPT-3 175B, §4.2) where its 4 FLOPs against 6
 * would give 1.5×: the FLOPs it skips are not all time saved.
 */
export const LORA_MFU_PCT = (FINE_TUNING_MFU_PCT * (43.1 / 32.5)) / 1.5;

/**
 * QLoRA: LoRA's ÷ 1.39, an ASSUMPTION: dequantising the 4-bit base for each matrix product adds time
 * but no model FLOPs. The 39 % longer runtime than LoRA is Raschka's (Lightning AI, 2023, "Finetuning
 * LLMs with LoRA and QLoRA: insights from hundreds of experiments"), quoted from memory and not re-read
 * here: UNVERIFIED. Give your own measured figure.
 */
export const QLORA_SLOWDOWN = 1.39;
export const QLORA_MFU_PCT = LORA_MFU_PCT / QLORA_SLOWDOWN;

/**
 * Mixture of experts: 20.5 % of the BF16 peak, NeMo 26.06's Qwen3-30B-A3B on 16 H100 (203 model
 * TFLOPS a GPU in FP8; Megatron-Bridge docs/performance-summary-archive.md, 067f987).
 */
export const MOE_MFU_PCT = 20.5;

/** The regime a job runs in when it names none: the method's, a mixture's, then pre-training by tokens. */
export function inferredRegime(t: {
  readonly method: TrainingMethod;
  readonly tokens: number;
  readonly totalParamsB: number;
  readonly activeParamsB: number;
}): TrainingRegime {
  if (t.method === 'lora' || t.method === 'qlora') return t.method;
  if (t.activeParamsB < t.totalParamsB) return 'moe';
  return t.tokens >= PRETRAINING_MIN_TOKENS ? 'pretraining' : 'fine-tuning';
}

/** The MFU a regime assumes, in %. */
export function regimeMfuPct(regime: TrainingRegime, activeParamsB: number): number {
  switch (regime) {
    case 'pretraining':
      return pretrainingMfuPct(activeParamsB);
    case 'fine-tuning':
      return FINE_TUNING_MFU_PCT;
    case 'lora':
      return LORA_MFU_PCT;
    case 'qlora':
      return QLORA_MFU_PCT;
    case 'moe':
      return MOE_MFU_PCT;
  }
}

/** Where each regime's MFU comes from, as the figures and the command line say it. */
export const REGIME_SOURCES: Readonly<Record<TrainingRegime, string>> = {
  pretraining:
    "DERIVED from Meta's Llama 3.1 model card (8B 20.3 %, 70B 33.7 %, 405B 41.6 % of the H100 BF16 peak for 15.6 T tokens), interpolated on log active parameters; the 405B figure matches the Llama 3 paper's measured 38–43 %",
  'fine-tuning': 'MosaicML MPT-7B on 8 H100 at 8,192 tokens a sequence (llm-foundry benchmarks)',
  lora: "the fine-tuning figure × 1.33 ÷ 1.5, LoRA's measured speed-up against its FLOPs' (Hu et al. 2021)",
  qlora: "LoRA's ÷ 1.39 for dequantisation: an ASSUMPTION (a quoted 39 % longer runtime, unverified)",
  moe: 'NeMo Qwen3-30B-A3B on 16 H100 (Megatron-Bridge performance summary)',
};
