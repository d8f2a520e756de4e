// Rental prices over the horizon (format version 8): a yearly change either way, or points by month,
// as a share of today's price; docs/method/renting.md, "Prices that move". Loaded with the evaluation's
// later parts (later.ts): the first screen's prices stand still.
import type { PricePath } from './scenario/schema.ts';
import { MONTHS_PER_YEAR } from './units.ts';

/** The path's points in month order, month 0 at 100 % first: [month, share of today's price]. */
export function pathPoints(path: Pick<PricePath, 'points'>): [number, number][] {
  const given = Object.entries(path.points)
    .map(([month, pct]): [number, number] => [Number(month), pct / 100])
    .sort((a, b) => a[0] - b[0]);
  return [[0, 1], ...given];
}

/**
 * Month m's price (m from 1) as a share of today's. Month 1 is today's; with points, straight between
 * them through month 0 at 100 % and flat after the last (month m is read at m − 1 months from today);
 * otherwise (1 + change)^((m − 1) ÷ 12).
 */
export function pathFactor(path: PricePath, month: number): number {
  const at = Math.max(0, month - 1);
  if (Object.keys(path.points).length === 0) return (1 + path.changePctPerYear / 100) ** (at / MONTHS_PER_YEAR);
  const points = pathPoints(path);
  for (let i = 1; i < points.length; i += 1) {
    const [m1, f1] = points[i] as [number, number];
    if (at > m1) continue;
    const [m0, f0] = points[i - 1] as [number, number];
    return f0 + ((f1 - f0) * (at - m0)) / (m1 - m0);
  }
  return (points.at(-1) as [number, number])[1];
}
