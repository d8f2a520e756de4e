// Energy and carbon on the built command line: `gpu-tco job` prints the job's kWh and kg CO₂e in its
// JSON and its --summary lines, `gpu-tco FILE` in the job's part of a scenario's JSON, both from the
// same inputs (the job's energy group, else the scenario's own power, else the card's board power), and
// a grid that is not in src/data/energy.json is refused at its field. docs/method/jobs.md, "Energy and
// carbon". The job's own GPU-hours and busy card-hours come from the sizing, worked in cli-job.test.ts;
// the energy is worked from them below.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'dist-cli/gpu-tco.mjs');
const LAB_JOB = 'examples/jobs/lab-lora-8b-4090.json';
const SERVE = 'examples/v4-serve-32b-vs-api.json';

function calc(args: string[], input = ''): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input, encoding: 'utf8' });
}

interface Energy {
  gpuWatts: number | null;
  gpuWattsFrom: string | null;
  serverShareWatts: number;
  idleWatts: number | null;
  pue: number;
  pueFrom: string;
  kgCo2ePerKWh: number | null;
  grid: { id: string; source: string; doubt: string[] } | null;
  training: { kWh: number; kgCo2e: number | null } | null;
  serving: Record<'busy' | 'held', Record<string, number | null>> | null;
  reasons: Record<string, string>;
}

interface Printed {
  training: { gpuHoursWithOverhead: number };
  serving: { busyCardHoursPerDay: number; cards: number; outputTokensPerDay: number };
  energy: Energy;
  job: { energy: Energy };
}

function json(args: string[], input = ''): Printed {
  const run = calc(args, input);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as Printed;
}

const fileOf = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>;
const withEnergy = (path: string, energy: object) => JSON.stringify({ ...fileOf(path), energy });

describe('gpu-tco job: a training run’s energy', () => {
  it('counts the LoRA run on one RTX 4090 at its 450 W board power and the default PUE, with no grid no carbon', () => {
    const f = json(['job', LAB_JOB]);
    // 231.23 GPU-hours × 450 W × 1.58 ÷ 1,000 = 164.40 kWh
    expect(f.energy).toMatchObject({ gpuWatts: 450, gpuWattsFrom: 'card-tdp', pue: 1.58, pueFrom: 'default' });
    expect(f.energy.training?.kWh).toBeCloseTo((f.training.gpuHoursWithOverhead * 450 * 1.58) / 1000, 9);
    expect(f.energy.training?.kgCo2e).toBeNull();
    expect(f.energy.reasons).toEqual({ kgCo2ePerKWh: 'no-grid' });
  });

  it('prices its carbon at the grid it names: East China’s 0.55 kg a kWh', () => {
    const f = json(['job', '-'], withEnergy(LAB_JOB, { grid: 'cn-east-2023' }));
    const kWh = (f.training.gpuHoursWithOverhead * 450 * 1.58) / 1000;
    // 164.40 kWh × 0.55 = 90.42 kg CO₂e
    expect(f.energy.training?.kgCo2e).toBeCloseTo(kWh * 0.55, 9);
    expect(f.energy.grid?.doubt).toEqual(['SECONDARY']);
  });

  it('says it in two lines with --summary, naming TDP as an upper bound to measure', () => {
    const run = calc(['job', '-', '--summary'], withEnergy(LAB_JOB, { grid: 'us-eia-2023', pue: 1.2 }));
    expect(run.status).toBe(0);
    const f = json(['job', '-'], withEnergy(LAB_JOB, { grid: 'us-eia-2023', pue: 1.2 }));
    const kWh = f.energy.training?.kWh ?? 0;
    expect(run.stdout).toContain(
      `Energy: ${kWh.toLocaleString('en-US', { maximumFractionDigits: 1 })} kWh for the run, at 450 W a card (the board power (TDP) of rtx-4090 in data/gpus.csv, an upper bound of its draw: measure yours), PUE 1.2`,
    );
    expect(run.stdout).toContain('kg CO₂e at 0.3674 kg CO₂e a kWh (us-eia-2023, United States');
  });

  it('refuses a grid it does not have at energy.grid, exit 2', () => {
    const run = calc(['job', '-'], withEnergy(LAB_JOB, { grid: 'mars-2023' }));
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^energy\.grid: "mars-2023" is not a grid of src\/data\/energy\.json: one of /);
  });

  it('gives no energy for a card it does not know, and says what to give', () => {
    const spec = { ...fileOf(LAB_JOB), gpu: { id: 'my-card', peakTflops: 165, memoryGB: 24 } };
    const dir = mkdtempSync(join(tmpdir(), 'gpu-tco-energy-'));
    writeFileSync(join(dir, 'job.json'), JSON.stringify(spec));
    expect(json(['job', join(dir, 'job.json')]).energy).toMatchObject({
      training: null,
      reasons: { gpuWatts: 'no-gpu-watts' },
    });
    expect(calc(['job', join(dir, 'job.json'), '--summary']).stdout).toContain(
      "Energy: no figure without the card's draw: give energy.gpuWatts",
    );
  });
});

