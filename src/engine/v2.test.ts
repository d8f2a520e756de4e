// What format version 2 adds to the core arithmetic: time-of-use electricity, the rented card's speed,
// whole instances, reservation terms, VAT and falling prices under obsolescence. Every expected figure
// is worked by hand beside it, never taken from the engine's output. The quiet base (one card, 8 h on
// 360 days, 12 months, every price 0) is in tests/support/scenarios.ts.
import { describe, expect, it } from 'vitest';
import { month, scenario } from '../../tests/support/scenarios.ts';
import { type Sections, withSections } from '../../tests/support/sections.ts';
import { startupPlain } from '../../tests/support/startup.ts';
import {
  effectiveSalvagePct,
  energySplit,
  evaluate,
  kWhPrices,
  powerCostPerMonth,
  rentedCards,
  reservedMonthsPaid,
  type Scenario,
} from './index.ts';

const HALF_A_YEAR_OF_DOUBLING = 0.5 ** (1 / 12);

describe('time-of-use electricity', () => {
  // One card drawing 1,000 W busy and 100 W idle, PUE 1, always on, 8 h on 360 days:
  // busy 8 × 360 / 12 = 240 h a month → 240 kWh; idle 730 − 240 = 490 h → 49 kWh.
  // Tariff: 1.0 at peak, 0.4 off peak, 8 peak hours a day, half of the busy hours at peak.
  const TARIFF = { peakPricePerKWh: 1, offPeakPricePerKWh: 0.4, peakHoursPerDay: 8, busyAtPeakPct: 50 };
  const withTariff = (power: Partial<Scenario['own']['power']> = {}) =>
    scenario({
      own: { power: { gpuWatts: 1000, idleGpuWatts: 100, pricePerKWh: 5, timeOfUse: { ...TARIFF }, ...power } },
    });

  it('splits a month’s energy into what the busy hours and the idle hours draw', () => {
    const split = energySplit(withTariff());
    expect(split.busyHours).toBeCloseTo(240, 9);
    expect(split.idleHours).toBeCloseTo(490, 9);
    expect(split.busyKWh).toBeCloseTo(240, 9);
    expect(split.idleKWh).toBeCloseTo(49, 9);
  });

  it('prices busy hours by their share at peak, idle hours by the peak hours left over', () => {
    const s = withTariff();
    // busy: 0.5 × 1.0 + 0.5 × 0.4 = 0.7
    // peak hours a month 8 × 365 / 12 = 243.33; the busy hours take 0.5 × 240 = 120 of them, and the
    // other 123.33 fall in the 490 idle hours: idle 0.4 + (1.0 − 0.4) × 123.33 / 490 = 0.551020
    const prices = kWhPrices(s, energySplit(s));
    expect(prices.busy).toBeCloseTo(0.7, 12);
    expect(prices.idle).toBeCloseTo(0.4 + (0.6 * (243.3333333333 - 120)) / 490, 9);
    expect(prices.idle).toBeCloseTo(0.551020408, 8);
    // 240 × 0.7 + 49 × 0.551020 = 168 + 27 = 195 a month, whatever pricePerKWh says (5 here)
    expect(powerCostPerMonth(s)).toBeCloseTo(195, 9);
    const result = evaluate(s);
    expect(result.own.perMonth.power).toBeCloseTo(195, 9);
    expect(result.own.breakdown.power).toBeCloseTo(2_340, 9);
    // the tariff changes what energy costs, not how much is drawn: 289 kWh a month
    expect(result.own.energyKWh).toBeCloseTo(3_468, 9);
  });

  it('puts every peak hour in the idle hours when no busy hour falls at peak', () => {
    // busy at 0.4: 240 × 0.4 = 96; idle 49 kWh, 243.33 of the 490 hours at peak:
    // 49 × 0.4 + 0.6 × 243.33 × 0.1 kWh = 19.6 + 14.6 = 34.2; total 130.2
    expect(powerCostPerMonth(withTariff({ timeOfUse: { ...TARIFF, busyAtPeakPct: 0 } }))).toBeCloseTo(130.2, 9);
  });

  it('charges only the busy hours when the servers are off between jobs', () => {
    // no idle hours: 240 × 0.7 = 168
    expect(powerCostPerMonth(withTariff({ alwaysOn: false }))).toBeCloseTo(168, 9);
  });

  it('costs what the flat price costs when peak and off-peak prices are the same', () => {
    // (240 + 49) × 0.63 = 182.07 a month, with or without the tariff
    const flat = { ...TARIFF, peakPricePerKWh: 0.63, offPeakPricePerKWh: 0.63 };
    expect(powerCostPerMonth(withTariff({ timeOfUse: flat }))).toBeCloseTo(182.07, 9);
    expect(powerCostPerMonth(withTariff({ timeOfUse: null, pricePerKWh: 0.63 }))).toBeCloseTo(182.07, 9);
  });
});

