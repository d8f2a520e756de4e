// One Chinese term per concept: every Chinese message, and every Chinese string anywhere in the
// source, uses the glossary's term and none of the variants it lists.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOSSARY, glossaryViolations } from './glossary.ts';
import { zh } from './zh/index.ts';
import { later } from './zh/later.ts';
import { method } from './zh/method.ts';

const DICTIONARIES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'before the verdict': zh,
  later,
  method,
};

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|html)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the Chinese glossary', () => {
  it('lists each concept once, with a term that is not among any variant', () => {
    const terms = GLOSSARY.map((e) => e.zh);
    expect(new Set(terms).size).toBe(terms.length);
    for (const entry of GLOSSARY) {
      expect(entry.avoid.length, entry.en).toBeGreaterThan(0);
      expect(glossaryViolations(entry.zh), entry.en).toEqual([]);
    }
  });

  it('finds a variant in a sentence and names the term to use', () => {
    expect(glossaryViolations('自购成本 ¥1；按量租用')).toEqual([
      { found: '自购', use: '自建' },
      { found: '按量', use: '按需' },
    ]);
    expect(glossaryViolations('盈亏平衡点：每天 8 小时')).toEqual([]);
    expect(glossaryViolations('平衡点：每天 8 小时')).toEqual([{ found: '平衡点', use: '盈亏平衡点' }]);
    // a finance lease of the hardware is not renting
    expect(glossaryViolations('硬件以融资租赁支付')).toEqual([]);
    expect(glossaryViolations('租赁云端 GPU')).toEqual([{ found: '租赁', use: '租用' }]);
  });

  for (const [stage, messages] of Object.entries(DICTIONARIES)) {
    it(`holds in every Chinese message of the ${stage} dictionary`, () => {
      const wrong = Object.entries(messages).flatMap(([key, text]) =>
        glossaryViolations(text).map((v) => `${key}: “${v.found}” → “${v.use}” in “${text}”`),
      );
      expect(wrong).toEqual([]);
    });
  }

  it('holds in every Chinese string elsewhere in the source (titles, the widget, the page)', () => {
    const files = [...sourceFiles(SRC), join(SRC, '..', 'index.html'), join(SRC, '..', 'embed.html')];
    const wrong = files
      .filter((file) => !file.endsWith('glossary.ts'))
      .flatMap((file) =>
        glossaryViolations(readFileSync(file, 'utf8')).map((v) => `${relative(SRC, file)}: “${v.found}” → “${v.use}”`),
      );
    expect(wrong).toEqual([]);
  });
});
