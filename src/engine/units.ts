/** A year is 365 days = 8,760 hours; a month is 1/12 of that. */
export const HOURS_PER_MONTH = 730;
export const MONTHS_PER_YEAR = 12;
/** The days of a year; a month is 365 ÷ 12 of them, as it is 730 hours. */
export const DAYS_PER_YEAR = 365;
/** Relative tolerance for "equal" and "at most" comparisons between money amounts. */
export const RELATIVE_TOLERANCE = 1e-9;

/** a ≤ b, forgiving floating-point noise relative to the larger of the two. */
export function atMost(a: number, b: number): boolean {
  return a <= b + RELATIVE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
}
