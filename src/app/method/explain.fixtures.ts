// Scenarios of format version 2 for the tests of "how this is computed": the worked example of
// docs/scenario-v2.md, the start-up with one option or another of version 2 turned on, and random
// scenarios with every analysis tool.
import fc from 'fast-check';
import { numberAt, scenarioArb } from '../../../tests/support/arbitraries.ts';
import { valid } from '../../../tests/support/scenarios.ts';
import { startup, startupWith } from '../../../tests/support/startup.ts';
import { explainTools } from '../../engine/analysis.ts';
import { type ExplainSection, explain, type StepId, type StepRecord } from '../../engine/explain/index.ts';
import { type CostView, type Result, SCENARIO_VERSION, type Scenario } from '../../engine/index.ts';
import { parseScenario } from '../../engine/reading.ts';

/** Every part of the section, the analysis tools' (which the page loads apart) last. */
export type AnySection = ExplainSection;
export type AnyStep = StepRecord;

/** Each step's record by its id. */
export type StepById = { [I in StepId]: StepRecord<I> };

/** The engine's sections for a scenario, then the tools' when it turns one on. */
export function explainAll(scenario: Scenario, result: Result, costView: CostView = 'amortized'): AnySection[] {
  const tools = explainTools(scenario, result, costView);
  const sections = explain(scenario, costView).sections;
  return tools.length > 0 ? [...sections, { id: 'tools', steps: tools }] : [...sections];
}

/** The engine's sections alone: owning, renting, the comparison. */
export function explainCore(scenario: Scenario, costView: CostView = 'amortized'): readonly ExplainSection[] {
  return explain(scenario, costView).sections;
}

/** The first step with this id, typed by it. */
export function stepOf<Id extends AnyStep['id']>(sections: readonly AnySection[], id: Id): StepById[Id] | undefined {
  for (const section of sections) {
    const found = (section.steps as readonly AnyStep[]).find((step) => step.id === id);
    if (found) return found as unknown as StepById[Id];
  }
  return undefined;
}

/** The start-up (or another scenario) with top-level groups added or replaced, checked by the strict parser. */
export function withGroups(base: Scenario, groups: Partial<Scenario>): Scenario {
  return valid({ ...base, ...groups });
}

/**
 * docs/scenario-v2.md, "Worked example: two cards, 18 months, seven tools", with the fields format
 * version 7 added at the values its published figures assume (those of a file of versions 1–6).
 */
export const workedExample: Scenario = valid({
  version: SCENARIO_VERSION,
  name: 'Worked example: 2 cards, 18 months',
  currency: 'CNY',
  horizonMonths: 18,
  // undiscounted and before tax, as the example's published figures are
  discountRatePct: 0,
  workload: { gpus: 2, hoursPerDay: 10, daysPerYear: 300 },
  own: {
    serverPrice: 40000,
    gpusPerServer: 2,
    availabilityPct: 100,
    depreciation: { method: 'straight-line', years: 2, salvagePct: 20, salvageIs: 'book' },
    power: {
      gpuWatts: 300,
      idleGpuWatts: 50,
      serverBaseWatts: 200,
      pue: 1.25,
      pricePerKWh: 0.6,
      alwaysOn: true,
      timeOfUse: { peakPricePerKWh: 1.0, offPeakPricePerKWh: 0.4, peakHoursPerDay: 8, busyAtPeakPct: 50 },
    },
    ops: { staffPerYear: 0, maintenancePctPerYear: 0, colocationPerMonth: 200, bandwidthPerMonth: 0, otherPerYear: 0 },
  },
  rent: {
    plan: 'on-demand',
    pricePerGpuHour: 6,
    billingIncrementMinutes: 60,
    reservedDiscountPct: 40,
    reservationResalePct: 100,
    speedRatio: 1.25,
    reservedTermYears: 1,
    storage: { hotGB: 500, hotPricePerGBMonth: 0.2 },
  },
  tax: { hardwareVatPct: 13, hardwareVatRecoverable: true, cloudVatPct: 6 },
  advisor: {},
  hybrid: { peakGpus: 4, peakDaysPerYear: 60, peakHoursPerDay: 10 },
  scaling: { jobGpuHours: 100, maxGpus: 16, interNodeLatencyMs: 0.5 },
  utilization: { targetPct: 60 },
  obsolescence: { doublingMonths: 24, resaleFalls: true },
  storageIO: {
    epochMinutes: 30,
    ioWaitPct: 20,
    ioWaitWithCachePct: 4,
    epochsPerMonth: 200,
    cacheGB: 200,
    cachePricePerGBMonth: 0.5,
  },
  sensitivity: {},
});

const VAT = { hardwareVatPct: 13, hardwareVatRecoverable: false, cloudVatPct: 6, cloudVatRecoverable: false };

/** The start-up with 13 % VAT on the hardware and 6 % on renting, 5 % maintenance and 1,000 GB of hot storage. */
export const startupWithVat = withGroups(
  startupWith({
    own: { ops: { maintenancePctPerYear: 5 } },
    rent: { storage: { hotGB: 1000, hotPricePerGBMonth: 0.1 } },
  }),
  { tax: VAT },
);

/** The start-up renting cards twice as fast as its own. */
export const startupFaster = startupWith({ rent: { speedRatio: 2 } });

/** The start-up renting in instances of 8 cards. */
export const startupInstances = startupWith({ rent: { gpusPerInstance: 8 } });

