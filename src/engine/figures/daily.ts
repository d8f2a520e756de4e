// Figures a day and a year, as articles quote them ("250,000 over three years is 228 a day"): the
// horizon's totals spread evenly over its days and years. A month is 365 ÷ 12 days, as it is 730 hours
// everywhere else in the engine. Kept apart from the result, whose shape version 1 fixed.
import type { Recorder } from '../record/steps.ts';
import type { Result } from '../result.ts';
import { DAYS_PER_YEAR, MONTHS_PER_YEAR } from '../units.ts';

interface DailyFigures {
  /** horizonMonths × 365 ÷ 12: 1,095 for 36 months */
  readonly horizonDays: number;
  /** the horizon's depreciation ÷ its days */
  readonly depreciationPerDay: number;
  /** the horizon's electricity ÷ its days */
  readonly powerPerDay: number;
  /** the rent total, amortized as the depreciation is, ÷ the horizon's years (horizonMonths ÷ 12) */
  readonly rentPerYear: number;
}

export function dailyFigures(result: Result, horizonMonths: number, rec?: Recorder): DailyFigures {
  const days = (horizonMonths * DAYS_PER_YEAR) / MONTHS_PER_YEAR;
  const years = horizonMonths / MONTHS_PER_YEAR;
  const { depreciation, power } = result.own.breakdown;
  const total = result.rent.amortizedTotal;
  const figures = {
    horizonDays: days,
    depreciationPerDay: depreciation / days,
    powerPerDay: power / days,
    rentPerYear: total / years,
  };
  rec?.('depreciationPerDay', { depreciation, days, horizonMonths, perDay: figures.depreciationPerDay });
  rec?.('powerPerDay', { power, days, perDay: figures.powerPerDay });
  rec?.('rentPerYear', { total, years, horizonMonths, perYear: figures.rentPerYear });
  return figures;
}
