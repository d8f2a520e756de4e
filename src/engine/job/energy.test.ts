import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import energyData from '../../data/energy.json';
import llm from '../../data/llm.json';
import { DEFAULT_SCENARIO } from '../scenario/defaults.ts';
import type { JobSpec } from '../scenario/jobSpec.ts';
import { DEFAULT_PUE, type EnergyScenario, energyOf, gridProblem } from './energy.ts';
import { jobFigures } from './figures.ts';
import { readJobSpec } from './readSpec.ts';

const RUNS = { numRuns: Number(process.env.FC_NUM_RUNS ?? 200) };

const H100 = { id: 'h100-sxm', peakTflops: 989, memoryGB: 80 };
const TRAINING = {
  kind: 'training',
  model: { totalParamsB: 8 },
  gpu: H100,
  training: { tokens: 2e9, method: 'full', mfuPct: 40, overheadPct: 0 },
};
const SERVING = {
  kind: 'serving',
  model: { totalParamsB: 8, kvBytesPerToken: 131_072 },
  gpu: H100,
  serving: {
    tokensPerDay: 4e6,
    inputSharePct: 75,
    peakFactor: 1,
    outputTokensPerSecondPerCard: 1000,
    contextTokens: 4096,
    concurrentSequences: 8,
  },
};

