// Every step of "how this is computed" redone by hand from the numbers it shows, for scenarios that
// reach each branch: every plan, depreciation method, replacements, discounting, break-even, and the
// options of format version 2; then for random scenarios, with the links from one step to the next.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioArb } from '../../../tests/support/arbitraries.ts';
import { startup, startupWith } from '../../../tests/support/startup.ts';
import { evaluate, evaluateWithoutBreakEven, type Scenario } from '../../engine/index.ts';
import {
  explainAll,
  startupFaster,
  startupInstances,
  startupTariff,
  startupTerm,
  startupTermFalling,
  startupWithVat,
  withGroups,
  withToolsArb,
  workedExample,
} from './explain.fixtures.ts';
import { type ExplainSection, type ExplainStep, type StepById, stepOf } from './explain.ts';

/** One equation checked: what a reader gets by redoing it, against what the step states. */
type Near = (redone: number, stated: number, what: string, scale?: number) => void;

/** To a millionth, for the hand-picked scenarios with everyday figures. */
const nearAbsolute: Near = (redone, stated, what) => expect(redone, what).toBeCloseTo(stated, 6);

/**
 * For random scenarios, whose money runs to 1e17: to a millionth, or to a billionth of the figures
 * involved (`scale` where a difference of large figures is small), whichever is larger.
 */
const nearRelative: Near = (redone, stated, what, scale = 0) => {
  const size = Math.max(Math.abs(redone), Math.abs(stated), scale);
  expect(Math.abs(redone - stated), `${what}: ${redone} against ${stated}`).toBeLessThanOrEqual(
    Math.max(5e-7, 1e-9 * size),
  );
};

/** One equation: what a reader gets by redoing it, what the step states, and the size of its figures. */
type Check = readonly [redone: number, stated: number, scale?: number];

/**
 * Each step's formula redone from the numbers it shows, as a reader would by hand. Steps whose result
 * is a choice rather than a formula (break-even, payback) are checked elsewhere, as are the analysis
 * tools' sentences but for the figures they work out.
 */
