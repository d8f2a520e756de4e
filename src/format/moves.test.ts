import { describe, expect, it } from 'vitest';
import { QUIET } from '../../tests/support/scenarios.ts';
import { sensitivityPaths } from '../engine/analysis.ts';
import { PLANS } from '../engine/index.ts';
import { tools as en } from '../i18n/en/later.ts';
import { tools as zh } from '../i18n/zh/later.ts';
import { moveText, moveTextShort } from './moves.ts';

describe('the move a sensitivity row shows', () => {
  it('says 2 cards moved by one whole card: −1 / +1 (−50% / +50%)', () => {
    const row = { base: 2, low: 1, high: 3, lowPct: -50, highPct: 50 };
    expect(moveText(row, 'en')).toBe('−1 / +1 (−50% / +50%)');
    expect(moveTextShort(row, 'en')).toBe('±1 (±50%)');
    expect(moveText(row, 'zh-CN')).toBe('−1 / +1 (−50% / +50%)');
  });

  it('keeps both ends of a move the range cut: 1 card moves 0 / +1 (0% / +100%)', () => {
    const row = { base: 1, low: 1, high: 2, lowPct: 0, highPct: 100 };
    expect(moveText(row, 'en')).toBe('0 / +1 (0% / +100%)');
    expect(moveTextShort(row, 'en')).toBe('0 / +1 (0% / +100%)');
  });

  it('rounds a price’s floating-point move: 1 × 20 % is 0.2 each way', () => {
    const row = { base: 1, low: 0.8, high: 1.2, lowPct: -19.999999999999996, highPct: 19.999999999999996 };
    expect(moveText(row, 'en')).toBe('−0.2 / +0.2 (−20% / +20%)');
    expect(moveTextShort(row, 'en')).toBe('±0.2 (±20%)');
  });

  it('writes 12 months moved by 2 as −2 / +2 (−16.7% / +16.7%)', () => {
    const row = { base: 12, low: 10, high: 14, lowPct: -100 / 6, highPct: 100 / 6 };
    expect(moveText(row, 'en')).toBe('−2 / +2 (−16.7% / +16.7%)');
  });

  it('writes a discount rate moved up from 0 by its points alone: 0 / +2, with no share of 0 to state', () => {
    const row = { base: 0, low: 0, high: 2, lowPct: 0, highPct: 20, fromZero: true };
    expect(moveText(row, 'en')).toBe('0 / +2');
    expect(moveTextShort(row, 'en')).toBe('+2');
    expect(moveText(row, 'zh-CN')).toBe('0 / +2');
  });
});

describe('the names of the inputs the sensitivity moves', () => {
  it('has a name in both languages for every input of every plan', () => {
    for (const plan of PLANS) {
      for (const path of sensitivityPaths({ ...QUIET, rent: { ...QUIET.rent, plan } })) {
        const key = `tools.input.${path.join('.')}`;
        expect(Object.hasOwn(en, key), key).toBe(true);
        expect(Object.hasOwn(zh, key), key).toBe(true);
      }
    }
  });
});
