// Whole scenarios through evaluate(): depreciation, power, ops, horizons and present value. Every
// expected figure is worked by hand from docs/cost-model.md, never taken from the engine's output.
import { describe, expect, it } from 'vitest';
import { month, scenario, twoYear, twoYearOverrides } from '../../tests/support/scenarios.ts';
import { energyPerMonthKWh, evaluate, type Scenario } from './index.ts';

describe('depreciation over the horizon', () => {
  // the article: an 8×A100 server of 250,000 CNY written off over 3 years, nothing else counted
  const a100 = {
    workload: { gpus: 8 },
    own: { serverPrice: 250_000, gpusPerServer: 8, depreciation: { method: 'straight-line', years: 3, salvagePct: 0 } },
  } as const;

  it('charges 228 CNY a day for an 8×A100 server of 250,000 CNY over three years', () => {
    const result = evaluate(scenario({ ...a100, horizonMonths: 36 }));
    // 36 months = 1,095 days; 250,000 / 1,095 = 228.31 a day
    expect(result.own.breakdown.depreciation).toBeCloseTo(250_000, 6);
    expect(result.own.breakdown.depreciation / 1_095).toBeCloseTo(228.3105, 4);
    expect(Math.round(result.own.breakdown.depreciation / 1_095)).toBe(228);
    // month 1: 250,000 / 3 / 12 = 6,944.44; × 12 / 365 = 228.31 a day
    expect(month(result, 1).ownAmortized).toBeCloseTo(250_000 / 36, 6);
    expect((month(result, 1).ownAmortized * 12) / 365).toBeCloseTo(228.3105, 4);
  });

  it('spreads each year of sum-of-years evenly over its 12 months', () => {
    // 60,000 over 3 years: 30,000, 20,000, 10,000 → 2,500, 1,666.67, 833.33 a month
    const result = evaluate(
      scenario({
        horizonMonths: 36,
        own: { serverPrice: 60_000, depreciation: { method: 'sum-of-years', years: 3, salvagePct: 0 } },
      }),
    );
    expect(month(result, 1).ownAmortized).toBeCloseTo(2_500, 6);
    expect(month(result, 12).ownAmortized).toBeCloseTo(30_000, 6);
    expect(month(result, 13).ownAmortized - month(result, 12).ownAmortized).toBeCloseTo(20_000 / 12, 6);
    expect(month(result, 24).ownAmortized).toBeCloseTo(50_000, 6);
    expect(month(result, 36).ownAmortized).toBeCloseTo(60_000, 6);
  });
});

describe('power', () => {
  // 6 cards on 4-card servers: S = ceil(6/4) = 2, N = 8, 2 spare cards.
  // b = 8 × 360 / 12 = 240 busy hours a month, idle = 730 − 240 = 490.
  const spare = (power: Partial<Scenario['own']['power']> = {}) =>
    scenario({
      workload: { gpus: 6 },
      own: {
        gpusPerServer: 4,
        power: { gpuWatts: 300, idleGpuWatts: 50, serverBaseWatts: 600, pue: 1.5, pricePerKWh: 0.8, ...power },
      },
    });

  it('counts busy and idle draw, spare cards idling and server base load, times PUE', () => {
    // 6 × (240 × 300 + 490 × 50) = 6 × 96,500 = 579,000 Wh
    // spare 2 × 730 × 50 = 73,000 Wh; base 2 × 600 × 730 = 876,000 Wh; sum 1,528,000 Wh
    // E = 1.5 / 1000 × 1,528,000 = 2,292 kWh; P = 2,292 × 0.8 = 1,833.6
    const s = spare();
    const result = evaluate(s);
    expect(result.servers).toBe(2);
    expect(result.own.cardsInstalled).toBe(8);
    expect(energyPerMonthKWh(s)).toBeCloseTo(2_292, 6);
    expect(result.own.perMonth.energyKWh).toBeCloseTo(2_292, 6);
    expect(result.own.perMonth.power).toBeCloseTo(1_833.6, 6);
    // over 12 months: 27,504 kWh, 22,003.2
    expect(result.own.energyKWh).toBeCloseTo(27_504, 6);
    expect(result.own.breakdown.power).toBeCloseTo(22_003.2, 6);
  });

  it('multiplies the draw by the PUE', () => {
    // 1,528,000 Wh × 1.0 = 1,528 kWh; × 2.0 = 3,056 kWh
    expect(energyPerMonthKWh(spare({ pue: 1 }))).toBeCloseTo(1_528, 6);
    expect(energyPerMonthKWh(spare({ pue: 2 }))).toBeCloseTo(3_056, 6);
  });

  it('draws nothing outside busy hours when the servers are switched off', () => {
    // alwaysOn false: idle = 0, on = b = 240
    // 6 × 240 × 300 = 432,000; spare 2 × 240 × 50 = 24,000; base 2 × 600 × 240 = 288,000; sum 744,000 Wh
    // E = 1.5 × 744 = 1,116 kWh; P = 1,116 × 0.8 = 892.8
    const result = evaluate(spare({ alwaysOn: false }));
    expect(result.own.perMonth.energyKWh).toBeCloseTo(1_116, 6);
    expect(result.own.perMonth.power).toBeCloseTo(892.8, 6);
  });
});

