// The steps the engine records when it is asked how it reached a result ("How this is computed"): for
// each step, the section it belongs to, how it reads (an equation, a statement, or a sum of parts),
// and every figure it records with that figure's unit. The engine's own functions record the steps
// as they compute (an optional Recorder argument), so the explanation repeats no arithmetic; the page
// renders each step with one message template whose placeholders are these figures' names, which the
// type system holds to this table (src/i18n/explainChecks.ts).
//
// Display order within a section is this table's order.

/** How a figure is written: money to the cent, a unit price with its decimals, a plain number (two
 * decimals), a fine number (six decimals: factors and minutes), a percentage, a count as it is, or
 * which side is cheaper. */
export type Unit = 'money' | 'price' | 'num' | 'fine' | 'pct' | 'count' | 'side';

export type Section = 'own' | 'rent' | 'comparison';

interface Spec {
  readonly section: Section;
  /** an equation ("label = formula"), a statement ("label: sentence") or a sum of parts ("a + b = total") */
  readonly kind: 'formula' | 'statement' | 'sum';
  readonly values: Readonly<Record<string, Unit>>;
  /** optional pieces of the formula, each with figures of its own; a sum's terms */
  readonly parts?: Readonly<Record<string, Readonly<Record<string, Unit>>>>;
  /** the figure the step produces */
  readonly result?: string;
}

const money = 'money';
const price = 'price';
const num = 'num';
const fine = 'fine';
const pct = 'pct';
const count = 'count';

const own = <const S extends Omit<Spec, 'section'>>(spec: S) => ({ ...spec, section: 'own' as const });
const rent = <const S extends Omit<Spec, 'section'>>(spec: S) => ({ ...spec, section: 'rent' as const });
const compare = <const S extends Omit<Spec, 'section'>>(spec: S) => ({ ...spec, section: 'comparison' as const });

const capitalValues = { servers: count, serverPrice: money, setupCost: money, capital: money } as const;
const costPerHour = { total: money, busyGpuHours: num, costPerHour: money } as const;
const none = { kind: 'statement', values: {} } as const;

