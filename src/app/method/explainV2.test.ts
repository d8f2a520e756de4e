// "How this is computed" with the options of format version 2, worked by hand; and a scenario without
// them, which must show the steps it showed before version 2.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import a100File from '../../../examples/a100-server-8x.json';
import burstFile from '../../../examples/burst-tuning-8x.json';
import weeklyFile from '../../../examples/lab-3-month-weekly.json';
import startupFile from '../../../examples/startup-4xv100.json';
import { scenarioArb } from '../../../tests/support/arbitraries.ts';
import { valid } from '../../../tests/support/scenarios.ts';
import { startupPlain, startupWith } from '../../../tests/support/startup.ts';
import { evaluate, NO_TAX, type Scenario } from '../../engine/index.ts';
import {
  type AnySection,
  type AnyStep,
  explainAll,
  partsOf,
  type StepById,
  startup,
  startupFaster,
  startupInstances,
  startupTariff,
  startupTerm,
  startupTermFalling,
  startupWithVat,
  stepOf,
  withGroups,
  workedExample,
} from './explain.fixtures.ts';

function step<Id extends AnyStep['id']>(sections: readonly AnySection[], id: Id): StepById[Id]['values'] {
  const found = stepOf(sections, id);
  if (!found) throw new Error(`no step ${id}`);
  return found.values;
}

const idsOf = (scenario: Scenario) =>
  explainAll(scenario, evaluate(scenario)).map((s) => [s.id, s.steps.map((x) => x.id)]);

/** The steps of the default scenario (the start-up) before format version 2, section by section. */
const DEFAULT_STEPS = [
  [
    'own',
    [
      'servers',
      'capital',
      'busyHours',
      'idleHours',
      'energy',
      'power',
      'ops',
      'salvage',
      'depreciationStraightLine',
      'depreciationTotal',
      'depreciationPerDay',
      'powerTotal',
      'powerPerDay',
      'opsTotal',
      'cashTotal',
      'bookValue',
      'amortizedTotal',
    ],
  ],
  [
    'rent',
    [
      'sessionMinutes',
      'billedMinutes',
      'billedHours',
      'computeOnDemand',
      'storage',
      'computeTotal',
      'storageTotal',
      'rentTotal',
      'rentPerYear',
    ],
  ],
  [
    'comparison',
    ['busyGpuHours', 'costPerHourOwn', 'costPerHourRent', 'savings', 'savedPct', 'breakEvenNever', 'paybackNever'],
  ],
];

/** Steps that only an option of version 2 brings. */
const V2_STEPS: readonly AnyStep['id'][] = [
  'capitalNet',
  'capitalVat',
  'hardwareVatRecovered',
  'energyBusy',
  'energyIdle',
  'peakHours',
  'kWhPriceBusy',
  'idlePeakHours',
  'kWhPriceIdle',
  'powerTimeOfUse',
  'salvageFalls',
  'rentedCardsSpeed',
  'rentedCards',
  'sessionMinutesSpeed',
  'computeVat',
  'storageVat',
  'cloudVatRecovered',
  'reservedMonths',
  'rentPriceFall',
  'rentPriceFallTerm',
  'computeTotalWeighted',
];

/** A random scenario with every option of version 2 at its default, as a version 1 file reads. */
function asVersion1(scenario: Scenario): Scenario {
  const { obsolescence: _dropped, ...rest } = scenario;
  return {
    ...rest,
    tax: { ...NO_TAX },
    own: { ...scenario.own, power: { ...scenario.own.power, timeOfUse: null } },
    rent: { ...scenario.rent, speedRatio: 1, gpusPerInstance: 1, reservedTermYears: null },
  };
}

