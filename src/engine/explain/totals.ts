// The steps of the totals over the horizon, told from the result and the figures the evaluation
// hands its recorder (HorizonFigures): nothing here works out a total again, only the months a total is
// told over (in service, on order) as the evaluation weighs them. The present values are told with tax
// and financing (presentValues.ts). Only the way a reader adds up the depreciation (whole lives, then
// the years of the life still running) is split out here.

import { deliveryMonth, inServiceShare } from '../evaluate.ts';
import { pathPoints } from '../pricePath.ts';
import type { HorizonFigures, Recorder, StepId, StepPart, StepRecord } from '../record/steps.ts';
import {
  computeMonthsPaid,
  computePriceFactor,
  monthlyPriceFall,
  onDemandOf,
  priceMovement,
  pricesSteady,
  reservedMonthsPaid,
} from '../rent.ts';
import type { Result } from '../result.ts';
import { resaleShareAt } from '../scenario/market.ts';
import type { Scenario } from '../scenario/schema.ts';
import { MONTHS_PER_YEAR } from '../units.ts';

/** A figure of a step recorded before, by step and name. */
type Earlier = (id: StepId, name: string) => number;

/**
 * Σ over the horizon's months of `weight(m)`: the months in service, on order, or either at its share of
 * today's price, as the evaluation adds them up month by month.
 */
function monthsWeighted(scenario: Scenario, weight: (month: number) => number): number {
  let months = 0;
  for (let m = 1; m <= scenario.horizonMonths; m += 1) months += weight(m);
  return months;
}

/**
 * The whole lives that end inside the horizon, then the years (or months of a year) of the one running,
 * over the months the hardware's clock runs: from the month it arrives in.
 */
function depreciationParts(scenario: Scenario, charges: readonly number[], base: number) {
  const H = Math.max(0, scenario.horizonMonths - deliveryMonth(scenario));
  const lifeMonths = scenario.own.depreciation.years * MONTHS_PER_YEAR;
  const refresh = scenario.own.refreshAtEndOfLife;
  const fullLives = refresh ? Math.floor(H / lifeMonths) : H >= lifeMonths ? 1 : 0;
  // without refresh, the months after the one life are not depreciated
  const partial = refresh || fullLives === 0 ? H - fullLives * lifeMonths : 0;
  const parts: StepPart<'depreciationTotal' | 'depreciationTotalDelivered'>[] = [];
  if (fullLives === 1) parts.push({ id: 'life', values: { base, lifeMonths }, amount: base });
  if (fullLives > 1) parts.push({ id: 'lives', values: { fullLives, base, lifeMonths }, amount: fullLives * base });
  for (let k = 0; k < charges.length && k * MONTHS_PER_YEAR < partial; k += 1) {
    const months = Math.min(MONTHS_PER_YEAR, partial - k * MONTHS_PER_YEAR);
    const yearlyCharge = charges[k] ?? 0;
    const amount = (yearlyCharge * months) / MONTHS_PER_YEAR;
    parts.push(
      months === MONTHS_PER_YEAR
        ? { id: 'year', values: { yearlyCharge, year: k + 1 }, amount }
        : { id: 'partYear', values: { months, yearlyCharge, year: k + 1 }, amount },
    );
  }
  return parts;
}

