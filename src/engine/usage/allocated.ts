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
  /** GPUs allocated on average in each hour of the week, Monday 00:00 first (168), over the span's weeks */
  readonly byHourOfWeek: readonly number[];
}

/** The hours of `span` in each hour of the week, Monday 00:00 first: what a weekly profile averages over. */
export function hoursOfWeekIn(span: { readonly start: number; readonly end: number }): number[] {
  const hours = new Array<number>(168).fill(0);
  for (let t = span.start; t < span.end; ) {
    const next = Math.min(span.end, Math.floor(t / HOUR) * HOUR + HOUR);
    const h = ((Math.floor(t / DAY) + 3) % 7) * 24 + Math.floor((t % DAY) / HOUR);
    hours[h] = (hours[h] ?? 0) + (next - t) / HOUR;
    t = next;
  }
  return hours;
}

/**
 * A log's allocations as columns that grow as they are read: a million jobs are three arrays of
 * numbers, not a million objects. `end` NaN while a job runs.
 */
export class AllocationColumns {
  length = 0;
  gpus = new Float64Array(1024);
  start = new Float64Array(1024);
  end = new Float64Array(1024);

  push(gpus: number, start: number, end: number | null): void {
    if (this.length === this.gpus.length) {
      const grow = (a: Float64Array) => {
        const bigger = new Float64Array(a.length * 2);
        bigger.set(a);
        return bigger;
      };
      this.gpus = grow(this.gpus);
      this.start = grow(this.start);
      this.end = grow(this.end);
    }
    this.gpus[this.length] = gpus;
    this.start[this.length] = start;
    this.end[this.length] = end ?? Number.NaN;
    this.length += 1;
  }
}

/** The fewest GPUs at once that cover a share `p` (0–1) of the span's time: 0.5 the median, 0.95 a peak. */
export function concurrencyPercentile(summary: AllocatedSummary, p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`p: must be from 0 to 1, got ${p}`);
  for (const step of summary.concurrency) if (step.share >= p - 1e-12) return step.gpus;
  return summary.concurrency.at(-1)?.gpus ?? 0;
}

export function allocatedSummary(allocations: readonly Allocation[], until?: number): AllocatedSummary {
  const columns = new AllocationColumns();
  for (const a of allocations) columns.push(a.gpus, a.start, a.end);
  return summaryOfColumns(columns, until);
}

/** allocatedSummary over columns: the streamed reader's. */
export function summaryOfColumns(jobs: AllocationColumns, until?: number): AllocatedSummary {
  const n = jobs.length;
  // a loop, not Math.min(...): a log of a million jobs would overflow the call's arguments
  let start = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  let running = 0;
  for (let i = 0; i < n; i += 1) {
    const s = jobs.start[i] as number;
    const e = jobs.end[i] as number;
    start = Math.min(start, s);
    last = Math.max(last, s, Number.isNaN(e) ? s : e);
    if (Number.isNaN(e)) running += 1;
  }
  if (n === 0) {
    return {
      span: null,
      allocatedGpuHours: 0,
      running: 0,
      concurrency: [],
      byHourOfDay: new Array(24).fill(0),
      daysActive: 0,
      days: [],
      byHourOfWeek: new Array(168).fill(0),
    };
  }
  const end = until ?? last;
  const from = (i: number) => Math.max(jobs.start[i] as number, start);
  const to = (i: number) => {
    const e = jobs.end[i] as number;
    return Math.min(Number.isNaN(e) ? end : e, end);
  };

  // the GPUs at once change only where a job starts or ends: starts and ends, each sorted by time
  const order = (key: (i: number) => number) => {
    const index = new Uint32Array(n);
    for (let i = 0; i < n; i += 1) index[i] = i;
    return index.sort((a, b) => key(a) - key(b));
  };
  const starts = order(from);
  const ends = order(to);
  const timeAt = new Map<number, number>();
  const atOnceByDay = new Map<number, Map<number, number>>();
  let gpus = 0;
  let previous = start;
  const hold = (t: number) => {
    if (t > previous) {
      timeAt.set(gpus, (timeAt.get(gpus) ?? 0) + (t - previous));
      addAtOnce(atOnceByDay, gpus, previous, t);
      previous = t;
    }
  };
  let si = 0;
  let ei = 0;
  while (si < n || ei < n) {
    const s = si < n ? (starts[si] as number) : -1;
    const e = ei < n ? (ends[ei] as number) : -1;
    // a job that ends when another starts: the end first, so the two are not counted together
    if (e >= 0 && (s < 0 || to(e) <= from(s))) {
      if (to(e) > from(e)) {
        hold(to(e));
        gpus -= jobs.gpus[e] as number;
      }
      ei += 1;
    } else {
      if (to(s) > from(s)) {
        hold(from(s));
        gpus += jobs.gpus[s] as number;
      }
      si += 1;
    }
  }
  hold(end);
  const total = end - start;
  let covered = 0;
  const concurrency = [...timeAt.entries()]
    .sort((x, y) => x[0] - y[0])
    .map(([count, ms]) => {
      covered += ms;
      return { gpus: count, share: total > 0 ? covered / total : 1 };
    });

  // each job's GPU-hours spread over the hours of the week it covers
  const byHourOfWeekMs = new Float64Array(168);
  const gpuMsByDay = new Map<number, number>();
  let gpuMs = 0;
  for (let i = 0; i < n; i += 1) {
    const g = jobs.gpus[i] as number;
    const a = from(i);
    const b = to(i);
    if (!(b > a)) continue;
    gpuMs += g * (b - a);
    for (let t = a; t < b; ) {
      const hourEnd = Math.min(b, Math.floor(t / HOUR) * HOUR + HOUR);
      const day = Math.floor(t / DAY);
      const h = ((day + 3) % 7) * 24 + Math.floor((t % DAY) / HOUR);
      byHourOfWeekMs[h] = (byHourOfWeekMs[h] ?? 0) + g * (hourEnd - t);
      gpuMsByDay.set(day, (gpuMsByDay.get(day) ?? 0) + g * (hourEnd - t));
      t = hourEnd;
    }
  }
  const spanDays = Math.max(1, Math.ceil(total / DAY));
  const byHour = new Array<number>(24).fill(0);
  for (let h = 0; h < 168; h += 1) byHour[h % 24] = (byHour[h % 24] ?? 0) + (byHourOfWeekMs[h] ?? 0) / HOUR;
  const weekHours = hoursOfWeekIn({ start, end });
  return {
    span: { start, end },
    allocatedGpuHours: gpuMs / HOUR,
    running,
    concurrency,
    byHourOfDay: byHour.map((h) => h / spanDays),
    daysActive: gpuMsByDay.size,
    days: dayUses(gpuMsByDay, atOnceByDay),
    byHourOfWeek: [...byHourOfWeekMs].map((ms, h) => ((weekHours[h] ?? 0) > 0 ? ms / HOUR / (weekHours[h] ?? 1) : 0)),
  };
}
