// Book value against resale value, worked by hand. The salvage figure is either the accounting residual
// ('book', the default) or the user's estimate of what the cards will sell for at the end of their life
// ('resale'). A resale estimate already has the fall of resale values in it, so obsolescence never
// halves it again; and before the end of the life the amortized view credits what the cards fetch, along
// the price-performance path, rather than their book value. Every other price is zero (tests/support).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Overrides, scenario } from '../../tests/support/scenarios.ts';
import { type Sections, withSections } from '../../tests/support/sections.ts';
import { resaleValueAt } from './depreciation.ts';
import { effectiveSalvagePct, evaluate } from './index.ts';
import { parseScenario } from './reading.ts';
import type { SalvageKind } from './scenario/schema.ts';

const priced = (overrides: Overrides, salvageIs: SalvageKind, obsolescence?: Sections['obsolescence']) => {
  const own = { ...overrides.own, depreciation: { ...overrides.own?.depreciation, salvageIs } };
  const base = scenario({ ...overrides, own });
  return obsolescence ? withSections(base, { obsolescence }) : base;
};

// C = 100,000, a 3-year (36-month) straight-line life, 40 % salvage, price-performance doubling every
// 18 months with resale values falling, over the whole life
const WHOLE_LIFE: Overrides = {
  horizonMonths: 36,
  own: { serverPrice: 100_000, depreciation: { years: 3, salvagePct: 40 } },
};
const FALLING_18 = { doublingMonths: 18, resaleFalls: true };

describe('a resale estimate and falling resale values', () => {
  it('halves a book salvage with each doubling of the life, but takes a resale estimate as it is', () => {
    // book: 40 % is a residual at today's prices; the fall turns it into 40 × 0.5^(36/18) = 10 %
    const book = priced(WHOLE_LIFE, 'book', FALLING_18);
    expect(effectiveSalvagePct(book)).toBeCloseTo(10, 12);
    expect(evaluate(book).own.breakdown.depreciation).toBeCloseTo(90_000, 9);
    // resale: the user expects to sell for 40,000, the fall already counted; halving it again would
    // credit 10,000 and charge owning 30,000 it does not lose
    const resale = priced(WHOLE_LIFE, 'resale', FALLING_18);
    expect(effectiveSalvagePct(resale)).toBe(40);
    const result = evaluate(resale);
    expect(result.own.bookValueAtEnd).toBeCloseTo(40_000, 9);
    expect(result.own.breakdown.depreciation).toBeCloseTo(60_000, 9);
    expect(result.own.amortizedTotal).toBeCloseTo(60_000, 9);
  });

  it('sells the old hardware at the resale estimate when it is replaced, not at half of it', () => {
    // replaced at the end of month 36 of 48: 100,000 + 100,000 × (1 − 0.40) = 160,000 of cash
    // (a book salvage would fall to 10 % and make it 190,000)
    const refresh = { ...WHOLE_LIFE, horizonMonths: 48, own: { ...WHOLE_LIFE.own, refreshAtEndOfLife: true } };
    expect(evaluate(priced(refresh, 'resale', FALLING_18)).own.cashTotal).toBeCloseTo(160_000, 9);
    expect(evaluate(priced(refresh, 'book', FALLING_18)).own.cashTotal).toBeCloseTo(190_000, 9);
  });
});