function ownTotals(rec: Recorder, scenario: Scenario, result: Result, f: HorizonFigures, earlier: Earlier): void {
  const horizonMonths = scenario.horizonMonths;
  const { capex: capital, breakdown, cashTotal, amortizedTotal, bookValueAtEnd: bookValue } = result.own;
  const { depreciation, power, ops, cluster, leadTime, downtime } = breakdown;
  const refresh = scenario.own.refreshAtEndOfLife;
  // one whole life writes off what a replacement costs: the engine's one figure for it
  const base = f.replacementCash;
  const { salvageIs, salvagePct } = scenario.own.depreciation;
  if (salvageIs === 'resale') {
    const halved = scenario.obsolescence?.resaleFalls ? [{ id: 'notHalved' as const, values: {}, amount: 0 }] : [];
    rec('salvageResale', { salvagePct }, halved);
  }
  const S = deliveryMonth(scenario);
  const ageMonths = Math.max(0, horizonMonths - S);
  const writeOffs = depreciationParts(scenario, f.charges, base);
  if (S > 0) {
    const parts = writeOffs as StepPart<'depreciationTotalDelivered'>[];
    rec('depreciationTotalDelivered', { months: ageMonths, firstMonth: S + 1, total: f.writtenOff }, parts);
  } else {
    rec('depreciationTotal', { horizonMonths, total: f.writtenOff }, writeOffs);
  }
  if (refresh) {
    const lifeMonths = scenario.own.depreciation.years * MONTHS_PER_YEAR;
    const { purchases } = result;
    const salvagePct = earlier('salvage', 'salvagePct');
    const replacements = purchases - 1;
    const total = f.replacementTotal;
    const delivered = S > 0 ? [{ id: 'delivered' as const, values: { deliveryMonth: S }, amount: 0 }] : [];
    rec('replacements', { horizonMonths, lifeMonths, purchases, replacements, capital, salvagePct, total }, delivered);
  }
  recordRunning(rec, scenario, result);
  const clusterCapital = result.own.assumed.clusterCapital;
  const clusterBookValue = recordCluster(rec, scenario, clusterCapital, cluster);
  const cashParts: StepPart<'cashTotal'>[] = [{ id: 'capital', values: { capital }, amount: capital }];
  if (clusterCapital > 0) cashParts.push({ id: 'cluster', values: { clusterCapital }, amount: clusterCapital });
  cashParts.push({ id: 'power', values: { power }, amount: power }, { id: 'ops', values: { ops }, amount: ops });
  if (leadTime > 0) cashParts.push({ id: 'leadTime', values: { leadTime }, amount: leadTime });
  if (downtime > 0) cashParts.push({ id: 'downtime', values: { downtime }, amount: downtime });
  const replacements = f.replacementTotal;
  if (replacements > 0) cashParts.push({ id: 'replacements', values: { replacements }, amount: replacements });
  rec('cashTotal', { cashTotal }, cashParts);
  rec(refresh ? 'bookValueRefresh' : 'bookValue', { capital, depreciation: f.newestDepreciation, bookValue });
  // what the amortized total adds beyond version 6's lines, each only when there is some
  const more: StepPart<'amortizedTotal'>[] = [];
  if (clusterCapital > 0) more.push({ id: 'cluster', values: { cluster }, amount: cluster });
  if (leadTime > 0) more.push({ id: 'leadTime', values: { leadTime }, amount: leadTime });
  if (downtime > 0) more.push({ id: 'downtime', values: { downtime }, amount: downtime });
  if (clusterCapital > 0) more.push({ id: 'clusterBook', values: { clusterBookValue }, amount: 0 });
  if (!f.resale) {
    rec('amortizedTotal', { depreciation, power, ops, amortizedTotal, cashTotal, bookValue }, more);
    return;
  }
  const resale = recordResale(rec, scenario, capital, f.resale);
  rec('hardwareCostResale', { writtenOff: f.writtenOff, bookValue, resale, depreciation });
  rec('amortizedTotalResale', { depreciation, power, ops, amortizedTotal, cashTotal, resale }, more);
}

/**
 * Power and operations over the horizon: H × the month's figure, or over the months in service when a
 * lead time makes them start at delivery; then the work rented while on order and while cards are down.
 */
function recordRunning(rec: Recorder, scenario: Scenario, result: Result): void {
  const horizonMonths = scenario.horizonMonths;
  const { breakdown, perMonth } = result.own;
  const leadTimeMonths = scenario.own.leadTimeMonths;
  const inService = (m: number) => inServiceShare(scenario, m);
  if (leadTimeMonths > 0) {
    const months = monthsWeighted(scenario, inService);
    const figures = { horizonMonths, leadTimeMonths, months };
    rec('powerTotalInService', { ...figures, power: perMonth.power, total: breakdown.power });
    rec('opsTotalInService', { ...figures, ops: perMonth.ops, total: breakdown.ops });
  } else {
    rec('powerTotal', { horizonMonths, power: perMonth.power, total: breakdown.power });
    rec('opsTotal', { horizonMonths, ops: perMonth.ops, total: breakdown.ops });
  }
  const { compute, storage } = result.rent.perMonth;
  if (breakdown.leadTime > 0) {
    const onOrder = (m: number) => 1 - inService(m);
    const months = monthsWeighted(scenario, onOrder);
    const parts: StepPart<'leadTimeTotal'>[] = [];
    if (pricesSteady(scenario)) {
      parts.push({
        id: 'onOrder',
        values: { months, rentMonth: compute + storage },
        amount: months * (compute + storage),
      });
    } else {
      const computeMonths = monthsWeighted(scenario, (m) => onOrder(m) * computePriceFactor(scenario, m));
      parts.push({ id: 'compute', values: { months: computeMonths, compute }, amount: computeMonths * compute });
      if (storage > 0) parts.push({ id: 'storage', values: { months, storage }, amount: months * storage });
    }
    rec('leadTimeTotal', { total: breakdown.leadTime }, parts);
  }
  if (breakdown.downtime > 0) {
    const onDemand = onDemandOf(scenario);
    const falling = !pricesSteady(onDemand);
    const months = monthsWeighted(scenario, (m) => inService(m) * computePriceFactor(onDemand, m));
    const figures = { months, downtime: perMonth.downtime, total: breakdown.downtime };
    rec(falling ? 'downtimeTotalFalling' : 'downtimeTotal', figures);
  }
}

