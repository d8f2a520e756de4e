// Scenarios for hand-worked engine tests: a quiet base where every price is zero, so each test sets
// only the figures its arithmetic needs.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  BEFORE_TAX,
  type evaluate,
  NO_CLUSTER,
  NO_GROWTH,
  NO_STORAGE,
  NO_TAX,
  SCENARIO_VERSION,
  type Scenario,
} from '../../src/engine/index.ts';
import { parseScenario, parseScenarioText } from '../../src/engine/reading.ts';

/** Some fields of a scenario, nested as in the format; each group is merged field by field. */
export interface Overrides {
  currency?: string;
  horizonMonths?: number;
  discountRatePct?: number;
  workload?: Partial<Scenario['workload']>;
  own?: Partial<Omit<Scenario['own'], 'depreciation' | 'power' | 'ops'>> & {
    depreciation?: Partial<Scenario['own']['depreciation']>;
    power?: Partial<Scenario['own']['power']>;
    ops?: Partial<Scenario['own']['ops']>;
  };
  rent?: Partial<Omit<Scenario['rent'], 'storage'>> & { storage?: Partial<Scenario['rent']['storage']> };
  tax?: Partial<Scenario['tax']>;
  finance?: Partial<Omit<Scenario['finance'], 'financing'>> & {
    financing?: Partial<Scenario['finance']['financing']>;
  };
}

/**
 * One card on a one-card server, 8 hours on 360 days a year (30 days a month), 12 months, and every
 * price zero: each test sets only the figures its arithmetic needs. Format version 7's market defaults
 * are set to what changes nothing (no lead time, every card up, book salvage, a reservation's months
 * past the horizon credited in full), so a test that needs one sets it.
 */
export const QUIET: Scenario = {
  version: SCENARIO_VERSION,
  name: '',
  currency: 'CNY',
  horizonMonths: 12,
  discountRatePct: 0,
  sources: {},
  market: null,
  catalog: null,
  evaluatedOn: null,
  workload: {
    gpus: 1,
    hoursPerDay: 8,
    daysPerYear: 360,
    sessionsPerDay: 1,
    toleratesInterruption: false,
    growth: { ...NO_GROWTH },
    busyMonths: null,
    startMonth: 1,
  },
  own: {
    serverPrice: 0,
    gpusPerServer: 1,
    setupCost: 0,
    refreshAtEndOfLife: false,
    leadTimeMonths: 0,
    availabilityPct: 100,
    failureCover: 'rent',
    depreciation: { method: 'straight-line', years: 3, salvagePct: 0, salvageIs: 'book', saleHaircutPct: 0 },
    power: {
      gpuWatts: 0,
      idleGpuWatts: 0,
      serverBaseWatts: 0,
      pue: 1,
      pricePerKWh: 0,
      alwaysOn: true,
      timeOfUse: null,
    },
    ops: {
      staffPerYear: 0,
      staffPerServerPerYear: 0,
      maintenancePctPerYear: 0,
      colocationPerMonth: 0,
      colocationPerKWMonth: 0,
      cabinetPerMonth: 0,
      cabinetKW: 0,
      bandwidthPerMonth: 0,
      supportPerServerPerYear: 0,
      otherPerYear: 0,
    },
    cluster: { ...NO_CLUSTER },
  },
  rent: {
    plan: 'on-demand',
    pricePerGpuHour: 0,
    billingIncrementMinutes: 60,
    minimumMinutes: 0,
    reservedDiscountPct: 40,
    reservationResalePct: 100,
    staffPerYear: 0,
    monthlyPricePerGpu: null,
    weeklyPricePerGpu: null,
    spotDiscountPct: 60,
    spotOverheadPct: 10,
    storage: { ...NO_STORAGE },
    speedRatio: 1,
    gpusPerInstance: 1,
    reservedTermYears: null,
    pricePath: { changePctPerYear: 0, points: {}, index: null },
  },
  tax: { ...NO_TAX },
  finance: { ...BEFORE_TAX, financing: { ...BEFORE_TAX.financing } },
};

/**
 * The result's figures that may be null: per busy hour with nothing busy, a share of nothing, a
 * break-even or payback that never comes, a loan when the hardware is paid in cash, a deduction's
 * fallback when none was needed, Section 179 when it is not the schedule.
 */
export const RESULT_NULLABLE: ReadonlySet<string> = new Set([
  'costPerBusyGpuHour',
  'savingsPct',
  'breakEvenHoursPerDay',
  'paybackMonth',
  'loan',
  'fallback',
  'section179',
]);

/** A scenario the strict parser accepts, or a test failure saying why not. */
export function valid(input: unknown): Scenario {
  const parsed = parseScenario(input, 'strict');
  if (!parsed.ok)
    throw new Error(`test scenario is invalid: ${parsed.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return parsed.scenario;
}

/** `base` with some fields changed, checked by the strict parser so every input is valid. */
export function withChanges(base: Scenario, overrides: Overrides): Scenario {
  const { workload, own = {}, rent = {}, tax, finance = {}, ...top } = overrides;
  const { financing, ...financeFields } = finance;
  const { depreciation, power, ops, ...ownFields } = own;
  const { storage, ...rentFields } = rent;
  return valid({
    ...base,
    ...top,
    workload: { ...base.workload, ...workload },
    own: {
      ...base.own,
      ...ownFields,
      depreciation: { ...base.own.depreciation, ...depreciation },
      power: { ...base.own.power, ...power },
      ops: { ...base.own.ops, ...ops },
    },
    rent: { ...base.rent, ...rentFields, storage: { ...base.rent.storage, ...storage } },
    tax: { ...base.tax, ...tax },
    finance: { ...base.finance, ...financeFields, financing: { ...base.finance.financing, ...financing } },
  });
}

/** `s` with the price of its plan's own unit (the card-hour, card-month or card-week) set to `price`. */
export function withRentPrice(s: Scenario, price: number): Scenario {
  const field =
    s.rent.plan === 'monthly'
      ? 'monthlyPricePerGpu'
      : s.rent.plan === 'weekly'
        ? 'weeklyPricePerGpu'
        : 'pricePerGpuHour';
  return { ...s, rent: { ...s.rent, [field]: price } };
}

/** QUIET with some fields changed. */
export function scenario(overrides: Overrides = {}): Scenario {
  return withChanges(QUIET, overrides);
}

/** Row of month m (1-based) of the cumulative series. */
export function month(result: ReturnType<typeof evaluate>, m: number) {
  const row = result.monthly[m - 1];
  if (!row) throw new Error(`no month ${m}`);
  return row;
}

/** A 120,000 server written off over 2 years to 10 % salvage, 12,000 a year of staff. */
export const twoYearOverrides = (horizonMonths: number, refreshAtEndOfLife = false): Overrides => ({
  horizonMonths,
  own: {
    serverPrice: 120_000,
    refreshAtEndOfLife,
    depreciation: { method: 'straight-line', years: 2, salvagePct: 10 },
    ops: { staffPerYear: 12_000 },
  },
});
export const twoYear = (horizonMonths: number, refreshAtEndOfLife = false) =>
  scenario(twoYearOverrides(horizonMonths, refreshAtEndOfLife));

/** One of the examples in examples/, read strictly as the command line reads it. */
export function exampleScenario(name: string): Scenario {
  const parsed = parseScenarioText(
    readFileSync(resolve(import.meta.dirname, '../../examples', name), 'utf8'),
    'strict',
  );
  if (!parsed.ok) throw new Error(`examples/${name} is not a valid scenario`);
  return parsed.scenario;
}