describe('the rented card’s speed', () => {
  // One card, 8 h on 360 days, 2 a card-hour billed hourly, 12 months.
  const at = (speedRatio: number, overrides: Partial<Scenario['rent']> = {}, hoursPerDay = 8) =>
    scenario({ workload: { hoursPerDay }, rent: { pricePerGpuHour: 2, speedRatio, ...overrides } });

  it('bills half the on-demand hours when the rented card is twice as fast', () => {
    // the 480-minute session takes 480 / 2 = 240 minutes: 30 sessions a month × 4 h = 120 h, × 2 = 240
    const fast = evaluate(at(2));
    expect(fast.rent.billedMinutesPerSession).toBe(240);
    expect(fast.rent.perMonth.compute).toBeCloseTo(240, 9);
    expect(fast.rent.total).toBeCloseTo(2_880, 9);
    expect(fast.rent.billedGpuHours).toBeCloseTo(1_440, 9);
    // at speed 1: 30 × 8 h = 240 h, × 2 = 480 a month, 5,760 a year
    expect(evaluate(at(1)).rent.total).toBeCloseTo(5_760, 9);
    // the work is the owned card's: 240 busy hours a month either way, 2,880 / 2,880 = 1 a busy hour
    expect(fast.busyGpuHours).toBeCloseTo(2_880, 9);
    expect(fast.rent.costPerBusyGpuHour).toBeCloseTo(1, 12);
  });

  it('rounds the shorter session up to whole increments', () => {
    // 7 h at speed 2 is 210 minutes, billed hourly as 240: 30 × 4 h × 2 = 240 a month
    expect(evaluate(at(2, {}, 7)).rent.perMonth.compute).toBeCloseTo(240, 9);
    // at speed 1 the 420 minutes bill as 7 h: 30 × 7 × 2 = 420
    expect(evaluate(at(1, {}, 7)).rent.perMonth.compute).toBeCloseTo(420, 9);
  });

  it('bills twice the hours when the rented card is half as fast', () => {
    // 480 / 0.5 = 960 minutes = 16 h: 30 × 16 × 2 = 960 a month
    expect(evaluate(at(0.5)).rent.perMonth.compute).toBeCloseTo(960, 9);
  });

  it('shortens spot sessions too, and leaves the hours a reservation pays for alone', () => {
    // spot: 120 h × 1.10 overhead × 2 × (1 − 0.60) = 105.6 a month
    expect(evaluate(at(2, { plan: 'spot' })).rent.perMonth.compute).toBeCloseTo(105.6, 9);
    // reserved: 730 × 2 × (1 − 0.40) = 876 a month at speed 1 or 2: one card's work needs one card
    // (⌈1 ÷ 2⌉ = 1; a slower card would need more, see equalWork.test.ts)
    expect(evaluate(at(2, { plan: 'reserved' })).rent.perMonth.compute).toBeCloseTo(876, 9);
    expect(evaluate(at(1, { plan: 'reserved' })).rent.perMonth.compute).toBeCloseTo(876, 9);
  });
});

