// data/llm/inference_throughput.csv and api_prices.csv to the catalog's serving rows and API prices.
import { cell, type Row, readCsv } from '../catalog/csv.ts';
import { parseAsOf } from '../catalog/readings.ts';
import { clean, DOUBT_MARKS, doubtOf, numberCell } from './doubt.ts';

/** The model id of models.csv each served model is, or null when models.csv has no such model. */
const MODEL_IDS: Record<string, string | null> = {
  'DeepSeek-R1': 'deepseek-v3',
  'DeepSeek-V3 (671B MoE)': 'deepseek-v3',
  'DeepSeek-V3/R1 (production service)': 'deepseek-v3',
  'Llama 2 70B Chat': null,
  'Llama 3.1 8B Instruct': 'llama-3.1-8b',
  'Llama 3.1 405B Instruct': 'llama-3.1-405b',
  'Llama 3.3 70B Instruct': 'llama-3.3-70b',
  'Llama 4 Maverick 17B-128E': null,
  'Mixtral 8x7B Instruct': 'mixtral-8x7b',
  'Qwen3-235B-A22B': 'qwen3-235b-a22b',
  'Qwen3-30B-A3B': 'qwen3-30b-a3b',
};

/** GPUs the file writes out in full, by id (the README: ids not in data/gpus.csv are gb200, mi325x, …). */
const GPU_IDS: Record<string, string> = {
  'AMD Instinct MI300X-NPS1-SPX-192GB-750W': 'mi300x',
  'AMD Instinct MI325X 256GB HBM3e': 'mi325x',
  'H800 (not in ../gpus.csv)': 'h800',
};
/** GPU ids whose catalog entry (src/data/catalog.json) has another id. */
const CATALOG_ALIASES: Record<string, string> = { h800: 'h800-80gb', a800: 'a800-80gb' };

const PROVIDER_IDS: [RegExp, string][] = [
  [/^Anthropic\b/, 'anthropic'],
  [/^OpenAI\b/, 'openai'],
  [/^Google\b/, 'google'],
  [/^DeepSeek\b/, 'deepseek'],
  [/^Alibaba\b/, 'alibaba'],
  [/^Moonshot\b/, 'moonshot'],
  [/^Zhipu\b/, 'zhipu'],
  [/^together\.ai$/, 'together'],
];

function known<T>(table: Record<string, T>, key: string, what: string): T {
  if (!Object.hasOwn(table, key)) throw new Error(`no ${what} for "${key}": add it to scripts/llm/serving.ts`);
  return table[key] as T;
}

/** The number format a row ran in, from the start of its precision text; null when it does not say. */
function precisionOf(text: string): 'FP4' | 'FP8' | 'BF16' | null {
  const m = /^(FP4|FP8|BF16)\b/.exec(text);
  return m ? (m[1] as 'FP4' | 'FP8' | 'BF16') : null;
}

function scenarioOf(text: string): 'offline' | 'server' | 'interactive' | 'production' | 'other' {
  const m = /^(offline|server|interactive|production)\b/.exec(text);
  return m ? (m[1] as 'offline' | 'server' | 'interactive' | 'production') : 'other';
}

function rows<T>(path: string, read: (row: Row) => T): T[] {
  return readCsv(path).map(({ row, line }) => {
    try {
      return read(row);
    } catch (error) {
      throw new Error(`${path} line ${line}: ${(error as Error).message}`);
    }
  });
}

export function readThroughput(catalogGpuIds: ReadonlySet<string>, dir = 'data/llm') {
  return rows(`${dir}/inference_throughput.csv`, (row) => {
    const model = cell(row, 'model');
    const published = cell(row, 'gpu');
    const gpu = Object.hasOwn(GPU_IDS, published) ? known(GPU_IDS, published, 'GPU id') : published;
    if (!/^[a-z0-9-]+$/.test(gpu)) throw new Error(`GPU "${published}" has no id`);
    const catalogId = CATALOG_ALIASES[gpu] ?? gpu;
    const gpus = numberCell(row, 'gpus');
    const total = numberCell(row, 'tokens_per_s_total');
    const perGpu = clean(total / gpus);
    // the file's own figure is the quotient to 0.1: a figure that disagrees is a typo, not rounding
    if (Math.abs(perGpu - numberCell(row, 'tokens_per_s_per_gpu')) > 0.05 + 1e-9) {
      throw new Error(`tokens_per_s_per_gpu is not ${total} ÷ ${gpus}`);
    }
    const precisionNote = cell(row, 'precision');
    const scenarioNote = cell(row, 'scenario');
    const date = cell(row, 'date');
    return {
      model,
      modelId: known(MODEL_IDS, model, 'model id'),
      gpu,
      catalogGpuId: catalogGpuIds.has(catalogId) ? catalogId : null,
      gpus,
      precision: precisionOf(precisionNote),
      precisionNote,
      engine: cell(row, 'engine'),
      scenario: scenarioOf(scenarioNote),
      scenarioNote,
      tokensPerSecondTotal: total,
      tokensPerSecondPerGpu: perGpu,
      inputLen: numberCell(row, 'input_len', true),
      outputLen: numberCell(row, 'output_len', true),
      source: cell(row, 'source'),
      date,
      asOf: parseAsOf(date),
      notes: cell(row, 'notes'),
      // tokens_per_s_per_gpu is DERIVED on every row (data/llm/README.md), whatever the notes say
      doubt: DOUBT_MARKS.filter((mark) => mark === 'DERIVED' || doubtOf(row).includes(mark)),
    };
  });
}

export function readApiPrices(dir = 'data/llm') {
  return rows(`${dir}/api_prices.csv`, (row) => {
    const provider = cell(row, 'provider');
    const providerId = PROVIDER_IDS.find(([pattern]) => pattern.test(provider))?.[1];
    if (!providerId) throw new Error(`no provider id for "${provider}": add it to scripts/llm/serving.ts`);
    const currency = cell(row, 'currency');
    if (currency !== 'USD' && currency !== 'CNY') throw new Error(`currency "${currency}"`);
    const dateSeen = cell(row, 'date_seen');
    return {
      provider,
      providerId,
      model: cell(row, 'model'),
      inputPerM: numberCell(row, 'input_per_m'),
      cachedInputPerM: numberCell(row, 'cached_input_per_m', true),
      outputPerM: numberCell(row, 'output_per_m'),
      currency: currency as 'USD' | 'CNY',
      dateSeen,
      asOf: parseAsOf(dateSeen),
      source: cell(row, 'source'),
      notes: cell(row, 'notes'),
      doubt: doubtOf(row),
    };
  });
}

/** A card's memory bandwidth with its source: what bounds a sequence's decode (docs/method/jobs.md). */
export function readMemoryBandwidth(catalogGpuIds: ReadonlySet<string>, dir = 'data/llm') {
  return rows(`${dir}/gpu_memory_bandwidth.csv`, (row) => {
    const date = cell(row, 'date');
    const gpu = cell(row, 'gpu');
    const catalogId = CATALOG_ALIASES[gpu] ?? gpu;
    return {
      gpu,
      // the card the page's job form lists (an H800 is h800-80gb there), as throughput rows name it
      catalogGpuId: catalogGpuIds.has(catalogId) ? catalogId : null,
      memoryBandwidthTBps: numberCell(row, 'memory_bandwidth_tbps'),
      source: cell(row, 'source'),
      date,
      asOf: parseAsOf(date),
      notes: cell(row, 'notes'),
      doubt: doubtOf(row),
    };
  });
}
