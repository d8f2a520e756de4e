// The analysis tools' lines of "how this is computed": the hybrid tool's saving against renting all,
// with no figure twice (renting everything is not said to cost as much as itself); the advisor's mix
// and its threshold under a term; the uncertainty without a range.
import { describe, expect, it } from 'vitest';
import type { StepRecord } from '../../engine/explain/index.ts';
import { type Lang, translate } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import { formatsFor } from './lines.ts';
import { stepLine } from './stepLine.ts';

function formula(step: StepRecord, lang: Lang = 'en'): string {
  const t: Translate = (key, params) => translate(lang, key, params);
  return stepLine(step, t, formatsFor(lang, 'CNY')).formula;
}

/**
 * The step the hybrid tool records when owning `owned` of 6 cards costs `total`, the rest on demand,
 * against renting everything for 11,472 on the mix with 2 cards reserved (src/engine/tools/hybrid.test.ts).
 */
const hybrid = (owned: number, total: number): StepRecord =>
  owned === 0
    ? {
        id: 'toolHybridRentAll',
        values: { peak: 6, perServer: 2, total, plan: 'reserved+on-demand' },
        parts: [{ id: 'mix', values: { cards: 2 }, amount: 0 }],
      }
    : {
        id: 'toolHybrid',
        values: {
          peak: 6,
          perServer: 2,
          owned,
          total,
          allRented: 11_472,
          allPlan: 'reserved+on-demand',
          savings: 11_472 - total,
          pct: ((11_472 - total) / 11_472) * 100,
        },
        parts: [
          { id: 'rest', values: { plan: 'on-demand' }, amount: 0 },
          { id: 'allMix', values: { cards: 2 }, amount: 0 },
        ],
      };

describe('the hybrid tool in how this is computed', () => {
  it('says what owning 2 of 6 cards saves against renting everything on its cheapest plan: 5,512, 48 %', () => {
    // 11,472 − 5,960 = 5,512; 5,512 ÷ 11,472 = 48.05 %, shown as 48%
    expect(formula(hybrid(2, 5_960))).toContain(
      'owning 2 cards costs least, CN¥5,960.00 in all (the rest rented: On demand), which saves CN¥5,512.00 (48%) against CN¥11,472.00 renting everything (Reserved base + on demand, 2 cards reserved)',
    );
    expect(formula(hybrid(2, 5_960), 'zh-CN')).toContain(
      '（其余租用：按需），比全部租用（预留 + 按需组合，预留 2 张）的 ¥11,472.00 节省 ¥5,512.00（48%）',
    );
  });

  it('says colocation and bandwidth are paid per server, staff and other costs once', () => {
    expect(formula(hybrid(2, 5_960))).toContain(
      'colocation and bandwidth paid for each server owned and staff and other costs in full once one is',
    );
  });

  it('names the total once when renting everything costs least, with the plan', () => {
    const text = formula(hybrid(0, 11_472));
    expect(text).toContain(
      'renting everything costs least: Reserved base + on demand with 2 cards reserved, CN¥11,472.00',
    );
    expect(text.match(/CN¥11,472\.00/g)).toHaveLength(1);
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

  it('says how the ranges are read, that the prices move together, and what a tariff and a plan make of them', () => {
    const step: StepRecord = {
      id: 'toolUncertainty',
      values: { samples: 10_000, seed: 7 },
      parts: [
        { id: 'percentiles', values: {}, amount: 0 },
        { id: 'pricePerGpuHour', values: { low: 0.6, likely: 0.8, high: 1.2 }, amount: 0 },
        { id: 'pricePerKWh', values: { low: 0.5, likely: 0.63, high: 1 }, amount: 0 },
        { id: 'planDiscountPct', values: { low: 30, likely: 40, high: 50 }, amount: 0 },
        { id: 'correlation', values: { rho: 0.5 }, amount: 0 },
        { id: 'tariff', values: {}, amount: 0 },
        { id: 'noDiscount', values: {}, amount: 0 },
      ],
    };
    expect(formula(step)).toBe(
      '10,000 samples from seed 7, each drawing the price per card-hour (CN¥0.60, CN¥0.80, CN¥1.20), the price of a kWh (CN¥0.50, CN¥0.63, CN¥1.00), the discount of the plan in use (30%, 40%, 50%) ' +
        'from a triangular distribution whose 10th and 90th percentiles are the low and high given and whose peak is at likely (a draw beyond the input’s allowed values is held at them) and comparing the two sides again' +
        '; the price per card-hour and the server price move together, with a correlation of 0.5 (a Gaussian copula: each keeps its own range)' +
        '; under the time-of-use tariff, the kWh price drawn scales the peak and off-peak prices by its ratio to likely' +
        '; the plan in use has no discount, so the discount’s range changes nothing' +
        '; the answer, worked out in the deeper analysis and not here, is the share of samples where renting is cheaper and the 10th, 50th and 90th percentiles of the savings',
    );
    const limits = {
      ...step,
      parts: [{ id: 'limits', values: {}, amount: 0 }, ...step.parts.slice(1, 2)],
    } as StepRecord;
    expect(formula(limits)).toContain(
      'from a triangular distribution between low and high, peaking at likely and comparing',
    );
    expect(formula(step, 'zh-CN')).toContain('相关系数为 0.5');
    expect(formula(step, 'zh-CN')).toContain('低值和高值为分布的第 10 和第 90 百分位数');
  });
});

describe('the sensitivity and the storage cache in how this is computed', () => {
  it('shows each row’s actual move: 2 cards by one whole card, −50 % / +50 %', () => {
    // 5,760 over the 100 points from −50 % to +50 %: 57.60 per 1 %
    const rows: StepRecord = {
      id: 'toolSensitivity',
      values: { inputs: 1, pct: 20 },
      parts: [{ id: 'gpus', values: { base: 2, low: 1, high: 3, down: 50, up: 50, perPct: 57.6 }, amount: 0 }],
    };
    expect(formula(rows)).toContain('cards 1 and 3 instead of 2 (−50% / +50%, CN¥57.60 per 1 %)');
    expect(formula(rows, 'zh-CN')).toContain('GPU 数量由 2 调为 1 和 3（−50% / +50%，每 1% 变化 ¥57.60）');
  });

  it('prices the cache through the sessions’ billed minutes', () => {
    // a 480-minute session loses 20 × 3 = 60 minutes, billed 7 hours instead of 8:
    // 4 cards × 30 sessions × 60 minutes ÷ 60 = 120 card-hours × 2 = 240
    const io: StepRecord = {
      id: 'toolStorageIO',
      values: {
        epoch: 12,
        io: 25,
        compute: 9,
        ioCache: 0,
        cached: 9,
        epochs: 600,
        sessions: 30,
        perSession: 20,
        session: 480,
        shorter: 420,
        increment: 60,
        billed: 480,
        billedCached: 420,
        cards: 4,
        hours: 120,
        price: 2,
        saved: 240,
        cache: 100,
        net: 140,
      },
      parts: [],
    };
    expect(formula(io)).toContain('a session of 480 min becomes 480 − 20 × (12 − 9) = 420 min;');
    expect(formula(io)).toContain('4 rented cards × 30 sessions × (480 − 420) min ÷ 60 = 120 card-hours');
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
