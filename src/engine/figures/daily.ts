// Figures a day and a year, as articles quote them ("250,000 over three years is 228 a day"): the
// horizon's totals spread evenly over its days and years. A month is 365 ÷ 12 days, as it is 730 hours
// everywhere else in the engine. Kept apart from the result, whose shape version 1 fixed.
import type { Result } from '../result.ts';
import { DAYS_PER_YEAR, MONTHS_PER_YEAR } from '../units.ts';

interface DailyFigures {
  /** horizonMonths × 365 ÷ 12: 1,095 for 36 months */
  readonly horizonDays: number;
  /** the horizon's depreciation ÷ its days */
  readonly depreciationPerDay: number;
  /** the horizon's electricity ÷ its days */
  readonly powerPerDay: number;
  /** the rent total ÷ the horizon's years (horizonMonths ÷ 12) */
  readonly rentPerYear: number;
}

export function dailyFigures(result: Result, horizonMonths: number): DailyFigures {
  const horizonDays = (horizonMonths * DAYS_PER_YEAR) / MONTHS_PER_YEAR;
  return {
    horizonDays,
    depreciationPerDay: result.own.breakdown.depreciation / horizonDays,
    powerPerDay: result.own.breakdown.power / horizonDays,
    rentPerYear: result.rent.total / (horizonMonths / MONTHS_PER_YEAR),
  };
}
