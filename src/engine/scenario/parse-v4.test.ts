// The parser and format version 4: a version 3 file reads unchanged, a scenario's job (the training or
// serving job its workload was sized from) reads back as written, and a job that is not a job spec,
// holds a card-hour cost, prices its API in another currency or sizes no workload is refused in strict
// mode, each problem at the job's field, and left out in lenient mode with the workload kept.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import screeningFile from '../../../examples/v3-provider-screening.json';
import { jobFigures } from '../job/figures.ts';
import { JOB_LEFT_OUT } from '../job/jobCheck.ts';
import { jobWorkload } from '../job/workload.ts';
import type { Json } from '../paths.ts';
import { NO_GROWTH, SCENARIO_VERSION } from './constants.ts';
import { convertCurrency } from './currency.ts';
import { DEFAULT_SCENARIO } from './defaults.ts';
import { type ParseResult, type Problem, parseScenario } from './parse.ts';
import { parseScenarioLazily } from './parseLazy.ts';
import type { Scenario } from './schema.ts';

/** A 70B full fine-tune on 8-card H100 instances, every field given (defaults written out). */
const TRAINING_JOB = {
  kind: 'training',
  title: 'Full fine-tune of Llama 3.1 70B on 20 B tokens',
  model: { id: 'llama-3.1-70b', totalParamsB: 70, activeParamsB: 70 },
  gpu: { id: 'h100-sxm', peakTflops: 989, memoryGB: 80, cardsPerInstance: 8 },
  precisionBytes: 2,
  usableMemoryPct: 90,
  training: {
    tokens: 20e9,
    method: 'full',
    mfuPct: 42,
    deadlineHours: 336,
    overheadPct: 5,
    spotOverheadPct: 15,
    spot: false,
    runsPerYear: 4,
  },
  sources: { 'gpu.peakTflops': { source: 'data/gpus.csv row h100-sxm', asOf: '2026-11-29' } },
};

/**
 * 6 × 70e9 × 20e9 = 8.4e21 FLOPs ÷ (989e12 × 0.42 × 3600) = 5,617.346 GPU-hours × 1.05 = 5,898.214;
 * 70e9 × 18 B = 1,260 GB of state ÷ 72 GB = 17.5 → 18 cards hold it (no shape: no activations), 18 meet
 * the deadline: 3 instances of 8 = 24 cards, 245.7589 h a run.
 * 4 runs back to back: 983.036 h = 40.9598 days of 24 hours.
 */
const TRAINING_WORKLOAD = { gpus: 24, hoursPerDay: 24, daysPerYear: 40.959817, sessionsPerDay: 1 };

/** Qwen2.5 32B in FP8 on one H800 against Alibaba's qwen-plus, every field given. */
const SERVING_JOB = {
  kind: 'serving',
  model: { id: 'qwen2.5-32b', totalParamsB: 32.5, activeParamsB: 32.5, layers: 64, kvHeads: 8, headDim: 128 },
  gpu: { id: 'h800', peakTflops: 989, memoryGB: 80, cardsPerInstance: 1 },
  precisionBytes: 1,
  usableMemoryPct: 90,
  serving: {
    tokensPerDay: 5e6,
    inputSharePct: 75,
    cachedSharePct: 0,
    peakFactor: 2,
    outputTokensPerSecondPerCard: 2700.7,
    contextTokens: 8192,
    concurrentSequences: 16,
  },
  api: {
    name: 'Alibaba Cloud Bailian qwen-plus',
    inputPerM: 0.8,
    cachedInputPerM: 0.2,
    outputPerM: 2,
    currency: 'CNY',
    // what a file of version 4 reads as: its API compared at today's prices
    priceChangePctPerYear: 0,
  },
  sources: {
    'api.inputPerM': { source: 'src/data/llm.json api row: qwen-plus', asOf: '2025-06-14' },
    'api.outputPerM': { source: 'src/data/llm.json api row: qwen-plus', asOf: '2025-06-14' },
  },
};

/** 28.9 output tokens/s at the peak on cards of 2,700.7: one card, held 24 hours, 365 days. */
const SERVING_WORKLOAD = { gpus: 1, hoursPerDay: 24, daysPerYear: 365, sessionsPerDay: 1 };