describe('whole instances', () => {
  // 5 cards, each on a one-card server of its own; renting at 1 a card-hour, 240 billed hours a month.
  const five = (gpusPerInstance: number, overrides: Partial<Scenario['rent']> = {}) =>
    scenario({ workload: { gpus: 5 }, rent: { pricePerGpuHour: 1, gpusPerInstance, ...overrides } });

  it('rents 8 cards for 5 when instances come with 8', () => {
    const s = five(8);
    expect(rentedCards(s)).toBe(8);
    const result = evaluate(s);
    // 8 × 240 × 1 = 1,920 a month (1,200 for 5 single cards); 23,040 card-hours a year
    expect(result.rent.perMonth.compute).toBeCloseTo(1_920, 9);
    expect(evaluate(five(1)).rent.perMonth.compute).toBeCloseTo(1_200, 9);
    expect(result.rent.billedGpuHours).toBeCloseTo(23_040, 9);
    // the work is 5 cards’: 5 × 240 × 12 = 14,400 busy hours; 23,040 / 14,400 = 1.6 a busy hour
    expect(result.busyGpuHours).toBeCloseTo(14_400, 9);
    expect(result.rent.costPerBusyGpuHour).toBeCloseTo(1.6, 12);
    // owning is not in instances: 5 one-card servers
    expect(result.servers).toBe(5);
    expect(result.own.cardsInstalled).toBe(5);
  });

  it('rounds up to the next whole instance, never down', () => {
    expect(rentedCards(scenario({ workload: { gpus: 8 }, rent: { gpusPerInstance: 8 } }))).toBe(8);
    expect(rentedCards(scenario({ workload: { gpus: 9 }, rent: { gpusPerInstance: 8 } }))).toBe(16);
    expect(rentedCards(scenario({ workload: { gpus: 1 }, rent: { gpusPerInstance: 8 } }))).toBe(8);
  });

  it('pays flat plans for every card of the instances', () => {
    // reserved 8 × 730 × 1 × 0.6 = 3,504; monthly 8 × 500 = 4,000
    expect(evaluate(five(8, { plan: 'reserved' })).rent.perMonth.compute).toBeCloseTo(3_504, 9);
    expect(evaluate(five(8, { plan: 'monthly', monthlyPricePerGpu: 500 })).rent.perMonth.compute).toBeCloseTo(4_000, 9);
  });
});

describe('reservation terms', () => {
  // One card reserved at 1 a card-hour less 40 %: 730 × 0.6 = 438 a month.
  const reserved = (horizonMonths: number, reservedTermYears: number | null, discountRatePct = 0) =>
    scenario({
      horizonMonths,
      discountRatePct,
      rent: { plan: 'reserved', pricePerGpuHour: 1, reservedTermYears },
    });

  it('pays a 1-year term on an 18-month horizon for 24 months, the last 6 in the last month', () => {
    const s = reserved(18, 1);
    expect(reservedMonthsPaid(s)).toBe(24);
    const result = evaluate(s);
    // 24 × 438 = 10,512
    expect(result.rent.total).toBeCloseTo(10_512, 9);
    expect(result.rent.breakdown.compute).toBeCloseTo(10_512, 9);
    // every hour of the 24 months: 24 × 730 = 17,520 card-hours
    expect(result.rent.billedGpuHours).toBeCloseTo(17_520, 9);
    // month 17: 17 × 438 = 7,446; month 18 adds its own 438 and the 6 months past the horizon, 2,628
    expect(month(result, 17).rent).toBeCloseTo(7_446, 9);
    expect(month(result, 18).rent).toBeCloseTo(10_512, 9);
  });

  it('pays exactly the horizon when it is a whole number of terms', () => {
    // 24 months on 1-year terms: 24 × 438 = 10,512; 36 months on 2-year terms: 48 × 438 = 21,024
    expect(evaluate(reserved(24, 1)).rent.total).toBeCloseTo(10_512, 9);
    expect(reservedMonthsPaid(reserved(36, 2))).toBe(48);
    expect(evaluate(reserved(36, 2)).rent.total).toBeCloseTo(21_024, 9);
  });

  it('pays month by month without a term', () => {
    // 18 × 438 = 7,884
    expect(reservedMonthsPaid(reserved(18, null))).toBe(18);
    expect(evaluate(reserved(18, null)).rent.total).toBeCloseTo(7_884, 9);
  });

  it('discounts the months past the horizon as paid in the last month, and left over in it', () => {
    // v(m) = 1.12^(−m/12); present value 438 × Σ v(1..18) + 6 × 438 × v(18) paid − 6 × 438 × v(18)
    // left over at the end (credited as the book value is): 438 × Σ v(1..18)
    const v = (m: number) => 1.12 ** (-m / 12);
    let expected = 0;
    for (let m = 1; m <= 18; m += 1) expected += 438 * v(m);
    expect(evaluate(reserved(18, 1, 12)).rent.presentValue).toBeCloseTo(expected, 8);
  });

  it('leaves plans other than reserved paying for the horizon only', () => {
    const onDemand = scenario({ horizonMonths: 18, rent: { pricePerGpuHour: 1, reservedTermYears: 1 } });
    expect(reservedMonthsPaid(onDemand)).toBe(18);
    // 240 h × 1 × 18 months = 4,320
    expect(evaluate(onDemand).rent.total).toBeCloseTo(4_320, 9);
  });
});

