// "How this is computed" with the costs of format version 7, worked by hand: a lead time of 3.2 months
// (power and operations from delivery, the work rented meanwhile, the hardware's clock from the month it
// arrives in), cards down for repair, the cluster around the cards, resale at the market's used prices,
// and a reservation that can be resold for half of what its months past the horizon cost, with the
// engineer time renting needs.
import { describe, expect, it } from 'vitest';
import { scenario } from '../../../tests/support/scenarios.ts';
import { evaluate, type Scenario } from '../../engine/index.ts';
import { type Lang, translate } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import { type AnySection, type AnyStep, explainCore, partsOf, type StepById, stepOf } from './explain.fixtures.ts';
import { formatsFor } from './lines.ts';
import { stepLine } from './stepLine.ts';

function step<Id extends AnyStep['id']>(sections: readonly AnySection[], id: Id): StepById[Id]['values'] {
  const found = stepOf(sections, id);
  if (!found) throw new Error(`no step ${id}`);
  return found.values;
}

/** The line of the first step `id`, as a reader of `lang` sees it: "label = formula". */
function line(s: Scenario, id: AnyStep['id'], lang: Lang = 'en'): string {
  const found = stepOf(explainCore(s), id);
  if (!found) throw new Error(`no step ${id}`);
  const t: Translate = (key, params) => translate(lang, key, params);
  const drafted = stepLine(found, t, formatsFor(lang, s.currency));
  return `${drafted.label}${t(drafted.statement ? 'explain.colon' : 'explain.is')}${drafted.formula}`;
}

/**
 * One 8-card server at ¥200,000 written off straight-line over 2 years to 0, over 24 months. Each card
 * is busy 8 h on 360 days (240 h a month) and draws 500 W only then, at ¥0.10 a kWh: 8 × 240 × 0.5 =
 * 960 kWh, ¥96 a month; colocation ¥1,000 a month. Renting: ¥2 a card-hour on demand, billed by the
 * hour, 8 × 240 × 2 = ¥3,840 a month, and 1,000 GB at ¥0.10, ¥100 a month.
 */
const server = (more: Parameters<typeof scenario>[0] = {}) =>
  scenario({
    horizonMonths: 24,
    ...more,
    workload: { gpus: 8, ...more.workload },
    own: {
      serverPrice: 200_000,
      gpusPerServer: 8,
      ...more.own,
      depreciation: { years: 2, ...more.own?.depreciation },
      power: { gpuWatts: 500, pricePerKWh: 0.1, alwaysOn: false },
      ops: { colocationPerMonth: 1_000 },
    },
    rent: { pricePerGpuHour: 2, ...more.rent, storage: { hotGB: 1_000, hotPricePerGBMonth: 0.1 } },
  });

/** The same server 3.2 months on order: 12 weeks to deliver and 2 weeks of burn-in. */
const onOrder = server({ own: { leadTimeMonths: 3.2 } });

