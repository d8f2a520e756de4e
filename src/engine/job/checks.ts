// The one convention of the job functions for inputs outside their domain: a RangeError naming the
// field, what it must be and what it got (as src/engine/tools/uncertainty.ts does). A caller that
// parsed its input never sees one; a figure is never computed from a zero throughput or a negative
// token count and returned as NaN or Infinity.

export function positive(field: string, value: number): number {
  if (!(Number.isFinite(value) && value > 0)) throw new RangeError(`${field}: must be a number above 0, got ${value}`);
  return value;
}

export function nonNegative(field: string, value: number): number {
  if (!(Number.isFinite(value) && value >= 0))
    throw new RangeError(`${field}: must be a number 0 or more, got ${value}`);
  return value;
}

/** A share of a whole, 0 … 1 (both ends allowed). */
export function share(field: string, value: number): number {
  if (!(Number.isFinite(value) && value >= 0 && value <= 1)) {
    throw new RangeError(`${field}: must be a share from 0 to 1, got ${value}`);
  }
  return value;
}

/** A share that must leave something to work with: above 0, at most 1 (MFU, usable memory). */
export function fraction(field: string, value: number): number {
  if (!(Number.isFinite(value) && value > 0 && value <= 1)) {
    throw new RangeError(`${field}: must be above 0 and at most 1, got ${value}`);
  }
  return value;
}

/**
 * Whole cards for a need of `x` cards. A quotient that lands a rounding error above a whole number
 * (15.000000000000002 for an exact 15) counts as that whole number, not one card more.
 */
export function wholeCards(x: number): number {
  const nearest = Math.round(x);
  if (Math.abs(x - nearest) <= 1e-9 * Math.max(1, nearest)) return nearest;
  return Math.ceil(x);
}
