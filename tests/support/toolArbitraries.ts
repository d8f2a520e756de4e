// fast-check arbitraries for the tool sections of format version 2, on top of scenarioArb (which
// already draws the core fields of version 2 and, sometimes, an obsolescence section). Ranges are read from the
// schema as in arbitraries.ts; the cross-field rules (peak at least the base, peak days at most the
// active days, low ≤ likely ≤ high, the wait left with a cache at most the wait without) hold by construction, so the strict parser accepts every scenario.
import fc from 'fast-check';
import type { Scenario, Tools } from '../../src/engine/index.ts';
import { numberAt, scenarioArb } from './arbitraries.ts';

/** A (low, likely, high) range of the uncertain field, in order. */
const rangeArb = (field: string) =>
  fc
    .tuple(
      numberAt(`uncertainty.${field}.low`),
      numberAt(`uncertainty.${field}.likely`),
      numberAt(`uncertainty.${field}.high`),
    )
    .map((bounds) => {
      const [low = 0, likely = 0, high = 0] = [...bounds].sort((a, b) => a - b);
      return { low, likely, high };
    });

/** Samples kept small: every one is a full evaluation. */
export const uncertaintyArb: fc.Arbitrary<Tools['uncertainty']> = fc.record({
  samples: fc.integer({ min: 100, max: 300 }),
  seed: numberAt('uncertainty.seed'),
  rangesAre: fc.constantFrom('p10-p90' as const, 'limits' as const),
  priceCorrelation: numberAt('uncertainty.priceCorrelation'),
  hoursPerDay: fc.option(rangeArb('hoursPerDay'), { nil: null }),
  pricePerGpuHour: fc.option(rangeArb('pricePerGpuHour'), { nil: null }),
  pricePerKWh: fc.option(rangeArb('pricePerKWh'), { nil: null }),
  serverPrice: fc.option(rangeArb('serverPrice'), { nil: null }),
  daysPerYear: fc.option(rangeArb('daysPerYear'), { nil: null }),
  salvagePct: fc.option(rangeArb('salvagePct'), { nil: null }),
  planDiscountPct: fc.option(rangeArb('planDiscountPct'), { nil: null }),
  discountRatePct: fc.option(rangeArb('discountRatePct'), { nil: null }),
  leadTimeMonths: fc.option(rangeArb('leadTimeMonths'), { nil: null }),
  availabilityPct: fc.option(rangeArb('availabilityPct'), { nil: null }),
  priceChangePctPerYear: fc.option(rangeArb('priceChangePctPerYear'), { nil: null }),
});

export const scalingArb: fc.Arbitrary<Tools['scaling']> = fc.record({
  jobGpuHours: numberAt('scaling.jobGpuHours'),
  maxGpus: numberAt('scaling.maxGpus'),
  efficiencyPct: numberAt('scaling.efficiencyPct'),
  speedups: fc.dictionary(fc.integer({ min: 1, max: 4096 }).map(String), numberAt('scaling.speedups.1'), {
    maxKeys: 4,
    noNullPrototype: true,
  }),
  gpusPerNode: numberAt('scaling.gpusPerNode'),
  interNodeLatencyMs: numberAt('scaling.interNodeLatencyMs'),
  latencyPenaltyPctPerMs: numberAt('scaling.latencyPenaltyPctPerMs'),
});

/** The wait left with the cache is at most the wait without it. */
export const storageIOArb: fc.Arbitrary<Tools['storageIO']> = fc
  .record({
    epochMinutes: numberAt('storageIO.epochMinutes'),
    ioWaitPct: numberAt('storageIO.ioWaitPct'),
    ioWaitWithCachePct: numberAt('storageIO.ioWaitWithCachePct'),
    epochsPerMonth: numberAt('storageIO.epochsPerMonth'),
    cacheGB: numberAt('storageIO.cacheGB'),
    cachePricePerGBMonth: numberAt('storageIO.cachePricePerGBMonth'),
  })
  .map((io) => ({ ...io, ioWaitWithCachePct: Math.min(io.ioWaitWithCachePct, io.ioWaitPct) }));

/** A hybrid section for the scenario's workload: at least its cards at peak, on at most its active days. */
export function hybridArb(s: Scenario): fc.Arbitrary<Tools['hybrid']> {
  const { gpus, daysPerYear } = s.workload;
  return fc.record({
    peakGpus: fc.oneof(
      fc.constant(gpus),
      fc.integer({ min: gpus, max: Math.min(100_000, gpus + 64) }),
      numberAt('hybrid.peakGpus').map((n) => Math.max(n, gpus)),
    ),
    peakDaysPerYear: numberAt('hybrid.peakDaysPerYear').map((d) => Math.min(d, daysPerYear)),
    peakHoursPerDay: numberAt('hybrid.peakHoursPerDay'),
  });
}

/** scenarioArb with a hybrid section (and so, often, a peak). */
export const withHybridArb: fc.Arbitrary<Scenario> = scenarioArb.chain((s) =>
  hybridArb(s).map((hybrid) => ({ ...s, hybrid })),
);

/** scenarioArb with every tool section. */
export const allToolsArb: fc.Arbitrary<Scenario> = scenarioArb.chain((s) =>
  fc
    .record({
      advisor: fc.record({ mix: fc.boolean() }),
      obsolescence: fc.record({
        doublingMonths: numberAt('obsolescence.doublingMonths'),
        rentPricesFall: fc.boolean(),
        resaleFalls: fc.boolean(),
      }),
      hybrid: hybridArb(s),
      scaling: scalingArb,
      utilization: fc.record({ targetPct: numberAt('utilization.targetPct') }),
      storageIO: storageIOArb,
      sensitivity: fc.record({ movePct: numberAt('sensitivity.movePct') }),
      uncertainty: uncertaintyArb,
    })
    // the obsolescence tool's fall and a drawn yearly change are never both set (the parser refuses it)
    .map((sections) =>
      sections.obsolescence.rentPricesFall
        ? { ...sections, uncertainty: { ...sections.uncertainty, priceChangePctPerYear: null } }
        : sections,
    )
    .map((sections) => ({ ...s, ...sections })),
);
