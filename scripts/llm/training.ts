// data/llm/training_mfu.csv to the catalog's MFU rows, and the default MFU chosen from them.
import { cell, readCsv } from '../catalog/csv.ts';
import { doubtOf, numberCell } from './doubt.ts';

export type MfuRow = ReturnType<typeof readMfuRows>[number];

export function readMfuRows(dir = 'data/llm') {
  return readCsv(`${dir}/training_mfu.csv`).map(({ row, line }) => {
    try {
      return {
        run: cell(row, 'run'),
        gpu: cell(row, 'gpu'),
        gpus: numberCell(row, 'gpus', true),
        precision: cell(row, 'precision'),
        mfuPct: numberCell(row, 'mfu_pct'),
        source: cell(row, 'source'),
        notes: cell(row, 'notes'),
        doubt: doubtOf(row),
      };
    } catch (error) {
      throw new Error(`${dir}/training_mfu.csv line ${line}: ${(error as Error).message}`);
    }
  });
}

export const DEFAULT_MFU_RULE =
  'The median MFU of the dense-model runs in BF16 (stated or inferred) on H100 with at least 64 GPUs, ' +
  'production runs and vendor benchmarks alike; with an even count, the lower of the two middle rows, so ' +
  'that the default is a figure a real run reached. MoE runs, FP8 runs, A100/V100/TPU runs and single-node ' +
  'jobs are left out. data/llm/README.md gives 38–48 % for dense BF16 at scale.';

/** The rows DEFAULT_MFU_RULE takes, in file order. */
export function defaultMfuRows(rows: readonly MfuRow[]): MfuRow[] {
  return rows.filter(
    (r) =>
      /^BF16\b/.test(r.precision) &&
      /^H100\b/.test(r.gpu) &&
      r.gpus !== null &&
      r.gpus >= 64 &&
      !/\bMoE\b/i.test(`${r.run} ${r.notes}`),
  );
}

export function defaultMfu(rows: readonly MfuRow[]) {
  const taken = defaultMfuRows(rows);
  // a stable sort keeps file order among equal figures
  const sorted = [...taken].sort((a, b) => a.mfuPct - b.mfuPct);
  const chosen = sorted[Math.ceil(sorted.length / 2) - 1];
  if (!chosen) throw new Error('no training row meets the default MFU rule');
  return {
    defaultMfuPct: chosen.mfuPct,
    defaultMfu: {
      rule: DEFAULT_MFU_RULE,
      chosenRun: chosen.run,
      source: chosen.source,
      runs: taken.map((r) => ({ run: r.run, gpu: r.gpu, gpus: r.gpus, mfuPct: r.mfuPct })),
    },
  };
}