describe('a scenario’s serving job: the scenario’s own power, and one answer in both commands', () => {
  it('counts the H800 at 700 W plus its server’s 400 W, idle at 100 W between busy hours, on China’s grid', () => {
    const f = json(['job', SERVE]);
    const { busyCardHoursPerDay: busy, cards, outputTokensPerDay: output } = f.serving;
    // busy: (1.25e6 ÷ 1,078.91 tokens/s + 3.75e6 × 1.6431e-4 s of prefill) ÷ 3600 = 0.49298 card-hours
    // × (700 + 400) W × 1.58 ÷ 1,000 = 0.8568 kWh a day
    expect(busy).toBeCloseTo(0.49298, 5);
    const busyKWh = (busy * 1100 * 1.58) / 1000;
    // held: (0.49298 × 1,100 + (24 − 0.49298) × (100 + 400)) × 1.58 ÷ 1,000 = 19.427 kWh a day
    const heldKWh = ((busy * 1100 + (cards * 24 - busy) * 500) * 1.58) / 1000;
    expect(heldKWh).toBeCloseTo(19.427, 3);
    expect(f.energy).toMatchObject({ gpuWattsFrom: 'scenario', serverShareWatts: 400, idleWatts: 100 });
    expect(f.energy.serving?.busy.kWhPerDay).toBeCloseTo(busyKWh, 9);
    expect(f.energy.serving?.held.kWhPerDay).toBeCloseTo(heldKWh, 9);
    // 19.427 kWh × 3.6 MJ ÷ 1.25 M output tokens = 55.95 J a token; ÷ 5 M tokens = 3.885 kWh a million
    expect(f.energy.serving?.held.joulesPerOutputToken).toBeCloseTo((heldKWh * 3.6e6) / output, 9);
    expect(f.energy.serving?.held.kWhPerMillionTokens).toBeCloseTo(heldKWh / 5, 9);
    // a yuan scenario with no market of its own: China's 2023 national average, 0.5306 kg a kWh
    expect(f.energy.grid?.id).toBe('cn-national-2023');
    expect(f.energy.serving?.held.kgCo2ePerDay).toBeCloseTo(heldKWh * 0.5306, 9);
  });

  it('gives gpu-tco FILE’s job part the same energy as gpu-tco job', () => {
    expect(json([SERVE]).job.energy).toEqual(json(['job', SERVE]).energy);
  });

  it('refuses a scenario whose job names a grid it does not have at job.energy.grid, exit 2', () => {
    const scenario = fileOf(SERVE);
    const input = JSON.stringify({ ...scenario, job: { ...(scenario.job as object), energy: { grid: 'xx' } } });
    for (const args of [['-'], ['job', '-']]) {
      const run = calc(args, input);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/^job\.energy\.grid: "xx" is not a grid of src\/data\/energy\.json/);
    }
  });
});
