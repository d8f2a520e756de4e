// The built command line's job: the three example jobs of examples/jobs/ against figures worked by
// hand, their --summary lines, and specs it must refuse with one "path: message" line each.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenarios.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'dist-cli/gpu-tco.mjs');

function calc(args: string[], input = ''): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input, encoding: 'utf8' });
}

interface Figures {
  model: { id: string | null; totalParamsB: number; activeParamsB: number };
  training: Record<string, unknown> & { cost: { amount: number; currency: string } | null };
  serving: Record<string, unknown>;
  api: Record<string, unknown> & { breakEvenTokensPerDay: { held: number | null; busy: number | null } };
}

function figures(file: string): Figures {
  const run = calc(['job', file]);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as Figures;
}

function tempSpec(spec: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'gpu-tco-job-')), 'job.json');
  writeFileSync(path, JSON.stringify(spec));
  return path;
}

describe('gpu-tco job: a university lab’s LoRA fine-tune of Llama 3.1 8B on one RTX 4090', () => {
  const file = 'examples/jobs/lab-lora-8b-4090.json';

  it('takes 231.2 GPU-hours on one card and costs 434.71 CNY', () => {
    const f = figures(file);
    // the catalog's llama-3.1-8b: 8 B parameters, dense, 32 layers of width 4,096
    expect(f.model).toEqual({ id: 'llama-3.1-8b', totalParamsB: 8, activeParamsB: 8 });
    const t = f.training;
    // LoRA at 8,192 tokens a sequence: (4 × 8e9 + 8 × 32 × 4,096 × 8,192 = 8.589934592e9 of attention)
    // × 1e9 = 4.0589934592e19 FLOPs
    expect(t.attentionFlopsPerToken).toBe(8_589_934_592);
    expect(t.flops).toBeCloseTo(4.0589934592e19, -10);
    // the LoRA regime's MFU: MPT-7B's 37.14 % × (43.1 ÷ 32.5) ÷ 1.5 = 32.8356 %
    expect(t.regime).toBe('lora');
    expect(t.mfuPct).toBeCloseTo(32.8356, 4);
    // 4.0589934592e19 ÷ (165e12 × 0.328356 × 3600 = 1.950434e17) = 208.1073 GPU-hours
    expect(t.gpuHours).toBeCloseTo(208.1073, 4);
    // × (1 + 11.11 %, 1 ÷ 0.9 − 1: Meta's >90 % effective training time) = 231.2304
    expect(t.overheadPct).toBeCloseTo(11.1111, 4);
    expect(t.gpuHoursWithOverhead).toBeCloseTo(231.2304, 4);
    // state: 8e9 × 2 B frozen base + 8e9 × 0.0052 × 18 B adapters' state = 16e9 + 0.7488e9 = 16.7488 GB
    expect(t.stateGB).toBeCloseTo(16.7488, 9);
    // activations 2 × 8,192 × 4,096 × 32 = 2.147 GB a card; 16.7488 ÷ (24 × 0.9 − 2.147 = 19.4525) = 0.86
    // → 1 card; no deadline
    expect(t.activationsGBPerCard).toBeCloseTo(2.147483648, 9);
    expect(t.cardsToHoldState).toBe(1);
    expect(t.cardsForDeadline).toBeNull();
    expect(t.reasons).toEqual({ cardsForDeadline: 'no-deadline', meetsDeadline: 'no-deadline' });
    expect(t.cardsUsed).toBe(1);
    // 231.2304 h on one card, 9.6 days
    expect(t.wallClockHours).toBeCloseTo(231.2304, 4);
    // 231.2304 × 1.88 CNY (AutoDL on-demand) = 434.7131
    expect(t.cost?.currency).toBe('CNY');
    expect(t.cost?.amount).toBeCloseTo(434.7131, 4);
  });

  it('says it in a few lines with --summary', () => {
    const run = calc(['job', file, '--summary']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'lora run of llama-3.1-8b on rtx-4090: 4.059e+19 FLOPs, attention counted at 8,192 tokens a sequence, 208.1 GPU-hours at 32.8 % MFU (231.2 with 11.1 % overhead)',
    );
    expect(run.stdout).toContain('MFU 32.8 %: the lora default');
    expect(run.stdout).toContain('Wall-clock: 231.2 h (9.6 days)');
    expect(run.stdout).toContain('Cost: 434.71 CNY');
  });
});

