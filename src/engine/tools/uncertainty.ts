// Uncertainty (Monte Carlo): uncertain inputs given as (low, likely, high) ranges, sampled many times
// from a seeded generator, so the same seed always gives the same answer. The scenario parser checks
// the ranges; the guards here only keep this function from returning nonsense. How a range becomes
// draws (its fit, the price correlation) is in uncertaintyDraw.ts.
import { effectiveSalvagePct, evaluateWithoutBreakEven } from '../evaluate.ts';
import type { RangedField } from '../scenario/rangedFields.ts';
import type { Plan, Scenario, Tools } from '../scenario/schema.ts';
import { PRICE_CORRELATION, RANGE_READINGS, type RangeReading } from '../scenario/uncertaintyDefaults.ts';
import { type CostView, compareInView } from '../views.ts';
import { correlated, fitRange, type Range, triangular } from './uncertaintyDraw.ts';

export { type Range, type RangeReading, triangular } from './uncertaintyDraw.ts';

/**
 * The fields a range may be given for, in the order samples draw them (the first four as before, so a
 * file read as limits with no correlation draws what it drew), each with the values the scenario
 * allows it: a draw beyond them is clamped, which leaves the 10th and 90th percentiles where they are.
 * Written here, every field (the type holds them to it), so that the worker brings no schema code.
 */
const BOUNDS: Readonly<Record<RangedField, readonly [number, number]>> = {
  hoursPerDay: [0, 24],
  pricePerGpuHour: [0, 1e6],
  pricePerKWh: [0, 100],
  serverPrice: [0, 1e12],
  daysPerYear: [0, 365],
  salvagePct: [0, 100],
  planDiscountPct: [0, 100],
  discountRatePct: [0, 50],
  leadTimeMonths: [0, 36],
  availabilityPct: [50, 100],
  priceChangePctPerYear: [-90, 500],
};
const RANGED_FIELDS = Object.keys(BOUNDS) as RangedField[];

export interface UncertaintyInput {
  readonly ranges: Partial<Record<RangedField, Range>>;
  /** number of draws, an integer ≥ 1 */
  readonly samples: number;
  /** an integer 0 … 2³² − 1 */
  readonly seed: number;
  /** how low and high are read; default 'p10-p90' */
  readonly rangesAre?: RangeReading;
  /** the Gaussian copula's correlation of the rental and server prices, 0–1; default PRICE_CORRELATION */
  readonly priceCorrelation?: number;
  /** default 'amortized', as the engine's own comparison */
  readonly view?: CostView;
  /** histogram bins, an integer ≥ 1; default 20 */
  readonly bins?: number;
}

interface HistogramBin {
  readonly from: number;
  readonly to: number;
  readonly count: number;
}

export interface UncertaintyResult {
  readonly samples: number;
  readonly seed: number;
  readonly rangesAre: RangeReading;
  readonly priceCorrelation: number;
  /** share of samples, 0–1, where renting is cheaper (beyond the engine's relative tolerance) */
  readonly probabilityRentCheaper: number;
  /** savings = own − rent in the view; positive means renting saves money */
  readonly savingsP10: number;
  readonly savingsP50: number;
  readonly savingsP90: number;
  readonly histogram: HistogramBin[];
}

const DEFAULT_BINS = 20;

/**
 * mulberry32 (Tommy Ettinger, 2017): a 32-bit-state generator, small and fast, good enough for
 * sampling though not for cryptography. Returns uniforms in [0, 1).
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Nearest-rank percentile of ascending `sorted`: the value of rank ⌈p/100 × n⌉ (at least 1). */
export function nearestRank(sorted: readonly number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  const value = sorted[rank - 1];
  if (value === undefined) throw new RangeError('nearestRank: no values');
  return value;
}

/** The discount a range of `planDiscountPct` moves under the plan: none for the plans without one. */
export function planDiscountOf(plan: Plan): 'reservedDiscountPct' | 'spotDiscountPct' | null {
  return plan === 'reserved' ? 'reservedDiscountPct' : plan === 'spot' ? 'spotDiscountPct' : null;
}

type Draw = Partial<Record<RangedField, number>>;

