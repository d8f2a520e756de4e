import { describe, expect, it } from 'vitest';
import { cardCounts, type ScalingInput, scalingTable, speedupAt } from './scaling.ts';

const PER_SECOND = 1 / 60;

/** The article's case: 8 cards in one node at 7.2×, billed per second, 100 single-card hours at 10. */
const ARTICLE: ScalingInput = {
  jobGpuHours: 100,
  maxGpus: 8,
  efficiency: 0.9,
  gpusPerNode: 8,
  interNodeLatencyMs: 0,
  latencyPenaltyPctPerMs: 6.5,
  pricePerGpuHour: 10,
  billingIncrementMinutes: PER_SECOND,
  minimumMinutes: 0,
};

const row = (input: ScalingInput, gpus: number) => {
  const found = scalingTable(input).find((r) => r.gpus === gpus);
  if (!found) throw new Error(`no row for ${gpus} cards`);
  return found;
};

describe('running a job on more cards', () => {
  it('tries 1, 2, 4, … cards up to the limit, and the limit itself', () => {
    expect(cardCounts(8)).toEqual([1, 2, 4, 8]);
    expect(cardCounts(12)).toEqual([1, 2, 4, 8, 12]);
    expect(cardCounts(1)).toEqual([1]);
  });

  it('costs 8 ÷ 7.2 = 1.11 times the single card for the article’s 8 cards at 7.2×, billed per second', () => {
    const eight = row(ARTICLE, 8);
    expect(eight.speedup).toBeCloseTo(7.2, 12);
    // 100 h ÷ 7.2 = 13.89 h on the wall; 8 × 13.89 h × 10 = 1,111.11 against 100 × 10 = 1,000
    expect(eight.wallHours).toBeCloseTo(100 / 7.2, 9);
    expect(eight.cost).toBeCloseTo(1_111.111, 2);
    expect(eight.costRatio).toBeCloseTo(8 / 7.2, 9);
    expect(eight.costRatio.toFixed(2)).toBe('1.11');
  });

  it('takes a measured speedup over the efficiency', () => {
    const measured = { ...ARTICLE, speedups: { 4: 3.9 } };
    expect(speedupAt(measured, 4)).toBe(3.9);
    // 2 cards still by the efficiency: 2 × 0.9 = 1.8
    expect(speedupAt(measured, 2)).toBeCloseTo(1.8, 12);
  });

  it('loses throughput to latency only once the job spans nodes', () => {
    // 4-card nodes, 1.5 ms between them at 6 % per ms: 8 cards keep 1 − 0.09 = 91 % of 7.2 = 6.552×
    const split = { ...ARTICLE, gpusPerNode: 4, interNodeLatencyMs: 1.5, latencyPenaltyPctPerMs: 6 };
    expect(speedupAt(split, 4)).toBeCloseTo(3.6, 12);
    expect(speedupAt(split, 8)).toBeCloseTo(6.552, 12);
    // 100 h ÷ 6.552 = 15.2625 h = 54,945.05 s, billed per second as 54,946 s = 15.262778 h;
    // 8 × 15.262778 × 10 = 1,221.02 against 1,000 on one card
    expect(row(split, 8).costRatio).toBeCloseTo(1.2210222, 6);
  });

  it('never speeds a job up with more latency', () => {
    let previous = Number.POSITIVE_INFINITY;
    for (const latency of [0, 0.5, 1, 2, 5, 10]) {
      const speedup = speedupAt({ ...ARTICLE, gpusPerNode: 2, interNodeLatencyMs: latency }, 8);
      expect(speedup).toBeLessThanOrEqual(previous);
      previous = speedup;
    }
  });

  it('leaves out a card count that loses all its throughput to latency', () => {
    // 20 ms at 6.5 % per ms would lose 130 %: 8 cards across 2-card nodes never finish
    const hopeless = { ...ARTICLE, gpusPerNode: 2, interNodeLatencyMs: 20 };
    expect(scalingTable(hopeless).map((r) => r.gpus)).toEqual([1, 2]);
  });

  it('bills each card in whole increments: hourly billing rounds the short runs up', () => {
    // 10 h job, hourly: 1 card 10 h = 10 card-hours; 8 cards: 10 ÷ 7.2 = 1.39 h → 2 h each = 16 card-hours
    const hourly = { ...ARTICLE, jobGpuHours: 10, billingIncrementMinutes: 60 };
    expect(row(hourly, 1).cost).toBe(100);
    expect(row(hourly, 8).cost).toBe(160);
    expect(row(hourly, 8).costRatio).toBe(1.6);
  });
});
