// The result as both evaluations hand it over, the steady one (evaluate.ts) and a changing workload's
// month by month (growing.ts): the figures each works out, put in the result's shape with what follows
// from them (cost per busy card-hour, the comparison, the saving), in the order the JSON prints them.
import type { FinanceFigures } from './finance.ts';
import type { GrowthFigures, MonthRow, Result } from './result.ts';
import type { Scenario } from './scenario/schema.ts';
import { cheaperSide } from './views.ts';

type Own = Result['own'];
type Rent = Result['rent'];

export interface Worked {
  readonly servers: number;
  readonly purchases: number;
  readonly busyGpuHours: number;
  readonly own: Omit<Own, 'costPerBusyGpuHour' | 'presentValue' | 'assumed'> & {
    readonly presentValue: number;
    readonly resaleAtEnd: number;
    readonly clusterCapital: number;
    readonly availability: number;
  };
  readonly rent: Omit<Rent, 'costPerBusyGpuHour'>;
  readonly monthly: readonly MonthRow[];
  readonly finance: FinanceFigures;
  readonly growth?: GrowthFigures;
}

export function assembleResult(scenario: Scenario, w: Worked): Result {
  const compared = w.finance.amortized;
  const savings = compared.own - compared.rent;
  const perBusyHour = (total: number) => (w.busyGpuHours > 0 ? total / w.busyGpuHours : null);
  const { own, rent } = w;
  return {
    servers: w.servers,
    purchases: w.purchases,
    busyGpuHours: w.busyGpuHours,
    own: {
      capex: own.capex,
      cashTotal: own.cashTotal,
      amortizedTotal: own.amortizedTotal,
      bookValueAtEnd: own.bookValueAtEnd,
      energyKWh: own.energyKWh,
      breakdown: own.breakdown,
      costPerBusyGpuHour: perBusyHour(own.amortizedTotal),
      presentValue: own.presentValue,
      cardsInstalled: own.cardsInstalled,
      perMonth: own.perMonth,
      assumed: {
        leadTimeMonths: scenario.own.leadTimeMonths,
        availabilityPct: own.availability * 100,
        resaleAtEnd: own.resaleAtEnd,
        salvageIs: scenario.own.depreciation.salvageIs,
        clusterCapital: own.clusterCapital,
      },
    },
    rent: {
      total: rent.total,
      remainingValue: rent.remainingValue,
      amortizedTotal: rent.amortizedTotal,
      billedGpuHours: rent.billedGpuHours,
      breakdown: rent.breakdown,
      costPerBusyGpuHour: perBusyHour(rent.amortizedTotal),
      presentValue: rent.presentValue,
      billedMinutesPerSession: rent.billedMinutesPerSession,
      perMonth: rent.perMonth,
    },
    monthly: w.monthly,
    cheaper: cheaperSide(compared.own, compared.rent),
    savings,
    savingsPct: compared.own === 0 ? null : (savings / compared.own) * 100,
    breakEvenHoursPerDay: null,
    paybackMonth: w.finance.paybackMonth,
    finance: w.finance,
    ...(w.growth && { growth: w.growth }),
  };
}