/** The cluster's cost over the horizon, with its book value at the end (0 without a cluster). */
function recordCluster(rec: Recorder, scenario: Scenario, capital: number, total: number): number {
  if (capital <= 0) return 0;
  const { lifeYears } = scenario.own.cluster;
  // its clock runs from delivery, as the hardware's does; what is not written off is its book value
  const ageMonths = Math.max(0, scenario.horizonMonths - deliveryMonth(scenario));
  const bookValue = capital - total;
  rec('clusterTotal', { capital, ageMonths, lifeYears, bookValue, total });
  return bookValue;
}

/** What the newest purchase is expected to fetch at the horizon, along the path the engine took. */
function recordResale(
  rec: Recorder,
  scenario: Scenario,
  capital: number,
  { ageMonths, value }: NonNullable<HorizonFigures['resale']>,
): number {
  const lifeMonths = scenario.own.depreciation.years * MONTHS_PER_YEAR;
  const resale = capital * (scenario.own.depreciation.salvagePct / 100);
  const obs = scenario.obsolescence;
  const { salvageIs, saleHaircutPct } = scenario.own.depreciation;
  if (salvageIs === 'market-curve') {
    // the curve runs on past the life: used prices keep falling with age
    const curvePct = resaleShareAt(ageMonths) * 100;
    rec('resaleAtHorizonCurve', { capital, ageMonths, curvePct, saleHaircutPct, value });
  } else if (ageMonths >= lifeMonths) rec('resaleAtHorizonAfterLife', { ageMonths, lifeMonths, value });
  else if (obs?.resaleFalls) {
    rec('resaleAtHorizon', { capital, resale, ageMonths, lifeMonths, doublingMonths: obs.doublingMonths, value });
  } else rec('resaleAtHorizonLinear', { capital, resale, ageMonths, lifeMonths, value });
  return value;
}

function rentTotals(rec: Recorder, scenario: Scenario, result: Result, f: HorizonFigures): void {
  const horizonMonths = scenario.horizonMonths;
  const { compute, storage } = result.rent.breakdown;
  const perMonth = result.rent.perMonth;
  if (f.steadyPrices && !f.committed) rec('computeTotal', { horizonMonths, compute: perMonth.compute, total: compute });
  else rec('computeTotalWeighted', { months: f.monthsPaid, compute: perMonth.compute, total: compute });
  rec('storageTotal', { horizonMonths, storage: perMonth.storage, total: storage });
  const { staff } = result.rent.breakdown;
  const staffPart: StepPart<'rentTotal'>[] = [];
  if (staff > 0) {
    rec('rentStaffTotal', { horizonMonths, staff: perMonth.staff, total: staff });
    staffPart.push({ id: 'staff', values: { staff }, amount: staff });
  }
  rec('rentTotal', { compute, storage, total: result.rent.total }, staffPart);
  const { remainingValue, amortizedTotal } = result.rent;
  if (remainingValue === 0) return;
  const cashTotal = result.rent.total;
  const reservationResalePct = scenario.rent.reservationResalePct;
  if (reservationResalePct === 100) {
    // the months paid past the horizon, credited at the share they could be sold for
    rec('rentRemaining', { pastMonths: f.pastMonths, compute: perMonth.compute, remainingValue });
    rec('rentAmortizedTotal', { cashTotal, remainingValue, total: amortizedTotal });
    return;
  }
  // at the share of their cost they could be sold for
  const pastHorizon = perMonth.compute * f.pastMonths;
  const resold = { pastMonths: f.pastMonths, compute: perMonth.compute, pastHorizon, reservationResalePct };
  rec('rentRemainingResold', { ...resold, remainingValue });
  rec('rentAmortizedTotalResold', { cashTotal, remainingValue, total: amortizedTotal });
}