describe('a lead time of 3.2 months, worked by hand', () => {
  it('pays power and operations for the 20.8 months in service and rents the work for the 3.2 before', () => {
    const sections = explainCore(onOrder);
    expect(step(sections, 'leadTime')).toMatchObject({ leadTimeMonths: 3.2, rentMonth: 3_940 });
    // 24 − 3.2 = 20.8 months in service: 20.8 × 96 = 1,996.80 and 20.8 × 1,000 = 20,800
    expect(step(sections, 'powerTotalInService')).toMatchObject({
      horizonMonths: 24,
      leadTimeMonths: 3.2,
      months: expect.closeTo(20.8, 9),
      power: expect.closeTo(96, 9),
      total: expect.closeTo(1_996.8, 6),
    });
    expect(step(sections, 'opsTotalInService').total).toBeCloseTo(20_800, 6);
    expect(stepOf(sections, 'powerTotal')).toBeUndefined();
    // 3.2 months × (3,840 compute + 100 storage) = 12,608
    expect(step(sections, 'leadTimeTotal').total).toBeCloseTo(12_608, 6);
    expect(partsOf(sections, 'leadTimeTotal')).toEqual([
      { id: 'onOrder', months: expect.closeTo(3.2, 9), rentMonth: 3_940 },
    ]);
    expect(line(onOrder, 'powerTotalInService')).toBe(
      'Power over the horizon, from delivery = 20.8 months in service (the horizon’s 24 less 3.2 on order) × CN¥96.00 = CN¥1,996.80',
    );
  });

  it('starts the hardware’s clock in month 4, the month it arrives in: 21 months written off of 24', () => {
    const sections = explainCore(onOrder);
    // 100,000 a year: the first year whole, then 9 months of the second, 75,000
    expect(step(sections, 'depreciationTotalDelivered')).toEqual({
      months: 21,
      firstMonth: 4,
      total: expect.closeTo(175_000, 6),
    });
    expect(partsOf(sections, 'depreciationTotalDelivered')).toEqual([
      { id: 'year', yearlyCharge: 100_000, year: 1 },
      { id: 'partYear', months: 9, yearlyCharge: 100_000, year: 2 },
    ]);
    expect(step(sections, 'bookValue').bookValue).toBeCloseTo(25_000, 6);
    expect(line(onOrder, 'depreciationTotalDelivered')).toBe(
      'Depreciation over the 21 months from month 4, when the servers arrive = CN¥100,000.00 (year 1) + 9 ÷ 12 × CN¥100,000.00 (year 2) = CN¥175,000.00',
    );
  });

  it('adds the work rented while on order to the cash and the amortized totals', () => {
    const sections = explainCore(onOrder);
    const result = evaluate(onOrder);
    // 200,000 + 1,996.80 + 20,800 + 12,608 = 235,404.80; less the book value 25,000 = 210,404.80
    expect(step(sections, 'cashTotal').cashTotal).toBeCloseTo(235_404.8, 6);
    expect(partsOf(sections, 'cashTotal').map((p) => p.id)).toEqual(['capital', 'power', 'ops', 'leadTime']);
    expect(step(sections, 'amortizedTotal').amortizedTotal).toBeCloseTo(210_404.8, 6);
    expect(step(sections, 'amortizedTotal').amortizedTotal).toBe(result.own.amortizedTotal);
    expect(partsOf(sections, 'amortizedTotal')).toEqual([{ id: 'leadTime', leadTime: expect.closeTo(12_608, 6) }]);
    expect(line(onOrder, 'amortizedTotal')).toBe(
      'Owning, amortized total = CN¥175,000.00 depreciation + CN¥1,996.80 power + CN¥20,800.00 operations + CN¥12,608.00 rented while on order = CN¥210,404.80, which is the cash total CN¥235,404.80 − the book value CN¥25,000.00',
    );
    // without a lead time: 200,000 + 24 × 1,096 = 226,304, so the 3.2 months add 9,100.80 in cash
    expect(evaluate(server()).own.cashTotal - result.own.cashTotal).toBeCloseTo(-9_100.8, 6);
  });

  it('rents the busy hours of cards down for repair on demand, only once the servers work', () => {
    const down = server({ own: { leadTimeMonths: 3.2, availabilityPct: 95 } });
    const sections = explainCore(down);
    // 5 % × 3,840 = 192 a month, over 20.8 months in service = 3,993.60
    expect(step(sections, 'downtime').downtime).toBeCloseTo(192, 9);
    expect(step(sections, 'downtimeTotal')).toEqual({
      months: expect.closeTo(20.8, 9),
      downtime: expect.closeTo(192, 9),
      total: expect.closeTo(3_993.6, 6),
    });
    expect(step(sections, 'cashTotal').cashTotal).toBeCloseTo(235_404.8 + 3_993.6, 6);
    expect(partsOf(sections, 'amortizedTotal').map((p) => p.id)).toEqual(['leadTime', 'downtime']);
  });

  it('reads as version 6 did when nothing is on order: H × the month’s figure, no line of version 7', () => {
    const sections = explainCore(server());
    expect(step(sections, 'powerTotal')).toEqual({ horizonMonths: 24, power: expect.closeTo(96, 9), total: 2_304 });
    expect(step(sections, 'depreciationTotal').total).toBe(200_000);
    expect(partsOf(sections, 'amortizedTotal')).toEqual([]);
    expect(partsOf(sections, 'cashTotal').map((p) => p.id)).toEqual(['capital', 'power', 'ops']);
    for (const id of ['leadTimeTotal', 'downtimeTotal', 'clusterTotal', 'depreciationTotalDelivered'] as const) {
      expect(stepOf(sections, id)).toBeUndefined();
    }
  });
});

