// A workload that changes over time (format version 9), priced month by month: renting pays for the
// month's cards only when the work runs (a reservation holds the most it has reserved), owning buys the
// horizon's peak up front or each step of servers in the month the demand first needs it.
// docs/method/growth.md. A steady workload never comes here: evaluate.ts keeps version 8's arithmetic.
import { assembleResult } from './assemble.ts';
import { depreciableOf, monthlyCharges } from './depreciation.ts';
import { type FinanceFigures, financeFigures, isPlain } from './finance.ts';
import { busyMonthSet, grownGpus, isBusyMonth, peakDemandGpus } from './growth.ts';
import {
  availabilityOf,
  clusterCapitalOf,
  energyPerMonthKWh,
  energySplit,
  hardwareVatRecovered,
  ownPerMonth,
  powerCostPerMonth,
  vatFactor,
} from './own.ts';
import { deliveryMonth, effectiveSalvagePct, inServiceShare, resalePathOf } from './purchase.ts';
import type { Recorder } from './record/steps.ts';
import { computePriceFactor, downtimeComputePerMonth, onDemandOf, rentPerMonth, reservedMonthsPaid } from './rent.ts';
import type { GrowthFigures, MonthRow, Result } from './result.ts';
import type { Scenario } from './scenario/schema.ts';
import { atMost, DAYS_PER_YEAR, MONTHS_PER_YEAR } from './units.ts';

/**
 * Days of work a year at a busy month's pace: the workload's days a year fall in its busy months, as
 * many in each as fit (every day of a busy month at most), so "182 days, busy six months" is every day
 * of those six and "365 days, busy six months" is the same.
 */
export function busyMonthPace(scenario: Scenario): number {
  const busy = busyMonthSet(scenario);
  const { daysPerYear } = scenario.workload;
  if (busy === null || busy.size === MONTHS_PER_YEAR) return daysPerYear;
  return Math.min(DAYS_PER_YEAR, (daysPerYear * MONTHS_PER_YEAR) / busy.size);
}

function withWorkload(scenario: Scenario, gpus: number, daysPerYear: number): Scenario {
  return { ...scenario, workload: { ...scenario.workload, gpus, daysPerYear } };
}

/** The scenario as month m sees it: the month's cards at a busy month's pace, or no work at all. */
export function monthScenario(scenario: Scenario, m: number, pace: number = busyMonthPace(scenario)): Scenario {
  return isBusyMonth(scenario, m) ? withWorkload(scenario, grownGpus(scenario, m), pace) : withWorkload(scenario, 0, 0);
}

/** One purchase of servers: the first, or a step that a growing demand needs. */
interface Cohort {
  readonly servers: number;
  readonly capital: number;
  /** the cluster's capital this purchase adds (more servers to network and rack) */
  readonly cluster: number;
  /** paid at the end of this month (0: at the start) */
  readonly paidAt: number;
  /** its age counts from the end of this month */
  readonly ageFrom: number;
}

/**
 * The purchases: up front, the servers the horizon's peak needs, bought at the start; in steps, the
 * servers the demand needs by month m bought so that they arrive in month m (the first on the lead
 * time's terms, as up front; a later step ordered the lead time ahead, paid on order).
 */
function cohortsOf(scenario: Scenario, demand: readonly number[]): Cohort[] {
  const perServer = scenario.own.gpusPerServer;
  const S = deliveryMonth(scenario);
  const vat = vatFactor(scenario.tax.hardwareVatPct, hardwareVatRecovered(scenario));
  const { serverPrice, setupCost } = scenario.own;
  const cohort = (servers: number, before: number, first: boolean, paidAt: number, ageFrom: number): Cohort => ({
    servers,
    capital: (servers * serverPrice + (first ? setupCost : 0)) * vat,
    cluster: clusterCapitalOf(scenario, before + servers) - clusterCapitalOf(scenario, before),
    paidAt,
    ageFrom,
  });
  // a horizon with no busy month still owns the servers of the workload's cards
  const atLeast = Math.ceil(scenario.workload.gpus / perServer);
  if (!inSteps(scenario)) {
    return [cohort(Math.max(atLeast, Math.ceil(peakDemandGpus(scenario) / perServer)), 0, true, 0, S)];
  }
  const cohorts: Cohort[] = [];
  let owned = 0;
  demand.forEach((gpus, i) => {
    const needed = Math.ceil(gpus / perServer);
    if (needed <= owned) return;
    const m = i + 1;
    const first = cohorts.length === 0;
    cohorts.push(cohort(needed - owned, owned, first, Math.max(0, m - 1 - S), Math.max(S, m - 1)));
    owned = needed;
  });
  if (cohorts.length === 0) cohorts.push(cohort(atLeast, 0, true, 0, S));
  return cohorts;
}

