// What a tool's section holds when it is turned on: values that make a first reading meaningful for
// the scenario at hand, which the user then edits.
import {
  availabilityOf,
  DEFAULT_DOUBLING_MONTHS,
  effectiveSalvagePct,
  PRICE_CHANGE_RANGE,
  type RangedField,
  type Scenario,
  type ToolId,
  type Tools,
} from '../../engine/index.ts';
import { type FigureUnit, typedFigure } from '../../format/typed.ts';

/** ±share around a value, kept within [0, max], each end as a reader would type it in `unit`. */
function around(value: number, share: number, max: number, unit: FigureUnit) {
  return {
    low: Math.max(0, typedFigure(value * (1 - share), unit)),
    likely: value,
    high: Math.min(max, typedFigure(value * (1 + share), unit)),
  };
}

const money = (scenario: Scenario): FigureUnit => ({ money: scenario.currency });

export function sectionFor<K extends ToolId>(id: K, scenario: Scenario): Tools[K] {
  const { workload, rent } = scenario;
  const sections: Tools = {
    advisor: { mix: true },
    hybrid: {
      peakGpus: Math.min(100_000, workload.gpus * 2),
      peakDaysPerYear: Math.min(30, workload.daysPerYear),
      peakHoursPerDay: 12,
    },
    scaling: {
      jobGpuHours: 100,
      maxGpus: 16,
      efficiencyPct: 90,
      speedups: {},
      gpusPerNode: 8,
      interNodeLatencyMs: 1,
      latencyPenaltyPctPerMs: 6,
    },
    utilization: { targetPct: 78 },
    obsolescence: { doublingMonths: DEFAULT_DOUBLING_MONTHS, rentPricesFall: false, resaleFalls: false },
    storageIO: {
      epochMinutes: 12,
      ioWaitPct: 25,
      ioWaitWithCachePct: 0,
      epochsPerMonth: 200,
      cacheGB: 2000,
      cachePricePerGBMonth: typedFigure(rent.pricePerGpuHour / 8, money(scenario)),
    },
    sensitivity: { movePct: 20 },
    // the four inputs a first reading varies; the others are ranged when the user ticks them
    uncertainty: {
      samples: 10_000,
      seed: 1,
      rangesAre: 'p10-p90',
      priceCorrelation: 0.5,
      hoursPerDay: rangeFor('hoursPerDay', scenario),
      pricePerGpuHour: rangeFor('pricePerGpuHour', scenario),
      pricePerKWh: rangeFor('pricePerKWh', scenario),
      serverPrice: rangeFor('serverPrice', scenario),
      daysPerYear: null,
      salvagePct: null,
      planDiscountPct: null,
      discountRatePct: null,
      leadTimeMonths: null,
      availabilityPct: null,
      priceChangePctPerYear: null,
    },
  };
  return sections[id];
}

/** The range a ticked input starts with: around the scenario's value (a percentage ± 10 points). */
export function rangeFor(field: RangedField, scenario: Scenario) {
  const { workload, rent, own } = scenario;
  const points = (value: number) => ({ low: Math.max(0, value - 10), likely: value, high: Math.min(100, value + 10) });
  switch (field) {
    case 'hoursPerDay':
      return around(workload.hoursPerDay, 0.5, 24, { unit: 'hours' });
    case 'daysPerYear':
      return around(workload.daysPerYear, 0.2, 365, { unit: 'days' });
    case 'pricePerGpuHour':
      return around(rent.pricePerGpuHour, 0.25, 1e6, money(scenario));
    case 'pricePerKWh':
      return around(own.power.pricePerKWh, 0.3, 100, money(scenario));
    case 'serverPrice':
      return around(own.serverPrice, 0.1, 1e12, money(scenario));
    case 'salvagePct':
      // under the market's curve, the share the curve gives at the end of the life
      return points(effectiveSalvagePct(scenario));
    case 'planDiscountPct':
      return points(rent.plan === 'spot' ? rent.spotDiscountPct : rent.reservedDiscountPct);
    case 'discountRatePct': {
      // ± 4 points: the spread between the social discount rate and a GPU loan's rate (docs/method/finance.md)
      const rate = scenario.discountRatePct;
      return { low: Math.max(0, rate - 4), likely: rate, high: Math.min(50, rate + 4) };
    }
    case 'leadTimeMonths': {
      // from in stock to the 4–10 months reported for the newest cards (docs/method/owning.md)
      const months = own.leadTimeMonths;
      return { low: Math.max(0, months / 2), likely: months, high: Math.min(36, Math.max(1, months * 2)) };
    }
    case 'availabilityPct': {
      // the derived figure when the scenario gives none; from 95 % (a month's repair a year) up to every card up
      const up = availabilityOf(scenario) * 100;
      return { low: Math.max(50, Math.min(up, 95)), likely: up, high: 100 };
    }
    case 'priceChangePctPerYear': {
      // 2026's two ways: spot −40 %, one-year contracts +56 % (PRICE_CHANGE_RANGE's source)
      const change = rent.pricePath.changePctPerYear;
      const { below, above } = PRICE_CHANGE_RANGE;
      return { low: Math.max(-90, change - below), likely: change, high: Math.min(500, change + above) };
    }
  }
}

/** A time-of-use tariff around the single price: peak half as dear again, off-peak half as dear. */
export function tariffFor(scenario: Scenario) {
  const price = scenario.own.power.pricePerKWh;
  return {
    peakPricePerKWh: typedFigure(price * 1.5, money(scenario)),
    offPeakPricePerKWh: typedFigure(price * 0.5, money(scenario)),
    peakHoursPerDay: 8,
    busyAtPeakPct: 50,
  };
}
