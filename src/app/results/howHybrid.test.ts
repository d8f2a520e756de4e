// The hybrid tool's line of "how this is computed": what its best count saves against renting all, and
// no figure twice (renting everything is not said to cost as much as itself).
import { describe, expect, it } from 'vitest';
import { EXPLAIN_MESSAGES, type ExplainKey } from '../../i18n/explain.ts';
import { type Lang, translateIn } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import type { ToolStep } from './explainTools.ts';
import { toolLine } from './howToolLines.ts';
import { formatsFor } from './lines.ts';

function formula(step: ToolStep, lang: Lang = 'en'): string {
  const t: Translate<ExplainKey> = (key, params) => translateIn(EXPLAIN_MESSAGES, lang, key, params);
  return toolLine(step, t, formatsFor(lang, 'CNY')).formula;
}

const hybrid = (ownedGpus: number, total: number): ToolStep => ({
  id: 'toolHybrid',
  values: {
    peakGpus: 6,
    gpusPerServer: 2,
    ownedGpus,
    total,
    allRented: 18_240,
    savings: 18_240 - total,
    savedPct: ((18_240 - total) / 18_240) * 100,
  },
});

describe('the hybrid tool in how this is computed', () => {
  it('says what owning 2 of 6 cards saves against renting everything: 12,280, 67.3 %', () => {
    // 18,240 − 5,960 = 12,280; 12,280 ÷ 18,240 = 67.3 %
    expect(formula(hybrid(2, 5_960))).toContain(
      'owning 2 cards costs least, CN¥5,960.00 in all, which saves CN¥12,280.00 (67.3%) against CN¥18,240.00 renting everything',
    );
    expect(formula(hybrid(2, 5_960), 'zh-CN')).toContain('比全部租用的 ¥18,240.00 节省 ¥12,280.00（67.3%）');
  });

  it('names the total once when renting everything costs least', () => {
    const text = formula(hybrid(0, 18_240));
    expect(text).toContain('renting everything costs least, CN¥18,240.00');
    expect(text.match(/CN¥18,240\.00/g)).toHaveLength(1);
  });
});
