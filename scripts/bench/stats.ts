// Small statistics and the machine's load, for a benchmark on a machine shared with other work.
import { availableParallelism, loadavg } from 'node:os';

/** the value at rank ceil(p·n) of the sorted values (nearest rank); NaN when there are none */
export function percentile(values: readonly number[], p: number): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

export const median = (values: readonly number[]) => percentile(values, 0.5);

export interface Load {
  readonly cores: number;
  /** 1, 5 and 15 minutes */
  readonly average: readonly [number, number, number];
}

export function machineLoad(): Load {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return { cores: availableParallelism(), average: [one, five, fifteen] };
}

/** a load average at or above the number of cores leaves the measured pages waiting for a core */
export const isBusy = (load: Load) => load.average[0] >= load.cores;

export const describeLoad = (load: Load) =>
  `load average ${load.average.map((v) => v.toFixed(2)).join(' / ')} (1, 5, 15 min) on ${load.cores} cores`;
