// What a log's GPU allocations add up to: allocated GPU-hours, the GPUs allocated at once over time
// (a time-weighted percentile: base and peak), the hours-a-day profile and the days active. Times in
// ms, wall-clock as the log wrote them. docs/method/usage.md.
import type { Allocation } from './sacct.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** One calendar day of a log: what the fill reads its days, months and peaks from. */
export interface DayUse {
  /** days since 1970-01-01, wall-clock */
  readonly day: number;
  /** GPU-hours that day: allocated for Slurm, busy for samples */
  readonly gpuHours: number;
  /** [GPUs in use together, hours at that count] that day, fewest GPUs first */
  readonly hoursAtOnce: readonly (readonly [number, number])[];
}

/** Per-day hours at each count as the fill reads them, from a map of maps. */
export function dayUses(
  gpuMsByDay: ReadonlyMap<number, number>,
  msAtOnceByDay: ReadonlyMap<number, ReadonlyMap<number, number>>,
): DayUse[] {
  const days = new Set([...gpuMsByDay.keys(), ...msAtOnceByDay.keys()]);
  return [...days]
    .sort((a, b) => a - b)
    .map((day) => ({
      day,
      gpuHours: (gpuMsByDay.get(day) ?? 0) / HOUR,
      hoursAtOnce: [...(msAtOnceByDay.get(day) ?? new Map<number, number>()).entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([gpus, ms]) => [gpus, ms / HOUR] as const),
    }));
}

/** Adds `ms` at `gpus` at once from `from`, split at midnights. */
function addAtOnce(into: Map<number, Map<number, number>>, gpus: number, from: number, to: number): void {
  for (let t = from; t < to; ) {
    const day = Math.floor(t / DAY);
    const next = Math.min(to, (day + 1) * DAY);
    const counts = into.get(day) ?? new Map<number, number>();
    counts.set(gpus, (counts.get(gpus) ?? 0) + (next - t));
    into.set(day, counts);
    t = next;
  }
}

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
  /** each calendar day the span touches: its GPU-hours and hours at each count */
  readonly days: readonly DayUse[];
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
      days: [],
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
  const atOnceByDay = new Map<number, Map<number, number>>();
  let gpus = 0;
  let previous = start;
  for (const t of times) {
    if (t > previous) {
      timeAt.set(gpus, (timeAt.get(gpus) ?? 0) + (t - previous));
      addAtOnce(atOnceByDay, gpus, previous, t);
    }
    gpus += events.get(t) ?? 0;
    previous = Math.max(previous, t);
  }
  if (end > previous) {
    timeAt.set(gpus, (timeAt.get(gpus) ?? 0) + (end - previous));
    addAtOnce(atOnceByDay, gpus, previous, end);
  }
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
  const gpuMsByDay = new Map<number, number>();
  let gpuMs = 0;
  for (const a of clipped) {
    gpuMs += a.gpus * (a.to - a.from);
    for (let t = a.from; t < a.to; ) {
      const hourEnd = Math.min(a.to, Math.floor(t / HOUR) * HOUR + HOUR);
      const hour = Math.floor((t % DAY) / HOUR);
      byHour[hour] = (byHour[hour] ?? 0) + (a.gpus * (hourEnd - t)) / HOUR;
      const day = Math.floor(t / DAY);
      gpuMsByDay.set(day, (gpuMsByDay.get(day) ?? 0) + a.gpus * (hourEnd - t));
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
    daysActive: gpuMsByDay.size,
    days: dayUses(gpuMsByDay, atOnceByDay),
  };
}
