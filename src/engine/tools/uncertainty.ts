// Uncertainty (Monte Carlo): uncertain inputs given as (low, likely, high) ranges, sampled many times
// from a seeded generator, so the same seed always gives the same answer. The scenario parser checks
// the ranges; the guards here only keep this function from returning nonsense.
import { evaluateWithoutBreakEven } from '../evaluate.ts';
import type { RangedField, Scenario, Tools } from '../scenario/schema.ts';
import { type CostView, compareInView } from '../views.ts';

/**
 * The fields a range may be given for, in the order samples draw them: the schema's ranged fields,
 * every one (the type holds them to it), written here so that the worker brings no schema code.
 */
const FIELDS: Readonly<Record<RangedField, true>> = {
  hoursPerDay: true,
  pricePerGpuHour: true,
  pricePerKWh: true,
  serverPrice: true,
};
const RANGED_FIELDS = Object.keys(FIELDS) as RangedField[];

export interface Range {
  readonly low: number;
  readonly likely: number;
  readonly high: number;
}

export interface UncertaintyInput {
  readonly ranges: Partial<Record<RangedField, Range>>;
  /** number of draws, an integer ≥ 1 */
  readonly samples: number;
  /** an integer 0 … 2³² − 1 */
  readonly seed: number;
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

/** The triangular distribution's inverse CDF at u ∈ [0, 1); equal bounds give that value. */
export function triangular(u: number, { low, likely, high }: Range): number {
  const width = high - low;
  if (width === 0) return low;
  if (u < (likely - low) / width) return low + Math.sqrt(u * width * (likely - low));
  return high - Math.sqrt((1 - u) * width * (high - likely));
}

/** Nearest-rank percentile of ascending `sorted`: the value of rank ⌈p/100 × n⌉ (at least 1). */
export function nearestRank(sorted: readonly number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  const value = sorted[rank - 1];
  if (value === undefined) throw new RangeError('nearestRank: no values');
  return value;
}

function withValue(scenario: Scenario, field: RangedField, value: number): Scenario {
  switch (field) {
    case 'hoursPerDay':
      return { ...scenario, workload: { ...scenario.workload, hoursPerDay: value } };
    case 'pricePerGpuHour':
      return { ...scenario, rent: { ...scenario.rent, pricePerGpuHour: value } };
    case 'pricePerKWh':
      return { ...scenario, own: { ...scenario.own, power: { ...scenario.own.power, pricePerKWh: value } } };
    case 'serverPrice':
      return { ...scenario, own: { ...scenario.own, serverPrice: value } };
  }
}

function check(input: UncertaintyInput, bins: number): void {
  if (!Number.isInteger(input.samples) || input.samples < 1)
    throw new RangeError(`samples: must be an integer ≥ 1, got ${input.samples}`);
  if (!Number.isInteger(input.seed) || input.seed < 0 || input.seed > 0xffffffff)
    throw new RangeError(`seed: must be an integer 0 … 4294967295, got ${input.seed}`);
  if (!Number.isInteger(bins) || bins < 1) throw new RangeError(`bins: must be an integer ≥ 1, got ${bins}`);
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
 * Draws `samples` scenarios, each ranged field from its triangular distribution, and compares own with
 * rent in the view. Each sample takes one uniform per ranged field, in the order of RANGED_FIELDS.
 */
export function uncertainty(scenario: Scenario, input: UncertaintyInput): UncertaintyResult {
  const bins = input.bins ?? DEFAULT_BINS;
  check(input, bins);
  const view = input.view ?? 'amortized';
  const ranged = RANGED_FIELDS.flatMap((field) => {
    const range = input.ranges[field];
    return range ? [{ field, range }] : [];
  });
  const next = mulberry32(input.seed);
  const savings: number[] = [];
  let rentCheaper = 0;
  for (let n = 0; n < input.samples; n++) {
    let drawn = scenario;
    for (const { field, range } of ranged) drawn = withValue(drawn, field, triangular(next(), range));
    const comparison = compareInView(evaluateWithoutBreakEven(drawn), view);
    savings.push(comparison.savings);
    if (comparison.cheaper === 'rent') rentCheaper++;
  }
  savings.sort((a, b) => a - b);
  return {
    samples: input.samples,
    seed: input.seed,
    probabilityRentCheaper: rentCheaper / input.samples,
    savingsP10: nearestRank(savings, 10),
    savingsP50: nearestRank(savings, 50),
    savingsP90: nearestRank(savings, 90),
    histogram: histogramOf(savings, bins),
  };
}

/** The uncertainty tool's input from the scenario: only the ranges it gives. */
export function uncertaintyInputOf(section: Tools['uncertainty']): UncertaintyInput {
  const ranges: Partial<Record<RangedField, Range>> = {};
  for (const field of RANGED_FIELDS) {
    const range = section[field];
    if (range) ranges[field] = range;
  }
  return { ranges, samples: section.samples, seed: section.seed };
}
