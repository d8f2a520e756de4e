// Scenario format, version 1: the contract in docs/cost-model.md. Ranges beyond the spec's own
// (upper bounds on money, watts and sizes) keep every result finite; docs/cost-model.md lists them.
import * as z from 'zod/mini';
import { flag, group, num, oneOf, pattern, text } from './rules.ts';

export const SCENARIO_VERSION = 1;

const MONEY_MAX = 1e12;
const MINUTES_PER_YEAR = 525_600;

export const PLANS = ['on-demand', 'reserved', 'monthly', 'weekly', 'spot'] as const;
export const DEPRECIATION_METHODS = ['straight-line', 'declining-balance', 'sum-of-years'] as const;

const money = (unit: string) => num(0, MONEY_MAX, unit);
const pct = () => num(0, 100, '%');

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const sourceSchema = group({
  source: text(300),
  asOf: pattern(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD', isRealDate),
});

/** Storage when a scenario has none: every amount and price 0. */
export const NO_STORAGE = {
  hotGB: 0,
  hotPricePerGBMonth: 0,
  coldGB: 0,
  coldPricePerGBMonth: 0,
  egressGBPerMonth: 0,
  egressPricePerGB: 0,
} as const;

const storageSchema = group({
  hotGB: z._default(num(0, 1e9, 'GB'), 0),
  hotPricePerGBMonth: z._default(money('per GB-month'), 0),
  coldGB: z._default(num(0, 1e9, 'GB'), 0),
  coldPricePerGBMonth: z._default(money('per GB-month'), 0),
  egressGBPerMonth: z._default(num(0, 1e9, 'GB per month'), 0),
  egressPricePerGB: z._default(money('per GB'), 0),
});

export const scenarioSchema = group({
  version: num(1, SCENARIO_VERSION, '', { integer: true }),
  name: z._default(text(80), ''),
  currency: pattern(/^[A-Z]{3}$/, 'a three-letter ISO 4217 currency code such as "CNY"'),
  horizonMonths: num(1, 120, 'months', { integer: true }),
  discountRatePct: z._default(num(0, 50, '% a year'), 0),
  sources: z._default(z.record(z.string(), sourceSchema), {}),
  workload: group({
    gpus: num(1, 100_000, 'cards', { integer: true }),
    hoursPerDay: num(0, 24, 'hours'),
    daysPerYear: num(0, 365, 'days'),
    sessionsPerDay: z._default(num(1, 1440, 'sessions', { integer: true }), 1),
  }),
  own: group({
    serverPrice: money('per server'),
    gpusPerServer: num(1, 64, 'cards', { integer: true }),
    setupCost: z._default(money('one-time'), 0),
    refreshAtEndOfLife: z._default(flag(), false),
    depreciation: group({
      method: oneOf(DEPRECIATION_METHODS),
      years: num(1, 10, 'years', { integer: true }),
      salvagePct: pct(),
    }),
    power: group({
      gpuWatts: num(0, 5000, 'W'),
      idleGpuWatts: num(0, 5000, 'W'),
      serverBaseWatts: num(0, 100_000, 'W'),
      pue: num(1, 3, ''),
      pricePerKWh: num(0, 100, 'per kWh'),
      alwaysOn: flag(),
    }),
    ops: group({
      staffPerYear: money('per year'),
      maintenancePctPerYear: num(0, 100, '% of capital a year'),
      colocationPerMonth: money('per month'),
      bandwidthPerMonth: money('per month'),
      otherPerYear: money('per year'),
    }),
  }),
  rent: group({
    plan: oneOf(PLANS),
    pricePerGpuHour: num(0, 1e6, 'per card-hour'),
    // the contract says "> 0"; a millisecond (0.001 minutes is 60 ms) is finer than any provider bills
    billingIncrementMinutes: num(0.001, MINUTES_PER_YEAR, 'minutes'),
    minimumMinutes: z._default(num(0, MINUTES_PER_YEAR, 'minutes'), 0),
    reservedDiscountPct: z._default(pct(), 40),
    monthlyPricePerGpu: z._default(z.nullable(money('per card-month')), null),
    weeklyPricePerGpu: z._default(z.nullable(money('per card-week')), null),
    spotDiscountPct: z._default(pct(), 60),
    spotOverheadPct: z._default(pct(), 10),
    storage: z._default(storageSchema, () => ({ ...NO_STORAGE })),
  }),
});

/** A complete, valid scenario: every optional field filled with its default. */
export type Scenario = z.output<typeof scenarioSchema>;
/** A scenario as written in a file: optional fields may be left out. */
export type ScenarioInput = z.input<typeof scenarioSchema>;
export type Plan = (typeof PLANS)[number];
export type DepreciationMethod = (typeof DEPRECIATION_METHODS)[number];
export type Source = z.output<typeof sourceSchema>;
