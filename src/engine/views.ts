// The comparison as the page's cash / amortized switch sees it. The engine's own comparison is
// amortized; the cash view counts the hardware's full price and nothing sold at the end.
import type { Cheaper, Result } from './result.ts';
import { RELATIVE_TOLERANCE } from './units.ts';

export type CostView = 'amortized' | 'cash';

export interface ViewComparison {
  readonly own: number;
  readonly rent: number;
  readonly savings: number;
  readonly savingsPct: number | null;
  /** the saving as a share of the dearer side's total: "renting costs 97 % less than owning" */
  readonly savedPctOfDearer: number | null;
  readonly cheaper: Cheaper;
  readonly ownCostPerBusyGpuHour: number | null;
}

export function cheaperSide(own: number, rent: number): Cheaper {
  const savings = own - rent;
  if (Math.abs(savings) <= RELATIVE_TOLERANCE * Math.max(own, rent)) return 'equal';
  return savings > 0 ? 'rent' : 'own';
}

export function compareInView(result: Result, view: CostView): ViewComparison {
  const own = view === 'cash' ? result.own.cashTotal : result.own.amortizedTotal;
  const rent = result.rent.total;
  const savings = own - rent;
  return {
    own,
    rent,
    savings,
    savingsPct: own === 0 ? null : (savings / own) * 100,
    savedPctOfDearer: Math.max(own, rent) === 0 ? null : (Math.abs(savings) / Math.max(own, rent)) * 100,
    cheaper: cheaperSide(own, rent),
    ownCostPerBusyGpuHour: result.busyGpuHours > 0 ? own / result.busyGpuHours : null,
  };
}
