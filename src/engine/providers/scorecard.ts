// What a provider's scorecard holds: each dimension's score with the reasons for every point, and
// where the provider stands. The types the scoring (score.ts), billing.ts and rank.ts share, apart
// from any of them so that none imports another's caller.
import type { ScoreDimension } from '../scenario/screeningDefaults.ts';
import type { ProviderCost } from './cost.ts';

/**
 * `measured`: no fault and at least half the weight measured; `thin`: no fault shown, less than half
 * measured; `fault`: the evidence shows a fault, however much else is measured.
 */
export type Standing = 'measured' | 'thin' | 'fault';

export interface Reason {
  /** what the point is for: a message key of the page ("hardware.mig") */
  readonly code: string;
  /** points given (positive) or taken (negative) on the dimension's 0–10 scale */
  readonly points: number;
  readonly params: Readonly<Record<string, string | number>>;
}

export interface DimensionScore {
  /** 0–10 over the parts measured; null when nothing of the dimension is measured (unknown) */
  readonly score: number | null;
  /** the share of the dimension's 10 points that rests on evidence, 0–1 */
  readonly measured: number;
  readonly reasons: readonly Reason[];
}

export interface ProviderScore {
  readonly id: string;
  readonly name: string;
  readonly cost: ProviderCost;
  readonly dimensions: Readonly<Record<ScoreDimension, DimensionScore>>;
  /** the weighted mean of the measured scores, 0–100; null when nothing weighted is measured */
  readonly total: number | null;
  /** the share of the weight that rests on evidence, 0–1; null when every weight is 0 */
  readonly measuredShare: number | null;
  /** codes of the hardware reasons that prove a fault ("hardware.mig") */
  readonly faults: readonly string[];
  readonly standing: Standing;
}
