// Scenarios of format version 4 on the built command line: the three examples that hold the job their
// workload was sized from (examples/v4-*.json) read strictly with that workload, `gpu-tco job FILE`
// prices each job with the scenario's own sides (the figures docs/method/jobs.md states, worked by
// hand below), `--summary` says what the workload was sized from, and a job is filled from the LLM
// catalog by its ids before the one parser checks it.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCENARIO_VERSION, type Scenario } from '../../src/engine/index.ts';
import { jobWorkload } from '../../src/engine/job/index.ts';
import { parseScenario } from '../../src/engine/reading.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'dist-cli/gpu-tco.mjs');

function calc(args: string[], input = ''): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input, encoding: 'utf8' });
}

const LAB = 'examples/v4-lab-lora-4090.json';
const H100 = 'examples/v4-full-70b-h100-deadline.json';
const SERVE = 'examples/v4-serve-32b-vs-api.json';

const fileOf = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>;

/** The fields of the command line's JSON these tests read: a scenario's result, or a job's figures. */
interface Printed {
  job: Record<string, unknown>;
  own: { amortizedTotal: number; breakdown: Record<string, number> };
  rent: { total: number };
  serving: { weightsGB: number };
  runsToOwn: {
    runsPerYear: number | null;
    maxRunsPerYear: number;
    currency: string;
    at: { own: number; rent: number };
  };
  threeWays: {
    currency: string;
    perDay: { own: number; rent: number; api: number | null };
    cheapest: string;
    breakEvenTokensPerDay: { own: number | null; rent: number | null };
    reasons: Record<string, string>;
  };
}

function json(args: string[], input = ''): Printed {
  const run = calc(args, input);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as Printed;
}

describe.each([LAB, H100, SERVE])('%s', (path) => {
  it('reads strictly, and its workload is the one its job fills', () => {
    const parsed = parseScenario(fileOf(path), 'strict');
    expect(parsed.problems).toEqual([]);
    const scenario = parsed.scenario as Scenario;
    expect(scenario.version).toBe(SCENARIO_VERSION);
    const fill = scenario.job ? jobWorkload(scenario.job) : null;
    if (!fill?.ok) throw new Error(`${path}: its job fills no workload`);
    // the job fills the four figures it sizes; how the workload changes over time is the scenario's own
    const { gpus, hoursPerDay, daysPerYear, sessionsPerDay } = scenario.workload;
    expect({ gpus, hoursPerDay, daysPerYear, sessionsPerDay }).toEqual(fill.workload);
  });
});

describe('the lab’s LoRA fine-tune, a run a month on one RTX 4090 (CNY)', () => {
  it('fills 1 card, 24 hours a day, 12 × 231.23 ÷ 24 = 115.62 days a year, and says so in --summary', () => {
    const run = calc([LAB, '--summary']);
    expect(run.status).toBe(0);
    // (4 × 8e9 + 8 × 32 × 4,096 × 8,192) × 1e9 = 4.059e19 FLOPs ÷ (165e12 × 0.328356 (the LoRA regime's
    // MFU) × 3600) = 208.11 GPU-hours × (1 + 1 ÷ 0.9 − 1) = 231.23 h on the one card
    expect(run.stdout).toContain(
      'Workload sized from the job: lora run of llama-3.1-8b on rtx-4090, 1.00 bn tokens, 12 runs a year of 231.2 h back to back: 1 card, 24 hours a day, 115.62 days a year.',
    );
  });

  it('takes the workload the page writes, 115.6 days to a tenth, as the job’s, and 115.7 as changed by hand', () => {
    const lab = fileOf(LAB);
    const at = (days: number) =>
      JSON.stringify({ ...lab, workload: { ...(lab.workload as object), daysPerYear: days } });
    expect(json(['-'], at(115.6)).job).toMatchObject({ workloadFromJob: true });
    expect(json(['-'], at(115.7)).job).toMatchObject({ workloadFromJob: false });
  });

  it('rents for 15,649.67 CNY over 3 years against 29,971.60 owned', () => {
    const r = json([LAB]);
    // the JSON says what the workload was sized from: 1 × 24 × 115.6152 = 2,774.7643 busy card-hours a year
    expect(r.job).toEqual({
      kind: 'training',
      model: 'llama-3.1-8b',
      workload: { gpus: 1, hoursPerDay: 24, daysPerYear: expect.closeTo(115.6152, 4), sessionsPerDay: 1 },
      cardHoursPerYear: expect.closeTo(2_774.7643, 4),
      workloadFromJob: true,
      // a run's energy at the owned side's (450 + 150) W a card and PUE 1.58: 231.2304 × 600 × 1.58 ÷ 1,000
      // = 219.21 kWh; × 0.5306 kg a kWh (China's 2023 average, the yuan scenario's market) = 116.31 kg
      energy: expect.objectContaining({
        training: { kWh: expect.closeTo(219.2064, 4), kgCo2e: expect.closeTo(116.3109, 4) },
      }),
    });
    // 2,774.7643 card-hours a year (12 × 231.2304) × 1.88 = 5,216.56 a year, × 3 = 15,649.67
    expect(r.rent.total).toBeCloseTo(15_649.6705, 3);
    // 25,000 written off, + (450 + 150) W × 231.2304 busy hours a month (off between runs) × 1.58 × 0.63
    // = 138.10 a month × 36 = 4,971.60
    expect(r.own.breakdown.power).toBeCloseTo(4_971.6006, 3);
    expect(r.own.amortizedTotal).toBeCloseTo(29_971.6006, 3);
  });

  it('makes owning the card cheaper from 29 runs a year, of at most 37', () => {
    const { runsToOwn } = json(['job', LAB]);
    // rent a run 231.2304 × 1.88 = 434.71; owning 25,000 + power (0.6 kW × 1.58 × 0.63 = 0.59724 a busy
    // hour). 29 runs: owning 25,000 + 29 × 231.2304 × 0.59724 × 3 = 37,014.70, renting 29 × 434.71 × 3 =
    // 37,820.04; 28 runs: owning 36,600.40 > renting 36,515.90. 8,760 ÷ 231.23 = 37.9 runs at most
    expect(runsToOwn).toMatchObject({ runsPerYear: 29, maxRunsPerYear: 37, currency: 'CNY' });
    expect(runsToOwn.at.own).toBeCloseTo(37_014.7015, 3);
    expect(runsToOwn.at.rent).toBeCloseTo(37_820.037, 3);
  });
});

