// The scenario format's schema (its version and constants in constants.ts): every field is listed in
// docs/scenario-reference.md (npm run docs writes it from this schema), the method in docs/method/. Ranges beyond the spec's own (upper bounds on
// money, watts and sizes) keep every result finite; the reference lists them. Every field version 2
// adds is optional and its default (or its absence) changes nothing for a version 1 scenario.
import * as z from 'zod/mini';
import {
  BEFORE_TAX,
  BUYER_KINDS,
  DEFAULT_DOUBLING_MONTHS,
  DEPRECIATION_METHODS,
  FAILURE_COVERS,
  FINANCING_KINDS,
  FLAT_PRICE_PATH,
  MARKETS,
  NO_CLUSTER,
  NO_GROWTH,
  NO_STORAGE,
  NO_TAX,
  OWN_BUYS,
  PLANS,
  SALVAGE_KINDS,
  SCENARIO_VERSION,
  TAX_SCHEDULES,
} from './constants.ts';
import { CONVERTED_KEY, RECORDED_RATE } from './conversionRules.ts';
import type { JobSpec, JobSpecInput } from './jobSpec.ts';
import { RESERVED_DISCOUNT, SALE_HAIRCUT_PCT } from './market.ts';
import { currencyCode, flag, group, num, oneOf, pattern, text } from './rules.ts';
import { DEFAULT_TARGETS, DEFAULT_WEIGHTS } from './screeningDefaults.ts';
import { uncertaintySchema } from './uncertaintySchema.ts';

const MONEY_MAX = 1e12;
const MINUTES_PER_YEAR = 525_600;

/** calendar months, each once: 1–12 separated by commas */
const BUSY_MONTHS = /^(?:[1-9]|1[0-2])(?:,(?:[1-9]|1[0-2]))*$/;

const money = (unit: string) => num(0, MONEY_MAX, unit);
const pct = () => num(0, 100, '%');

