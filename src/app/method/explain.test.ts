import { describe, expect, it } from 'vitest';
import { startup, startupWith } from '../../../tests/support/startup.ts';
import { compareInView, evaluate } from '../../engine/index.ts';
import { type AnySection, type AnyStep, explainCore, partsOf, type StepById, stepOf } from './explain.fixtures.ts';

function step<Id extends AnyStep['id']>(sections: readonly AnySection[], id: Id): StepById[Id]['values'] {
  const found = stepOf(sections, id);
  if (!found) throw new Error(`no step ${id}`);
  return found.values;
}

describe('explain', () => {
  it('works the start-up example with the figures docs/cost-model.md works by hand', () => {
    const sections = explainCore(startup);
    expect(sections.map((s) => s.id)).toEqual(['own', 'rent', 'comparison']);
    expect(step(sections, 'servers')).toMatchObject({ servers: 1, cardsInstalled: 4 });
    expect(step(sections, 'capital').capital).toBe(280_000);
    expect(step(sections, 'busyHours').busyHours).toBeCloseTo(166.67, 2);
    expect(step(sections, 'idleHours').idleHours).toBeCloseTo(563.33, 2);
    expect(step(sections, 'energy').wattHours).toBeCloseTo(655_133.33, 2);
    expect(step(sections, 'energy').energyKWh).toBeCloseTo(1_035.11, 2);
    expect(step(sections, 'power').power).toBeCloseTo(652.12, 2);
    expect(step(sections, 'ops').ops).toBe(10_000);
    expect(step(sections, 'depreciationStraightLine').perYear).toBeCloseTo(93_333.33, 2);
    expect(step(sections, 'depreciationStraightLine').perMonth).toBeCloseTo(7_777.78, 2);
    // one whole life inside the horizon, and no part of another
    expect(step(sections, 'depreciationTotal').total).toBe(280_000);
    expect(partsOf(sections, 'depreciationTotal')).toEqual([{ id: 'life', base: 280_000, lifeMonths: 36 }]);
    expect(step(sections, 'bookValue').bookValue).toBeCloseTo(0, 6);
    expect(step(sections, 'cashTotal').cashTotal).toBeCloseTo(663_476.31, 2);
    expect(step(sections, 'amortizedTotal').amortizedTotal).toBeCloseTo(663_476.31, 2);
    expect(step(sections, 'billedMinutes')).toMatchObject({ sessionMinutes: 480, increments: 8, billedMinutes: 480 });
    expect(step(sections, 'billedHours').billedHours).toBeCloseTo(166.67, 2);
    expect(step(sections, 'computeOnDemand').compute).toBeCloseTo(533.33, 2);
    expect(step(sections, 'rentTotal').total).toBeCloseTo(19_200, 6);
    expect(step(sections, 'busyGpuHours').busyGpuHours).toBeCloseTo(24_000, 6);
    expect(step(sections, 'costPerHourOwn').costPerHour).toBeCloseTo(27.64, 2);
    expect(step(sections, 'costPerHourRent').costPerHour).toBeCloseTo(0.8, 6);
    expect(step(sections, 'savings').savings).toBeCloseTo(644_276.31, 2);
    expect(step(sections, 'savedPct').savedPct).toBeCloseTo(97.1, 1);
    // renting stays cheaper at 24 h a day on the same 250 days: 4 × 24 × 250 × 3 × 0.8 = 57,600, against
    // owning 280,000 + 360,000 + 36 × 1.58 ÷ 1,000 × [4 × (500 × 300 + 230 × 40) + 500 × 730] × 0.63 = 675,898.90
    expect(step(sections, 'breakEvenNever').rentAt).toBeCloseTo(57_600, 6);
    expect(step(sections, 'breakEvenNever').ownAt).toBeCloseTo(675_898.9, 2);
    expect(stepOf(sections, 'paybackNever')).toBeDefined();
    expect(stepOf(sections, 'replacements')).toBeUndefined();
    expect(stepOf(sections, 'discountFactors')).toBeUndefined();
  });

  it('gives every total exactly as the engine does, so the page and the steps never differ', () => {
    const result = evaluate(startup);
    const sections = explainCore(startup);
    expect(step(sections, 'energy').energyKWh).toBe(result.own.perMonth.energyKWh);
    expect(step(sections, 'depreciationTotal').total).toBe(result.own.breakdown.depreciation);
    expect(step(sections, 'powerTotal').total).toBe(result.own.breakdown.power);
    expect(step(sections, 'opsTotal').total).toBe(result.own.breakdown.ops);
    expect(step(sections, 'cashTotal').cashTotal).toBe(result.own.cashTotal);
    expect(step(sections, 'bookValue').bookValue).toBe(result.own.bookValueAtEnd);
    expect(step(sections, 'amortizedTotal').amortizedTotal).toBe(result.own.amortizedTotal);
    expect(step(sections, 'billedMinutes').billedMinutes).toBe(result.rent.billedMinutesPerSession);
    expect(step(sections, 'computeTotal').total).toBe(result.rent.breakdown.compute);
    expect(step(sections, 'storageTotal').total).toBe(result.rent.breakdown.storage);
    expect(step(sections, 'rentTotal').total).toBe(result.rent.total);
    expect(step(sections, 'busyGpuHours').busyGpuHours).toBe(result.busyGpuHours);
    expect(step(sections, 'costPerHourOwn').costPerHour).toBe(result.own.costPerBusyGpuHour);
    expect(step(sections, 'savings').savings).toBe(result.savings);
  });

  it('lists the double declining balance year by year, switching to straight-line, ending at salvage', () => {
    const scenario = startupWith({ own: { depreciation: { method: 'declining-balance', years: 3, salvagePct: 0 } } });
    const years = explainCore(scenario)[0]?.steps.filter((s) => s.id === 'depreciationDecliningYear');
    // 280,000 × 2/3 = 186,666.67; 93,333.33 × 2/3 = 62,222.22; then the rest, 31,111.11, as straight-line
    expect(years?.map((s) => s.values)).toEqual([
      expect.objectContaining({ year: 1, bookStart: 280_000, charge: expect.closeTo(186_666.67, 2) }),
      expect.objectContaining({ year: 2, charge: expect.closeTo(62_222.22, 2) }),
      expect.objectContaining({ year: 3, charge: expect.closeTo(31_111.11, 2), bookEnd: expect.closeTo(0, 6) }),
    ]);
  });

  it('lists the sum of the years year by year, and the part of the life inside the horizon', () => {
    const scenario = startupWith({ horizonMonths: 18, own: { depreciation: { method: 'sum-of-years', years: 3 } } });
    const sections = explainCore(scenario);
    const charges = sections[0]?.steps.flatMap((s) => (s.id === 'depreciationSumOfYearsYear' ? [s.values.charge] : []));
    // 280,000 × 3/6, × 2/6, × 1/6
    expect(charges?.map((c) => Math.round(c * 100) / 100)).toEqual([140_000, 93_333.33, 46_666.67]);
    // 18 months: all of year 1 and half of year 2 = 140,000 + 46,666.67
    expect(partsOf(sections, 'depreciationTotal')).toMatchObject([
      { id: 'year', year: 1 },
      { id: 'partYear', year: 2, months: 6 },
    ]);
    expect(step(sections, 'depreciationTotal').total).toBeCloseTo(186_666.67, 2);
    expect(step(sections, 'bookValue').bookValue).toBeCloseTo(93_333.33, 2);
  });

  it('counts each replacement as new hardware less the old one sold at salvage', () => {
    // 2-year life over 60 months: bought at 0, 24 and 48, each time 280,000 less 28,000 of salvage
    const scenario = startupWith({
      horizonMonths: 60,
      own: { refreshAtEndOfLife: true, depreciation: { years: 2, salvagePct: 10 } },
    });
    const result = evaluate(scenario);
    const sections = explainCore(scenario);
    expect(step(sections, 'replacements')).toMatchObject({
      purchases: 3,
      replacements: 2,
      capital: 280_000,
      salvagePct: 10,
      total: 504_000,
    });
    expect(partsOf(sections, 'depreciationTotal')).toMatchObject([
      { id: 'lives', fullLives: 2 },
      { id: 'year', year: 1 },
    ]);
    expect(step(sections, 'cashTotal').cashTotal).toBe(result.own.cashTotal);
  });

  it('compares the total the verdict uses: cash when the page counts cash', () => {
    const scenario = startupWith({ horizonMonths: 18, rent: { pricePerGpuHour: 30 } });
    const result = evaluate(scenario);
    const cash = explainCore(scenario, 'cash');
    const view = compareInView(result, 'cash');
    expect(stepOf(cash, 'savings')).toBeUndefined();
    // 471,738.15 − 360,000 = 111,738.15, 23.7 % of owning's cash
    expect(step(cash, 'savingsCash')).toEqual({
      own: view.own,
      rent: view.rent,
      savings: view.savings,
      cheaper: view.cheaper,
    });
    expect(step(cash, 'savingsCash').savings).toBeCloseTo(111_738.15, 2);
    expect(step(cash, 'savedPct').savedPct).toBeCloseTo(23.7, 1);
    expect(step(cash, 'costPerHourOwnCash').costPerHour).toBe(view.ownCostPerBusyGpuHour);
  });

  it('shows the break-even as owning no dearer at that hour and dearer one step below', () => {
    const scenario = startupWith({ rent: { pricePerGpuHour: 30 } });
    const result = evaluate(scenario);
    const be = step(explainCore(scenario), 'breakEven');
    expect(be.hoursPerDay).toBe(result.breakEvenHoursPerDay);
    expect(be.ownAt).toBeLessThanOrEqual(be.rentAt);
    expect(be.ownBelow).toBeGreaterThan(be.rentBelow);
    expect(be.belowHours).toBeCloseTo(be.hoursPerDay - 0.01, 9);
  });

  it('shows the payback month against the month before it', () => {
    const scenario = startupWith({ rent: { pricePerGpuHour: 30 } });
    const result = evaluate(scenario);
    const recorded = stepOf(explainCore(scenario), 'payback');
    const payback = step(explainCore(scenario), 'payback');
    expect(payback.month).toBe(result.paybackMonth);
    expect(payback.ownCash).toBeLessThanOrEqual(payback.rent);
    const previous = recorded?.parts.find((part) => part.id === 'previous')?.values;
    expect(previous?.previousOwnCash).toBeGreaterThan(previous?.previousRent ?? Number.POSITIVE_INFINITY);
  });

  it('gives present values only when there is a discount rate, equal to the engine’s', () => {
    const scenario = startupWith({ discountRatePct: 8 });
    const result = evaluate(scenario);
    const sections = explainCore(scenario);
    expect(step(sections, 'discountFactors').monthFactor).toBeCloseTo(1.08 ** (-1 / 12), 12);
    expect(step(sections, 'presentValueOwn').presentValue).toBe(result.own.presentValue);
    expect(step(sections, 'presentValueRent').presentValue).toBe(result.rent.presentValue);
  });

  it('leaves out sessions and billing for plans that pay for every hour', () => {
    const scenario = startupWith({ rent: { plan: 'monthly', monthlyPricePerGpu: 3_000 } });
    const sections = explainCore(scenario);
    expect(sections[1]?.steps.map((s) => s.id)).toEqual([
      'computeMonthly',
      'storage',
      'computeTotal',
      'storageTotal',
      'rentTotal',
      'rentPerYear',
    ]);
  });
});
