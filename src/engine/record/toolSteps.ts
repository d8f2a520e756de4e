// The steps of the analysis tools: each tool's method in a sentence, with the scenario's figures where
// a figure makes it concrete. src/engine/tools/explain.ts records them from the tools' answers, and
// the page loads it only for a scenario with a tool on.
import { count, fine, inSlot, money, num, pct, price, type Spec, tool, type Unit } from './spec.ts';

const range = <U extends 'num' | 'price' | 'money' | 'pct'>(unit: U) =>
  ({ low: unit, likely: unit, high: unit }) as const;
const uncertaintyValues = { samples: num, seed: count } as const;

/** A sensitivity row: the values tried, the moves made down and up (as % of the value), and the rank. */
const moved = <U extends Unit>(unit: U) =>
  ({ base: unit, low: unit, high: unit, down: pct, up: pct, perPct: money }) as const;
/** Each input the sensitivity moves, by the last part of its path, with the unit of its values. */
const SENSITIVITY_PARTS = {
  gpus: moved(count),
  hoursPerDay: moved(num),
  daysPerYear: moved(num),
  serverPrice: moved(money),
  pricePerKWh: moved(price),
  staffPerYear: moved(money),
  staffPerServerPerYear: moved(money),
  years: moved(count),
  pricePerGpuHour: moved(price),
  reservedDiscountPct: moved(pct),
  spotDiscountPct: moved(pct),
  spotOverheadPct: moved(pct),
  monthlyPricePerGpu: moved(money),
  weeklyPricePerGpu: moved(money),
  horizonMonths: moved(count),
  pue: moved(fine),
  salvagePct: moved(pct),
  speedRatio: moved(fine),
  hardwareVatPct: moved(pct),
  cloudVatPct: moved(pct),
  discountRatePct: moved(pct),
  doublingMonths: moved(num),
  leadTimeMonths: moved(num),
  availabilityPct: moved(pct),
  saleHaircutPct: moved(pct),
  colocationPerKWMonth: moved(money),
  supportPerServerPerYear: moved(money),
  reservationResalePct: moved(pct),
} as const;
export type SensitivityPartId = keyof typeof SENSITIVITY_PARTS;

