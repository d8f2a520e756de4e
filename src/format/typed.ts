// A figure the page computes and writes into a field, rounded to what a reader would have typed
// there: the field then shows the whole value and the engine computes with exactly what it shows.

/**
 * What the figure measures: money in a currency (to its minor unit: cents, or whole yen), days (to a
 * tenth), hours (to a hundredth), a measurement (to three significant digits, as the page states one)
 * or a count.
 */
export type FigureUnit = { readonly money: string } | { readonly unit: 'days' | 'hours' | 'measure' | 'count' };

/** Digits a field shows of a number (textOfValue): a figure never holds more than these. */
const SHOWN_DIGITS = 10;
/** A small price keeps this many significant digits where its minor unit would wipe them out (0.0875 $/kWh). */
const KEPT_DIGITS = 3;

/** The currency's minor unit in decimals (2 for USD and CNY, 0 for JPY); 2 for a code Intl does not know. */
function minorDecimals(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

function decimalsOf(unit: FigureUnit): number {
  if ('money' in unit) return minorDecimals(unit.money);
  return { days: 1, hours: 2, measure: Number.NEGATIVE_INFINITY, count: 0 }[unit.unit];
}

/**
 * `value` as a reader would type it in a field of `unit`: to the unit's decimals, or to three
 * significant digits where those are finer, and never to more digits than a field shows. A count is
 * whole. 180.4503367 days → 180.5; 0.08750007 $ → 0.0875; 38,888.9234 $ → 38,888.92.
 */
export function typedFigure(value: number, unit: FigureUnit): number {
  if (!Number.isFinite(value) || value === 0) return value;
  if ('unit' in unit && unit.unit === 'count') return Math.round(value);
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const decimals = Math.min(Math.max(decimalsOf(unit), KEPT_DIGITS - 1 - magnitude), SHOWN_DIGITS - 1 - magnitude);
  if (decimals >= 0) return Number(value.toFixed(Math.min(decimals, 100)));
  const step = 10 ** -decimals;
  return Math.round(value / step) * step;
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
