// Money cut to the cent below, for a tipping price: apart from format.ts, which loads before the
// verdict, since only the explanation and the command line state tipping points.

/**
 * A tipping price cut to the cent below, so that the price shown still wins: 27.6448 shows as 27.64,
 * at which the side still costs no more (at 27.65 it would lose).
 */
export function centsBelow(value: number): number {
  return Math.floor(value * 100 + 1e-7) / 100;
}
