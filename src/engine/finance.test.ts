// The verdict's basis: present values after income tax and financing (docs/method/finance.md), worked
// by hand on small scenarios, and the properties a finance reader relies on, over random scenarios.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioArb } from '../../tests/support/arbitraries.ts';
import { scenario } from '../../tests/support/scenarios.ts';
import { BEFORE_TAX, evaluate, evaluateWithoutBreakEven, type Scenario, taxRateOf, verdictFigures } from './index.ts';
import { highestWinning } from './tipping.ts';

const RUNS = { numRuns: Number(process.env.FC_NUM_RUNS ?? 150) };
const TOLERANCE = 1e-9;

/**
 * One 12,000 server written off in a year to nothing, against 8 busy hours on 30 days a month of a card
 * at 5 an hour: 1,200 of rent a month, 14,400 a year.
 */
const YEAR = {
  horizonMonths: 12,
  own: { serverPrice: 12_000, depreciation: { years: 1, salvagePct: 0 } },
  rent: { pricePerGpuHour: 5, billingIncrementMinutes: 60 },
} as const;

const inCash = { ...BEFORE_TAX.financing };

describe('present values after tax, worked by hand', () => {
  it('discounts each month at (1 + r)^(−m/12) and pays the server up front', () => {
    const result = evaluate(scenario({ ...YEAR, discountRatePct: 10 }));
    const v = 1.1 ** (-1 / 12);
    // Σ v^m for m = 1 … 12, the annuity of 12 monthly payments
    const annuity = (v * (1 - v ** 12)) / (1 - v);
    expect(result.finance.amortized.rent).toBeCloseTo(1200 * annuity, 6);
    expect(result.finance.amortized.rent).toBeCloseTo(13_680.59, 2);
    expect(result.finance.amortized.own).toBeCloseTo(12_000, 6);
    // the verdict compares those: owning saves 1,680.59, where undiscounted it saved 2,400
    const verdict = verdictFigures(result, 'amortized');
    expect(verdict.cheaper).toBe('own');
    expect(verdict.savings).toBeCloseTo(1_680.59, 2);
    expect(result.own.amortizedTotal - result.rent.amortizedTotal).toBeCloseTo(-2_400, 6);
  });

  it('takes a quarter of each side back for a China general taxpayer at 0 %, the one-off deduction in year 1', () => {
    const result = evaluate(
      scenario({ ...YEAR, finance: { buyer: 'cn-general', incomeTaxPct: 25, taxSchedule: 'expense' } }),
    );
    expect(result.finance.taxSaved.own).toEqual([3_000]);
    expect(result.finance.taxSaved.rent).toEqual([3_600]);
    expect(result.finance.amortized.own).toBeCloseTo(9_000, 9);
    expect(result.finance.amortized.rent).toBeCloseTo(10_800, 9);
    expect(verdictFigures(result, 'amortized').savings).toBeCloseTo(1_800, 9);
    expect(result.finance.deductions[0]).toMatchObject({ year: 2026, schedule: 'expense', fallback: null });
  });

  it('falls back to 3 years straight-line above ¥5M a server or outside 2024–2027, and says why', () => {
    const china = { buyer: 'cn-general', incomeTaxPct: 25, taxSchedule: 'expense', taxLifeYears: 3 } as const;
    const dear = evaluate(scenario({ ...YEAR, own: { serverPrice: 6_000_000 }, finance: china }));
    expect(dear.finance.deductions[0]).toMatchObject({ schedule: 'straight-line', fallback: 'overLimit' });
    // a year of a 3-year write-off: 2,000,000 deducted, 500,000 of tax saved in year 1
    expect(dear.finance.taxSaved.own[0]).toBeCloseTo(500_000, 6);
    const late = evaluate(scenario({ ...YEAR, finance: { ...china, firstYear: 2028 } }));
    expect(late.finance.deductions[0]).toMatchObject({ year: 2028, fallback: 'outsideYears' });
    expect(late.finance.taxSaved.own[0]).toBeCloseTo(1_000, 9);
    // sold at the horizon for nothing: the 8,000 not yet deducted is a loss, taken then
    expect(late.finance.taxOnSale).toBeCloseTo(-2_000, 9);
  });

  it('deducts 20 % in year 1 by 5-year MACRS, and Section 179 up to its limit less the excess over $4.09M', () => {
    const us = { buyer: 'us-company', incomeTaxPct: 21 } as const;
    const macrs = evaluate(scenario({ ...YEAR, currency: 'USD', finance: { ...us, taxSchedule: 'macrs-5' } }));
    expect(macrs.finance.taxSaved.own[0]).toBeCloseTo(0.21 * 0.2 * 12_000, 9);
    const big = evaluate(
      scenario({
        ...YEAR,
        currency: 'USD',
        own: { serverPrice: 5_000_000 },
        finance: { ...us, taxSchedule: 'section-179' },
      }),
    );
    // 2,560,000 − (5,000,000 − 4,090,000) = 1,650,000 expensed, and 20 % of the other 3,350,000
    expect(big.finance.deductions[0]?.section179).toBeCloseTo(1_650_000, 6);
    expect(big.finance.taxSaved.own[0]).toBeCloseTo(0.21 * (1_650_000 + 670_000), 4);
  });

  it('neither gives the VAT back nor deducts hardware bought without an invoice', () => {
    const grey = evaluate(
      scenario({
        ...YEAR,
        tax: { hardwareVatPct: 13, hardwareVatRecoverable: true },
        finance: { buyer: 'cn-general', incomeTaxPct: 25, taxSchedule: 'expense', invoiced: false },
      }),
    );
    expect(grey.own.capex).toBeCloseTo(13_560, 9);
    expect(grey.finance.deductions).toEqual([]);
    expect(grey.finance.taxSaved.own).toEqual([0]);
  });

  it('schedules a loan at a twelfth of its yearly rate a month and deducts its interest', () => {
    const loan = { kind: 'loan', downPaymentPct: 20, ratePct: 12, months: 12 } as const;
    const result = evaluate(scenario({ ...YEAR, finance: { financing: loan } }));
    // 9,600 over 12 months at 1 % a month: 9,600 × 0.01 ÷ (1 − 1.01^−12)
    expect(result.finance.loan?.payment).toBeCloseTo(852.948_371, 5);
    expect(result.finance.loan?.interest).toBeCloseTo(635.380_456, 5);
    expect(result.finance.loan?.payoff).toBe(0);
    expect(result.finance.cash.own).toBeCloseTo(12_000 + 635.380_456, 5);
    // a 1.5-point subsidy for the first 6 months pays back 1.5/12 % of what is owed each month
    const subsidised = evaluate(
      scenario({ ...YEAR, finance: { financing: { ...loan, subsidyPct: 1.5, subsidyMonths: 6 } } }),
    );
    const subsidy = subsidised.finance.loan?.subsidy ?? 0;
    expect(subsidy).toBeGreaterThan(0);
    expect(subsidised.finance.cash.own).toBeCloseTo(12_000 + 635.380_456 - subsidy, 5);
  });

  it('pays off what a loan longer than the horizon still owes at its end', () => {
    const result = evaluate(
      scenario({ ...YEAR, finance: { financing: { kind: 'loan', downPaymentPct: 0, ratePct: 0, months: 24 } } }),
    );
    expect(result.finance.loan?.payment).toBeCloseTo(500, 9);
    expect(result.finance.loan?.payoff).toBeCloseTo(6_000, 9);
    expect(result.finance.cash.own).toBeCloseTo(12_000, 9);
  });

  it('charges a lease its buy-out at its end', () => {
    const lease = { kind: 'lease', ratePct: 0, months: 12, buyoutPct: 10 } as const;
    const result = evaluate(scenario({ ...YEAR, finance: { financing: lease } }));
    expect(result.finance.loan?.payment).toBeCloseTo(900, 9);
    expect(result.finance.loan?.buyout).toBeCloseTo(1_200, 9);
    expect(result.finance.cash.own).toBeCloseTo(12_000, 9);
  });
});