export const sourceSchema = group({
  source: text(300),
  asOf: pattern(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD', { realDate: true }),
});

const isoDate = () => pattern(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD', { realDate: true });

/**
 * How rental prices move over the horizon (format version 8): a yearly change, or points by month
 * (each a share of today's price), read from an index when one is named. docs/method/renting.md.
 */
const pricePathSchema = group({
  /** the yearly change, compounded by the month: −10 falls a tenth a year, +10 rises a tenth */
  changePctPerYear: z._default(num(-90, 500, '% a year'), 0),
  /** the price at a month after today as a % of today's, by month; straight between, flat after the last */
  points: z._default(
    z.record(z.string().check(z.regex(/^([1-9]\d?|[1-5]\d\d|600)$/)), num(1, 1000, "% of today's price")),
    {},
  ),
  /** the index the path was read from, its level and the day it was read */
  index: z._default(z.nullable(group({ name: text(60), level: num(0, 1e9, ''), asOf: isoDate() })), null),
});

/** The catalog snapshot and entry a scenario's catalog figures came from (format version 8). */
const catalogPinSchema = group({
  snapshot: pattern(/^\d{4}-\d{2}-\d{2}-[0-9a-f]{8}$/, 'a snapshot id such as "2026-12-01-0a1b2c3d"'),
  entry: text(80),
  market: oneOf(MARKETS),
});

const storageSchema = group({
  hotGB: z._default(num(0, 1e9, 'GB'), 0),
  hotPricePerGBMonth: z._default(money('per GB-month'), 0),
  coldGB: z._default(num(0, 1e9, 'GB'), 0),
  coldPricePerGBMonth: z._default(money('per GB-month'), 0),
  egressGBPerMonth: z._default(num(0, 1e9, 'GB per month'), 0),
  egressPricePerGB: z._default(money('per GB'), 0),
});

/** Electricity priced by time of day: replaces own.power.pricePerKWh when given. */
const timeOfUseSchema = group({
  peakPricePerKWh: num(0, 100, 'per kWh'),
  offPeakPricePerKWh: num(0, 100, 'per kWh'),
  peakHoursPerDay: z._default(num(0, 24, 'hours'), 8),
  busyAtPeakPct: pct(),
});

const taxSchema = group({
  hardwareVatPct: z._default(num(0, 100, '%'), 0),
  hardwareVatRecoverable: z._default(flag(), false),
  cloudVatPct: z._default(num(0, 100, '%'), 0),
  cloudVatRecoverable: z._default(flag(), false),
});

/** How the owned hardware is paid for (format version 6): docs/method/finance.md. */
const financingSchema = group({
  kind: z._default(oneOf(FINANCING_KINDS), 'cash'),
  /** a loan's share paid at the start */
  downPaymentPct: z._default(pct(), BEFORE_TAX.financing.downPaymentPct),
  /** the loan's or lease's yearly rate as the lender quotes it (APR: a month's interest is a twelfth) */
  ratePct: z._default(num(0, 50, '% a year'), BEFORE_TAX.financing.ratePct),
  months: z._default(num(1, 120, 'months', { integer: true }), BEFORE_TAX.financing.months),
  /** percentage points of the loan's rate a subsidy pays, for its first subsidyMonths */
  subsidyPct: z._default(num(0, 50, 'percentage points a year'), 0),
  subsidyMonths: z._default(num(0, 120, 'months', { integer: true }), 0),
  /** a lease's price to keep the hardware at its end, as a share of the price */
  buyoutPct: z._default(pct(), BEFORE_TAX.financing.buyoutPct),
});

/** Who buys, the income tax both sides are compared after, and the financing (format version 6). */
const financeSchema = group({
  buyer: z._default(oneOf(BUYER_KINDS), 'before-tax'),
  incomeTaxPct: z._default(num(0, 60, '% of taxable income'), 0),
  stateTaxPct: z._default(num(0, 30, '% of taxable income'), 0),
  taxSchedule: z._default(oneOf(TAX_SCHEDULES), 'straight-line'),
  taxLifeYears: z._default(num(1, 10, 'years', { integer: true }), 3),
  /** false: bought without a (special) invoice, so neither value-added tax back nor a deduction */
  invoiced: z._default(flag(), true),
  /** the year of the first purchase: which purchases a time-limited tax rule covers */
  firstYear: z._default(num(2000, 2100, 'year', { integer: true }), BEFORE_TAX.firstYear),
  financing: z._default(financingSchema, () => ({ ...BEFORE_TAX.financing })),
});

/** The cluster around the cards (format version 7): capital priced only when more than one server is owned. */
const clusterSchema = group({
  /** network fabric a server: its share of the switches, the cables and optics, the network cards */
  networkPerServer: z._default(money('per server'), 0),
  /** racks, power distribution and installation a server */
  rackPerServer: z._default(money('per server'), 0),
  /** shared storage for the cluster, once */
  storage: z._default(money('one-time'), 0),
  /** years the cluster's parts are written off over, and replaced after */
  lifeYears: z._default(num(1, 15, 'years', { integer: true }), NO_CLUSTER.lifeYears),
});

const toolSchemas = {
  /** Plan advisor: every priced plan for the workload, and reserved cards under on-demand. */
  advisor: group({ mix: z._default(flag(), true) }),
  /** Hybrid: own some cards, rent the rest; workload.gpus is the base, peakGpus the total at peak. */
  hybrid: group({
    peakGpus: num(1, 100_000, 'cards', { integer: true }),
    peakDaysPerYear: num(0, 365, 'days'),
    peakHoursPerDay: num(0, 24, 'hours'),
  }),
  /** One job of jobGpuHours on one rented card, run on 1, 2, 4, … maxGpus cards. */
  scaling: group({
    jobGpuHours: num(0, 1e7, 'hours on one card'),
    maxGpus: z._default(num(1, 4096, 'cards', { integer: true }), 64),
    efficiencyPct: z._default(num(1, 100, '% of linear speedup'), 90),
    speedups: z._default(z.record(z.string().check(z.regex(/^[1-9]\d{0,3}$/)), num(0.001, 100_000, '× one card')), {}),
    gpusPerNode: z._default(num(1, 64, 'cards', { integer: true }), 8),
    interNodeLatencyMs: z._default(num(0, 1000, 'ms'), 0),
    latencyPenaltyPctPerMs: z._default(num(0, 100, '% of throughput per ms'), 6),
  }),
  /** Busy hours against paid-for hours of the owned cards, and the cost at a better utilization. */
  utilization: group({ targetPct: z._default(num(1, 100, '% of paid-for hours'), 78) }),
  /** Price-performance doubling every doublingMonths. */
  obsolescence: group({
    doublingMonths: z._default(num(1, 120, 'months'), DEFAULT_DOUBLING_MONTHS),
    rentPricesFall: z._default(flag(), false),
    resaleFalls: z._default(flag(), false),
  }),
  /** A hot-storage cache that shortens each epoch by removing I/O wait. */
  storageIO: group({
    epochMinutes: num(0, 1e6, 'minutes'),
    ioWaitPct: num(0, 99, '% of the epoch'),
    ioWaitWithCachePct: z._default(num(0, 99, '% of the epoch'), 0),
    epochsPerMonth: num(0, 1e6, 'epochs a month'),
    cacheGB: z._default(num(0, 1e9, 'GB'), 0),
    cachePricePerGBMonth: z._default(money('per GB-month'), 0),
  }),
  /** Tornado: the savings with each input moved down and up by movePct % of its value. */
  sensitivity: group({ movePct: z._default(num(1, 90, '%'), 20) }),
  uncertainty: uncertaintySchema,
};

/** What one provider advertises and what the user measured of it (format version 3). */
const providerSchema = group({
  name: text(60),
  gpuModel: z._default(text(80), ''),
  /** advertised memory of one card; null when not given */
  gpuMemoryGB: z._default(z.nullable(num(1, 4096, 'GB')), null),
  /** cards in one instance, as advertised */
  gpusPerInstance: z._default(num(1, 64, 'cards', { integer: true }), 1),
  pricePerGpuHour: num(0, 1e6, 'per card-hour'),
  billingIncrementMinutes: z._default(num(0.001, MINUTES_PER_YEAR, 'minutes'), 60),
  minimumMinutes: z._default(num(0, MINUTES_PER_YEAR, 'minutes'), 0),
  reservedDiscountPct: z._default(z.nullable(pct()), null),
  monthlyPricePerGpu: z._default(z.nullable(money('per card-month')), null),
  weeklyPricePerGpu: z._default(z.nullable(money('per card-week')), null),
  spotDiscountPct: z._default(z.nullable(pct()), null),
  hotStoragePricePerGBMonth: z._default(z.nullable(money('per GB-month')), null),
  source: z._default(z.nullable(sourceSchema), null),
  /** what nvidia-smi reported on the provider's machine, summed up */
  gpuEvidence: z._default(
    z.nullable(
      group({
        name: text(120),
        count: num(0, 4096, 'cards', { integer: true }),
        memoryTotalMiB: z._default(z.nullable(num(0, 1e8, 'MiB')), null),
        migEnabled: z._default(flag(), false),
        virtualizationMode: z._default(text(40), ''),
        driverVersion: z._default(text(40), ''),
        cudaVersion: z._default(text(40), ''),
      }),
    ),
    null,
  ),
  /** iperf3 between two of the provider's nodes, and the latency measured between them */
  bandwidthGbps: z._default(z.nullable(num(0, 10_000, 'Gbps')), null),
  retransmits: z._default(z.nullable(num(0, 1e12, 'retransmits', { integer: true })), null),
  latencyMs: z._default(z.nullable(num(0, 10_000, 'ms')), null),
  offsiteBackup: z._default(flag(), false),
  snapshots: z._default(flag(), false),
  rtoHours: z._default(z.nullable(num(0, 10_000, 'hours')), null),
  rpoHours: z._default(z.nullable(num(0, 10_000, 'hours')), null),
  /** minutes the provider took to answer a test ticket; null when not tested */
  supportMinutes: z._default(z.nullable(num(0, 1e6, 'minutes')), null),
});

const weight = () => z._default(num(0, 10, ''), 1);

const providersSchema = group({
  weights: z._default(
    group({ hardware: weight(), network: weight(), recovery: weight(), billing: weight(), support: weight() }),
    () => ({ ...DEFAULT_WEIGHTS }),
  ),
  targets: z._default(
    group({
      bandwidthGbps: z._default(num(0.001, 10_000, 'Gbps'), 10),
      latencyPenaltyPctPerMs: z._default(num(0, 100, '% of throughput per ms'), 6),
      rtoHours: z._default(num(0, 10_000, 'hours'), 4),
      rpoHours: z._default(num(0, 10_000, 'hours'), 1),
      supportMinutes: z._default(num(0.001, 1e6, 'minutes'), 15),
      driverVersion: z._default(pattern(/^$|^\d+(\.\d+)*$/, 'a version such as "550.54" or empty'), ''),
      cudaVersion: z._default(pattern(/^$|^\d+(\.\d+)*$/, 'a version such as "12.4" or empty'), ''),
      /** the price per busy card-hour the billing check holds each provider against; null: owning's */
      costPerBusyGpuHour: z._default(z.nullable(num(0, 1e6, 'per busy card-hour')), null),
    }),
    () => ({ ...DEFAULT_TARGETS }),
  ),
  /** the provider whose prices the rent side uses; '' for none */
  chosen: z._default(text(24), ''),
  list: z._default(z.record(z.string().check(z.regex(/^[a-z0-9-]{1,24}$/)), providerSchema), {}),
});

/**
 * The figures as they were typed, in the currency they were typed in, before the scenario was
 * converted out of it (format version 4): converting back to that currency gives each one still as the
 * conversion left it exactly as typed, in a link or a saved scenario as on the page.
 */
const convertedFromSchema = group({
  currency: pattern(/^[A-Z]{3}$/, 'a three-letter ISO 4217 currency code such as "CNY"'),
  rate: num(RECORDED_RATE.min, RECORDED_RATE.max, ''),
  figures: z.record(z.string().check(z.regex(CONVERTED_KEY)), num(0, MONEY_MAX, '')),
  notes: z._default(z.record(z.string().check(z.regex(CONVERTED_KEY)), text(500)), {}),
});

export type ToolId = keyof typeof toolSchemas;
export const TOOL_IDS = Object.keys(toolSchemas) as ToolId[];

export const scenarioSchema = group({
  version: num(1, SCENARIO_VERSION, '', { integer: true }),
  name: z._default(text(80), ''),
  currency: currencyCode(),
  horizonMonths: num(1, 120, 'months', { integer: true }),
  discountRatePct: z._default(num(0, 50, '% a year'), 0),
  sources: z._default(z.record(z.string(), sourceSchema), {}),
  /** the market the prices are read from; null: the currency's (marketOf) */
  market: z._default(z.nullable(oneOf(MARKETS)), null),
  /** the catalog snapshot and entry the catalog's figures came from; null when none were filled */
  catalog: z._default(z.nullable(catalogPinSchema), null),
  /** the day a figure's freshness is counted from; null: today */
  evaluatedOn: z._default(z.nullable(isoDate()), null),
  workload: group({
    gpus: num(1, 100_000, 'cards', { integer: true }),
    hoursPerDay: num(0, 24, 'hours'),
    daysPerYear: num(0, 365, 'days'),
    sessionsPerDay: z._default(num(1, 1440, 'sessions', { integer: true }), 1),
    toleratesInterruption: z._default(flag(), false),
    /** how the cards at once grow, month by month from the first (format version 9) */
    growth: z._default(
      group({
        /** compounded by the month: 10 is 1.1× the cards each month */
        pctPerMonth: z._default(num(0, 100, '% a month'), 0),
        /** the most cards the growth reaches; null: no cap but the format's 100,000 */
        maxGpus: z._default(z.nullable(num(1, 100_000, 'cards', { integer: true })), null),
        ownBuys: z._default(oneOf(OWN_BUYS), 'up-front'),
      }),
      () => ({ ...NO_GROWTH }),
    ),
    /** the calendar months the work runs in, "3,4,5,6"; null: every month (format version 9) */
    busyMonths: z._default(z.nullable(pattern(BUSY_MONTHS, 'calendar months from 1 to 12, written "3,4,5"')), null),
    /** the calendar month the horizon's first month is (format version 9) */
    startMonth: z._default(num(1, 12, 'month of the year', { integer: true }), 1),
  }),
  own: group({
    serverPrice: money('per server'),
    gpusPerServer: num(1, 64, 'cards', { integer: true }),
    setupCost: z._default(money('one-time'), 0),
    refreshAtEndOfLife: z._default(flag(), false),
    /** months from the order to the servers' first work (delivery and burn-in), rented meanwhile */
    leadTimeMonths: z._default(num(0, 36, 'months'), 0),
    /** the share of busy hours the owned cards are up; null: derived from a fleet's failure rate (market.ts) */
    availabilityPct: z._default(z.nullable(num(50, 100, '% of busy hours')), null),
    failureCover: z._default(oneOf(FAILURE_COVERS), 'rent'),
    depreciation: group({
      method: oneOf(DEPRECIATION_METHODS),
      years: num(1, 10, 'years', { integer: true }),
      salvagePct: z._default(pct(), 0),
      salvageIs: z._default(oneOf(SALVAGE_KINDS), 'market-curve'),
      /** under 'market-curve': what a quick sale gives up against the curve */
      saleHaircutPct: z._default(pct(), SALE_HAIRCUT_PCT),
    }),
    power: group({
      gpuWatts: num(0, 5000, 'W'),
      idleGpuWatts: num(0, 5000, 'W'),
      serverBaseWatts: num(0, 100_000, 'W'),
      pue: num(1, 3, ''),
      pricePerKWh: num(0, 100, 'per kWh'),
      alwaysOn: flag(),
      timeOfUse: z._default(z.nullable(timeOfUseSchema), null),
    }),
    ops: group({
      staffPerYear: money('per year'),
      staffPerServerPerYear: z._default(money('per server a year'), 0),
      maintenancePctPerYear: num(0, 100, '% of capital a year'),
      colocationPerMonth: money('per month'),
      /** colocation priced by the kW provisioned: each server's full draw, used or not */
      colocationPerKWMonth: z._default(money('per kW-month'), 0),
      /** colocation sold by the cabinet, with its power cap */
      cabinetPerMonth: z._default(money('per cabinet-month'), 0),
      cabinetKW: z._default(num(0, 1000, 'kW'), 0),
      bandwidthPerMonth: money('per month'),
      /** a warranty or support contract */
      supportPerServerPerYear: z._default(money('per server a year'), 0),
      otherPerYear: money('per year'),
    }),
    cluster: z._default(clusterSchema, () => ({ ...NO_CLUSTER })),
  }),
  rent: group({
    plan: oneOf(PLANS),
    pricePerGpuHour: num(0, 1e6, 'per card-hour'),
    // the contract says "> 0"; a millisecond (0.001 minutes is 60 ms) is finer than any provider bills
    billingIncrementMinutes: num(0.001, MINUTES_PER_YEAR, 'minutes'),
    minimumMinutes: z._default(num(0, MINUTES_PER_YEAR, 'minutes'), 0),
    reservedDiscountPct: z._default(pct(), RESERVED_DISCOUNT.pct),
    /** the share of a reservation's months past the horizon it could be sold for, credited then */
    reservationResalePct: z._default(pct(), 0),
    /** engineer time renting needs a year: images, quotas, moving data */
    staffPerYear: z._default(money('per year'), 0),
    monthlyPricePerGpu: z._default(z.nullable(money('per card-month')), null),
    weeklyPricePerGpu: z._default(z.nullable(money('per card-week')), null),
    spotDiscountPct: z._default(pct(), 60),
    spotOverheadPct: z._default(pct(), 10),
    storage: z._default(storageSchema, () => ({ ...NO_STORAGE })),
    speedRatio: z._default(num(0.05, 20, "× the owned card's speed"), 1),
    gpusPerInstance: z._default(num(1, 64, 'cards', { integer: true }), 1),
    reservedTermYears: z._default(z.nullable(num(1, 5, 'years', { integer: true })), null),
    pricePath: z._default(pricePathSchema, () => ({ ...FLAT_PRICE_PATH, points: {} })),
  }),
  tax: z._default(taxSchema, () => ({ ...NO_TAX })),
  finance: z._default(financeSchema, () => ({ ...BEFORE_TAX, financing: { ...BEFORE_TAX.financing } })),
  advisor: z.optional(toolSchemas.advisor),
  hybrid: z.optional(toolSchemas.hybrid),
  scaling: z.optional(toolSchemas.scaling),
  utilization: z.optional(toolSchemas.utilization),
  obsolescence: z.optional(toolSchemas.obsolescence),
  storageIO: z.optional(toolSchemas.storageIO),
  sensitivity: z.optional(toolSchemas.sensitivity),
  uncertainty: z.optional(toolSchemas.uncertainty),
  providers: z.optional(providersSchema),
  convertedFrom: z.optional(convertedFromSchema),
});

/**
 * A complete, valid scenario: every optional field filled with its default. Format version 4's job
 * section (the training or serving job the workload was sized from: the job spec of
 * src/engine/scenario/jobSpec.ts, priced by this scenario's own sides) is not in the schema above: check.ts
 * sets it aside, and parseScenario checks it with the job code wherever a scenario comes in, so that
 * code stays out of what the page loads before its verdict. The page's own drafts only ever hold a
 * job its job panel checked.
 */
export type Scenario = z.output<typeof scenarioSchema> & { readonly job?: JobSpec };
/** A scenario as written in a file: optional fields may be left out. */
export type ScenarioInput = z.input<typeof scenarioSchema> & { readonly job?: JobSpecInput };
export type Plan = (typeof PLANS)[number];
export type DepreciationMethod = (typeof DEPRECIATION_METHODS)[number];
export type SalvageKind = (typeof SALVAGE_KINDS)[number];
export type Source = z.output<typeof sourceSchema>;
export type Provider = z.output<typeof providerSchema>;
export type Providers = z.output<typeof providersSchema>;
export type ConvertedFrom = z.output<typeof convertedFromSchema>;
export type Finance = z.output<typeof financeSchema>;
export type Financing = z.output<typeof financingSchema>;
export type Cluster = z.output<typeof clusterSchema>;
export type PricePath = z.output<typeof pricePathSchema>;
export type CatalogPin = z.output<typeof catalogPinSchema>;
export type Tools = { [K in ToolId]: z.output<(typeof toolSchemas)[K]> };