describe('value-added tax', () => {
  // A 100,000 server plus 10,000 of setup, straight-line over 3 years, 10 % a year of maintenance, 12,000 a
  // year of staff, one 1,000 W card drawing 240 kWh a month at 1 per kWh; renting at 2 a card-hour (240 h a
  // month, 480) and 1,000 GB of hot storage at 0.02 (20 a month); 12 months.
  const base = scenario({
    own: {
      serverPrice: 100_000,
      setupCost: 10_000,
      power: { gpuWatts: 1000, pricePerKWh: 1 },
      ops: { staffPerYear: 12_000, maintenancePctPerYear: 10 },
    },
    rent: { pricePerGpuHour: 2, storage: { hotGB: 1_000, hotPricePerGBMonth: 0.02 } },
  });
  const CHINA = { hardwareVatPct: 13, cloudVatPct: 6 };
  const taxed = (tax: Sections['tax']) => withSections(base, { tax });

  it('adds China’s 13 % to the hardware and 6 % to the cloud when neither can be recovered', () => {
    const result = evaluate(taxed({ ...CHINA, hardwareVatRecoverable: false, cloudVatRecoverable: false }));
    // capital 110,000 × 1.13 = 124,300; a year of its 3-year life: 41,433.33; book value 82,866.67
    expect(result.own.capex).toBeCloseTo(124_300, 9);
    expect(result.own.breakdown.depreciation).toBeCloseTo(41_433.333333, 5);
    expect(result.own.bookValueAtEnd).toBeCloseTo(82_866.666667, 5);
    // maintenance stays on the net capital: 12,000 + 10 % × 110,000 = 23,000; power is not taxed: 2,880
    expect(result.own.breakdown.ops).toBeCloseTo(23_000, 9);
    expect(result.own.breakdown.power).toBeCloseTo(2_880, 9);
    // amortized 41,433.33 + 23,000 + 2,880 = 67,313.33; cash 124,300 + 25,880 = 150,180
    expect(result.own.amortizedTotal).toBeCloseTo(67_313.333333, 5);
    expect(result.own.cashTotal).toBeCloseTo(150_180, 9);
    // compute 480 × 1.06 = 508.8 a month, 6,105.6; storage 20 × 1.06 = 21.2, 254.4; total 6,360
    expect(result.rent.perMonth.compute).toBeCloseTo(508.8, 9);
    expect(result.rent.breakdown.compute).toBeCloseTo(6_105.6, 9);
    expect(result.rent.breakdown.storage).toBeCloseTo(254.4, 9);
    expect(result.rent.total).toBeCloseTo(6_360, 9);
  });

  it('adds nothing when both can be recovered', () => {
    const result = evaluate(taxed({ ...CHINA, hardwareVatRecoverable: true, cloudVatRecoverable: true }));
    // capital 110,000; 36,666.67 of depreciation; amortized 36,666.67 + 23,000 + 2,880 = 62,546.67
    expect(result.own.capex).toBeCloseTo(110_000, 9);
    expect(result.own.amortizedTotal).toBeCloseTo(62_546.666667, 5);
    // 12 × 480 + 12 × 20 = 6,000
    expect(result.rent.total).toBeCloseTo(6_000, 9);
    expect(result).toEqual(evaluate(base));
  });

  it('taxes each side by its own rule', () => {
    const result = evaluate(taxed({ ...CHINA, hardwareVatRecoverable: false, cloudVatRecoverable: true }));
    expect(result.own.capex).toBeCloseTo(124_300, 9);
    expect(result.rent.total).toBeCloseTo(6_000, 9);
  });

  it('taxes a reservation’s flat price like any compute', () => {
    // 730 × 2 × 0.6 = 876, × 1.06 = 928.56 a month
    const s = withSections(scenario({ rent: { plan: 'reserved', pricePerGpuHour: 2 } }), { tax: { cloudVatPct: 6 } });
    expect(evaluate(s).rent.perMonth.compute).toBeCloseTo(928.56, 9);
  });
});

