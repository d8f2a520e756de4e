// What the cards' samples add up to, kept as running sums so a log of any length is read in bounded
// memory: each GPU's previous sample, and for each distinct time between a GPU's samples, how many
// samples it follows and what they held. The median interval, and so the time each sample covers, is
// known only at the end; the sums by step make the end's figures exact. docs/method/usage.md.
import { type DayUse, dayUses, hoursOfWeekIn } from './allocated.ts';

export interface Sample {
  /** ms, wall-clock */
  readonly t: number;
  /** the GPU's index (or its UUID when the index is not logged) */
  readonly gpu: string;
  /** utilization.gpu, dmon's sm % or DCGM's engine activity × 100; null where the log has none */
  readonly utilPct: number | null;
  readonly powerW: number | null;
}

/** Busy above a threshold, or the engine's activity (a sample 40 % active is busy for 40 % of its time). */
export type BusyBy = 'threshold' | 'activity';

export interface BusySummary {
  readonly gpus: number;
  readonly span: { readonly start: number; readonly end: number } | null;
  /** the median time between a GPU's samples, s */
  readonly intervalSeconds: number | null;
  /** times between a GPU's samples over twice the median: not counted, the log says nothing of them */
  readonly gaps: number;
  /** GPU-hours the samples cover: each to the GPU's next sample, at most twice the median interval */
  readonly sampledGpuHours: number;
  /** of those, the hours whose sample was above the threshold (or, by activity, Σ activity × hours) */
  readonly busyGpuHours: number;
  readonly thresholdPct: number;
  readonly busyBy: BusyBy;
  /** Σ power × the time each power sample covers; null without a power sample */
  readonly energyKWh: number | null;
  /** 1 − busy ÷ sampled */
  readonly idleShare: number | null;
  /** GPUs busy together at the log's sample times (to the second): the share of those times at or below each count */
  readonly concurrency: readonly { readonly gpus: number; readonly share: number }[];
  /** each calendar day with samples: its busy GPU-hours, and hours at each count busy together (times × the interval) */
  readonly days: readonly DayUse[];
  /** busy GPUs on average in each hour of the day (0–23), over the span's days */
  readonly byHourOfDay: readonly number[];
  /** busy GPUs on average in each hour of the week, Monday 00:00 first (168), over the span's weeks */
  readonly byHourOfWeek: readonly number[];
}

