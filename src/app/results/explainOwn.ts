// The self-hosted side of "how this is computed": docs/cost-model.md's arithmetic, step by step, with
// one scenario's numbers. Totals are the engine's own figures, so the page and the steps never differ.
// Version 2's hardware VAT, time-of-use electricity and falling resale values add or swap steps only
// when they change a figure.
// from its file, as the tools' steps import theirs: this section loads after the verdict
import { dailyFigures } from '../../engine/figures/daily.ts';
import { HOURS_PER_MONTH, MONTHS_PER_YEAR, type Result, type Scenario, yearlyCharges } from '../../engine/index.ts';
import { type EnergyStep, energySteps } from './explainEnergy.ts';
import { netCapitalOf, salvagePctOf } from './figures.ts';

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
  | EnergyStep
  | Step<'servers', { gpus: N; gpusPerServer: N; servers: N; cardsInstalled: N }>
  | Step<'capital', { servers: N; serverPrice: N; setupCost: N; capital: N }>
  /** servers and setup before hardware VAT, then with it */
  | Step<'capitalNet', { servers: N; serverPrice: N; setupCost: N; capital: N }>
  | Step<'capitalVat', { net: N; vatPct: N; capital: N }>
  | Step<'hardwareVatRecovered', { vatPct: N }>
  | Step<'busyHours', { hoursPerDay: N; daysPerYear: N; busyHours: N }>
  | Step<'idleHours', { hoursPerMonth: N; busyHours: N; idleHours: N; onHours: N }>
  | Step<'idleHoursOff', { busyHours: N; idleHours: N; onHours: N }>
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
        /** maintenance is a share of the capital before hardware VAT */
        capitalBeforeVat: boolean;
      }
    >
  /** falling resale values: the salvage share halves every doubling period of the life */
  | Step<'salvageFalls', { salvagePct: N; lifeMonths: N; doublingMonths: N; effectivePct: N }>
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
  /** the horizon's depreciation and electricity spread over its days (the engine's dailyFigures) */
  | Step<'depreciationPerDay', { depreciation: N; horizonMonths: N; days: N; perDay: N }>
  | Step<'powerPerDay', { power: N; days: N; perDay: N }>
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

function depreciationSteps(
  scenario: Scenario,
  capital: number,
  salvagePct: number,
  charges: readonly number[],
): OwnStep[] {
  const { method, years } = scenario.own.depreciation;
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

/** Capital of one purchase: with hardware VAT that is not recovered, the price before it, then with it. */
function capitalSteps(scenario: Scenario, servers: number, capital: number): OwnStep[] {
  const { own, tax } = scenario;
  const priced = { servers, serverPrice: own.serverPrice, setupCost: own.setupCost };
  if (tax.hardwareVatPct === 0) return [{ id: 'capital', values: { ...priced, capital } }];
  if (tax.hardwareVatRecoverable) {
    return [
      { id: 'capital', values: { ...priced, capital } },
      { id: 'hardwareVatRecovered', values: { vatPct: tax.hardwareVatPct } },
    ];
  }
  const net = netCapitalOf(scenario);
  return [
    { id: 'capitalNet', values: { ...priced, capital: net } },
    { id: 'capitalVat', values: { net, vatPct: tax.hardwareVatPct, capital } },
  ];
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
  const perMonth = result.own.perMonth;

  const lifeMonths = own.depreciation.years * MONTHS_PER_YEAR;
  // falling resale values lower the salvage share everywhere the engine uses it
  const salvagePct = salvagePctOf(scenario);
  const charges = yearlyCharges(capital, { ...own.depreciation, salvagePct });
  const salvage = capital * (salvagePct / 100);
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
  const capitalBeforeVat = scenario.tax.hardwareVatPct > 0 && !scenario.tax.hardwareVatRecoverable;
  const obsolescence = scenario.obsolescence;

  const steps: OwnStep[] = [
    {
      id: 'servers',
      values: { gpus, gpusPerServer: own.gpusPerServer, servers, cardsInstalled: result.own.cardsInstalled },
    },
    ...capitalSteps(scenario, servers, capital),
    { id: 'busyHours', values: { hoursPerDay, daysPerYear, busyHours } },
    power.alwaysOn
      ? { id: 'idleHours', values: { hoursPerMonth: HOURS_PER_MONTH, busyHours, idleHours, onHours } }
      : { id: 'idleHoursOff', values: { busyHours, idleHours, onHours } },
    ...energySteps(scenario, result),
    { id: 'ops', values: { ...ops, capital: netCapitalOf(scenario), ops: perMonth.ops, capitalBeforeVat } },
  ];
  if (obsolescence?.resaleFalls) {
    steps.push({
      id: 'salvageFalls',
      values: {
        salvagePct: own.depreciation.salvagePct,
        lifeMonths,
        doublingMonths: obsolescence.doublingMonths,
        effectivePct: salvagePct,
      },
    });
  }
  steps.push(
    { id: 'salvage', values: { capital, salvagePct, salvage, base } },
    ...depreciationSteps(scenario, capital, salvagePct, charges),
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
  );
  if (refresh) {
    steps.push({
      id: 'replacements',
      values: {
        horizonMonths: H,
        lifeMonths,
        purchases: result.purchases,
        replacements,
        capital,
        salvagePct,
        perReplacement: base,
        total: replacementTotal,
      },
    });
  }
  const daily = dailyFigures(result, H);
  const days = daily.horizonDays;
  steps.push(
    {
      id: 'depreciationPerDay',
      values: { depreciation: breakdown.depreciation, horizonMonths: H, days, perDay: daily.depreciationPerDay },
    },
    { id: 'powerTotal', values: { horizonMonths: H, power: perMonth.power, total: breakdown.power } },
    { id: 'powerPerDay', values: { power: breakdown.power, days, perDay: daily.powerPerDay } },
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
