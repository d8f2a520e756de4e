// The scorecard's words on the page: an unknown check reads "unknown", a partly measured one says
// how much of it is measured, and the total carries the share of the weight measured and its flag.
import { describe, expect, it } from 'vitest';
import type { DimensionScore, ProviderScore } from '../../engine/providers/index.ts';
import { translate } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import { dimensionLine, reasonText, totalLines } from './scoreText.ts';

const t: Translate = (key, params) => translate('en', key, params);
const tZh: Translate = (key, params) => translate('zh-CN', key, params);
const dim = (score: number | null, measured: number): DimensionScore => ({ score, measured, reasons: [] });

/** A provider with only the fields the lines read. */
const provider = (fields: Partial<ProviderScore>): ProviderScore =>
  ({ total: 62, measuredShare: 0.62, standing: 'measured', faults: [], ...fields }) as ProviderScore;

describe('a check in words', () => {
  it('says unknown, not 0, when nothing of it is measured', () => {
    expect(dimensionLine(t, 'en', 'support', dim(null, 0))).toBe('Support: unknown, no evidence yet');
    expect(dimensionLine(tZh, 'zh-CN', 'support', dim(null, 0))).toBe('技术支持：未知，尚无证据');
  });

  it('says how much of a partly measured check its score rests on: latency alone is 40 % of the network', () => {
    expect(dimensionLine(t, 'en', 'network', dim(3.5, 0.4))).toBe('Network: 3.5 of 10 on the 40% of it measured');
    expect(dimensionLine(t, 'en', 'hardware', dim(10, 1))).toBe('Hardware: 10 of 10');
  });

  it('words the price against owning with the money in the scenario’s currency', () => {
    const reason = {
      code: 'billing.vsOwn',
      points: 7.924813,
      params: { total: 28_800, perHour: 10, reference: 15, ratio: 2 / 3, plan: 'on-demand' },
    };
    expect(reasonText(t, 'en', 'CNY', reason)).toBe(
      'CN¥10.00 a busy GPU-hour (On demand, CN¥28,800 in all), 0.67 × the CN¥15.00 owning costs a busy GPU-hour. (+7.9)',
    );
  });
});

describe('the total in words', () => {
  it('gives the total with the share of the weight measured', () => {
    expect(totalLines(t, 'en', provider({}))).toEqual(['Total: 62 of 100', '62% of the weight measured']);
  });

  it('flags a provider with little evidence and one with a fault, naming the fault', () => {
    expect(totalLines(t, 'en', provider({ standing: 'thin', measuredShare: 0.2, total: 100 }))).toEqual([
      'Total: 100 of 100',
      '20% of the weight measured',
      'Less than half the weight measured: ranked after the providers with more evidence.',
    ]);
    const faulty = provider({ standing: 'fault', faults: ['hardware.mig', 'hardware.model'] });
    expect(totalLines(t, 'en', faulty).at(-1)).toBe(
      'The evidence shows a fault (MIG slices, another GPU model): ranked below every provider without one.',
    );
  });

  it('says why there is no total: every weight 0, or nothing weighted measured', () => {
    expect(totalLines(t, 'en', provider({ measuredShare: null, total: null }))).toEqual([
      'No total: every weight is 0.',
    ]);
    expect(totalLines(t, 'en', provider({ measuredShare: 0, total: null, standing: 'thin' }))[0]).toBe(
      'No total: nothing weighted is measured yet.',
    );
  });
});
