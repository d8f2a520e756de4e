// Every step of "how this is computed" redone by hand from the numbers it shows, for scenarios that
// reach each branch: every plan, depreciation method, replacements, discounting, break-even.
import { describe, expect, it } from 'vitest';
import { startup, startupWith } from '../../../tests/support/startup.ts';
import { evaluate, type Scenario } from '../../engine/index.ts';
import { type ExplainStep, explain } from './explain.ts';

/**
 * Each step's formula redone from the numbers it shows, as a reader would by hand: [redone, stated].
 * Steps whose result is a choice rather than a formula (break-even, payback) are checked elsewhere.
 */
function redo(s: ExplainStep): [number, number] | null {
  switch (s.id) {
    case 'servers':
      return [Math.ceil(s.values.gpus / s.values.gpusPerServer), s.values.servers];
    case 'capital':
      return [s.values.servers * s.values.serverPrice + s.values.setupCost, s.values.capital];
    case 'busyHours':
      return [(s.values.hoursPerDay * s.values.daysPerYear) / 12, s.values.busyHours];
    case 'idleHours':
      return [s.values.hoursPerMonth - s.values.busyHours, s.values.idleHours];
    case 'idleHoursOff':
      return [s.values.busyHours, s.values.onHours];
    case 'energy': {
      const v = s.values;
      const wattHours =
        v.gpus * (v.busyHours * v.gpuWatts + v.idleHours * v.idleGpuWatts) +
        v.spareCards * v.onHours * v.idleGpuWatts +
        v.servers * v.serverBaseWatts * v.onHours;
      expect(wattHours).toBeCloseTo(v.wattHours, 6);
      return [(v.pue / 1000) * v.wattHours, v.energyKWh];
    }
    case 'power':
      return [s.values.energyKWh * s.values.pricePerKWh, s.values.power];
    case 'ops': {
      const v = s.values;
      const ops =
        v.staffPerYear / 12 +
        (v.capital * v.maintenancePctPerYear) / 100 / 12 +
        v.colocationPerMonth +
        v.bandwidthPerMonth +
        v.otherPerYear / 12;
      return [ops, v.ops];
    }
    case 'salvage':
      return [s.values.capital * (1 - s.values.salvagePct / 100), s.values.base];
    case 'depreciationStraightLine':
      return [s.values.base / s.values.years, s.values.perYear];
    case 'depreciationSumOfYearsYear':
      return [(s.values.base * s.values.digit) / s.values.digitsSum, s.values.charge];
    case 'depreciationDecliningYear': {
      const v = s.values;
      const left = v.bookStart - v.salvage;
      expect(v.bookStart - v.charge).toBeCloseTo(v.bookEnd, 6);
      return [Math.min(left, Math.max((v.bookStart * 2) / v.years, left / v.remainingYears)), v.charge];
    }
    case 'depreciationTotal': {
      const v = s.values;
      return [v.fullLives * v.base + v.parts.reduce((sum, p) => sum + (p.months / 12) * p.yearlyCharge, 0), v.total];
    }
    case 'replacements':
      return [s.values.replacements * s.values.capital * (1 - s.values.salvagePct / 100), s.values.total];
    case 'powerTotal':
      return [s.values.horizonMonths * s.values.power, s.values.total];
    case 'opsTotal':
      return [s.values.horizonMonths * s.values.ops, s.values.total];
    case 'cashTotal':
      return [s.values.capital + s.values.power + s.values.ops + s.values.replacements, s.values.cashTotal];
    case 'bookValue':
      return [s.values.capital - s.values.depreciation, s.values.bookValue];
    case 'amortizedTotal':
      expect(s.values.cashTotal - s.values.bookValue).toBeCloseTo(s.values.amortizedTotal, 6);
      return [s.values.depreciation + s.values.power + s.values.ops, s.values.amortizedTotal];
    case 'sessionMinutes':
      return [(s.values.hoursPerDay * 60) / s.values.sessionsPerDay, s.values.sessionMinutes];
    case 'billedMinutes':
      return [
        Math.max(s.values.minimumMinutes, s.values.increments * s.values.incrementMinutes),
        s.values.billedMinutes,
      ];
    case 'billedHours':
      return [
        (s.values.daysPerYear / 12) * s.values.sessionsPerDay * (s.values.billedMinutes / 60),
        s.values.billedHours,
      ];
    case 'computeOnDemand':
      return [s.values.gpus * s.values.billedHours * s.values.pricePerGpuHour, s.values.compute];
    case 'computeSpot': {
      const v = s.values;
      const compute =
        v.gpus * v.billedHours * (1 + v.overheadPct / 100) * v.pricePerGpuHour * (1 - v.discountPct / 100);
      return [compute, v.compute];
    }
    case 'computeReserved': {
      const v = s.values;
      return [v.gpus * v.hoursPerMonth * v.pricePerGpuHour * (1 - v.discountPct / 100), v.compute];
    }
    case 'computeMonthly':
      return [s.values.gpus * s.values.pricePerGpu, s.values.compute];
    case 'computeWeekly':
      return [(s.values.gpus * s.values.pricePerGpu * 365) / 7 / 12, s.values.compute];
    case 'storage': {
      const v = s.values;
      return [
        v.hotGB * v.hotPricePerGBMonth + v.coldGB * v.coldPricePerGBMonth + v.egressGBPerMonth * v.egressPricePerGB,
        v.storage,
      ];
    }
    case 'computeTotal':
      return [s.values.horizonMonths * s.values.compute, s.values.total];
    case 'storageTotal':
      return [s.values.horizonMonths * s.values.storage, s.values.total];
    case 'rentTotal':
      return [s.values.compute + s.values.storage, s.values.total];
    case 'busyGpuHours':
      return [s.values.gpus * s.values.busyHours * s.values.horizonMonths, s.values.busyGpuHours];
    case 'costPerHourOwn':
    case 'costPerHourOwnCash':
    case 'costPerHourRent':
      return s.values.costPerHour === null ? null : [s.values.total / s.values.busyGpuHours, s.values.costPerHour];
    case 'savings':
    case 'savingsCash':
      return [s.values.own - s.values.rent, s.values.savings];
    case 'savedPct':
      return s.values.savedPct === null ? null : [(s.values.savings / s.values.dearer) * 100, s.values.savedPct];
    case 'discountFactors': {
      const v = s.values;
      let annuity = 0;
      for (let m = 1; m <= v.horizonMonths; m += 1) annuity += v.monthFactor ** m;
      expect(v.monthFactor ** v.horizonMonths).toBeCloseTo(v.endFactor, 9);
      return [annuity, v.annuityFactor];
    }
    case 'presentValueOwn': {
      const v = s.values;
      const pv = v.capital + v.running * v.annuityFactor + v.replacementsPresentValue - v.bookValue * v.endFactor;
      return [pv, v.presentValue];
    }
    case 'presentValueRent':
      return [s.values.running * s.values.annuityFactor, s.values.presentValue];
    case 'breakEven':
    case 'breakEvenAlways':
    case 'breakEvenNever':
    case 'payback':
    case 'paybackNever':
      return null;
  }
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
  ];

  it.each(cases)('redoes every step by hand to its stated result: %s', (_name, scenario) => {
    for (const view of ['amortized', 'cash'] as const) {
      for (const section of explain(scenario, evaluate(scenario), view)) {
        for (const s of section.steps) {
          const pair = redo(s);
          if (pair) expect(pair[0], `${s.id} (${view})`).toBeCloseTo(pair[1], 6);
        }
      }
    }
  });
});
