// The evaluation's parts that the page's first screen does without, its scenarios being steady, paid in
// cash, on a flat tariff and at prices that stand still: a workload that changes over time
// (growing.ts), loans and leases (loan.ts), a time-of-use tariff (tariff.ts) and rental prices that
// move (pricePath.ts). parts.ts installs them: the command line, the workers and the tests at their
// start, the page when a scenario first needs one (src/state/store.ts).
import type * as Growing from './growing.ts';
import type * as Loan from './loan.ts';
import type * as PricePath from './pricePath.ts';
import type { PricePath as Path, Scenario } from './scenario/schema.ts';
import { isSteadyWorkload } from './steady.ts';
import type * as Tariff from './tariff.ts';

export interface LaterParts {
  readonly growing: typeof Growing;
  readonly loan: typeof Loan;
  readonly tariff: typeof Tariff;
  readonly pricePath: typeof PricePath;
}

let parts: LaterParts | null = null;

export function installLaterParts(installed: LaterParts): void {
  parts = installed;
}

/** The installed parts; a scenario that needs one before they are is a caller's mistake (canEvaluate). */
export function later(): LaterParts {
  if (!parts) throw new Error('this scenario needs the evaluation’s later parts: call installParts (parts.ts) first');
  return parts;
}

/** Whether the rental prices move along the path: a non-zero yearly change or a point away from 100 %. */
export function pathMoves(path: Path): boolean {
  const points = Object.values(path.points);
  return points.length > 0 ? points.some((pct) => pct !== 100) : path.changePctPerYear !== 0;
}

/** Whether a scenario can be evaluated now: it needs none of the later parts, or they are installed. */
export function canEvaluate(scenario: Scenario): boolean {
  return (
    parts !== null ||
    (isSteadyWorkload(scenario) &&
      scenario.finance.financing.kind === 'cash' &&
      scenario.own.power.timeOfUse === null &&
      !pathMoves(scenario.rent.pricePath))
  );
}
