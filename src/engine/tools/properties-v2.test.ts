// Invariants of format version 2 and its tools over random valid scenarios. A counterexample is an
// engine bug, not a reason to loosen the property.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberAt, scenarioArb, strictProblems } from '../../../tests/support/arbitraries.ts';
import { RESULT_NULLABLE } from '../../../tests/support/scenarios.ts';
import { allToolsArb, scalingArb, uncertaintyArb, withHybridArb } from '../../../tests/support/toolArbitraries.ts';
import { advisePlans, analyse, hybridCurve, MIX, scalingInputOf, scalingTable } from '../analysis.ts';
import { evaluate, evaluateWithoutBreakEven, NO_STORAGE, NO_TAX, type Result, type Scenario } from '../index.ts';

// FC_NUM_RUNS=5000 npx vitest run src/engine/tools/properties-v2.test.ts for a deeper search
const RUNS = { numRuns: Number(process.env.FC_NUM_RUNS ?? 200) };
/** Every tool at once prices a scenario hundreds of times: fewer runs keep the file under a minute. */
const HEAVY_RUNS = { numRuns: Math.max(1, Math.round(RUNS.numRuns / 4)) };
/** Room for deeper searches (FC_NUM_RUNS) of the properties that price a scenario many times per run. */
const TIMEOUT_MS = Math.max(30_000, 100 * RUNS.numRuns);
/** The contract's relative tolerance for "equal" and "at most". */
const TOLERANCE = 1e-9;
/** Below this, amounts come from underflowed doubles, where no relative tolerance holds. */
const UNDERFLOW = 1e-280;

function atMost(a: number, b: number): boolean {
  return a <= b + TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
}

/** a = b within the relative tolerance of the largest of a, b and the amounts added up to get them. */
function expectClose(actual: number, expected: number, magnitude = 0, what = ''): void {
  const scale = Math.max(Math.abs(actual), Math.abs(expected), Math.abs(magnitude));
  if (Math.abs(actual - expected) > Math.max(TOLERANCE * scale, UNDERFLOW)) {
    expect.fail(`${what}: ${actual} is not ${expected}`);
  }
}

/** The fields that may be null: figures per busy hour with nothing busy, and the like. */
const NULLABLE = new Set([
  ...RESULT_NULLABLE,
  'paybackMonthFalling',
  'costPerUsefulGpuHour',
  'rentCostPerBusyGpuHour',
  'clipped',
  // a plan against on demand when on demand costs nothing; an assumed figure changed without a source
  'savedPctVsOnDemand',
  'source',
  'asOf',
  // the hybrid tool's plan for what its owned cards leave, when they leave nothing
  'rentPlan',
  // the reserved discount at which the advice changes, when none does
  'discountFlip',
]);

/** Paths of every number that is not finite, and of every null outside the fields allowed to be null. */
function nonFinite(value: unknown, path: string, key: string, out: string[]): string[] {
  if (value === null) {
    if (!NULLABLE.has(key)) out.push(`${path}: null`);
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push(`${path}: ${value}`);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      nonFinite(item, `${path}[${i}]`, key, out);
    });
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) nonFinite(v, path ? `${path}.${k}` : k, k, out);
  } else if (typeof value !== 'string' && typeof value !== 'boolean') {
    out.push(`${path}: ${String(value)}`);
  }
  return out;
}

const withTax = (s: Scenario, tax: Scenario['tax']): Scenario => ({ ...s, tax });
const taxArb = fc.record({
  hardwareVatPct: fc.double({ min: 0, max: 100, noNaN: true }).map((v) => (v < 1e-6 ? 0 : v)),
  hardwareVatRecoverable: fc.boolean(),
  cloudVatPct: fc.double({ min: 0, max: 100, noNaN: true }).map((v) => (v < 1e-6 ? 0 : v)),
  cloudVatRecoverable: fc.boolean(),
});

describe('tool arbitraries', () => {
  it(
    'only produce scenarios the strict parser accepts unchanged',
    () => {
      fc.assert(
        fc.property(fc.oneof(withHybridArb, allToolsArb), (s) => {
          expect(strictProblems(s)).toEqual([]);
        }),
        HEAVY_RUNS,
      );
    },
    TIMEOUT_MS,
  );
});

/** Whether the hybrid section adds cards above the base on some hours of some days. */
function hasPeak(s: Scenario): boolean {
  const hybrid = s.hybrid;
  return !!hybrid && hybrid.peakGpus > s.workload.gpus && hybrid.peakDaysPerYear > 0 && hybrid.peakHoursPerDay > 0;
}

