import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiBreakEven, apiCostPerDay, blendedPricePerToken } from './api.ts';
import { serving } from './serving.ts';

const RUNS = { numRuns: Number(process.env.FC_NUM_RUNS ?? 200) };

/** Claude Sonnet 4.5 per million tokens, USD (Anthropic's pricing page): input 3, cached 0.3, output 15. */
const SONNET = { inputPerM: 3, cachedInputPerM: 0.3, outputPerM: 15 };
/** deepseek-chat (V3.2) per million tokens, USD (Roo-Code's DeepSeek table, 2025-12-09): 0.28, 0.028, 0.42. */
const DEEPSEEK = { inputPerM: 0.28, cachedInputPerM: 0.028, outputPerM: 0.42 };
const MIX = { inputShare: 0.45, cachedInputShare: 0.3, outputShare: 0.25 };

describe('the API alternative', () => {
  it('bills a billion tokens a day at 5,190 on Sonnet 4.5 prices', () => {
    // 0.45 × 3 + 0.30 × 0.3 + 0.25 × 15 = 1.35 + 0.09 + 3.75 = 5.19 per million; × 1,000 million
    expect(blendedPricePerToken(MIX, SONNET) * 1e6).toBeCloseTo(5.19, 12);
    expect(apiCostPerDay({ ...MIX, tokensPerDay: 1e9 }, SONNET)).toBeCloseTo(5190, 6);
  });

  it('charges cached tokens the input price where no cached price is listed', () => {
    // 0.75 × 3 + 0.25 × 15 = 6 per million
    const { cachedInputPerM: _, ...noCache } = SONNET;
    expect(apiCostPerDay({ ...MIX, tokensPerDay: 1e6 }, noCache)).toBeCloseTo(6, 12);
  });

  it('bills input written to the cache at the write price: 1.25 × input for 5 minutes, 2 × for an hour', () => {
    // 40 % of the uncached input written: 0.6 × 3 + 0.4 × 3.75 = 3.3 per million of it (5 minutes),
    // 0.6 × 3 + 0.4 × 6 = 4.2 (1 hour); 0.45 × 3.3 + 0.09 + 3.75 = 5.325, 0.45 × 4.2 + 0.09 + 3.75 = 5.73
    const fiveMinutes = { ...SONNET, cacheWritePerM: 3.75, cacheWriteShare: 0.4 };
    const oneHour = { ...SONNET, cacheWritePerM: 6, cacheWriteShare: 0.4 };
    expect(blendedPricePerToken(MIX, fiveMinutes) * 1e6).toBeCloseTo(5.325, 12);
    expect(blendedPricePerToken(MIX, oneHour) * 1e6).toBeCloseTo(5.73, 12);
    // no share written, or no write price (a provider that charges nothing for writes): as before
    expect(blendedPricePerToken(MIX, { ...SONNET, cacheWritePerM: 6 }) * 1e6).toBeCloseTo(5.19, 12);
    expect(blendedPricePerToken(MIX, { ...SONNET, cacheWriteShare: 1 }) * 1e6).toBeCloseTo(5.19, 12);
    expect(() => blendedPricePerToken(MIX, { ...SONNET, cacheWriteShare: 1.5 })).toThrow(/^cacheWriteShare:/);
  });

  it('never bills less for a dearer cache write or a larger share written at a premium', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (write, more, share, moreShare) => {
          const at = (w: number, s: number) =>
            blendedPricePerToken(MIX, { ...SONNET, cacheWritePerM: w, cacheWriteShare: s });
          expect(at(write + more, share)).toBeGreaterThanOrEqual(at(write, share) * (1 - 1e-12));
          // above the input price, writing more of it costs more
          const dear = SONNET.inputPerM + write;
          const [low, high] = share < moreShare ? [share, moreShare] : [moreShare, share];
          expect(at(dear, high)).toBeGreaterThanOrEqual(at(dear, low) * (1 - 1e-12));
        },
      ),
      RUNS,
    );
  });

  it('breaks even at 46.2 M tokens a day against 240 a day of cards held', () => {
    // 240 ÷ 5.19e-6 = 46,242,774.6 tokens a day
    const breakEven = apiBreakEven(MIX, SONNET, { fixedPerDay: 240, perToken: 0 });
    expect(breakEven.reason).toBe('self-cheaper-above');
    expect(breakEven.tokensPerDay).toBeCloseTo(46_242_774.566, 2);
  });

  it('breaks even near a billion tokens a day against DeepSeek’s prices', () => {
    // 0.45 × 0.28 + 0.30 × 0.028 + 0.25 × 0.42 = 0.2394 per million; 240 ÷ 0.2394e-6 = 1,002,506,265.7
    expect(apiBreakEven(MIX, DEEPSEEK, { fixedPerDay: 240, perToken: 0 }).tokensPerDay).toBeCloseTo(
      1_002_506_265.66,
      1,
    );
  });

  it('breaks even at 69.4 M tokens a day against the 70B deployment that carries this mix, and not at DeepSeek’s prices', () => {
    // Llama 3.1 70B in FP8 with an FP8 cache, a billion tokens a day at this mix, peak twice the average,
    // 2-card copies on H100 (3.35 TB/s, 989 TFLOPS, 3,818.8 tokens/s a card), 4,096-token contexts, 64 sequences
    const s = serving({
      totalParamsB: 70,
      precisionBytes: 1,
      kv: { layers: 80, kvHeads: 8, headDim: 128, bytesPerElement: 1 },
      traffic: { tokensPerDay: 1e9, ...MIX, peakHourFactor: 2 },
      outputTokensPerSecondPerCard: 3818.8,
      memoryBandwidthTBps: 3.35,
      peakTflops: 989,
      cardMemoryGb: 80,
      contextTokens: 4096,
      concurrentSequences: 64,
      cardsPerReplica: 2,
      cardHourCost: 2.5,
    });
    // 10,416.7 uncached input tokens/s × 2 × 70e9 ÷ (989e12 × 0.4) = 3.69 cards of prefill; 3 copies keep
    // 38.6 % for decode, 5,002.6 tokens/s a copy: 6 cards held, 6 × 24 × 2.5 = 360 a day
    expect(s.cards).toBe(6);
    expect(s.costPerDay.held).toBe(360);
    // the sequences raised to the fewest that decode the peak: the cards carry the billion and no more
    const carried = (s.capacityOutputTokensPerSecond * 86_400) / 2 / MIX.outputShare;
    expect(carried).toBeCloseTo(1e9, 0);
    // 360 ÷ 5.19e-6 = 69,364,161.8 tokens a day, within it; 360 ÷ 0.2394e-6 = 1,503,759,398.5, beyond it
    expect(apiBreakEven(MIX, SONNET, { fixedPerDay: 360, perToken: 0 }).tokensPerDay).toBeCloseTo(69_364_161.85, 1);
    expect(apiBreakEven(MIX, DEEPSEEK, { fixedPerDay: 360, perToken: 0 }).tokensPerDay).toBeGreaterThan(carried);
  });

  it('never breaks even when serving yourself costs more per token than the API', () => {
    expect(apiBreakEven(MIX, SONNET, { fixedPerDay: 240, perToken: 6e-6 })).toEqual({
      tokensPerDay: null,
      reason: 'api-never-dearer',
    });
    expect(apiBreakEven(MIX, SONNET, { fixedPerDay: 0, perToken: 5.19e-6 }).tokensPerDay).toBeNull();
  });

  it('says no finite volume breaks even when the API is dearer by less than the fixed cost can span', () => {
    // 1e6 a day ÷ a margin of 5e-324 a token overflows: no finite volume
    const tiny = { inputPerM: 5e-318, outputPerM: 5e-318 };
    expect(apiBreakEven(MIX, tiny, { fixedPerDay: 1e6, perToken: 0 })).toEqual({
      tokensPerDay: null,
      reason: 'beyond-any-volume',
    });
  });

  it('rejects negative prices, negative tokens and shares that do not add up', () => {
    expect(() => apiCostPerDay({ ...MIX, tokensPerDay: -1 }, SONNET)).toThrow(
      /tokensPerDay: must be a number 0 or more/,
    );
    expect(() => apiCostPerDay({ ...MIX, tokensPerDay: 1 }, { ...SONNET, outputPerM: -1 })).toThrow(/outputPerM/);
    expect(() => blendedPricePerToken({ ...MIX, outputShare: 0.5 }, SONNET)).toThrow(/add up to 1/);
    expect(() => apiBreakEven(MIX, SONNET, { fixedPerDay: -1, perToken: 0 })).toThrow(/fixedPerDay/);
  });
});