export interface SampleSums {
  /** a sample; why it is not counted when it is not later than its GPU's previous one */
  add(sample: Sample): string | null;
  result(): BusySummary;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** a sample this far behind the latest (s) counts as a time of its own in the GPUs busy together */
const SLOT_WINDOW_SECONDS = 600;
/** the step of a GPU's last sample: it covers a median interval */
const LAST = -1;

/**
 * The samples followed by one step (ms) between a GPU's samples: each figure both as a count and
 * weighted by the step itself, since at the end a step is either covered in full or, past twice the
 * median, by the median alone.
 */
interface StepSums {
  n: number;
  /** Σ steps */
  stepMs: number;
  /** busy samples, or Σ activity ratios; and Σ of each × its step */
  busy: number;
  busyMs: number;
  /** Σ power, W; and Σ power × step */
  powerW: number;
  powerWMs: number;
  powered: number;
  /** busy weight by hour of the week and by calendar day of the sample's time, and × its step */
  readonly byHourOfWeek: Float64Array;
  readonly byHourOfWeekMs: Float64Array;
  readonly byDay: Map<number, number>;
  readonly byDayMs: Map<number, number>;
}

const newStepSums = (): StepSums => ({
  n: 0,
  stepMs: 0,
  busy: 0,
  busyMs: 0,
  powerW: 0,
  powerWMs: 0,
  powered: 0,
  byHourOfWeek: new Float64Array(168),
  byHourOfWeekMs: new Float64Array(168),
  byDay: new Map(),
  byDayMs: new Map(),
});

/** Adds `from` into `into`. */
function merge(into: StepSums, from: StepSums): void {
  into.n += from.n;
  into.stepMs += from.stepMs;
  into.busy += from.busy;
  into.busyMs += from.busyMs;
  into.powerW += from.powerW;
  into.powerWMs += from.powerWMs;
  into.powered += from.powered;
  for (let h = 0; h < 168; h += 1) {
    into.byHourOfWeek[h] = (into.byHourOfWeek[h] ?? 0) + (from.byHourOfWeek[h] ?? 0);
    into.byHourOfWeekMs[h] = (into.byHourOfWeekMs[h] ?? 0) + (from.byHourOfWeekMs[h] ?? 0);
  }
  for (const [day, w] of from.byDay) into.byDay.set(day, (into.byDay.get(day) ?? 0) + w);
  for (const [day, w] of from.byDayMs) into.byDayMs.set(day, (into.byDayMs.get(day) ?? 0) + w);
}

/**
 * The most distinct time steps summed one by one, so that a log's memory does not grow with its
 * length. Past it (a clock with jitter) steps are grouped to the nearest 10 ms, then 100 ms, …: the
 * sums stay exact; only the median and which steps are gaps are read from the grouped step.
 */
const MOST_STEPS = 1024;

/** Monday 00:00 is hour 0: 1970-01-01 was a Thursday. */
export const hourOfWeek = (t: number) => ((Math.floor(t / DAY) + 3) % 7) * 24 + Math.floor((t % DAY) / HOUR);

export function createSampleSums(thresholdPct: number, busyBy: BusyBy = 'threshold'): SampleSums {
  if (!(thresholdPct >= 0 && thresholdPct < 100))
    throw new RangeError(`thresholdPct: must be from 0 to below 100, got ${thresholdPct}`);
  const previous = new Map<string, Sample>();
  const steps = new Map<number, StepSums>();
  // GPUs busy at each recent sample time, to the second, until the log has moved past it
  const slots = new Map<number, number>();
  let latestSlot = Number.NEGATIVE_INFINITY;
  const timesAtOnce = new Map<number, number>();
  const timesAtOnceByDay = new Map<number, Map<number, number>>();
  let start = Number.POSITIVE_INFINITY;

  const busyAbove = (s: Sample) => s.utilPct !== null && s.utilPct > thresholdPct;
  const busyWeight = (s: Sample) =>
    busyBy === 'activity' ? Math.min(1, Math.max(0, (s.utilPct ?? 0) / 100)) : busyAbove(s) ? 1 : 0;

  let grouping = 1;
  function count(s: Sample, step: number): void {
    const key = step === LAST ? LAST : Math.round(step / grouping) * grouping;
    let sums = steps.get(key);
    if (!sums) {
      if (steps.size >= MOST_STEPS) {
        regroup();
        count(s, step);
        return;
      }
      sums = newStepSums();
      steps.set(key, sums);
    }
    const ms = step === LAST ? 0 : step;
    sums.n += 1;
    sums.stepMs += ms;
    const w = busyWeight(s);
    if (w > 0) {
      sums.busy += w;
      sums.busyMs += w * ms;
      const h = hourOfWeek(s.t);
      sums.byHourOfWeek[h] = (sums.byHourOfWeek[h] ?? 0) + w;
      sums.byHourOfWeekMs[h] = (sums.byHourOfWeekMs[h] ?? 0) + w * ms;
      const day = Math.floor(s.t / DAY);
      sums.byDay.set(day, (sums.byDay.get(day) ?? 0) + w);
      sums.byDayMs.set(day, (sums.byDayMs.get(day) ?? 0) + w * ms);
    }
    if (s.powerW !== null) {
      sums.powerW += s.powerW;
      sums.powerWMs += s.powerW * ms;
      sums.powered += 1;
    }
  }

  function regroup(): void {
    grouping *= 10;
    const old = [...steps.entries()];
    steps.clear();
    for (const [step, sums] of old) {
      const key = step === LAST ? LAST : Math.round(step / grouping) * grouping;
      const into = steps.get(key);
      if (into) merge(into, sums);
      else steps.set(key, sums);
    }
  }

  function flushSlot(slot: number, busy: number): void {
    timesAtOnce.set(busy, (timesAtOnce.get(busy) ?? 0) + 1);
    const day = Math.floor((slot * 1000) / DAY);
    const counts = timesAtOnceByDay.get(day) ?? new Map<number, number>();
    counts.set(busy, (counts.get(busy) ?? 0) + 1);
    timesAtOnceByDay.set(day, counts);
  }

  let summary: BusySummary | null = null;
  return {
    add(s) {
      if (summary !== null) throw new Error('the sums were already read');
      const before = previous.get(s.gpu);
      if (before !== undefined && s.t <= before.t) {
        return s.t === before.t ? 'repeats its GPU’s time' : 'is earlier than its GPU’s sample before it';
      }
      if (before !== undefined) count(before, s.t - before.t);
      previous.set(s.gpu, s);
      start = Math.min(start, s.t);
      const slot = Math.floor(s.t / 1000);
      slots.set(slot, (slots.get(slot) ?? 0) + (busyAbove(s) ? 1 : 0));
      if (slot > latestSlot) {
        latestSlot = slot;
        // oldest first, as they were met; one met out of order waits for those before it
        for (const [old, busy] of slots) {
          if (old >= latestSlot - SLOT_WINDOW_SECONDS) break;
          flushSlot(old, busy);
          slots.delete(old);
        }
      }
      return null;
    },

    result() {
      if (summary !== null) return summary;
      const gpuCount = previous.size;
      for (const [slot, busy] of slots) flushSlot(slot, busy);
      slots.clear();
      let lastT = Number.NEGATIVE_INFINITY;
      for (const s of previous.values()) {
        count(s, LAST);
        lastT = Math.max(lastT, s.t);
      }
      previous.clear();
      const interval = medianStep(steps);
      // a step over twice the median is a gap: the sample before it covers a median interval, as the last does
      const isGap = (step: number) => step === LAST || (interval !== null && step > 2 * interval);
      const median = interval ?? 0;
      let gaps = 0;
      let sampled = 0;
      let busy = 0;
      let joules = 0;
      let powered = false;
      const busyMsByDay = new Map<number, number>();
      const busyMsByHourOfWeek = new Float64Array(168);
      for (const [step, sums] of steps) {
        const gap = isGap(step);
        if (gap && step !== LAST) gaps += sums.n;
        sampled += gap ? sums.n * median : sums.stepMs;
        busy += gap ? sums.busy * median : sums.busyMs;
        joules += (gap ? sums.powerW * median : sums.powerWMs) / 1000;
        if (sums.powered > 0) powered = true;
        const byDay = gap ? sums.byDay : sums.byDayMs;
        for (const [day, w] of byDay) busyMsByDay.set(day, (busyMsByDay.get(day) ?? 0) + (gap ? w * median : w));
        for (let h = 0; h < 168; h += 1) {
          const w = gap ? (sums.byHourOfWeek[h] ?? 0) * median : (sums.byHourOfWeekMs[h] ?? 0);
          busyMsByHourOfWeek[h] = (busyMsByHourOfWeek[h] ?? 0) + w;
        }
      }
      const timeAtOnceByDay = new Map<number, Map<number, number>>();
      for (const [day, counts] of timesAtOnceByDay) {
        timeAtOnceByDay.set(day, new Map([...counts].map(([gpus, n]) => [gpus, n * (interval ?? 0)])));
      }
      let times = 0;
      for (const n of timesAtOnce.values()) times += n;
      let seen = 0;
      const concurrency = [...timesAtOnce.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([gpus, n]) => {
          seen += n;
          return { gpus, share: seen / times };
        });
      const span = Number.isFinite(start) ? { start, end: lastT + (interval ?? 0) } : null;
      const perHour = span ? hoursOfWeekIn(span) : new Array<number>(168).fill(0);
      const byHourOfWeek = [...busyMsByHourOfWeek].map((ms, h) =>
        (perHour[h] ?? 0) > 0 ? ms / HOUR / (perHour[h] ?? 1) : 0,
      );
      const spanDays = span ? Math.max(1, Math.ceil((span.end - span.start) / DAY)) : 1;
      const byHourOfDay = new Array<number>(24).fill(0);
      for (let h = 0; h < 168; h += 1)
        byHourOfDay[h % 24] = (byHourOfDay[h % 24] ?? 0) + (busyMsByHourOfWeek[h] ?? 0) / HOUR / spanDays;
      summary = {
        gpus: gpuCount,
        span,
        intervalSeconds: interval === null ? null : interval / 1000,
        gaps,
        sampledGpuHours: sampled / HOUR,
        busyGpuHours: busy / HOUR,
        thresholdPct,
        busyBy,
        energyKWh: powered ? joules / 3_600_000 : null,
        idleShare: sampled > 0 ? 1 - busy / sampled : null,
        concurrency,
        days: dayUses(busyMsByDay, timeAtOnceByDay),
        byHourOfDay,
        byHourOfWeek,
      };
      return summary;
    },
  };
}

/** The median of the steps between a GPU's samples, each step as often as it was seen. */
function medianStep(steps: ReadonlyMap<number, StepSums>): number | null {
  const seen = [...steps.entries()].filter(([step]) => step !== LAST).sort((a, b) => a[0] - b[0]);
  let total = 0;
  for (const [, sums] of seen) total += sums.n;
  if (total === 0) return null;
  // the k-th step from the smallest, from 0
  const at = (k: number) => {
    let below = 0;
    for (const [step, sums] of seen) {
      below += sums.n;
      if (k < below) return step;
    }
    return seen.at(-1)?.[0] ?? 0;
  };
  const mid = Math.floor(total / 2);
  return total % 2 === 1 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}