/** A scenario with every tax rule counted: deducted with an invoice, by a buyer that pays income tax. */
const taxedArb = fc
  .tuple(
    scenarioArb,
    fc.constantFrom('cn-general', 'cn-small', 'us-company' as const),
    fc.double({ min: 1, max: 60, noNaN: true }),
  )
  .map(
    ([s, buyer, incomeTaxPct]): Scenario => ({
      ...s,
      finance: { ...s.finance, buyer, incomeTaxPct, stateTaxPct: 0, invoiced: true },
    }),
  );

const close = (a: number, b: number, scale: number) => Math.abs(a - b) <= TOLERANCE * Math.max(1, scale);

describe('the verdict on present values', () => {
  it('agrees with the present values in either view whenever a rate is set', () => {
    fc.assert(
      fc.property(scenarioArb, fc.double({ min: 0.1, max: 50, noNaN: true }), (base, rate) => {
        const result = evaluateWithoutBreakEven({ ...base, discountRatePct: rate });
        for (const view of ['cash', 'amortized'] as const) {
          const verdict = verdictFigures(result, view);
          expect(verdict.own).toBe(result.finance[view].own);
          expect(verdict.rent).toBe(result.finance[view].rent);
        }
        expect(result.own.presentValue).toBe(result.finance.amortized.own);
        expect(result.rent.presentValue).toBe(result.finance.amortized.rent);
      }),
      RUNS,
    );
  });

  it('at 0 % and a flat tax rate with everything deducted, scales each side by (1 − rate): the cheaper side stays', () => {
    fc.assert(
      fc.property(taxedArb, (taxed) => {
        const s = { ...taxed, discountRatePct: 0 };
        const before = evaluateWithoutBreakEven({ ...s, finance: { ...s.finance, buyer: 'before-tax' } });
        const after = evaluateWithoutBreakEven(s);
        const keep = 1 - taxRateOf(s);
        const scale = Math.max(before.finance.cash.own, before.finance.cash.rent);
        for (const view of ['cash', 'amortized'] as const) {
          const b = before.finance[view];
          const a = after.finance[view];
          if (view === 'amortized') {
            expect(close(a.own, keep * b.own, scale), `own ${a.own} vs ${keep} × ${b.own}`).toBe(true);
            expect(close(a.rent, keep * b.rent, scale), `rent ${a.rent} vs ${keep} × ${b.rent}`).toBe(true);
            const pre = verdictFigures(before, view);
            const post = verdictFigures(after, view);
            if (pre.cheaper !== 'equal' && post.cheaper !== 'equal') expect(post.cheaper).toBe(pre.cheaper);
          }
        }
      }),
      RUNS,
    );
  });

  it('never leaves owning dearer with the one-off deduction than with straight-line, at a positive rate', () => {
    fc.assert(
      fc.property(taxedArb, fc.double({ min: 0.1, max: 50, noNaN: true }), (taxed, rate) => {
        const s: Scenario = {
          ...taxed,
          discountRatePct: rate,
          currency: 'CNY',
          own: { ...taxed.own, serverPrice: Math.min(taxed.own.serverPrice, 1_000_000) },
          finance: { ...taxed.finance, buyer: 'cn-general', firstYear: 2026 },
        };
        const oneOff = evaluateWithoutBreakEven({ ...s, finance: { ...s.finance, taxSchedule: 'expense' } });
        const straight = evaluateWithoutBreakEven({ ...s, finance: { ...s.finance, taxSchedule: 'straight-line' } });
        for (const view of ['cash', 'amortized'] as const) {
          const a = oneOff.finance[view].own;
          const b = straight.finance[view].own;
          expect(a <= b + TOLERANCE * Math.max(1, Math.abs(b)), `${view}: ${a} > ${b}`).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('before tax, a loan leaves owning’s present value unchanged at a rate equal to the loan’s effective yearly rate', () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.constantFrom('loan', 'lease' as const),
        fc.double({ min: 0.5, max: 40, noNaN: true }),
        fc.integer({ min: 1, max: 120 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (base, kind, apr, months, share) => {
          const s: Scenario = {
            ...base,
            discountRatePct: ((1 + apr / 100 / 12) ** 12 - 1) * 100,
            finance: { ...BEFORE_TAX, financing: { ...inCash, kind: 'cash' } },
          };
          const financing = { ...inCash, kind, ratePct: apr, months, downPaymentPct: share, buyoutPct: share };
          const cash = evaluateWithoutBreakEven(s).finance;
          const financed = evaluateWithoutBreakEven({ ...s, finance: { ...s.finance, financing } }).finance;
          const scale = Math.max(1, cash.cash.own, cash.amortized.own);
          expect(close(financed.cash.own, cash.cash.own, scale * 100)).toBe(true);
          expect(close(financed.amortized.own, cash.amortized.own, scale * 100)).toBe(true);
        },
      ),
      RUNS,
    );
  });
});

describe('the tipping server price on present values', () => {
  /** The highest server price at which owning still wins, found on the verdict's own comparison. */
  const tippingServerPrice = (s: Scenario) =>
    highestWinning(
      (price) => {
        const r = evaluateWithoutBreakEven({ ...s, own: { ...s.own, serverPrice: price } });
        const { own, rent } = r.finance.amortized;
        return { diff: own - rent, scale: Math.max(Math.abs(own), Math.abs(rent)) };
      },
      Math.max(1, s.own.serverPrice),
      'ownNeverWins',
      'ownAlwaysWins',
    ).value;

  it('is never raised by a higher rate when owning pays up front and prices stand still', () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.double({ min: 0, max: 25, noNaN: true }),
        fc.double({ min: 0.5, max: 25, noNaN: true }),
        (base, low, step) => {
          const s: Scenario = {
            ...base,
            obsolescence: undefined,
            rent: { ...base.rent, reservedTermYears: null },
            finance: { ...BEFORE_TAX, financing: { ...inCash } },
          };
          const atLow = tippingServerPrice({ ...s, discountRatePct: low });
          const atHigh = tippingServerPrice({ ...s, discountRatePct: low + step });
          if (atLow === null || atHigh === null) return;
          expect(atHigh <= atLow * (1 + 1e-6) + 1e-3, `${atHigh} at ${low + step} % > ${atLow} at ${low} %`).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