function payback(rec: Recorder, result: Result): void {
  const { monthly, paybackMonth: month } = result;
  if (month === null) {
    const last = monthly[monthly.length - 1];
    rec('paybackNever', { horizonMonths: monthly.length, ownCash: last?.ownCash ?? 0, rent: last?.rent ?? 0 });
    return;
  }
  const row = monthly[month - 1];
  const before = monthly[month - 2];
  const values = before && { previousMonth: month - 1, previousOwnCash: before.ownCash, previousRent: before.rent };
  const parts: StepPart<'payback'>[] = values ? [{ id: 'previous', values, amount: 0 }] : [];
  rec('payback', { month, ownCash: row?.ownCash ?? 0, rent: row?.rent ?? 0 }, parts);
}

/** The steps from the monthly figures to the totals, the payback and the present values. */
export function recordTotals(
  rec: Recorder,
  scenario: Scenario,
  result: Result,
  figures: HorizonFigures,
  recorded: readonly StepRecord[],
): void {
  const earlier: Earlier = (id, name) => {
    const value = (recorded.find((step) => step.id === id)?.values as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'number' ? value : Number.NaN;
  };
  ownTotals(rec, scenario, result, figures, earlier);
  recordMonthsPaid(rec, scenario);
  rentTotals(rec, scenario, result, figures);
  const { gpus } = scenario.workload;
  const busyHours = earlier('busyHours', 'busyHours');
  rec('busyGpuHours', { gpus, busyHours, horizonMonths: scenario.horizonMonths, busyGpuHours: result.busyGpuHours });
  payback(rec, result);
}

/**
 * The months of compute paid when that is not simply the horizon: a reservation's whole terms, and
 * under falling prices each month (or each term) at its share of today's price.
 */
function recordMonthsPaid(rec: Recorder, scenario: Scenario): void {
  const H = scenario.horizonMonths;
  const term = scenario.rent.plan === 'reserved' ? scenario.rent.reservedTermYears : null;
  const termMonths = term === null ? null : term * MONTHS_PER_YEAR;
  const monthsPaid = reservedMonthsPaid(scenario);
  if (termMonths !== null) rec('reservedMonths', { horizonMonths: H, termMonths, monthsPaid });
  const movement = priceMovement(scenario);
  if (movement === 'steady') return;
  const paid = computeMonthsPaid(scenario);
  const weightedMonths = paid.inHorizon + paid.pastHorizon;
  if (movement === 'path') recordPath(rec, scenario, termMonths === null ? weightedMonths : null);
  const fall = monthlyPriceFall(scenario);
  if (movement === 'obsolescence') {
    const doublingMonths = scenario.obsolescence?.doublingMonths ?? 0;
    const falling = { doublingMonths, monthlyFactor: fall, weightedMonths };
    if (termMonths === null) {
      rec('rentPriceFall', { ...falling, lastMonth: H - 1, endFactor: fall ** H });
      return;
    }
    rec('rentPriceFallTerm', { ...falling, termMonths }, termParts(scenario, termMonths, monthsPaid));
    return;
  }
  if (termMonths !== null)
    rec('rentPricePathTerm', { termMonths, weightedMonths }, termParts(scenario, termMonths, monthsPaid));
}

function termParts(scenario: Scenario, termMonths: number, monthsPaid: number): StepPart<'rentPricePathTerm'>[] {
  const parts: StepPart<'rentPricePathTerm'>[] = [];
  for (let start = 1; start <= monthsPaid; start += termMonths) {
    const factor = computePriceFactor(scenario, start);
    parts.push({ id: 'termFactors', values: { factor }, amount: factor * termMonths });
  }
  return parts;
}

/**
 * The price path: where it was read from, and (without a term, whose step follows) how its months add
 * up; the end factor is the last month's share of today's price.
 */
function recordPath(rec: Recorder, scenario: Scenario, weightedMonths: number | null): void {
  const path = scenario.rent.pricePath;
  if (path.index) rec('rentPriceIndex', { name: path.index.name, level: path.index.level, asOf: path.index.asOf });
  if (weightedMonths === null) return;
  const H = scenario.horizonMonths;
  const endFactor = computePriceFactor(scenario, H);
  if (Object.keys(path.points).length === 0) {
    rec('rentPricePath', { changePctPerYear: path.changePctPerYear, lastMonth: H - 1, endFactor, weightedMonths });
    return;
  }
  const parts: StepPart<'rentPricePoints'>[] = pathPoints(path)
    .slice(1)
    .map(([month, share]) => ({ id: 'point', values: { month, pct: share * 100 }, amount: 0 }));
  rec('rentPricePoints', { lastMonth: H - 1, endFactor, weightedMonths }, parts);
}
