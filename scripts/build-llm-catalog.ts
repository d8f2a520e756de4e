// npx tsx scripts/build-llm-catalog.ts: writes src/data/llm.json from data/llm/*.csv (models, training
// MFU, serving throughput, API prices; researched 2026-12-01). The app never reads data/ at run time:
// this script is how the file is regenerated, and its output is committed.
//
// Rules (also in docs/method/jobs-data.md):
// - Every row is kept, with its source, notes and date text as the file gives them; `doubt` lists the
//   marks of data/llm/README.md its text carries (DERIVED, SECONDARY, UNVERIFIED, WEAK SOURCE, CONFLICT).
// - Dates (`asOf`): YYYY-MM-DD, or the first day of a YYYY-MM or YYYY-Qn; null where the text gives none.
// - KV cache per token in BF16 (DERIVED): 2 × layers × kv_heads × head_dim × 2 bytes; for MLA models
//   (no kv_heads: DeepSeek-V3/R1, Kimi K2) layers × 576 × 2 bytes.
// - Throughput per GPU is recomputed as total ÷ gpus, unrounded; the script stops when the file's own
//   rounded figure disagrees by more than its rounding.
// - Default MFU: the rule in scripts/llm/training.ts (DEFAULT_MFU_RULE), written into the file.
// - Money stays in the currency the source printed (USD or CNY).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './catalog/csv.ts';
import { buildLlmCatalog, LLM_JSON, llmText } from './llm/build.ts';

const catalog = buildLlmCatalog();
writeFileSync(resolve(ROOT, LLM_JSON), llmText(catalog));
console.log(
  `wrote ${LLM_JSON}: ${catalog.models.length} models, ${catalog.training.rows.length} MFU rows, ` +
    `${catalog.throughput.length} throughput rows, ${catalog.api.length} API prices; ` +
    `default MFU ${catalog.training.defaultMfuPct} % (${catalog.training.defaultMfu.chosenRun})`,
);
