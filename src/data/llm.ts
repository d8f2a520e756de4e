// The LLM workload catalog (llm.json, built by scripts/build-llm-catalog.ts from data/llm/*.csv,
// researched 2026-12-01): open-weight models with their KV-cache size, published training MFU,
// measured serving throughput and API prices per million tokens, every row with its source, date and
// doubt marks. Loaded on demand: import this module with `await import()` so that neither it nor the
// JSON lands in the first bundle. Field meanings: data/llm/README.md; rules: docs/method/jobs-data.md.
import type { ApiPrice, LlmCatalog, LlmModel, Precision, ThroughputRow } from './llmSchema.ts';

export type { ApiPrice, LlmCatalog, LlmModel, MemoryBandwidth, Precision, ThroughputRow } from './llmSchema.ts';

export async function loadLlmCatalog(): Promise<LlmCatalog> {
  // the build writes the catalog and its tests hold it to its schema (llmSchema.ts), so the page need
  // not load a schema library to read it
  const json = await import('./llm.json');
  return json.default as LlmCatalog;
}

export function modelById(catalog: LlmCatalog, modelId: string): LlmModel | undefined {
  return catalog.models.find((m) => m.id === modelId);
}

/**
 * Measured serving rows for a model on a GPU (its id in `throughput`, e.g. "h100-sxm"), in file
 * order; only those in `precision` when one is given.
 */
export function throughputFor(
  catalog: LlmCatalog,
  modelId: string,
  gpu: string,
  precision?: Precision,
): ThroughputRow[] {
  return catalog.throughput.filter(
    (r) => r.modelId === modelId && r.gpu === gpu && (precision === undefined || r.precision === precision),
  );
}

/** A provider's API prices ("deepseek", "alibaba", "openai" …), in file order. */
export function apiPricesOf(catalog: LlmCatalog, providerId: string): ApiPrice[] {
  return catalog.api.filter((p) => p.providerId === providerId);
}