describe('falling prices under obsolescence', () => {
  // Renting one card on demand at 1 a card-hour: 240 a month at today's price.
  const falling = (overrides: Parameters<typeof scenario>[0], obsolescence: Sections['obsolescence']) =>
    withSections(scenario(overrides), { obsolescence });
  const onDemand = (horizonMonths: number) => ({ horizonMonths, rent: { pricePerGpuHour: 1 } });
  const reservedFor = (horizonMonths: number, reservedTermYears: number | null) => ({
    horizonMonths,
    rent: { plan: 'reserved' as const, pricePerGpuHour: 1, reservedTermYears },
  });
  const YEARLY_HALVING = { doublingMonths: 12, rentPricesFall: true };

  it('halves the price of a month of compute every doubling period', () => {
    const result = evaluate(falling(onDemand(24), YEARLY_HALVING));
    // month 1 at today's price, month 13 at half, month 24 at 0.5^(23/12)
    expect(month(result, 1).rent).toBeCloseTo(240, 9);
    expect(month(result, 13).rent - month(result, 12).rent).toBeCloseTo(120, 9);
    expect(month(result, 24).rent - month(result, 23).rent).toBeCloseTo(240 * 0.5 ** (23 / 12), 9);
    // Σ 240 × f^(m−1) for m = 1..24, f = 0.5^(1/12): 240 × (1 − 0.5²) / (1 − f) = 3,207.09
    expect(result.rent.total).toBeCloseTo((240 * 0.75) / (1 - HALF_A_YEAR_OF_DOUBLING), 8);
    expect(result.rent.total).toBeCloseTo(3_207.0877, 3);
  });

  it('leaves storage prices where they are', () => {
    const s = falling({ ...onDemand(24), rent: { storage: { hotGB: 100, hotPricePerGBMonth: 0.1 } } }, YEARLY_HALVING);
    // 100 × 0.1 = 10 a month, 240 over 24 months
    expect(evaluate(s).rent.breakdown.storage).toBeCloseTo(240, 9);
  });

  it('keeps a reservation’s price for its whole term', () => {
    // reserved 438 a month: the first year at 438, the second at 219: 5,256 + 2,628 = 7,884
    const result = evaluate(falling(reservedFor(24, 1), YEARLY_HALVING));
    expect(month(result, 12).rent).toBeCloseTo(5_256, 9);
    expect(month(result, 13).rent).toBeCloseTo(5_475, 9);
    expect(result.rent.total).toBeCloseTo(7_884, 9);
  });

  it('prices a term’s months past the horizon at the price that term began with', () => {
    // 18 months on 1-year terms: 12 × 438 + 6 × 219 in the horizon, and the second term's other 6 months
    // at 219: 5,256 + 1,314 + 1,314 = 7,884
    expect(evaluate(falling(reservedFor(18, 1), YEARLY_HALVING)).rent.total).toBeCloseTo(7_884, 9);
  });

  it('lets a reservation without a term follow the price month by month', () => {
    // 438 × (1 − 0.5²) / (1 − f) = 5,852.51
    const result = evaluate(falling(reservedFor(24, null), YEARLY_HALVING));
    expect(result.rent.total).toBeCloseTo((438 * 0.75) / (1 - HALF_A_YEAR_OF_DOUBLING), 8);
  });

  it('halves the salvage share for every doubling period of the hardware’s life when resale values fall', () => {
    // 40 % salvage, a 36-month life, doubling every 18 months: 40 × 0.5^(36/18) = 10 %
    const own = { serverPrice: 100_000, depreciation: { salvagePct: 40 } };
    const s = falling({ horizonMonths: 36, own }, { doublingMonths: 18, resaleFalls: true });
    expect(effectiveSalvagePct(s)).toBeCloseTo(10, 12);
    const result = evaluate(s);
    // written down to 10,000: 90,000 of depreciation
    expect(result.own.breakdown.depreciation).toBeCloseTo(90_000, 9);
    expect(result.own.bookValueAtEnd).toBeCloseTo(10_000, 9);
    // without the fall: down to 40,000
    expect(evaluate(scenario({ horizonMonths: 36, own })).own.bookValueAtEnd).toBeCloseTo(40_000, 9);
  });

  it('sells the old hardware at the fallen salvage value when it is replaced', () => {
    // replaced at the end of month 36 of 48: 100,000 + 100,000 × (1 − 0.10) = 190,000 of cash
    const own = { serverPrice: 100_000, refreshAtEndOfLife: true, depreciation: { salvagePct: 40 } };
    const result = evaluate(falling({ horizonMonths: 48, own }, { doublingMonths: 18, resaleFalls: true }));
    expect(result.purchases).toBe(2);
    expect(result.own.cashTotal).toBeCloseTo(190_000, 9);
  });

  it('changes no figure when neither prices nor resale values fall', () => {
    const s = scenario({ ...onDemand(24), own: { serverPrice: 10_000, depreciation: { salvagePct: 40 } } });
    const section = { doublingMonths: 6, rentPricesFall: false, resaleFalls: false };
    expect(evaluate(withSections(s, { obsolescence: section }))).toEqual(evaluate(s));
  });
});

