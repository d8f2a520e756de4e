// How scripts/build-llm-catalog.ts turns data/llm/*.csv into src/data/llm.json: the committed file
// is what the script writes today, and a row the script cannot read honestly stops it. It lives here,
// not beside the script, because the unit-test run collects src/ and tests/unit/ only.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { buildLlmCatalog, LLM_JSON, llmText } from '../../scripts/llm/build.ts';
import { DOUBT_MARKS, doubtOf } from '../../scripts/llm/doubt.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FILES = [
  'models.csv',
  'training_mfu.csv',
  'inference_throughput.csv',
  'api_prices.csv',
  'gpu_memory_bandwidth.csv',
];

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of data/llm/ with one text replaced in one file. */
function dataWith(file: string, from: string, to: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'llm-data-'));
  dirs.push(dir);
  for (const name of FILES) copyFileSync(join(ROOT, 'data/llm', name), join(dir, name));
  const text = readFileSync(join(dir, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
  writeFileSync(join(dir, file), text.replace(from, to));
  return dir;
}

describe('building the LLM catalog', () => {
  it('gives byte for byte the committed src/data/llm.json (rerun `npx tsx scripts/build-llm-catalog.ts`)', () => {
    const committed = readFileSync(join(ROOT, LLM_JSON), 'utf8');
    expect(llmText(buildLlmCatalog())).toBe(committed);
  });

  it('reads the doubt marks in any case, as whole words, and never from the source', () => {
    expect(doubtOf({ notes: 'DERIVED: 150/312', source: 'x' })).toEqual(['DERIVED']);
    expect(doubtOf({ license: 'Apache-2.0 (unverified this session)', notes: 'head_dim derived = 5120/40' })).toEqual([
      'DERIVED',
      'UNVERIFIED',
    ]);
    expect(doubtOf({ notes: 'WEAK SOURCE / UNVERIFIED: not found' })).toEqual(['UNVERIFIED', 'WEAK SOURCE']);
    expect(doubtOf({ notes: 'underived, secondaryness', source: 'a SECONDARY table' })).toEqual([]);
  });

  it('finds a mark written anywhere in the notes, in any case, and only the marks written there', () => {
    const words = fc.constantFrom('rows', 'read', 'per', 'GPU', 'derivedness', '(', ';', '405B');
    fc.assert(
      fc.property(
        fc.array(fc.oneof(words, fc.constantFrom(...DOUBT_MARKS)), { maxLength: 12 }),
        fc.boolean(),
        (parts, lower) => {
          const notes = parts.join(' ');
          const written = DOUBT_MARKS.filter((mark) => parts.includes(mark));
          expect(doubtOf({ notes: lower ? notes.toLowerCase() : notes })).toEqual(written);
        },
      ),
    );
  });

  it('stops when a throughput row per GPU is not its total ÷ GPUs, to the file’s rounding', () => {
    // 24,524.9 ÷ 8 = 3,065.6125, printed 3065.6; 3065.7 is off by more than the 0.05 of rounding
    const dir = dataWith('inference_throughput.csv', ',24524.9,3065.6,', ',24524.9,3065.7,');
    expect(() => buildLlmCatalog(dir)).toThrow(
      /inference_throughput\.csv line 2: tokens_per_s_per_gpu is not 24524\.9 ÷ 8/,
    );
  });

  it('stops at a served model it has no model id for, rather than guess one', () => {
    const dir = dataWith('inference_throughput.csv', 'Llama 2 70B Chat,', 'Llama 2 13B Chat,');
    expect(() => buildLlmCatalog(dir)).toThrow(/no model id for "Llama 2 13B Chat"/);
  });

  it('stops at a price in a currency other than USD or CNY, since none is converted', () => {
    const dir = dataWith('api_prices.csv', ',10,0.25,50,USD,', ',10,0.25,50,EUR,');
    expect(() => buildLlmCatalog(dir)).toThrow(/api_prices\.csv line 2: currency "EUR"/);
  });

  it('stops at a model shape cell that is not a number', () => {
    const dir = dataWith('models.csv', 'Llama 3.1 70B,70,70,80,', 'Llama 3.1 70B,70,70,eighty,');
    expect(() => buildLlmCatalog(dir)).toThrow(/models\.csv line 3: layers: "eighty" is not a number/);
  });

  it('keeps to the lower middle row when the figures change: 42 stays, or 42.57 takes over', () => {
    // 43 → 49 in the first Llama 3 row: 38, 41, 41.25, 42, 42, 42.57, 44, 47, 47, 49; the 5th is still 42
    const up = buildLlmCatalog(dataWith('training_mfu.csv', 'BF16,43,', 'BF16,49,'));
    expect(up.training.defaultMfuPct).toBe(42);
    // 38 → 45: 41, 41.25, 42, 42, 42.57, 43, 44, 45, 47, 47; the 5th is 42.57 (MosaicML MPT-70B, 64 H100)
    const down = buildLlmCatalog(dataWith('training_mfu.csv', 'BF16,38,', 'BF16,45,'));
    expect(down.training.defaultMfuPct).toBe(42.57);
  });
});
