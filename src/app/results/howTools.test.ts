// The analysis tools' lines of "how this is computed": the hybrid tool's saving against renting all,
// with no figure twice (renting everything is not said to cost as much as itself); the advisor's mix
// and its threshold under a term; the uncertainty without a range.
import { describe, expect, it } from 'vitest';
import type { StepRecord } from '../../engine/explain/index.ts';
import { EXPLAIN_MESSAGES, type ExplainKey } from '../../i18n/explain.ts';
import { type Lang, translateIn } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import { formatsFor } from './lines.ts';
import { stepLine } from './stepLine.ts';

function formula(step: StepRecord, lang: Lang = 'en'): string {
  const t: Translate<ExplainKey> = (key, params) => translateIn(EXPLAIN_MESSAGES, lang, key, params);
  return stepLine(step, t, formatsFor(lang, 'CNY')).formula;
}

/** The step the hybrid tool records when owning `owned` of 6 cards costs `total`. */
const hybrid = (owned: number, total: number): StepRecord =>
  owned === 0
    ? { id: 'toolHybridRentAll', values: { peak: 6, perServer: 2, total }, parts: [] }
    : {
        id: 'toolHybrid',
        values: {
          peak: 6,
          perServer: 2,
          owned,
          total,
          allRented: 18_240,
          savings: 18_240 - total,
          pct: ((18_240 - total) / 18_240) * 100,
        },
        parts: [],
      };

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

describe('the plan advisor and the uncertainty in how this is computed', () => {
  it('names the mix and its reserved cards, and the threshold a term raises', () => {
    const advice: StepRecord = {
      id: 'toolAdvisor',
      values: { plan: 'reserved+on-demand', total: 40_000 },
      parts: [
        { id: 'mix', values: { cards: 4 }, amount: 0 },
        { id: 'thresholdTerm', values: { util: 50, discount: 40, threshold: 80, paid: 24, months: 18 }, amount: 0 },
      ],
    };
    expect(formula(advice)).toBe(
      'every plan with a price is priced for the workload, with this scenario’s billing, VAT, instances and term. ' +
        'Reserved base + on demand costs least: CN¥40,000.00; 4 reserved cards carry the base and the rest is rented on demand. ' +
        'On demand a card is billed 50% of a month’s 730 h; reserving pays only above (100% − 40% discount) × 24 months paid ÷ 18 months used = 80% of them',
    );
    expect(formula(advice, 'zh-CN')).toContain('预留 + 按需组合方案最省，为 ¥40,000.00');
  });

  it('lists each range of the uncertainty, and says when there is none', () => {
    const ranges: StepRecord = {
      id: 'toolUncertainty',
      values: { samples: 10_000, seed: 7 },
      parts: [
        { id: 'hoursPerDay', values: { low: 6, likely: 8, high: 12 }, amount: 0 },
        { id: 'serverPrice', values: { low: 250_000, likely: 280_000, high: 320_000 }, amount: 0 },
      ],
    };
    expect(formula(ranges)).toContain(
      'each drawing hours a day (6, 8, 12), the server price (CN¥250,000.00, CN¥280,000.00, CN¥320,000.00) from a triangular',
    );
    const none: StepRecord = { id: 'toolUncertaintyNone', values: { samples: 10_000, seed: 7 }, parts: [] };
    expect(formula(none)).toBe(
      '10,000 samples from seed 7, but no input has a range, so every sample is this scenario',
    );
  });
});

describe('a flat plan on cards of another speed in how this is computed', () => {
  it('says the work of 32 cards takes 13 reserved cards at 2.5× the speed, and what share of their hours it fills', () => {
    const advice: StepRecord = {
      id: 'toolAdvisor',
      values: { plan: 'reserved', total: 483_762.24 },
      parts: [
        { id: 'threshold', values: { util: 41.67, discount: 40, threshold: 60 }, amount: 0 },
        { id: 'speed', values: { speedRatio: 2.5, flatCards: 13, onDemandCards: 32, util: 102.56 }, amount: 0 },
      ],
    };
    expect(formula(advice)).toContain(
      '60% of them. At the rented card’s speed 2.5, a flat plan rents 13 cards for the work on demand bills on 32: 102.6% of their 730 h a month',
    );
    expect(formula(advice, 'zh-CN')).toContain('固定计费方案租 13 张卡即可完成按需租用 32 张卡计费的工作量');
  });

  it('writes the cards the work needs, ⌈32 ÷ 2.5⌉ = 13, and where that does not hold', () => {
    const step: StepRecord = {
      id: 'rentedCardsSpeed',
      values: { gpus: 32, speedRatio: 2.5, neededCards: 13 },
      parts: [],
    };
    expect(formula(step)).toContain('⌈32 cards ÷ 2.5 (the rented card’s speed)⌉ = 13 cards');
    expect(formula(step)).toContain('not for a job that needs 32 cards at once (for their memory)');
    expect(formula(step, 'zh-CN')).toContain('⌈32 张卡 ÷ 租用卡速度 2.5⌉ = 13 张卡');
  });
});
