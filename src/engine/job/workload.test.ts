// The workload a training job fills: each run its own rental session, within the format's floor, and a
// spot run written once at the overhead of cards that stay. Worked by hand on quiet scenarios.
import { describe, expect, it } from 'vitest';
import { scenario } from '../../../tests/support/scenarios.ts';
import { evaluateWithoutBreakEven } from '../evaluate.ts';
import { SMALLEST_NON_ZERO } from '../scenario/allowed.ts';
import type { JobSpecInput } from '../scenario/jobSpec.ts';
import { compareInView } from '../views.ts';
import { runsWorkload, withRuns } from './owning.ts';
import { readJobSpec } from './readSpec.ts';
import { jobWorkload } from './workload.ts';

const specOf = (input: JobSpecInput) => {
  const read = readJobSpec(input);
  if (!read.ok) throw new Error(read.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return read.spec;
};

/** 1B dense on a 100 TFLOPS, 80 GB card at 50 % MFU, no overhead: 6e9 × tokens ÷ 1.8e17 hours. */
const tiny = (tokens: number, training: Partial<NonNullable<JobSpecInput['training']>> = {}): JobSpecInput => ({
  kind: 'training',
  model: { totalParamsB: 1 },
  gpu: { peakTflops: 100, memoryGB: 80 },
  training: { tokens, method: 'full', mfuPct: 50, overheadPct: 0, ...training },
});

describe('the workload of a job’s runs', () => {
  it('bills a 1.12-hour run billed by the hour as two hours a run, each run its own session', () => {
    // 3 runs of 1.12 h: 1.12 h a day on 3 days, one session a day
    expect(runsWorkload(1, 1.12, 3)).toEqual({ gpus: 1, hoursPerDay: 1.12, daysPerYear: 3, sessionsPerDay: 1 });
    const lab = scenario({ rent: { pricePerGpuHour: 10, billingIncrementMinutes: 60 } });
    // 3 runs × 2 billed hours × 10 = 60 a year, not 3 × 1.12 × 10 = 33.6
    const rent = compareInView(evaluateWithoutBreakEven(withRuns(lab, 1, 1.12, 3)), 'amortized').rent;
    expect(rent).toBeCloseTo(60, 6);
  });

  it('puts several runs in a day when they are more than 365 a year, each still its own session', () => {
    // 1,000 runs of 2 h: ⌈1,000 ÷ 365⌉ = 3 a day, 6 h a day on 333.33 days
    const w = runsWorkload(4, 2, 1000);
    expect(w).toMatchObject({ gpus: 4, hoursPerDay: 6, sessionsPerDay: 3 });
    expect(w.daysPerYear).toBeCloseTo(1000 / 3, 9);
  });

  it('writes runs longer than a day back to back in days of 24 hours', () => {
    // 4 runs of 245.76 h: 983.04 h = 40.96 days of 24 hours
    const w = runsWorkload(24, 245.76, 4);
    expect(w).toMatchObject({ gpus: 24, hoursPerDay: 24, sessionsPerDay: 1 });
    expect(w.daysPerYear).toBeCloseTo(40.96, 9);
  });

  it('refuses at training.tokens a run shorter than the format holds, rather than writing one it refuses', () => {
    // 6e9 × 10 tokens ÷ 1.8e17 = 3.3e-7 h a run: under 1e-6 hours a day
    const fill = jobWorkload(specOf(tiny(10)));
    expect(fill.ok).toBe(false);
    expect(fill.ok ? '' : fill.path).toBe('training.tokens');
    // 6e9 × 1e3 ÷ 1.8e17 = 3.3e-5 h: held
    const held = jobWorkload(specOf(tiny(1000)));
    expect(held.ok && held.workload.hoursPerDay >= SMALLEST_NON_ZERO).toBe(true);
  });

  it('refuses a run of no tokens at training.tokens: it keeps no card busy', () => {
    const fill = jobWorkload(specOf(tiny(0)));
    expect(fill.ok ? '' : fill.path).toBe('training.tokens');
  });

  it('writes a spot run at the overhead of cards that stay, so a spot plan’s own overhead does not multiply it', () => {
    // 6e9 × 3e7 tokens = 1.8e17 FLOPs ÷ (100e12 × 0.5 × 3,600) = 1 GPU-hour, no overhead on cards that stay
    const fill = jobWorkload(specOf(tiny(3e7, { spot: true, spotOverheadPct: 15 })));
    if (!fill.ok) throw new Error(fill.message);
    // the job's own figures: 1 h × 1.15 on spot cards
    expect(fill.figures.training?.wallClockHours).toBeCloseTo(1.15, 9);
    // the scenario's workload: 1 h; a spot plan then bills 1 h × (1 + its 10 %) = 1.1 h, not 1.265
    expect(fill.workload.hoursPerDay).toBeCloseTo(1, 9);
    const spot = scenario({
      rent: {
        plan: 'spot',
        pricePerGpuHour: 10,
        billingIncrementMinutes: 0.001,
        spotDiscountPct: 0,
        spotOverheadPct: 10,
      },
    });
    const rent = compareInView(
      evaluateWithoutBreakEven({ ...spot, workload: { ...spot.workload, ...fill.workload } }),
      'amortized',
    ).rent;
    expect(rent).toBeCloseTo(1.1 * 10, 6);
  });
});
