import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kvBytesPerToken, type ServingInput, serving } from './serving.ts';

type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;

const RUNS = { numRuns: Number(process.env.FC_NUM_RUNS ?? 200) };

/** Llama 3.1 70B's attention (80 layers, 8 KV heads of 128) in FP8 on H100 80 GB. */
const LLAMA_70B_FP8: ServingInput = {
  totalParamsB: 70,
  precisionBytes: 1,
  kv: { layers: 80, kvHeads: 8, headDim: 128 },
  traffic: { tokensPerDay: 1e9, inputShare: 0.75, outputShare: 0.25, peakHourFactor: 2 },
  // MLPerf Inference v4.1 Server, Llama 2 70B on 8 × H100 SXM (TensorRT-LLM, FP8): 2,700.7 tokens/s a card
  outputTokensPerSecondPerCard: 2700.7,
  cardMemoryGb: 80,
  contextTokens: 4096,
  concurrentSequences: 64,
  cardsPerReplica: 2,
  cardHourCost: 2.5,
};

describe('serving a model yourself', () => {
  it('sizes the peak hour and the busy card-hours of a billion tokens a day', () => {
    const s = serving(LLAMA_70B_FP8);
    // 1e9 × 0.25 = 250e6 output tokens a day ÷ 86,400 s × 2 = 5,787.04 tokens/s at the peak
    expect(s.peakOutputTokensPerSecond).toBeCloseTo(5787.037, 3);
    // 5,787.04 ÷ 2,700.7 = 2.14 → 3 cards
    expect(s.cardsAtPeak).toBe(3);
    // 250e6 ÷ 2,700.7 ÷ 3600 = 25.7135 busy card-hours
    expect(s.busyCardHoursPerDay).toBeCloseTo(25.7135, 4);
  });

  it('holds 70 GB of weights and 43 GB of KV cache on two 2-card copies', () => {
    const s = serving(LLAMA_70B_FP8);
    expect(s.weightsBytes).toBe(70e9);
    // 2 × 80 × 8 × 128 × 1 B = 163,840 B a token; × 4096 × 64 = 42,949,672,960 B
    expect(s.kvBytesPerToken).toBe(163_840);
    expect(s.kvBytes).toBe(42_949_672_960);
    // a copy of 2 cards: 2 × 72e9 − 70e9 = 74e9 B of room; 3 cards at peak → 2 copies; the KV needs 1
    expect(s.replicas).toBe(2);
    expect(s.cards).toBe(4);
    expect(s.fitsAtPeak).toBe(true);
  });

  it('prices a million tokens with the cards held all day and with busy hours only', () => {
    const s = serving(LLAMA_70B_FP8);
    // held: 4 × 24 × 2.5 = 240 a day ÷ 1,000 million tokens = 0.24; busy: 25.7135 × 2.5 = 64.2837 → 0.0642837
    expect(s.costPerDay.held).toBe(240);
    expect(s.costPerMillionTokens.held).toBeCloseTo(0.24, 12);
    expect(s.costPerDay.busy).toBeCloseTo(64.2837, 4);
    expect(s.costPerMillionTokens.busy).toBeCloseTo(0.0642837, 7);
    expect(s.busyCostPerToken * 1e6).toBeCloseTo(s.costPerMillionTokens.busy, 12);
  });

  it('needs 22 one-card copies when one card just holds the weights and little KV', () => {
    const { cardsPerReplica: _, ...fewest } = LLAMA_70B_FP8;
    const s = serving(fewest);
    // 70e9 ÷ 72e9 = 0.97 → 1 card, 2e9 B of room; 42.95e9 ÷ 2e9 = 21.5 → 22 copies
    expect(s.cardsPerReplica).toBe(1);
    expect(s.fitsAtPeak).toBe(false);
    expect(s.replicas).toBe(22);
  });

  it('counts prefill only through an input-token cost', () => {
    // 0.1 output tokens' time per input token: 250e6 + 0.1 × 750e6 = 325e6 ÷ 2,700.7 ÷ 3600 = 33.428 h
    const s = serving({ ...LLAMA_70B_FP8, inputTokenCost: 0.1 });
    expect(s.busyCardHoursPerDay).toBeCloseTo(33.4275, 4);
    // peak load 325e6 ÷ 86,400 × 2 = 7,523.1 ÷ 2,700.7 = 2.79 → 3 cards
    expect(s.cardsAtPeak).toBe(3);
  });

  it('sizes the KV cache of standard and latent attention', () => {
    // Llama 3.1 70B in BF16: 2 × 80 × 8 × 128 × 2 = 327,680 B a token
    expect(kvBytesPerToken({ layers: 80, kvHeads: 8, headDim: 128 }, 2)).toBe(327_680);
    // DeepSeek-V3 (MLA) in BF16: 61 × 576 × 2 = 70,272 B a token, given as is
    expect(kvBytesPerToken({ kvBytesPerToken: 61 * 576 * 2 }, 2)).toBe(70_272);
  });

  it('rejects a zero throughput, negative tokens and shares that do not add up', () => {
    expect(() => serving({ ...LLAMA_70B_FP8, outputTokensPerSecondPerCard: 0 })).toThrow(
      /outputTokensPerSecondPerCard: must be a number above 0/,
    );
    const traffic = LLAMA_70B_FP8.traffic;
    expect(() => serving({ ...LLAMA_70B_FP8, traffic: { ...traffic, tokensPerDay: -1 } })).toThrow(/tokensPerDay/);
    expect(() => serving({ ...LLAMA_70B_FP8, traffic: { ...traffic, outputShare: 0.3 } })).toThrow(/add up to 1/);
    expect(() => serving({ ...LLAMA_70B_FP8, traffic: { ...traffic, peakHourFactor: 0.5 } })).toThrow(/peakHourFactor/);
    // 140e9 B of BF16 weights do not fit on one card's 72e9 B
    expect(() => serving({ ...LLAMA_70B_FP8, precisionBytes: 2, cardsPerReplica: 1 })).toThrow(/cardsPerReplica/);
    expect(() => serving({ ...LLAMA_70B_FP8, cardsPerReplica: 1.5 })).toThrow(/cardsPerReplica/);
  });
});

