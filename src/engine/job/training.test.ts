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
  sequenceTokens: 8192,
  microBatchSequences: 1,
  optimizer: 'replicated',
  maxCards: 100_000,
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

  it('needs 18 H100 80 GB for the 1.26 TB state of a 70B full fine-tune at a 0.9 usable share', () => {
    const run = trainingRun(FULL_70B);
    // Megatron-LM: 18 B a parameter (BF16 weights 2, FP32 gradients 4, FP32 master, m, v 12)
    // 70e9 × 18 B = 1.26e12 B; 80e9 × 0.9 = 72e9 B a card; 1.26e12 ÷ 72e9 = 17.5 → 18 cards
    expect(run.stateBytes).toBe(1.26e12);
    expect(run.cardsToHoldState).toBe(18);
    expect(run.cards).toBe(18);
    expect(run.notes).toContain('activations-not-counted');
    expect(run.notes).toContain('state-sharded-across-cards');
  });

  it('needs about 20 cards for the 70B once each card holds its activations with full recomputation', () => {
    // 2 × 8,192 tokens × 8,192 wide × 80 layers = 10.74e9 B a card; 72e9 − 10.74e9 = 61.26e9 B for the
    // state; 1.26e12 ÷ 61.26e9 = 20.57 → 21 cards (16 before: 16 B a parameter, no activations)
    const run = trainingRun({ ...FULL_70B, layers: 80, hiddenSize: 8192 });
    expect(run.activationBytesPerCard).toBe(2 * 8192 * 8192 * 80);
    expect(run.cardsToHoldState).toBe(21);
    expect(run.notes).not.toContain('activations-not-counted');
    // two sequences a micro-batch: 72e9 − 21.47e9 = 50.53e9; 1.26e12 ÷ 50.53e9 = 24.9 → 25
    expect(trainingRun({ ...FULL_70B, layers: 80, hiddenSize: 8192, microBatchSequences: 2 }).cardsToHoldState).toBe(
      25,
    );
  });

  it('refuses a micro-batch whose activations fill a card, naming the field', () => {
    // 2 × 8,192 × 8,192 × 80 × 7 = 75.2e9 B > 72e9 B usable
    expect(() => trainingRun({ ...FULL_70B, layers: 80, hiddenSize: 8192, microBatchSequences: 7 })).toThrow(
      /^microBatchSequences: /,
    );
  });

  it('counts PaLM’s attention FLOPs: 27 % more than 6N for Llama 3.1 8B at 8,192 tokens', () => {
    const run = trainingRun({
      ...LLAMA_405B_PRETRAIN,
      totalParamsB: 8,
      activeParamsB: 8,
      layers: 32,
      hiddenSize: 4096,
    });
    // 6 × 8e9 = 4.8e10; 12 × 32 × 4,096 × 8,192 = 1.2885e10; 6.0885e10 a token, × 1.2684 of 6N
    expect(run.attentionFlopsPerToken).toBe(12 * 32 * 4096 * 8192);
    expect(run.flopsPerToken).toBeCloseTo(6.0885e10, -6);
    expect(run.flopsPerToken / 4.8e10).toBeCloseTo(1.2684, 4);
    // LoRA: 4/6 of both terms
    const lora = trainingRun({
      ...LLAMA_405B_PRETRAIN,
      totalParamsB: 8,
      activeParamsB: 8,
      layers: 32,
      hiddenSize: 4096,
      method: 'lora',
      adapterShare: 0.005,
    });
    expect(lora.flopsPerToken / run.flopsPerToken).toBeCloseTo(4 / 6, 12);
  });

  it('keeps 18 B a parameter at the fewest cards and 6 + 12/d with the distributed optimizer on more', () => {
    // 18 cards hold the 70B; a 24-hour deadline on 6 × 70e9 × 1e9 = 4.2e20 FLOPs at 35 %: 337.1 GPU-hours
    // need 15 cards, fewer than the 18: one data-parallel rank, 18 B
    const few = trainingRun({ ...FULL_70B, optimizer: 'distributed', deadlineHours: 24 });
    expect(few.dataParallelRanks).toBe(1);
    expect(few.bytesPerTrainedParam).toBe(18);
    // a 4-hour deadline needs ⌈337.1 ÷ 4⌉ = 85 cards: ⌊85 ÷ 18⌋ = 4 ranks, 6 + 12 ÷ 4 = 9 B
    const many = trainingRun({ ...FULL_70B, optimizer: 'distributed', deadlineHours: 4 });
    expect(many.cards).toBe(85);
    expect(many.dataParallelRanks).toBe(4);
    expect(many.bytesPerTrainedParam).toBe(9);
    expect(trainingRun({ ...FULL_70B, deadlineHours: 4 }).bytesPerTrainedParam).toBe(18);
  });

  it('holds QLoRA’s embeddings and output head in 16 bits when the vocabulary and width are given', () => {
    const base = { ...FULL_70B, totalParamsB: 8, activeParamsB: 8, method: 'qlora' as const, adapterShare: 0.005 };
    // 2 × 128,256 × 4,096 = 1.0507e9 parameters at 2 B, the other 6.9493e9 at 0.515875 B
    const run = trainingRun({ ...base, vocabSize: 128_256, hiddenSize: 4096 });
    const unquantised = 2 * 128_256 * 4096;
    expect(run.frozenWeightsBytes).toBeCloseTo(unquantised * 2 + (8e9 - unquantised) * (0.5 + 0.127 / 8), 0);
    expect(run.notes).not.toContain('qlora-embeddings-not-counted');
    expect(trainingRun(base).notes).toContain('qlora-embeddings-not-counted');
  });

  it('says the state is split across cards only when more than one card holds it', () => {
    const one = trainingRun({ ...FULL_70B, totalParamsB: 1, activeParamsB: 1, deadlineHours: 1 });
    // 1e9 × 18 = 18e9 B on one 72e9 B card; the deadline adds data-parallel copies, not shards
    expect(one.cardsToHoldState).toBe(1);
    expect(one.cards).toBeGreaterThan(1);
    expect(one.notes).not.toContain('state-sharded-across-cards');
  });

  it('stops at the cluster’s most cards and takes longer than the deadline there', () => {
    // 30.42 M GPU-hours in 0.01 h would need 3.04 billion cards; 16,384 take 1,856.7 h
    const run = trainingRun({ ...LLAMA_405B_PRETRAIN, deadlineHours: 0.01, maxCards: 16_384 });
    expect(run.cardsForDeadline).toBeGreaterThan(3e9);
    expect(run.cards).toBe(16_384);
    expect(run.wallClockHours).toBeCloseTo(30_420_338 / 16_384, 0);
    expect(run.notes).toContain('cards-capped-at-max');
    expect(() => trainingRun({ ...LLAMA_405B_PRETRAIN, maxCards: 10 })).toThrow(/^maxCards: /);
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
  shape: fc.option(
    fc.record({ layers: fc.integer({ min: 1, max: 64 }), hiddenSize: fc.integer({ min: 256, max: 4096 }) }),
    { nil: undefined },
  ),
  vocabSize: fc.option(fc.integer({ min: 1000, max: 256_000 }), { nil: undefined }),
  sequenceTokens: fc.integer({ min: 128, max: 4096 }),
  microBatchSequences: fc.constant(1),
  optimizer: fc.constantFrom('replicated' as const, 'distributed' as const),
  maxCards: fc.constantFrom(8, 1024, 100_000),
});