describe('the cluster around the cards, worked by hand', () => {
  // two servers: fabric 10,000 and racks 5,000 a server, shared storage 20,000, written off over 5 years
  const cluster = (leadTimeMonths: number) =>
    server({
      workload: { gpus: 16 },
      own: {
        leadTimeMonths,
        cluster: { networkPerServer: 10_000, rackPerServer: 5_000, storage: 20_000, lifeYears: 5 },
      },
    });

  it('charges its capital less its book value at the end: 50,000 × 24 ÷ 60 = 20,000', () => {
    const s = cluster(0);
    const sections = explainCore(s);
    expect(step(sections, 'cluster')).toEqual({ servers: 2, capital: 50_000, lifeYears: 5 });
    expect(step(sections, 'clusterTotal')).toEqual({
      capital: 50_000,
      ageMonths: 24,
      lifeYears: 5,
      bookValue: 30_000,
      total: 20_000,
    });
    // 400,000 + 50,000 + 24 × (192 power + 1,000 operations) = 478,608; two servers written off in full
    expect(step(sections, 'cashTotal').cashTotal).toBeCloseTo(478_608, 6);
    expect(partsOf(sections, 'cashTotal')).toContainEqual({ id: 'cluster', clusterCapital: 50_000 });
    // 400,000 + 20,000 + 4,608 + 24,000 = 448,608 = 478,608 − 0 − 30,000
    expect(step(sections, 'amortizedTotal').amortizedTotal).toBeCloseTo(448_608, 6);
    expect(line(s, 'amortizedTotal')).toBe(
      'Owning, amortized total = CN¥400,000.00 depreciation + CN¥20,000.00 cluster + CN¥4,608.00 power + CN¥24,000.00 operations = CN¥448,608.00, which is the cash total CN¥478,608.00 − the book value CN¥0.00 − the cluster’s book value CN¥30,000.00',
    );
  });

  it('counts its age from delivery, as the servers’: 21 months after 3.2 on order', () => {
    const sections = explainCore(cluster(3.2));
    // 50,000 × (1 − 21 ÷ 60) = 32,500 left, so 17,500
    expect(step(sections, 'clusterTotal')).toMatchObject({ ageMonths: 21, bookValue: 32_500, total: 17_500 });
  });
});

describe('resale at the market’s used prices, worked by hand', () => {
  // three years of life, 30 months: SpotWire's curve at 2.5 years is 0.60 + (0.46 − 0.60) × 0.5 = 0.53
  const curve = (leadTimeMonths = 0) =>
    server({
      horizonMonths: 30,
      own: { leadTimeMonths, depreciation: { years: 3, salvageIs: 'market-curve', saleHaircutPct: 38.8 } },
    });

  it('credits 200,000 × 53 % × (1 − 38.8 %) = 64,872 after 30 months', () => {
    const s = curve();
    const sections = explainCore(s);
    // at the end of the life: 46 % × 0.612 = 28.152 %, which the depreciation writes down to
    expect(step(sections, 'salvageCurve')).toMatchObject({ curvePct: expect.closeTo(46, 9) });
    expect(step(sections, 'salvageCurve').effectivePct).toBeCloseTo(28.152, 9);
    expect(step(sections, 'resaleAtHorizonCurve')).toEqual({
      capital: 200_000,
      ageMonths: 30,
      curvePct: expect.closeTo(53, 9),
      saleHaircutPct: 38.8,
      value: expect.closeTo(64_872, 6),
    });
    // 143,696 ÷ 3 a year for 2.5 years = 119,746.67 written off, 80,253.33 left, so 200,000 − 64,872
    expect(step(sections, 'hardwareCostResale')).toMatchObject({
      writtenOff: expect.closeTo(119_746.67, 2),
      bookValue: expect.closeTo(80_253.33, 2),
      depreciation: expect.closeTo(135_128, 6),
    });
    expect(step(sections, 'amortizedTotalResale').amortizedTotal).toBe(evaluate(s).own.amortizedTotal);
    expect(line(s, 'resaleAtHorizonCurve')).toBe(
      'Expected resale at the end, at the market’s used prices = CN¥200,000.00 × 53% (what used cards fetch after 30 months, SpotWire’s curve) × (1 − 38.8% for a used card sold within 90 days) = CN¥64,872.00',
    );
  });

  it('ages the hardware from delivery: 27 months after 3.2 on order, 56.5 % of the price new', () => {
    const sections = explainCore(curve(3.2));
    // 0.60 + (0.46 − 0.60) × 0.25 = 0.565; 200,000 × 0.565 × 0.612 = 69,156
    expect(step(sections, 'resaleAtHorizonCurve')).toMatchObject({
      ageMonths: 27,
      curvePct: expect.closeTo(56.5, 9),
      value: expect.closeTo(69_156, 6),
    });
  });
});

