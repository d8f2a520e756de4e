// A figure the page computes and writes into a field, rounded to what a reader would have typed
// there: the field then shows the whole value and the engine computes with exactly what it shows.

/**
 * What the figure measures: money in a currency (to its minor unit: cents, or whole yen), days (to a
 * tenth), hours (to a hundredth), a measurement (to three significant digits, as the page states one)
 * or a count.
 */
export type FigureUnit = { readonly money: string } | { readonly unit: 'days' | 'hours' | 'measure' | 'count' };

/** Digits a field shows of a number (textOfValue): a figure never holds more than these. */
export const SHOWN_DIGITS = 10;

/** The currency's minor unit in decimals (2 for USD and CNY, 0 for JPY); 2 for a code Intl does not know. */
function minorDecimals(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * The unit's decimals, and the significant digits a figure keeps where those decimals would wipe them
 * out: four for money, so that a small converted price still multiplies out to the converted totals
 * (0.8 CNY a card-hour is $0.1111, not $0.111, which is 0.1 % off over every hour), three otherwise.
 */
function precisionOf(unit: FigureUnit): { readonly decimals: number; readonly digits: number } {
  if ('money' in unit) return { decimals: minorDecimals(unit.money), digits: 4 };
  const decimals = { days: 1, hours: 2, measure: Number.NEGATIVE_INFINITY, count: 0 }[unit.unit];
  return { decimals, digits: 3 };
}

/**
 * `value` as a reader would type it in a field of `unit`: to the unit's decimals, or to its
 * significant digits where those are finer, and never to more digits than a field shows. A count is
 * whole. 180.4503367 days → 180.5; 0.08750007 $ → 0.0875; 38,888.9234 $ → 38,888.92.
 */
export function typedFigure(value: number, unit: FigureUnit): number {
  if (!Number.isFinite(value) || value === 0) return value;
  if ('unit' in unit && unit.unit === 'count') return Math.round(value);
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const { decimals: own, digits } = precisionOf(unit);
  const decimals = Math.min(Math.max(own, digits - 1 - magnitude), SHOWN_DIGITS - 1 - magnitude);
  if (decimals >= 0) return Number(value.toFixed(Math.min(decimals, 100)));
  const step = 10 ** -decimals;
  return Math.round(value / step) * step;
}

/** An amount of money in `currency` as a reader would type it: what a conversion writes into a field. */
export function typedMoney(amount: number, currency: string): number {
  return typedFigure(amount, { money: currency });
}

/** A workload a job fills, its hours and days as a reader would type them (cards and sessions are whole). */
export function typedWorkload<W extends { readonly hoursPerDay: number; readonly daysPerYear: number }>(
  workload: W,
): W {
  return {
    ...workload,
    hoursPerDay: typedFigure(workload.hoursPerDay, { unit: 'hours' }),
    daysPerYear: typedFigure(workload.daysPerYear, { unit: 'days' }),
  };
}
