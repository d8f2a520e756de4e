// What an entry is before its prices: the card's name, memory and power, from data/gpus.csv, and the
// China-market cards that take their specs from a card there.
import { cell, readCsv } from './csv.ts';
import { bare, clip, clipParts, SOURCE_BUDGET } from './notes.ts';
import type { Market } from './rows.ts';

export interface Spec {
  readonly id: string;
  readonly name: string;
  readonly vendor: string;
  readonly market: Market;
  readonly memoryGB: number;
  readonly tdpW: number;
  readonly powerSource: string;
  /** dense 16-bit tensor peak, TFLOPS: BF16, or FP16 on a card without BF16 (data/gpus_notes.md) */
  readonly denseTflops: number;
  readonly computeSource: string;
  /** the id whose price rows this card takes */
  readonly priceId: string;
}

/** cards whose 16-bit figure in data/gpus.csv is FP16, not BF16 (data/gpus_notes.md) */
const NO_BF16 = new Set(['v100-sxm2-32gb', 'v100-pcie-32gb', 't4']);

export function gpuSpecs(): Spec[] {
  return readCsv('data/gpus.csv').map(({ row }) => {
    const id = cell(row, 'id');
    const tdpW = Number(cell(row, 'tdp_w'));
    const refs = cell(row, 'source')
      .split(' | ')
      .map((part) => bare(part.trim()));
    // references that mention a wattage first: they are the ones behind the power figure
    const ordered = [...refs.filter((r) => /\bW\b/.test(r)), ...refs.filter((r) => !/\bW\b/.test(r))];
    const head = `data/gpus.csv row ${id}: ${tdpW} W board power`;
    const denseTflops = Number(cell(row, 'bf16_dense_tflops'));
    // V100 and T4 have no BF16: their figure is the FP16 tensor peak (data/gpus_notes.md)
    const format = NO_BF16.has(id) ? 'FP16 tensor (the card has no BF16)' : 'BF16 tensor';
    const computeHead = `data/gpus.csv row ${id}: ${denseTflops} TFLOPS dense ${format}`;
    const computeRefs = [...new Set([...refs.filter((r) => /TFLOPS|BF16|fp16|FP16|matrix|Tensor/i.test(r)), ...refs])];
    return {
      id,
      name: cell(row, 'name'),
      vendor: cell(row, 'vendor'),
      market: id === 'h20' ? 'cn' : 'us',
      memoryGB: Number(cell(row, 'memory_gb')),
      tdpW,
      powerSource: `${head} (${clipParts(ordered, SOURCE_BUDGET - head.length - 3) || clip(ordered[0] ?? '', SOURCE_BUDGET - head.length - 3)})`,
      priceId: id,
      denseTflops,
      computeSource: `${computeHead} (${clipParts(computeRefs, SOURCE_BUDGET - computeHead.length - 3) || clip(computeRefs[0] ?? '', SOURCE_BUDGET - computeHead.length - 3)})`,
    } satisfies Spec;
  });
}

/** China-market cards: specs from the card they are cut down from, which the notes say. */
export function chinaSpecs(gpus: readonly Spec[]): Spec[] {
  const base = (id: string): Spec => {
    const found = gpus.find((g) => g.id === id);
    if (!found) throw new Error(`data/gpus.csv has no ${id}`);
    return found;
  };
  const a100 = base('a100-sxm4-80gb');
  const h100 = base('h100-sxm');
  const rtx4090 = base('rtx-4090');
  return [
    {
      id: 'a800-80gb',
      name: 'NVIDIA A800 SXM4 80GB',
      vendor: 'NVIDIA',
      market: 'cn',
      memoryGB: 80,
      tdpW: a100.tdpW,
      powerSource: `assumption: the A800 is the A100 SXM4 80GB with a slower NVLink for China, so it draws that card's ${a100.tdpW} W (data/gpus.csv row a100-sxm4-80gb); data/ has no A800 spec row`,
      priceId: 'a800-80gb',
      denseTflops: a100.denseTflops,
      computeSource: `assumption: the A800 is the A100 SXM4 80GB with a slower NVLink, so it computes as that card: ${a100.denseTflops} TFLOPS dense BF16 (data/gpus.csv row a100-sxm4-80gb); data/ has no A800 spec row`,
    },
    {
      id: 'h800-80gb',
      name: 'NVIDIA H800 SXM5 80GB',
      vendor: 'NVIDIA',
      market: 'cn',
      memoryGB: 80,
      tdpW: h100.tdpW,
      powerSource: `assumption: the H800 is the H100 SXM5 80GB with a slower NVLink for China, so it draws that card's ${h100.tdpW} W (data/gpus.csv row h100-sxm); data/ has no H800 spec row`,
      priceId: 'h800-80gb',
      denseTflops: h100.denseTflops,
      computeSource: `assumption: the H800 is the H100 SXM5 80GB with a slower NVLink, so it computes as that card: ${h100.denseTflops} TFLOPS dense BF16 (data/gpus.csv row h100-sxm); data/ has no H800 spec row`,
    },
    {
      id: 'rtx-4090d',
      name: 'NVIDIA GeForce RTX 4090D',
      vendor: 'NVIDIA',
      market: 'cn',
      memoryGB: 24,
      tdpW: 425,
      powerSource:
        'RTX 4090D, the China-only 4090 under the 2023-10-17 export rule: 14,592 CUDA cores, 425 W (engadget.com; fudzilla.com, relayed in the 2026-12 market research §2c)',
      priceId: 'rtx-4090d',
      denseTflops: Number(((rtx4090.denseTflops * 14_592) / 16_384).toFixed(1)),
      computeSource: `assumption: the RTX 4090's ${rtx4090.denseTflops} TFLOPS dense BF16 (data/gpus.csv row rtx-4090) × 14,592/16,384, the 4090D's share of its CUDA cores; data/ has no 4090D spec row`,
    },
  ];
}