export const STEPS = {
  // owning
  servers: own({
    kind: 'formula',
    values: { gpus: count, gpusPerServer: count, servers: count, cardsInstalled: count },
    result: 'servers',
  }),
  capital: own({ kind: 'formula', values: capitalValues, result: 'capital' }),
  capitalNet: own({ kind: 'formula', values: capitalValues, result: 'capital' }),
  capitalVat: own({ kind: 'formula', values: { net: money, vatPct: pct, capital: money }, result: 'capital' }),
  hardwareVatRecovered: own({ kind: 'statement', values: { vatPct: pct } }),
  busyHours: own({
    kind: 'formula',
    values: { hoursPerDay: num, daysPerYear: num, busyHours: num },
    result: 'busyHours',
  }),
  idleHours: own({ kind: 'formula', values: { busyHours: num, idleHours: num }, result: 'idleHours' }),
  idleHoursOff: own({ kind: 'formula', values: { onHours: num } }),
  energy: own({
    kind: 'formula',
    values: {
      pue: num,
      gpus: count,
      busyHours: num,
      gpuWatts: num,
      idleHours: num,
      idleGpuWatts: num,
      servers: count,
      serverBaseWatts: num,
      onHours: num,
      wattHours: num,
      energyKWh: num,
    },
    parts: { spare: { spareCards: count, onHours: num, idleGpuWatts: num } },
    result: 'energyKWh',
  }),
  power: own({ kind: 'formula', values: { energyKWh: num, pricePerKWh: price, power: money }, result: 'power' }),
  energyBusy: own({
    kind: 'formula',
    values: {
      pue: num,
      busyHours: num,
      gpus: count,
      gpuWatts: num,
      servers: count,
      serverBaseWatts: num,
      energyKWh: num,
    },
    parts: { spare: { spareCards: count, idleGpuWatts: num } },
    result: 'energyKWh',
  }),
  energyIdle: own({
    kind: 'formula',
    values: {
      pue: num,
      idleHours: num,
      cards: count,
      idleGpuWatts: num,
      servers: count,
      serverBaseWatts: num,
      energyKWh: num,
    },
    result: 'energyKWh',
  }),
  peakHours: own({ kind: 'formula', values: { peakHoursPerDay: num, peakHours: num }, result: 'peakHours' }),
  kWhPriceBusy: own({
    kind: 'formula',
    values: { busyAtPeakPct: pct, peakPrice: price, offPeakPrice: price, price },
    result: 'price',
  }),
  /** the busy hours at peak cut to the month's peak hours */
  kWhPriceBusyCapped: own({
    kind: 'formula',
    values: {
      busyAtPeakPct: pct,
      peakHours: num,
      busyHours: num,
      share: fine,
      peakPrice: price,
      offPeakPrice: price,
      price,
    },
    result: 'price',
  }),
  idlePeakHours: own({
    kind: 'formula',
    values: { idleHours: num, peakHours: num, busyAtPeakPct: pct, busyHours: num, idlePeakHours: num },
    result: 'idlePeakHours',
  }),
  idlePeakHoursCapped: own({
    kind: 'formula',
    values: { idleHours: num, peakHours: num, busyShare: fine, busyHours: num, idlePeakHours: num },
    result: 'idlePeakHours',
  }),
  kWhPriceIdle: own({
    kind: 'formula',
    values: { idlePeakHours: num, idleHours: num, share: fine, peakPrice: price, offPeakPrice: price, price },
    result: 'price',
  }),
  powerTimeOfUse: own({
    kind: 'sum',
    values: { power: money },
    parts: { busy: { busyKWh: num, busyPrice: price }, idle: { idleKWh: num, idlePrice: price } },
    result: 'power',
  }),
  ops: own({
    kind: 'sum',
    values: { ops: money },
    parts: {
      staff: { staffPerYear: money },
      maintenance: { capital: money, maintenancePctPerYear: pct },
      maintenanceNet: { capital: money, maintenancePctPerYear: pct },
      colocation: { colocationPerMonth: money },
      bandwidth: { bandwidthPerMonth: money },
      other: { otherPerYear: money },
    },
    result: 'ops',
  }),
  salvageFalls: own({
    kind: 'formula',
    values: { salvagePct: pct, lifeMonths: count, doublingMonths: num, effectivePct: pct },
    result: 'effectivePct',
  }),
  salvage: own({ kind: 'formula', values: { capital: money, salvagePct: pct, base: money }, result: 'base' }),
  depreciationStraightLine: own({
    kind: 'formula',
    values: { base: money, years: count, perYear: money, perMonth: money },
    result: 'perYear',
  }),
  depreciationSumOfYearsYear: own({
    kind: 'formula',
    values: { year: count, base: money, digit: count, digitsSum: count, charge: money },
    result: 'charge',
  }),
  depreciationDecliningYear: own({
    kind: 'formula',
    values: {
      year: count,
      bookStart: money,
      salvage: money,
      years: count,
      remainingYears: count,
      charge: money,
      bookEnd: money,
    },
    result: 'charge',
  }),
  depreciationTotal: own({
    kind: 'sum',
    values: { horizonMonths: count, total: money },
    parts: {
      life: { base: money, lifeMonths: count },
      lives: { fullLives: count, base: money, lifeMonths: count },
      year: { yearlyCharge: money, year: count },
      partYear: { months: count, yearlyCharge: money, year: count },
    },
    result: 'total',
  }),
  replacements: own({
    kind: 'formula',
    values: {
      horizonMonths: count,
      lifeMonths: count,
      purchases: count,
      replacements: count,
      capital: money,
      salvagePct: pct,
      total: money,
    },
    result: 'total',
  }),
  depreciationPerDay: own({
    kind: 'formula',
    values: { depreciation: money, days: num, horizonMonths: count, perDay: money },
    result: 'perDay',
  }),
  powerTotal: own({ kind: 'formula', values: { horizonMonths: count, power: money, total: money }, result: 'total' }),
  powerPerDay: own({ kind: 'formula', values: { power: money, days: num, perDay: money }, result: 'perDay' }),
  opsTotal: own({ kind: 'formula', values: { horizonMonths: count, ops: money, total: money }, result: 'total' }),
  cashTotal: own({
    kind: 'sum',
    values: { cashTotal: money },
    parts: {
      capital: { capital: money },
      power: { power: money },
      ops: { ops: money },
      replacements: { replacements: money },
    },
    result: 'cashTotal',
  }),
  bookValue: own({
    kind: 'formula',
    values: { capital: money, depreciation: money, bookValue: money },
    result: 'bookValue',
  }),
  /** with hardware replaced at the end of each life: the newest purchase's book value */
  bookValueRefresh: own({
    kind: 'formula',
    values: { capital: money, depreciation: money, bookValue: money },
    result: 'bookValue',
  }),
  amortizedTotal: own({
    kind: 'formula',
    values: {
      depreciation: money,
      power: money,
      ops: money,
      amortizedTotal: money,
      cashTotal: money,
      bookValue: money,
    },
    result: 'amortizedTotal',
  }),

  // renting
  rentedCards: rent({
    kind: 'formula',
    values: { gpus: count, gpusPerInstance: count, rentedCards: count },
    result: 'rentedCards',
  }),
  sessionMinutes: rent({
    kind: 'formula',
    values: { hoursPerDay: num, sessionsPerDay: count, sessionMinutes: fine },
    result: 'sessionMinutes',
  }),
  sessionMinutesSpeed: rent({
    kind: 'formula',
    values: { hoursPerDay: num, sessionsPerDay: count, speedRatio: fine, sessionMinutes: fine },
    result: 'sessionMinutes',
  }),
  billedMinutes: rent({
    kind: 'formula',
    values: {
      minimumMinutes: fine,
      sessionMinutes: fine,
      incrementMinutes: fine,
      increments: count,
      billedMinutes: fine,
    },
    result: 'billedMinutes',
  }),
  /** a session of no time at all bills nothing, whatever the minimum */
  billedMinutesNone: rent({ kind: 'formula', values: { minimumMinutes: fine } }),
  billedHours: rent({
    kind: 'formula',
    values: { daysPerYear: num, sessionsPerDay: count, billedMinutes: fine, billedHours: num },
    result: 'billedHours',
  }),
  computeOnDemand: rent({
    kind: 'formula',
    values: { gpus: count, billedHours: num, pricePerGpuHour: price, compute: money },
    result: 'compute',
  }),
  computeSpot: rent({
    kind: 'formula',
    values: {
      gpus: count,
      billedHours: num,
      overheadPct: pct,
      pricePerGpuHour: price,
      discountPct: pct,
      compute: money,
    },
    result: 'compute',
  }),
  computeReserved: rent({
    kind: 'formula',
    values: { gpus: count, hoursPerMonth: num, pricePerGpuHour: price, discountPct: pct, compute: money },
    result: 'compute',
  }),
  computeMonthly: rent({
    kind: 'formula',
    values: { gpus: count, pricePerGpu: price, compute: money },
    result: 'compute',
  }),
  computeWeekly: rent({
    kind: 'formula',
    values: { gpus: count, pricePerGpu: price, compute: money },
    result: 'compute',
  }),
  computeVat: rent({ kind: 'formula', values: { net: money, vatPct: pct, compute: money }, result: 'compute' }),
  storage: rent({
    kind: 'sum',
    values: { storage: money },
    parts: {
      hot: { hotGB: num, hotPricePerGBMonth: price },
      cold: { coldGB: num, coldPricePerGBMonth: price },
      egress: { egressGBPerMonth: num, egressPricePerGB: price },
    },
    result: 'storage',
  }),
  storageVat: rent({ kind: 'formula', values: { net: money, vatPct: pct, storage: money }, result: 'storage' }),
  cloudVatRecovered: rent({ kind: 'statement', values: { vatPct: pct } }),
  /** a reservation paid in whole terms, the last one in full */
  reservedMonths: rent({
    kind: 'formula',
    values: { horizonMonths: count, termMonths: count, monthsPaid: count },
    result: 'monthsPaid',
  }),
  /** falling prices: month m at f^(m − 1) of today's, added up over the horizon */
  rentPriceFall: rent({
    kind: 'statement',
    values: { doublingMonths: num, monthlyFactor: fine, lastMonth: count, endFactor: fine, weightedMonths: fine },
    result: 'weightedMonths',
  }),
  /** falling prices under a term: each term at the factor of its first month */
  rentPriceFallTerm: rent({
    kind: 'statement',
    values: { doublingMonths: num, monthlyFactor: fine, termMonths: count, weightedMonths: fine },
    parts: { termFactors: { factor: fine } },
    result: 'weightedMonths',
  }),
  computeTotal: rent({
    kind: 'formula',
    values: { horizonMonths: count, compute: money, total: money },
    result: 'total',
  }),
  computeTotalWeighted: rent({
    kind: 'formula',
    values: { months: fine, compute: money, total: money },
    result: 'total',
  }),
  storageTotal: rent({
    kind: 'formula',
    values: { horizonMonths: count, storage: money, total: money },
    result: 'total',
  }),
  rentTotal: rent({ kind: 'formula', values: { compute: money, storage: money, total: money }, result: 'total' }),
  rentPerYear: rent({
    kind: 'formula',
    values: { total: money, years: num, horizonMonths: count, perYear: money },
    result: 'perYear',
  }),

  // the comparison
  busyGpuHours: compare({
    kind: 'formula',
    values: { gpus: count, busyHours: num, horizonMonths: count, busyGpuHours: num },
    result: 'busyGpuHours',
  }),
  costPerHourOwn: compare({ kind: 'formula', values: costPerHour, result: 'costPerHour' }),
  costPerHourOwnNone: compare(none),
  costPerHourOwnCash: compare({ kind: 'formula', values: costPerHour, result: 'costPerHour' }),
  costPerHourOwnCashNone: compare(none),
  costPerHourRent: compare({ kind: 'formula', values: costPerHour, result: 'costPerHour' }),
  costPerHourRentNone: compare(none),
  savings: compare({
    kind: 'formula',
    values: { own: money, rent: money, savings: money, cheaper: 'side' },
    result: 'savings',
  }),
  savingsCash: compare({
    kind: 'formula',
    values: { own: money, rent: money, savings: money, cheaper: 'side' },
    result: 'savings',
  }),
  /** the verdict's share: the saving as a share of the dearer side's total */
  savedPct: compare({ kind: 'formula', values: { savings: money, dearer: money, savedPct: pct }, result: 'savedPct' }),
  savedPctNone: compare(none),
  breakEven: compare({
    kind: 'statement',
    values: { hoursPerDay: num, ownAt: money, rentAt: money, belowHours: num, ownBelow: money, rentBelow: money },
    result: 'hoursPerDay',
  }),
  breakEvenAlways: compare({ kind: 'statement', values: { ownAt: money, rentAt: money } }),
  breakEvenNever: compare({ kind: 'statement', values: { ownAt: money, rentAt: money } }),
  payback: compare({
    kind: 'statement',
    values: { month: count, ownCash: money, rent: money },
    parts: { previous: { previousMonth: count, previousOwnCash: money, previousRent: money } },
    result: 'month',
  }),
  paybackNever: compare({
    kind: 'statement',
    values: { horizonMonths: count, ownCash: money, rent: money },
  }),
  discountFactors: compare({
    kind: 'statement',
    values: { ratePct: pct, monthFactor: fine, horizonMonths: count, annuityFactor: fine, endFactor: fine },
  }),
  presentValueOwn: compare({
    kind: 'formula',
    values: {
      capital: money,
      running: money,
      annuityFactor: fine,
      bookValue: money,
      endFactor: fine,
      presentValue: money,
    },
    parts: { replacements: { replacementsPresentValue: money } },
    result: 'presentValue',
  }),
  presentValueRent: compare({
    kind: 'formula',
    values: { running: money, annuityFactor: fine, presentValue: money },
    result: 'presentValue',
  }),
  /**
   * Rent's present value when compute prices fall or a reservation runs past the horizon: compute at
   * Σ factor(m) × v^m, the months past the horizon at v^H, storage at the plain annuity.
   */
  presentValueRentWeighted: compare({
    kind: 'formula',
    values: { compute: money, computeAnnuity: fine, storage: money, annuityFactor: fine, presentValue: money },
    parts: { past: { compute: money, pastMonths: fine, endFactor: fine, horizonMonths: count } },
    result: 'presentValue',
  }),
} as const satisfies Record<string, Spec>;