function redo(s: ExplainStep, capital: number): Check[] {
  switch (s.id) {
    case 'servers':
      return [[Math.ceil(s.values.gpus / s.values.gpusPerServer), s.values.servers]];
    case 'capital':
    case 'capitalNet':
      return [[s.values.servers * s.values.serverPrice + s.values.setupCost, s.values.capital]];
    case 'capitalVat':
      return [[s.values.net * (1 + s.values.vatPct / 100), s.values.capital]];
    case 'busyHours':
      return [[(s.values.hoursPerDay * s.values.daysPerYear) / 12, s.values.busyHours]];
    case 'idleHours':
      return [[s.values.hoursPerMonth - s.values.busyHours, s.values.idleHours]];
    case 'idleHoursOff':
      return [[s.values.busyHours, s.values.onHours]];
    case 'energy': {
      const v = s.values;
      const wattHours =
        v.gpus * (v.busyHours * v.gpuWatts + v.idleHours * v.idleGpuWatts) +
        v.spareCards * v.onHours * v.idleGpuWatts +
        v.servers * v.serverBaseWatts * v.onHours;
      return [
        [wattHours, v.wattHours],
        [(v.pue / 1000) * v.wattHours, v.energyKWh],
      ];
    }
    case 'power':
      return [[s.values.energyKWh * s.values.pricePerKWh, s.values.power]];
    case 'energyBusy': {
      const v = s.values;
      const watts = v.gpus * v.gpuWatts + v.spareCards * v.idleGpuWatts + v.servers * v.serverBaseWatts;
      return [[(v.pue / 1000) * v.busyHours * watts, v.energyKWh]];
    }
    case 'energyIdle': {
      const v = s.values;
      return [[(v.pue / 1000) * v.idleHours * (v.cards * v.idleGpuWatts + v.servers * v.serverBaseWatts), v.energyKWh]];
    }
    case 'peakHours':
      return [[(s.values.peakHoursPerDay * 365) / 12, s.values.peakHours]];
    case 'kWhPriceBusy': {
      const v = s.values;
      const wanted = v.busyAtPeakPct / 100;
      return [
        [v.busyHours > 0 ? Math.min(wanted, v.peakHours / v.busyHours) : wanted, v.share],
        [v.share * v.peakPrice + (1 - v.share) * v.offPeakPrice, v.price],
      ];
    }
    case 'idlePeakHours': {
      const v = s.values;
      const left = v.peakHours - v.busyShare * v.busyHours;
      return [[Math.min(v.idleHours, Math.max(0, left)), v.idlePeakHours, v.peakHours]];
    }
    case 'kWhPriceIdle': {
      const v = s.values;
      return [
        [v.idlePeakHours / v.idleHours, v.share],
        [v.share * v.peakPrice + (1 - v.share) * v.offPeakPrice, v.price],
      ];
    }
    case 'powerTimeOfUse': {
      const v = s.values;
      return [[v.busyKWh * v.busyPrice + v.idleKWh * v.idlePrice, v.power]];
    }
    case 'ops': {
      const v = s.values;
      const ops =
        v.staffPerYear / 12 +
        (v.capital * v.maintenancePctPerYear) / 100 / 12 +
        v.colocationPerMonth +
        v.bandwidthPerMonth +
        v.otherPerYear / 12;
      return [[ops, v.ops]];
    }
    case 'salvageFalls': {
      const v = s.values;
      return [[v.salvagePct * 0.5 ** (v.lifeMonths / v.doublingMonths), v.effectivePct]];
    }
    case 'salvage':
      return [[s.values.capital * (1 - s.values.salvagePct / 100), s.values.base, s.values.capital]];
    case 'depreciationStraightLine':
      return [[s.values.base / s.values.years, s.values.perYear, capital]];
    case 'depreciationSumOfYearsYear':
      return [[(s.values.base * s.values.digit) / s.values.digitsSum, s.values.charge, capital]];
    case 'depreciationDecliningYear': {
      const v = s.values;
      const left = v.bookStart - v.salvage;
      return [
        [v.bookStart - v.charge, v.bookEnd, v.bookStart],
        [Math.min(left, Math.max((v.bookStart * 2) / v.years, left / v.remainingYears)), v.charge, v.bookStart],
      ];
    }
    case 'depreciationTotal': {
      const v = s.values;
      // the amount to depreciate is a difference of large figures when the salvage is nearly all of it
      const redone = v.fullLives * v.base + v.parts.reduce((sum, p) => sum + (p.months / 12) * p.yearlyCharge, 0);
      return [[redone, v.total, capital]];
    }
    case 'replacements':
      return [
        [
          s.values.replacements * s.values.capital * (1 - s.values.salvagePct / 100),
          s.values.total,
          s.values.replacements * s.values.capital,
        ],
      ];
    case 'powerTotal':
      return [[s.values.horizonMonths * s.values.power, s.values.total]];
    case 'opsTotal':
      return [[s.values.horizonMonths * s.values.ops, s.values.total]];
    case 'cashTotal':
      return [[s.values.capital + s.values.power + s.values.ops + s.values.replacements, s.values.cashTotal]];
    case 'bookValue':
      return [[s.values.capital - s.values.depreciation, s.values.bookValue, s.values.capital]];
    case 'amortizedTotal':
      return [
        [s.values.cashTotal - s.values.bookValue, s.values.amortizedTotal, s.values.cashTotal],
        [s.values.depreciation + s.values.power + s.values.ops, s.values.amortizedTotal],
      ];
    case 'rentedCards':
      return [[Math.ceil(s.values.gpus / s.values.gpusPerInstance) * s.values.gpusPerInstance, s.values.rentedCards]];
    case 'sessionMinutes':
      return [[(s.values.hoursPerDay * 60) / s.values.sessionsPerDay, s.values.sessionMinutes]];
    case 'sessionMinutesSpeed':
      return [[(s.values.hoursPerDay * 60) / s.values.sessionsPerDay / s.values.speedRatio, s.values.sessionMinutes]];
    case 'billedMinutes':
      return [
        [Math.max(s.values.minimumMinutes, s.values.increments * s.values.incrementMinutes), s.values.billedMinutes],
      ];
    case 'billedHours':
      return [
        [(s.values.daysPerYear / 12) * s.values.sessionsPerDay * (s.values.billedMinutes / 60), s.values.billedHours],
      ];
    case 'computeOnDemand':
      return [[s.values.gpus * s.values.billedHours * s.values.pricePerGpuHour, s.values.compute]];
    case 'computeSpot': {
      const v = s.values;
      const compute =
        v.gpus * v.billedHours * (1 + v.overheadPct / 100) * v.pricePerGpuHour * (1 - v.discountPct / 100);
      return [[compute, v.compute]];
    }
    case 'computeReserved': {
      const v = s.values;
      return [[v.gpus * v.hoursPerMonth * v.pricePerGpuHour * (1 - v.discountPct / 100), v.compute]];
    }
    case 'computeMonthly':
      return [[s.values.gpus * s.values.pricePerGpu, s.values.compute]];
    case 'computeWeekly':
      return [[(s.values.gpus * s.values.pricePerGpu * 365) / 7 / 12, s.values.compute]];
    case 'computeVat':
      return [[s.values.net * (1 + s.values.vatPct / 100), s.values.compute]];
    case 'storage': {
      const v = s.values;
      return [
        [
          v.hotGB * v.hotPricePerGBMonth + v.coldGB * v.coldPricePerGBMonth + v.egressGBPerMonth * v.egressPricePerGB,
          v.storage,
        ],
      ];
    }
    case 'storageVat':
      return [[s.values.net * (1 + s.values.vatPct / 100), s.values.storage]];
    case 'reservedMonths': {
      const v = s.values;
      return [[Math.ceil(v.horizonMonths / v.termMonths) * v.termMonths, v.monthsPaid]];
    }
    case 'rentPriceFall': {
      const v = s.values;
      return [
        [0.5 ** (1 / v.doublingMonths), v.monthlyFactor],
        [v.monthlyFactor ** v.horizonMonths, v.endFactor],
        [(1 - v.endFactor) / (1 - v.monthlyFactor), v.weightedMonths],
      ];
    }
    case 'rentPriceFallTerm': {
      const v = s.values;
      const factors = v.termFactors.map((factor, k): Check => [v.monthlyFactor ** (k * v.termMonths), factor]);
      return [
        [0.5 ** (1 / v.doublingMonths), v.monthlyFactor],
        ...factors,
        [v.termMonths * v.termFactors.reduce((sum, x) => sum + x, 0), v.weightedMonths],
      ];
    }
    case 'computeTotal':
      return [[s.values.horizonMonths * s.values.compute, s.values.total]];
    case 'computeTotalWeighted':
      return [[s.values.months * s.values.compute, s.values.total]];
    case 'storageTotal':
      return [[s.values.horizonMonths * s.values.storage, s.values.total]];
    case 'rentTotal':
      return [[s.values.compute + s.values.storage, s.values.total]];
    case 'rentPerYear':
      return [
        [s.values.horizonMonths / 12, s.values.years],
        [s.values.total / s.values.years, s.values.perYear],
      ];
    case 'depreciationPerDay':
      return [
        [(s.values.horizonMonths * 365) / 12, s.values.days],
        [s.values.depreciation / s.values.days, s.values.perDay],
      ];
    case 'powerPerDay':
      return [[s.values.power / s.values.days, s.values.perDay]];
    case 'busyGpuHours':
      return [[s.values.gpus * s.values.busyHours * s.values.horizonMonths, s.values.busyGpuHours]];
    case 'costPerHourOwn':
    case 'costPerHourOwnCash':
    case 'costPerHourRent':
      return s.values.costPerHour === null ? [] : [[s.values.total / s.values.busyGpuHours, s.values.costPerHour]];
    case 'savings':
    case 'savingsCash':
      return [[s.values.own - s.values.rent, s.values.savings, Math.max(s.values.own, s.values.rent)]];
    case 'savedPct':
      return s.values.savedPct === null ? [] : [[(s.values.savings / s.values.dearer) * 100, s.values.savedPct]];
    case 'discountFactors': {
      const v = s.values;
      let annuity = 0;
      for (let m = 1; m <= v.horizonMonths; m += 1) annuity += v.monthFactor ** m;
      return [
        [v.monthFactor ** v.horizonMonths, v.endFactor],
        [annuity, v.annuityFactor],
      ];
    }
    case 'presentValueOwn': {
      const v = s.values;
      const plus = v.capital + v.running * v.annuityFactor + v.replacementsPresentValue;
      return [[plus - v.bookValue * v.endFactor, v.presentValue, plus]];
    }
    case 'presentValueRent':
      return [[s.values.running * s.values.annuityFactor, s.values.presentValue]];
    case 'presentValueRentWeighted': {
      const v = s.values;
      const pv = v.compute * v.computeAnnuity + v.compute * v.pastMonths * v.endFactor + v.storage * v.annuityFactor;
      return [[pv, v.presentValue]];
    }
    case 'toolAdvisor': {
      const v = s.values;
      const paidPerUsed = (v.termMonthsPaid ?? v.horizonMonths) / v.horizonMonths;
      return v.reservedBreakEvenPct === null
        ? []
        : [[(100 - v.reservedDiscountPct) * paidPerUsed, v.reservedBreakEvenPct]];
    }
    case 'toolUtilization': {
      const v = s.values;
      return [
        [v.cards * 730 * v.horizonMonths, v.paidGpuHours],
        [(v.busyGpuHours / v.paidGpuHours) * 100, v.currentPct],
      ];
    }
    case 'toolHybrid': {
      const v = s.values;
      return [
        [v.allRented - v.total, v.savings, v.allRented],
        ...(v.allRented > 0 ? ([[(v.savings / v.allRented) * 100, v.savedPct]] as Check[]) : []),
      ];
    }
    case 'toolObsolescence':
      return [[(1 - 0.5 ** (12 / s.values.doublingMonths)) * 100, s.values.priceFallPctPerYear]];
    case 'toolStorageIO': {
      const v = s.values;
      return [
        [v.epochMinutes * (1 - v.ioWaitPct / 100), v.computeMinutes],
        [v.computeMinutes / (1 - v.ioWaitWithCachePct / 100), v.cachedEpochMinutes],
        [(v.cards * v.epochsPerMonth * (v.epochMinutes - v.cachedEpochMinutes)) / 60, v.gpuHoursSaved],
        [v.gpuHoursSaved * v.pricePerHour, v.saved],
        [v.saved - v.cache, v.net, Math.max(v.saved, v.cache)],
      ];
    }
    case 'breakEven':
    case 'breakEvenAlways':
    case 'breakEvenNever':
    case 'payback':
    case 'paybackNever':
    case 'billedMinutesNone':
    case 'hardwareVatRecovered':
    case 'cloudVatRecovered':
    case 'toolScaling':
    case 'toolSensitivity':
    case 'toolUncertainty':
      return [];
  }
}