describe('ops', () => {
  it('adds staff, maintenance on capital, colocation, bandwidth and other costs each month', () => {
    // C = 2 servers × 100,000 + setup 20,000 = 220,000
    // O = 120,000/12 + 220,000 × 5 % / 12 + 1,500 + 800 + 6,000/12
    //   = 10,000 + 916.67 + 1,500 + 800 + 500 = 13,716.67; × 12 = 164,600
    const result = evaluate(
      scenario({
        workload: { gpus: 6 },
        own: {
          serverPrice: 100_000,
          gpusPerServer: 4,
          setupCost: 20_000,
          ops: {
            staffPerYear: 120_000,
            maintenancePctPerYear: 5,
            colocationPerMonth: 1_500,
            bandwidthPerMonth: 800,
            otherPerYear: 6_000,
          },
        },
      }),
    );
    expect(result.own.capex).toBeCloseTo(220_000, 6);
    expect(result.own.perMonth.ops).toBeCloseTo(10_000 + 11_000 / 12 + 1_500 + 800 + 500, 6);
    expect(result.own.breakdown.ops).toBeCloseTo(164_600, 6);
  });
});

// C = 120,000, 2-year straight-line, 10 % salvage: D = 108,000, 54,000 a year = 4,500 a month, L = 24;
// running cost 12,000 a year of staff = 1,000 a month, no power.
describe('horizons against the hardware life', () => {
  it('keeps book value when the horizon ends before the life', () => {
    // 18 × 4,500 = 81,000; BV = 120,000 − 81,000 = 39,000
    // cash = 120,000 + 18 × 1,000 = 138,000; amortized = 81,000 + 18,000 = 99,000 = 138,000 − 39,000
    const result = evaluate(twoYear(18));
    expect(result.purchases).toBe(1);
    expect(result.own.breakdown.depreciation).toBeCloseTo(81_000, 6);
    expect(result.own.bookValueAtEnd).toBeCloseTo(39_000, 6);
    expect(result.own.cashTotal).toBeCloseTo(138_000, 6);
    expect(result.own.amortizedTotal).toBeCloseTo(99_000, 6);
  });

  it('stops depreciating after the life when the hardware is not replaced', () => {
    // 24 × 4,500 = 108,000 and nothing after; BV = salvage 12,000
    // cash = 120,000 + 36 × 1,000 = 156,000; amortized = 108,000 + 36,000 = 144,000 = 156,000 − 12,000
    const result = evaluate(twoYear(36));
    expect(result.purchases).toBe(1);
    expect(result.own.breakdown.depreciation).toBeCloseTo(108_000, 6);
    expect(result.own.bookValueAtEnd).toBeCloseTo(12_000, 6);
    expect(result.own.cashTotal).toBeCloseTo(156_000, 6);
    expect(result.own.amortizedTotal).toBeCloseTo(144_000, 6);
    // month 24: 108,000 + 24,000 = 132,000; month 25 adds only the 1,000 of running cost
    expect(month(result, 24).ownAmortized).toBeCloseTo(132_000, 6);
    expect(month(result, 25).ownAmortized).toBeCloseTo(133_000, 6);
    expect(month(result, 36).ownCash).toBeCloseTo(156_000, 6);
  });

  it('buys the hardware again at the end of its life when asked, selling the old at salvage', () => {
    // purchases = 1 + floor(35 / 24) = 2; replacement cash 120,000 × 0.9 = 108,000 from month 25
    // cash = 120,000 + 36,000 + 108,000 = 264,000
    // depreciation 108,000 (months 1–24) + 12 × 4,500 (months 1–12 of the new one) = 162,000
    // BV of the new one = 120,000 − 54,000 = 66,000; amortized = 162,000 + 36,000 = 198,000 = 264,000 − 66,000
    const result = evaluate(twoYear(36, true));
    expect(result.purchases).toBe(2);
    expect(result.own.capex).toBeCloseTo(120_000, 6);
    expect(result.own.cashTotal).toBeCloseTo(264_000, 6);
    expect(result.own.breakdown.depreciation).toBeCloseTo(162_000, 6);
    expect(result.own.bookValueAtEnd).toBeCloseTo(66_000, 6);
    expect(result.own.amortizedTotal).toBeCloseTo(198_000, 6);
    // month 24: 120,000 + 24,000 = 144,000; month 25: 120,000 + 25,000 + 108,000 = 253,000
    expect(month(result, 24).ownCash).toBeCloseTo(144_000, 6);
    expect(month(result, 25).ownCash).toBeCloseTo(253_000, 6);
    // depreciation restarts: month 25 adds 4,500 + 1,000
    expect(month(result, 25).ownAmortized - month(result, 24).ownAmortized).toBeCloseTo(5_500, 6);
  });

  it('counts 1 + floor((H − 1) / L) purchases, none at the very end of the horizon', () => {
    // H 24 → 1 + 0; 25 → 1 + 1; 48 → 1 + floor(47/24) = 2; 49 → 1 + 2 = 3
    expect(evaluate(twoYear(24, true)).purchases).toBe(1);
    expect(evaluate(twoYear(25, true)).purchases).toBe(2);
    expect(evaluate(twoYear(48, true)).purchases).toBe(2);
    expect(evaluate(twoYear(49, true)).purchases).toBe(3);
  });

  it('keeps amortized equal to cash less book value with two replacements', () => {
    // H = 49: cash = 120,000 + 49,000 + 2 × 108,000 = 385,000
    // depreciation 2 × 108,000 + 4,500 = 220,500; BV = 120,000 − 4,500 = 115,500
    // amortized = 220,500 + 49,000 = 269,500 = 385,000 − 115,500
    const result = evaluate(twoYear(49, true));
    expect(result.own.cashTotal).toBeCloseTo(385_000, 6);
    expect(result.own.bookValueAtEnd).toBeCloseTo(115_500, 6);
    expect(result.own.amortizedTotal).toBeCloseTo(269_500, 6);
    // H = 48: the second purchase ends its life at the horizon, BV = salvage 12,000
    // cash = 120,000 + 48,000 + 108,000 = 276,000; amortized = 216,000 + 48,000 = 264,000
    const fortyEight = evaluate(twoYear(48, true));
    expect(fortyEight.own.bookValueAtEnd).toBeCloseTo(12_000, 6);
    expect(fortyEight.own.cashTotal).toBeCloseTo(276_000, 6);
    expect(fortyEight.own.amortizedTotal).toBeCloseTo(264_000, 6);
  });
});

