// Where the answer turns: the highest rental price at which renting still costs no more than owning,
// the highest server price at which owning still costs no more than renting, and the fewest busy hours
// a day from which owning wins (the break-even evaluate already finds). Both prices are found by the
// engine itself, re-pricing the scenario, in the cost view the verdict compares (views.ts): renting's
// total is linear in its price and owning's affine in the server price, so two evaluations give the
// line and a third confirms where it crosses; should it not (a future term that is not linear), the
// price is bisected until the two sides are level within a tenth of a cent. docs/method/tipping.md gives the formulas.
import { evaluateWithoutBreakEven } from './evaluate.ts';
import type { Recorder } from './record/steps.ts';
import type { Result } from './result.ts';
import type { Scenario } from './scenario/schema.ts';
import { type CostView, compareInView } from './views.ts';

/** Why a price has no tipping point: the side loses (or wins) whatever the price, down to 0. */
export type TippingReason = 'rentNeverWins' | 'rentAlwaysWins' | 'ownNeverWins' | 'ownAlwaysWins';

/** The plan's own price the rental tipping point is in: a card-hour, or a card-month or card-week. */
export type RentPriceUnit = 'card-hour' | 'card-month' | 'card-week';

export interface TippingPrice {
  /** the highest price (≥ 0) at which the side still costs no more than the other; null with a reason */
  readonly value: number | null;
  readonly reason: TippingReason | null;
  /** 'exact': where the line of two evaluations crosses; 'bisection': narrowed to a tenth of a cent */
  readonly method: 'exact' | 'bisection' | null;
  /** the scenario's price today, for comparison */
  readonly current: number;
}

export interface TippingPoints {
  readonly view: CostView;
  /** renting wins while its price is at most this: the card-hour before any reserved or spot discount */
  readonly rentPrice: TippingPrice & { readonly unit: RentPriceUnit };
  /** owning wins while one server costs at most this (before hardware VAT, as the scenario states it) */
  readonly serverPrice: TippingPrice;
  /** the fewest busy hours a day from which owning wins (amortized), as evaluate's break-even */
  readonly busyHoursPerDay: number | null;
}

/** How level the sides must be, and how narrow the price, for a bisection to stop: a tenth of a cent. */
const BISECTION_STEP = 0.001;
/** Past this, a price is taken to make no difference: the side wins at any price a market asks. */
const PRICE_CEILING = 1e15;

type Solved = Pick<TippingPrice, 'value' | 'reason' | 'method'>;

/** The side's total less the other's at a price, and the size of the totals, whose rounding it carries. */
export interface Gap {
  readonly diff: number;
  readonly scale: number;
}

/**
 * The highest x ≥ 0 at which gap(x).diff = (the side's total − the other's) is at most 0, for a gap
 * that never falls as x grows. Exact where the gap is a straight line in x (checked at the crossing,
 * within a tenth of a cent or a billionth of the totals); bisection otherwise.
 */
export function highestWinning(
  gap: (x: number) => Gap,
  probe: number,
  never: TippingReason,
  always: TippingReason,
): Solved {
  const tolerance = (g: Gap) => Math.max(BISECTION_STEP / 10, 1e-9 * g.scale);
  const at0 = gap(0);
  if (at0.diff > 1e-9 * at0.scale) return { value: null, reason: never, method: null };
  // a probe of at least 1: a tiny price's difference would be lost in the totals' rounding
  const x1 = Math.max(probe, 1);
  const slope = (gap(x1).diff - at0.diff) / x1;
  if (!(slope > 0)) return { value: null, reason: always, method: null };
  const crossing = Math.max(0, -at0.diff / slope);
  if (crossing > PRICE_CEILING) return { value: null, reason: always, method: null };
  const atCrossing = gap(crossing);
  if (Math.abs(atCrossing.diff) <= tolerance(atCrossing)) return { value: crossing, reason: null, method: 'exact' };
  let lo = 0;
  let hi = x1;
  while (gap(hi).diff <= 0) {
    lo = hi;
    hi *= 2;
    if (hi > PRICE_CEILING) return { value: null, reason: always, method: null };
  }
  // halve until the sides are level, or the price cannot be split any finer (to the last digit a double holds)
  for (let k = 0; k < 200; k += 1) {
    const mid = (lo + hi) / 2;
    if (mid <= lo || mid >= hi) break;
    const g = gap(mid);
    if (g.diff <= 0) lo = mid;
    else hi = mid;
    if (Math.abs(g.diff) <= tolerance(g) && hi - lo <= BISECTION_STEP) break;
  }
  return { value: lo, reason: null, method: 'bisection' };
}