export const TOOL_STEPS = {
  toolAdvisor: tool({
    kind: 'statement',
    values: { plan: 'plan', total: money },
    parts: {
      peak: {},
      mix: { cards: count },
      threshold: { util: pct, discount: pct, threshold: pct },
      /** a term paid past the horizon raises the threshold: M months paid for the horizon's */
      thresholdTerm: { util: pct, discount: pct, threshold: pct, paid: count, months: count },
      /** a speed ratio other than 1: the cards a flat plan rents for the base's work, and their share billed */
      speed: { speedRatio: fine, flatCards: count, onDemandCards: count, util: pct },
      spot: {},
    },
    slots: { thresholdTerm: 'threshold' },
  }),
  toolHybrid: tool({
    kind: 'statement',
    values: {
      peak: count,
      perServer: count,
      owned: count,
      total: money,
      allRented: money,
      /** the cheapest way to rent everything: the advisor's recommended plan for the whole demand */
      allPlan: 'plan',
      savings: money,
      pct,
    },
    parts: {
      /** the plan that rents what the owned cards leave (none when they leave nothing) */
      rest: { plan: 'plan' },
      /** the same when it is the mix, with its reserved cards */
      restMix: { plan: 'plan', cards: count },
      /** renting everything on the mix: its reserved cards */
      allMix: { cards: count },
    },
    slots: { restMix: 'rest' },
    result: 'owned',
  }),
  /** renting everything is the cheapest: its total once, not "against" itself */
  toolHybridRentAll: tool({
    kind: 'statement',
    values: { peak: count, perServer: count, total: money, plan: 'plan' },
    parts: { mix: { cards: count } },
  }),
  toolScaling: tool({
    kind: 'statement',
    values: { hours: num, max: count, efficiency: pct, speedup: fine, increment: fine, price },
    parts: {
      /** card counts with a measured speedup */
      measured: { counts: 'counts' },
      /** beyond one node: the throughput latency leaves */
      latency: { perNode: count, latency: num, penalty: pct, kept: pct },
    },
    result: 'speedup',
  }),
  toolUtilization: tool({
    kind: 'statement',
    values: {
      busy: num,
      paid: num,
      cards: count,
      months: count,
      now: pct,
      target: pct,
      atTarget: money,
      needed: count,
    },
    parts: { today: { today: money } },
    result: 'atTarget',
  }),
  toolStorageIO: tool({
    kind: 'statement',
    values: {
      epoch: fine,
      io: pct,
      compute: fine,
      ioCache: pct,
      cached: fine,
      epochs: num,
      sessions: num,
      perSession: num,
      session: fine,
      shorter: fine,
      increment: fine,
      billed: fine,
      billedCached: fine,
      cards: count,
      hours: num,
      price,
      saved: money,
      cache: money,
      net: money,
    },
    parts: {
      /** the plan's minimum session */
      minimum: { minimum: fine },
      /** the epochs take longer than the sessions: the shortened session stops at 0 */
      floor: {},
      /** on a plan paid by the period, an hour less saves nothing */
      flat: {},
    },
    result: 'net',
  }),
  toolObsolescence: tool({
    kind: 'statement',
    values: { months: num, fall: pct },
    parts: {
      rentFalls: {},
      rentSteady: {},
      resaleFalls: { salvage: pct },
      resaleSteady: { salvage: pct },
      /** a resale estimate: the fall is already in it */
      resaleEstimate: { salvage: pct },
      /** the payback with rent prices and resale values falling at the doubling, which the warning uses */
      paybackWithin: { month: count },
      paybackAfter: { month: count },
      paybackNever: {},
      /** the scenario's own payback when it differs: at today's prices */
      todayMonth: { today: count },
      todayNever: {},
    },
    slots: {
      rentFalls: 'rent',
      rentSteady: 'rent',
      resaleFalls: 'resale',
      resaleSteady: 'resale',
      resaleEstimate: 'resale',
      paybackWithin: 'payback',
      paybackAfter: 'payback',
      paybackNever: 'payback',
      todayMonth: 'today',
      todayNever: 'today',
    },
  }),
  toolSensitivity: tool({
    kind: 'statement',
    /** inputs: those with a value other than 0, each of which gets a bar */
    values: { inputs: count, pct },
    /** each bar in the order of the chart: the values tried, the moves made, the swing per 1 % moved */
    parts: SENSITIVITY_PARTS,
    slots: inSlot(SENSITIVITY_PARTS, 'rows'),
    listed: true,
  }),
  toolUncertainty: tool({
    kind: 'statement',
    values: uncertaintyValues,
    parts: {
      /** how low and high are read: alternatives in one placeholder */
      percentiles: {},
      limits: {},
      hoursPerDay: range(num),
      pricePerGpuHour: range(price),
      pricePerKWh: range(price),
      serverPrice: range(money),
      daysPerYear: range(num),
      salvagePct: range(pct),
      planDiscountPct: range(pct),
      discountRatePct: range(pct),
      leadTimeMonths: range(num),
      availabilityPct: range(pct),
      priceChangePctPerYear: range(num),
      /** both prices ranged: the copula's correlation */
      correlation: { rho: num },
      /** a kWh range under a time-of-use tariff scales its prices */
      tariff: {},
      /** a discount range under a plan with no discount */
      noDiscount: {},
    },
    slots: {
      percentiles: 'reading',
      limits: 'reading',
      hoursPerDay: 'ranges',
      pricePerGpuHour: 'ranges',
      pricePerKWh: 'ranges',
      serverPrice: 'ranges',
      daysPerYear: 'ranges',
      salvagePct: 'ranges',
      planDiscountPct: 'ranges',
      discountRatePct: 'ranges',
      leadTimeMonths: 'ranges',
      availabilityPct: 'ranges',
      priceChangePctPerYear: 'ranges',
    },
    listed: true,
  }),
  /** no range given: the samples would all be the scenario itself */
  toolUncertaintyNone: tool({ kind: 'statement', values: uncertaintyValues }),
} as const satisfies Record<string, Spec>;