describe('present value', () => {
  // rent: a monthly plan at 5,000 for the one card
  const rent = { plan: 'monthly', monthlyPricePerGpu: 5_000 } as const;
  const discounted = (horizonMonths: number, discountRatePct: number, refreshAtEndOfLife = false) =>
    scenario({ ...twoYearOverrides(horizonMonths, refreshAtEndOfLife), discountRatePct, rent });

  /** Σ v(m) for m = 1..months with v(m) = (1 + r)^(−m/12) */
  const factors = (rate: number, months: number) => {
    let total = 0;
    for (let m = 1; m <= months; m += 1) total += (1 + rate) ** (-m / 12);
    return total;
  };

  it('equals the amortized and rent totals without discounting', () => {
    // r = 0: C + Σ(P + O) + replacements − BV = cash − BV = amortized = 198,000; rent 36 × 5,000 = 180,000
    const result = evaluate(discounted(36, 0, true));
    expect(result.own.presentValue).toBeCloseTo(198_000, 6);
    expect(result.rent.presentValue).toBeCloseTo(180_000, 6);
  });

  it('discounts running costs and the book value at 10 % a year over 12 months', () => {
    // Σ 1.1^(−m/12), m = 1..12 = q(1 − 1.1^−1)/(1 − q), q = 1.1^(−1/12) = 0.992089 → 11.400488
    const sum12 = factors(0.1, 12);
    expect(sum12).toBeCloseTo(11.4004878, 6);
    // BV = 120,000 − 12 × 4,500 = 66,000, v(12) = 1/1.1 → 60,000
    // own = 120,000 + 1,000 × 11.400488 − 60,000 = 71,400.49; rent = 5,000 × 11.400488 = 57,002.44
    const result = evaluate(discounted(12, 10));
    expect(result.own.presentValue).toBeCloseTo(60_000 + 1_000 * sum12, 6);
    expect(result.own.presentValue).toBeCloseTo(71_400.49, 2);
    expect(result.rent.presentValue).toBeCloseTo(5_000 * sum12, 6);
    expect(result.rent.presentValue).toBeCloseTo(57_002.44, 2);
  });

  it('discounts a replacement from the end of the life it closes', () => {
    // own = C + Σ(P + O)v(m) + C(1 − s)v(24) − BV v(36)
    //     = 120,000 + 1,000 × 31.186458 + 108,000 / 1.21 − 66,000 / 1.331
    //     = 120,000 + 31,186.46 + 89,256.20 − 49,586.78 = 190,855.88
    const sum36 = factors(0.1, 36);
    expect(sum36).toBeCloseTo(31.1864584, 6);
    const result = evaluate(discounted(36, 10, true));
    expect(result.own.presentValue).toBeCloseTo(120_000 + 1_000 * sum36 + 108_000 / 1.21 - 66_000 / 1.331, 6);
    expect(result.own.presentValue).toBeCloseTo(190_855.88, 2);
  });
});