/**
 * Whether the owned side buys in steps: the scenario says so and pays in cash. A loan or lease pays for
 * one purchase at the start, so check.ts refuses it with steps; unchecked input is bought up front.
 */
function inSteps(scenario: Scenario): boolean {
  return scenario.workload.growth.ownBuys === 'in-steps' && scenario.finance.financing.kind === 'cash';
}

/**
 * The first month from which owning's cumulative cost stays at or below renting's to the horizon's end:
 * when the answer turns to owning; null when owning is dearer at the end.
 */
export function turnMonthOf(own: readonly number[], rent: readonly number[]): number | null {
  let turn: number | null = null;
  for (let i = own.length - 1; i >= 0; i -= 1) {
    if (!atMost(own[i] ?? 0, rent[i] ?? 0)) break;
    turn = i + 1;
  }
  return turn;
}

/** Everything but break-even, for a workload that changes over time. */
export function evaluateGrowingWithoutBreakEven(scenario: Scenario, rec?: Recorder): Result {
  const H = scenario.horizonMonths;
  const pace = busyMonthPace(scenario);
  const months = Array.from({ length: H }, (_, i) => monthScenario(scenario, i + 1, pace));
  const demand = months.map((s) => s.workload.gpus);
  const perServer = scenario.own.gpusPerServer;
  // the steps of a month at work, shown once: the first month's cards at a busy month's pace
  const base = withWorkload(scenario, scenario.workload.gpus, pace);
  // the owned side's month as bought: the peak's cards up front, the first month's in steps
  const boughtFor = inSteps(scenario)
    ? base
    : withWorkload(scenario, Math.max(scenario.workload.gpus, peakDemandGpus(scenario)), pace);
  if (rec) ownPerMonth(boughtFor, rec);
  const baseRent = rentPerMonth(base, rec);

  // renting: the month's cards, or for a reservation the most reserved so far, which it keeps paying
  const reserved = scenario.rent.plan === 'reserved';
  const rentCompute: number[] = new Array(H);
  let held = 0;
  let billedGpuHours = 0;
  let lastMonthCompute = 0;
  let lastMonthBilled = 0;
  for (let i = 0; i < H; i += 1) {
    const month = months[i] ?? base;
    held = Math.max(held, month.workload.gpus);
    const paid = reserved ? withWorkload(month, held, month.workload.daysPerYear) : month;
    const figures = rentPerMonth(paid);
    lastMonthCompute = figures.compute;
    lastMonthBilled = figures.billedGpuHours;
    rentCompute[i] = figures.compute * computePriceFactor(scenario, i + 1);
    billedGpuHours += figures.billedGpuHours;
  }
  const pastMonths = reservedMonthsPaid(scenario) - H;
  const rentPastHorizon = pastMonths > 0 ? lastMonthCompute * pastMonths * computePriceFactor(scenario, H + 1) : 0;
  if (pastMonths > 0) billedGpuHours += pastMonths * lastMonthBilled;
  const storage = baseRent.storage;
  const staff = baseRent.staff;
  const rentPaid = rentCompute.map((c, i) => c + storage + staff + (i === H - 1 ? rentPastHorizon : 0));

  // owning: the purchases, then each month's running costs for the servers owned and the work done
  const cohorts = cohortsOf(scenario, demand);
  const salvagePct = effectiveSalvagePct(scenario);
  const rule = { ...scenario.own.depreciation, salvagePct };
  const life = scenario.own.depreciation.years * MONTHS_PER_YEAR;
  const clusterLife = scenario.own.cluster.lifeYears * MONTHS_PER_YEAR;
  const refresh = scenario.own.refreshAtEndOfLife;
  const schedules = cohorts.map((c) => monthlyCharges(c.capital, rule));
  const resalePaths = cohorts.map((c) => resalePathOf(scenario, c.capital));
  const availability = availabilityOf(scenario);
  const onDemand = onDemandOf(scenario);
  const capitalFlow = new Array<number>(H + 1).fill(0);
  for (const c of cohorts) capitalFlow[c.paidAt] = (capitalFlow[c.paidAt] ?? 0) + c.capital + c.cluster;
  // each purchase's replacements: at the end of each life, bought anew and the old sold at salvage
  const replacements = cohorts.map((c) => {
    const months: number[] = [];
    for (let r = c.ageFrom + life; refresh && r < H; r += life) {
      capitalFlow[r] = (capitalFlow[r] ?? 0) + depreciableOf(c.capital, salvagePct);
      months.push(r);
    }
    return months;
  });
  const ownRunning: number[] = new Array(H);
  const ownedServers: number[] = new Array(H);
  // what each purchase is credited at in month m: its hardware and its part of the cluster
  const hardwareCredits = cohorts.map(() => new Array<number>(H).fill(0));
  const clusterCredits = cohorts.map(() => new Array<number>(H).fill(0));
  const hardwareCredit: number[] = new Array(H);
  const clusterCredit: number[] = new Array(H);
  const written = cohorts.map(() => ({ newest: 0, total: 0 }));
  let power = 0;
  let ops = 0;
  let leadTime = 0;
  let downtime = 0;
  let energyKWh = 0;
  let busyGpuHours = 0;
  for (let m = 1; m <= H; m += 1) {
    const month = months[m - 1] ?? base;
    const servers = cohorts.reduce((n, c) => n + (c.ageFrom < m ? c.servers : 0), 0);
    ownedServers[m - 1] = servers;
    const working = inServiceShare(scenario, m);
    const hours = month.workload.hoursPerDay;
    const monthPower = powerCostPerMonth(month, hours, servers);
    const monthOps = ownPerMonth(withWorkload(scenario, servers * perServer, 0)).ops;
    const bridge = (1 - working) * ((rentCompute[m - 1] ?? 0) + storage);
    const down = working * downtimeComputePerMonth(month, availability) * computePriceFactor(onDemand, m);
    power += working * monthPower;
    ops += working * monthOps;
    leadTime += bridge;
    downtime += down;
    energyKWh += working * energyPerMonthKWh(month, hours, servers);
    busyGpuHours += month.workload.gpus * energySplit(month, hours, servers).busyHours;
    ownRunning[m - 1] = working * (monthPower + monthOps) + bridge + down;
    let hardware = 0;
    let cluster = 0;
    cohorts.forEach((c, k) => {
      if (c.paidAt >= m) return;
      const age = Math.max(0, m - c.ageFrom);
      const purchase = refresh && age > 0 ? Math.floor((age - 1) / life) : 0;
      const w = written[k] ?? { newest: 0, total: 0 };
      // a replacement starts the newest purchase's write-off anew
      if (age > 0 && (age - 1) % life === 0 && purchase > 0) w.newest = 0;
      const charge = age > 0 ? ((schedules[k] ?? [])[age - 1 - purchase * life] ?? 0) : 0;
      w.newest += charge;
      w.total += charge;
      const resale = resalePaths[k];
      const credit = resale ? resale(age - purchase * life) : c.capital - w.newest;
      const clusterBook = c.cluster * Math.max(0, 1 - age / clusterLife);
      (hardwareCredits[k] ?? [])[m - 1] = credit;
      (clusterCredits[k] ?? [])[m - 1] = clusterBook;
      hardware += credit;
      cluster += clusterBook;
    });
    hardwareCredit[m - 1] = hardware;
    clusterCredit[m - 1] = cluster;
  }

  const plain = isPlain(scenario);
  const steps = inSteps(scenario);
  const remainingValue = rentPastHorizon * (scenario.rent.reservationResalePct / 100);
  const capex = cohorts.reduce((sum, c) => sum + c.capital, 0);
  const K = cohorts.reduce((sum, c) => sum + c.cluster, 0);
  const unitValue = scenario.own.serverPrice * vatFactor(scenario.tax.hardwareVatPct, hardwareVatRecovered(scenario));
  // after tax or discounted, each purchase on its own terms (the first with the running costs and the
  // rent), added up: every figure of the finance layer is a sum over what is paid and deducted
  const finance: FinanceFigures = plain
    ? plainFigures(H, capitalFlow, ownRunning, rentPaid, hardwareCredit, clusterCredit, remainingValue)
    : sumFigures(
        cohorts.map((c, k) =>
          financeFigures(
            scenario,
            {
              capital: c.capital,
              replacementMonths: replacements[k] ?? [],
              salvageShare: salvagePct / 100,
              ownRunning: k === 0 ? ownRunning : [],
              rentPaid: k === 0 ? rentPaid : [],
              rentRemaining: k === 0 ? remainingValue : 0,
              creditAt: hardwareCredits[k] ?? [],
              cluster: { capital: c.cluster, creditAt: clusterCredits[k] ?? [] },
              unitValue,
              purchaseMonth: c.paidAt,
            },
            k === 0 ? rec : undefined,
          ),
        ),
      );

  const capitalPaid = capitalFlow.slice(0, H).reduce((sum, x) => sum + x, 0);
  const clusterAtEnd = clusterCredit[H - 1] ?? 0;
  const resaleAtEnd = hardwareCredit[H - 1] ?? 0;
  const runningTotal = power + ops + leadTime + downtime;
  const hardwareCost = Math.max(0, capitalPaid - K - resaleAtEnd);
  const clusterCost = K - clusterAtEnd;
  const amortizedTotal = hardwareCost + clusterCost + runningTotal;
  const cashTotal = capitalPaid + runningTotal;
  const rentComputeTotal = rentCompute.reduce((sum, x) => sum + x, 0) + rentPastHorizon;
  const rentTotal = rentComputeTotal + H * storage + H * staff;
  const rentAmortized = rentTotal - remainingValue;
  const compared = finance.amortized;
  const totalServers = cohorts.reduce((n, c) => n + c.servers, 0);
  if (rec) {
    const peakGpus = Math.max(0, ...demand);
    const first = cohorts[0];
    if (steps) {
      rec('serversInSteps', {
        purchases: cohorts.length,
        firstServers: first?.servers ?? 0,
        servers: totalServers,
        capital: capex,
      });
    } else {
      rec('serversUpFront', { peakGpus, gpusPerServer: perServer, servers: totalServers, capital: capex });
    }
    rec('demandByMonth', {
      gpus: scenario.workload.gpus,
      pctPerMonth: scenario.workload.growth.pctPerMonth,
      peakGpus,
      busyMonths: demand.filter((gpus) => gpus > 0).length,
      horizonMonths: H,
      compute: rentComputeTotal,
    });
  }
  const growth: GrowthFigures = {
    demandGpus: demand,
    ownedServers,
    peakGpus: Math.max(0, ...demand),
    busyMonths: demand.filter((gpus) => gpus > 0).length,
    ownBuys: steps ? 'in-steps' : 'up-front',
    turnMonth: turnMonthOf(finance.rows.ownAmortized, finance.rows.rent),
  };
  if (rec) {
    const turn = growth.turnMonth;
    const row = (m: number) => ({
      ownAmortized: finance.rows.ownAmortized[m - 1] ?? 0,
      rent: finance.rows.rent[m - 1] ?? 0,
    });
    if (turn === null) rec('turnNever', { horizonMonths: H, ...row(H) });
    else rec('turnMonth', { month: turn, ...row(turn) });
  }
  const shown: MonthRow[] = finance.rows.rent.map((rent, i) => ({
    month: i + 1,
    ownCash: finance.rows.ownCash[i] ?? 0,
    ownAmortized: finance.rows.ownAmortized[i] ?? 0,
    rent,
  }));
  return assembleResult(scenario, {
    servers: totalServers,
    purchases: 1 + (replacements[0]?.length ?? 0),
    busyGpuHours,
    own: {
      capex,
      cashTotal,
      amortizedTotal,
      bookValueAtEnd: cohorts.reduce((sum, c, k) => sum + c.capital - (written[k]?.newest ?? 0), 0),
      energyKWh,
      breakdown: { depreciation: hardwareCost, cluster: clusterCost, power, ops, leadTime, downtime },
      presentValue: compared.own,
      cardsInstalled: totalServers * perServer,
      // a month on average over the horizon: the months differ
      perMonth: { energyKWh: energyKWh / H, power: power / H, ops: ops / H, downtime: downtime / H },
      resaleAtEnd,
      clusterCapital: K,
      availability,
    },
    rent: {
      total: rentTotal,
      remainingValue,
      amortizedTotal: rentAmortized,
      billedGpuHours,
      breakdown: { compute: rentComputeTotal, storage: H * storage, staff: H * staff },
      presentValue: compared.rent,
      billedMinutesPerSession: baseRent.billedMinutesPerSession,
      perMonth: { compute: rentComputeTotal / H, storage, staff },
    },
    monthly: shown,
    finance,
    growth,
  });
}