describe('a reservation resold for half, and the engineer time renting needs, worked by hand', () => {
  // a one-year term over 18 months: 24 months paid, 6 past the horizon; 8 × 730 × 2 × (1 − 20 %) = 9,344
  const reserved = server({
    horizonMonths: 18,
    rent: {
      plan: 'reserved',
      reservedDiscountPct: 20,
      reservedTermYears: 1,
      reservationResalePct: 50,
      staffPerYear: 12_000,
    },
  });

  it('credits 6 × 9,344 × 50 % = 28,032 of the months past the horizon', () => {
    const sections = explainCore(reserved);
    expect(step(sections, 'reservationCredit')).toEqual({
      pastHorizon: expect.closeTo(56_064, 6),
      reservationResalePct: 50,
      credit: expect.closeTo(28_032, 6),
    });
    expect(step(sections, 'rentRemainingResold')).toEqual({
      pastMonths: 6,
      compute: expect.closeTo(9_344, 9),
      pastHorizon: expect.closeTo(56_064, 6),
      reservationResalePct: 50,
      remainingValue: expect.closeTo(28_032, 6),
    });
    expect(stepOf(sections, 'rentRemaining')).toBeUndefined();
    // 24 × 9,344 + 18 × 100 + 18 × 1,000 = 244,056 paid, 216,024 counted
    expect(step(sections, 'rentAmortizedTotalResold')).toEqual({
      cashTotal: expect.closeTo(244_056, 6),
      remainingValue: expect.closeTo(28_032, 6),
      total: expect.closeTo(216_024, 6),
    });
    expect(line(reserved, 'rentRemainingResold')).toBe(
      'Reservation left over at the end = 6 months paid past the horizon × CN¥9,344.00 = CN¥56,064.00, × 50% they could be sold for = CN¥28,032.00',
    );
  });

  it('adds 18 × 1,000 of engineer time to renting’s total', () => {
    const sections = explainCore(reserved);
    expect(step(sections, 'rentStaffTotal')).toEqual({ horizonMonths: 18, staff: 1_000, total: 18_000 });
    expect(partsOf(sections, 'rentTotal')).toEqual([{ id: 'staff', staff: 18_000 }]);
    expect(line(reserved, 'rentTotal')).toBe(
      'Renting, total = CN¥224,256.00 compute + CN¥1,800.00 storage + CN¥18,000.00 staff = CN¥244,056.00',
    );
    expect(line(reserved, 'rentTotal', 'zh-CN')).toBe(
      '租用总成本 = 算力 ¥224,256.00 + 存储 ¥1,800.00 + 人力 ¥18,000.00 = ¥244,056.00',
    );
  });

  it('keeps version 6’s wording when the whole reservation is credited', () => {
    const sections = explainCore({ ...reserved, rent: { ...reserved.rent, reservationResalePct: 100 } });
    expect(step(sections, 'rentRemaining').remainingValue).toBeCloseTo(56_064, 6);
    expect(stepOf(sections, 'rentRemainingResold')).toBeUndefined();
  });
});