/** The start-up reserving for 18 months on a one-year term. */
export const startupTerm = startupWith({ horizonMonths: 18, rent: { plan: 'reserved', reservedTermYears: 1 } });

/** The same, with prices halving every 12 months: the second term at half the first one's price. */
export const startupTermFalling = withGroups(startupTerm, {
  obsolescence: { doublingMonths: 12, rentPricesFall: true, resaleFalls: false },
});

/** The start-up with a tariff: 1.2 at peak, 0.4 off peak, 8 peak hours, half the busy hours at peak. */
export const startupTariff = startupWith({
  own: {
    power: {
      timeOfUse: { peakPricePerKWh: 1.2, offPeakPricePerKWh: 0.4, peakHoursPerDay: 8, busyAtPeakPct: 50 },
    },
  },
});

export { startup };

const range = (path: string) =>
  fc
    .tuple(numberAt(path), numberAt(path), numberAt(path))
    .map((xs) => [...xs].sort((a, b) => a - b))
    .map(([low = 0, likely = 0, high = 0]) => ({ low, likely, high }));

/** Every tool's section, small enough that the advisor and hybrid stay quick. */
const toolsArb = fc.record({
  advisor: fc.record({ mix: fc.boolean() }),
  hybrid: fc.record({
    extraGpus: fc.integer({ min: 0, max: 16 }),
    peakDaysShare: fc.double({ min: 0, max: 1, noNaN: true }),
    peakHoursPerDay: numberAt('hybrid.peakHoursPerDay'),
  }),
  scaling: fc.record({
    jobGpuHours: numberAt('scaling.jobGpuHours'),
    maxGpus: fc.integer({ min: 1, max: 64 }),
    efficiencyPct: numberAt('scaling.efficiencyPct'),
    speedups: fc.dictionary(fc.constantFrom('2', '4', '16'), numberAt('scaling.speedups.2'), { noNullPrototype: true }),
    gpusPerNode: numberAt('scaling.gpusPerNode'),
    interNodeLatencyMs: numberAt('scaling.interNodeLatencyMs'),
    latencyPenaltyPctPerMs: numberAt('scaling.latencyPenaltyPctPerMs'),
  }),
  utilization: fc.record({ targetPct: numberAt('utilization.targetPct') }),
  storageIO: fc.record({
    epochMinutes: numberAt('storageIO.epochMinutes'),
    waits: fc.tuple(numberAt('storageIO.ioWaitPct'), numberAt('storageIO.ioWaitPct')),
    epochsPerMonth: numberAt('storageIO.epochsPerMonth'),
    cacheGB: numberAt('storageIO.cacheGB'),
    cachePricePerGBMonth: numberAt('storageIO.cachePricePerGBMonth'),
  }),
  sensitivity: fc.record({ movePct: numberAt('sensitivity.movePct') }),
  uncertainty: fc.record({
    samples: numberAt('uncertainty.samples'),
    seed: numberAt('uncertainty.seed'),
    rangesAre: fc.constantFrom('p10-p90' as const, 'limits' as const),
    priceCorrelation: numberAt('uncertainty.priceCorrelation'),
    hoursPerDay: fc.option(range('uncertainty.hoursPerDay.low'), { nil: null }),
    pricePerGpuHour: fc.option(range('uncertainty.pricePerGpuHour.low'), { nil: null }),
    pricePerKWh: fc.option(range('uncertainty.pricePerKWh.low'), { nil: null }),
    serverPrice: fc.option(range('uncertainty.serverPrice.low'), { nil: null }),
    daysPerYear: fc.option(range('uncertainty.daysPerYear.low'), { nil: null }),
    salvagePct: fc.option(range('uncertainty.salvagePct.low'), { nil: null }),
    planDiscountPct: fc.option(range('uncertainty.planDiscountPct.low'), { nil: null }),
  }),
});

/** Random scenarios (tests/support/arbitraries.ts) with every analysis tool turned on. */
export const withToolsArb = fc.tuple(scenarioArb, toolsArb).map(([scenario, tools]): Scenario => {
  const { hybrid, storageIO, ...rest } = tools;
  const { gpus, daysPerYear } = scenario.workload;
  const [lessWait = 0, moreWait = 0] = [...storageIO.waits].sort((a, b) => a - b);
  const { waits: _waits, ...io } = storageIO;
  const input = {
    ...scenario,
    // a small base, so that the peak stays within the cards the generator allows
    workload: { ...scenario.workload, gpus: Math.min(gpus, 64) },
    ...rest,
    hybrid: {
      peakGpus: Math.min(gpus, 64) + hybrid.extraGpus,
      peakDaysPerYear: Math.floor(daysPerYear * hybrid.peakDaysShare),
      peakHoursPerDay: hybrid.peakHoursPerDay,
    },
    storageIO: { ...io, ioWaitPct: moreWait, ioWaitWithCachePct: lessWait },
  };
  const parsed = parseScenario(input, 'strict');
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return parsed.scenario;
});

/** A step's pieces (the terms of a sum, the optional parts of a formula), each as its id and figures. */
export function partsOf(sections: readonly AnySection[], id: StepId): { id: string; [figure: string]: unknown }[] {
  const found = stepOf(sections, id) as StepRecord | undefined;
  return (found?.parts ?? []).map((part) => ({ id: part.id, ...part.values }));
}