describe('what the owned side is credited at a horizon before the end of the life', () => {
  // C = 100,000, 3-year life (L = 36), 25 % salvage, horizon 18 months, doubling every 18 months
  const HALF_LIFE: Overrides = {
    horizonMonths: 18,
    own: { serverPrice: 100_000, depreciation: { years: 3, salvagePct: 25 } },
  };

  it('credits a resale estimate at its price-performance value: purchase × 0.5^(m/P) when the two agree', () => {
    // S = 25,000 is exactly 100,000 × 0.5^(36/18), so the path is the price-performance fall itself:
    // R(18) = 25,000 + 75,000 × (0.5^(18/18) − 0.25) ÷ (1 − 0.25) = 25,000 + 25,000 = 50,000 = 100,000 × 0.5
    const result = evaluate(priced(HALF_LIFE, 'resale', FALLING_18));
    // the book: 75,000 ÷ 36 × 18 = 37,500 written off, book value 62,500
    expect(result.own.bookValueAtEnd).toBeCloseTo(62_500, 9);
    // the hardware costs what was paid less what it fetches: 100,000 − 50,000
    expect(result.own.breakdown.depreciation).toBeCloseTo(50_000, 9);
    expect(result.own.amortizedTotal).toBeCloseTo(50_000, 9);
    expect(result.own.cashTotal).toBe(100_000);
    // month 6: cash 100,000 less R(6) = 25,000 + 75,000 × (0.5^(1/3) − 0.25) ÷ 0.75 = 79,370.05
    expect(result.monthly[5]?.ownAmortized).toBeCloseTo(100_000 - 100_000 * 0.5 ** (6 / 18), 6);
  });

  it('credits a book salvage at its book value, which the fall writes down to the fallen salvage', () => {
    // book, resale values falling: 25 × 0.25 = 6.25 % → (100,000 − 6,250) ÷ 36 × 18 = 46,875 written off
    const falling = evaluate(priced(HALF_LIFE, 'book', FALLING_18));
    expect(falling.own.breakdown.depreciation).toBeCloseTo(46_875, 9);
    expect(falling.own.bookValueAtEnd).toBeCloseTo(53_125, 9);
    // book, steady: 75,000 ÷ 36 × 18 = 37,500, book value 62,500 credited
    const steady = evaluate(priced(HALF_LIFE, 'book'));
    expect(steady.own.amortizedTotal).toBeCloseTo(37_500, 9);
  });

  it('credits a resale estimate at the new default doubling (30 months) between purchase and resale', () => {
    // 10 % salvage, L = 36, H = 12, P = 30: q^12 = 0.5^0.4 = 0.757858, q^36 = 0.5^1.2 = 0.435275
    // R(12) = 10,000 + 90,000 × (0.757858 − 0.435275) ÷ (1 − 0.435275) = 10,000 + 90,000 × 0.571222 = 61,409.95
    const overrides = { horizonMonths: 12, own: { serverPrice: 100_000, depreciation: { years: 3, salvagePct: 10 } } };
    const result = evaluate(priced(overrides, 'resale', { resaleFalls: true }));
    expect(result.own.amortizedTotal).toBeCloseTo(100_000 - 61_409.951, 2);
    expect(resaleValueAt(100_000, 10, 36, 12, 30)).toBeCloseTo(61_409.951, 2);
  });

  it('credits a resale estimate along a straight line when resale values do not fall, whatever the book method', () => {
    // 10 % salvage, L = 36, H = 12, double declining balance: year 1 writes off
    // min(90,000, max(100,000 × 2/3, 90,000 ÷ 3)) = 66,666.67, a book value of 33,333.33;
    // the resale estimate, without a fall: 10,000 + 90,000 × (1 − 12/36) = 70,000
    const overrides = {
      horizonMonths: 12,
      own: { serverPrice: 100_000, depreciation: { method: 'declining-balance' as const, years: 3, salvagePct: 10 } },
    };
    const book = evaluate(priced(overrides, 'book'));
    expect(book.own.amortizedTotal).toBeCloseTo(66_666.667, 2);
    const resale = evaluate(priced(overrides, 'resale'));
    expect(resale.own.bookValueAtEnd).toBeCloseTo(33_333.333, 2);
    expect(resale.own.amortizedTotal).toBeCloseTo(30_000, 9);
  });

  it('holds the resale estimate after the end of the life when the hardware is kept', () => {
    // H = 48 > L = 36, no refresh: the cards fetch their 25,000 (and the book value is 25,000 too)
    const result = evaluate(priced({ ...HALF_LIFE, horizonMonths: 48 }, 'resale', FALLING_18));
    expect(result.own.amortizedTotal).toBeCloseTo(75_000, 9);
  });

  it('never credits more than was paid nor less than the resale estimate, and falls month by month', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 130 }),
        fc.option(fc.double({ min: 1, max: 120, noNaN: true })),
        (pct, years, age, doubling) => {
          const life = years * 12;
          const value = resaleValueAt(1000, pct, life, age, doubling);
          const next = resaleValueAt(1000, pct, life, age + 1, doubling);
          expect(value).toBeLessThanOrEqual(1000 + 1e-9);
          expect(value).toBeGreaterThanOrEqual(pct * 10 - 1e-9);
          expect(next).toBeLessThanOrEqual(value + 1e-9);
        },
      ),
    );
  });
});

describe('a file without the field', () => {
  it('reads its salvage as book when written before version 7, so its figures stay as they were', () => {
    const parsed = parseScenario(
      {
        ...scenario(WHOLE_LIFE),
        version: 6,
        own: { ...scenario(WHOLE_LIFE).own, depreciation: { method: 'straight-line', years: 3, salvagePct: 40 } },
        obsolescence: FALLING_18,
      },
      'strict',
    );
    if (!parsed.ok) throw new Error('the file does not parse');
    expect(parsed.scenario.own.depreciation.salvageIs).toBe('book');
    expect(evaluate(parsed.scenario).own.bookValueAtEnd).toBeCloseTo(10_000, 9);
  });

  it('reads it from version 7 on as the market’s used prices, less a used card’s quick-sale haircut', () => {
    const parsed = parseScenario(
      {
        ...scenario(WHOLE_LIFE),
        own: { ...scenario(WHOLE_LIFE).own, depreciation: { method: 'straight-line', years: 3 } },
      },
      'strict',
    );
    if (!parsed.ok) throw new Error('the file does not parse');
    expect(parsed.scenario.own.depreciation.salvageIs).toBe('market-curve');
    expect(parsed.scenario.own.depreciation.saleHaircutPct).toBe(38.8);
    const r = evaluate(parsed.scenario);
    // SpotWire's 0.46 of the price new at 3 years × (1 − 38.8 %)
    expect(r.own.assumed.resaleAtEnd / r.own.capex).toBeCloseTo(0.46 * 0.612, 9);
  });

  it('reads an obsolescence section without a doubling as 30 months, no longer 18', () => {
    const parsed = parseScenario({ ...scenario({}), obsolescence: {} }, 'strict');
    if (!parsed.ok) throw new Error('the file does not parse');
    expect(parsed.scenario.obsolescence?.doublingMonths).toBe(30);
  });
});
