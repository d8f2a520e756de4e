// The self-hosted side of "how this is computed": docs/cost-model.md's arithmetic, step by step, with
// one scenario's numbers. Totals are the engine's own figures, so the page and the steps never differ.
import { HOURS_PER_MONTH, MONTHS_PER_YEAR, type Result, type Scenario, yearlyCharges } from '../../engine/index.ts';

export type Step<Id extends string, Values> = { readonly id: Id; readonly values: Readonly<Values> };

/** Part of one purchase's life inside the horizon: `months` of year `year`, at its yearly charge. */
export interface YearPart {
  readonly year: number;
  readonly months: number;
  readonly yearlyCharge: number;
  readonly amount: number;
}

type N = number;

export type OwnStep =
  | Step<'servers', { gpus: N; gpusPerServer: N; servers: N; cardsInstalled: N }>
  | Step<'capital', { servers: N; serverPrice: N; setupCost: N; capital: N }>
  | Step<'busyHours', { hoursPerDay: N; daysPerYear: N; busyHours: N }>
  | Step<'idleHours', { hoursPerMonth: N; busyHours: N; idleHours: N; onHours: N }>
  | Step<'idleHoursOff', { busyHours: N; idleHours: N; onHours: N }>
  | Step<
      'energy',
      {
        pue: N;
        gpus: N;
        busyHours: N;
        gpuWatts: N;
        idleHours: N;
        idleGpuWatts: N;
        spareCards: N;
        onHours: N;
        servers: N;
        serverBaseWatts: N;
        wattHours: N;
        energyKWh: N;
      }
    >
  | Step<'power', { energyKWh: N; pricePerKWh: N; power: N }>
  | Step<
      'ops',
      {
        staffPerYear: N;
        capital: N;
        maintenancePctPerYear: N;
        colocationPerMonth: N;
        bandwidthPerMonth: N;
        otherPerYear: N;
        ops: N;
      }
    >
  | Step<'salvage', { capital: N; salvagePct: N; salvage: N; base: N }>
  | Step<'depreciationStraightLine', { base: N; years: N; perYear: N; perMonth: N }>
  | Step<
      'depreciationDecliningYear',
      { year: N; years: N; remainingYears: N; bookStart: N; salvage: N; charge: N; bookEnd: N }
    >
  | Step<'depreciationSumOfYearsYear', { year: N; years: N; base: N; digit: N; digitsSum: N; charge: N }>
  | Step<
      'depreciationTotal',
      { horizonMonths: N; lifeMonths: N; fullLives: N; base: N; parts: readonly YearPart[]; total: N }
    >
  | Step<
      'replacements',
      {
        horizonMonths: N;
        lifeMonths: N;
        purchases: N;
        replacements: N;
        capital: N;
        salvagePct: N;
        perReplacement: N;
        total: N;
      }
    >
  | Step<'powerTotal', { horizonMonths: N; power: N; total: N }>
  | Step<'opsTotal', { horizonMonths: N; ops: N; total: N }>
  | Step<'cashTotal', { capital: N; power: N; ops: N; replacements: N; cashTotal: N }>
  | Step<'bookValue', { capital: N; depreciation: N; bookValue: N }>
  | Step<'amortizedTotal', { depreciation: N; power: N; ops: N; amortizedTotal: N; cashTotal: N; bookValue: N }>;

/** The first `months` months of one purchase's life, year by year. */
function lifeParts(charges: readonly number[], months: number): YearPart[] {
  const parts: YearPart[] = [];
  for (let k = 0; k < charges.length && k * MONTHS_PER_YEAR < months; k += 1) {
    const inYear = Math.min(MONTHS_PER_YEAR, months - k * MONTHS_PER_YEAR);
    const yearlyCharge = charges[k] ?? 0;
    parts.push({ year: k + 1, months: inYear, yearlyCharge, amount: (yearlyCharge * inYear) / MONTHS_PER_YEAR });
  }
  return parts;
}

function depreciationSteps(scenario: Scenario, capital: number, charges: readonly number[]): OwnStep[] {
  const { method, years, salvagePct } = scenario.own.depreciation;
  const salvage = capital * (salvagePct / 100);
  const base = capital - salvage;
  switch (method) {
    case 'straight-line': {
      const perYear = charges[0] ?? 0;
      return [{ id: 'depreciationStraightLine', values: { base, years, perYear, perMonth: perYear / 12 } }];
    }
    case 'sum-of-years': {
      const digitsSum = (years * (years + 1)) / 2;
      return charges.map((charge, k) => ({
        id: 'depreciationSumOfYearsYear',
        values: { year: k + 1, years, base, digit: years - k, digitsSum, charge },
      }));
    }
    case 'declining-balance': {
      let bookStart = capital;
      return charges.map((charge, k) => {
        const values = { year: k + 1, years, remainingYears: years - k, bookStart, salvage, charge };
        bookStart -= charge;
        return { id: 'depreciationDecliningYear', values: { ...values, bookEnd: bookStart } };
      });
    }
  }
}