describe('gpu-tco job: a 70B full fine-tune on 8-card H100 instances within two weeks', () => {
  it('needs 25 cards for the deadline, rents 4 instances and finishes in 10.6 days for 32,482.23 USD', () => {
    const t = figures('examples/jobs/full-70b-h100-deadline.json').training;
    // (6 × 70e9 + 12 × 80 × 8,192 × 8,192 = 6.442450944e10 of attention) × 20e9 = 9.6884901888e21 FLOPs
    expect(t.flops).toBeCloseTo(9.6884901888e21, -12);
    // a full dense run of 2e10 tokens, under 1e11: fine-tuning, MPT-7B's 37.14 %
    expect(t.regime).toBe('fine-tuning');
    expect(t.mfuPct).toBe(37.14);
    // ÷ (989e12 × 0.3714 × 3600 = 1.32233e18) = 7,326.8181 GPU-hours
    expect(t.gpuHours).toBeCloseTo(7326.8181, 3);
    // × (1 + 1 ÷ 0.9 − 1) = 8,140.9090
    expect(t.gpuHoursWithOverhead).toBeCloseTo(8140.909, 3);
    // state 70e9 × 18 B = 1,260 GB; activations 2 × 8,192 × 8,192 × 80 = 10.74 GB a card; 1,260 ÷ (72 −
    // 10.74 = 61.26) = 20.57 → 21 cards
    expect(t.stateGB).toBeCloseTo(1260, 9);
    expect(t.activationsGBPerCard).toBeCloseTo(10.73741824, 9);
    expect(t.cardsToHoldState).toBe(21);
    // deadline 336 h: 8,140.909 ÷ 336 = 24.23 → 25 cards, the larger need
    expect(t.cardsForDeadline).toBe(25);
    expect(t.cardsNeeded).toBe(25);
    // 8-card instances: ceil(25 ÷ 8) = 4 instances, 32 cards
    expect(t.instances).toBe(4);
    expect(t.cardsUsed).toBe(32);
    // 8,140.909 ÷ 32 = 254.4034 h (10.6 days), within 336 h
    expect(t.wallClockHours).toBeCloseTo(254.4034, 4);
    expect(t.meetsDeadline).toBe(true);
    // 32 cards × 254.4034 h = 8,140.909 card-hours × 3.99 USD (Lambda 8x H100) = 32,482.2271
    expect(t.cost).toEqual({ amount: expect.closeTo(32_482.2271, 4), currency: 'USD' });
  });
});