const servingArb = fc.record({
  totalParamsB: fc.double({ min: 0.5, max: 1000, noNaN: true }),
  precisionBytes: fc.constantFrom(0.5, 1, 2),
  layers: fc.integer({ min: 1, max: 128 }),
  kvHeads: fc.integer({ min: 1, max: 64 }),
  headDim: fc.constantFrom(64, 128, 256),
  tokensPerDay: fc.double({ min: 1, max: 1e12, noNaN: true }),
  outputShare: fc.double({ min: 0, max: 1, noNaN: true }),
  peakHourFactor: fc.double({ min: 1, max: 10, noNaN: true }),
  perCard: fc.double({ min: 1, max: 50_000, noNaN: true }),
  inputTokenCost: fc.double({ min: 0, max: 1, noNaN: true }),
  cardMemoryGb: fc.constantFrom(24, 48, 80, 141, 192),
  contextTokens: fc.integer({ min: 0, max: 131_072 }),
  concurrentSequences: fc.integer({ min: 0, max: 1024 }),
  cardHourCost: fc.double({ min: 0, max: 20, noNaN: true }),
});

const toServing = (a: ValueOf<typeof servingArb>): ServingInput => ({
  totalParamsB: a.totalParamsB,
  precisionBytes: a.precisionBytes,
  kv: { layers: a.layers, kvHeads: a.kvHeads, headDim: a.headDim },
  traffic: {
    tokensPerDay: a.tokensPerDay,
    inputShare: 1 - a.outputShare,
    outputShare: a.outputShare,
    peakHourFactor: a.peakHourFactor,
  },
  outputTokensPerSecondPerCard: a.perCard,
  inputTokenCost: a.inputTokenCost,
  cardMemoryGb: a.cardMemoryGb,
  contextTokens: a.contextTokens,
  concurrentSequences: a.concurrentSequences,
  cardHourCost: a.cardHourCost,
});

describe('serving properties', () => {
  it('never costs more per million tokens as the throughput a card rises', () => {
    fc.assert(
      fc.property(servingArb, fc.double({ min: 1, max: 10, noNaN: true }), (a, faster) => {
        const slow = serving(toServing(a));
        const fast = serving({ ...toServing(a), outputTokensPerSecondPerCard: a.perCard * faster });
        expect(fast.costPerMillionTokens.held).toBeLessThanOrEqual(slow.costPerMillionTokens.held);
        expect(fast.costPerMillionTokens.busy).toBeLessThanOrEqual(slow.costPerMillionTokens.busy * (1 + 1e-12));
      }),
      RUNS,
    );
  });

  it('gives finite figures and a deployment at least as large as the peak needs', () => {
    fc.assert(
      fc.property(servingArb, (a) => {
        const s = serving(toServing(a));
        for (const value of [s.busyCardHoursPerDay, s.kvBytes, s.costPerMillionTokens.held, s.busyCostPerToken]) {
          expect(Number.isFinite(value)).toBe(true);
        }
        expect(s.cards).toBeGreaterThanOrEqual(Math.max(1, s.cardsAtPeak));
        expect(s.cards % s.cardsPerReplica).toBe(0);
        // cards held all day cover the busy hours: the peak is at least the average hour
        expect(s.costPerDay.busy).toBeLessThanOrEqual(s.costPerDay.held * (1 + 1e-9));
        // the deployment holds every copy's weights and the whole KV cache
        expect(s.replicas * s.weightsBytes + s.kvBytes).toBeLessThanOrEqual(
          s.cards * a.cardMemoryGb * 0.9e9 * (1 + 1e-9),
        );
      }),
      RUNS,
    );
  });
});