/**
 * The scenario with a sample's values. An electricity price under a time-of-use tariff scales the
 * tariff's peak and off-peak prices by the draw ÷ the range's likely value (the single price is not
 * used there); a likely value of 0 has no such ratio and leaves the tariff as it is.
 */
function withDraw(scenario: Scenario, draw: Draw, likelyKWh: number): Scenario {
  let { workload, rent, own, discountRatePct } = scenario;
  const { hoursPerDay, daysPerYear, pricePerGpuHour, planDiscountPct, serverPrice, salvagePct, pricePerKWh } = draw;
  if (draw.discountRatePct !== undefined) discountRatePct = draw.discountRatePct;
  if (hoursPerDay !== undefined) workload = { ...workload, hoursPerDay };
  if (daysPerYear !== undefined) workload = { ...workload, daysPerYear };
  if (pricePerGpuHour !== undefined) rent = { ...rent, pricePerGpuHour };
  const discount = planDiscountOf(rent.plan);
  if (planDiscountPct !== undefined && discount) rent = { ...rent, [discount]: planDiscountPct };
  if (serverPrice !== undefined) own = { ...own, serverPrice };
  if (draw.leadTimeMonths !== undefined) own = { ...own, leadTimeMonths: draw.leadTimeMonths };
  if (draw.availabilityPct !== undefined) own = { ...own, availabilityPct: draw.availabilityPct };
  // a drawn yearly change moves the path's change; points, where given, still set the path
  if (draw.priceChangePctPerYear !== undefined)
    rent = { ...rent, pricePath: { ...rent.pricePath, changePctPerYear: draw.priceChangePctPerYear } };
  // a drawn resale share is what the hardware sells for at the end of its life: under the market's curve
  // it takes the curve's place as a resale estimate, unless it is the curve's own end-of-life figure
  if (salvagePct !== undefined) {
    const curve = own.depreciation.salvageIs === 'market-curve';
    if (!curve || salvagePct !== effectiveSalvagePct(scenario)) {
      own = {
        ...own,
        depreciation: { ...own.depreciation, salvagePct, salvageIs: curve ? 'resale' : own.depreciation.salvageIs },
      };
    }
  }
  if (pricePerKWh !== undefined) {
    const tou = own.power.timeOfUse;
    const factor = likelyKWh > 0 ? pricePerKWh / likelyKWh : 1;
    const timeOfUse = tou && {
      ...tou,
      peakPricePerKWh: Math.min(100, tou.peakPricePerKWh * factor),
      offPeakPricePerKWh: Math.min(100, tou.offPeakPricePerKWh * factor),
    };
    own = { ...own, power: { ...own.power, pricePerKWh, timeOfUse } };
  }
  return { ...scenario, workload, rent, own, discountRatePct };
}

function check(input: UncertaintyInput, bins: number): void {
  if (!Number.isInteger(input.samples) || input.samples < 1)
    throw new RangeError(`samples: must be an integer ≥ 1, got ${input.samples}`);
  if (!Number.isInteger(input.seed) || input.seed < 0 || input.seed > 0xffffffff)
    throw new RangeError(`seed: must be an integer 0 … 4294967295, got ${input.seed}`);
  if (!Number.isInteger(bins) || bins < 1) throw new RangeError(`bins: must be an integer ≥ 1, got ${bins}`);
  const rho = input.priceCorrelation ?? PRICE_CORRELATION;
  if (!(rho >= 0 && rho <= 1)) throw new RangeError(`priceCorrelation: must be 0 … 1, got ${rho}`);
  const reading = input.rangesAre ?? 'p10-p90';
  if (!RANGE_READINGS.includes(reading)) throw new RangeError(`rangesAre: must be p10-p90 or limits, got ${reading}`);
  for (const field of RANGED_FIELDS) {
    const range = input.ranges[field];
    if (!range) continue;
    const { low, likely, high } = range;
    if (![low, likely, high].every(Number.isFinite))
      throw new RangeError(`ranges.${field}: low, likely and high must be finite numbers`);
    if (low > likely || likely > high)
      throw new RangeError(`ranges.${field}: must have low ≤ likely ≤ high, got ${low}, ${likely}, ${high}`);
  }
}

