// Puts the two sides together: totals over the horizon, the cumulative series, present value,
// the comparison, payback and break-even. Given a Recorder, it records each step it takes ("How this
// is computed"); without one it records nothing.
import { assembleResult } from './assemble.ts';
import { depreciableOf, monthlyCharges, yearlyCharges } from './depreciation.ts';
import { endWeight, type FinanceFigures, financeFigures, isPlain, monthlyWeight } from './finance.ts';
import { later } from './later.ts';
import {
  availabilityOf,
  clusterCapitalOf,
  hardwareVatRecovered,
  ownPerMonth,
  powerCostPerMonth,
  vatFactor,
} from './own.ts';
import { deliveryMonth, effectiveSalvagePct, inServiceShare, resalePathOf } from './purchase.ts';
import type { Recorder } from './record/steps.ts';
import {
  computeMonthsPaid,
  computePerMonth,
  computePriceFactor,
  downtimeComputePerMonth,
  onDemandOf,
  pricesSteady,
  rentPerMonth,
  reservedMonthsPaid,
  storagePerMonth,
} from './rent.ts';
import type { MonthRow, Result } from './result.ts';
import type { Scenario } from './scenario/schema.ts';
import { isSteadyWorkload } from './steady.ts';
import { atMost, MONTHS_PER_YEAR } from './units.ts';

export { deliveryMonth, effectiveSalvagePct, inServiceShare } from './purchase.ts';

/**
 * What the amortized view credits the newest purchase at the end of the horizon: its expected resale
 * when it is credited at what it would fetch, its book value when the salvage is a book salvage.
 */
export function creditAtEnd(result: Result): number {
  return result.own.assumed.resaleAtEnd;
}

export { canEvaluate } from './later.ts';

