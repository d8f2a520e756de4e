import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import llm from '../../data/llm.json';
import type { JobSpec } from '../scenario/jobSpec.ts';
import { jobFigures } from './figures.ts';
import { readJobSpec } from './readSpec.ts';

const RUNS = { numRuns: Number(process.env.FC_NUM_RUNS ?? 200) };

const H100 = { peakTflops: 989, memoryGB: 80 };
const TRAINING = { kind: 'training', model: { totalParamsB: 8 }, gpu: H100, training: { tokens: 2e9, method: 'full' } };
const SERVING = {
  kind: 'serving',
  model: { totalParamsB: 70, layers: 80, kvHeads: 8, headDim: 128 },
  gpu: H100,
  precisionBytes: 1,
  serving: {
    tokensPerDay: 1e9,
    inputSharePct: 45,
    cachedSharePct: 30,
    peakFactor: 2,
    outputTokensPerSecondPerCard: 2700.7,
    contextTokens: 4096,
    concurrentSequences: 64,
    cardsPerReplica: 2,
    // an FP8 cache, and a throughput measured with prompts like these (no prefill on top)
    kvPrecisionBytes: 1,
    inputTokenCost: 0,
  },
  cardHourCost: { amount: 2.5, currency: 'USD' },
  api: { name: 'Claude Sonnet 4.5', inputPerM: 3, cachedInputPerM: 0.3, outputPerM: 15, currency: 'USD' },
};

