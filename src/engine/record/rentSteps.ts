// The steps of renting and of the comparison (the Spec and units are in spec.ts).
import { compare, count, fine, money, none, num, pct, price, rent, type Spec, text } from './spec.ts';

const costPerHour = { total: money, busyGpuHours: num, costPerHour: money } as const;

export const RENT_STEPS = {
  /** a flat plan rents the cards the work needs at the rented card's speed */
  rentedCardsSpeed: rent({
    kind: 'formula',
    values: { gpus: count, speedRatio: fine, neededCards: count },
    result: 'neededCards',
  }),
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
  /** a reservation's months past the horizon, credited at the share they could be sold for */
  reservationCredit: rent({
    kind: 'formula',
    values: { pastHorizon: money, reservationResalePct: pct, credit: money },
    result: 'credit',
  }),
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
  /** a yearly change either way: month m at (1 + change)^((m − 1) ÷ 12) of today's, added up */
  rentPricePath: rent({
    kind: 'statement',
    values: { changePctPerYear: num, lastMonth: count, endFactor: fine, weightedMonths: fine },
    result: 'weightedMonths',
  }),
  /** points by month: straight between them from 100 % today, flat after the last */
  rentPricePoints: rent({
    kind: 'statement',
    values: { lastMonth: count, endFactor: fine, weightedMonths: fine },
    parts: { point: { month: count, pct: num } },
    listed: true,
    result: 'weightedMonths',
  }),
  /** either path under a term: each term at the factor of its first month */
  rentPricePathTerm: rent({
    kind: 'statement',
    values: { termMonths: count, weightedMonths: fine },
    parts: { termFactors: { factor: fine } },
    result: 'weightedMonths',
  }),
  /** the index the path was read from */
  rentPriceIndex: rent({ kind: 'statement', values: { name: text, level: num, asOf: text } }),
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
  /** engineer time renting needs, over the horizon */
  rentStaffTotal: rent({
    kind: 'formula',
    values: { horizonMonths: count, staff: money, total: money },
    result: 'total',
  }),
  rentTotal: rent({
    kind: 'formula',
    values: { compute: money, storage: money, total: money },
    parts: { staff: { staff: money } },
    result: 'total',
  }),
  /** a reservation's months paid past the horizon, credited at the share they could be sold for */
  rentRemaining: rent({
    kind: 'formula',
    values: { pastMonths: fine, compute: money, remainingValue: money },
    result: 'remainingValue',
  }),
  /** the same at the share of their cost the reservation could be sold for */
  rentRemainingResold: rent({
    kind: 'formula',
    values: { pastMonths: fine, compute: money, pastHorizon: money, reservationResalePct: pct, remainingValue: money },
    result: 'remainingValue',
  }),
  /** the total paid less what is left over: the months used, which the amortized comparison counts */
  rentAmortizedTotal: rent({
    kind: 'formula',
    values: { cashTotal: money, remainingValue: money, total: money },
    result: 'total',
  }),
  /** the total paid less what the months past the horizon would sell for */
  rentAmortizedTotalResold: rent({
    kind: 'formula',
    values: { cashTotal: money, remainingValue: money, total: money },
    result: 'total',
  }),
  rentPerYear: rent({
    kind: 'formula',
    values: { total: money, years: num, horizonMonths: count, perYear: money },
    result: 'perYear',
  }),
} as const satisfies Record<string, Spec>;

export const COMPARISON_STEPS = {
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
  /** `presentValues`: what is compared are the present values of the finance section */
  savings: compare({
    kind: 'formula',
    values: { own: money, rent: money, savings: money, cheaper: 'side' },
    parts: { presentValues: {} },
    result: 'savings',
  }),
  savingsCash: compare({
    kind: 'formula',
    values: { own: money, rent: money, savings: money, cheaper: 'side' },
    parts: { presentValues: {} },
    wording: { presentValues: 'savings.presentValues' },
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
  /** a workload that grows or runs in busy months (format version 9): its months, and when owning wins */
  demandByMonth: rent({
    kind: 'statement',
    values: { gpus: count, pctPerMonth: pct, peakGpus: count, busyMonths: count, horizonMonths: count, compute: money },
    result: 'compute',
  }),
  turnMonth: compare({
    kind: 'statement',
    values: { month: count, ownAmortized: money, rent: money },
    result: 'month',
  }),
  turnNever: compare({
    kind: 'statement',
    values: { horizonMonths: count, ownAmortized: money, rent: money },
  }),
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
} as const satisfies Record<string, Spec>;