describe('a scenario without the options of version 2', () => {
  it('shows the start-up’s steps as before version 2, as a version 1 file and as the page’s old default', () => {
    expect(idsOf(startupPlain)).toEqual(DEFAULT_STEPS);
    expect(startupFile.version).toBe(1);
    expect(idsOf(valid(startupFile))).toEqual(DEFAULT_STEPS);
  });

  it('shows the same steps with the options written out at their defaults', () => {
    const explicit = withGroups(startup, {
      tax: { hardwareVatPct: 0, hardwareVatRecoverable: true, cloudVatPct: 0, cloudVatRecoverable: false },
      rent: { ...startup.rent, speedRatio: 1, gpusPerInstance: 1, reservedTermYears: null },
      obsolescence: { doublingMonths: 18, rentPricesFall: false, resaleFalls: false },
    });
    expect(idsOf(explicit).slice(0, 3)).toEqual(DEFAULT_STEPS);
  });

  it.each([
    ['a100', a100File],
    ['burst', burstFile],
    ['weekly', weeklyFile],
  ])('brings no step of version 2 to the version 1 example %s', (_name, file) => {
    expect(file.version).toBe(1);
    const ids = idsOf(valid(file)).flatMap(([, steps]) => steps);
    expect(ids.filter((id) => V2_STEPS.includes(id as AnyStep['id']))).toEqual([]);
  });

  it('brings no step of version 2 to any random scenario that leaves them off', () => {
    fc.assert(
      fc.property(scenarioArb, (random) => {
        const scenario = asVersion1(random);
        for (const section of explainAll(scenario, evaluate(scenario))) {
          for (const s of section.steps) expect(V2_STEPS, s.id).not.toContain(s.id);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the options of version 2, worked by hand', () => {
  it('adds 13 % VAT to the hardware and 6 % to renting, keeping maintenance on the price without VAT', () => {
    const sections = explainAll(startupWithVat, evaluate(startupWithVat));
    expect(stepOf(sections, 'capital')).toBeUndefined();
    expect(step(sections, 'capitalNet').capital).toBe(280_000);
    // 280,000 × 1.13 = 316,400
    expect(step(sections, 'capitalVat')).toMatchObject({ net: 280_000, vatPct: 13 });
    expect(step(sections, 'capitalVat').capital).toBeCloseTo(316_400, 6);
    expect(step(sections, 'salvage').capital).toBeCloseTo(316_400, 6);
    expect(step(sections, 'depreciationStraightLine').perYear).toBeCloseTo(105_466.67, 2);
    // 120,000 ÷ 12 + 280,000 × 5 % ÷ 12 = 11,166.67
    expect(partsOf(sections, 'ops')).toContainEqual({
      id: 'maintenanceNet',
      capital: 280_000,
      maintenancePctPerYear: 5,
    });
    expect(step(sections, 'ops').ops).toBeCloseTo(11_166.67, 2);
    // 4 × 166.67 h × 0.80 = 533.33, × 1.06 = 565.33; 1,000 GB × 0.10 = 100, × 1.06 = 106
    expect(step(sections, 'computeOnDemand').compute).toBeCloseTo(533.33, 2);
    expect(step(sections, 'computeVat').compute).toBeCloseTo(565.33, 2);
    expect(step(sections, 'storage').storage).toBeCloseTo(100, 9);
    expect(step(sections, 'storageVat').storage).toBeCloseTo(106, 9);
    // 36 × 565.33 = 20,352 and 36 × 106 = 3,816
    expect(step(sections, 'rentTotal')).toEqual({
      compute: expect.closeTo(20_352, 6),
      storage: expect.closeTo(3_816, 6),
      total: expect.closeTo(24_168, 6),
    });
  });

  it('says so when VAT is recovered, and leaves the figures without it', () => {
    const recovered = withGroups(startup, {
      tax: { hardwareVatPct: 13, hardwareVatRecoverable: true, cloudVatPct: 6, cloudVatRecoverable: true },
    });
    const sections = explainAll(recovered, evaluate(recovered));
    expect(step(sections, 'capital').capital).toBe(280_000);
    expect(step(sections, 'hardwareVatRecovered').vatPct).toBe(13);
    expect(step(sections, 'cloudVatRecovered').vatPct).toBe(6);
    expect(stepOf(sections, 'computeVat')).toBeUndefined();
    expect(step(sections, 'rentTotal').total).toBeCloseTo(19_200, 6);
  });

  it('halves a session on a rented card twice as fast: 480 min becomes 240, billed 4 hours', () => {
    const sections = explainAll(startupFaster, evaluate(startupFaster));
    expect(stepOf(sections, 'sessionMinutes')).toBeUndefined();
    expect(step(sections, 'sessionMinutesSpeed')).toMatchObject({ speedRatio: 2, sessionMinutes: 240 });
    expect(step(sections, 'billedMinutes')).toMatchObject({ increments: 4, billedMinutes: 240 });
    // 250 ÷ 12 × 240 ÷ 60 = 83.33 h; 4 × 83.33 × 0.80 = 266.67 a month, 9,600 over 36 months
    expect(step(sections, 'billedHours').billedHours).toBeCloseTo(83.33, 2);
    expect(step(sections, 'computeOnDemand').compute).toBeCloseTo(266.67, 2);
    expect(step(sections, 'rentTotal').total).toBeCloseTo(9_600, 6);
    // the owned card's busy hours do not change
    expect(step(sections, 'busyGpuHours').busyGpuHours).toBeCloseTo(24_000, 6);
  });

  it('rents 4 cards as one instance of 8', () => {
    const sections = explainAll(startupInstances, evaluate(startupInstances));
    expect(step(sections, 'rentedCards')).toEqual({ gpus: 4, gpusPerInstance: 8, rentedCards: 8 });
    // 8 × 166.67 h × 0.80 = 1,066.67 a month
    expect(step(sections, 'computeOnDemand')).toMatchObject({ gpus: 8, compute: expect.closeTo(1_066.67, 2) });
    expect(step(sections, 'rentTotal').total).toBeCloseTo(38_400, 6);
    expect(step(sections, 'busyGpuHours').gpus).toBe(4);
  });

  it('pays a one-year reservation over 18 months for two whole terms, 24 months', () => {
    const sections = explainAll(startupTerm, evaluate(startupTerm));
    expect(step(sections, 'reservedMonths')).toEqual({ horizonMonths: 18, termMonths: 12, monthsPaid: 24 });
    // 4 × 730 h × 0.80 × 0.6 = 1,401.60 a month, × 24 = 33,638.40
    expect(step(sections, 'computeReserved').compute).toBeCloseTo(1_401.6, 9);
    expect(stepOf(sections, 'computeTotal')).toBeUndefined();
    expect(step(sections, 'computeTotalWeighted')).toMatchObject({ months: 24, total: expect.closeTo(33_638.4, 6) });
    // the 6 months paid past the horizon are left over at what they cost: 6 × 1,401.60 = 8,409.60;
    // amortized 33,638.40 − 8,409.60 = 25,228.80, the 18 months used
    expect(step(sections, 'rentRemaining')).toMatchObject({
      pastMonths: 6,
      remainingValue: expect.closeTo(8_409.6, 6),
    });
    expect(step(sections, 'rentAmortizedTotal')).toMatchObject({
      cashTotal: expect.closeTo(33_638.4, 6),
      total: expect.closeTo(25_228.8, 6),
    });
    // break-even is amortized on both sides: renting the months used, 25,228.80
    expect(step(sections, 'breakEvenNever').rentAt).toBeCloseTo(25_228.8, 6);
  });

  it('prices the second term at half the first when prices halve every 12 months', () => {
    const sections = explainAll(startupTermFalling, evaluate(startupTermFalling));
    const fall = step(sections, 'rentPriceFallTerm');
    expect(fall.monthlyFactor).toBeCloseTo(0.5 ** (1 / 12), 12);
    const termFactors = stepOf(sections, 'rentPriceFallTerm')?.parts.map((part) => part.values.factor);
    expect(termFactors).toEqual([1, expect.closeTo(0.5, 12)]);
    // 12 × (1 + 0.5) = 18 months at today's price: 18 × 1,401.60 = 25,228.80
    expect(fall.weightedMonths).toBeCloseTo(18, 12);
    expect(step(sections, 'computeTotalWeighted').total).toBeCloseTo(25_228.8, 6);
  });

  it('weighs the months on demand when prices fall: (1 − f^24) ÷ (1 − f) at f = 0.5^(1/12)', () => {
    const falling = withGroups(startupWith({ horizonMonths: 24 }), {
      obsolescence: { doublingMonths: 12, rentPricesFall: true, resaleFalls: false },
    });
    const sections = explainAll(falling, evaluate(falling));
    const f = 0.5 ** (1 / 12);
    // (1 − 0.25) ÷ (1 − 0.943874) = 13.3628 months at today's price, of 4 × 166.67 h × 0.80 = 533.33
    expect(step(sections, 'rentPriceFall')).toMatchObject({ lastMonth: 23, endFactor: expect.closeTo(0.25, 12) });
    expect(step(sections, 'rentPriceFall').weightedMonths).toBeCloseTo(0.75 / (1 - f), 9);
    expect(step(sections, 'computeTotalWeighted').total).toBeCloseTo((1_600 / 3) * (0.75 / (1 - f)), 6);
  });

  it('prices busy and idle kWh apart under a tariff of 1.20 at peak and 0.40 off peak', () => {
    const sections = explainAll(startupTariff, evaluate(startupTariff));
    expect(stepOf(sections, 'power')).toBeUndefined();
    // 1.58 ÷ 1,000 × 166.67 h × (4 × 300 W + 500 W) = 447.67 kWh
    expect(step(sections, 'energyBusy').energyKWh).toBeCloseTo(447.67, 2);
    // 1.58 ÷ 1,000 × 563.33 h × (4 × 40 W + 500 W) = 587.44 kWh
    expect(step(sections, 'energyIdle').energyKWh).toBeCloseTo(587.444, 9);
    // 8 h × 365 ÷ 12 = 243.33 peak hours; busy: 50 % × 1.20 + 50 % × 0.40 = 0.80
    expect(step(sections, 'peakHours').peakHours).toBeCloseTo(243.33, 2);
    expect(step(sections, 'kWhPriceBusy')).toMatchObject({ busyAtPeakPct: 50, price: expect.closeTo(0.8, 12) });
    // idle hours get 243.33 − 0.5 × 166.67 = 160 of the peak hours, a share of 160 ÷ 563.33 = 0.284024
    expect(step(sections, 'idlePeakHours').idlePeakHours).toBeCloseTo(160, 9);
    expect(step(sections, 'kWhPriceIdle').share).toBeCloseTo(0.284024, 6);
    expect(step(sections, 'kWhPriceIdle').price).toBeCloseTo(0.627219, 6);
    // 447.67 × 0.80 + 587.44 × 0.627219 = 358.13 + 368.46 = 726.59
    expect(step(sections, 'powerTimeOfUse').power).toBeCloseTo(726.59, 2);
    expect(step(sections, 'powerTotal').total).toBeCloseTo(26_157.22, 2);
  });

  it('cuts the share of busy hours at peak to the peak hours the tariff has', () => {
    // 20 h on 365 days is 608.33 busy hours, all wanted at peak, against 243.33 peak hours: 0.4
    const capped = withGroups(startupTariff, {
      workload: { ...startupTariff.workload, hoursPerDay: 20, daysPerYear: 365 },
      own: {
        ...startupTariff.own,
        power: {
          ...startupTariff.own.power,
          timeOfUse: { peakPricePerKWh: 1.2, offPeakPricePerKWh: 0.4, peakHoursPerDay: 8, busyAtPeakPct: 100 },
        },
      },
    });
    const sections = explainAll(capped, evaluate(capped));
    expect(step(sections, 'kWhPriceBusyCapped').share).toBeCloseTo(0.4, 12);
    // 0.4 × 1.20 + 0.6 × 0.40 = 0.72; no peak hours are left to the idle hours
    expect(step(sections, 'kWhPriceBusyCapped').price).toBeCloseTo(0.72, 12);
    expect(step(sections, 'idlePeakHoursCapped').idlePeakHours).toBeCloseTo(0, 9);
    expect(step(sections, 'kWhPriceIdle').price).toBeCloseTo(0.4, 12);
  });

  it('halves the salvage share over one doubling period of the life when resale values fall', () => {
    const sections = explainAll(workedExample, evaluate(workedExample));
    // 20 % × 0.5^(24 ÷ 24) = 10 %, so 40,000 × 0.9 ÷ 2 = 18,000 a year
    expect(step(sections, 'salvageFalls')).toEqual({
      salvagePct: 20,
      lifeMonths: 24,
      doublingMonths: 24,
      effectivePct: 10,
    });
    expect(step(sections, 'salvage')).toMatchObject({ salvagePct: 10, base: 36_000 });
    expect(step(sections, 'depreciationStraightLine').perYear).toBe(18_000);
  });

  it('works the example of docs/scenario-v2.md to its published totals', () => {
    const result = evaluate(workedExample);
    const sections = explainAll(workedExample, result);
    expect(step(sections, 'hardwareVatRecovered').vatPct).toBe(13);
    expect(step(sections, 'energyBusy').energyKWh).toBeCloseTo(250, 9);
    expect(step(sections, 'energyIdle').energyKWh).toBeCloseTo(180, 9);
    expect(step(sections, 'kWhPriceIdle').price).toBeCloseTo(0.54792, 5);
    expect(step(sections, 'powerTimeOfUse').power).toBeCloseTo(273.625, 9);
    expect(step(sections, 'amortizedTotal').amortizedTotal).toBeCloseTo(35_525.25, 6);
    // 600 min ÷ 1.25 = 480 min, billed 8 h; 2 × 200 h × 6 = 2,400, × 1.06 = 2,544
    expect(step(sections, 'sessionMinutesSpeed').sessionMinutes).toBeCloseTo(480, 9);
    expect(step(sections, 'computeVat')).toMatchObject({ net: 2_400, compute: expect.closeTo(2_544, 9) });
    expect(step(sections, 'rentTotal').total).toBeCloseTo(47_700, 6);
    // written in the current format without a rate, in yuan, it is a Chinese general taxpayer at 8 %
    expect(sections.map((s) => s.id)).toEqual(['own', 'rent', 'comparison', 'tools']);
  });
});

describe('the analysis tools', () => {
  it('lists each tool the worked example turns on, in the order of the analysis panel, without the uncertainty', () => {
    const tools = explainAll(workedExample, evaluate(workedExample)).find((s) => s.id === 'tools');
    expect(tools?.steps.map((s) => s.id)).toEqual([
      'toolAdvisor',
      'toolHybrid',
      'toolScaling',
      'toolUtilization',
      'toolStorageIO',
      'toolObsolescence',
      'toolSensitivity',
    ]);
  });

  it('gives each tool the figures of docs/scenario-v2.md', () => {
    const sections = explainAll(workedExample, evaluate(workedExample));
    // amortized, the 6 months of the second term past the horizon are left over: reserving pays above
    // 100 − 40 = 60 % utilization (in cash, 60 % × 24 months paid ÷ 18 used = 80 %); a card is busy 27.4 %
    expect(step(sections, 'toolAdvisor')).toMatchObject({ plan: 'on-demand', total: expect.closeTo(56_858.4, 6) });
    expect(partsOf(sections, 'toolAdvisor')).toEqual([
      { id: 'peak' },
      { id: 'threshold', util: expect.closeTo(27.4, 1), discount: 40, threshold: expect.closeTo(60, 9) },
      { id: 'spot' },
    ]);
    // in the cash view every month paid counts: 60 % × 24 ÷ 18 = 80 %
    const cash = explainAll(workedExample, evaluate(workedExample), 'cash');
    expect(partsOf(cash, 'toolAdvisor')[1]).toMatchObject({ id: 'thresholdTerm', threshold: expect.closeTo(80, 9) });
    expect(step(sections, 'toolHybrid')).toMatchObject({
      peak: 4,
      owned: 2,
      total: expect.closeTo(46_591.65, 6),
      allRented: expect.closeTo(56_858.4, 6),
      allPlan: 'on-demand',
    });
    expect(partsOf(sections, 'toolHybrid')).toEqual([{ id: 'rest', plan: 'on-demand' }]);
    // 16 cards: 16 × 0.9 × (1 − 6 % × 0.5) = 13.968 × one card, at 6 × 1.06 = 6.36 a card-hour
    expect(step(sections, 'toolScaling')).toMatchObject({
      speedup: expect.closeTo(13.968, 9),
      price: expect.closeTo(6.36, 12),
    });
    expect(partsOf(sections, 'toolScaling')).toContainEqual(
      expect.objectContaining({ id: 'latency', kept: expect.closeTo(97, 10) }),
    );
    expect(step(sections, 'toolUtilization')).toMatchObject({
      paid: 26_280,
      now: expect.closeTo(34.25, 2),
      atTarget: expect.closeTo(2.3469, 4),
      needed: 2,
    });
    // 8 epochs in each of 25 sessions a month shorten a 480-minute session by 8 × 5 = 40 minutes to
    // 440, still billed 8 hours: nothing saved, the cache's 106 lost
    expect(step(sections, 'toolStorageIO')).toMatchObject({
      compute: 24,
      cached: 25,
      sessions: 25,
      perSession: 8,
      shorter: 440,
      billed: 480,
      billedCached: 480,
      saved: 0,
      net: expect.closeTo(-106, 9),
    });
    expect(step(sections, 'toolObsolescence').fall).toBeCloseTo(29.29, 2);
    expect(partsOf(sections, 'toolObsolescence')).toEqual([
      expect.objectContaining({ id: expect.stringMatching(/^rent/) }),
      expect.objectContaining({ salvage: 10 }),
      { id: 'paybackNever' },
    ]);
    // sixteen inputs (staff is 0; the speed ratio, both VAT rates and the doubling period join the
    // eleven of before, the discount rate, which moves from 0 by whole points, and from version 7 the
    // cards' availability, 100 % moved down to 80 % and cut at 100 % above); 6 per card-hour moves
    // to 4.80 and 7.20, a swing of 18,316.80 over 40 points, 457.92 per 1 %, the largest; 2 cards move
    // by one whole card, ±50 %
    expect(step(sections, 'toolSensitivity')).toEqual({ inputs: 16, pct: 20 });
    const rows = partsOf(sections, 'toolSensitivity');
    expect(rows).toHaveLength(16);
    expect(rows).toContainEqual(expect.objectContaining({ id: 'discountRatePct', base: 0 }));
    expect(rows).toContainEqual(expect.objectContaining({ id: 'availabilityPct', base: 100, low: 80, high: 100 }));
    expect(rows[0]).toEqual({
      id: 'pricePerGpuHour',
      base: 6,
      low: expect.closeTo(4.8, 12),
      high: expect.closeTo(7.2, 12),
      down: expect.closeTo(20, 9),
      up: expect.closeTo(20, 9),
      perPct: expect.closeTo(457.92, 6),
    });
    expect(rows).toContainEqual({
      id: 'gpus',
      base: 2,
      low: 1,
      high: 3,
      down: 50,
      up: 50,
      perPct: expect.closeTo(138.6675, 6),
    });
  });

  it('states the uncertainty’s samples, seed and ranges without drawing them', () => {
    const uncertain = withGroups(startup, {
      uncertainty: {
        samples: 10_000,
        seed: 7,
        rangesAre: 'p10-p90',
        priceCorrelation: 0.5,
        hoursPerDay: { low: 6, likely: 8, high: 12 },
        pricePerGpuHour: null,
        pricePerKWh: null,
        serverPrice: { low: 250_000, likely: 280_000, high: 320_000 },
        daysPerYear: null,
        salvagePct: null,
        planDiscountPct: null,
        discountRatePct: null,
        leadTimeMonths: null,
        availabilityPct: null,
        priceChangePctPerYear: null,
      },
    });
    const sections = explainAll(uncertain, evaluate(uncertain));
    expect(step(sections, 'toolUncertainty')).toEqual({ samples: 10_000, seed: 7 });
    expect(partsOf(sections, 'toolUncertainty')).toEqual([
      { id: 'percentiles' },
      { id: 'hoursPerDay', low: 6, likely: 8, high: 12 },
      { id: 'serverPrice', low: 250_000, likely: 280_000, high: 320_000 },
    ]);
  });

  it('has no tools part when the scenario turns no tool on', () => {
    expect(explainAll(startup, evaluate(startup)).map((s) => s.id)).toEqual(['own', 'rent', 'comparison']);
  });
});