function spec(input: unknown): JobSpec {
  const read = readJobSpec(input, llm.models);
  if (!read.ok) throw new Error(read.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return read.spec;
}

function problems(input: unknown): string[] {
  const read = readJobSpec(input, llm.models);
  return read.ok ? [] : read.problems.map((p) => `${p.path}: ${p.message}`);
}

describe('the job spec', () => {
  it('fills each default with its stated figure', () => {
    const s = spec(TRAINING);
    expect(s.precisionBytes).toBe(2);
    expect(s.usableMemoryPct).toBe(90);
    expect(s.gpu.cardsPerInstance).toBe(1);
    // the MFU and the overhead on cards that stay are the regime's, applied in the figures; 15 % on spot
    // cards a stated assumption
    expect(s.training).toMatchObject({ spotOverheadPct: 15, spot: false });
    expect(s.training?.mfuPct).toBeUndefined();
    const t = jobFigures(s).training;
    // 2e9 tokens of a dense 8B: a fine-tune at MosaicML's 37.14 %, 1 ÷ 0.9 − 1 = 11.1 % overhead
    expect(t).toMatchObject({ regime: 'fine-tuning', regimeInferred: true, mfuPct: 37.14 });
    expect(t?.overheadPct).toBeCloseTo(100 / 9, 12);
  });

  it('reads a catalog model’s sizes, the file’s own figures winning', () => {
    const s = spec({ ...TRAINING, model: { id: 'qwen2.5-32b', activeParamsB: 30 } });
    expect(s.model).toMatchObject({ totalParamsB: 32.5, activeParamsB: 30, layers: 64, kvHeads: 8, headDim: 128 });
  });

  it('scales a latent-attention cache from BF16 to the cache’s own precision, not the weights’', () => {
    // DeepSeek-V3: 61 × 576 × 2 = 70,272 B a token in BF16; in an FP8 cache half, 35,136
    const fp8Cache = spec({ ...SERVING, model: { id: 'deepseek-v3' } });
    expect(fp8Cache.model).toMatchObject({ totalParamsB: 671, activeParamsB: 37, kvBytesPerToken: 35_136 });
    const { kvPrecisionBytes: _, ...bf16 } = SERVING.serving;
    const byDefault = spec({ ...SERVING, model: { id: 'deepseek-v3' }, serving: bf16 });
    expect(byDefault.model.kvBytesPerToken).toBe(70_272);
  });

  it('keeps the file’s own KV bytes over the catalog’s shape, and refuses a file giving both', () => {
    // Llama 3.1 70B in BF16 with an FP8 cache of 163,840 B a token: the catalog's shape would give 327,680
    const own = spec({ ...SERVING, precisionBytes: 2, model: { id: 'llama-3.1-70b', kvBytesPerToken: 163_840 } });
    expect(own.model).not.toHaveProperty('kvHeads');
    expect(jobFigures(own).serving?.kvBytesPerToken).toBe(163_840);
    expect(problems({ ...SERVING, model: { ...SERVING.model, kvBytesPerToken: 163_840 } })).toEqual([
      'model.kvBytesPerToken: gives the KV cache a token, and model.kvHeads and model.headDim its shape: give one (the bytes as your cache holds them, or the shape with serving.kvPrecisionBytes)',
    ]);
  });

  it('accepts the documented serving fields: the input token cost, a per-user speed, the card’s bandwidth', () => {
    const { concurrentSequences: _, ...noSequences } = SERVING.serving;
    const s = spec({
      ...SERVING,
      gpu: { ...H100, memoryBandwidthTBps: 3.35 },
      serving: { ...noSequences, inputTokenCost: 0.1, tokensPerSecondPerUser: 10, prefillEfficiencyPct: 50 },
    });
    expect(s.serving).toMatchObject({ inputTokenCost: 0.1, tokensPerSecondPerUser: 10, prefillEfficiencyPct: 50 });
    expect(jobFigures(s).serving).toMatchObject({ inputTokenCost: 0.1, concurrencySource: 'per-user-speed' });
    expect(problems({ ...SERVING, serving: noSequences })).toEqual([
      "serving.concurrentSequences: is required unless serving.tokensPerSecondPerUser is given (then Little's law gives it)",
    ]);
  });

  it('names every field it refuses', () => {
    expect(problems({ ...TRAINING, training: { tokens: -1, method: 'sft' } })).toEqual([
      'training.tokens: must be a number from 0 to 1e16 (tokens)',
      'training.method: must be one of "full", "lora", "qlora"',
    ]);
    expect(problems({ ...TRAINING, gpu: { memoryGB: 80 } })).toEqual([
      'gpu.peakTflops: is required: it must be a number from 0.001 to 100000 (TFLOPS)',
    ]);
    expect(problems([])).toEqual(['job: must be a JSON object']);
  });

  it('checks the rules across fields', () => {
    expect(problems({ ...TRAINING, model: { totalParamsB: 8, activeParamsB: 9 } })).toEqual([
      'model.activeParamsB: must be at most model.totalParamsB (8)',
    ]);
    expect(problems({ ...SERVING, kind: 'training' })).toEqual([
      'training: is required for a training job',
      'serving: is not allowed in a training job',
      'api: is compared with serving yourself: only in a serving job',
    ]);
    const { layers: _, ...noShape } = SERVING.model;
    expect(problems({ ...SERVING, model: noShape })).toEqual([
      'model.kvBytesPerToken: is required for serving when model.layers, model.kvHeads and model.headDim are not all given',
    ]);
    expect(problems({ ...SERVING, serving: { ...SERVING.serving, inputSharePct: 80 } })).toEqual([
      "serving.cachedSharePct: with serving.inputSharePct must add up to 100 or less (the output's share is the rest), got 80 + 30",
    ]);
  });
});

describe('the job’s figures', () => {
  it('prices the serving side as the engine does and breaks even with Sonnet 4.5 at 46.2 M tokens a day', () => {
    const f = jobFigures(spec(SERVING));
    // as serving.test.ts: 4 cards, 240 USD a day held; blended 0.45 × 3 + 0.3 × 0.3 + 0.25 × 15 = 5.19 a million
    expect(f.serving).toMatchObject({ cards: 4, costPerDay: { held: 240 }, fitsAtPeak: true });
    expect(f.api?.pricePerMillionTokens).toBeCloseTo(5.19, 12);
    // 240 ÷ 5.19e-6 = 46,242,774.6, within 4 × 2,700.7 × 86,400 = 933,361,920 ÷ 2 ÷ 0.25 = 1,866,723,840 the cards carry
    expect(f.api?.breakEvenTokensPerDay.held).toBeCloseTo(46_242_774.566, 2);
    expect(f.serving?.capacityTokensPerDay).toBeCloseTo(1_866_723_840, 0);
  });

  it('gives no cost without a card-hour cost and no break-even across currencies, each with its reason', () => {
    const { cardHourCost: _, ...unpriced } = SERVING;
    const f = jobFigures(spec(unpriced));
    expect(f.serving).toMatchObject({ costPerDay: null, costPerMillionTokens: null, currency: null });
    expect(f.serving?.reasons.costPerDay).toBe('no-card-hour-cost');
    expect(f.api?.reasons).toEqual({ held: 'no-card-hour-cost', busy: 'no-card-hour-cost' });
    const cny = jobFigures(spec({ ...SERVING, cardHourCost: { amount: 18, currency: 'CNY' } }));
    expect(cny.api?.breakEvenTokensPerDay).toEqual({ held: null, busy: null });
    expect(cny.api?.reasons).toEqual({ held: 'currencies-differ', busy: 'currencies-differ' });
    const t = jobFigures(spec(TRAINING)).training;
    expect(t?.cost).toBeNull();
    expect(t?.reasons).toEqual({
      cardsForDeadline: 'no-deadline',
      meetsDeadline: 'no-deadline',
      cost: 'no-card-hour-cost',
    });
  });

  it('rounds the cards up to whole instances and finishes sooner for the same card-hours', () => {
    // docs/method/jobs.md's deadline example: 70.779 GPU-hours paid, 3 cards within 24 h
    const one = jobFigures(
      spec({ ...TRAINING, training: { ...TRAINING.training, mfuPct: 40, overheadPct: 5, deadlineHours: 24 } }),
    );
    expect(one.training).toMatchObject({ cardsNeeded: 3, instances: 3, cardsUsed: 3 });
    const eight = jobFigures(
      spec({
        ...TRAINING,
        gpu: { ...H100, cardsPerInstance: 8 },
        training: { ...TRAINING.training, mfuPct: 40, overheadPct: 5, deadlineHours: 24 },
        cardHourCost: { amount: 2, currency: 'USD' },
      }),
    ).training;
    // 1 instance of 8 cards: 70.779 ÷ 8 = 8.847 h; cost 70.779 × 2 = 141.56 either way
    expect(eight).toMatchObject({ cardsNeeded: 3, instances: 1, cardsUsed: 8, meetsDeadline: true });
    expect(eight?.wallClockHours).toBeCloseTo(70.7787 / 8, 3);
    expect(eight?.cost?.amount).toBeCloseTo(141.5574, 3);
  });
});

/** Every number in the figures is finite; every null has a reason beside it. */
function checkFinite(value: unknown, path: string, reasons: Record<string, unknown> = {}): void {
  if (typeof value === 'number') expect(Number.isFinite(value), path).toBe(true);
  else if (value === null) expect(reasons[path.split('.').at(-1) ?? ''], path).toBeTruthy();
  else if (typeof value === 'object' && !Array.isArray(value)) {
    const own = (value as { reasons?: Record<string, unknown> }).reasons ?? reasons;
    for (const [k, v] of Object.entries(value)) checkFinite(v, `${path}.${k}`, own);
  }
}

describe('job figure properties', () => {
  it('are finite or null with a reason for any valid serving spec', () => {
    const pct = fc.integer({ min: 0, max: 100 });
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 1000, noNaN: true }),
        pct,
        pct,
        fc.double({ min: 1, max: 1e12, noNaN: true }),
        fc.double({ min: 1, max: 50_000, noNaN: true }),
        fc.boolean(),
        (params, input, cached, tokens, perCard, priced) => {
          const s = spec({
            ...SERVING,
            model: { ...SERVING.model, totalParamsB: params },
            gpu: { peakTflops: 989, memoryGB: 2000, ...(priced ? { memoryBandwidthTBps: 3.35 } : {}) },
            serving: {
              ...SERVING.serving,
              tokensPerDay: tokens,
              inputSharePct: input,
              cachedSharePct: Math.min(cached, 100 - input),
              outputTokensPerSecondPerCard: perCard,
              cardsPerReplica: undefined,
            },
            ...(priced ? {} : { cardHourCost: undefined }),
          });
          const f = jobFigures(s);
          for (const key of ['serving', 'api'] as const) checkFinite(f[key], key);
        },
      ),
      RUNS,
    );
  });

  it('says a deadline that needs more cards than the cluster’s most is not met, and how long the run takes', () => {
    // found by the property below: 9.4e7 cards for a 0.01 h deadline; the most is 100,000 by default
    const f = jobFigures(
      spec({
        kind: 'training',
        model: { totalParamsB: 2.415910142817506 },
        gpu: { ...H100, cardsPerInstance: 1 },
        training: { tokens: 97806806882820.88, method: 'full', adapterSharePct: 1, deadlineHours: 0.01, spot: false },
        cardHourCost: { amount: 2, currency: 'USD' },
      }),
    );
    expect(f.training).toMatchObject({ cardsUsed: 100_000, maxCards: 100_000, meetsDeadline: false });
    expect(f.training?.cardsForDeadline).toBeGreaterThan(9e7);
    expect(f.training?.wallClockHours).toBeCloseTo((f.training?.gpuHoursWithOverhead ?? 0) / 100_000, 9);
  });

  it('counts a deadline met to the last rounding error as met', () => {
    // ⌈paid ÷ 0.5 h⌉ cards within the most: the run ends at most a rounding error past the deadline
    const f = jobFigures(
      spec({
        kind: 'training',
        model: { totalParamsB: 2.415910142817506 },
        gpu: { ...H100, cardsPerInstance: 1 },
        training: { tokens: 9.78e11, method: 'full', deadlineHours: 0.5 },
      }),
    );
    expect(f.training?.cardsUsed).toBeLessThan(100_000);
    expect(f.training?.meetsDeadline).toBe(true);
  });

  it('are finite or null with a reason for any valid training spec, and whole instances never finish later', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 2000, noNaN: true }),
        fc.oneof(fc.constant(0), fc.double({ min: 1, max: 1e14, noNaN: true })),
        fc.constantFrom('full', 'lora', 'qlora'),
        fc.integer({ min: 1, max: 16 }),
        fc.option(fc.double({ min: 0.01, max: 1e5, noNaN: true }), { nil: undefined }),
        fc.boolean(),
        (params, tokens, method, perInstance, deadlineHours, spot) => {
          const f = jobFigures(
            spec({
              kind: 'training',
              model: { totalParamsB: params },
              gpu: { ...H100, cardsPerInstance: perInstance },
              training: { tokens, method, adapterSharePct: 1, deadlineHours, spot },
              cardHourCost: { amount: 2, currency: 'USD' },
            }),
          );
          checkFinite(f.training, 'training');
          const t = f.training;
          if (!t) throw new Error('no training figures');
          expect(t.cardsUsed % perInstance).toBe(0);
          expect(t.cardsUsed).toBeLessThanOrEqual(t.maxCards);
          // a deadline is met unless the cluster's most whole instances cannot meet it
          if (deadlineHours !== undefined) expect(t.meetsDeadline || t.cardsUsed + perInstance > t.maxCards).toBe(true);
        },
      ),
      RUNS,
    );
  });
});

