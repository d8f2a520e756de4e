// data/llm/models.csv to the catalog's models, each with its KV-cache size per token in BF16.
import { cell, readCsv } from '../catalog/csv.ts';
import { doubtOf, numberCell } from './doubt.ts';

/**
 * MLA models cache one compressed vector per token and layer: kv_lora_rank 512 + qk_rope_head_dim 64
 * (DeepSeek-V3 inference/configs/config_671B.json; Kimi K2 in MaxText's config, data/llm/README.md).
 * They are the rows with no kv_heads.
 */
export const MLA_VALUES_PER_LAYER = 576;
const BF16_BYTES = 2;

/**
 * Models whose sliding-window or chunked layers cap their KV cache (data/llm/README.md): Gemma 2
 * (4,096 on alternate layers), Gemma 3 (1,024 on 5 of 6), gpt-oss (128 on alternate layers), Llama 4
 * (8,192-token chunks on 3 of 4). The plain formula over-estimates them at long context.
 */
const WINDOWED = new Set(['gemma-2-9b', 'gemma-2-27b', 'gemma-3-27b', 'gpt-oss-120b', 'llama-4-scout']);

function kvCache(layers: number, kvHeads: number | null, headDim: number | null) {
  if (kvHeads === null) {
    return {
      attention: 'mla' as const,
      kvBytesPerTokenBf16: layers * MLA_VALUES_PER_LAYER * BF16_BYTES,
      kvDerivation: `DERIVED (MLA): ${layers} layers × ${MLA_VALUES_PER_LAYER} values (512 + 64) × ${BF16_BYTES} bytes`,
    };
  }
  if (headDim === null) throw new Error('a model with KV heads needs a head_dim');
  return {
    attention: 'gqa' as const,
    kvBytesPerTokenBf16: 2 * layers * kvHeads * headDim * BF16_BYTES,
    kvDerivation: `DERIVED: 2 (K and V) × ${layers} layers × ${kvHeads} KV heads × ${headDim} head dim × ${BF16_BYTES} bytes`,
  };
}

export function readModels(dir = 'data/llm') {
  return readCsv(`${dir}/models.csv`).map(({ row, line }) => {
    const where = `${dir}/models.csv line ${line}`;
    try {
      const id = cell(row, 'id');
      const layers = numberCell(row, 'layers');
      const kvHeads = numberCell(row, 'kv_heads', true);
      const headDim = numberCell(row, 'head_dim', true);
      return {
        id,
        name: cell(row, 'name'),
        totalParamsB: numberCell(row, 'total_params_b'),
        activeParamsB: numberCell(row, 'active_params_b'),
        layers,
        hiddenSize: numberCell(row, 'hidden_size'),
        kvHeads,
        headDim,
        contextTokens: numberCell(row, 'context_tokens'),
        licence: cell(row, 'license'),
        ...kvCache(layers, kvHeads, headDim),
        kvWindowedLayers: WINDOWED.has(id),
        source: cell(row, 'source'),
        notes: cell(row, 'notes'),
        doubt: doubtOf(row),
      };
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`);
    }
  });
}
