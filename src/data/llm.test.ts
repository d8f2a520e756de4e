import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import gpuCatalog from './catalog.json';
import json from './llm.json';
import { apiPricesOf, loadLlmCatalog, modelById, throughputFor } from './llm.ts';
import { llmCatalogSchema } from './llmSchema.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) =>
  DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const catalog = llmCatalogSchema.parse(json);

function model(id: string) {
  const found = modelById(catalog, id);
  if (!found) throw new Error(`no ${id} in llm.json`);
  return found;
}

/** Data lines of a file of data/llm/, the header left out (no field of these files spans lines). */
function csvRows(name: string): number {
  const text = readFileSync(resolve(import.meta.dirname, '../../data/llm', name), 'utf8');
  return text.split('\n').filter((line) => line.trim() !== '').length - 1;
}

describe('llm.json', () => {
  it('matches its schema', () => {
    const parsed = llmCatalogSchema.safeParse(json);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.success).toBe(true);
  });

  it('keeps every row of the four files: 24 models, 37 MFU rows, 64 throughput rows, 26 API prices', () => {
    expect(catalog.models).toHaveLength(24);
    expect(catalog.training.rows).toHaveLength(37);
    expect(catalog.throughput).toHaveLength(64);
    expect(catalog.api).toHaveLength(26);
    expect(catalog.models).toHaveLength(csvRows('models.csv'));
    expect(catalog.training.rows).toHaveLength(csvRows('training_mfu.csv'));
    expect(catalog.throughput).toHaveLength(csvRows('inference_throughput.csv'));
    expect(catalog.api).toHaveLength(csvRows('api_prices.csv'));
  });

  it('gives every row a source, and a real date no later than the research date wherever the file has one', () => {
    const rows = [...catalog.models, ...catalog.training.rows, ...catalog.throughput, ...catalog.api];
    for (const row of rows) expect(row.source.trim().length).toBeGreaterThan(10);
    expect(catalog.researchedOn).toBe('2026-12-01');
    const dated = [
      ...catalog.throughput.map((r) => ({ text: r.date, asOf: r.asOf })),
      ...catalog.api.map((r) => ({ text: r.dateSeen, asOf: r.asOf })),
    ];
    for (const { text, asOf } of dated) {
      if (/^\d{4}-(\d{2}|Q[1-4])/.test(text)) {
        expect(asOf !== null && isRealDate(asOf), text).toBe(true);
        expect(asOf !== null && asOf <= catalog.researchedOn, text).toBe(true);
      } else {
        // "unverified", "undated doc version … (about 2025-09; unverified)": no date is made up
        expect(asOf, text).toBeNull();
      }
    }
    // only the undated TensorRT-LLM table and the together.ai price lack a date
    expect(dated.filter((d) => d.asOf === null)).toHaveLength(17);
  });

  it('reads a month as its first day and a quarter as its first month: MLPerf v4.1 "2024-08", Bailian "2024-Q4"', () => {
    expect(catalog.throughput[0]?.asOf).toBe('2024-08-01');
    expect(apiPricesOf(catalog, 'alibaba')[0]?.asOf).toBe('2024-10-01');
  });

  it('derives Llama 3.1 70B KV cache in BF16 as 2 × 80 × 8 × 128 × 2 = 327,680 bytes a token', () => {
    const llama = model('llama-3.1-70b');
    expect(llama.attention).toBe('gqa');
    expect(llama.kvBytesPerTokenBf16).toBe(327_680);
    expect(llama.kvDerivation).toBe('DERIVED: 2 (K and V) × 80 layers × 8 KV heads × 128 head dim × 2 bytes');
  });

  it('derives MLA caches as layers × 576 × 2: DeepSeek-V3 61 × 576 × 2 = 70,272, Kimi K2 the same', () => {
    const deepseek = model('deepseek-v3');
    expect(deepseek.attention).toBe('mla');
    expect(deepseek.kvHeads).toBeNull();
    expect(deepseek.kvBytesPerTokenBf16).toBe(70_272);
    expect(model('kimi-k2').kvBytesPerTokenBf16).toBe(70_272); // 61 layers too
    expect(catalog.models.filter((m) => m.attention === 'mla').map((m) => m.id)).toEqual(['deepseek-v3', 'kimi-k2']);
  });

  it('says where the formula over-estimates: Gemma 2 and 3, gpt-oss and Llama 4 have windowed layers', () => {
    expect(catalog.models.filter((m) => m.kvWindowedLayers).map((m) => m.id)).toEqual([
      'llama-4-scout',
      'gemma-2-9b',
      'gemma-2-27b',
      'gemma-3-27b',
      'gpt-oss-120b',
    ]);
  });

  it('gives throughput per GPU as total ÷ GPUs: MLPerf v4.1 DGX-H100 Llama 2 70B offline 24,524.9 ÷ 8 = 3,065.6125', () => {
    const row = catalog.throughput[0];
    expect(row?.source).toMatch(/DGX-H100_H100-SXM-80GBx8_TRT\/llama2-70b-99\/Offline/);
    expect(row?.tokensPerSecondTotal).toBe(24_524.9);
    expect(row?.gpus).toBe(8);
    expect(row?.tokensPerSecondPerGpu).toBe(3_065.6125);
    for (const r of catalog.throughput) {
      expect(r.tokensPerSecondPerGpu).toBeCloseTo(r.tokensPerSecondTotal / r.gpus, 6);
      expect(r.doubt).toContain('DERIVED');
    }
  });

  it('chooses a default MFU of 42 %: the lower middle of the ten dense BF16 H100 runs on 64 GPUs or more', () => {
    // 38, 41, 41.25, 42, 42, 42.57, 43, 44, 47, 47: the 5th of 10 is 42 (Megatron-Core GPT-3 175B at 4,608 GPUs)
    const { defaultMfuPct, defaultMfu } = catalog.training;
    expect(defaultMfuPct).toBe(42);
    expect(defaultMfu.chosenRun).toBe('Megatron-Core GPT-3 175B strong scaling, GBS 1152');
    expect(defaultMfu.runs.map((r) => r.mfuPct).sort((a, b) => a - b)).toEqual([
      38, 41, 41.25, 42, 42, 42.57, 43, 44, 47, 47,
    ]);
    expect(defaultMfu.runs.every((r) => /^H100/.test(r.gpu) && (r.gpus ?? 0) >= 64)).toBe(true);
    expect(defaultMfu.source).toMatch(/NVIDIA\/Megatron-LM/);
  });

  it('marks doubts from the text: SECONDARY prices, the WEAK SOURCE together.ai row, the 405B CONFLICT', () => {
    expect(apiPricesOf(catalog, 'together')[0]?.doubt).toEqual(['UNVERIFIED', 'WEAK SOURCE']);
    expect(apiPricesOf(catalog, 'openai').every((p) => p.doubt.includes('SECONDARY'))).toBe(true);
    expect(apiPricesOf(catalog, 'anthropic').every((p) => p.doubt.length === 0)).toBe(true);
    expect(model('llama-3.1-405b').doubt).toEqual(['CONFLICT']);
    expect(model('qwen2.5-7b').doubt).toEqual(['UNVERIFIED']); // "Apache-2.0 (unverified this session)"
    const bloom = catalog.training.rows.find((r) => r.run.startsWith('BLOOM'));
    expect(bloom?.doubt).toEqual(['DERIVED', 'UNVERIFIED']);
  });

  it('keeps prices in the currency printed, DeepSeek-V3 in USD and in CNY, with no cached price where none is listed', () => {
    const deepseek = apiPricesOf(catalog, 'deepseek');
    expect(deepseek.map((p) => p.currency)).toEqual(['USD', 'USD', 'USD', 'CNY']);
    expect(deepseek[3]).toMatchObject({ inputPerM: 2, cachedInputPerM: 0.5, outputPerM: 8 });
    expect(apiPricesOf(catalog, 'alibaba').map((p) => p.cachedInputPerM)).toEqual([null, null, null, null]);
  });

  it('finds the serving rows of a model on a GPU, in one number format', () => {
    const rows = throughputFor(catalog, 'llama-3.1-405b', 'b200');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.modelId === 'llama-3.1-405b' && r.gpu === 'b200')).toBe(true);
    const fp8 = throughputFor(catalog, 'llama-3.1-405b', 'b200', 'FP8');
    expect(fp8.every((r) => r.precision === 'FP8')).toBe(true);
    expect(throughputFor(catalog, 'deepseek-v3', 'h800')).toHaveLength(1);
    expect(throughputFor(catalog, 'deepseek-v3', 'h800')[0]?.catalogGpuId).toBe('h800-80gb');
    expect(throughputFor(catalog, 'no-such-model', 'h100-sxm')).toEqual([]);
  });

  it('links each serving row to a model of its own list and a GPU of the GPU catalog, or to none', () => {
    const gpuIds = new Set(gpuCatalog.entries.map((e) => e.id));
    for (const r of catalog.throughput) {
      if (r.modelId !== null) expect(modelById(catalog, r.modelId), r.model).toBeDefined();
      if (r.catalogGpuId !== null) expect(gpuIds.has(r.catalogGpuId), r.gpu).toBe(true);
    }
    expect(catalog.throughput.filter((r) => r.modelId === null).map((r) => r.model)).toEqual(
      expect.arrayContaining(['Llama 2 70B Chat', 'Llama 4 Maverick 17B-128E']),
    );
    const outside = new Set(catalog.throughput.filter((r) => r.catalogGpuId === null).map((r) => r.gpu));
    expect([...outside].sort()).toEqual(['gb200', 'mi325x', 'rtx-pro-6000-blackwell-server']);
  });

  it('loads as a module of its own', async () => {
    const loaded = await loadLlmCatalog();
    expect(loaded.models).toHaveLength(24);
  });
});
