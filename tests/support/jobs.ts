// The serving job several tests work by hand: Qwen2.5 32B (64 layers, 8 KV heads of 128) in FP8 on one
// 80 GB card, 5 M tokens a day (75 % input, 25 % output), the busiest hour twice the average, 2,700.7
// output tokens/s a card (MLPerf's v4.1 Llama 2 70B server row on H100 as a stand-in) and no memory
// bandwidth (no bound): one card, which carries with each output token's three prompt tokens at 0.164 ms
// of prefill 1 ÷ (1 ÷ 2,700.7 + 3 × 1.6431e-4) = 1,158.5 output tokens/s, × 86,400 ÷ 2 ÷ 0.25 = 200.2 M
// tokens a day. Against Alibaba's qwen-plus: 0.75 × 0.8 + 0.25 × 2 = 1.1 CNY a million tokens blended
// (docs/method/jobs.md, "Serving Qwen2.5 32B against an API", whose file adds the card's 3.35 TB/s and
// MLPerf v5.1's 3,818.8).
export const QWEN_32B_SERVING = {
  kind: 'serving',
  model: { totalParamsB: 32.5, layers: 64, kvHeads: 8, headDim: 128 },
  gpu: { peakTflops: 989, memoryGB: 80 },
  precisionBytes: 1,
  serving: {
    tokensPerDay: 5_000_000,
    inputSharePct: 75,
    peakFactor: 2,
    outputTokensPerSecondPerCard: 2700.7,
    contextTokens: 8192,
    concurrentSequences: 16,
  },
  api: { name: 'qwen-plus', inputPerM: 0.8, outputPerM: 2, currency: 'CNY' },
} as const;
