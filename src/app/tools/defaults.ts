// What a tool's section holds when it is turned on: values that make a first reading meaningful for
// the scenario at hand, which the user then edits.
import { DEFAULT_DOUBLING_MONTHS, type Scenario, type ToolId, type Tools } from '../../engine/index.ts';

const round = (value: number, step: number) => Math.round(value / step) * step;

/** ±share around a value, kept within [min, max]. */
function around(value: number, share: number, max: number) {
  return { low: Math.max(0, value * (1 - share)), likely: value, high: Math.min(max, value * (1 + share)) };
}

export function sectionFor<K extends ToolId>(id: K, scenario: Scenario): Tools[K] {
  const { workload, rent, own } = scenario;
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
      cachePricePerGBMonth: round(rent.pricePerGpuHour / 8, 0.01),
    },
    sensitivity: { movePct: 20 },
    uncertainty: {
      samples: 10_000,
      seed: 1,
      hoursPerDay: around(workload.hoursPerDay, 0.5, 24),
      pricePerGpuHour: around(rent.pricePerGpuHour, 0.25, 1e6),
      pricePerKWh: around(own.power.pricePerKWh, 0.3, 100),
      serverPrice: around(own.serverPrice, 0.1, 1e12),
    },
  };
  return sections[id];
}

/** A time-of-use tariff around the single price: peak half as dear again, off-peak half as dear. */
export function tariffFor(scenario: Scenario) {
  const price = scenario.own.power.pricePerKWh;
  return {
    peakPricePerKWh: round(price * 1.5, 0.01),
    offPeakPricePerKWh: round(price * 0.5, 0.01),
    peakHoursPerDay: 8,
    busyAtPeakPct: 50,
  };
}
