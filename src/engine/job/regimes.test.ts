// The default MFU by regime: Meta's Llama 3.1 runs land on the model card with defaults alone (a check
// of the arithmetic, since the pre-training default is derived from that card), the 405B's derived MFU
// sits in the Llama 3 paper's measured 38–43 % (the independent check), and a mixture of experts is
// priced at its own regime's figure, flagged.
import { describe, expect, it } from 'vitest';
import llm from '../../data/llm.json';
import { jobFigures } from './figures.ts';
import { readJobSpec } from './readSpec.ts';
import {
  FINE_TUNING_MFU_PCT,
  LORA_MFU_PCT,
  MOE_MFU_PCT,
  PRETRAINING_MFU_POINTS,
  pretrainingMfuPct,
} from './regimes.ts';

const figuresOf = (input: unknown) => {
  const read = readJobSpec(input, llm.models);
  if (!read.ok) throw new Error(read.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return jobFigures(read.spec);
};

const llama = (id: string) => ({
  kind: 'training',
  model: { id },
  gpu: { peakTflops: 989, memoryGB: 80 },
  training: { tokens: 15.6e12, method: 'full' },
});

describe('training efficiency by regime', () => {
  it.each([
    ['llama-3.1-8b', 1.46e6],
    ['llama-3.1-70b', 7.0e6],
    ['llama-3.1-405b', 30.84e6],
  ])('prices %s on 15.6 T tokens within 25 %% of the model card’s %d H100-hours, with defaults alone', (id, card) => {
    const t = figuresOf(llama(id)).training;
    expect(t?.regime).toBe('pretraining');
    expect(t?.regimeInferred).toBe(true);
    expect(t?.mfuDefault).toMatch(/pretraining default/);
    const ratio = (t?.gpuHoursWithOverhead ?? 0) / card;
    expect(ratio).toBeGreaterThan(0.75);
    expect(ratio).toBeLessThan(1.25);
  });

  it('derives 20.3 %, 33.7 % and 41.6 % from the card, the 405B within the paper’s measured 38–43 %', () => {
    // 8B: (6 × 8e9 + 12 × 32 × 4,096 × 8,192) × 15.6e12 ÷ (1.46e6 × 3,600 × 989e12) = 18.27 % × 1.111 = 20.30 %
    expect(PRETRAINING_MFU_POINTS.map((p) => Math.round(p.mfuPct * 10) / 10)).toEqual([20.3, 33.7, 41.6]);
    const at405 = PRETRAINING_MFU_POINTS[2]?.mfuPct ?? 0;
    expect(at405).toBeGreaterThanOrEqual(38);
    expect(at405).toBeLessThanOrEqual(43);
  });

  it('interpolates on log active parameters and holds flat outside 8B–405B', () => {
    expect(pretrainingMfuPct(1)).toBeCloseTo(pretrainingMfuPct(8), 12);
    expect(pretrainingMfuPct(1000)).toBeCloseTo(pretrainingMfuPct(405), 12);
    // √(8 × 70) = 23.66B lies halfway on the log scale: (20.30 + 33.69) ÷ 2
    const [a, b] = PRETRAINING_MFU_POINTS;
    expect(pretrainingMfuPct(Math.sqrt(8 * 70))).toBeCloseTo(((a?.mfuPct ?? 0) + (b?.mfuPct ?? 0)) / 2, 9);
  });

  it('prices a mixture of experts at 20.5 %, the catalog’s Qwen3-30B-A3B row, and says so', () => {
    const t = figuresOf({
      kind: 'training',
      model: { id: 'qwen3-30b-a3b' },
      gpu: { peakTflops: 989, memoryGB: 80 },
      training: { tokens: 1e9, method: 'full' },
    }).training;
    expect(t?.regime).toBe('moe');
    expect(t?.mfuPct).toBe(MOE_MFU_PCT);
    expect(t?.mfuDefault).toMatch(/Qwen3-30B-A3B on 16 H100/);
    const row = llm.training.rows.find((r) => r.run.includes('Qwen3-30B-A3B'));
    expect(row?.notes).toMatch(/= 20\.5% of BF16 peak/);
  });

  it('takes fine-tuning and LoRA from the MPT-7B row and Hu et al.’s measured speed-up', () => {
    const row = llm.training.rows.find((r) => r.run === 'MosaicML MPT-7B benchmark, seq 8192' && r.gpu === 'H100-80GB');
    expect(row?.mfuPct).toBe(FINE_TUNING_MFU_PCT);
    // 37.14 × (43.1 ÷ 32.5) ÷ 1.5 = 32.84 %
    expect(LORA_MFU_PCT).toBeCloseTo(32.836, 3);
    const own = figuresOf({ ...llama('llama-3.1-8b'), training: { tokens: 1e9, method: 'full', mfuPct: 30 } }).training;
    expect(own?.regime).toBe('fine-tuning');
    expect(own?.mfuDefault).toBeNull();
  });
});
