// fast-check arbitraries for scenarios of format v2 (with and without what version 2 adds), shared by the engine's property tests and the
// link-codec tests. Every scenario they produce passes the strict parser unchanged (a property in
// src/engine/properties.test.ts holds them to that). Number ranges are read from the schema's own
// rules, so a tightened or widened range in src/engine/scenario/schema.ts carries over by itself.
import fc from 'fast-check';
import {
  BEFORE_TAX,
  BUYER_KINDS,
  DEPRECIATION_METHODS,
  FAILURE_COVERS,
  FINANCING_KINDS,
  MARKETS,
  NO_CLUSTER,
  NO_GROWTH,
  PLANS,
  SALVAGE_KINDS,
  SCENARIO_VERSION,
  type Scenario,
  type Source,
  TAX_SCHEDULES,
} from '../../src/engine/index.ts';
import { allowedAt, CURRENCY_CODES, FIELD_PATHS, parseScenario, plainText } from '../../src/engine/reading.ts';

export interface NumberRange {
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
  /** values other than 0 are at least this large */
  readonly smallestNonZero: number;
}

/** The range the schema allows for a numeric field, by its dotted path ("own.power.pue"). */
export function rangeOf(path: string): NumberRange {
  const allowed = allowedAt(path.split('.'));
  if (allowed?.kind !== 'number') throw new Error(`${path} is not a numeric field of the scenario`);
  return allowed;
}

/** The billing increments providers actually use: per second, per minute, quarter-hourly, hourly. */
export const COMMON_INCREMENTS_MINUTES = [1 / 60, 1, 15, 60] as const;

/** Largest value of the "typed by hand" arm: two decimals, kept within fc.integer's 32-bit range. */
const TYPED_MAX = 1e7;

/**
 * Any value the schema allows at `path`. fc.double spreads its values evenly over the binary
 * exponents, so on its own it yields mostly tiny numbers (1e-200 as often as 1e5): the edge cases,
 * brought to 0 or to the smallest allowed non-zero size where they fall below it. A second arm adds
 * amounts as people type them (0.8, 280000, two decimals at most) and a third the bounds themselves.
 */
export function numberAt(path: string): fc.Arbitrary<number> {
  const { min, max, integer, smallestNonZero } = rangeOf(path);
  if (integer) return fc.integer({ min, max });
  const lowestNonZero = Math.max(min, smallestNonZero);
  const edge = fc
    .tuple(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.boolean())
    .map(([value, toZero]) => {
      // −0 is 0 to a reader, and a link written as JSON says 0
      if (value === 0) return 0;
      if (Math.abs(value) >= smallestNonZero) return value;
      return toZero && min === 0 ? 0 : lowestNonZero;
    });
  return fc.oneof(
    { weight: 3, arbitrary: edge },
    {
      weight: 3,
      arbitrary: fc
        .integer({ min: Math.ceil(min * 100), max: Math.floor(Math.min(max, TYPED_MAX) * 100) })
        .map((c) => c / 100)
        .filter((v) => v === 0 || v >= lowestNonZero),
    },
    { weight: 1, arbitrary: fc.constantFrom(min, lowestNonZero, max) },
  );
}

/**
 * Any text of at most `maxLength` UTF-16 units as a scenario holds it (no control or reordering
 * characters: plainText): ASCII, any Unicode, and markup that must stay text.
 */
function textUpTo(maxLength: number): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.string({ maxLength }),
      // a code point takes up to two UTF-16 units, a grapheme up to about eight
      fc.string({ unit: 'binary', maxLength: Math.floor(maxLength / 2) }),
      fc.string({ unit: 'grapheme', maxLength: Math.floor(maxLength / 8) }).filter((s) => s.length <= maxLength),
      fc.constantFrom('', '4×V100 startup', '<img src=x onerror=alert(1)>', '&amp; "quoted" \'single\' 100%'),
    )
    .map(plainText);
}