describe('the 70B full fine-tune on 8-card H100 instances, 4 runs a year (USD)', () => {
  it('fills 32 cards, 24 hours a day, 4 × 254.40 ÷ 24 = 42.40 days a year', () => {
    const run = calc(['--summary', H100]);
    // (6 × 70e9 + 12 × 80 × 8,192 × 8,192) × 20e9 = 9.688e21 ÷ (989e12 × 0.3714 (fine-tuning) × 3600) =
    // 7,326.82 GPU-hours × (1 + 1 ÷ 0.9 − 1) = 8,140.91; 21 cards hold it, 25 meet 336 h, 4 instances of
    // 8 = 32 cards, 254.40 h a run
    expect(run.stdout).toContain(
      'Workload sized from the job: full run of llama-3.1-70b on h100-sxm, 20.00 bn tokens, 4 runs a year of 254.4 h back to back: 32 cards, 24 hours a day, 42.4 days a year.',
    );
  });

  it('rents for 389,786.73 USD over 3 years against 1,505,178.70 owned', () => {
    const r = json([H100]);
    // 32 × 1,017.61 h × 3.99 = 129,928.91 a year, × 3
    expect(r.rent.total).toBeCloseTo(389_786.7251, 3);
    // 4 servers 1,254,000 + colocation 5,595.424 × 36 = 201,435.26 + power: busy 22.4 kW × 84.80 h, idle
    // 3.2 kW × 645.20 h, base 8 kW × 730 h = 9,804.18 kWh × 1.58 × 0.0892 = 1,381.76 a month × 36 = 49,743.44
    // a file written before version 7: no lead time, every card up, no cluster around the servers
    expect(r.own.breakdown).toEqual({
      depreciation: 1_254_000,
      cluster: 0,
      ops: expect.closeTo(201_435.264, 6),
      power: expect.closeTo(49_743.438, 3),
      leadTime: 0,
      downtime: 0,
    });
  });

  it('makes owning the cards cheaper from 16 runs a year, of at most 34', () => {
    const { runsToOwn } = json(['job', H100]);
    // a run rents for 32 × 254.4034 × 3.99 = 32,482.23; 16 runs × 3 years = 1,559,146.90. Owning at 16
    // runs: 1,455,435.26 + power (busy 339.20 h a month) 74,526.14 = 1,529,961.40. At 15 runs renting
    // 1,461,700.22 < owning 1,527,896.18. 8,760 ÷ 254.40 = 34.4
    expect(runsToOwn).toMatchObject({ runsPerYear: 16, maxRunsPerYear: 34, currency: 'USD' });
    expect(runsToOwn.at.own).toBeCloseTo(1_529_961.4006, 3);
    expect(runsToOwn.at.rent).toBeCloseTo(1_559_146.9004, 3);
  });
});

