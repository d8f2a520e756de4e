// The comparison as the page's cash / amortized switch sees it, and the verdict it gives. The engine's
// own comparison is amortized: the owned hardware's book value and a reservation's months paid past the
// horizon are left over at the end. The cash view counts every payment on both sides, the hardware's
// full price and the reservation's last term in full, and nothing left over.
import type { Recorder } from './record/steps.ts';
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
  readonly rentCostPerBusyGpuHour: number | null;
}

/** A saving by the side it favours: the verdict's way of stating one, never a negative amount. */
export interface SavingSide {
  readonly cheaper: Cheaper;
  /** what the cheaper side saves; 0 when the two are equal */
  readonly amount: number;
}

/**
 * The side a saving of `savings` (owning's total less renting's) favours, and by how much; equal
 * within floating-point noise of `scale`, the dearer side's total.
 */
export function savingSide(savings: number, scale: number): SavingSide {
  if (Math.abs(savings) <= RELATIVE_TOLERANCE * scale) return { cheaper: 'equal', amount: 0 };
  return { cheaper: savings > 0 ? 'rent' : 'own', amount: Math.abs(savings) };
}

export function cheaperSide(own: number, rent: number): Cheaper {
  return savingSide(own - rent, Math.max(own, rent)).cheaper;
}

export function compareInView(result: Result, view: CostView, rec?: Recorder): ViewComparison {
  const cash = view === 'cash';
  // present values after tax and financing: the undiscounted totals when the rate is 0, before tax and in cash
  const { own, rent } = result.finance[view];
  const savings = own - rent;
  const dearer = Math.max(own, rent);
  const comparison = {
    own,
    rent,
    savings,
    savingsPct: own === 0 ? null : (savings / own) * 100,
    savedPctOfDearer: dearer === 0 ? null : (Math.abs(savings) / dearer) * 100,
    cheaper: cheaperSide(own, rent),
    ownCostPerBusyGpuHour: result.busyGpuHours > 0 ? own / result.busyGpuHours : null,
    rentCostPerBusyGpuHour: result.busyGpuHours > 0 ? rent / result.busyGpuHours : null,
  };
  if (rec) {
    const { busyGpuHours } = result;
    const perHour = comparison.ownCostPerBusyGpuHour;
    const rentPerHour = comparison.rentCostPerBusyGpuHour;
    if (perHour === null) rec(cash ? 'costPerHourOwnCashNone' : 'costPerHourOwnNone', {});
    else rec(cash ? 'costPerHourOwnCash' : 'costPerHourOwn', { total: own, busyGpuHours, costPerHour: perHour });
    if (rentPerHour === null) rec('costPerHourRentNone', {});
    else rec('costPerHourRent', { total: rent, busyGpuHours, costPerHour: rentPerHour });
    const { ratePct, taxRate, loan } = result.finance;
    // present values after tax: the figures the finance section works out, which the verdict compares
    const discounted = ratePct !== 0 || taxRate !== 0 || loan !== null;
    const basis = discounted ? [{ id: 'presentValues' as const, values: {}, amount: 0 }] : [];
    rec(cash ? 'savingsCash' : 'savings', { own, rent, savings, cheaper: comparison.cheaper }, basis);
    const savedPct = comparison.savedPctOfDearer;
    if (savedPct === null) rec('savedPctNone', {});
    else rec('savedPct', { savings: Math.abs(savings), dearer, savedPct });
  }
  return comparison;
}

/**
 * The verdict: which side is cheaper, by how much, and that saving as a share of the dearer side's
 * total. The page's verdict words these figures in the reader's language; the command line prints
 * them (verdict.ts adds its English sentence), so the two cannot disagree.
 */
export interface VerdictFigures {
  /** the cost view compared: the command line's is 'amortized', the page's follows its switch */
  readonly view: CostView;
  readonly cheaper: Cheaper;
  /** the two totals compared: owning in this view, and renting */
  readonly own: number;
  readonly rent: number;
  /** what the cheaper side saves over the horizon: |own − rent|, never negative */
  readonly savings: number;
  /** the saving as a share of the dearer side's total, 0–100 (0 when the two are equal or cost nothing) */
  readonly pct: number;
  /** what pct is a share of: the total of the dearer side */
  readonly pctBase: 'dearer';
}

export function verdictFigures(result: Result, view: CostView): VerdictFigures {
  const comparison = compareInView(result, view);
  const equal = comparison.cheaper === 'equal';
  return {
    view,
    cheaper: comparison.cheaper,
    own: comparison.own,
    rent: comparison.rent,
    savings: Math.abs(comparison.savings),
    pct: equal ? 0 : (comparison.savedPctOfDearer ?? 0),
    pctBase: 'dearer',
  };
}