const currencyArb = fc.oneof(fc.constantFrom('CNY', 'USD', 'EUR', 'JPY'), fc.constantFrom(...CURRENCY_CODES));

const sourceArb: fc.Arbitrary<Source> = fc.record({
  source: textUpTo(300),
  asOf: fc
    .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
});

const sourcesArb = fc.dictionary(fc.constantFrom(...FIELD_PATHS), sourceArb, { maxKeys: 3, noNullPrototype: true });

const workloadArb = fc.record({
  gpus: numberAt('workload.gpus'),
  hoursPerDay: numberAt('workload.hoursPerDay'),
  daysPerYear: numberAt('workload.daysPerYear'),
  sessionsPerDay: numberAt('workload.sessionsPerDay'),
  toleratesInterruption: fc.boolean(),
  growth: fc.constant({ ...NO_GROWTH }),
  busyMonths: fc.constant(null),
  startMonth: fc.constant(1),
});

/** The field's "off" value most of the time, so version 1 behaviour stays well covered. */
const mostly = <T>(off: T, on: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  fc.oneof({ weight: 2, arbitrary: fc.constant(off) }, { weight: 1, arbitrary: on });

const timeOfUseArb = fc.record({
  peakPricePerKWh: numberAt('own.power.timeOfUse.peakPricePerKWh'),
  offPeakPricePerKWh: numberAt('own.power.timeOfUse.offPeakPricePerKWh'),
  peakHoursPerDay: numberAt('own.power.timeOfUse.peakHoursPerDay'),
  busyAtPeakPct: numberAt('own.power.timeOfUse.busyAtPeakPct'),
});

const ownArb = fc.record({
  serverPrice: numberAt('own.serverPrice'),
  gpusPerServer: numberAt('own.gpusPerServer'),
  setupCost: numberAt('own.setupCost'),
  refreshAtEndOfLife: fc.boolean(),
  leadTimeMonths: mostly(0, numberAt('own.leadTimeMonths')),
  availabilityPct: fc.oneof(fc.constant(100), fc.constant(null), numberAt('own.availabilityPct')),
  failureCover: fc.constantFrom(...FAILURE_COVERS),
  depreciation: fc.record({
    method: fc.constantFrom(...DEPRECIATION_METHODS),
    years: numberAt('own.depreciation.years'),
    salvagePct: numberAt('own.depreciation.salvagePct'),
    salvageIs: fc.constantFrom(...SALVAGE_KINDS),
    saleHaircutPct: numberAt('own.depreciation.saleHaircutPct'),
  }),
  power: fc.record({
    gpuWatts: numberAt('own.power.gpuWatts'),
    idleGpuWatts: numberAt('own.power.idleGpuWatts'),
    serverBaseWatts: numberAt('own.power.serverBaseWatts'),
    pue: numberAt('own.power.pue'),
    pricePerKWh: numberAt('own.power.pricePerKWh'),
    alwaysOn: fc.boolean(),
    timeOfUse: mostly(null, timeOfUseArb),
  }),
  ops: fc.record({
    staffPerYear: numberAt('own.ops.staffPerYear'),
    staffPerServerPerYear: numberAt('own.ops.staffPerServerPerYear'),
    maintenancePctPerYear: numberAt('own.ops.maintenancePctPerYear'),
    colocationPerMonth: numberAt('own.ops.colocationPerMonth'),
    colocationPerKWMonth: mostly(0, numberAt('own.ops.colocationPerKWMonth')),
    cabinetPerMonth: mostly(0, numberAt('own.ops.cabinetPerMonth')),
    cabinetKW: mostly(0, numberAt('own.ops.cabinetKW')),
    bandwidthPerMonth: numberAt('own.ops.bandwidthPerMonth'),
    supportPerServerPerYear: mostly(0, numberAt('own.ops.supportPerServerPerYear')),
    otherPerYear: numberAt('own.ops.otherPerYear'),
  }),
  cluster: mostly(
    { ...NO_CLUSTER },
    fc.record({
      networkPerServer: numberAt('own.cluster.networkPerServer'),
      rackPerServer: numberAt('own.cluster.rackPerServer'),
      storage: numberAt('own.cluster.storage'),
      lifeYears: numberAt('own.cluster.lifeYears'),
    }),
  ),
});

/** A fixed-term price: always there when its plan is chosen, else there or null. */
const termPrice = (path: string) => fc.record({ given: fc.boolean(), price: numberAt(path) });

/** How rental prices move (format version 8): flat most of the time, else a yearly change or points by month. */
export const pricePathArb: fc.Arbitrary<Scenario['rent']['pricePath']> = mostly(
  { changePctPerYear: 0, points: {}, index: null },
  fc.record({
    changePctPerYear: numberAt('rent.pricePath.changePctPerYear'),
    points: fc.oneof(
      fc.constant({}),
      fc.dictionary(fc.integer({ min: 1, max: 600 }).map(String), numberAt('rent.pricePath.points.1'), {
        minKeys: 1,
        maxKeys: 6,
      }),
    ),
    index: fc.option(
      fc.record({
        name: textUpTo(60),
        level: numberAt('rent.pricePath.index.level'),
        asOf: fc.constantFrom('2026-03-31', '2026-07-03', '2026-12-01'),
      }),
      { nil: null },
    ),
  }),
);

const rentArb = fc
  .record({
    plan: fc.constantFrom(...PLANS),
    pricePerGpuHour: numberAt('rent.pricePerGpuHour'),
    billingIncrementMinutes: fc.oneof(
      fc.constantFrom(...COMMON_INCREMENTS_MINUTES),
      numberAt('rent.billingIncrementMinutes'),
    ),
    minimumMinutes: fc.oneof(fc.constant(0), numberAt('rent.minimumMinutes')),
    reservedDiscountPct: numberAt('rent.reservedDiscountPct'),
    reservationResalePct: numberAt('rent.reservationResalePct'),
    staffPerYear: mostly(0, numberAt('rent.staffPerYear')),
    monthly: termPrice('rent.monthlyPricePerGpu'),
    weekly: termPrice('rent.weeklyPricePerGpu'),
    spotDiscountPct: numberAt('rent.spotDiscountPct'),
    spotOverheadPct: numberAt('rent.spotOverheadPct'),
    storage: fc.record({
      hotGB: numberAt('rent.storage.hotGB'),
      hotPricePerGBMonth: numberAt('rent.storage.hotPricePerGBMonth'),
      coldGB: numberAt('rent.storage.coldGB'),
      coldPricePerGBMonth: numberAt('rent.storage.coldPricePerGBMonth'),
      egressGBPerMonth: numberAt('rent.storage.egressGBPerMonth'),
      egressPricePerGB: numberAt('rent.storage.egressPricePerGB'),
    }),
  })
  .chain((rent) =>
    fc
      .record({
        speedRatio: mostly(1, numberAt('rent.speedRatio')),
        gpusPerInstance: mostly(1, numberAt('rent.gpusPerInstance')),
        reservedTermYears: mostly(null, numberAt('rent.reservedTermYears')),
        // flat: the properties written before version 8 hold at steady prices; pricePath.test.ts moves them
        pricePath: fc.constant({ changePctPerYear: 0, points: {}, index: null }),
      })
      .map((added) => ({ ...rent, ...added })),
  )
  .map(({ monthly, weekly, ...rent }) => ({
    ...rent,
    monthlyPricePerGpu: monthly.given || rent.plan === 'monthly' ? monthly.price : null,
    weeklyPricePerGpu: weekly.given || rent.plan === 'weekly' ? weekly.price : null,
  }));

/**
 * A complete, valid scenario (every optional field filled in) from anywhere in the ranges the schema
 * allows: all five plans, all three depreciation methods, refresh and always-on both ways, the common
 * billing increments and arbitrary ones, names and sources in any script.
 */
const taxArb = mostly(
  { hardwareVatPct: 0, hardwareVatRecoverable: false, cloudVatPct: 0, cloudVatRecoverable: false },
  fc.record({
    hardwareVatPct: numberAt('tax.hardwareVatPct'),
    hardwareVatRecoverable: fc.boolean(),
    cloudVatPct: numberAt('tax.cloudVatPct'),
    cloudVatRecoverable: fc.boolean(),
  }),
);

/** Who buys and how (format version 6): before tax and in cash most of the time. */
const financeArb = mostly(
  { ...BEFORE_TAX, financing: { ...BEFORE_TAX.financing } } as Scenario['finance'],
  fc.record({
    buyer: fc.constantFrom(...BUYER_KINDS),
    incomeTaxPct: numberAt('finance.incomeTaxPct'),
    stateTaxPct: numberAt('finance.stateTaxPct'),
    taxSchedule: fc.constantFrom(...TAX_SCHEDULES),
    taxLifeYears: numberAt('finance.taxLifeYears'),
    invoiced: fc.boolean(),
    firstYear: numberAt('finance.firstYear'),
    financing: fc.record({
      kind: fc.constantFrom(...FINANCING_KINDS),
      downPaymentPct: numberAt('finance.financing.downPaymentPct'),
      ratePct: numberAt('finance.financing.ratePct'),
      months: numberAt('finance.financing.months'),
      subsidyPct: numberAt('finance.financing.subsidyPct'),
      subsidyMonths: numberAt('finance.financing.subsidyMonths'),
      buyoutPct: numberAt('finance.financing.buyoutPct'),
    }),
  }),
);

const obsolescenceArb = fc.record({
  doublingMonths: numberAt('obsolescence.doublingMonths'),
  rentPricesFall: fc.boolean(),
  resaleFalls: fc.boolean(),
});

export const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record(
    {
      version: fc.constant(SCENARIO_VERSION),
      name: textUpTo(80),
      currency: currencyArb,
      horizonMonths: numberAt('horizonMonths'),
      discountRatePct: fc.oneof(fc.constant(0), numberAt('discountRatePct')),
      sources: sourcesArb,
      workload: workloadArb,
      own: ownArb,
      rent: rentArb,
      tax: taxArb,
      finance: financeArb,
      obsolescence: obsolescenceArb,
      market: fc.constantFrom(null, ...MARKETS),
      catalog: mostly(null, fc.constant({ snapshot: '2026-12-01-0a1b2c3d', entry: 'h100-sxm', market: 'us' as const })),
      evaluatedOn: mostly(null, fc.constantFrom('2026-12-01', '2027-06-30')),
    },
    {
      requiredKeys: [
        'version',
        'name',
        'currency',
        'horizonMonths',
        'discountRatePct',
        'sources',
        'market',
        'catalog',
        'evaluatedOn',
        'workload',
        'own',
        'rent',
        'tax',
        'finance',
      ],
    },
  )
  .map((scenario) =>
    // the obsolescence tool's fall and a moving path are never both set (the parser refuses it)
    scenario.obsolescence?.rentPricesFall
      ? { ...scenario, rent: { ...scenario.rent, pricePath: { changePctPerYear: 0, points: {}, index: null } } }
      : scenario,
  );

/** What the strict parser finds wrong with a scenario, one "path: message" each; none for `scenarioArb`. */
export function strictProblems(scenario: Scenario): readonly string[] {
  return parseScenario(scenario, 'strict').problems.map((p) => `${p.path}: ${p.message}`);
}

/** Whether the strict parser (files, the command line) accepts the scenario. */
export function isValidScenario(scenario: Scenario): boolean {
  return parseScenario(scenario, 'strict').ok;
}