function checkStep(s: ExplainStep, near: Near, capital: number): void {
  for (const [redone, stated, scale] of redo(s, capital)) near(redone, stated, s.id, scale);
}

/**
 * What one step works out and the next one uses: the same figure, so that the lines add up from the
 * first to the last.
 */
function chain(sections: readonly ExplainSection[], near: Near): void {
  const get = <Id extends ExplainStep['id']>(id: Id): StepById[Id]['values'] | undefined =>
    stepOf(sections, id)?.values;
  const same = (a: number | undefined, b: number | undefined, what: string) => {
    if (a !== undefined && b !== undefined) near(a, b, what);
  };
  const capital = get('capital') ?? get('capitalNet');
  same(get('capitalVat')?.net, get('capitalNet')?.capital, 'capitalNet → capitalVat');
  same(get('capitalVat')?.capital ?? capital?.capital, get('salvage')?.capital, 'capital → salvage');
  same(get('capitalNet')?.capital ?? capital?.capital, get('ops')?.capital, 'capital before VAT → maintenance');
  same(get('salvageFalls')?.effectivePct, get('salvage')?.salvagePct, 'salvageFalls → salvage');
  const busy = get('energyBusy')?.energyKWh;
  if (busy !== undefined) same(busy + (get('energyIdle')?.energyKWh ?? 0), get('energy')?.energyKWh, 'busy + idle kWh');
  const tou = get('powerTimeOfUse');
  same(tou?.busyKWh, busy, 'energyBusy → power');
  same(tou?.busyPrice, get('kWhPriceBusy')?.price, 'kWhPriceBusy → power');
  same(tou?.idlePrice, get('kWhPriceIdle')?.price, 'kWhPriceIdle → power');
  same(get('peakHours')?.peakHours, get('kWhPriceBusy')?.peakHours, 'peakHours → kWhPriceBusy');
  same(get('kWhPriceBusy')?.share, get('idlePeakHours')?.busyShare, 'kWhPriceBusy → idlePeakHours');
  same(get('idlePeakHours')?.idlePeakHours, get('kWhPriceIdle')?.idlePeakHours, 'idlePeakHours → kWhPriceIdle');
  same((tou ?? get('power'))?.power, get('powerTotal')?.power, 'power → powerTotal');
  const compute =
    get('computeOnDemand') ??
    get('computeSpot') ??
    get('computeReserved') ??
    get('computeMonthly') ??
    get('computeWeekly');
  same(get('rentedCards')?.rentedCards, compute?.gpus, 'rentedCards → compute');
  same(get('sessionMinutesSpeed')?.sessionMinutes, get('billedMinutes')?.sessionMinutes, 'speed → billing');
  if (get('billedMinutesNone')) same(get('billedHours')?.billedMinutes, 0, 'no session → nothing billed');
  same(get('computeVat')?.net, compute?.compute, 'compute → computeVat');
  same(get('storageVat')?.net, get('storage')?.storage, 'storage → storageVat');
  const total = get('computeTotal') ?? get('computeTotalWeighted');
  same(get('computeVat')?.compute ?? compute?.compute, total?.compute, 'compute a month → total');
  same(get('storageVat')?.storage ?? get('storage')?.storage, get('storageTotal')?.storage, 'storage → total');
  const fall = get('rentPriceFall') ?? get('rentPriceFallTerm');
  same(fall?.weightedMonths ?? get('reservedMonths')?.monthsPaid, get('computeTotalWeighted')?.months, 'months paid');
  same(get('depreciationTotal')?.total, get('depreciationPerDay')?.depreciation, 'depreciation → a day');
  same(get('powerTotal')?.total, get('powerPerDay')?.power, 'power → a day');
  same(get('depreciationPerDay')?.days, get('powerPerDay')?.days, 'the same days');
  same(get('rentTotal')?.total, get('rentPerYear')?.total, 'rent → a year');
}

