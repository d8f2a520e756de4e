// Every expected charge is worked by hand from docs/cost-model.md ("depreciation per month"):
// base D = C × (1 − s); straight-line D / years; sum-of-years D × (years − k + 1) / (years(years + 1)/2);
// double declining balance min(B − C×s, max(B × 2/years, (B − C×s) / (years − k + 1))).
import { describe, expect, it } from 'vitest';
import { yearlyCharges } from './index.ts';

function expectCharges(actual: number[], expected: number[]): void {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((charge, i) => {
    expect(actual[i]).toBeCloseTo(charge, 6);
  });
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('straight-line depreciation', () => {
  it('charges the same share of capital less salvage every year', () => {
    // D = 100,000 × (1 − 0.10) = 90,000; 90,000 / 5 = 18,000 a year
    const charges = yearlyCharges(100_000, { method: 'straight-line', years: 5, salvagePct: 10 });
    expectCharges(charges, [18_000, 18_000, 18_000, 18_000, 18_000]);
  });

  it('writes a 250,000 server off at a third a year over three years without salvage', () => {
    // 250,000 / 3 = 83,333.33 a year
    const charges = yearlyCharges(250_000, { method: 'straight-line', years: 3, salvagePct: 0 });
    expectCharges(charges, [250_000 / 3, 250_000 / 3, 250_000 / 3]);
  });
});

describe('sum-of-years depreciation', () => {
  it('charges the years in the proportion 5:4:3:2:1 of capital less salvage', () => {
    // D = 90,000; 5 × 6 / 2 = 15; year k: 90,000 × (6 − k) / 15 = 6,000 × (6 − k)
    const charges = yearlyCharges(100_000, { method: 'sum-of-years', years: 5, salvagePct: 10 });
    expectCharges(charges, [30_000, 24_000, 18_000, 12_000, 6_000]);
  });

  it('charges 3:2:1 over three years', () => {
    // D = 60,000 × (1 − 0.25) = 45,000; 3 × 4 / 2 = 6; 45,000 × 3/6, 2/6, 1/6
    const charges = yearlyCharges(60_000, { method: 'sum-of-years', years: 3, salvagePct: 25 });
    expectCharges(charges, [22_500, 15_000, 7_500]);
  });
});

describe('double declining-balance depreciation', () => {
  it('switches to straight-line over the remaining years when that charges more', () => {
    // C = 100,000, s = 2 % → salvage 2,000, rate 2/5 = 40 %
    // y1: B 100,000: max(40,000, 98,000/5 = 19,600) = 40,000 → B 60,000
    // y2: max(24,000, 58,000/4 = 14,500) = 24,000 → B 36,000
    // y3: max(14,400, 34,000/3 = 11,333.33) = 14,400 → B 21,600
    // y4: max(8,640, 19,600/2 = 9,800) = 9,800 (the switch) → B 11,800
    // y5: max(4,720, 9,800/1) = 9,800 → B 2,000 = salvage
    const charges = yearlyCharges(100_000, { method: 'declining-balance', years: 5, salvagePct: 2 });
    expectCharges(charges, [40_000, 24_000, 14_400, 9_800, 9_800]);
  });

  it('switches to straight-line in year 4 without salvage', () => {
    // y1 40,000 → 60,000; y2 24,000 → 36,000; y3 max(14,400, 12,000) → 21,600;
    // y4 max(8,640, 21,600/2 = 10,800) = 10,800 → 10,800; y5 max(4,320, 10,800) = 10,800 → 0
    const charges = yearlyCharges(100_000, { method: 'declining-balance', years: 5, salvagePct: 0 });
    expectCharges(charges, [40_000, 24_000, 14_400, 10_800, 10_800]);
  });

  it('stops exactly at salvage when the doubled rate would go below it', () => {
    // C = 100,000, s = 10 % → salvage 10,000
    // y1 max(40,000, 18,000) → B 60,000; y2 max(24,000, 12,500) → B 36,000; y3 max(14,400, 8,666.67) → B 21,600
    // y4: remaining 11,600: max(8,640, 5,800) = 8,640 → B 12,960
    // y5: remaining 2,960: min(2,960, max(5,184, 2,960)) = 2,960 → B 10,000 = salvage
    const charges = yearlyCharges(100_000, { method: 'declining-balance', years: 5, salvagePct: 10 });
    expectCharges(charges, [40_000, 24_000, 14_400, 8_640, 2_960]);
  });

  it('writes everything above salvage off in a one-year life', () => {
    // y1: min(50,000 × 0.8 = 40,000, max(50,000 × 2 = 100,000, 40,000)) = 40,000
    const charges = yearlyCharges(50_000, { method: 'declining-balance', years: 1, salvagePct: 20 });
    expectCharges(charges, [40_000]);
  });
});

describe('every method', () => {
  const methods = ['straight-line', 'declining-balance', 'sum-of-years'] as const;

  it.each(methods)('%s takes the capital down to exactly its salvage value', (method) => {
    // C × (1 − s): 100,000 × 0.9 = 90,000; 100,000 × 0.98 = 98,000; 37,000 × 0.85 = 31,450; 80,000 × 1 = 80,000
    expect(sum(yearlyCharges(100_000, { method, years: 5, salvagePct: 10 }))).toBeCloseTo(90_000, 6);
    expect(sum(yearlyCharges(100_000, { method, years: 5, salvagePct: 2 }))).toBeCloseTo(98_000, 6);
    expect(sum(yearlyCharges(37_000, { method, years: 7, salvagePct: 15 }))).toBeCloseTo(31_450, 6);
    expect(sum(yearlyCharges(80_000, { method, years: 4, salvagePct: 0 }))).toBeCloseTo(80_000, 6);
  });

  it.each(methods)('%s charges one figure per year of the life', (method) => {
    expect(yearlyCharges(100_000, { method, years: 7, salvagePct: 10 })).toHaveLength(7);
  });

  it.each(methods)('%s charges nothing when salvage is the whole price', (method) => {
    expectCharges(yearlyCharges(100_000, { method, years: 3, salvagePct: 100 }), [0, 0, 0]);
  });
});