export function explainOwn(scenario: Scenario, result: Result): OwnStep[] {
  const { gpus, hoursPerDay, daysPerYear } = scenario.workload;
  const { own } = scenario;
  const { power, ops } = own;
  const H = scenario.horizonMonths;
  const servers = result.servers;
  const capital = result.own.capex;
  const busyHours = (hoursPerDay * daysPerYear) / MONTHS_PER_YEAR;
  const idleHours = power.alwaysOn ? HOURS_PER_MONTH - busyHours : 0;
  const onHours = power.alwaysOn ? HOURS_PER_MONTH : busyHours;
  const spareCards = result.own.cardsInstalled - gpus;
  const wattHours =
    gpus * (busyHours * power.gpuWatts + idleHours * power.idleGpuWatts) +
    spareCards * onHours * power.idleGpuWatts +
    servers * power.serverBaseWatts * onHours;
  const perMonth = result.own.perMonth;

  const lifeMonths = own.depreciation.years * MONTHS_PER_YEAR;
  const charges = yearlyCharges(capital, own.depreciation);
  const salvage = capital * (own.depreciation.salvagePct / 100);
  const base = capital - salvage;
  const refresh = own.refreshAtEndOfLife;
  // the lives that end inside the horizon, then the months of the one still running
  const fullLives = refresh ? Math.floor(H / lifeMonths) : H >= lifeMonths ? 1 : 0;
  const partialMonths = refresh ? H - fullLives * lifeMonths : H >= lifeMonths ? 0 : H;
  const newestMonths = refresh ? H - (result.purchases - 1) * lifeMonths : Math.min(H, lifeMonths);
  const newestDepreciation =
    newestMonths >= lifeMonths ? base : lifeParts(charges, newestMonths).reduce((sum, p) => sum + p.amount, 0);
  const replacements = result.purchases - 1;
  const replacementTotal = replacements * base;
  const { breakdown } = result.own;

  const steps: OwnStep[] = [
    {
      id: 'servers',
      values: { gpus, gpusPerServer: own.gpusPerServer, servers, cardsInstalled: result.own.cardsInstalled },
    },
    { id: 'capital', values: { servers, serverPrice: own.serverPrice, setupCost: own.setupCost, capital } },
    { id: 'busyHours', values: { hoursPerDay, daysPerYear, busyHours } },
    power.alwaysOn
      ? { id: 'idleHours', values: { hoursPerMonth: HOURS_PER_MONTH, busyHours, idleHours, onHours } }
      : { id: 'idleHoursOff', values: { busyHours, idleHours, onHours } },
    {
      id: 'energy',
      values: {
        pue: power.pue,
        gpus,
        busyHours,
        gpuWatts: power.gpuWatts,
        idleHours,
        idleGpuWatts: power.idleGpuWatts,
        spareCards,
        onHours,
        servers,
        serverBaseWatts: power.serverBaseWatts,
        wattHours,
        energyKWh: perMonth.energyKWh,
      },
    },
    { id: 'power', values: { energyKWh: perMonth.energyKWh, pricePerKWh: power.pricePerKWh, power: perMonth.power } },
    { id: 'ops', values: { ...ops, capital, ops: perMonth.ops } },
    { id: 'salvage', values: { capital, salvagePct: own.depreciation.salvagePct, salvage, base } },
    ...depreciationSteps(scenario, capital, charges),
    {
      id: 'depreciationTotal',
      values: {
        horizonMonths: H,
        lifeMonths,
        fullLives,
        base,
        parts: lifeParts(charges, partialMonths),
        total: breakdown.depreciation,
      },
    },
  ];
  if (refresh) {
    steps.push({
      id: 'replacements',
      values: {
        horizonMonths: H,
        lifeMonths,
        purchases: result.purchases,
        replacements,
        capital,
        salvagePct: own.depreciation.salvagePct,
        perReplacement: base,
        total: replacementTotal,
      },
    });
  }
  steps.push(
    { id: 'powerTotal', values: { horizonMonths: H, power: perMonth.power, total: breakdown.power } },
    { id: 'opsTotal', values: { horizonMonths: H, ops: perMonth.ops, total: breakdown.ops } },
    {
      id: 'cashTotal',
      values: {
        capital,
        power: breakdown.power,
        ops: breakdown.ops,
        replacements: replacementTotal,
        cashTotal: result.own.cashTotal,
      },
    },
    { id: 'bookValue', values: { capital, depreciation: newestDepreciation, bookValue: result.own.bookValueAtEnd } },
    {
      id: 'amortizedTotal',
      values: {
        depreciation: breakdown.depreciation,
        power: breakdown.power,
        ops: breakdown.ops,
        amortizedTotal: result.own.amortizedTotal,
        cashTotal: result.own.cashTotal,
        bookValue: result.own.bookValueAtEnd,
      },
    },
  );
  return steps;
}