/** Everything but break-even, which re-prices the scenario at 2,401 hours-per-day values. */
export function evaluateWithoutBreakEven(scenario: Scenario, rec?: Recorder): Result {
  if (!isSteadyWorkload(scenario)) return later().growing.evaluateGrowingWithoutBreakEven(scenario, rec);
  const H = scenario.horizonMonths;
  const own = ownPerMonth(scenario, rec);
  const rent = rentPerMonth(scenario, rec);
  const C = own.capital;
  const depreciationRule = { ...scenario.own.depreciation, salvagePct: effectiveSalvagePct(scenario, rec) };
  const life = scenario.own.depreciation.years * MONTHS_PER_YEAR;
  const refresh = scenario.own.refreshAtEndOfLife;
  // the hardware's clock: its age in month m counts from the whole month it arrives in
  const S = deliveryMonth(scenario);
  const ageIn = (m: number) => Math.max(0, m - S);
  const purchases = refresh ? 1 + Math.max(0, Math.floor((ageIn(H) - 1) / life)) : 1;
  // a replacement buys anew and sells the old at salvage: what one life writes off
  const replacementCash = depreciableOf(C, depreciationRule.salvagePct);
  const schedule = monthlyCharges(C, depreciationRule, rec);
  const availability = availabilityOf(scenario);
  const downtime = downtimeComputePerMonth(scenario, availability, rec);
  const onDemand = onDemandOf(scenario);
  // the cluster around the cards: bought with the first purchase, written off over its own life
  const K = clusterCapitalOf(scenario, own.servers);
  const clusterLife = scenario.own.cluster.lifeYears * MONTHS_PER_YEAR;
  const clusterBookAt = (age: number) => K * Math.max(0, 1 - age / clusterLife);
  if (K > 0) rec?.('cluster', { servers: own.servers, capital: K, lifeYears: scenario.own.cluster.lifeYears });
  const ownRunning = own.power + own.ops;
  const paid = computeMonthsPaid(scenario);
  // a reservation's months past the horizon, paid in full in its last month
  const rentPastHorizon = rent.compute * paid.pastHorizon;
  const steadyPrices = pricesSteady(scenario);
  const monthFactor = (1 + scenario.discountRatePct / 100) ** (-1 / MONTHS_PER_YEAR);
  const resaleAt = resalePathOf(scenario, C);
  const L = scenario.own.leadTimeMonths;
  if (L > 0) rec?.('leadTime', { leadTimeMonths: L, rentMonth: rent.compute + rent.storage });

  const monthly: MonthRow[] = new Array(H);
  const rentPaid: number[] = new Array(H);
  const ownPaid: number[] = new Array(H);
  const credits: number[] = new Array(H);
  const clusterCredits: number[] = new Array(H);
  let depreciation = 0;
  let newestDepreciation = 0;
  let replacementsSoFar = 0;
  let discount = 1;
  let ownPV = C + K;
  let rentPV = 0;
  // for the record: Σ v^m, the replacements' present value, and Σ (the month's price factor × v^m)
  let annuityFactor = 0;
  let replacementsPV = 0;
  let computeAnnuity = 0;
  let rentSoFar = 0;
  let ownRunningSoFar = 0;
  let powerTotal = 0;
  let opsTotal = 0;
  let leadTimeTotal = 0;
  let downtimeTotal = 0;
  let paybackMonth: number | null = null;
  for (let m = 1; m <= H; m += 1) {
    const age = ageIn(m);
    const purchase = refresh && age > 0 ? Math.floor((age - 1) / life) : 0;
    if (purchase > replacementsSoFar) {
      // a replacement at the end of month S + purchase×L: buy anew, sell the old at salvage
      replacementsSoFar = purchase;
      newestDepreciation = 0;
      ownPV += replacementCash * discount;
      replacementsPV += replacementCash * discount;
    }
    discount *= monthFactor;
    annuityFactor += discount;
    const charge = age > 0 ? (schedule[age - 1 - purchase * life] ?? 0) : 0;
    depreciation += charge;
    newestDepreciation += charge;
    const priceFactor = computePriceFactor(scenario, m);
    // on order, the work is rented on the scenario's plan; in service, the owned side runs, and renting
    // covers the busy hours its cards are down
    const working = inServiceShare(scenario, m);
    const bridge = (1 - working) * (rent.compute * priceFactor + rent.storage);
    const down = working * downtime * computePriceFactor(onDemand, m);
    const running = working * ownRunning + bridge + down;
    powerTotal += working * own.power;
    opsTotal += working * own.ops;
    leadTimeTotal += bridge;
    downtimeTotal += down;
    ownPV += running * discount;
    ownRunningSoFar += running;
    ownPaid[m - 1] = running;
    computeAnnuity += priceFactor * discount;
    const rentThisMonth = rent.compute * priceFactor + rent.storage + rent.staff + (m === H ? rentPastHorizon : 0);
    rentPV += rentThisMonth * discount;
    // while prices stand still, m × the month's rent, as version 1 computed it (no drift from adding up)
    rentSoFar = steadyPrices
      ? m * (rent.compute + rent.storage + rent.staff) + (m === H ? rentPastHorizon : 0)
      : rentSoFar + rentThisMonth;
    // while nothing varies by month, m × the month's running costs, as version 1 computed it
    const ownRunSoFar = L === 0 && down === 0 ? m * ownRunning : ownRunningSoFar;
    const ownCash = C + K + ownRunSoFar + replacementsSoFar * replacementCash;
    if (paybackMonth === null && atMost(ownCash, rentSoFar)) paybackMonth = m;
    // a resale estimate credits what the newest purchase fetches at its age, not its book value
    const hardwareCredit = resaleAt ? resaleAt(age - purchase * life) : C - newestDepreciation;
    const clusterCredit = clusterBookAt(age);
    const ownAmortized = resaleAt
      ? ownCash - hardwareCredit - clusterCredit
      : depreciation + ownRunSoFar + (K - clusterCredit);
    credits[m - 1] = hardwareCredit;
    clusterCredits[m - 1] = clusterCredit;
    monthly[m - 1] = { month: m, ownCash, ownAmortized, rent: rentSoFar };
    rentPaid[m - 1] = rentThisMonth;
  }

  const bookValueAtEnd = C - newestDepreciation;
  const newestAgeMonths = ageIn(H) - (purchases - 1) * life;
  const resaleAtEnd = resaleAt ? resaleAt(newestAgeMonths) : bookValueAtEnd;
  const clusterAtEnd = clusterBookAt(ageIn(H));
  ownPV -= (resaleAtEnd + clusterAtEnd) * discount;
  const writtenOff = depreciation;
  // the hardware's cost in the amortized view: what was written off, and the book value not fetched.
  // A resale is at most what was paid (salvage ≤ 100 %), so this is never below zero but by rounding
  // (-2e-22 for a 1e-6 setup cost resold at 99.99999999999996 %), which a table would print as "-0.00"
  const hardwareCost = resaleAt ? Math.max(0, writtenOff + bookValueAtEnd - resaleAtEnd) : writtenOff;
  const clusterCost = K - clusterAtEnd;
  if (L === 0 && downtimeTotal === 0) {
    // as version 1 computed them: H × the month's figure
    powerTotal = H * own.power;
    opsTotal = H * own.ops;
  }
  const amortizedTotal = hardwareCost + clusterCost + powerTotal + opsTotal + leadTimeTotal + downtimeTotal;
  const cashTotal =
    C + K + (L === 0 && downtimeTotal === 0 ? H * ownRunning : ownRunningSoFar) + (purchases - 1) * replacementCash;
  const rentCompute = rent.compute * (paid.inHorizon + paid.pastHorizon);
  const rentStorage = H * rent.storage;
  const rentStaff = H * rent.staff;
  const rentTotal = rentCompute + rentStorage + rentStaff;
  // the months paid past the horizon are credited at the share of what they cost they could be sold for
  // (docs/method/plans.md, "Reservation terms"): nothing for a commitment that cannot be sold
  const resaleShare = scenario.rent.reservationResalePct / 100;
  const remainingValue = rentPastHorizon * resaleShare;
  if (rentPastHorizon > 0) {
    rec?.('reservationCredit', {
      pastHorizon: rentPastHorizon,
      reservationResalePct: scenario.rent.reservationResalePct,
      credit: remainingValue,
    });
  }
  const rentAmortized = rentTotal - remainingValue;
  rentPV -= remainingValue * discount;
  const busyGpuHours = scenario.workload.gpus * own.busyHoursPerGpu * H;
  const plain = isPlain(scenario);
  const finance: FinanceFigures = plain
    ? {
        ratePct: 0,
        taxRate: 0,
        cash: { own: cashTotal, rent: rentTotal },
        amortized: { own: amortizedTotal, rent: rentAmortized },
        taxSaved: { own: [], rent: [] },
        taxOnSale: 0,
        deductions: [],
        loan: null,
        rows: {
          ownCash: monthly.map((row) => row.ownCash),
          ownAmortized: monthly.map((row) => row.ownAmortized),
          rent: monthly.map((row) => row.rent),
        },
        paybackMonth,
      }
    : financeFigures(
        scenario,
        {
          capital: C,
          replacementMonths: Array.from({ length: purchases - 1 }, (_, k) => S + (k + 1) * life),
          salvageShare: depreciationRule.salvagePct / 100,
          ownRunning: ownPaid,
          rentPaid,
          rentRemaining: remainingValue,
          creditAt: credits,
          cluster: { capital: K, creditAt: clusterCredits },
          unitValue: scenario.own.serverPrice * vatFactor(scenario.tax.hardwareVatPct, hardwareVatRecovered(scenario)),
        },
        rec,
      );
  const shown: MonthRow[] = plain
    ? monthly
    : monthly.map((row, i) => ({
        month: row.month,
        ownCash: finance.rows.ownCash[i] ?? row.ownCash,
        ownAmortized: finance.rows.ownAmortized[i] ?? row.ownAmortized,
        rent: finance.rows.rent[i] ?? row.rent,
      }));
  const compared = finance.amortized;

  rec?.horizon?.({
    replacementCash,
    replacementTotal: (purchases - 1) * replacementCash,
    newestDepreciation,
    writtenOff,
    resale: resaleAt ? { ageMonths: newestAgeMonths, value: resaleAtEnd } : null,
    charges: yearlyCharges(C, depreciationRule),
    monthsPaid: paid.inHorizon + paid.pastHorizon,
    pastMonths: paid.pastHorizon,
    steadyPrices,
    committed: scenario.rent.plan === 'reserved' && scenario.rent.reservedTermYears !== null,
    monthFactor,
    annuityFactor,
    endFactor: discount,
    computeAnnuity,
    replacementsPresentValue: replacementsPV,
  });

  return assembleResult(scenario, {
    servers: own.servers,
    purchases,
    busyGpuHours,
    own: {
      capex: C,
      cashTotal,
      amortizedTotal,
      bookValueAtEnd,
      energyKWh: Math.max(0, H - L) * own.energyKWh,
      breakdown: {
        depreciation: hardwareCost,
        cluster: clusterCost,
        power: powerTotal,
        ops: opsTotal,
        leadTime: leadTimeTotal,
        downtime: downtimeTotal,
      },
      presentValue: plain ? ownPV : compared.own,
      cardsInstalled: own.cardsInstalled,
      perMonth: { energyKWh: own.energyKWh, power: own.power, ops: own.ops, downtime },
      resaleAtEnd,
      clusterCapital: K,
      availability,
    },
    rent: {
      total: rentTotal,
      remainingValue,
      amortizedTotal: rentAmortized,
      billedGpuHours: reservedMonthsPaid(scenario) * rent.billedGpuHours,
      breakdown: { compute: rentCompute, storage: rentStorage, staff: rentStaff },
      presentValue: plain ? rentPV : compared.rent,
      billedMinutesPerSession: rent.billedMinutesPerSession,
      perMonth: { compute: rent.compute, storage: rent.storage, staff: rent.staff },
    },
    monthly: shown,
    finance,
  });
}