describe('gpu-tco job: serving Qwen2.5 32B to 5 M tokens a day against qwen-plus', () => {
  const file = 'examples/jobs/serve-32b-vs-api.json';

  it('holds one H800 and pays 120 CNY a million tokens for it', () => {
    const s = figures(file).serving;
    // output 25 % of 5e6 = 1.25e6 a day; ÷ 86,400 × 2 = 28.935 tokens/s at the peak → 1 card
    expect(s.outputTokensPerDay).toBe(1_250_000);
    expect(s.peakOutputTokensPerSecond).toBeCloseTo(28.93519, 5);
    expect(s.cardsAtPeak).toBe(1);
    // FP8: 32.5 GB of weights; a BF16 cache by default: 2 × 64 × 8 × 128 × 2 = 262,144 B a token × 8192 × 16 = 34.36 GB
    expect(s.weightsGB).toBeCloseTo(32.5, 9);
    expect(s.kvBytesPerToken).toBe(262_144);
    expect(s.kvGB).toBeCloseTo(34.359738368, 9);
    // one card leaves 72 − 32.5 = 39.5 GB: the KV fits, one copy of one card
    expect(s).toMatchObject({ cardsPerReplica: 1, replicas: 1, cards: 1, fitsAtPeak: true, currency: 'CNY' });
    // the H800's 3.35 TB/s from the catalog: 16 × 3.35e12 ÷ (32.5e9 + 16 × 262,144 × 4,096) = 1,078.91 tokens/s,
    // under MLPerf v5.1's 3,818.8; each sequence 67.43, one alone 3.35e12 ÷ 32.5e9 = 103.08
    expect(s.memoryBandwidthTBps).toBe(3.35);
    expect(s.decodeTokensPerSecondPerReplica).toBeCloseTo(1078.908, 3);
    expect(s.maxTokensPerSecondPerSequence).toBeCloseTo(103.077, 3);
    // prefill 2 × 32.5e9 ÷ (989e12 × 0.40) = 1.6431e-4 card-seconds an input token; a day
    // 1.25e6 ÷ 1,078.91 + 3.75e6 × 1.6431e-4 = 1,774.7 s = 0.49298 busy card-hours
    expect(s.busyCardHoursPerDay).toBeCloseTo(0.49298, 5);
    // carries 1 ÷ (1 ÷ 1,078.908 + 3 × 1.64307e-4) = 704.332 output tokens/s × 86,400 ÷ 2 ÷ 0.25 = 121.7085 M tokens a day
    expect(s.capacityTokensPerDay).toBeCloseTo(121_708_536, 0);
    // held 1 × 24 × 25 = 600 CNY a day ÷ 5 M tokens = 120 a million; busy 0.49298 × 25 = 12.3245, 2.4649
    expect(s.costPerDay).toEqual({ held: 600, busy: expect.closeTo(12.3245, 4) });
    expect(s.costPerMillionTokens).toEqual({ held: 120, busy: expect.closeTo(2.46491, 5) });
  });

  it('finds the API cheaper than the card held all day at any volume the card carries', () => {
    const a = figures(file).api;
    // 0.75 × 0.8 + 0.25 × 2 = 1.1 CNY a million tokens; × 5 = 5.5 CNY a day
    expect(a.pricePerMillionTokens).toBeCloseTo(1.1, 12);
    expect(a.costPerDay).toBeCloseTo(5.5, 12);
    // held: 600 ÷ 1.1e-6 = 545.5 M tokens a day, above the 121.7 M the card carries: none
    expect(a.breakEvenTokensPerDay.held).toBeNull();
    // busy only: 2.46 > 1.1 CNY a million once prompts cost prefill time: the API stays cheaper
    expect(a.breakEvenTokensPerDay.busy).toBeNull();
    expect(a.reasons).toEqual({ held: 'beyond-deployment', busy: 'api-never-dearer' });
  });

  it('says so with --summary', () => {
    const run = calc(['--summary', 'job', file]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'Per million tokens: 120.00 CNY with the cards held all day, 2.46 CNY busy hours only',
    );
    expect(run.stdout).toContain('16 sequences in flight (serving.concurrentSequences), 67.4 tokens/s each');
    expect(run.stdout).toContain('1.100 CNY per million tokens, 5.50 CNY a day');
    expect(run.stdout).toContain('at no volume up to the 121.71 M tokens a day its cards carry');
  });
});