interface Part {
  readonly gpus: number;
  readonly hoursPerDay: number;
  readonly daysPerYear: number;
  readonly sessionsPerDay: number;
}

/**
 * Rent of a part of the demand under one plan, compute only, priced as a scenario of its own: its
 * present value after tax, amortized, as the verdict counts it.
 */
function computeOf(s: Scenario, plan: Scenario['rent']['plan'], part: Part): number {
  if (part.gpus <= 0) return 0;
  return evaluateWithoutBreakEven({
    ...s,
    workload: { ...s.workload, ...part },
    rent: { ...s.rent, plan, storage: { ...NO_STORAGE }, staffPerYear: 0 },
  }).finance.amortized.rent;
}

/** Storage's and staff's share of renting's present value: renting with every card's price at 0. */
function storageOf(s: Scenario): number {
  const free = (price: number | null) => (price === null ? null : 0);
  const rent = {
    ...s.rent,
    pricePerGpuHour: 0,
    monthlyPricePerGpu: free(s.rent.monthlyPricePerGpu),
    weeklyPricePerGpu: free(s.rent.weeklyPricePerGpu),
  };
  return evaluateWithoutBreakEven({ ...s, rent }).finance.amortized.rent;
}

describe('the hybrid curve', () => {
  /**
   * Owning `owned` cards, priced on its own: the busy card-hours they carry (the base first) spread over
   * them and the active days, setup, colocation and bandwidth for each server (the scenario's are for
   * its own servers), staff and other costs as they are.
   */
  function ownOf(s: Scenario, owned: number): number {
    if (owned === 0) return 0;
    const { gpus, hoursPerDay, daysPerYear } = s.workload;
    const hybrid = s.hybrid;
    if (!hybrid) throw new Error('no hybrid section');
    const extra = hasPeak(s) ? Math.min(hybrid.peakGpus - gpus, Math.max(0, owned - gpus)) : 0;
    const extraHours = extra * hybrid.peakHoursPerDay * Math.min(hybrid.peakDaysPerYear, daysPerYear);
    const baseHours = Math.min(owned, gpus) * hoursPerDay * daysPerYear;
    const spread = daysPerYear > 0 ? Math.min(24, (baseHours + extraHours) / (owned * daysPerYear)) : 0;
    const perServer = s.own.gpusPerServer;
    const share = Math.ceil(owned / perServer) / Math.ceil(gpus / perServer);
    const { ops } = s.own;
    const scaled = {
      ...ops,
      colocationPerMonth: ops.colocationPerMonth * share,
      bandwidthPerMonth: ops.bandwidthPerMonth * share,
    };
    return evaluateWithoutBreakEven({
      ...s,
      workload: { ...s.workload, gpus: owned, hoursPerDay: spread },
      own: { ...s.own, setupCost: s.own.setupCost * share, ops: scaled },
    }).finance.amortized.own;
  }

  /** What `owned` cards leave of the demand, rented on demand, with storage when anything is left. */
  function onDemandLeft(s: Scenario, owned: number): number {
    const { gpus } = s.workload;
    const hybrid = s.hybrid;
    if (!hybrid) throw new Error('no hybrid section');
    const base = computeOf(s, 'on-demand', { ...s.workload, gpus: Math.max(0, gpus - owned) });
    const extra = hasPeak(s) ? hybrid.peakGpus - gpus - Math.max(0, owned - gpus) : 0;
    const peak = {
      gpus: Math.max(0, extra),
      hoursPerDay: hybrid.peakHoursPerDay,
      daysPerYear: Math.min(hybrid.peakDaysPerYear, s.workload.daysPerYear),
      sessionsPerDay: 1,
    };
    const left = owned < gpus || extra > 0;
    const storage = left ? storageOf(s) : 0;
    return base + computeOf(s, 'on-demand', peak) + storage;
  }

  /** The advisor's recommended plan for the whole demand: spot only when interruptions are tolerated. */
  function bestRentAll(s: Scenario): { plan: string; total: number } {
    const advice = advisePlans(s);
    const row = advice.plans.find((p) => p.plan === advice.cheapestPlan);
    if (!row) return expect.fail('no recommended plan');
    return { plan: row.plan, total: row.total };
  }

  it(
    'is never dearer at its optimum than the cheapest way to rent all or owning all, which are its two ends',
    () => {
      fc.assert(
        fc.property(withHybridArb, (s) => {
          const { curve, ownedGpus, total, rentAllTotal, rentAllPlan, rentPlan } = hybridCurve(s);
          const first = curve[0];
          const last = curve.at(-1);
          if (!first || !last) return expect.fail('empty curve');
          expect(first.ownedGpus).toBe(0);
          expect(last.ownedGpus).toBe(hasPeak(s) ? s.hybrid?.peakGpus : s.workload.gpus);
          // owning none is renting all on the plan the advisor recommends for the whole demand
          const rentAll = bestRentAll(s);
          expect(first.total).toBe(rentAll.total);
          expect(rentAllTotal).toBe(rentAll.total);
          expect(rentAllPlan).toBe(rentAll.plan);
          expect(first.rentPlan).toBe(rentAll.plan);
          expectClose(last.total, ownOf(s, last.ownedGpus), 0, 'owning all');
          expect(last.rentPlan).toBeNull();
          expect(total).toBe(Math.min(...curve.map((p) => p.total)));
          expect(atMost(total, rentAll.total) && atMost(total, last.total)).toBe(true);
          // the fewest owned cards among the cheapest points, and the plan that rents what they leave
          const best = curve.find((p) => p.total === total);
          expect(ownedGpus).toBe(best?.ownedGpus);
          expect(rentPlan).toBe(best?.rentPlan);
          // spot rents nothing for a workload that does not tolerate interruption
          if (!s.workload.toleratesInterruption) expect(curve.map((p) => p.rentPlan)).not.toContain('spot');
        }),
        HEAVY_RUNS,
      );
    },
    // each run prices the advisor's plans for what up to 200 counts of owned cards leave: a quarter of
    // the runs in npm test, the rest for npm run test:random
    3 * TIMEOUT_MS,
  );

  it(
    'never costs more at any count than owning those cards and renting what they leave on demand',
    () => {
      fc.assert(
        fc.property(withHybridArb, (s) => {
          for (const point of hybridCurve(s).curve) {
            const onDemand = ownOf(s, point.ownedGpus) + onDemandLeft(s, point.ownedGpus);
            if (!atMost(point.total, onDemand)) expect.fail(`${point.ownedGpus} owned: ${point.total} > ${onDemand}`);
          }
        }),
        HEAVY_RUNS,
      );
    },
    TIMEOUT_MS,
  );
});

