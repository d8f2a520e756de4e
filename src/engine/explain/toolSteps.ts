// The steps of the analysis tools: each tool's method in a sentence, with the scenario's figures where
// a figure makes it concrete. src/engine/tools/explain.ts records them from the tools' answers, and
// the page loads it only for a scenario with a tool on.
import { count, fine, money, num, pct, price, type Spec, tool } from './spec.ts';

const range = <U extends 'num' | 'price' | 'money'>(unit: U) => ({ low: unit, likely: unit, high: unit }) as const;
const uncertaintyValues = { samples: num, seed: count } as const;

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
      savings: money,
      pct,
    },
    result: 'owned',
  }),
  /** renting everything is the cheapest: its total once, not "against" itself */
  toolHybridRentAll: tool({ kind: 'statement', values: { peak: count, perServer: count, total: money } }),
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
      cards: count,
      epochs: num,
      hours: num,
      price,
      saved: money,
      cache: money,
      net: money,
    },
    /** on a plan paid by the period, an hour less saves nothing */
    parts: { flat: {} },
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
    /** the price per card-hour, moved, as an example */
    parts: { example: { base: price, low: price, high: price } },
  }),
  toolUncertainty: tool({
    kind: 'statement',
    values: uncertaintyValues,
    parts: {
      hoursPerDay: range(num),
      pricePerGpuHour: range(price),
      pricePerKWh: range(price),
      serverPrice: range(money),
    },
    slots: {
      hoursPerDay: 'ranges',
      pricePerGpuHour: 'ranges',
      pricePerKWh: 'ranges',
      serverPrice: 'ranges',
    },
    listed: true,
  }),
  /** no range given: the samples would all be the scenario itself */
  toolUncertaintyNone: tool({ kind: 'statement', values: uncertaintyValues }),
} as const satisfies Record<string, Spec>;
