// Sensitivity of the savings to each input, for a tornado chart: every input moved down and up by a
// share of its value (20 % by default; a whole number by the nearest whole step; a discount rate of 0
// by percentage points), one at a time, all else fixed. The savings are the verdict's: present values
// after tax in the chosen view. Chart-ready rows, no drawing.

import { evaluateWithoutBreakEven } from '../evaluate.ts';
import { availabilityOf } from '../own.ts';
import { getIn, setIn } from '../paths.ts';
import type { Plan, Scenario } from '../scenario/schema.ts';
import { allowedAt } from '../scenario/walk.ts';
import { type CostView, compareInView } from '../views.ts';

type Path = readonly string[];

/** What the plan in use reads of the rent side's prices: its price, and its discount and overhead. */
const PLAN_PRICE_PATHS: Readonly<Record<Plan, readonly Path[]>> = {
  'on-demand': [['rent', 'pricePerGpuHour']],
  reserved: [
    ['rent', 'pricePerGpuHour'],
    ['rent', 'reservedDiscountPct'],
  ],
  spot: [
    ['rent', 'pricePerGpuHour'],
    ['rent', 'spotDiscountPct'],
    ['rent', 'spotOverheadPct'],
  ],
  monthly: [['rent', 'monthlyPricePerGpu']],
  weekly: [['rent', 'weeklyPricePerGpu']],
};

/** The yearly discount rate: the one input that still moves from 0 (RATE_POINTS_PER_PCT). */
const RATE_PATH: Path = ['discountRatePct'];

/**
 * A rate of 0 has no share to move by, yet the verdict turns on it: it moves up by a tenth of a
 * percentage point for each 1 % of the share (2 points at the default 20 %).
 */
export const RATE_POINTS_PER_PCT = 0.1;

/**
 * The numeric inputs people move, by path, for the scenario's plan: the workload, the owned side, the
 * price of the plan in use, the horizon, the rented card's speed, VAT, the discount rate, and the
 * doubling period when the obsolescence section is on (a path the scenario lacks, or whose value is
 * 0, gets no row; a discount rate of 0 does).
 */
export function sensitivityPaths(scenario: Scenario): readonly Path[] {
  return [
    ['workload', 'gpus'],
    ['workload', 'hoursPerDay'],
    ['workload', 'daysPerYear'],
    ['own', 'serverPrice'],
    ['own', 'power', 'pricePerKWh'],
    ['own', 'ops', 'staffPerYear'],
    ['own', 'ops', 'staffPerServerPerYear'],
    ['own', 'depreciation', 'years'],
    ...PLAN_PRICE_PATHS[scenario.rent.plan],
    ['horizonMonths'],
    ['own', 'power', 'pue'],
    ['own', 'depreciation', 'salvagePct'],
    // format version 7: what a purchase carries besides its price, and what a reservation leaves
    ['own', 'leadTimeMonths'],
    ['own', 'availabilityPct'],
    ...(scenario.own.depreciation.salvageIs === 'market-curve' ? [['own', 'depreciation', 'saleHaircutPct']] : []),
    ['own', 'ops', 'colocationPerKWMonth'],
    ['own', 'ops', 'supportPerServerPerYear'],
    ...(scenario.rent.plan === 'reserved' && scenario.rent.reservedTermYears !== null
      ? [['rent', 'reservationResalePct']]
      : []),
    ['rent', 'speedRatio'],
    ['tax', 'hardwareVatPct'],
    ['tax', 'cloudVatPct'],
    RATE_PATH,
    ['obsolescence', 'doublingMonths'],
  ];
}

type Clipped = 'low' | 'high' | 'both' | null;

interface SensitivityOptions {
  /** default 'amortized', as the engine's own comparison */
  readonly view?: CostView;
  /** how far each input moves each way, as a percentage of its value; default 20 */
  readonly movePct?: number;
  /** default sensitivityPaths(scenario) */
  readonly paths?: readonly Path[];
}

export interface SensitivityRow {
  /** dotted, as in the format's problems and sources ("own.power.pue") */
  readonly path: string;
  /** the input values tried */
  readonly base: number;
  readonly low: number;
  readonly high: number;
  /**
   * the moves actually made, as a percentage of `base`: ≤ 0 and ≥ 0 (−50 and 50 for 2 cards ± 1); for
   * a rate moved from 0, the share its step of points stands for (0 and the share chosen)
   */
  readonly lowPct: number;
  readonly highPct: number;
  /** the input was a discount rate of 0, moved up by percentage points rather than by a share */
  readonly fromZero: boolean;
  /** own − rent in the chosen view with the input at `low` and at `high` */
  readonly savingsLow: number;
  readonly savingsHigh: number;
  /** |savingsHigh − savingsLow| */
  readonly swing: number;
  /** swing ÷ (highPct − lowPct): what each 1 % of the input's value moves the savings by; the rank */
  readonly swingPerPct: number;
  /** which move the field's allowed range cut short */
  readonly clipped: Clipped;
}

export interface Sensitivity {
  readonly view: CostView;
  readonly movePct: number;
  readonly baseSavings: number;
  /** largest swing per 1 % moved first; equal ones keep the order of the paths */
  readonly rows: readonly SensitivityRow[];
}