describe('scaling', () => {
  it(
    'never speeds a job up with more latency between nodes',
    () => {
      fc.assert(
        fc.property(scenarioArb, scalingArb, fc.double({ min: 0, max: 1000, noNaN: true }), (s, section, more) => {
          const slower = { ...section, interNodeLatencyMs: Math.min(1000, section.interNodeLatencyMs + more) };
          const before = scalingTable(scalingInputOf(s, section));
          const after = scalingTable(scalingInputOf(s, slower));
          for (const row of after) {
            const was = before.find((r) => r.gpus === row.gpus);
            if (!was) return expect.fail(`${row.gpus} cards finish only with more latency`);
            expect(row.speedup).toBeLessThanOrEqual(was.speedup);
            expect(row.wallHours).toBeGreaterThanOrEqual(was.wallHours);
          }
        }),
        RUNS,
      );
    },
    TIMEOUT_MS,
  );
});

describe('uncertainty', () => {
  it(
    'gives the same result for the same seed',
    () => {
      fc.assert(
        fc.property(scenarioArb, uncertaintyArb, (base, section) => {
          const s: Scenario = { ...base, uncertainty: section };
          const result = evaluate(s);
          const first = analyse(s, result, { histogram: true }).uncertainty;
          expect(first?.seed).toBe(section.seed);
          expect(analyse(s, result, { histogram: true }).uncertainty).toEqual(first);
        }),
        HEAVY_RUNS,
      );
    },
    TIMEOUT_MS,
  );
});