function spec(input: unknown): JobSpec {
  const read = readJobSpec(input, llm.models);
  if (!read.ok) throw new Error(read.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return read.spec;
}

const problems = (input: unknown) => {
  const read = readJobSpec(input, llm.models);
  return read.ok ? [] : read.problems.map((p) => `${p.path}: ${p.message}`);
};

/** A scenario's owned side: 700 W working, 100 W idle, a 400 W server base shared by 4 cards, PUE 1.3. */
const SIDE: EnergyScenario = {
  currency: 'CNY',
  market: null,
  own: { gpusPerServer: 4, power: { gpuWatts: 700, idleGpuWatts: 100, serverBaseWatts: 400, pue: 1.3 } },
};

const training = (gpuHoursWithOverhead: number) => ({ training: { gpuHoursWithOverhead }, serving: null });
const serving = (busyCardHoursPerDay: number, cards: number, outputTokensPerDay: number) => ({
  training: null,
  serving: { busyCardHoursPerDay, cards, outputTokensPerDay },
});

describe('a training run’s energy and carbon', () => {
  it('counts 1,000 GPU-hours on H100s at their 700 W board power and the default PUE as 1,106 kWh', () => {
    const e = energyOf(spec({ ...TRAINING, energy: { grid: 'cn-national-2023' } }), training(1000), {
      data: energyData,
    });
    // 1,000 h × 700 W × 1.58 ÷ 1,000 = 1,106 kWh; × 0.5306 kg a kWh = 586.8436 kg CO₂e
    expect(e.gpuWatts).toBe(700);
    expect(e.gpuWattsFrom).toBe('card-tdp');
    expect(e.gpuWattsSource).toContain('data/gpus.csv row h100-sxm');
    expect(e.pue).toBe(DEFAULT_PUE);
    expect(e.pueFrom).toBe('default');
    expect(e.training?.kWh).toBeCloseTo(1106, 9);
    expect(e.training?.kgCo2e).toBeCloseTo(586.8436, 9);
    expect(e.grid?.id).toBe('cn-national-2023');
    expect(e.grid?.doubt).toContain('SECONDARY');
    expect(e.reasons).toEqual({});
  });

  it('takes the reader’s own draw, PUE and factor over the card’s, the default and the grid', () => {
    const own = { gpuWatts: 550, pue: 1.1, grid: 'cn-east-2023', kgCo2ePerKWh: 0.1 };
    const e = energyOf(spec({ ...TRAINING, energy: own }), training(1000), { data: energyData, scenario: SIDE });
    // 1,000 h × 550 W × 1.1 ÷ 1,000 = 605 kWh (the scenario's 100 W server share a card added: 650 W,
    // 715 kWh); × 0.1 kg = 71.5 kg CO₂e
    expect(e.serverShareWatts).toBe(100);
    expect(e.training?.kWh).toBeCloseTo(715, 9);
    expect(e.training?.kgCo2e).toBeCloseTo(71.5, 9);
    expect([e.gpuWattsFrom, e.pueFrom, e.kgCo2ePerKWhFrom]).toEqual(['job', 'job', 'job']);
    expect(e.grid).toBeNull();
  });

  it('gives no energy without a draw, and no carbon without a grid, each with its reason', () => {
    const noCard = { ...TRAINING, gpu: { ...H100, id: 'my-own-card' } };
    const e = energyOf(spec(noCard), training(1000), { data: energyData });
    expect(e.training).toBeNull();
    expect(e.gpuWatts).toBeNull();
    expect(e.reasons).toEqual({ gpuWatts: 'no-gpu-watts', kgCo2ePerKWh: 'no-grid' });
    const unknown = energyOf(spec({ ...TRAINING, energy: { grid: 'mars-2023' } }), training(1000), {
      data: energyData,
    });
    expect(unknown.training).toEqual({ kWh: expect.closeTo(1106, 9), kgCo2e: null });
    expect(unknown.reasons).toEqual({ kgCo2ePerKWh: 'unknown-grid' });
  });

  it('is a field of the job’s figures, from the run’s GPU-hours with overhead', () => {
    // 6 × 8e9 × 2e9 = 9.6e19 FLOPs ÷ (989e12 × 0.4 × 3,600) = 67.408 GPU-hours; × 700 W × 1.58 = 74.553 kWh
    const f = jobFigures(spec({ ...TRAINING, energy: { grid: 'us-eia-2023' } }), { data: energyData });
    expect(f.training?.gpuHoursWithOverhead).toBeCloseTo(67.408, 3);
    expect(f.energy.training?.kWh).toBeCloseTo((f.training?.gpuHoursWithOverhead ?? 0) * 0.7 * 1.58, 9);
    expect(f.energy.training?.kWh).toBeCloseTo(74.553, 3);
    // × 0.3674 kg a kWh (EIA's 0.81 lb) = 27.391 kg
    expect(f.energy.training?.kgCo2e).toBeCloseTo(27.391, 3);
  });
});

describe('serving’s energy per token', () => {
  it('counts busy card-hours only as the floor and every card held all day as the most', () => {
    const e = energyOf(spec({ ...SERVING, energy: { gpuWatts: 500, pue: 1.2 } }), serving(10, 2, 1e6), {
      data: energyData,
    });
    // busy: 10 card-hours × 500 W × 1.2 ÷ 1,000 = 6 kWh a day; × 3.6 MJ ÷ 1e6 output tokens = 21.6 J a
    // token; × 1e6 ÷ 4e6 tokens = 1.5 kWh per million tokens
    expect(e.serving?.busy).toEqual({
      kWhPerDay: expect.closeTo(6, 9),
      joulesPerOutputToken: expect.closeTo(21.6, 9),
      kWhPerMillionTokens: expect.closeTo(1.5, 9),
      kgCo2ePerDay: null,
    });
    // held, no idle draw given: 2 cards × 24 h × 500 W × 1.2 ÷ 1,000 = 28.8 kWh; 103.68 J; 7.2 kWh per M
    expect(e.idleWattsFrom).toBe('working-draw');
    expect(e.serving?.held.kWhPerDay).toBeCloseTo(28.8, 9);
    expect(e.serving?.held.joulesPerOutputToken).toBeCloseTo(103.68, 9);
    expect(e.serving?.held.kWhPerMillionTokens).toBeCloseTo(7.2, 9);
  });

  it('inside a scenario, uses its own power: idle draw between busy hours and the server’s base draw', () => {
    const e = energyOf(spec(SERVING), serving(10, 2, 1e6), { data: energyData, scenario: SIDE });
    // a card: 700 W + 400 W ÷ 4 = 800 W working, 100 + 100 = 200 W idle; PUE 1.3
    // busy: 10 × 800 × 1.3 ÷ 1,000 = 10.4 kWh; held: (10 × 800 + (48 − 10) × 200) × 1.3 ÷ 1,000 = 20.28 kWh
    expect(e.serving?.busy.kWhPerDay).toBeCloseTo(10.4, 9);
    expect(e.serving?.held.kWhPerDay).toBeCloseTo(20.28, 9);
    // a yuan scenario without a market of its own is in China: 20.28 × 0.5306 = 10.760568 kg a day
    expect(e.kgCo2ePerKWhFrom).toBe('market');
    expect(e.serving?.held.kgCo2ePerDay).toBeCloseTo(10.760568, 9);
  });

  it('takes the US average for a dollar scenario, and none for a market with no grid of its own', () => {
    const us = energyOf(spec(SERVING), serving(10, 2, 1e6), {
      data: energyData,
      scenario: { ...SIDE, currency: 'USD' },
    });
    expect(us.grid?.id).toBe('us-eia-2023');
    const eu = energyOf(spec(SERVING), serving(10, 2, 1e6), { data: energyData, scenario: { ...SIDE, market: 'eu' } });
    expect(eu.kgCo2ePerKWh).toBeNull();
    expect(eu.reasons.kgCo2ePerKWh).toBe('no-grid');
  });

  it('gives no joules per output token for traffic with no output', () => {
    const e = energyOf(spec({ ...SERVING, energy: { gpuWatts: 500 } }), serving(10, 2, 0));
    expect(e.serving?.busy.joulesPerOutputToken).toBeNull();
    expect(e.reasons.joulesPerOutputToken).toBe('no-output-tokens');
  });

  it('never counts the cards held all day below their busy hours, nor any figure that is not finite', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.double({ min: 1, max: 1e12, noNaN: true }),
        fc.double({ min: 1, max: 5000, noNaN: true }),
        fc.boolean(),
        (busy, cards, output, watts, inScenario) => {
          const s = spec({ ...SERVING, energy: { gpuWatts: watts } });
          const e = energyOf(s, serving(Math.min(busy, cards * 24), cards, output), {
            data: energyData,
            ...(inScenario
              ? { scenario: { ...SIDE, own: { ...SIDE.own, power: { ...SIDE.own.power, idleGpuWatts: 0 } } } }
              : {}),
          });
          const { busy: floor, held } = e.serving ?? { busy: null, held: null };
          expect(held?.kWhPerDay).toBeGreaterThanOrEqual(floor?.kWhPerDay ?? Number.POSITIVE_INFINITY);
          for (const figure of [floor, held]) {
            expect(Number.isFinite(figure?.kWhPerDay)).toBe(true);
            expect(Number.isFinite(figure?.joulesPerOutputToken)).toBe(true);
            expect(Number.isFinite(figure?.kWhPerMillionTokens)).toBe(true);
          }
        },
      ),
      RUNS,
    );
  });
});

describe('the energy group of the job spec', () => {
  it('refuses a figure out of range at its field', () => {
    expect(problems({ ...TRAINING, energy: { pue: 0.9 } })).toEqual([expect.stringMatching(/^energy\.pue: /)]);
    expect(problems({ ...TRAINING, energy: { gpuWatts: 0 } })).toEqual([expect.stringMatching(/^energy\.gpuWatts: /)]);
    expect(problems({ ...TRAINING, energy: { watts: 300 } })).toEqual(['energy.watts: is not a field of a job spec']);
  });

  it('names the grids there are when a job names one there is not', () => {
    expect(gridProblem(spec({ ...TRAINING, energy: { grid: 'cn-east-2023' } }), energyData)).toBeNull();
    expect(gridProblem(spec({ ...TRAINING, energy: { grid: 'mars-2023' } }), energyData)).toMatch(
      /^"mars-2023" is not a grid of src\/data\/energy.json: one of cn-national-2023, .*us-eia-2023$/,
    );
  });

  it('leaves a job without one as it was: the default scenario’s own power is the owned side’s', () => {
    expect(spec(TRAINING).energy).toBeUndefined();
    expect(DEFAULT_SCENARIO.own.power.pue).toBe(DEFAULT_PUE);
  });
});