type RentPriceField = 'pricePerGpuHour' | 'monthlyPricePerGpu' | 'weeklyPricePerGpu';

function rentPriceOf(scenario: Scenario): { field: RentPriceField; unit: RentPriceUnit; current: number } {
  const rent = scenario.rent;
  if (rent.plan === 'monthly')
    return { field: 'monthlyPricePerGpu', unit: 'card-month', current: rent.monthlyPricePerGpu ?? 0 };
  if (rent.plan === 'weekly')
    return { field: 'weeklyPricePerGpu', unit: 'card-week', current: rent.weeklyPricePerGpu ?? 0 };
  return { field: 'pricePerGpuHour', unit: 'card-hour', current: rent.pricePerGpuHour };
}

function totalsAt(scenario: Scenario, view: CostView) {
  return compareInView(evaluateWithoutBreakEven(scenario), view);
}

/** The rental price at which renting stops being cheaper, in the plan's own price. */
export function rentTippingPrice(scenario: Scenario, view: CostView): TippingPoints['rentPrice'] {
  const { field, unit, current } = rentPriceOf(scenario);
  const at = (price: number) => totalsAt({ ...scenario, rent: { ...scenario.rent, [field]: price } }, view);
  const gap = (price: number) => {
    const c = at(price);
    return { diff: c.rent - c.own, scale: Math.max(c.rent, c.own) };
  };
  return { ...highestWinning(gap, current, 'rentNeverWins', 'rentAlwaysWins'), unit, current };
}

/** The server price at which owning stops being cheaper. */
export function serverTippingPrice(scenario: Scenario, view: CostView): TippingPrice {
  const current = scenario.own.serverPrice;
  const gap = (price: number) => {
    const c = totalsAt({ ...scenario, own: { ...scenario.own, serverPrice: price } }, view);
    return { diff: c.own - c.rent, scale: Math.max(c.rent, c.own) };
  };
  return { ...highestWinning(gap, current, 'ownNeverWins', 'ownAlwaysWins'), current };
}

const RENT_PART = { 'card-hour': 'hour', 'card-month': 'month', 'card-week': 'week' } as const;

/**
 * The three tipping points of a scenario in a cost view; `result` is evaluate's, for its break-even.
 * With `rec`, each is recorded as a step of "Where the answer turns".
 */
export function tippingPoints(scenario: Scenario, result: Result, view: CostView, rec?: Recorder): TippingPoints {
  const points: TippingPoints = {
    view,
    rentPrice: rentTippingPrice(scenario, view),
    serverPrice: serverTippingPrice(scenario, view),
    busyHoursPerDay: result.breakEvenHoursPerDay,
  };
  if (rec) {
    const { rentPrice: rent, serverPrice: server, busyHoursPerDay: hours } = points;
    const priced = (p: TippingPrice) => ({ price: p.value ?? 0, current: p.current });
    rec('tipping.rent', {}, [
      rent.value !== null
        ? { id: RENT_PART[rent.unit], values: priced(rent), amount: 0 }
        : { id: rent.reason === 'rentAlwaysWins' ? 'always' : 'never', values: {}, amount: 0 },
    ]);
    rec('tipping.server', {}, [
      server.value !== null
        ? { id: 'at', values: priced(server), amount: 0 }
        : { id: server.reason === 'ownAlwaysWins' ? 'always' : 'never', values: {}, amount: 0 },
    ]);
    rec('tipping.hours', {}, [
      hours === null
        ? { id: 'never', values: {}, amount: 0 }
        : hours === 0
          ? { id: 'always', values: {}, amount: 0 }
          : { id: 'at', values: { hours }, amount: 0 },
    ]);
  }
  return points;
}
