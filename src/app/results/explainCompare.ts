// The comparison in "how this is computed": cost per busy GPU-hour, savings, break-even, payback and
// present value, each with the figures a reader can check it by.
import {
  type CostView,
  compareInView,
  computePerMonth,
  energyPerMonthKWh,
  MONTHS_PER_YEAR,
  type Result,
  type Scenario,
  storagePerMonth,
} from '../../engine/index.ts';
import type { Step } from './explainOwn.ts';
import { electricityOf, monthsPaidOf, priceFactorOf, salvagePctOf } from './figures.ts';

type N = number;

export type CompareStep =
  | Step<'busyGpuHours', { gpus: N; busyHours: N; horizonMonths: N; busyGpuHours: N }>
  | Step<'costPerHourOwn', { total: N; busyGpuHours: N; costPerHour: N | null }>
  | Step<'costPerHourOwnCash', { total: N; busyGpuHours: N; costPerHour: N | null }>
  | Step<'costPerHourRent', { total: N; busyGpuHours: N; costPerHour: N | null }>
  | Step<'savings', { own: N; rent: N; savings: N }>
  | Step<'savingsCash', { own: N; rent: N; savings: N }>
  /** the verdict's share: the saving as a share of the dearer side's total */
  | Step<'savedPct', { savings: N; dearer: N; savedPct: N | null }>
  | Step<'breakEven', { hoursPerDay: N; ownAt: N; rentAt: N; belowHours: N; ownBelow: N; rentBelow: N }>
  | Step<'breakEvenAlways', { hoursPerDay: N; ownAt: N; rentAt: N }>
  | Step<'breakEvenNever', { hoursPerDay: N; ownAt: N; rentAt: N }>
  | Step<'payback', { month: N; ownCash: N; rent: N; previousOwnCash: N | null; previousRent: N | null }>
  | Step<'paybackNever', { horizonMonths: N; ownCash: N; rent: N }>
  | Step<'discountFactors', { ratePct: N; monthFactor: N; horizonMonths: N; annuityFactor: N; endFactor: N }>
  | Step<
      'presentValueOwn',
      {
        capital: N;
        running: N;
        annuityFactor: N;
        replacementsPresentValue: N;
        bookValue: N;
        endFactor: N;
        presentValue: N;
      }
    >
  | Step<'presentValueRent', { running: N; annuityFactor: N; presentValue: N }>
  /**
   * Rent's present value when compute prices fall or a reservation runs past the horizon: compute at
   * Σ factor(m) × v^m, the months past the horizon at v^H, storage at the plain annuity.
   */
  | Step<
      'presentValueRentWeighted',
      {
        compute: N;
        computeAnnuity: N;
        pastMonths: N;
        horizonMonths: N;
        endFactor: N;
        storage: N;
        annuityFactor: N;
        presentValue: N;
      }
    >;

/** Whether every month of compute is paid at today's price, and only the months of the horizon. */
function steadyRent(scenario: Scenario): boolean {
  const months = monthsPaidOf(scenario);
  return months.fall === 1 && months.paid === scenario.horizonMonths;
}

/** Amortized own total and rent total over the horizon at another number of busy hours a day. */
function totalsAt(scenario: Scenario, result: Result, hoursPerDay: number): { ownAt: number; rentAt: number } {
  const H = scenario.horizonMonths;
  const fixed = result.own.breakdown.depreciation + result.own.breakdown.ops;
  const compute = computePerMonth(scenario, hoursPerDay);
  const storage = storagePerMonth(scenario);
  const tariff = electricityOf(scenario, hoursPerDay);
  return {
    ownAt: tariff
      ? fixed + H * tariff.power
      : fixed + H * energyPerMonthKWh(scenario, hoursPerDay) * scenario.own.power.pricePerKWh,
    // as the engine's break-even: compute over the months paid, each at its price; storage every month
    rentAt: steadyRent(scenario) ? H * (compute + storage) : compute * monthsPaidOf(scenario).weighted + H * storage,
  };
}

function breakEvenStep(scenario: Scenario, result: Result): CompareStep {
  const hours = result.breakEvenHoursPerDay;
  if (hours === null) return { id: 'breakEvenNever', values: { hoursPerDay: 24, ...totalsAt(scenario, result, 24) } };
  if (hours === 0) return { id: 'breakEvenAlways', values: { hoursPerDay: 0, ...totalsAt(scenario, result, 0) } };
  // one grid step below, where renting was still cheaper
  const belowHours = Math.round(hours * 100 - 1) / 100;
  const below = totalsAt(scenario, result, belowHours);
  return {
    id: 'breakEven',
    values: {
      hoursPerDay: hours,
      ...totalsAt(scenario, result, hours),
      belowHours,
      ownBelow: below.ownAt,
      rentBelow: below.rentAt,
    },
  };
}

