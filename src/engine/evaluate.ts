// Puts the two sides together: totals over the horizon, the cumulative series, present value,
// the comparison, payback and break-even. Given a Recorder, it records each step it takes ("How this
// is computed"); without one it records nothing.
import { depreciableOf, monthlyCharges, resaleValueAt, yearlyCharges } from './depreciation.ts';
import { type FinanceFigures, financeFigures, isPlain, monthlyWeight } from './finance.ts';
import { hardwareVatRecovered, ownPerMonth, powerCostPerMonth, vatFactor } from './own.ts';
import type { Recorder } from './record/steps.ts';
import {
  computeMonthsPaid,
  computePerMonth,
  computePriceFactor,
  monthlyPriceFall,
  rentPerMonth,
  reservedMonthsPaid,
  storagePerMonth,
} from './rent.ts';
import type { MonthRow, Result } from './result.ts';
import type { Scenario } from './scenario/schema.ts';
import { atMost, MONTHS_PER_YEAR } from './units.ts';
import { cheaperSide } from './views.ts';

/**
 * The share of the price the hardware is sold for at the end of its life, which the depreciation writes
 * it down to and a replacement sells it at. A book salvage (the accounting residual, at today's prices)
 * becomes an expected resale when obsolescence makes resale values fall: it halves every doubling
 * period of the hardware's life, × 0.5^(life ÷ P). A resale estimate is what the user expects the cards
 * to fetch then, the fall already in it: it is never halved again.
 */
export function effectiveSalvagePct(scenario: Scenario, rec?: Recorder): number {
  const { salvagePct, years, salvageIs } = scenario.own.depreciation;
  const obs = scenario.obsolescence;
  // a resale estimate's step is recorded with the totals (explain/totals.ts), which load with the explanation
  if (salvageIs === 'resale' || !obs?.resaleFalls) return salvagePct;
  const lifeMonths = years * MONTHS_PER_YEAR;
  const effectivePct = salvagePct * 0.5 ** (lifeMonths / obs.doublingMonths);
  rec?.('salvageFalls', { salvagePct, lifeMonths, doublingMonths: obs.doublingMonths, effectivePct });
  return effectivePct;
}

/**
 * The value path the amortized view credits when the salvage figure is a resale estimate: what a
 * purchase fetches at each age, falling with price-performance when resale values fall (else along a
 * straight line). Null for a book salvage, whose credit is the book value.
 */
function resalePathOf(scenario: Scenario, capital: number): ((ageMonths: number) => number) | null {
  const { salvageIs, salvagePct, years } = scenario.own.depreciation;
  if (salvageIs !== 'resale') return null;
  const obs = scenario.obsolescence;
  const doubling = obs?.resaleFalls ? obs.doublingMonths : null;
  const life = years * MONTHS_PER_YEAR;
  return (age) => resaleValueAt(capital, salvagePct, life, age, doubling);
}

/**
 * What the amortized view credits the newest purchase at the end of the horizon: its expected resale
 * when the salvage figure is a resale estimate, its book value when it is a book salvage.
 */
export function creditAtEnd(scenario: Scenario, result: Result): number {
  const resaleAt = resalePathOf(scenario, result.own.capex);
  if (!resaleAt) return result.own.bookValueAtEnd;
  const life = scenario.own.depreciation.years * MONTHS_PER_YEAR;
  return resaleAt(scenario.horizonMonths - (result.purchases - 1) * life);
}