describe('the plan advisor', () => {
  const noPeakArb = fc.oneof(
    scenarioArb,
    scenarioArb.map((s) => ({ ...s, hybrid: { peakGpus: s.workload.gpus, peakDaysPerYear: 0, peakHoursPerDay: 8 } })),
  );

  it(
    'gives each plan the rent evaluate gives it when there is no peak',
    () => {
      fc.assert(
        fc.property(noPeakArb, (s) => {
          const advice = advisePlans(s);
          // without a peak the mix can cost less than both pure plans only on cards of another speed
          if (s.rent.speedRatio === 1) expect(advice.plans.some((p) => p.plan === MIX)).toBe(false);
          for (const row of advice.plans) {
            if (row.plan === MIX) continue;
            const { finance } = evaluateWithoutBreakEven({ ...s, rent: { ...s.rent, plan: row.plan } });
            expectClose(row.total, finance.amortized.rent, 0, row.plan);
          }
        }),
        RUNS,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'finds the cheapest mix of reserved and on-demand cards that trying every count of instances finds',
    () => {
      // a base of up to 64 cards and up to 64 more at peak, on some hours of some days, so that every
      // count of reserved cards can be tried, at any speed of the rented card
      const smallPeakArb = fc
        .tuple(
          scenarioArb,
          fc.integer({ min: 1, max: 64 }),
          fc.integer({ min: 1, max: 64 }),
          numberAt('hybrid.peakDaysPerYear').filter((d) => d > 0),
          numberAt('hybrid.peakHoursPerDay').filter((h) => h > 0),
          // half the time a speed ratio other than 1, where the on-demand rest rounds up unevenly
          fc.option(numberAt('rent.speedRatio'), { freq: 2 }),
        )
        .map(([s, gpus, extra, days, hours, speedRatio]): Scenario => {
          const daysPerYear = s.workload.daysPerYear || 1;
          return {
            ...s,
            rent: { ...s.rent, speedRatio: speedRatio ?? s.rent.speedRatio },
            workload: { ...s.workload, gpus, daysPerYear },
            hybrid: { peakGpus: gpus + extra, peakDaysPerYear: Math.min(days, daysPerYear), peakHoursPerDay: hours },
          };
        });
      fc.assert(
        fc.property(smallPeakArb, (base) => {
          const s: Scenario = { ...base, advisor: { mix: true } };
          const hybrid = s.hybrid;
          if (!hybrid) return expect.fail('no hybrid section');
          const { gpus } = s.workload;
          const step = s.rent.gpusPerInstance;
          const extra = hybrid.peakGpus - gpus;
          const peak = {
            hoursPerDay: hybrid.peakHoursPerDay,
            daysPerYear: Math.min(hybrid.peakDaysPerYear, s.workload.daysPerYear),
            sessionsPerDay: 1,
          };
          const storage = storageOf(s);
          // a reserved card carries the work of speedRatio owned cards; priced at speed 1, where a
          // reservation rents one card for each card asked for
          const { speedRatio } = s.rent;
          const atSpeedOne: Scenario = { ...s, rent: { ...s.rent, speedRatio: 1 } };
          let cheapest = Number.POSITIVE_INFINITY;
          for (let reserved = step; reserved * speedRatio < hybrid.peakGpus * (1 - 1e-12); reserved += step) {
            const work = reserved * speedRatio;
            const total =
              computeOf(atSpeedOne, 'reserved', { ...s.workload, gpus: reserved }) +
              computeOf(s, 'on-demand', { ...s.workload, gpus: Math.max(0, gpus - work) }) +
              computeOf(s, 'on-demand', { ...peak, gpus: extra - Math.min(extra, Math.max(0, work - gpus)) }) +
              storage;
            cheapest = Math.min(cheapest, total);
          }
          const mix = advisePlans(s).plans.find((p) => p.plan === MIX);
          // an instance as large as the peak leaves no mix: reserving one covers everything
          if (!Number.isFinite(cheapest)) {
            expect(mix).toBeUndefined();
          } else if (!mix) {
            expect.fail('no mix with a peak');
          } else {
            expect(strictProblems(s)).toEqual([]);
            expectClose(mix.total, cheapest, cheapest, 'cheapest mix');
          }
        }),
        RUNS,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'lists plans cheapest first and recommends spot only to a workload that tolerates interruption',
    () => {
      fc.assert(
        fc.property(fc.oneof(scenarioArb, withHybridArb), (s) => {
          const advice = advisePlans(s);
          for (const [i, row] of advice.plans.entries()) {
            const next = advice.plans[i + 1];
            if (next) expect(row.total).toBeLessThanOrEqual(next.total);
          }
          if (advice.cheapestPlan === 'spot') expect(s.workload.toleratesInterruption).toBe(true);
          const cheapest = advice.plans.find((p) => p.plan === advice.cheapestPlan);
          if (!cheapest) return expect.fail(`${advice.cheapestPlan} is not among the plans`);
          for (const row of advice.plans) {
            if (!row.interruptible || s.workload.toleratesInterruption)
              expect(cheapest.total).toBeLessThanOrEqual(row.total);
          }
        }),
        RUNS,
      );
    },
    TIMEOUT_MS,
  );
});

describe('value-added tax', () => {
  const costs = (r: Result): Record<string, number> => ({
    capex: r.own.capex,
    ownCash: r.own.cashTotal,
    ownAmortized: r.own.amortizedTotal,
    depreciation: r.own.breakdown.depreciation,
    power: r.own.breakdown.power,
    ops: r.own.breakdown.ops,
    rent: r.rent.total,
    compute: r.rent.breakdown.compute,
    storage: r.rent.breakdown.storage,
  });

  it(
    'never lowers a cost',
    () => {
      fc.assert(
        fc.property(scenarioArb, taxArb, (s, tax) => {
          const without = costs(evaluateWithoutBreakEven(withTax(s, { ...NO_TAX })));
          const taxed = costs(evaluateWithoutBreakEven(withTax(s, tax)));
          for (const [field, value] of Object.entries(without)) {
            if (!atMost(value, taxed[field] ?? Number.NaN))
              expect.fail(`${field} fell from ${value} to ${taxed[field]}`);
          }
        }),
        RUNS,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'changes nothing when it is recovered',
    () => {
      fc.assert(
        fc.property(scenarioArb, taxArb, scalingArb, (base, tax, scaling) => {
          // recovered only with an invoice: hardware bought without one gets no value-added tax back
          const s = { ...base, finance: { ...base.finance, invoiced: true } };
          const recovered = withTax(s, { ...tax, hardwareVatRecoverable: true, cloudVatRecoverable: true });
          const untaxed = withTax(s, { ...NO_TAX });
          expect(evaluate(recovered)).toEqual(evaluate(untaxed));
          expect(advisePlans(recovered)).toEqual(advisePlans(untaxed));
          expect(scalingInputOf(recovered, scaling)).toEqual(scalingInputOf(untaxed, scaling));
        }),
        RUNS,
      );
    },
    TIMEOUT_MS,
  );
});

describe('every tool at once', () => {
  it(
    'adds totals up from their parts and never shows NaN or Infinity',
    () => {
      fc.assert(
        fc.property(allToolsArb, (s) => {
          const result = evaluate(s);
          const analysis = analyse(s, result, { histogram: true });
          expect(nonFinite({ ...result, ...analysis }, '', '', [])).toEqual([]);

          const { own, rent } = result;
          const { depreciation, cluster, power, ops, leadTime, downtime } = own.breakdown;
          expectClose(depreciation + cluster + power + ops + leadTime + downtime, own.amortizedTotal, 0, 'own');
          const { compute, storage, staff } = rent.breakdown;
          expectClose(compute + storage + staff, rent.total, 0, 'rent');
          // the savings compare the present values after tax, in the amortized view
          const compared = result.finance.amortized;
          expectClose(result.savings, compared.own - compared.rent, Math.max(compared.own, compared.rent), 'savings');

          const io = analysis.storageIO;
          if (!io) return expect.fail('no storageIO');
          expectClose(io.netPerMonth, io.savedPerMonth - io.cachePerMonth, io.savedPerMonth, 'storageIO net');
          expectClose(io.netTotal, io.netPerMonth * s.horizonMonths, 0, 'storageIO total');

          const hybrid = analysis.hybrid;
          if (!hybrid) return expect.fail('no hybrid');
          expect(hybrid.total).toBe(Math.min(...hybrid.curve.map((p) => p.total)));

          const u = analysis.uncertainty;
          if (!u) return expect.fail('no uncertainty');
          expect(u.savingsP10).toBeLessThanOrEqual(u.savingsP50);
          expect(u.savingsP50).toBeLessThanOrEqual(u.savingsP90);
          expect(u.histogram?.reduce((n, bin) => n + bin.count, 0)).toBe(u.samples);

          const single = analysis.scaling?.find((r) => r.gpus === 1);
          for (const row of analysis.scaling ?? []) {
            if (single && single.cost > 0) expectClose(row.costRatio, row.cost / single.cost, 0, `scaling ${row.gpus}`);
          }
          expect(analysis.plans?.map((p) => p.plan)).toContain(analysis.cheapestPlan);
        }),
        HEAVY_RUNS,
      );
    },
    TIMEOUT_MS,
  );
});