type Steps = typeof STEPS;
export type StepId = keyof Steps;

type Figure<U> = U extends 'side' ? 'own' | 'rent' | 'equal' : number;
type FiguresOf<V> = { readonly [K in keyof V]: Figure<V[K]> };

type StepValues<Id extends StepId> = FiguresOf<Steps[Id]['values']>;
type PartsOf<Id extends StepId> = Steps[Id] extends { readonly parts: infer P } ? P : Record<never, never>;
export type PartId<Id extends StepId> = keyof PartsOf<Id> & string;

/** One piece of a step: its figures, and the amount it adds (a sum's term; 0 for a piece of wording). */
export type StepPart<Id extends StepId> = {
  [P in PartId<Id>]: { readonly id: P; readonly values: FiguresOf<PartsOf<Id>[P]>; readonly amount: number };
}[PartId<Id>];

export type StepRecord<Id extends StepId = StepId> = {
  [I in Id]: { readonly id: I; readonly values: StepValues<I>; readonly parts: readonly StepPart<I>[] };
}[Id];

/**
 * What the evaluation over the horizon works out beyond its result: the figures the steps of the
 * totals are told with (src/engine/explain/totals.ts).
 */
export interface HorizonFigures {
  /** what one replacement costs: new hardware less the old sold at salvage */
  readonly replacementCash: number;
  /** the replacements' cost over the horizon */
  readonly replacementTotal: number;
  /** the depreciation of the newest purchase, which its book value is left after */
  readonly newestDepreciation: number;
  /** the yearly charges of one purchase's life */
  readonly charges: readonly number[];
  /** months of compute paid, each at its share of today's price; and those past the horizon */
  readonly monthsPaid: number;
  readonly pastMonths: number;
  /** whether compute is paid at today's price every month; whether a reservation's term commits it */
  readonly steadyPrices: boolean;
  readonly committed: boolean;
  /** the monthly discount factor v, Σ v^m, v^H, Σ (the month's price factor × v^m) */
  readonly monthFactor: number;
  readonly annuityFactor: number;
  readonly endFactor: number;
  readonly computeAnnuity: number;
  readonly replacementsPresentValue: number;
}

/** Where the engine writes the steps it takes; absent (the usual case), nothing is recorded. */
export interface Recorder {
  <Id extends StepId>(id: Id, values: StepValues<Id>, parts?: readonly StepPart<Id>[]): void;
  readonly horizon?: (figures: HorizonFigures) => void;
}