/** Everything but break-even, which re-prices the scenario at 2,401 hours-per-day values. */
export function evaluateWithoutBreakEven(scenario: Scenario, rec?: Recorder): Result {
  const H = scenario.horizonMonths;
  const own = ownPerMonth(scenario, rec);
  const rent = rentPerMonth(scenario, rec);
  const C = own.capital;
  const depreciationRule = { ...scenario.own.depreciation, salvagePct: effectiveSalvagePct(scenario, rec) };
  const life = scenario.own.depreciation.years * MONTHS_PER_YEAR;
  const refresh = scenario.own.refreshAtEndOfLife;
  const purchases = refresh ? 1 + Math.floor((H - 1) / life) : 1;
  // a replacement buys anew and sells the old at salvage: what one life writes off
  const replacementCash = depreciableOf(C, depreciationRule.salvagePct);
  const schedule = monthlyCharges(C, depreciationRule, rec);
  const ownRunning = own.power + own.ops;
  const paid = computeMonthsPaid(scenario);
  // a reservation's months past the horizon, paid in full in its last month
  const rentPastHorizon = rent.compute * paid.pastHorizon;
  const steadyPrices = monthlyPriceFall(scenario) === 1;
  const monthFactor = (1 + scenario.discountRatePct / 100) ** (-1 / MONTHS_PER_YEAR);
  const resaleAt = resalePathOf(scenario, C);

  const monthly: MonthRow[] = new Array(H);
  const rentPaid: number[] = new Array(H);
  let depreciation = 0;
  let newestDepreciation = 0;
  let replacementsSoFar = 0;
  let discount = 1;
  let ownPV = C;
  let rentPV = 0;
  // for the record: Σ v^m, the replacements' present value, and Σ (the month's price factor × v^m)
  let annuityFactor = 0;
  let replacementsPV = 0;
  let computeAnnuity = 0;
  let rentSoFar = 0;
  let paybackMonth: number | null = null;
  for (let m = 1; m <= H; m += 1) {
    const purchase = refresh ? Math.floor((m - 1) / life) : 0;
    if (purchase > replacementsSoFar) {
      // a replacement at the end of month purchase×L: buy anew, sell the old at salvage
      replacementsSoFar = purchase;
      newestDepreciation = 0;
      ownPV += replacementCash * discount;
      replacementsPV += replacementCash * discount;
    }
    discount *= monthFactor;
    annuityFactor += discount;
    const charge = schedule[m - 1 - purchase * life] ?? 0;
    depreciation += charge;
    newestDepreciation += charge;
    ownPV += ownRunning * discount;
    const priceFactor = computePriceFactor(scenario, m);
    computeAnnuity += priceFactor * discount;
    const rentThisMonth = rent.compute * priceFactor + rent.storage + (m === H ? rentPastHorizon : 0);
    rentPV += rentThisMonth * discount;
    // while prices stand still, m × the month's rent, as version 1 computed it (no drift from adding up)
    rentSoFar = steadyPrices
      ? m * (rent.compute + rent.storage) + (m === H ? rentPastHorizon : 0)
      : rentSoFar + rentThisMonth;
    const ownCash = C + m * ownRunning + replacementsSoFar * replacementCash;
    if (paybackMonth === null && atMost(ownCash, rentSoFar)) paybackMonth = m;
    // a resale estimate credits what the newest purchase fetches at its age, not its book value
    const ownAmortized = resaleAt ? ownCash - resaleAt(m - purchase * life) : depreciation + m * ownRunning;
    monthly[m - 1] = { month: m, ownCash, ownAmortized, rent: rentSoFar };
    rentPaid[m - 1] = rentThisMonth;
  }

  const bookValueAtEnd = C - newestDepreciation;
  const newestAgeMonths = H - (purchases - 1) * life;
  const resaleAtEnd = resaleAt ? resaleAt(newestAgeMonths) : bookValueAtEnd;
  ownPV -= resaleAtEnd * discount;
  const writtenOff = depreciation;
  // the hardware's cost in the amortized view: what was written off, and the book value not fetched.
  // A resale is at most what was paid (salvage ≤ 100 %), so this is never below zero but by rounding
  // (-2e-22 for a 1e-6 setup cost resold at 99.99999999999996 %), which a table would print as "-0.00"
  const hardwareCost = resaleAt ? Math.max(0, writtenOff + bookValueAtEnd - resaleAtEnd) : writtenOff;
  const powerTotal = H * own.power;
  const opsTotal = H * own.ops;
  const amortizedTotal = hardwareCost + powerTotal + opsTotal;
  const cashTotal = C + H * ownRunning + (purchases - 1) * replacementCash;
  const rentCompute = rent.compute * (paid.inHorizon + paid.pastHorizon);
  const rentStorage = H * rent.storage;
  const rentTotal = rentCompute + rentStorage;
  // the months paid past the horizon are still to be used: left over at what they cost, as the book
  // value is on the owned side (docs/method/plans.md, "Reservation terms")
  const remainingValue = rentPastHorizon;
  const rentAmortized = rent.compute * paid.inHorizon + rentStorage;
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
          replacementMonths: Array.from({ length: purchases - 1 }, (_, k) => (k + 1) * life),
          salvageShare: depreciationRule.salvagePct / 100,
          ownRunning,
          rentPaid,
          rentRemaining: remainingValue,
          creditAt: monthly.map((row) => row.ownCash - row.ownAmortized),
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
  const savings = compared.own - compared.rent;

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

  return {
    servers: own.servers,
    purchases,
    busyGpuHours,
    own: {
      capex: C,
      cashTotal,
      amortizedTotal,
      bookValueAtEnd,
      energyKWh: H * own.energyKWh,
      breakdown: { depreciation: hardwareCost, power: powerTotal, ops: opsTotal },
      costPerBusyGpuHour: busyGpuHours > 0 ? amortizedTotal / busyGpuHours : null,
      presentValue: plain ? ownPV : compared.own,
      cardsInstalled: own.cardsInstalled,
      perMonth: { energyKWh: own.energyKWh, power: own.power, ops: own.ops },
    },
    rent: {
      total: rentTotal,
      remainingValue,
      amortizedTotal: rentAmortized,
      billedGpuHours: reservedMonthsPaid(scenario) * rent.billedGpuHours,
      breakdown: { compute: rentCompute, storage: rentStorage },
      costPerBusyGpuHour: busyGpuHours > 0 ? rentAmortized / busyGpuHours : null,
      presentValue: plain ? rentPV : compared.rent,
      billedMinutesPerSession: rent.billedMinutesPerSession,
      perMonth: { compute: rent.compute, storage: rent.storage },
    },
    monthly: shown,
    cheaper: cheaperSide(compared.own, compared.rent),
    savings,
    savingsPct: compared.own === 0 ? null : (savings / compared.own) * 100,
    breakEvenHoursPerDay: null,
    paybackMonth: finance.paybackMonth,
    finance,
  };
}

export function evaluate(scenario: Scenario, rec?: Recorder): Result {
  const result = evaluateWithoutBreakEven(scenario, rec);
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
  // amortized on both sides: a reservation's months past the horizon are left over, not spent. Only
  // power and compute depend on the hours; each month of them weighs as its discounted, after-tax share
  const plain = isPlain(scenario);
  const weight = plain ? H : monthlyWeight(scenario);
  const computeMonths = plain
    ? computeMonthsPaid(scenario).inHorizon
    : monthlyWeight(scenario, (m) => computePriceFactor(scenario, m));
  const ownFixed = plain
    ? result.own.breakdown.depreciation + result.own.breakdown.ops
    : result.finance.amortized.own - weight * result.own.perMonth.power;
  const ownAt = (hours: number) => ownFixed + weight * powerCostPerMonth(scenario, hours);
  const rentAt = (hours: number) => computePerMonth(scenario, hours) * computeMonths + weight * storage;
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