describe('a version-1 scenario', () => {
  it('gives the same figures with every version-2 option present but off', () => {
    // the start-up of docs/cost-model.md with VAT that is recovered, a speed ratio of 1, one-card
    // instances, no term, prices and resale values that stand still, and tools that do not touch the
    // comparison; (a tariff whose two prices are the flat price is in "time-of-use electricity" above)
    const withOptions = withSections(
      {
        ...startupPlain,
        workload: { ...startupPlain.workload, toleratesInterruption: true },
        rent: { ...startupPlain.rent, speedRatio: 1, gpusPerInstance: 1, reservedTermYears: null },
      },
      {
        tax: { hardwareVatPct: 13, hardwareVatRecoverable: true, cloudVatPct: 6, cloudVatRecoverable: true },
        obsolescence: { doublingMonths: 18, rentPricesFall: false, resaleFalls: false },
        advisor: {},
        hybrid: { peakGpus: 8, peakDaysPerYear: 20, peakHoursPerDay: 8 },
        utilization: {},
        sensitivity: {},
      },
    );
    const result = evaluate(withOptions);
    expect(result).toEqual(evaluate(startupPlain));
    // the worked example: own 663,476.31, rent 19,200, savings 644,276.31
    expect(result.own.amortizedTotal).toBeCloseTo(663_476.31, 2);
    expect(result.rent.total).toBeCloseTo(19_200, 9);
    expect(result.savings).toBeCloseTo(644_276.31, 2);
  });
});