describe('explain, redone by hand', () => {
  const cases: [string, Scenario][] = [
    ['the start-up', startup],
    [
      'double declining balance to a salvage, bought again at the end of each life',
      startupWith({
        horizonMonths: 60,
        own: {
          refreshAtEndOfLife: true,
          setupCost: 5_000,
          depreciation: { method: 'declining-balance', years: 2, salvagePct: 10 },
        },
      }),
    ],
    [
      'sum of the years over 5 years, 18 months in, with maintenance and colocation',
      startupWith({
        horizonMonths: 18,
        own: {
          depreciation: { method: 'sum-of-years', years: 5, salvagePct: 5 },
          ops: { maintenancePctPerYear: 8, colocationPerMonth: 1_200, bandwidthPerMonth: 300, otherPerYear: 6_000 },
        },
      }),
    ],
    [
      'spot billed per second with a minimum, storage, spare cards, servers off when idle',
      startupWith({
        workload: { gpus: 5, hoursPerDay: 7.3, sessionsPerDay: 3 },
        own: { power: { alwaysOn: false } },
        rent: {
          plan: 'spot',
          billingIncrementMinutes: 1 / 60,
          minimumMinutes: 200,
          storage: {
            hotGB: 500,
            hotPricePerGBMonth: 0.7,
            coldGB: 2_000,
            coldPricePerGBMonth: 0.0035,
            egressGBPerMonth: 100,
            egressPricePerGB: 0.5,
          },
        },
      }),
    ],
    ['reserved', startupWith({ rent: { plan: 'reserved', reservedDiscountPct: 35 } })],
    ['monthly', startupWith({ rent: { plan: 'monthly', monthlyPricePerGpu: 3_000 } })],
    [
      'weekly, with a discount rate',
      startupWith({ discountRatePct: 8, rent: { plan: 'weekly', weeklyPricePerGpu: 700 } }),
    ],
    [
      'a discount rate with replacements',
      startupWith({
        discountRatePct: 12,
        horizonMonths: 84,
        own: { refreshAtEndOfLife: true, depreciation: { salvagePct: 20 } },
      }),
    ],
    ['a break-even inside the day', startupWith({ rent: { pricePerGpuHour: 30 } })],
    ['VAT on the hardware and on renting, with maintenance and storage', startupWithVat],
    ['a rented card twice as fast', startupFaster],
    ['instances of 8 cards', startupInstances],
    ['a one-year reservation over 18 months', startupTerm],
    ['a one-year reservation over 18 months, prices falling', startupTermFalling],
    ['a time-of-use tariff', startupTariff],
    ['the worked example of docs/scenario-v2.md, with seven tools', workedExample],
    [
      'prices and resale falling on demand, with a discount rate and replacements',
      withGroups(
        startupWith({
          discountRatePct: 8,
          horizonMonths: 60,
          own: { refreshAtEndOfLife: true, depreciation: { years: 2, salvagePct: 25 } },
        }),
        { obsolescence: { doublingMonths: 18, rentPricesFall: true, resaleFalls: true } },
      ),
    ],
    [
      'spot in instances, faster, with VAT and a tariff, servers off outside busy hours',
      withGroups(
        startupWith({
          workload: { gpus: 5, sessionsPerDay: 3 },
          own: {
            power: {
              alwaysOn: false,
              timeOfUse: { peakPricePerKWh: 1.1, offPeakPricePerKWh: 0.3, peakHoursPerDay: 10, busyAtPeakPct: 80 },
            },
          },
          rent: { plan: 'spot', speedRatio: 0.8, gpusPerInstance: 4, billingIncrementMinutes: 1 },
        }),
        { tax: { hardwareVatPct: 9, hardwareVatRecoverable: true, cloudVatPct: 6, cloudVatRecoverable: false } },
      ),
    ],
    [
      'a three-year reservation over 40 months, prices falling, with a discount rate',
      withGroups(
        startupWith({ discountRatePct: 6, horizonMonths: 40, rent: { plan: 'reserved', reservedTermYears: 3 } }),
        { obsolescence: { doublingMonths: 30, rentPricesFall: true, resaleFalls: false } },
      ),
    ],
  ];

  it.each(cases)('redoes every step by hand to its stated result: %s', (_name, scenario) => {
    for (const view of ['amortized', 'cash'] as const) {
      const sections = explainAll(scenario, evaluate(scenario), view);
      for (const section of sections) for (const s of section.steps) checkStep(s, nearAbsolute, 0);
      chain(sections, nearAbsolute);
    }
  });

  it('redoes every step of random scenarios, with every option of version 2, to its stated result', () => {
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom('amortized' as const, 'cash' as const), (scenario, view) => {
        const sections = explainAll(scenario, evaluate(scenario), view);
        const capital = stepOf(sections, 'salvage')?.values.capital ?? 0;
        for (const section of sections) for (const s of section.steps) checkStep(s, nearRelative, capital);
        chain(sections, nearRelative);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 300) },
    );
  });

  it('gives the totals at the break-even hours that the engine gives at those hours', () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const sections = explainAll(scenario, evaluate(scenario));
        const at = (hoursPerDay: number) =>
          evaluateWithoutBreakEven({ ...scenario, workload: { ...scenario.workload, hoursPerDay } });
        const be =
          stepOf(sections, 'breakEven') ?? stepOf(sections, 'breakEvenAlways') ?? stepOf(sections, 'breakEvenNever');
        if (!be) throw new Error('no break-even step');
        const engine = at(be.values.hoursPerDay);
        nearRelative(be.values.ownAt, engine.own.amortizedTotal, 'own at the break-even hours');
        nearRelative(be.values.rentAt, engine.rent.total, 'rent at the break-even hours');
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 300) },
    );
  });

  it('redoes the figures of every analysis tool of random scenarios', () => {
    fc.assert(
      fc.property(withToolsArb, (scenario) => {
        const sections = explainAll(scenario, evaluate(scenario));
        const capital = stepOf(sections, 'salvage')?.values.capital ?? 0;
        for (const section of sections) for (const s of section.steps) checkStep(s, nearRelative, capital);
        chain(sections, nearRelative);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 60) },
    );
  });
});