/**
 * The draws of `input`, one sample a call: each ranged field takes one uniform of the seeded stream,
 * in the order of RANGED_FIELDS; the server price's uniform is then moved toward the rental price's by
 * the correlation when both are ranged; each uniform goes through its fitted triangle's inverse CDF and
 * is clamped to the field's allowed values.
 */
export function sampler(input: UncertaintyInput): () => Draw {
  const reading = input.rangesAre ?? 'p10-p90';
  const rho = input.priceCorrelation ?? PRICE_CORRELATION;
  const fitted = RANGED_FIELDS.flatMap((field) => {
    const range = input.ranges[field];
    return range ? [{ field, triangle: fitRange(range, reading), bounds: BOUNDS[field] }] : [];
  });
  const next = mulberry32(input.seed);
  return () => {
    const u: Draw = {};
    for (const { field } of fitted) u[field] = next();
    if (u.pricePerGpuHour !== undefined && u.serverPrice !== undefined)
      u.serverPrice = correlated(u.pricePerGpuHour, u.serverPrice, rho);
    const draw: Draw = {};
    for (const { field, triangle, bounds } of fitted) {
      const value = triangular(u[field] ?? 0, triangle);
      draw[field] = Math.min(bounds[1], Math.max(bounds[0], value));
    }
    return draw;
  };
}

function histogramOf(sorted: readonly number[], bins: number): HistogramBin[] {
  const min = sorted[0] ?? 0;
  const max = sorted[sorted.length - 1] ?? 0;
  // Every sample the same: one bin holds them all, rather than `bins` bins of zero width.
  if (max === min) return [{ from: min, to: max, count: sorted.length }];
  const width = (max - min) / bins;
  const counts = new Array<number>(bins).fill(0);
  for (const x of sorted) {
    const i = Math.min(bins - 1, Math.floor((x - min) / width));
    counts[i] = (counts[i] ?? 0) + 1;
  }
  // The last bin ends exactly at the largest sample, free of the rounding in min + bins × width.
  return counts.map((count, i) => ({ from: min + i * width, to: i === bins - 1 ? max : min + (i + 1) * width, count }));
}

/**
 * Draws `samples` scenarios (see sampler) and compares own with rent in the view for each, in present
 * values after tax as the verdict does (at the drawn rate when the rate is ranged).
 */
export function uncertainty(scenario: Scenario, input: UncertaintyInput): UncertaintyResult {
  const bins = input.bins ?? DEFAULT_BINS;
  check(input, bins);
  const view = input.view ?? 'amortized';
  const draw = sampler(input);
  const likelyKWh = input.ranges.pricePerKWh?.likely ?? 0;
  const savings: number[] = [];
  let rentCheaper = 0;
  for (let n = 0; n < input.samples; n++) {
    const comparison = compareInView(evaluateWithoutBreakEven(withDraw(scenario, draw(), likelyKWh)), view);
    savings.push(comparison.savings);
    if (comparison.cheaper === 'rent') rentCheaper++;
  }
  savings.sort((a, b) => a - b);
  return {
    samples: input.samples,
    seed: input.seed,
    rangesAre: input.rangesAre ?? 'p10-p90',
    priceCorrelation: input.priceCorrelation ?? PRICE_CORRELATION,
    probabilityRentCheaper: rentCheaper / input.samples,
    savingsP10: nearestRank(savings, 10),
    savingsP50: nearestRank(savings, 50),
    savingsP90: nearestRank(savings, 90),
    histogram: histogramOf(savings, bins),
  };
}

/** The uncertainty tool's input from the scenario: its reading, correlation and the ranges it gives. */
export function uncertaintyInputOf(section: Tools['uncertainty']): UncertaintyInput {
  const ranges: Partial<Record<RangedField, Range>> = {};
  for (const field of RANGED_FIELDS) {
    const range = section[field];
    if (range) ranges[field] = range;
  }
  const { samples, seed, rangesAre, priceCorrelation } = section;
  return { ranges, samples, seed, rangesAre, priceCorrelation };
}