/**
 * Each side's cumulative cost month by month, undiscounted and before tax: a purchase paid at the end of
 * month p counts from month p + 1, and the amortized view credits what the hardware and the cluster are
 * worth that month.
 */
function plainFigures(
  H: number,
  capitalFlow: readonly number[],
  ownRunning: readonly number[],
  rentPaid: readonly number[],
  hardwareCredit: readonly number[],
  clusterCredit: readonly number[],
  rentRemaining: number,
): FinanceFigures {
  const ownCash: number[] = new Array(H);
  const ownAmortized: number[] = new Array(H);
  const rent: number[] = new Array(H);
  let own = 0;
  let rentSoFar = 0;
  for (let m = 1; m <= H; m += 1) {
    own += (capitalFlow[m - 1] ?? 0) + (ownRunning[m - 1] ?? 0);
    rentSoFar += rentPaid[m - 1] ?? 0;
    ownCash[m - 1] = own;
    ownAmortized[m - 1] = own - (hardwareCredit[m - 1] ?? 0) - (clusterCredit[m - 1] ?? 0);
    rent[m - 1] = rentSoFar;
  }
  return {
    ratePct: 0,
    taxRate: 0,
    cash: { own, rent: rentSoFar },
    amortized: { own: ownAmortized[H - 1] ?? 0, rent: rentSoFar - rentRemaining },
    taxSaved: { own: [], rent: [] },
    taxOnSale: 0,
    deductions: [],
    loan: null,
    rows: { ownCash, ownAmortized, rent },
    paybackMonth: paybackOf(ownCash, rent),
  };
}