interface Move {
  readonly low: number;
  readonly high: number;
  readonly clipped: Clipped;
}

/**
 * One input moved down and up by `movePct` % of its value, then kept inside its allowed range.
 * A whole-number field moves by the whole step nearest that share, at least 1 (20 % of 12 months is
 * 2.4, a step of 2; of 2 cards 0.4, a step of 1), the same step each way; down from 1 card the range
 * then cuts the step. A value between 0 and the smallest non-zero size the schema accepts is raised
 * to that size, which counts as a cut too.
 */
export function moveInput(path: Path, base: number, movePct: number): Move {
  const { min, max, integer, smallestNonZero } = numberRule(path);
  const share = (Math.abs(base) * movePct) / 100;
  const delta = integer && share > 0 ? Math.max(1, Math.round(share)) : share;
  const place = (wanted: number): { value: number; cut: boolean } => {
    let value = Math.min(max, Math.max(min, wanted));
    if (value !== 0 && Math.abs(value) < smallestNonZero) value = Math.sign(value) * smallestNonZero;
    return { value, cut: value !== wanted };
  };
  const low = place(base - delta);
  const high = place(base + delta);
  const clipped = low.cut && high.cut ? 'both' : low.cut ? 'low' : high.cut ? 'high' : null;
  return { low: low.value, high: high.value, clipped };
}

/** The move from `base` to `value` as a percentage of `base` (which is never 0 here). */
const movedPct = (base: number, value: number) => ((value - base) / Math.abs(base)) * 100;

/**
 * Equal ranks within floating-point noise (57.6 and 57.599999999999994) count as equal, so that ties
 * keep the order of the paths.
 */
function byRank(a: SensitivityRow, b: SensitivityRow): number {
  const gap = b.swingPerPct - a.swingPerPct;
  return Math.abs(gap) <= 1e-9 * Math.max(Math.abs(a.swingPerPct), Math.abs(b.swingPerPct)) ? 0 : gap;
}

/**
 * The input's value when it moves: a share of 0 is 0, so an input at 0 would not move and has no bar
 * (a null price of a plan not chosen has none either), but for the discount rate (RATE_POINTS_PER_PCT).
 */
export function movingValue(scenario: Scenario, path: Path): number | null {
  // availability left out is derived from the failure rate: that figure moves
  const derived = path.join('.') === 'own.availabilityPct' ? availabilityOf(scenario) * 100 : null;
  const base = getIn(scenario, path) ?? derived;
  if (typeof base !== 'number') return null;
  return base !== 0 || isRate(path) ? base : null;
}

const isRate = (path: Path) => path.length === 1 && path[0] === RATE_PATH[0];

/** A rate of 0 moved up by points (down it cannot go: the range cuts it at 0). */
function moveFromZero(path: Path, movePct: number): Move {
  const wanted = movePct * RATE_POINTS_PER_PCT;
  const high = Math.min(numberRule(path).max, wanted);
  return { low: 0, high, clipped: wanted === 0 ? null : high < wanted ? 'both' : 'low' };
}

function numberRule(path: Path) {
  const allowed = allowedAt(path);
  if (allowed?.kind !== 'number') throw new Error(`${path.join('.')} is not a numeric field of the scenario`);
  return allowed;
}

/** A copy of the scenario with one field replaced; the groups along the path are copied, the rest shared. */
export function withValueAt(scenario: Scenario, path: Path, value: number): Scenario {
  return setIn(scenario, path, value) as Scenario;
}

export function sensitivity(scenario: Scenario, options: SensitivityOptions = {}): Sensitivity {
  const view = options.view ?? 'amortized';
  const movePct = options.movePct ?? 20;
  if (!Number.isFinite(movePct) || movePct < 0) throw new RangeError(`movePct must be 0 or more, got ${movePct}`);
  const savingsOf = (s: Scenario) => compareInView(evaluateWithoutBreakEven(s), view).savings;

  const rows: SensitivityRow[] = [];
  for (const path of options.paths ?? sensitivityPaths(scenario)) {
    numberRule(path); // a mistyped path fails loudly rather than quietly losing its bar
    const base = movingValue(scenario, path);
    if (base === null) continue;
    const fromZero = base === 0;
    const { low, high, clipped } = fromZero ? moveFromZero(path, movePct) : moveInput(path, base, movePct);
    const savingsLow = savingsOf(withValueAt(scenario, path, low));
    const savingsHigh = savingsOf(withValueAt(scenario, path, high));
    // a rate moved from 0 ranks as a move of the share its points stand for
    const lowPct = fromZero ? 0 : movedPct(base, low);
    const highPct = fromZero ? high / RATE_POINTS_PER_PCT : movedPct(base, high);
    const swing = Math.abs(savingsHigh - savingsLow);
    const width = highPct - lowPct;
    const swingPerPct = width > 0 ? swing / width : 0;
    rows.push({
      path: path.join('.'),
      base,
      low,
      high,
      lowPct,
      highPct,
      fromZero,
      savingsLow,
      savingsHigh,
      swing,
      swingPerPct,
      clipped,
    });
  }
  rows.sort(byRank);
  return { view, movePct, baseSavings: savingsOf(scenario), rows };
}