const price = fc.double({ min: 0, max: 100, noNaN: true });
const pricesArb = fc.record({ inputPerM: price, cachedInputPerM: price, outputPerM: price });
const mixArb = fc
  .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }))
  .map(([output, cachedOfInput]) => ({
    outputShare: output,
    cachedInputShare: (1 - output) * cachedOfInput,
    inputShare: (1 - output) * (1 - cachedOfInput),
  }));
const selfArb = fc.record({
  fixedPerDay: fc.double({ min: 0, max: 1e6, noNaN: true }),
  perToken: fc.double({ min: 0, max: 1e-4, noNaN: true }),
});

describe('API break-even properties', () => {
  it('gives no break-even past 10¹⁶ tokens a day, where prices equal to their rounding error would put one', () => {
    // 99.99999999999976 and 99.99999999999973 a million differ by 3e-20 a token: 8.52 ÷ 3e-20 = 2.8e20
    const found = apiBreakEven(
      { inputShare: 1, cachedInputShare: 0, outputShare: 0 },
      { inputPerM: 99.99999999999976, cachedInputPerM: 0, outputPerM: 0 },
      { fixedPerDay: 8.515116538371519, perToken: 0.00009999999999999973 },
    );
    expect(found).toEqual({ tokensPerDay: null, reason: 'beyond-any-volume' });
  });

  it('costs the same both ways, within a cent, at the break-even volume', () => {
    fc.assert(
      fc.property(mixArb, pricesArb, selfArb, (mix, prices, self) => {
        const { tokensPerDay } = apiBreakEven(mix, prices, self);
        if (tokensPerDay === null) return;
        const api = apiCostPerDay({ ...mix, tokensPerDay }, prices);
        expect(Math.abs(api - (self.fixedPerDay + self.perToken * tokensPerDay))).toBeLessThan(0.01);
      }),
      RUNS,
    );
  });

  it('finds a finite volume 0 or more exactly when the API costs more per token', () => {
    fc.assert(
      fc.property(mixArb, pricesArb, selfArb, (mix, prices, self) => {
        const { tokensPerDay, reason } = apiBreakEven(mix, prices, self);
        const apiDearer = blendedPricePerToken(mix, prices) > self.perToken;
        expect(tokensPerDay !== null || reason === 'beyond-any-volume').toBe(apiDearer);
        if (tokensPerDay !== null) expect(Number.isFinite(tokensPerDay) && tokensPerDay >= 0).toBe(true);
      }),
      RUNS,
    );
  });

  it('breaks even at a higher volume when the fixed cost a day is higher', () => {
    fc.assert(
      fc.property(
        mixArb,
        pricesArb,
        selfArb,
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (mix, prices, self, more) => {
          const low = apiBreakEven(mix, prices, self).tokensPerDay;
          const high = apiBreakEven(mix, prices, { ...self, fixedPerDay: self.fixedPerDay + more }).tokensPerDay;
          if (low !== null && high !== null) expect(high).toBeGreaterThanOrEqual(low);
        },
      ),
      RUNS,
    );
  });
});