function paybackStep(scenario: Scenario, result: Result): CompareStep {
  const month = result.paybackMonth;
  if (month === null) {
    const last = result.monthly[result.monthly.length - 1];
    return {
      id: 'paybackNever',
      values: { horizonMonths: scenario.horizonMonths, ownCash: last?.ownCash ?? 0, rent: last?.rent ?? 0 },
    };
  }
  const row = result.monthly[month - 1];
  const previous = result.monthly[month - 2];
  return {
    id: 'payback',
    values: {
      month,
      ownCash: row?.ownCash ?? 0,
      rent: row?.rent ?? 0,
      previousOwnCash: previous?.ownCash ?? null,
      previousRent: previous?.rent ?? null,
    },
  };
}

function presentValueSteps(scenario: Scenario, result: Result): CompareStep[] {
  const H = scenario.horizonMonths;
  const ratePct = scenario.discountRatePct;
  const monthFactor = (1 + ratePct / 100) ** (-1 / MONTHS_PER_YEAR);
  // Σ v(m) for m = 1..H: the present value of 1 paid at the end of every month
  let annuityFactor = 0;
  for (let m = 1; m <= H; m += 1) annuityFactor += monthFactor ** m;
  const endFactor = monthFactor ** H;
  const lifeMonths = scenario.own.depreciation.years * MONTHS_PER_YEAR;
  const perReplacement = result.own.capex * (1 - salvagePctOf(scenario) / 100);
  let replacementsPresentValue = 0;
  for (let k = 1; k < result.purchases; k += 1)
    replacementsPresentValue += perReplacement * monthFactor ** (k * lifeMonths);
  const own = result.own.perMonth;
  const rent = result.rent.perMonth;
  return [
    { id: 'discountFactors', values: { ratePct, monthFactor, horizonMonths: H, annuityFactor, endFactor } },
    {
      id: 'presentValueOwn',
      values: {
        capital: result.own.capex,
        running: own.power + own.ops,
        annuityFactor,
        replacementsPresentValue,
        bookValue: result.own.bookValueAtEnd,
        endFactor,
        presentValue: result.own.presentValue,
      },
    },
    steadyRent(scenario)
      ? {
          id: 'presentValueRent',
          values: { running: rent.compute + rent.storage, annuityFactor, presentValue: result.rent.presentValue },
        }
      : presentValueRentWeighted(scenario, result, monthFactor, annuityFactor),
  ];
}

function presentValueRentWeighted(
  scenario: Scenario,
  result: Result,
  monthFactor: number,
  annuityFactor: number,
): CompareStep {
  const H = scenario.horizonMonths;
  const months = monthsPaidOf(scenario);
  let computeAnnuity = 0;
  for (let m = 1; m <= H; m += 1) computeAnnuity += priceFactorOf(months, m) * monthFactor ** m;
  // the months past the horizon, paid in month H at the price of the last term
  const pastMonths = months.paid > H ? (months.paid - H) * priceFactorOf(months, H + 1) : 0;
  const { perMonth } = result.rent;
  return {
    id: 'presentValueRentWeighted',
    values: {
      compute: perMonth.compute,
      computeAnnuity,
      pastMonths,
      horizonMonths: H,
      endFactor: monthFactor ** H,
      storage: perMonth.storage,
      annuityFactor,
      presentValue: result.rent.presentValue,
    },
  };
}

export function explainCompare(scenario: Scenario, result: Result, costView: CostView): CompareStep[] {
  const { gpus, hoursPerDay, daysPerYear } = scenario.workload;
  const busyGpuHours = result.busyGpuHours;
  const view = compareInView(result, costView);
  const cash = costView === 'cash';
  const steps: CompareStep[] = [
    {
      id: 'busyGpuHours',
      values: {
        gpus,
        busyHours: (hoursPerDay * daysPerYear) / MONTHS_PER_YEAR,
        horizonMonths: scenario.horizonMonths,
        busyGpuHours,
      },
    },
    {
      id: cash ? 'costPerHourOwnCash' : 'costPerHourOwn',
      values: { total: view.own, busyGpuHours, costPerHour: view.ownCostPerBusyGpuHour },
    },
    {
      id: 'costPerHourRent',
      values: { total: view.rent, busyGpuHours, costPerHour: result.rent.costPerBusyGpuHour },
    },
    { id: cash ? 'savingsCash' : 'savings', values: { own: view.own, rent: view.rent, savings: view.savings } },
    {
      id: 'savedPct',
      values: {
        savings: Math.abs(view.savings),
        dearer: Math.max(view.own, view.rent),
        savedPct: view.savedPctOfDearer,
      },
    },
    breakEvenStep(scenario, result),
    paybackStep(scenario, result),
  ];
  if (scenario.discountRatePct > 0) steps.push(...presentValueSteps(scenario, result));
  return steps;
}
