import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type TrainingInput, trainingRun } from './training.ts';

type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;

const RUNS = { numRuns: Number(process.env.FC_NUM_RUNS ?? 200) };

/** An H100 SXM as data/gpus.csv has it: 989 dense BF16 TFLOPS, 80 GB. */
const H100 = { peakTflops: 989, cardMemoryGb: 80 } as const;

const LLAMA_405B_PRETRAIN: TrainingInput = {
  totalParamsB: 405,
  activeParamsB: 405,
  tokens: 15.6e12,
  method: 'full',
  precisionBytes: 2,
  ...H100,
  mfu: 0.35,
  overheadShare: 0,
  spotOverheadShare: 0,
};

const FULL_70B: TrainingInput = { ...LLAMA_405B_PRETRAIN, totalParamsB: 70, activeParamsB: 70, tokens: 1e9 };

describe('a training run from the job', () => {
  it('takes 30.4 M H100-hours for Llama 3.1 405B on 15.6 T tokens at 35 % MFU, as Meta’s 30.84 M', () => {
    const run = trainingRun(LLAMA_405B_PRETRAIN);
    // 6 × 405e9 × 15.6e12 = 3.7908e25 FLOPs
    expect(run.flops).toBeCloseTo(3.7908e25, -20);
    // 3.7908e25 ÷ (989e12 × 0.35 × 3600 = 1.24614e18) = 30,420,338 h; Meta's model card: 30.84 M
    expect(run.gpuHours).toBeCloseTo(30_420_338, 0);
    // the other way round: 3.7908e25 ÷ (30.84e6 h × 3600 × 989e12) = 34.5 % MFU over the whole run
    expect(run.flops / (30.84e6 * 3600 * 989e12)).toBeCloseTo(0.3452, 4);
  });

  it('needs 16 H100 80 GB for the 1.12 TB state of a 70B full fine-tune at a 0.9 usable share', () => {
    const run = trainingRun(FULL_70B);
    // 70e9 × 16 B = 1.12e12 B; 80e9 × 0.9 = 72e9 B a card; 1.12e12 ÷ 72e9 = 15.56 → 16 cards
    expect(run.stateBytes).toBe(1.12e12);
    expect(run.cardsToHoldState).toBe(16);
    expect(run.cards).toBe(16);
    expect(run.notes).toContain('activations-not-counted');
  });

  it('holds a 70B LoRA with 1 % adapters on 3 cards and a QLoRA on 1', () => {
    const lora = trainingRun({ ...FULL_70B, method: 'lora', adapterShare: 0.01 });
    // base 70e9 × 2 B = 140e9; adapters 0.7e9 × 16 B = 11.2e9; 151.2e9 ÷ 72e9 = 2.1 → 3 cards
    expect(lora.frozenWeightsBytes).toBe(140e9);
    expect(lora.trainedStateBytes).toBeCloseTo(11.2e9, -3);
    expect(lora.cardsToHoldState).toBe(3);
    // base 70e9 × (0.5 + 0.127 ÷ 8 = 0.515875) = 36.11e9; + 11.2e9 = 47.31e9 ÷ 72e9 = 0.66 → 1 card
    const qlora = trainingRun({ ...FULL_70B, method: 'qlora', adapterShare: 0.01 });
    expect(qlora.stateBytes).toBeCloseTo(47.31125e9, -3);
    expect(qlora.cardsToHoldState).toBe(1);
  });

  it('counts 4 FLOPs a parameter a token for LoRA, two thirds of the full run', () => {
    const full = trainingRun(FULL_70B);
    const lora = trainingRun({ ...FULL_70B, method: 'lora', adapterShare: 0.01 });
    // 4 × 70e9 × 1e9 = 2.8e20 against 6 × 70e9 × 1e9 = 4.2e20
    expect(lora.flops).toBeCloseTo(2.8e20, -8);
    expect(lora.gpuHours / full.gpuHours).toBeCloseTo(2 / 3, 12);
  });

  it('adds cards to meet a deadline, and more on spot for its larger restart overhead', () => {
    const eightB: TrainingInput = {
      ...FULL_70B,
      totalParamsB: 8,
      activeParamsB: 8,
      tokens: 2e9,
      mfu: 0.4,
      overheadShare: 0.05,
      spotOverheadShare: 0.15,
      deadlineHours: 24,
    };
    const run = trainingRun(eightB);
    // 6 × 8e9 × 2e9 = 9.6e19 ÷ (989e12 × 0.4 × 3600 = 1.42416e18) = 67.408 h; × 1.05 = 70.779 h
    expect(run.gpuHours).toBeCloseTo(67.408, 3);
    expect(run.gpuHoursWithOverhead).toBeCloseTo(70.7786, 4);
    // 70.78 ÷ 24 = 2.95 → 3 cards; the state 8e9 × 16 = 128e9 ÷ 72e9 = 1.78 → 2 cards
    expect(run.cardsForDeadline).toBe(3);
    expect(run.cardsToHoldState).toBe(2);
    expect(run.cards).toBe(3);
    expect(run.wallClockHours).toBeCloseTo(70.7786 / 3, 4);
    // spot: 67.41 × 1.15 = 77.52 h ÷ 24 = 3.23 → 4 cards
    const spot = trainingRun({ ...eightB, spot: true });
    expect(spot.overheadShare).toBe(0.15);
    expect(spot.cards).toBe(4);
  });

  it('counts an exact quotient as that many cards, not one more', () => {
    // 6 × 1e9 × 1e9 ÷ (1000e12 × 0.5 × 3600) = 3.333 h; a 1/3 h deadline: exactly 10 cards
    const run = trainingRun({
      ...FULL_70B,
      totalParamsB: 1,
      activeParamsB: 1,
      peakTflops: 1000,
      mfu: 0.5,
      deadlineHours: 1 / 3,
    });
    expect(run.cardsForDeadline).toBe(10);
  });

  it('rejects inputs outside the domain with the field’s name', () => {
    expect(() => trainingRun({ ...FULL_70B, tokens: -1 })).toThrow(/tokens: must be a number 0 or more/);
    expect(() => trainingRun({ ...FULL_70B, mfu: 0 })).toThrow(/mfu/);
    expect(() => trainingRun({ ...FULL_70B, peakTflops: 0 })).toThrow(/peakTflops/);
    expect(() => trainingRun({ ...FULL_70B, activeParamsB: 71 })).toThrow(/activeParamsB: must be at most/);
    expect(() => trainingRun({ ...FULL_70B, method: 'lora' })).toThrow(/adapterShare: required for lora/);
    expect(() => trainingRun({ ...FULL_70B, deadlineHours: 0 })).toThrow(/deadlineHours/);
  });
});