/** The first month owning has cost no more than renting, in cash: null when it never has. */
function paybackOf(ownCash: readonly number[], rent: readonly number[]): number | null {
  const i = ownCash.findIndex((own, k) => atMost(own, rent[k] ?? 0));
  return i < 0 ? null : i + 1;
}

const addUp = (a: readonly number[], b: readonly number[]) =>
  Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0));

/** The purchases' finance figures added up; the first purchase's carries renting's and the loan. */
function sumFigures(parts: readonly FinanceFigures[]): FinanceFigures {
  const [first, ...rest] = parts;
  if (!first) throw new Error('a workload is priced with at least one purchase');
  let cash = first.cash.own;
  let amortized = first.amortized.own;
  let taxSaved = first.taxSaved.own;
  let taxOnSale = first.taxOnSale;
  let ownCash = first.rows.ownCash;
  let ownAmortized = first.rows.ownAmortized;
  const deductions = [...first.deductions];
  for (const part of rest) {
    cash += part.cash.own;
    amortized += part.amortized.own;
    taxSaved = addUp(taxSaved, part.taxSaved.own);
    taxOnSale += part.taxOnSale;
    ownCash = addUp(ownCash, part.rows.ownCash);
    ownAmortized = addUp(ownAmortized, part.rows.ownAmortized);
    deductions.push(...part.deductions);
  }
  return {
    ...first,
    cash: { own: cash, rent: first.cash.rent },
    amortized: { own: amortized, rent: first.amortized.rent },
    taxSaved: { own: taxSaved, rent: first.taxSaved.rent },
    taxOnSale,
    deductions,
    rows: { ownCash, ownAmortized, rent: first.rows.rent },
    paybackMonth: paybackOf(ownCash, first.rows.rent),
  };
}

/** Steps of break-even's grid: hours a day to the hundredth, 0 to 24. */
const GRID_STEPS = 2400;

/**
 * Break-even for a workload that changes over time: the fewest hours a day, to the hundredth, at which
 * owning (amortized) is not dearer than renting, found by halving the grid between 0 and 24 hours on the
 * months re-priced at each try. Owning's advantage grows with the hours (renting pays for each busy
 * hour, owning for its power alone), which halving relies on; null when renting is cheaper at 24.
 */
export function growingBreakEvenHoursPerDay(scenario: Scenario): number | null {
  const ownWins = (step: number) => {
    const at = { ...scenario, workload: { ...scenario.workload, hoursPerDay: step / 100 } };
    const { own, rent } = evaluateGrowingWithoutBreakEven(at).finance.amortized;
    return atMost(own, rent);
  };
  if (!ownWins(GRID_STEPS)) return null;
  if (ownWins(0)) return 0;
  let dearer = 0;
  let notDearer = GRID_STEPS;
  while (notDearer - dearer > 1) {
    const mid = Math.floor((dearer + notDearer) / 2);
    if (ownWins(mid)) notDearer = mid;
    else dearer = mid;
  }
  return notDearer / 100;
}
