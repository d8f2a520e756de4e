// What a log's GPU allocations add up to: allocated GPU-hours, the GPUs allocated at once over time
// (a time-weighted percentile: base and peak), the hours-a-day profile and the days active. Times in
// ms, wall-clock as the log wrote them. docs/method/usage.md.
import type { Allocation } from './sacct.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface AllocatedSummary {
  /** from the first start to `until` (the log's last time when not given) */
  readonly span: { readonly start: number; readonly end: number } | null;
  /** Σ GPUs × hours, each job clipped to the span; a running job counted to its end */
  readonly allocatedGpuHours: number;
  /** jobs still running at the log's end, counted to it */
  readonly running: number;
  /** GPUs allocated at once: the share of the span's time at or below each count */
  readonly concurrency: readonly { readonly gpus: number; readonly share: number }[];
  /** GPU-hours allocated in each hour of the day (0–23), over the span's days: GPUs at once, on average */
  readonly byHourOfDay: readonly number[];
  /** calendar days on which any GPU was allocated */
  readonly daysActive: number;
}

/** The fewest GPUs at once that cover a share `p` (0–1) of the span's time: 0.5 the median, 0.95 a peak. */
export function concurrencyPercentile(summary: AllocatedSummary, p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`p: must be from 0 to 1, got ${p}`);
  for (const step of summary.concurrency) if (step.share >= p - 1e-12) return step.gpus;
  return summary.concurrency.at(-1)?.gpus ?? 0;
}

export function allocatedSummary(allocations: readonly Allocation[], until?: number): AllocatedSummary {
  const known = allocations.flatMap((a) => (a.end === null ? [a.start] : [a.start, a.end]));
  if (allocations.length === 0 || known.length === 0) {
    return {
      span: null,
      allocatedGpuHours: 0,
      running: 0,
      concurrency: [],
      byHourOfDay: new Array(24).fill(0),
      daysActive: 0,
    };
  }
  // a loop, not Math.min(...): a log of a million jobs would overflow the call's arguments
  let start = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const a of allocations) start = Math.min(start, a.start);
  for (const t of known) last = Math.max(last, t);
  const end = until ?? last;
  const clipped = allocations
    .map((a) => ({ gpus: a.gpus, from: Math.max(a.start, start), to: Math.min(a.end ?? end, end) }))
    .filter((a) => a.to > a.from);

  // the GPUs at once change only where a job starts or ends
  const events = new Map<number, number>();
  for (const a of clipped) {
    events.set(a.from, (events.get(a.from) ?? 0) + a.gpus);
    events.set(a.to, (events.get(a.to) ?? 0) - a.gpus);
  }
  const times = [...events.keys()].sort((x, y) => x - y);
  const timeAt = new Map<number, number>();
  let gpus = 0;
  let previous = start;
  for (const t of times) {
    if (t > previous) timeAt.set(gpus, (timeAt.get(gpus) ?? 0) + (t - previous));
    gpus += events.get(t) ?? 0;
    previous = Math.max(previous, t);
  }
  if (end > previous) timeAt.set(gpus, (timeAt.get(gpus) ?? 0) + (end - previous));
  const total = end - start;
  let covered = 0;
  const concurrency = [...timeAt.entries()]
    .sort((x, y) => x[0] - y[0])
    .map(([count, ms]) => {
      covered += ms;
      return { gpus: count, share: total > 0 ? covered / total : 1 };
    });

  // each job's GPU-hours spread over the hours of the day it covers
  const byHour = new Array<number>(24).fill(0);
  const days = new Set<number>();
  let gpuMs = 0;
  for (const a of clipped) {
    gpuMs += a.gpus * (a.to - a.from);
    for (let t = a.from; t < a.to; ) {
      const hourEnd = Math.min(a.to, Math.floor(t / HOUR) * HOUR + HOUR);
      const hour = Math.floor((t % DAY) / HOUR);
      byHour[hour] = (byHour[hour] ?? 0) + (a.gpus * (hourEnd - t)) / HOUR;
      days.add(Math.floor(t / DAY));
      t = hourEnd;
    }
  }
  const spanDays = Math.max(1, Math.ceil(total / DAY));
  return {
    span: { start, end },
    allocatedGpuHours: gpuMs / HOUR,
    running: allocations.filter((a) => a.end === null).length,
    concurrency,
    byHourOfDay: byHour.map((h) => h / spanDays),
    daysActive: days.size,
  };
}