const toInput = ({
  activeShare,
  deadlineHours,
  shape,
  vocabSize,
  ...rest
}: ValueOf<typeof inputArb>): TrainingInput => ({
  ...rest,
  activeParamsB: rest.totalParamsB * activeShare,
  ...(deadlineHours === undefined ? {} : { deadlineHours }),
  ...(shape ?? {}),
  ...(vocabSize === undefined ? {} : { vocabSize }),
});

/** The run, or null when the cluster's most cards cannot hold its state (a refusal at maxCards). */
function runOrRefused(input: TrainingInput) {
  try {
    return trainingRun(input);
  } catch (error) {
    expect(String(error)).toMatch(/maxCards: the training state needs/);
    return null;
  }
}

describe('training run properties', () => {
  it('never costs fewer GPU-hours for more tokens', () => {
    fc.assert(
      fc.property(inputArb, fc.double({ min: 0, max: 1e13, noNaN: true }), (arb, more) => {
        const input = toInput(arb);
        const base = runOrRefused(input);
        if (!base) return;
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
        const run = runOrRefused(input);
        if (!run) return;
        expect(trainingRun({ ...input, deadlineHours: 2 * deadlineHours }).cards).toBeLessThanOrEqual(run.cards);
      }),
      RUNS,
    );
  });

  it('gives finite figures, whole cards within the most and a finish within the deadline or a note why not', () => {
    fc.assert(
      fc.property(inputArb, (arb) => {
        const input = toInput(arb);
        const run = runOrRefused(input);
        if (!run) return;
        for (const value of [run.flops, run.gpuHours, run.gpuHoursWithOverhead, run.stateBytes, run.wallClockHours]) {
          expect(Number.isFinite(value)).toBe(true);
        }
        expect(Number.isInteger(run.cards) && run.cards >= 1).toBe(true);
        expect(run.cards).toBeGreaterThanOrEqual(run.cardsToHoldState);
        expect(run.cards).toBeLessThanOrEqual(input.maxCards);
        expect(run.notes.includes('state-sharded-across-cards')).toBe(run.cardsToHoldState > 1);
        if (input.deadlineHours !== undefined) {
          const met = run.wallClockHours <= input.deadlineHours * (1 + 1e-9);
          expect(met || run.notes.includes('cards-capped-at-max')).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
