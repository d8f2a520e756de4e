// Sensitivity of the savings to each input, for a tornado chart: every input moved down and up by a
// share of its value (20 % by default), one at a time, all else fixed. Chart-ready rows, no drawing.

import { evaluateWithoutBreakEven } from '../evaluate.ts';
import { getIn, setIn } from '../paths.ts';
import type { Scenario } from '../scenario/schema.ts';
import { allowedAt } from '../scenario/walk.ts';
import { type CostView, compareInView } from '../views.ts';

/** The numeric inputs people move, by path. */
export const SENSITIVITY_PATHS: readonly (readonly string[])[] = [
  ['workload', 'gpus'],
  ['workload', 'hoursPerDay'],
  ['workload', 'daysPerYear'],
  ['own', 'serverPrice'],
  ['own', 'power', 'pricePerKWh'],
  ['own', 'ops', 'staffPerYear'],
  ['own', 'depreciation', 'years'],
  ['rent', 'pricePerGpuHour'],
  ['horizonMonths'],
  ['own', 'power', 'pue'],
  ['own', 'depreciation', 'salvagePct'],
];

type Clipped = 'low' | 'high' | 'both' | null;

interface SensitivityOptions {
  /** default 'amortized', as the engine's own comparison */
  readonly view?: CostView;
  /** how far each input moves each way, as a percentage of its value; default 20 */
  readonly movePct?: number;
  /** default SENSITIVITY_PATHS */
  readonly paths?: readonly (readonly string[])[];
}

export interface SensitivityRow {
  /** dotted, as in the format's problems and sources ("own.power.pue") */
  readonly path: string;
  /** the input values tried */
  readonly base: number;
  readonly low: number;
  readonly high: number;
  /** own − rent in the chosen view with the input at `low` and at `high` */
  readonly savingsLow: number;
  readonly savingsHigh: number;
  /** |savingsHigh − savingsLow| */
  readonly swing: number;
  /** which move the field's allowed range cut short */
  readonly clipped: Clipped;
}

export interface Sensitivity {
  readonly view: CostView;
  readonly movePct: number;
  readonly baseSavings: number;
  /** largest swing first; equal swings keep the order of the paths */
  readonly rows: readonly SensitivityRow[];
}

interface Move {
  readonly low: number;
  readonly high: number;
  readonly clipped: Clipped;
}

/**
 * One input moved down and up by `movePct` % of its value, then kept inside its allowed range.
 * An integer field rounds each moved value to the nearest integer; where that gives back the base
 * (a 20 % move of 1 or 2 cards), it takes one whole step instead, so a small count still moves
 * (down from 1 card the range then cuts the step). A value between 0 and the smallest non-zero size
 * the schema accepts is raised to that size, which counts as a cut too.
 */
export function moveInput(path: readonly string[], base: number, movePct: number): Move {
  const { min, max, integer, smallestNonZero } = numberRule(path);
  const delta = (Math.abs(base) * movePct) / 100;
  const place = (raw: number, step: number): { value: number; cut: boolean } => {
    let wanted = raw;
    if (integer) {
      wanted = Math.round(raw);
      if (wanted === base && delta > 0) wanted = base + step;
    }
    let value = Math.min(max, Math.max(min, wanted));
    if (value !== 0 && Math.abs(value) < smallestNonZero) value = Math.sign(value) * smallestNonZero;
    return { value, cut: value !== wanted };
  };
  const low = place(base - delta, -1);
  const high = place(base + delta, 1);
  const clipped = low.cut && high.cut ? 'both' : low.cut ? 'low' : high.cut ? 'high' : null;
  return { low: low.value, high: high.value, clipped };
}

/**
 * The input's value when it moves: a share of 0 is 0, so an input at 0 would not move and has no bar
 * (a null price of a plan not chosen has none either).
 */
export function movingValue(scenario: Scenario, path: readonly string[]): number | null {
  const base = getIn(scenario, path);
  return typeof base === 'number' && base !== 0 ? base : null;
}

function numberRule(path: readonly string[]) {
  const allowed = allowedAt(path);
  if (allowed?.kind !== 'number') throw new Error(`${path.join('.')} is not a numeric field of the scenario`);
  return allowed;
}

/** A copy of the scenario with one field replaced; the groups along the path are copied, the rest shared. */
export function withValueAt(scenario: Scenario, path: readonly string[], value: number): Scenario {
  return setIn(scenario, path, value) as Scenario;
}

export function sensitivity(scenario: Scenario, options: SensitivityOptions = {}): Sensitivity {
  const view = options.view ?? 'amortized';
  const movePct = options.movePct ?? 20;
  if (!Number.isFinite(movePct) || movePct < 0) throw new RangeError(`movePct must be 0 or more, got ${movePct}`);
  const savingsOf = (s: Scenario) => compareInView(evaluateWithoutBreakEven(s), view).savings;

  const rows: SensitivityRow[] = [];
  for (const path of options.paths ?? SENSITIVITY_PATHS) {
    numberRule(path); // a mistyped path fails loudly rather than quietly losing its bar
    const base = movingValue(scenario, path);
    if (base === null) continue;
    const { low, high, clipped } = moveInput(path, base, movePct);
    const savingsLow = savingsOf(withValueAt(scenario, path, low));
    const savingsHigh = savingsOf(withValueAt(scenario, path, high));
    rows.push({
      path: path.join('.'),
      base,
      low,
      high,
      savingsLow,
      savingsHigh,
      swing: Math.abs(savingsHigh - savingsLow),
      clipped,
    });
  }
  rows.sort((a, b) => b.swing - a.swing);
  return { view, movePct, baseSavings: savingsOf(scenario), rows };
}