describe('the start-up serving Qwen2.5 32B to 5 M tokens a day against qwen-plus (CNY)', () => {
  it('holds the one card all day, every day, and names the busy-hours floor beside it', () => {
    const run = calc([SERVE, '--summary']);
    // busy 1.25e6 output tokens ÷ 1,078.91 (16 sequences under the H800's 3.35 TB/s) + 3.75e6 input
    // tokens × 1.6431e-4 s of prefill = 1,774.7 s = 0.49 card-hours a day
    expect(run.stdout).toContain(
      'Workload sized from the job: serving qwen2.5-32b on h800 to 5.00 M tokens a day, the deployment held all day (busy 0.49 card-hours a day: the floor with perfect autoscaling): 1 card, 24 hours a day, 365 days a year.',
    );
  });

  it('costs 396.14 a day owned, 600 rented and 5.50 through the API', () => {
    const { threeWays } = json(['job', SERVE]);
    // owning: 405,000 + (700 + 400) W × 730 h × 1.58 × 0.63 = 799.31 a month × 36 = 433,775.02, ÷ 1,095
    // days = 396.14; renting 25 × 24 = 600; the API 5e6 × (0.75 × 0.8 + 0.25 × 2) ÷ 1e6 = 5.50
    expect(threeWays.perDay).toEqual({ own: expect.closeTo(396.1416, 4), rent: 600, api: 5.5 });
    expect(threeWays.cheapest).toBe('api');
    // owning would beat the API from 396.14 ÷ 1.1e-6 = 360.13 M tokens a day and renting from 545.45 M,
    // both beyond the 121.71 M the card carries at 16 sequences in flight with their prompts' prefill
    expect(threeWays.breakEvenTokensPerDay.own).toBeNull();
    expect(threeWays.breakEvenTokensPerDay.rent).toBeNull();
    expect(threeWays.reasons).toEqual({ 'breakEven.own': 'beyond-deployment', 'breakEven.rent': 'beyond-deployment' });
  });

  it('says it in lines that leave out the job’s own card-hour cost, which a scenario never holds', () => {
    const run = calc(['job', SERVE, '--summary']);
    expect(run.stdout).toContain(
      'A day, the cards held all day: owning 396.14 CNY, renting 600.00 CNY, the API 5.50 CNY: the API costs least',
    );
    expect(run.stdout).not.toContain('no card-hour cost');
  });
});

describe('gpu-tco job with a scenario', () => {
  const serve = fileOf(SERVE) as { job: Record<string, unknown> };

  it('fills a model and an API named by catalog id before the check', () => {
    const named = {
      ...serve,
      job: { ...serve.job, model: { id: 'qwen2.5-32b' }, api: { provider: 'alibaba', model: 'qwen-plus' } },
    };
    const { threeWays, serving } = json(['job', '-'], JSON.stringify(named));
    // the catalog's qwen2.5-32b: 32.5 B, 64 layers × 8 KV heads × 128
    expect(serving.weightsGB).toBeCloseTo(32.5, 9);
    expect(threeWays.perDay.api).toBeCloseTo(5.5, 9);
    expect(calc(['-'], JSON.stringify(named)).status).toBe(0);
  });

  it('refuses a model id the catalog does not know when the job gives no sizes', () => {
    const unknown = { ...serve, job: { ...serve.job, model: { id: 'no-such-model' } } };
    const run = calc(['job', '-'], JSON.stringify(unknown));
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      'job.model.id: "no-such-model" is not in the LLM catalog (src/data/llm.json): give the model\'s sizes instead\n',
    );
  });

  it('refuses a job with a card-hour cost, at its path', () => {
    const priced = { ...serve, job: { ...serve.job, cardHourCost: { amount: 25, currency: 'CNY' } } };
    const run = calc(['job', '-'], JSON.stringify(priced));
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      "job.cardHourCost: not allowed in a scenario: the scenario's owning and renting sides (own, rent) price the job's cards\n",
    );
    expect(calc(['-'], JSON.stringify(priced)).stderr).toBe(run.stderr);
  });

  it('refuses a scenario without a job', () => {
    const run = calc(['job', 'examples/v3-provider-screening.json']);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      'examples/v3-provider-screening.json: a scenario without a job section: give a job spec, or a scenario with "job" (format version 4)\n',
    );
  });

  it('prices the job with another scenario when --against names one', () => {
    const usd = calc(['job', SERVE, '--against', H100]);
    expect(usd.status).toBe(0);
    // the API's CNY prices are left out against a USD scenario: no rate is assumed
    expect(JSON.parse(usd.stdout).threeWays).toMatchObject({ currency: 'USD', reasons: { api: 'currencies-differ' } });
  });

  it('says in --summary that the workload was changed by hand since the job filled it', () => {
    const edited = { ...serve, workload: { gpus: 2, hoursPerDay: 8, daysPerYear: 250 } };
    const run = calc(['--summary', '-'], JSON.stringify(edited));
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      ': 1 card, 24 hours a day, 365 days a year; changed since by hand to 2 cards, 8 hours a day, 250 days a year.',
    );
    expect(json(['-'], JSON.stringify(edited)).job).toMatchObject({ kind: 'serving', workloadFromJob: false });
  });
});
