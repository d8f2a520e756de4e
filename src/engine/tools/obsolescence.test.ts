// Obsolescence: the yearly fall of prices, the salvage share after it, and whether owning pays back
// before newer cards halve the price of the work, with rent prices falling as the tool assumes. Worked by hand.
import { describe, expect, it } from 'vitest';
import { type Overrides, scenario } from '../../../tests/support/scenarios.ts';
import { withSections } from '../../../tests/support/sections.ts';
import { obsolescenceOf } from '../analysis.ts';
import { evaluate, type Tools } from '../index.ts';

const reportOf = (overrides: Overrides, section: Partial<Tools['obsolescence']>) => {
  const s = withSections(scenario(overrides), { obsolescence: section });
  if (!s.obsolescence) throw new Error('no obsolescence section');
  return obsolescenceOf(s, evaluate(s), s.obsolescence);
};

// A 2,400 server with nothing else to pay, against renting one card 240 h a month at 1 (240 a month):
// cumulative rent reaches the server's 2,400 in month 10.
const PAYBACK_10: Overrides = { horizonMonths: 24, own: { serverPrice: 2_400 }, rent: { pricePerGpuHour: 1 } };

describe('obsolescence', () => {
  it('turns a doubling every 18 months into prices falling 37.0 % a year', () => {
    // 1 − 0.5^(12/18) = 1 − 0.63 = 0.370
    const report = reportOf({}, { doublingMonths: 18 });
    expect(report.doublingMonths).toBe(18);
    expect(report.priceFallPctPerYear).toBeCloseTo(37.004, 3);
    expect(report.priceFallPctPerYear.toFixed(1)).toBe('37.0');
  });

  it('halves prices in a year when they double every 12 months, and falls 29.3 % at 24', () => {
    expect(reportOf({}, { doublingMonths: 12 }).priceFallPctPerYear).toBeCloseTo(50, 12);
    // 1 − 0.5^(1/2) = 1 − 0.7071
    expect(reportOf({}, { doublingMonths: 24 }).priceFallPctPerYear).toBeCloseTo(29.2893, 4);
  });

  it('doubles every 30 months unless told, the GPU trend Epoch AI measured: prices fall 24.2 % a year', () => {
    // 2.46 years ≈ 30 months (Hobbhahn & Besiroglu 2022); 1 − 0.5^(12/30) = 1 − 0.757858 = 0.242142
    const report = reportOf({}, {});
    expect(report.doublingMonths).toBe(30);
    expect(report.priceFallPctPerYear).toBeCloseTo(24.2142, 4);
  });

  it('reports the salvage share the depreciation uses', () => {
    // 40 % over a 36-month life doubling every 18 months: 40 × 0.25 = 10 %; without the fall, 40 %
    const own = { depreciation: { salvagePct: 40 } };
    expect(reportOf({ own }, { doublingMonths: 18, resaleFalls: true }).salvagePct).toBeCloseTo(10, 12);
    expect(reportOf({ own }, { doublingMonths: 18 }).salvagePct).toBe(40);
    // a resale estimate is what the cards fetch then: 40 % stays 40 %
    const resale = { depreciation: { salvagePct: 40, salvageIs: 'resale' as const } };
    expect(reportOf({ own: resale }, { doublingMonths: 18, resaleFalls: true }).salvagePct).toBe(40);
  });

  it('does not warn when owning pays back within one doubling with rent prices falling', () => {
    // rent in month m: 240 × f^(m−1), f = 0.5^(1/18). By month 12: 240 × (1 − 0.5^(12/18)) / (1 − f) =
    // 2,350.94, short of 2,400; by month 13: 2,502.13. At today's prices month 10.
    const report = reportOf(PAYBACK_10, { doublingMonths: 18 });
    expect(report.paybackMonth).toBe(10);
    expect(report.paybackMonthFalling).toBe(13);
    expect(report.paysBackAfterDoubling).toBe(false);
    // paying back in the doubling's own month is not later than it: f = 0.5^(1/14), 2,358.13 by month 13,
    // 2,484.22 by month 14
    const atDoubling = reportOf(PAYBACK_10, { doublingMonths: 14 });
    expect(atDoubling.paybackMonthFalling).toBe(14);
    expect(atDoubling.paysBackAfterDoubling).toBe(false);
    // the default doubling: f = 0.5^(1/30), 2,358.26 by month 11, 2,544.39 by month 12
    expect(reportOf(PAYBACK_10, {}).paybackMonthFalling).toBe(12);
    expect(reportOf(PAYBACK_10, {}).paysBackAfterDoubling).toBe(false);
  });

  it('warns at a 12-month doubling though owning pays back in month 10 at today’s prices', () => {
    // the scenario keeps rent at today's price, so its own payback is month 10, within 12 months; with
    // rent halving every year the payback is month 15 (worked in the last test), after the doubling
    const report = reportOf(PAYBACK_10, { doublingMonths: 12 });
    expect(report.rentPricesFall).toBe(false);
    expect(report.paybackMonth).toBe(10);
    expect(report.paybackMonthFalling).toBe(15);
    expect(report.paysBackAfterDoubling).toBe(true);
  });

  it('warns when owning pays back only after a doubling, or never', () => {
    // f = 0.5^(1/9): 2,363.52 by month 17, 2,428.32 by month 18
    expect(reportOf(PAYBACK_10, { doublingMonths: 9 }).paybackMonthFalling).toBe(18);
    expect(reportOf(PAYBACK_10, { doublingMonths: 9 }).paysBackAfterDoubling).toBe(true);
    const never = reportOf({ ...PAYBACK_10, own: { serverPrice: 1_000_000 } }, { doublingMonths: 18 });
    expect(never.paybackMonth).toBeNull();
    expect(never.paysBackAfterDoubling).toBe(true);
  });

  it('puts payback off to month 15 when rent prices halve every year', () => {
    // rent in month m: 240 × f^(m−1), f = 0.5^(1/12). By month 14: 240 × (1 − 0.5^(14/12)) / (1 − f) =
    // 2,371.3, short of 2,400; by month 15: 240 × (1 − 0.5^(15/12)) / (1 − f) = 2,478.2
    const report = reportOf(PAYBACK_10, { doublingMonths: 12, rentPricesFall: true });
    expect(report.rentPricesFall).toBe(true);
    expect(report.paybackMonth).toBe(15);
    expect(report.paybackMonthFalling).toBe(15);
    expect(report.paysBackAfterDoubling).toBe(true);
  });
});