describe('gpu-tco job: what it refuses', () => {
  it('names each bad field on a line of its own and exits 2', () => {
    const run = calc([
      'job',
      tempSpec({
        kind: 'training',
        model: { totalParamsB: 8 },
        gpu: { peakTflops: 165, memoryGB: 24, colour: 'red' },
        training: { tokens: 1e9, method: 'lora', mfuPct: 0 },
      }),
    ]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n').filter(Boolean).sort()).toEqual([
      'gpu.colour: is not a field of a job spec',
      'training.mfuPct: must be a number from 1 to 100 (%)',
    ]);
  });

  it('asks for the adapters’ share of a LoRA run once the schema passes', () => {
    const run = calc([
      'job',
      tempSpec({
        kind: 'training',
        model: { totalParamsB: 8 },
        gpu: { peakTflops: 165, memoryGB: 24 },
        training: { tokens: 1e9, method: 'lora' },
      }),
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('training.adapterSharePct: is required for lora\n');
  });

  it('refuses a copy of the model its cards cannot hold at that field, with exit 2, not an internal error', () => {
    // 70 B parameters in BF16 are 140 GB of weights: one 80 GB card (72 GB usable) cannot hold a copy
    const example = JSON.parse(readFileSync(join(ROOT, 'examples/jobs/serve-32b-vs-api.json'), 'utf8'));
    const spec = {
      ...example,
      model: { id: 'llama-3.1-70b' },
      precisionBytes: 2,
      serving: { ...example.serving, cardsPerReplica: 1 },
      sources: {},
    };
    const run = calc(['job', tempSpec(spec)]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'serving.cardsPerReplica: must be a whole number of cards with room beside the 140000000000 bytes of weights, got 1\n',
    );
    // inside a scenario the same job is named at the scenario's path
    const { cardHourCost: _, ...job } = spec;
    const file = tempSpec({ ...scenario(), version: 4, job });
    const inScenario = calc([file]);
    expect(inScenario.status).toBe(2);
    expect(inScenario.stderr).toMatch(/^job\.serving\.cardsPerReplica: must be a whole number of cards with room/m);
  });

  it('refuses a model id the catalog does not have, and a file that is not JSON', () => {
    const unknown = calc(['job', tempSpec({ kind: 'training', model: { id: 'gpt-9' } })]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^model\.id: "gpt-9" is not in the LLM catalog/);
    const notJson = calc(['job', '-'], '{ kind');
    expect(notJson.status).toBe(2);
    expect(notJson.stderr).toMatch(/^standard input: not JSON/);
  });

  it('prints the spec’s own text on one line each, without control or reordering characters', () => {
    const file = tempSpec({
      kind: 'training',
      title: 'lab run\n\u001b[2J',
      model: { totalParamsB: 8 },
      gpu: { id: 'card\u202e', peakTflops: 165, memoryGB: 24 },
      training: { tokens: 1e9, method: 'full' },
    });
    const run = calc(['job', file, '--summary']);
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe('lab run [2J');
    expect(run.stdout).toContain('full run of 8.00B model on card:');
  });

  it('wants exactly one file and lists job in its help', () => {
    const none = calc(['job']);
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/^gpu-tco job: no job file given\n/);
    const help = calc(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('gpu-tco job FILE [--against SCENARIO] [--summary]');
    expect(help.stdout).toContain('docs/method/jobs.md, "The job spec"');
  });
});

describe('gpu-tco job --against: how many such runs a year make owning the cards cheaper', () => {
  // a 1B model on 240 B tokens at 50 % of a 1,000 TFLOPS card: 6 × 1e9 × 2.4e11 ÷ (1e15 × 0.5 × 3,600)
  // = 800 GPU-hours, no overhead; the 16 GB of state fits one card, and the instance has 8: 100 h
  const job = tempSpec({
    kind: 'training',
    model: { totalParamsB: 1 },
    gpu: { peakTflops: 1_000, memoryGB: 80, cardsPerInstance: 8 },
    training: { tokens: 240_000_000_000, method: 'full', mfuPct: 50, overheadPct: 0 },
  });
  // one 8-card server at 200,000 written off in a year, over 12 months, nothing else to pay; renting
  // at 10 a card-hour: a run rents for 8 × 100 × 10 = 8,000, so owning wins from 200,000 ÷ 8,000 = 25
  const owning = tempSpec(
    scenario({
      own: { serverPrice: 200_000, gpusPerServer: 8, depreciation: { years: 1 } },
      rent: { pricePerGpuHour: 10 },
    }),
  );

  it('finds 25 runs a year, of at most 87 back to back (8,760 ÷ 100 h)', () => {
    const run = calc(['job', job, '--against', owning]);
    expect(run.stderr).toBe('');
    const printed = JSON.parse(run.stdout) as {
      training: { cardsUsed: number; wallClockHours: number };
      runsToOwn: Record<string, unknown>;
    };
    expect(printed.training.cardsUsed).toBe(8);
    expect(printed.training.wallClockHours).toBeCloseTo(100, 9);
    expect(printed.runsToOwn).toMatchObject({
      runsPerYear: 25,
      maxRunsPerYear: 87,
      view: 'amortized',
      currency: 'CNY',
    });
  });

  it('says it in one more line with --summary', () => {
    const run = calc(['job', job, '--against', owning, '--summary']);
    expect(run.stdout.trim().split('\n').at(-1)).toBe(
      'Owning the 8 cards costs no more than renting from 25 runs a year (at most 87; owning 200,000 CNY, renting 200,000 CNY over the horizon)',
    );
    expect(calc(['job', job, '--against']).status).toBe(2);
  });
});

describe('gpu-tco job --against, a run too short to matter', () => {
  it('ends, and says how many runs a year make owning cheaper, for a run of a millionth of a token', () => {
    // 6 × 1e9 × 1e-6 ÷ (1e15 × 0.5 × 3,600) = 3.3e-15 GPU-hours, 4.2e-16 h on the 8 cards of one
    // instance: about 2e19 would fit in a year, but a year holds at most 8,760 runs (training.runsPerYear)
    const tiny = tempSpec({
      kind: 'training',
      model: { totalParamsB: 1 },
      gpu: { peakTflops: 1_000, memoryGB: 80, cardsPerInstance: 8 },
      training: { tokens: 0.000001, method: 'full', mfuPct: 50, overheadPct: 0 },
    });
    const owning = tempSpec(
      scenario({ own: { serverPrice: 200_000, gpusPerServer: 8 }, rent: { pricePerGpuHour: 10 } }),
    );
    const run = spawnSync(process.execPath, [BIN, 'job', tiny, '--against', owning], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.error).toBeUndefined();
    expect(run.status).toBe(0);
    const printed = JSON.parse(run.stdout) as {
      runsToOwn: { maxRunsPerYear: number; runsPerYear: number | null; at: { own: number; rent: number } };
    };
    expect(printed.runsToOwn.maxRunsPerYear).toBe(8_760);
    // each run its own session, billed a whole hour on 8 cards at 10: 80 a run; owning 200,000 written
    // off over 3 years, 66,666.67 in the 12 months; 66,666.67 ÷ 80 = 833.3, so from 834 runs (66,720)
    expect(printed.runsToOwn.runsPerYear).toBe(834);
    expect(printed.runsToOwn.at.own).toBeCloseTo(66_666.6667, 3);
    expect(printed.runsToOwn.at.rent).toBeCloseTo(66_720, 6);
  });
});

describe('gpu-tco job --against, serving: owning, renting and the API a day for the same traffic', () => {
  // the example's one card held all day: owned on a one-card server at 18,250 written off in a year
  // over 12 months, nothing else to pay, 18,250 ÷ 365 = 50 a day; rented at 2.5 a card-hour, 60 a day
  const held = tempSpec(
    scenario({ own: { serverPrice: 18_250, depreciation: { years: 1 } }, rent: { pricePerGpuHour: 2.5 } }),
  );
  const file = 'examples/jobs/serve-32b-vs-api.json';

  // the example's API at today's 1.1 a million tokens, 5.50 a day, falls by the default 50 % a year:
  // over the 12 months its price averages Σ 0.5^((m − 1) ÷ 12) ÷ 12 = 0.742381 of today's, 4.08 a day
  const FALL = 0.7423814060460737;

  it('finds the API cheapest at 4.08 a day over the horizon, and owning cheaper than it from 61.2 M tokens a day', () => {
    const run = calc(['job', file, '--against', held]);
    expect(run.stderr).toBe('');
    const printed = JSON.parse(run.stdout) as {
      api: { pricePerMillionTokens: number };
      threeWays: Record<string, never>;
    };
    const ways = printed.threeWays as unknown as {
      perDay: { own: number; rent: number; api: number };
      cheapest: string;
      breakEvenTokensPerDay: { own: number; rent: number };
    };
    expect(ways.perDay.own).toBeCloseTo(50, 9);
    expect(ways.perDay.rent).toBeCloseTo(60, 9);
    expect(ways.perDay.api).toBeCloseTo(5.5 * FALL, 9);
    expect(ways.cheapest).toBe('api');
    // owning's 50 a day from 50 ÷ (1.1e-6 × 0.742381) = 61.23 M tokens, renting's 60 from 73.47 M,
    // both within the 121.7 M the card carries
    expect(printed.api.pricePerMillionTokens).toBeCloseTo(1.1, 9);
    expect(ways.breakEvenTokensPerDay.own).toBeCloseTo(50 / (1.1e-6 * FALL), 1);
    expect(ways.breakEvenTokensPerDay.rent).toBeCloseTo(60 / (1.1e-6 * FALL), 1);
  });

  it('says it in three more lines with --summary, the API’s yearly change among them', () => {
    const lines = calc(['job', file, '--against', held, '--summary']).stdout.trim().split('\n');
    expect(lines.slice(-3)).toEqual([
      'A day, the cards held all day: owning 50.00 CNY, renting 60.00 CNY, the API 4.08 CNY: the API costs least',
      "The API's prices change -50.0 % a year: over the horizon they average 0.742 × today's (5.50 CNY a day today)",
      'Against the API: owning costs less from 61.23 M tokens a day, renting from 73.47 M tokens a day',
    ]);
  });
});

describe('gpu-tco job --against: the training faults an independent check found', () => {
  const lab = tempSpec({
    kind: 'training',
    model: { totalParamsB: 8 },
    gpu: { peakTflops: 989, memoryGB: 80 },
    training: { tokens: 0, method: 'full' },
  });
  const against = (() => {
    const path = join(mkdtempSync(join(tmpdir(), 'gpu-tco-job-')), 'scenario.json');
    writeFileSync(
      path,
      JSON.stringify(scenario({ own: { serverPrice: 5000, gpusPerServer: 1 }, rent: { pricePerGpuHour: 2 } })),
    );
    return path;
  })();

  it('answers a run of no tokens with a line, not an internal error', () => {
    const run = calc(['job', lab, '--against', against, '--summary']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/a run of no tokens takes no time, so no count a year weighs owning against renting/);
  });

  it('says when the cluster’s most cards cannot meet the deadline', () => {
    const rushed = tempSpec({
      kind: 'training',
      model: { id: 'llama-3.1-405b' },
      gpu: { peakTflops: 989, memoryGB: 80 },
      training: { tokens: 15.6e12, method: 'full', deadlineHours: 0.01, maxCards: 16_384 },
    });
    const json = figures(rushed);
    expect(json.training).toMatchObject({ cardsUsed: 16_384, meetsDeadline: false });
    const run = calc(['job', rushed, '--summary']);
    expect(run.stdout).toMatch(/past the deadline: it cannot be met on at most 16,384 cards/);
  });

  it('refuses a state past the cluster’s most at training.maxCards, exit 2', () => {
    const small = tempSpec({
      kind: 'training',
      model: { id: 'llama-3.1-405b' },
      gpu: { peakTflops: 989, memoryGB: 80 },
      training: { tokens: 1e9, method: 'full', maxCards: 8 },
    });
    const run = calc(['job', small]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^training\.maxCards: the training state needs \d+ cards to hold it, more than the 8 allowed\n$/,
    );
  });
});