describe('an API named by its catalog entry', () => {
  const serving = (api: Record<string, unknown>) => ({
    kind: 'serving',
    model: { id: 'qwen2.5-32b' },
    gpu: { peakTflops: 989, memoryGB: 80 },
    serving: {
      tokensPerDay: 5_000_000,
      inputSharePct: 75,
      cachedSharePct: 0,
      peakFactor: 2,
      outputTokensPerSecondPerCard: 2700.7,
      contextTokens: 8192,
      concurrentSequences: 16,
    },
    api,
  });
  const read = (api: Record<string, unknown>) => readJobSpec(serving(api), llm.models, llm.api);

  it('takes its prices, currency, source and date from the catalog', () => {
    const r = read({ provider: 'alibaba', model: 'qwen-plus' });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    // src/data/llm.json: qwen-plus 0.8 in, 2 out CNY a million tokens, no cached price, as of 2025-06-14
    expect(r.spec.api).toEqual({
      name: 'Alibaba Cloud Bailian (百炼) qwen-plus',
      inputPerM: 0.8,
      outputPerM: 2,
      currency: 'CNY',
      // the default yearly change over a scenario's horizon (jobRules.ts: an assumption)
      priceChangePctPerYear: -50,
    });
    expect(r.spec.sources?.['api.inputPerM']).toMatchObject({ asOf: '2025-06-14' });
    // a secondary table's price is cited as one (data/llm/README.md: syaoranwe/LLM-Price)
    expect(r.spec.sources?.['api.inputPerM']?.source).toMatch(
      /^src\/data\/llm\.json api row: Alibaba Cloud Bailian \(百炼\) qwen-plus \[SECONDARY\]/,
    );
    // the file's own figure wins over the catalog's
    const own = read({ provider: 'alibaba', model: 'qwen-plus', outputPerM: 3 });
    expect(own.ok && own.spec.api?.outputPerM).toBe(3);
  });

  it('refuses a name with two prices until the currency picks one, and names what it knows', () => {
    // deepseek-chat (DeepSeek-V3) is listed at 0.27 / 1.1 USD (2025-02-01) and at 2 / 8 CNY (2025-03-16)
    const both = read({ provider: 'deepseek', model: 'deepseek-chat (DeepSeek-V3)' });
    expect(both.ok).toBe(false);
    expect(!both.ok && both.problems[0]?.message).toMatch(
      /has 2 prices in the catalog \(USD as of 2025-02-01 or CNY as of 2025-03-16\): give "currency" or "asOf"/,
    );
    const cny = read({ provider: 'deepseek', model: 'deepseek-chat (DeepSeek-V3)', currency: 'CNY' });
    expect(cny.ok && [cny.spec.api?.inputPerM, cny.spec.api?.outputPerM, cny.spec.api?.cachedInputPerM]).toEqual([
      2, 8, 0.5,
    ]);
    const unknown = read({ provider: 'acme', model: 'x' });
    expect(!unknown.ok && unknown.problems[0]).toMatchObject({ path: 'api.provider' });
    expect(!unknown.ok && unknown.problems[0]?.message).toMatch(/one of anthropic, openai, google, deepseek, alibaba/);
    const noModel = read({ provider: 'alibaba', model: 'qwen-ultra' });
    expect(!noModel.ok && noModel.problems[0]?.message).toMatch(
      /"qwen-ultra" of "alibaba" is not in the LLM catalog: one of "qwen-max/,
    );
  });
});