const inputArb = fc.record({
  totalParamsB: fc.double({ min: 0.1, max: 2000, noNaN: true }),
  activeShare: fc.double({ min: 0.01, max: 1, noNaN: true }),
  tokens: fc.double({ min: 0, max: 1e14, noNaN: true }),
  method: fc.constantFrom('full' as const, 'lora' as const, 'qlora' as const),
  precisionBytes: fc.constantFrom(1, 2, 4),
  peakTflops: fc.double({ min: 10, max: 5000, noNaN: true }),
  cardMemoryGb: fc.double({ min: 8, max: 288, noNaN: true }),
  mfu: fc.double({ min: 0.01, max: 1, noNaN: true }),
  deadlineHours: fc.option(fc.double({ min: 0.1, max: 1e5, noNaN: true }), { nil: undefined }),
  overheadShare: fc.double({ min: 0, max: 1, noNaN: true }),
  spotOverheadShare: fc.double({ min: 0, max: 2, noNaN: true }),
  spot: fc.boolean(),
  adapterShare: fc.double({ min: 1e-5, max: 0.1, noNaN: true }),
});

const toInput = ({ activeShare, deadlineHours, ...rest }: ValueOf<typeof inputArb>): TrainingInput => ({
  ...rest,
  activeParamsB: rest.totalParamsB * activeShare,
  ...(deadlineHours === undefined ? {} : { deadlineHours }),
});

describe('training run properties', () => {
  it('never costs fewer GPU-hours for more tokens', () => {
    fc.assert(
      fc.property(inputArb, fc.double({ min: 0, max: 1e13, noNaN: true }), (arb, more) => {
        const input = toInput(arb);
        const base = trainingRun(input);
        const bigger = trainingRun({ ...input, tokens: input.tokens + more });
        expect(bigger.gpuHours).toBeGreaterThanOrEqual(base.gpuHours);
        expect(bigger.gpuHoursWithOverhead).toBeGreaterThanOrEqual(base.gpuHoursWithOverhead);
      }),
      RUNS,
    );
  });

  it('never needs more cards for a deadline twice as long', () => {
    fc.assert(
      fc.property(inputArb, fc.double({ min: 0.1, max: 1e5, noNaN: true }), (arb, deadlineHours) => {
        const input = { ...toInput(arb), deadlineHours };
        expect(trainingRun({ ...input, deadlineHours: 2 * deadlineHours }).cards).toBeLessThanOrEqual(
          trainingRun(input).cards,
        );
      }),
      RUNS,
    );
  });

  it('gives finite figures, whole cards and a finish within the deadline for every valid input', () => {
    fc.assert(
      fc.property(inputArb, (arb) => {
        const input = toInput(arb);
        const run = trainingRun(input);
        for (const value of [run.flops, run.gpuHours, run.gpuHoursWithOverhead, run.stateBytes, run.wallClockHours]) {
          expect(Number.isFinite(value)).toBe(true);
        }
        expect(Number.isInteger(run.cards) && run.cards >= 1).toBe(true);
        expect(run.cards).toBeGreaterThanOrEqual(run.cardsToHoldState);
        if (input.deadlineHours !== undefined) {
          expect(run.wallClockHours).toBeLessThanOrEqual(input.deadlineHours * (1 + 1e-9));
        }
      }),
      RUNS,
    );
  });
});