/** The default scenario (CNY) as plain JSON of version 4 with this job and workload. */
function withJob(job: unknown, workload: Json = {}): Json {
  const base = JSON.parse(JSON.stringify(DEFAULT_SCENARIO)) as Json & { workload: Json };
  return { ...base, version: 4, job, workload: { ...base.workload, ...workload } };
}

/** A copy of the job with `path` set to `value` (removed when undefined). */
function edit(job: object, path: string, value: unknown): Json {
  const copy = JSON.parse(JSON.stringify(job)) as Json;
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = copy;
  for (const key of keys) node = node[key] as Json;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

function scenarioOf(result: ParseResult): Scenario {
  if (!result.ok) throw new Error(`expected a scenario, got ${JSON.stringify(result.problems)}`);
  return result.scenario;
}

const brief = (problems: readonly Problem[]) =>
  problems.map(({ path, segments, code, message, fix }) => ({
    path,
    segments,
    code,
    message,
    ...(fix ? { fix } : {}),
  }));

describe('format version 4', () => {
  it('is followed by version 5, which adds only staff per server, 0 when left out', () => {
    expect(SCENARIO_VERSION).toBeGreaterThanOrEqual(5);
    const v4 = scenarioOf(parseScenario({ ...screeningFile, version: 4 }, 'strict'));
    expect(v4.own.ops.staffPerServerPerYear).toBe(0);
    expect(v4).toEqual(scenarioOf(parseScenario({ ...screeningFile, version: 5 }, 'strict')));
  });

  it('is followed by versions 6 to 9, whose rate a file of an earlier version without one reads as 0', () => {
    expect(SCENARIO_VERSION).toBe(9);
    const { discountRatePct: _, ...withoutRate } = screeningFile as { discountRatePct?: number; currency: string };
    const v5 = scenarioOf(parseScenario({ ...withoutRate, version: 5 }, 'strict'));
    expect(v5.discountRatePct).toBe(0);
    expect(v5.finance.buyer).toBe('before-tax');
    // a version 6 file that leaves it out takes its buyer's: 8 % in CNY before tax, 10 % for a US company
    const v6 = scenarioOf(parseScenario({ ...withoutRate, version: 6 }, 'strict'));
    expect(v6.discountRatePct).toBe(withoutRate.currency === 'CNY' ? 8 : 10);
    const us = scenarioOf(
      parseScenario({ ...withoutRate, version: 6, currency: 'USD', finance: { buyer: 'us-company' } }, 'strict'),
    );
    expect([us.discountRatePct, us.finance.incomeTaxPct, us.finance.taxSchedule]).toEqual([10, 21, 'expense']);
  });

  it('reads a version 3 file unchanged as version 4, without a job', () => {
    const result = parseScenario(screeningFile, 'strict');
    expect(result.problems).toEqual([]);
    const old = scenarioOf(result);
    expect(old.version).toBe(SCENARIO_VERSION);
    expect(old).toEqual(scenarioOf(parseScenario({ ...screeningFile, version: 4 }, 'strict')));
    expect('job' in old).toBe(false);
  });

  it.each([
    ['training', TRAINING_JOB, TRAINING_WORKLOAD],
    ['serving', SERVING_JOB, SERVING_WORKLOAD],
  ])('reads a %s job back as written, and its scenario again the same', (_, job, workload) => {
    const s = scenarioOf(parseScenario(withJob(job, workload), 'strict'));
    expect(s.job).toEqual(job);
    expect(scenarioOf(parseScenario(JSON.parse(JSON.stringify(s)), 'strict'))).toEqual(s);
  });

  it('fills the job spec’s defaults, runs a year among them, and leaves the MFU and overhead to the regime', () => {
    const { training, ...rest } = TRAINING_JOB;
    const job = { ...rest, training: { tokens: 20e9, method: 'full' }, usableMemoryPct: undefined };
    const s = scenarioOf(parseScenario(withJob(JSON.parse(JSON.stringify(job))), 'strict'));
    expect(s.job?.training).toEqual({ tokens: 20e9, method: 'full', spotOverheadPct: 15, spot: false, runsPerYear: 1 });
    expect(s.job?.training).not.toHaveProperty('mfuPct');
    expect(s.job?.training).not.toHaveProperty('overheadPct');
    expect(s.job?.usableMemoryPct).toBe(90);
    // the figures apply them: a full dense run of 2e10 tokens (under 1e11) is a fine-tune, MPT-7B's
    // 37.14 %; Meta's >90 % effective training time, 1 ÷ 0.9 − 1 = 11.11 % overhead
    const figures = s.job ? jobFigures(s.job).training : null;
    expect(figures).toMatchObject({ regime: 'fine-tuning', regimeInferred: true, mfuPct: 37.14 });
    expect(figures?.overheadPct).toBeCloseTo(11.1111, 4);
  });

  it('never holds the workload to the job: the user may change it after the job filled it', () => {
    const s = scenarioOf(parseScenario(withJob(TRAINING_JOB, { gpus: 3, hoursPerDay: 5 }), 'strict'));
    expect(s.job).toEqual(TRAINING_JOB);
    expect([s.workload.gpus, s.workload.hoursPerDay]).toEqual([3, 5]);
  });
});

describe('a job refused in strict mode, at its field', () => {
  const refused = (job: unknown, scenario: Json = withJob(job)) => {
    const result = parseScenario(scenario, 'strict');
    expect(result.ok).toBe(false);
    return brief(result.problems);
  };

  it('outside the job spec’s range', () => {
    expect(refused(edit(TRAINING_JOB, 'training.mfuPct', 150))).toEqual([
      {
        path: 'job.training.mfuPct',
        segments: ['job', 'training', 'mfuPct'],
        code: 'invalid',
        message: 'must be a number from 1 to 100 (%) (got 150)',
      },
    ]);
  });

  it('without a required field', () => {
    expect(refused(edit(TRAINING_JOB, 'gpu.peakTflops', undefined))).toEqual([
      {
        path: 'job.gpu.peakTflops',
        segments: ['job', 'gpu', 'peakTflops'],
        code: 'missing',
        message: 'required; must be a number from 0.001 to 100000 (TFLOPS)',
      },
    ]);
  });

  it('with a field the job spec does not have', () => {
    expect(refused(edit(TRAINING_JOB, 'training.colour', 'blue'))).toEqual([
      {
        path: 'job.training.colour',
        segments: ['job', 'training', 'colour'],
        code: 'unknown-field',
        message: 'unknown field',
      },
    ]);
  });

  it('breaking a rule across its fields', () => {
    const lora = edit(TRAINING_JOB, 'training.method', 'lora');
    expect(refused(lora)).toEqual([
      {
        path: 'job.training.adapterSharePct',
        segments: ['job', 'training', 'adapterSharePct'],
        code: 'missing',
        message: 'required for lora',
      },
    ]);
    expect(refused({ ...TRAINING_JOB, serving: SERVING_JOB.serving })).toEqual([
      {
        path: 'job.serving',
        segments: ['job', 'serving'],
        code: 'invalid',
        message: 'not allowed in a training job',
      },
    ]);
  });

  it('holding a card-hour cost: the scenario’s own sides price the job', () => {
    expect(refused({ ...TRAINING_JOB, cardHourCost: { amount: 3.99, currency: 'CNY' } })).toEqual([
      {
        path: 'job.cardHourCost',
        segments: ['job', 'cardHourCost'],
        code: 'invalid',
        message: "not allowed in a scenario: the scenario's owning and renting sides (own, rent) price the job's cards",
      },
    ]);
  });

  it('pricing its API in another currency than the scenario’s', () => {
    expect(refused(edit(SERVING_JOB, 'api.currency', 'USD'))).toEqual([
      {
        path: 'job.api.currency',
        segments: ['job', 'api', 'currency'],
        code: 'invalid',
        message: 'must be the scenario\'s currency "CNY" (got "USD"): convert the API\'s prices to CNY first',
      },
    ]);
  });

  it('with more runs a year than fit back to back', () => {
    // 8,760 ÷ 245.7589 h = 35.6: at most 35 runs of the 24 cards a year
    expect(refused(edit(TRAINING_JOB, 'training.runsPerYear', 36))).toEqual([
      {
        path: 'job.training.runsPerYear',
        segments: ['job', 'training', 'runsPerYear'],
        code: 'invalid',
        message:
          'must fit in a year back to back: one run takes 245.8 hours on 24 cards, so at most 35 runs a year (8,760 hours)',
      },
    ]);
  });

  it('needing more cards than a scenario holds', () => {
    // all output, no peak, 1,000 tokens/s a card: 86,400 × 1,000 × 100,001 tokens a day need 100,001 cards
    const serving = {
      ...SERVING_JOB.serving,
      tokensPerDay: 86_400 * 1000 * 100_001,
      inputSharePct: 0,
      peakFactor: 1,
      outputTokensPerSecondPerCard: 1000,
      contextTokens: 0,
      concurrentSequences: 0,
    };
    const { api: _, ...job } = { ...SERVING_JOB, serving };
    expect(refused(job)).toEqual([
      {
        path: 'job.serving.tokensPerDay',
        segments: ['job', 'serving', 'tokensPerDay'],
        code: 'invalid',
        message: 'needs 100,001 cards at once, more than a scenario holds (100,000)',
      },
    ]);
  });

  it('that is not an object', () => {
    expect(refused(5)).toEqual([
      {
        path: 'job',
        segments: ['job'],
        code: 'invalid',
        message: 'must be an object: a training or serving job spec (got 5)',
      },
    ]);
  });

  it('beside the scenario’s own problems', () => {
    const scenario = { ...withJob(edit(TRAINING_JOB, 'training.mfuPct', 0)), horizonMonths: 0 };
    expect(refused(null, scenario).map((p) => p.path)).toEqual(['horizonMonths', 'job.training.mfuPct']);
  });
});

describe('a job left out in lenient mode (links, storage)', () => {
  it('keeps the rest of the scenario and the workload’s figures, and says so for each problem', () => {
    const job = { ...edit(TRAINING_JOB, 'training.mfuPct', 150), cardHourCost: { amount: 1, currency: 'CNY' } };
    const result = parseScenario(withJob(job, TRAINING_WORKLOAD), 'lenient');
    const s = scenarioOf(result);
    expect('job' in s).toBe(false);
    expect(s.workload).toEqual({
      ...TRAINING_WORKLOAD,
      toleratesInterruption: false,
      growth: { ...NO_GROWTH },
      busyMonths: null,
      startMonth: 1,
    });
    expect(brief(result.problems).map(({ path, fix }) => ({ path, fix }))).toEqual([
      { path: 'job.cardHourCost', fix: JOB_LEFT_OUT },
      { path: 'job.training.mfuPct', fix: JOB_LEFT_OUT },
    ]);
    expect(JOB_LEFT_OUT).toBe('removed job: the job was left out, and the workload keeps its figures');
  });

  it('leaves out a job that is not an object with the same fix', () => {
    const result = parseScenario(withJob([1, 2]), 'lenient');
    expect('job' in scenarioOf(result)).toBe(false);
    expect(brief(result.problems)).toEqual([
      {
        path: 'job',
        segments: ['job'],
        code: 'invalid',
        message: 'must be an object: a training or serving job spec (got a list)',
        fix: JOB_LEFT_OUT,
      },
    ]);
  });

  it('keeps a valid job', () => {
    const result = parseScenario(withJob(SERVING_JOB, SERVING_WORKLOAD), 'lenient');
    expect(result.problems).toEqual([]);
    expect(scenarioOf(result).job).toEqual(SERVING_JOB);
  });
});

describe('any job a link may hold', () => {
  // mostly within each field's range (its lower end itself now and then; no sizes below the format's
  // smallest, 0.000001), now and then anywhere, outside it included
  const within = (min: number, max: number, integer = false) =>
    fc.oneof(
      {
        weight: 40,
        arbitrary: integer ? fc.integer({ min, max }) : fc.double({ min: Math.max(min, 1e-3), max, noNaN: true }),
      },
      { weight: 2, arbitrary: fc.constant(min) },
      { weight: 1, arbitrary: fc.double({ min: -10, max: 1e17, noNaN: true }) },
    );
  const model = fc.record({
    totalParamsB: within(0.5, 100),
    layers: within(1, 200, true),
    kvHeads: within(1, 64, true),
    headDim: within(1, 256, true),
  });
  const gpu = fc.record({
    peakTflops: within(10, 2000),
    memoryGB: within(8, 200),
    cardsPerInstance: within(1, 8, true),
  });
  const training = fc.record(
    {
      tokens: within(0, 1e10),
      method: fc.constantFrom('full', 'lora', 'qlora', 'full', 'other'),
      adapterSharePct: within(0.01, 5),
      mfuPct: within(1, 100),
      deadlineHours: within(1, 5000),
      runsPerYear: within(0.01, 20),
    },
    { requiredKeys: ['tokens', 'method', 'adapterSharePct'] },
  );
  const serving = fc.record({
    tokensPerDay: within(1, 1e10),
    inputSharePct: within(0, 80),
    cachedSharePct: within(0, 20),
    peakFactor: within(1, 10),
    outputTokensPerSecondPerCard: within(1, 10_000),
    contextTokens: within(0, 200_000, true),
    concurrentSequences: within(0, 1000, true),
  });
  const api = fc.record({
    inputPerM: within(0, 100),
    outputPerM: within(0, 100),
    currency: fc.constantFrom('CNY', 'CNY', 'USD'),
  });
  const job = fc.oneof(
    fc.record({ kind: fc.constant('training'), model, gpu, training }),
    fc.record({ kind: fc.constant('serving'), model, gpu, serving, api }, { requiredKeys: ['kind', 'model', 'gpu'] }),
  );

  it('is kept only when it sizes a workload, and otherwise left out with every problem under job', () => {
    fc.assert(
      fc.property(job, (value) => {
        const result = parseScenario(withJob(value), 'lenient');
        const s = scenarioOf(result);
        if (s.job) {
          expect(jobWorkload(s.job).ok).toBe(true);
          expect(result.problems).toEqual([]);
        } else {
          expect(result.problems.length).toBeGreaterThan(0);
          for (const p of result.problems) {
            expect(p.segments[0]).toBe('job');
            expect(p.fix).toBe(JOB_LEFT_OUT);
          }
        }
        expect(s.workload).toEqual(scenarioOf(parseScenario(withJob(undefined), 'lenient')).workload);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the parser that loads the job check only for a job (links, which the embed reads first)', () => {
  it.each([
    ['no job', withJob(undefined)],
    ['a valid job', withJob(SERVING_JOB, SERVING_WORKLOAD)],
    ['a job with a card-hour cost', withJob({ ...TRAINING_JOB, cardHourCost: { amount: 1, currency: 'CNY' } })],
    ['a job that is not an object', withJob('x')],
  ])('reads %s as parseScenario does, in both modes', async (_, input) => {
    for (const mode of ['strict', 'lenient'] as const)
      expect(await parseScenarioLazily(input, mode)).toEqual(parseScenario(input, mode));
  });
});

describe('changing the currency of a scenario with a job', () => {
  it('converts the API’s prices, sets its currency and says so in their source notes', () => {
    const s = scenarioOf(parseScenario(withJob(SERVING_JOB, SERVING_WORKLOAD), 'strict'));
    const usd = scenarioOf(convertCurrency(s, 'USD', 0.14));
    // 0.8 × 0.14 = 0.112, 0.2 × 0.14 = 0.028, 2 × 0.14 = 0.28 USD per million tokens
    expect(usd.job?.api).toEqual({
      name: 'Alibaba Cloud Bailian qwen-plus',
      inputPerM: expect.closeTo(0.112, 12),
      cachedInputPerM: expect.closeTo(0.028, 12),
      outputPerM: expect.closeTo(0.28, 12),
      currency: 'USD',
      priceChangePctPerYear: 0,
    });
    expect(usd.job?.sources?.['api.inputPerM']).toEqual({
      source: 'src/data/llm.json api row: qwen-plus (converted from CNY at 0.14)',
      asOf: '2025-06-14',
    });
    expect(usd.job?.sources?.['api.outputPerM']?.source).toMatch(/ \(converted from CNY at 0\.14\)$/);
    // nothing else of the job is money
    expect(usd.job?.serving).toEqual(SERVING_JOB.serving);
    expect(usd.workload).toEqual(s.workload);
  });

  it('refuses a converted price above the job spec’s range', () => {
    const s = scenarioOf(parseScenario(withJob(SERVING_JOB, SERVING_WORKLOAD), 'strict'));
    const result = convertCurrency(s, 'JPY', 1e6);
    // 2 × 1e6 = 2e6 per million output tokens, above 1e6
    expect(result.problems.map((p) => p.path)).toContain('job.api.outputPerM');
  });
});
