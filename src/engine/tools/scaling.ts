// Multi-GPU scaling: a job of a given number of single-GPU hours run on 1, 2, 4, 8, … cards. More
// cards finish sooner; when they scale less than perfectly, the same work costs more card-hours.
import { billedMinutes, cloudVat } from '../rent.ts';
import type { Scenario, Tools } from '../scenario/schema.ts';

export interface ScalingInput {
  /** the job's length on one card, in hours */
  readonly jobGpuHours: number;
  /** the most cards to try; the series is 1, 2, 4, … up to it, and it itself */
  readonly maxGpus: number;
  /**
   * speedup ÷ cards for every count above one (the article: 7.2× on 8 cards is 0.9). A speedup given
   * for a count in `speedups` wins over it.
   */
  readonly efficiency: number;
  /** measured speedups by card count, e.g. { 8: 7.2 }; taken as they are, latency included */
  readonly speedups?: Readonly<Record<number, number>>;
  /** cards in one node; beyond it the job spans nodes and pays for their network latency */
  readonly gpusPerNode: number;
  /** extra latency between nodes, in ms */
  readonly interNodeLatencyMs: number;
  /** throughput lost per ms of that latency, 0–100 (the article: 5–8 % per ms) */
  readonly latencyPenaltyPctPerMs: number;
  readonly pricePerGpuHour: number;
  readonly billingIncrementMinutes: number;
  readonly minimumMinutes: number;
}

export interface ScalingRow {
  readonly gpus: number;
  readonly speedup: number;
  readonly wallHours: number;
  readonly cost: number;
  /** this run's cost ÷ the single-card run's */
  readonly costRatio: number;
}

/** 1, 2, 4, … below `max`, then `max` itself. */
export function cardCounts(max: number): number[] {
  const counts: number[] = [];
  for (let n = 1; n < max; n *= 2) counts.push(n);
  counts.push(max);
  return counts;
}

export function speedupAt(input: ScalingInput, gpus: number): number {
  const given = input.speedups?.[gpus];
  // a measured speedup was measured on the network it ran on: it already holds the latency's cost
  if (given !== undefined) return given;
  const base = gpus === 1 ? 1 : gpus * input.efficiency;
  return gpus > input.gpusPerNode ? base * keptAcrossNodes(input) : base;
}

/** The share of throughput a job spanning nodes keeps, after their latency's toll. */
export function keptAcrossNodes(input: ScalingInput): number {
  return Math.max(0, 1 - (input.latencyPenaltyPctPerMs / 100) * input.interNodeLatencyMs);
}

/**
 * The job on each card count: wall-clock hours and cost, each card billed for the run in whole
 * increments (with the minimum). A count whose speedup is 0 (all throughput lost) never finishes:
 * it is left out.
 */
export function scalingTable(input: ScalingInput): ScalingRow[] {
  const rows: Omit<ScalingRow, 'costRatio'>[] = [];
  for (const gpus of cardCounts(input.maxGpus)) {
    const speedup = speedupAt(input, gpus);
    if (speedup <= 0) continue;
    const wallHours = input.jobGpuHours / speedup;
    const billedHours = billedMinutes(wallHours * 60, input.billingIncrementMinutes, input.minimumMinutes) / 60;
    rows.push({ gpus, speedup, wallHours, cost: gpus * billedHours * input.pricePerGpuHour });
  }
  const single = rows.find((r) => r.gpus === 1)?.cost ?? 0;
  return rows.map((r) => ({ ...r, costRatio: single > 0 ? r.cost / single : 0 }));
}

/** The scaling tool's input from the scenario: the rent's price (with cloud VAT) and billing. */
export function scalingInputOf(scenario: Scenario, section: Tools['scaling']): ScalingInput {
  const speedups: Record<number, number> = {};
  for (const [cards, speedup] of Object.entries(section.speedups)) speedups[Number(cards)] = speedup;
  return {
    jobGpuHours: section.jobGpuHours,
    maxGpus: section.maxGpus,
    efficiency: section.efficiencyPct / 100,
    speedups,
    gpusPerNode: section.gpusPerNode,
    interNodeLatencyMs: section.interNodeLatencyMs,
    latencyPenaltyPctPerMs: section.latencyPenaltyPctPerMs,
    pricePerGpuHour: scenario.rent.pricePerGpuHour * cloudVat(scenario),
    billingIncrementMinutes: scenario.rent.billingIncrementMinutes,
    minimumMinutes: scenario.rent.minimumMinutes,
  };
}