export function evaluate(scenario: Scenario, rec?: Recorder): Result {
  const result = evaluateWithoutBreakEven(scenario, rec);
  if (result.growth) return { ...result, breakEvenHoursPerDay: later().growing.growingBreakEvenHoursPerDay(scenario) };
  return { ...result, breakEvenHoursPerDay: breakEvenHoursPerDay(scenario, result, rec) };
}

const GRID_STEPS = 2400;

/**
 * The fewest hours a day, on the grid 0, 0.01, … 24, from which owning (amortized) is never dearer
 * than renting all the way up to 24: 0 when owning is never dearer, null when renting is cheaper
 * even at 24 hours a day. Only power and rent depend on the hours; the rest is fixed.
 */
function breakEvenHoursPerDay(scenario: Scenario, result: Result, rec?: Recorder): number | null {
  const H = scenario.horizonMonths;
  const storage = storagePerMonth(scenario);
  const staff = scenario.rent.staffPerYear / MONTHS_PER_YEAR;
  // amortized on both sides: a reservation's months past the horizon are left over at their resale
  // share, not spent. Only power and compute depend on the hours (on the owned side: power once the
  // servers work, the work rented while on order or down); each month of them weighs as its discounted,
  // after-tax share
  const plain = isPlain(scenario);
  const steady = scenario.own.leadTimeMonths === 0;
  const weight = plain ? H : monthlyWeight(scenario);
  const working = steady ? weight : monthlyWeight(scenario, (m) => inServiceShare(scenario, m));
  const onOrder = steady
    ? 0
    : monthlyWeight(scenario, (m) => (1 - inServiceShare(scenario, m)) * computePriceFactor(scenario, m));
  const onDemand = onDemandOf(scenario);
  const availability = availabilityOf(scenario);
  const downtimeWeight =
    scenario.own.failureCover === 'wait' || availability >= 1
      ? 0
      : monthlyWeight(scenario, (m) => inServiceShare(scenario, m) * computePriceFactor(onDemand, m));
  const paid = computeMonthsPaid(scenario);
  const unsold = 1 - scenario.rent.reservationResalePct / 100;
  const computeMonths =
    (plain ? paid.inHorizon : monthlyWeight(scenario, (m) => computePriceFactor(scenario, m))) +
    paid.pastHorizon * unsold * endWeight(scenario);
  const ownVariable = (hours: number) =>
    working * powerCostPerMonth(scenario, hours) +
    onOrder * computePerMonth(scenario, hours) +
    downtimeWeight * (1 - availability) * computePerMonth(onDemand, hours);
  const ownFixed =
    plain && steady && downtimeWeight === 0
      ? result.own.breakdown.depreciation + result.own.breakdown.cluster + result.own.breakdown.ops
      : result.finance.amortized.own - ownVariable(scenario.workload.hoursPerDay);
  const ownAt = (hours: number) => ownFixed + ownVariable(hours);
  const rentAt = (hours: number) => computePerMonth(scenario, hours) * computeMonths + weight * (storage + staff);
  let lowest: number | null = null;
  for (let step = GRID_STEPS; step >= 0; step -= 1) {
    const hours = step / 100;
    if (!atMost(ownAt(hours), rentAt(hours))) break;
    lowest = hours;
  }
  if (rec) {
    const at = (hours: number) => ({ ownAt: ownAt(hours), rentAt: rentAt(hours) });
    if (lowest === null) rec('breakEvenNever', at(24));
    else if (lowest === 0) rec('breakEvenAlways', at(0));
    else {
      // one grid step below, where renting was still cheaper
      const belowHours = Math.round(lowest * 100 - 1) / 100;
      const below = at(belowHours);
      rec('breakEven', {
        hoursPerDay: lowest,
        ...at(lowest),
        belowHours,
        ownBelow: below.ownAt,
        rentBelow: below.rentAt,
      });
    }
  }
  return lowest;
}
