import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeTokensPerSecond, kvBytesPerToken, type ServingInput, serving } from './serving.ts';

type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;

const RUNS = { numRuns: Number(process.env.FC_NUM_RUNS ?? 200) };

/** Llama 3.1 70B's attention (80 layers, 8 KV heads of 128) in FP8, with an FP8 KV cache, on H100 80 GB. */
const LLAMA_70B_FP8: ServingInput = {
  totalParamsB: 70,
  precisionBytes: 1,
  kv: { layers: 80, kvHeads: 8, headDim: 128, bytesPerElement: 1 },
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

/** Qwen2.5 32B (64 layers, 8 KV heads of 128) in FP8 on one H100 SXM, 5 M tokens a day. */
const QWEN_32B_H100: ServingInput = {
  totalParamsB: 32.5,
  precisionBytes: 1,
  kv: { layers: 64, kvHeads: 8, headDim: 128 },
  traffic: { tokensPerDay: 5e6, inputShare: 0.75, outputShare: 0.25, peakHourFactor: 2 },
  // MLPerf Inference v5.1 Server, Llama 2 70B on 16 × H100 SXM (Cisco, TensorRT-LLM, FP8): 3,818.8 a card
  outputTokensPerSecondPerCard: 3818.8,
  memoryBandwidthTBps: 3.35,
  cardMemoryGb: 80,
  contextTokens: 0,
  concurrentSequences: 16,
  cardHourCost: 25,
};

describe('decode bounded by memory bandwidth', () => {
  it('lets one sequence decode 103 tokens/s and sixteen 1,649 when only the weights are read', () => {
    // 3.35e12 B/s ÷ 32.5e9 B of weights = 103.08 tokens/s a sequence; × 16 = 1,649.2, under the 3,818.8 cap
    const one = serving({ ...QWEN_32B_H100, concurrentSequences: 1 });
    const sixteen = serving(QWEN_32B_H100);
    expect(one.tokensPerSecondPerSequence).toBeCloseTo(103.077, 3);
    expect(one.decodeTokensPerSecondPerReplica).toBeCloseTo(103.077, 3);
    expect(sixteen.decodeTokensPerSecondPerReplica).toBeCloseTo(1649.231, 3);
    // a day: 1,649.2 × 86,400 ÷ 2 (peak) ÷ 0.25 (output share) = 284.99 M tokens; one sequence 17.81 M
    expect((sixteen.capacityOutputTokensPerSecond * 86_400) / 2 / 0.25).toBeCloseTo(284_987_077, 0);
    expect((one.capacityOutputTokensPerSecond * 86_400) / 2 / 0.25).toBeCloseTo(17_811_692, 0);
    expect(sixteen.bandwidthBound).toBe(true);
  });

  it('reads the KV cache in flight at half the context and prices prompts by their prefill', () => {
    const s = serving({ ...QWEN_32B_H100, contextTokens: 8192, peakTflops: 989 });
    // BF16 cache by default: 2 × 64 × 8 × 128 × 2 = 262,144 B a token; held at the full 8,192 tokens
    // × 16 = 34.36 GB beside 32.5 GB of weights in 72 GB; read at half: 262,144 × 4,096 = 1.0737e9 B a sequence
    expect(s.kvBytesPerToken).toBe(262_144);
    expect(s.kvBytes).toBe(262_144 * 8192 * 16);
    expect(s.cards).toBe(1);
    // 16 × 3.35e12 ÷ (32.5e9 + 16 × 1.0737e9) = 5.36e13 ÷ 49.68e9 = 1,078.91 tokens/s; 67.43 a sequence
    expect(s.decodeTokensPerSecondPerReplica).toBeCloseTo(1078.908, 3);
    expect(s.tokensPerSecondPerSequence).toBeCloseTo(67.432, 3);
    // prefill 2 × 32.5e9 ÷ (989e12 × 0.40) = 1.6431e-4 card-seconds an input token, 0.6275 output tokens'
    // time at 3,818.8; a day 1.25e6 ÷ 1,078.91 + 3.75e6 × 1.6431e-4 = 1,158.6 + 616.2 s = 0.49298 card-hours
    expect(s.inputTokenCost).toBeCloseTo(0.62746, 5);
    expect(s.busyCardHoursPerDay).toBeCloseTo(0.49298, 5);
    // per million: input 1.6431e-4 ÷ 3600 × 25 × 1e6 = 1.141; output 1 ÷ 1,078.91 ÷ 3600 × 25e6 = 6.437; cached 0
    expect(s.costPerMillionByKind.busy.input).toBeCloseTo(1.141, 3);
    expect(s.costPerMillionByKind.busy.output).toBeCloseTo(6.437, 3);
    expect(s.costPerMillionByKind.busy.cachedInput).toBe(0);
    // the card carries 1 ÷ (1 ÷ 1,078.91 + 3 × 1.6431e-4) = 704.33 output tokens/s with their prompts
    expect(s.capacityOutputTokensPerSecond).toBeCloseTo(704.332, 3);
  });

  it('keeps an FP8 cache at 1 byte a value only when it is chosen', () => {
    const fp8 = serving({ ...QWEN_32B_H100, kv: { ...QWEN_32B_H100.kv, bytesPerElement: 1 } });
    // 2 × 64 × 8 × 128 × 1 = 131,072 B a token against the BF16 default's 262,144
    expect(fp8.kvBytesPerToken).toBe(131_072);
    expect(serving(QWEN_32B_H100).kvBytesPerToken).toBe(262_144);
  });

  it('sizes the 70B billion-token job on 8 cards once the bandwidth bound and prefill count', () => {
    const s = serving({
      ...LLAMA_70B_FP8,
      outputTokensPerSecondPerCard: 3818.8,
      memoryBandwidthTBps: 3.35,
      peakTflops: 989,
    });
    // prefill 2 × 70e9 ÷ (989e12 × 0.40) = 3.5389e-4 s an input token: 1.3514 output tokens' time at 3,818.8;
    // the peak's 17,361.1 input tokens/s keep 6.144 cards busy, so 3 copies (6 cards) cannot carry it
    expect(s.inputTokenCost).toBeCloseTo(1.35145, 5);
    // 4 copies keep 1 − 6.144 ÷ 8 = 23.2 % for decode: 5,787.04 ÷ 4 ÷ 0.232 = 6,235.94 tokens/s a copy;
    // 16 sequences a copy decode 16 × 6.7e12 ÷ (70e9 + 16 × 335.5e6) = 1,422.3, so they are raised to
    // 6,235.94 × 70e9 ÷ (6.7e12 − 6,235.94 × 335.5e6) = 94.739 a copy, 378.96 in all, 65.82 tokens/s each
    expect(s.replicas).toBe(4);
    expect(s.cards).toBe(8);
    expect(s.concurrencySource).toBe('raised');
    expect(s.concurrentSequences).toBeCloseTo(378.956, 3);
    expect(s.decodeTokensPerSecondPerReplica).toBeCloseTo(6235.94, 2);
    expect(s.tokensPerSecondPerSequence).toBeCloseTo(65.822, 3);
    // their cache 94.739 × 671.1 MB = 63.58 GB fits in the copy's 74 GB
    expect(s.fitsAtPeak).toBe(true);
    // (250e6 × 2 ÷ 6,235.94 + 750e6 × 3.5389e-4) ÷ 3600 = (80,180.4 + 265,419.6) ÷ 3600 = 96 card-hours a day
    expect(s.busyCardHoursPerDay).toBeCloseTo(96, 6);
    // 8 ÷ (2 ÷ 6,235.94 + 3 × 3.5389e-4) = 5,787.04 output tokens/s: the peak, no more
    expect(s.capacityOutputTokensPerSecond).toBeCloseTo(5787.037, 3);
    // held 8 × 24 × 2.5 = 480 a day, 0.48 a million; busy 96 × 2.5 = 240, 0.24 a million
    expect(s.costPerMillionTokens.held).toBeCloseTo(0.48, 12);
    expect(s.costPerMillionTokens.busy).toBeCloseTo(0.24, 9);
  });

  it('derives the sequences in flight from a per-user speed by Little’s law, and their cache must fit', () => {
    const { concurrentSequences: _, ...noSequences } = LLAMA_70B_FP8;
    const s = serving({
      ...noSequences,
      outputTokensPerSecondPerCard: 3818.8,
      memoryBandwidthTBps: 3.35,
      tokensPerSecondPerUser: 10,
    });
    // Little's law at the speed each sequence decodes: the fewest in flight that carry the peak on one
    // 2-card copy, s × 6.7e12 ÷ (70e9 + s × 335.5e6) = 5,787.04, s = 5,787.04 × 70e9 ÷ (6.7e12 − 5,787.04 ×
    // 335.5e6) = 85.14, each at 5,787.04 ÷ 85.14 = 67.97 tokens/s: above the 10 a user wants
    expect(s.concurrencySource).toBe('per-user-speed');
    expect(s.concurrentSequences).toBeCloseTo(85.1358, 3);
    expect(s.tokensPerSecondPerSequence).toBeCloseTo(67.9742, 3);
    // each holds 163,840 × 4,096 = 671.1 MB: 57.13 GB, within the 2 × 72 − 70 = 74 GB a copy leaves
    expect(s.kvBytes / 1e9).toBeCloseTo(57.1337, 3);
    expect(s.replicas).toBe(1);
    expect(s.cards).toBe(2);
    expect(s.fitsAtPeak).toBe(true);
    // busy: 250e6 × 2 cards ÷ 5,787.04 tokens/s ÷ 3600 = 24.0 card-hours a day
    expect(s.busyCardHoursPerDay).toBeCloseTo(24, 6);
    // with prefill at 40 % of 989 TFLOPS (3.5389e-4 card-seconds an input token), the peak's 17,361.1
    // input tokens/s take 6.14 cards: 3 copies leave nothing to decode; 4 leave 1 − 6.14 ÷ 8 = 23.2 %,
    // so each copy decodes 1,446.76 ÷ 0.232 = 6,235.9 tokens/s with 94.7 in flight at 65.8 tokens/s
    // each (63.6 GB of cache): 4 copies, 8 cards, busy (250e6 × 2 ÷ 6,235.9 + 750e6 × 3.5389e-4) ÷ 3600 = 96.0
    const prefilled = serving({
      ...noSequences,
      outputTokensPerSecondPerCard: 3818.8,
      memoryBandwidthTBps: 3.35,
      tokensPerSecondPerUser: 10,
      peakTflops: 989,
    });
    expect(prefilled.busyCardHoursPerDay).toBeCloseTo(96, 3);
    expect(prefilled.cards).toBe(8);
    expect(prefilled.concurrentSequences).toBeCloseTo(378.97, 1);
  });

  it('sizes more copies when a user wants more speed than the fewest sequences give', () => {
    const { concurrentSequences: _, ...noSequences } = LLAMA_70B_FP8;
    // 80 tokens/s a user: one copy's 85.14 sequences decode at 67.97, too slow; two copies each carry
    // 2,893.5 tokens/s with s = 2,893.5 × 70e9 ÷ (6.7e12 − 2,893.5 × 335.5e6) = 35.35 in flight, at 81.84
    const s = serving({
      ...noSequences,
      outputTokensPerSecondPerCard: 3818.8,
      memoryBandwidthTBps: 3.35,
      tokensPerSecondPerUser: 80,
    });
    expect(s.replicas).toBe(2);
    expect(s.cards).toBe(4);
    expect(s.tokensPerSecondPerSequence ?? 0).toBeGreaterThanOrEqual(80);
    expect(s.tokensPerSecondPerSequence).toBeCloseTo(81.844, 2);
    expect(s.concurrentSequences).toBeCloseTo(70.708, 2);
  });

  it('refuses a per-user speed above what reading the weights allows', () => {
    // a 2-card copy reads 70e9 B a token at 6.7e12 B/s: 95.7 tokens/s at most
    expect(() => serving({ ...LLAMA_70B_FP8, memoryBandwidthTBps: 3.35, tokensPerSecondPerUser: 100 })).toThrow(
      /^tokensPerSecondPerUser: a copy of 2 cards reads its 70 GB of weights for every token: under 95.71/,
    );
  });

  it('raises sequences too few to decode the peak, and says so', () => {
    // 5,787 tokens/s from 4 sequences would need 1,447 tokens/s each, above 95.7: more are in flight
    const s = serving({ ...LLAMA_70B_FP8, memoryBandwidthTBps: 3.35, concurrentSequences: 4 });
    expect(s.concurrencySource).toBe('raised');
    expect(s.concurrentSequences).toBeGreaterThan(5787.037 / 95.715);
    expect(s.capacityOutputTokensPerSecond).toBeGreaterThanOrEqual(s.peakOutputTokensPerSecond * (1 - 1e-9));
  });

  it('rounds the deployment up to whole instances and runs copies on the cards they add', () => {
    // 3 one-card copies' worth of cards in instances of 8: one instance, 8 cards, 8 copies
    const s = serving({ ...QWEN_32B_H100, concurrentSequences: 64, contextTokens: 4096, cardsPerInstance: 8 });
    expect(s.instances).toBe(1);
    expect(s.cards).toBe(8);
    expect(s.replicas).toBe(8);
    expect(s.costPerDay.held).toBe(8 * 24 * 25);
  });
});

const bandwidthArb = fc.record({
  serving: servingArb,
  bandwidthTBps: fc.double({ min: 0.3, max: 10, noNaN: true }),
  cachedShare: fc.double({ min: 0, max: 1, noNaN: true }),
  peakTflops: fc.double({ min: 50, max: 5000, noNaN: true }),
});

const withBandwidth = (a: ValueOf<typeof bandwidthArb>): ServingInput => {
  const { inputTokenCost: _, ...base } = toServing(a.serving);
  const input = base.traffic.inputShare * (1 - a.cachedShare);
  return {
    ...base,
    peakTflops: a.peakTflops,
    memoryBandwidthTBps: a.bandwidthTBps,
    traffic: { ...base.traffic, inputShare: input, cachedInputShare: base.traffic.inputShare - input },
  };
};

describe('bandwidth-bound serving properties', () => {
  it('carries no more than the sequences in flight × bandwidth ÷ bytes read a token, with finite figures', () => {
    fc.assert(
      fc.property(bandwidthArb, (a) => {
        const input = withBandwidth(a);
        const s = serving(input);
        const copyBandwidth = s.cardsPerReplica * a.bandwidthTBps * 1e12;
        const perCopy = s.concurrentSequences / s.replicas;
        const bytesPerToken = s.weightsBytes + perCopy * s.kvBytesReadPerSequence;
        expect(s.capacityOutputTokensPerSecond).toBeLessThanOrEqual(
          ((s.concurrentSequences * copyBandwidth) / bytesPerToken) * (1 + 1e-9),
        );
        for (const [key, value] of Object.entries(s)) {
          if (typeof value === 'number') expect(Number.isFinite(value), key).toBe(true);
        }
        for (const value of Object.values(s.costPerMillionByKind.held)) expect(Number.isFinite(value)).toBe(true);
      }),
      RUNS,
    );
  });

  it('decodes no less with more sequences in flight on the same copy, up to the measured cap', () => {
    fc.assert(
      fc.property(bandwidthArb, fc.integer({ min: 0, max: 512 }), fc.integer({ min: 0, max: 512 }), (a, x, y) => {
        const s = serving(withBandwidth(a));
        const copy = {
          cards: s.cardsPerReplica,
          weightsBytes: s.weightsBytes,
          kvBytesReadPerSequence: s.kvBytesReadPerSequence,
          bytesPerSecond: s.cardsPerReplica * a.bandwidthTBps * 1e12,
          capTokensPerSecond: s.cardsPerReplica * a.serving.perCard,
        };
        const [few, many] = x <= y ? [x, y] : [y, x];
        expect(decodeTokensPerSecond(copy, many)).toBeGreaterThanOrEqual(decodeTokensPerSecond(copy, few));
        expect(decodeTokensPerSecond(copy, many)).toBeLessThanOrEqual(copy.capTokensPerSecond);
      }),
      RUNS,
    );
  });

  it('carries no less on the same deployment with more sequences in flight', () => {
    fc.assert(
      fc.property(bandwidthArb, fc.integer({ min: 1, max: 1024 }), (a, more) => {
        const input = withBandwidth(a);
        const few = serving(input);
        const many = serving({ ...input, concurrentSequences: (input.concurrentSequences ?? 0) + more });
        fc.pre(many.replicas === few.replicas && many.cardsPerReplica === few.cardsPerReplica);
        expect(many.capacityOutputTokensPerSecond).toBeGreaterThanOrEqual(
          few.capacityOutputTokensPerSecond * (1 - 1e-9),
        );
      }),
      RUNS,
    );
  });

  it('never costs less for more input tokens on the same output tokens', () => {
    fc.assert(
      fc.property(bandwidthArb, fc.double({ min: 0, max: 20, noNaN: true }), (a, extra) => {
        const input = withBandwidth(a);
        const { traffic } = input;
        const output = traffic.tokensPerDay * traffic.outputShare;
        const inputTokens = traffic.tokensPerDay * traffic.inputShare;
        const cached = traffic.tokensPerDay * (traffic.cachedInputShare ?? 0);
        fc.pre(output > 1e-9 * traffic.tokensPerDay);
        const moreInput = inputTokens + extra * output;
        const total = output + moreInput + cached;
        const more = serving({
          ...input,
          traffic: {
            ...traffic,
            tokensPerDay: total,
            inputShare: moreInput / total,
            cachedInputShare: cached / total,
            outputShare: output / total,
          },
        });
        const less = serving(input);
        expect(more.costPerDay.held).toBeGreaterThanOrEqual(less.costPerDay.held);
        expect(more.costPerDay.busy).toBeGreaterThanOrEqual(less.costPerDay.busy * (1 - 1e-9));
        expect(more.cards).toBeGreaterThanOrEqual(less.cards);
      }),
      RUNS,
    );
  });
});
