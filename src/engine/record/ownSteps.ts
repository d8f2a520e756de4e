// The steps of owning: servers, capital, energy and power, operations, depreciation, the totals and
// the book value (the Spec and units are in spec.ts).
import { count, fine, money, num, own, pct, price, type Spec } from './spec.ts';

const capitalValues = { servers: count, serverPrice: money, setupCost: money, capital: money } as const;

/** The whole lives inside the horizon, then the years (or months of a year) of the one running. */
const depreciationParts = {
  life: { base: money, lifeMonths: count },
  lives: { fullLives: count, base: money, lifeMonths: count },
  year: { yearlyCharge: money, year: count },
  partYear: { months: count, yearlyCharge: money, year: count },
} as const;

/** What the amortized total adds when there is a cluster, a lead time or cards down for repair. */
const amortizedParts = {
  cluster: { cluster: money },
  leadTime: { leadTime: money },
  downtime: { downtime: money },
  clusterBook: { clusterBookValue: money },
} as const;

export const OWN_STEPS = {
  /** a workload that grows or runs in busy months (format version 9): the servers bought for it */
  serversUpFront: own({
    kind: 'formula',
    values: { peakGpus: count, gpusPerServer: count, servers: count, capital: money },
    result: 'capital',
  }),
  serversInSteps: own({
    kind: 'statement',
    values: { purchases: count, firstServers: count, servers: count, capital: money },
    result: 'capital',
  }),
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
      staffPerServer: { servers: count, staffPerServerPerYear: money },
      maintenance: { capital: money, maintenancePctPerYear: pct },
      maintenanceNet: { capital: money, maintenancePctPerYear: pct },
      colocation: { colocationPerMonth: money },
      colocationKW: { servers: count, kW: num, colocationPerKWMonth: money },
      cabinets: { servers: count, kW: num, cabinetKW: num, cabinets: count, cabinetPerMonth: money },
      bandwidth: { bandwidthPerMonth: money },
      support: { servers: count, supportPerServerPerYear: money },
      other: { otherPerYear: money },
    },
    result: 'ops',
  }),
  salvageFalls: own({
    kind: 'formula',
    values: { salvagePct: pct, lifeMonths: count, doublingMonths: num, effectivePct: pct },
    result: 'effectivePct',
  }),
  /** the market's used prices by age at the end of the life, less the sale's haircut */
  salvageCurve: own({
    kind: 'formula',
    values: { lifeMonths: count, curvePct: pct, saleHaircutPct: pct, effectivePct: pct },
    result: 'effectivePct',
  }),
  /** months on order, the work rented meanwhile */
  leadTime: own({ kind: 'formula', values: { leadTimeMonths: num, rentMonth: money } }),
  /** the unavailable share of busy hours, rented on demand */
  downtime: own({
    kind: 'formula',
    values: { availabilityPct: pct, onDemand: money, downtime: money },
    result: 'downtime',
  }),
  cluster: own({ kind: 'formula', values: { servers: count, capital: money, lifeYears: count }, result: 'capital' }),
  /** a resale estimate: what the cards fetch at the end of their life, never halved by the fall */
  salvageResale: own({ kind: 'statement', values: { salvagePct: pct }, parts: { notHalved: {} } }),
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
    parts: depreciationParts,
    result: 'total',
  }),
  /** with a lead time of a month or more: the hardware's clock starts in the month it arrives in */
  depreciationTotalDelivered: own({
    kind: 'sum',
    values: { months: count, firstMonth: count, total: money },
    parts: depreciationParts,
    wording: {
      life: 'depreciationTotal.life',
      lives: 'depreciationTotal.lives',
      year: 'depreciationTotal.year',
      partYear: 'depreciationTotal.partYear',
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
    parts: { delivered: { deliveryMonth: count } },
    result: 'total',
  }),
  depreciationPerDay: own({
    kind: 'formula',
    values: { depreciation: money, days: num, horizonMonths: count, perDay: money },
    result: 'perDay',
  }),
  powerTotal: own({ kind: 'formula', values: { horizonMonths: count, power: money, total: money }, result: 'total' }),
  /** with a lead time: power is paid from delivery, for the months in service */
  powerTotalInService: own({
    kind: 'formula',
    values: { horizonMonths: count, leadTimeMonths: fine, months: fine, power: money, total: money },
    result: 'total',
  }),
  powerPerDay: own({ kind: 'formula', values: { power: money, days: num, perDay: money }, result: 'perDay' }),
  opsTotal: own({ kind: 'formula', values: { horizonMonths: count, ops: money, total: money }, result: 'total' }),
  opsTotalInService: own({
    kind: 'formula',
    values: { horizonMonths: count, leadTimeMonths: fine, months: fine, ops: money, total: money },
    result: 'total',
  }),
  /** the work rented while the servers are on order: at the month's rent, or compute at each month's price */
  leadTimeTotal: own({
    kind: 'sum',
    values: { total: money },
    parts: {
      onOrder: { months: fine, rentMonth: money },
      compute: { months: fine, compute: money },
      storage: { months: fine, storage: money },
    },
    result: 'total',
  }),
  /** the busy hours rented on demand while cards are down, over the months in service */
  downtimeTotal: own({
    kind: 'formula',
    values: { months: fine, downtime: money, total: money },
    result: 'total',
  }),
  /** the same when on-demand prices fall: each month in service at its share of today's price */
  downtimeTotalFalling: own({
    kind: 'formula',
    values: { months: fine, downtime: money, total: money },
    result: 'total',
  }),
  /** the cluster's cost over the horizon: its capital less its straight-line book value at the end */
  clusterTotal: own({
    kind: 'formula',
    values: { capital: money, ageMonths: count, lifeYears: count, bookValue: money, total: money },
    result: 'total',
  }),
  cashTotal: own({
    kind: 'sum',
    values: { cashTotal: money },
    parts: {
      capital: { capital: money },
      cluster: { clusterCapital: money },
      power: { power: money },
      ops: { ops: money },
      leadTime: { leadTime: money },
      downtime: { downtime: money },
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
  /** with a resale estimate: what the newest purchase fetches at the horizon, falling with price-performance */
  resaleAtHorizon: own({
    kind: 'formula',
    values: { capital: money, resale: money, ageMonths: count, lifeMonths: count, doublingMonths: num, value: money },
    result: 'value',
  }),
  /** the same without a fall: along a straight line from the capital to the resale estimate */
  resaleAtHorizonLinear: own({
    kind: 'formula',
    values: { capital: money, resale: money, ageMonths: count, lifeMonths: count, value: money },
    result: 'value',
  }),
  /** past the end of its life, the hardware fetches its resale estimate */
  resaleAtHorizonAfterLife: own({
    kind: 'formula',
    values: { ageMonths: count, lifeMonths: count, value: money },
    result: 'value',
  }),
  /** at the market's used prices: what the newest purchase fetches at its age, less the sale's haircut */
  resaleAtHorizonCurve: own({
    kind: 'formula',
    values: { capital: money, ageMonths: count, curvePct: pct, saleHaircutPct: pct, value: money },
    result: 'value',
  }),
  /** the hardware's cost in the amortized view when it is credited at its expected resale */
  hardwareCostResale: own({
    kind: 'formula',
    values: { writtenOff: money, bookValue: money, resale: money, depreciation: money },
    result: 'depreciation',
  }),
  amortizedTotalResale: own({
    kind: 'formula',
    values: { depreciation: money, power: money, ops: money, amortizedTotal: money, cashTotal: money, resale: money },
    parts: amortizedParts,
    wording: {
      cluster: 'amortizedTotal.cluster',
      leadTime: 'amortizedTotal.leadTime',
      downtime: 'amortizedTotal.downtime',
      clusterBook: 'amortizedTotal.clusterBook',
    },
    result: 'amortizedTotal',
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
    parts: amortizedParts,
    result: 'amortizedTotal',
  }),
} as const satisfies Record<string, Spec>;
