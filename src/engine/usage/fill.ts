// The workload a team's logs measure, as the scenario's fields: cards at once (a percentile of the GPUs
// in use together), hours a day and days a year, the hybrid tool's peak above that base, and busy
// months when a log spans a year; each with the log it came from for `sources`. docs/method/usage.md.
import type { DayUse } from './allocated.ts';
import type { UsageFormat, UsageReport } from './stream.ts';

export interface FillChoices {
  /** the percentile of GPUs in use together taken as the cards at once, 0–100 (50: the median) */
  readonly basePct: number;
  /** the percentile taken as the hybrid tool's peak, 0–100 (95) */
  readonly peakPct: number;
  /** YYYY-MM-DD, the day the fill is made */
  readonly asOf: string;
  /** the name of each report's file (or files), in the reports' order */
  readonly fileNames: readonly string[];
}

export interface FilledField {
  readonly path: readonly string[];
  readonly value: number | boolean | string | null;
  readonly source: { readonly source: string; readonly asOf: string };
}

export interface WorkloadFill {
  /** each: a scenario path and its value, with the source text for `sources` */
  readonly fields: readonly FilledField[];
  /** what could not be filled and why */
  readonly notes: readonly string[];
  /** busy GPU-hours ÷ sampled GPU-hours, %, for the utilization tool; null without samples */
  readonly busySharePct: number | null;
}

export const DEFAULT_FILL_CHOICES = { basePct: 50, peakPct: 95 } as const;

const DAY = 86_400_000;
const FORMAT_NAMES: Record<UsageFormat, string> = {
  'slurm-sacct': 'Slurm accounting',
  'nvidia-smi-query': 'nvidia-smi samples',
  'nvidia-smi-dmon': 'nvidia-smi dmon samples',
  dcgm: 'DCGM exporter samples',
};
/** a month is busy when a day of it holds at least this share of the busiest month's GPU-hours a day */
const BUSY_MONTH_SHARE = 0.25;
/** a log this long (days) says which months of the year are busy */
const YEAR_OF_MONTHS_DAYS = 334;

/** What one log measures, allocations or samples alike. */
interface Measure {
  readonly file: string;
  readonly format: UsageFormat;
  readonly span: { readonly start: number; readonly end: number };
  readonly concurrency: readonly { readonly gpus: number; readonly share: number }[];
  readonly days: readonly DayUse[];
  readonly gpuHours: number;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

function percentile(concurrency: Measure['concurrency'], p: number): number {
  for (const step of concurrency) if (step.share >= p - 1e-12) return step.gpus;
  return concurrency.at(-1)?.gpus ?? 0;
}

/** The calendar days the span touches, its last instant's day included. */
function spanDays(span: Measure['span']): number {
  return Math.floor(Math.max(span.start, span.end - 1) / DAY) - Math.floor(span.start / DAY) + 1;
}

function measures(reports: readonly UsageReport[], fileNames: readonly string[]) {
  let allocated: Measure | null = null;
  let busy: (Measure & { readonly sampledGpuHours: number }) | null = null;
  const notes: string[] = [];
  reports.forEach((r, i) => {
    const file = fileNames[i] ?? `log ${i + 1}`;
    if (r.allocated?.span && allocated === null) {
      allocated = {
        file,
        format: r.format,
        span: r.allocated.span,
        concurrency: r.allocated.concurrency,
        days: r.allocated.days,
        gpuHours: r.allocated.allocatedGpuHours,
      };
    } else if (r.busy?.span && busy === null) {
      busy = {
        file,
        format: r.format,
        span: r.busy.span,
        concurrency: r.busy.concurrency,
        days: r.busy.days,
        gpuHours: r.busy.busyGpuHours,
        sampledGpuHours: r.busy.sampledGpuHours,
      };
    } else {
      notes.push(
        `${file}: not used: the fill reads one log of allocations and one of samples (read the parts of one log together as one file)`,
      );
    }
  });
  return {
    allocated: allocated as Measure | null,
    busy: busy as (Measure & { sampledGpuHours: number }) | null,
    notes,
  };
}

/**
 * The workload fields the logs measure. The cards at once are the GPUs in use together at `basePct`
 * (allocated in Slurm's log, else busy in the samples); hours a day are busy GPU-hours when samples
 * exist (else allocated) per active day ÷ those cards; days a year the active days' share of the span.
 */
export function workloadFromUsage(reports: readonly UsageReport[], choices: FillChoices): WorkloadFill {
  for (const [name, p] of [
    ['basePct', choices.basePct],
    ['peakPct', choices.peakPct],
  ] as const) {
    if (!(p >= 0 && p <= 100)) throw new RangeError(`${name}: must be from 0 to 100, got ${p}`);
  }
  const read = measures(reports, choices.fileNames);
  const notes = read.notes;
  const fields: FilledField[] = [];
  const asOf = choices.asOf;
  const sourceOf = (m: Measure, what: string) => ({
    source:
      `${m.file} (${FORMAT_NAMES[m.format]}, ${isoDay(m.span.start)} to ${isoDay(m.span.end - 1)}): ${what}`.slice(
        0,
        300,
      ),
    asOf,
  });
  const busySharePct =
    read.busy && read.busy.sampledGpuHours > 0 ? (read.busy.gpuHours / read.busy.sampledGpuHours) * 100 : null;
  const whole = read.allocated ?? read.busy;
  if (whole === null) {
    return { fields, notes: [...notes, 'no GPU allocations or samples were read: nothing to fill'], busySharePct };
  }
  // a log of a year says which months the work runs in; the workload is then that of those months
  const months = busyMonths(read.busy ?? whole);
  const season = months ? new Set(months.split(',').map(Number)) : null;
  const allocated = read.allocated && inSeason(read.allocated, season);
  const busy = read.busy && inSeason(read.busy, season);
  const atOnce = inSeason(whole, season);
  const within = season ? ', in the busy months' : '';
  const inUse = allocated ? 'GPUs allocated together' : 'GPUs busy together at the sample times';
  if (!allocated) {
    notes.push(
      'no allocations (Slurm accounting) were read: the cards at once are the GPUs busy together in the samples',
    );
  }

  const measured = percentile(atOnce.concurrency, choices.basePct / 100);
  const gpus = Math.max(1, measured);
  fields.push({
    path: ['workload', 'gpus'],
    value: gpus,
    source: sourceOf(
      atOnce,
      `${ordinal(choices.basePct)} of ${inUse}${within}${measured < 1 ? ' (0, taken as 1)' : ''}`,
    ),
  });

  // the hours: busy where the cards' samples say, else allocated (which may be idle)
  const hoursFrom = busy ?? atOnce;
  if (!busy) notes.push('no samples were read: hours a day are allocated hours, which may include idle time');
  const activeDays = hoursFrom.days.filter((d) => d.gpuHours > 0);
  if (activeDays.length === 0) {
    notes.push(
      `${hoursFrom.file}: no ${busy ? 'busy' : 'allocated'} GPU-hours: hours a day and days a year not filled`,
    );
  } else {
    const hoursPerDay = Math.min(24, hoursFrom.gpuHours / activeDays.length / gpus);
    fields.push({
      path: ['workload', 'hoursPerDay'],
      value: round(hoursPerDay, 2),
      source: sourceOf(
        hoursFrom,
        `${busy ? 'busy' : 'allocated'} GPU-hours a day active${within} ÷ ${gpus} card${gpus === 1 ? '' : 's'}`,
      ),
    });
    // the engine spreads a year's days over its busy months (docs/method/growth.md): within a season the
    // log's share of active days counts for the season's months only
    const seasonShare = season ? season.size / 12 : 1;
    const daysPerYear = Math.min(365, (activeDays.length / hoursFrom.calendarDays) * 365 * seasonShare);
    fields.push({
      path: ['workload', 'daysPerYear'],
      value: round(daysPerYear, 1),
      source: sourceOf(
        hoursFrom,
        `days with GPU-hours ÷ days of the log${within} × 365${season ? ` × ${season.size} busy months ÷ 12` : ''}`,
      ),
    });
  }

  // the peak above the base: the hybrid tool rents it for the hours the log spends above the base
  const peak = percentile(atOnce.concurrency, choices.peakPct / 100);
  if (peak > gpus) {
    let hoursAbove = 0;
    let daysAbove = 0;
    for (const d of atOnce.days) {
      const above = d.hoursAtOnce.reduce((sum, [n, h]) => sum + (n > gpus ? h : 0), 0);
      hoursAbove += above;
      if (above > 0) daysAbove += 1;
    }
    fields.push(
      {
        path: ['hybrid', 'peakGpus'],
        value: peak,
        source: sourceOf(atOnce, `${ordinal(choices.peakPct)} of ${inUse}${within}`),
      },
      {
        path: ['hybrid', 'peakDaysPerYear'],
        value: round(Math.min(365, (daysAbove / atOnce.calendarDays) * 365), 1),
        source: sourceOf(atOnce, `days when the ${inUse} were more than ${gpus} ÷ days of the log${within} × 365`),
      },
      {
        path: ['hybrid', 'peakHoursPerDay'],
        value: round(Math.min(24, daysAbove > 0 ? hoursAbove / daysAbove : 0), 2),
        source: sourceOf(atOnce, `hours a day when the ${inUse} were more than ${gpus}, on those days${within}`),
      },
    );
  } else {
    notes.push(`the ${ordinal(choices.peakPct)} of ${inUse} is no more than the base: no peak to fill`);
  }

  if (months === undefined) {
    notes.push('the log spans less than 11 months: busy months are not filled');
  } else {
    fields.push(
      {
        path: ['workload', 'busyMonths'],
        value: months,
        source: sourceOf(
          read.busy ?? whole,
          `calendar months with at least ${BUSY_MONTH_SHARE * 100} % of the busiest month's GPU-hours a day`,
        ),
      },
      {
        path: ['workload', 'startMonth'],
        value: Number(asOf.slice(5, 7)),
        source: { source: `the month of ${asOf}, the day the workload was filled from logs`, asOf },
      },
    );
  }
  return { fields, notes, busySharePct };
}

const monthOf = (day: number) => new Date(day * DAY).getUTCMonth() + 1;

/** A log's measure within the busy months (the whole log when every month is): its days, GPUs together and calendar days. */
function inSeason<M extends Measure>(m: M, season: ReadonlySet<number> | null): M & { readonly calendarDays: number } {
  if (season === null) return { ...m, calendarDays: spanDays(m.span) };
  const days = m.days.filter((d) => season.has(monthOf(d.day)));
  let calendarDays = 0;
  const last = Math.floor((m.span.end - 1) / DAY);
  for (let day = Math.floor(m.span.start / DAY); day <= last; day += 1) if (season.has(monthOf(day))) calendarDays += 1;
  const hoursAt = new Map<number, number>();
  let total = 0;
  for (const d of days) {
    for (const [gpus, hours] of d.hoursAtOnce) {
      hoursAt.set(gpus, (hoursAt.get(gpus) ?? 0) + hours);
      total += hours;
    }
  }
  let covered = 0;
  const concurrency = [...hoursAt.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([gpus, hours]) => {
      covered += hours;
      return { gpus, share: total > 0 ? covered / total : 1 };
    });
  const gpuHours = days.reduce((sum, d) => sum + d.gpuHours, 0);
  return { ...m, days, concurrency, gpuHours, calendarDays };
}

/** "3,4,5,6", null when every month is busy; undefined when the log spans less than 11 months. */
function busyMonths(m: Measure): string | null | undefined {
  if (m.span.end - m.span.start < YEAR_OF_MONTHS_DAYS * DAY) return undefined;
  // GPU-hours per day of the log in each calendar month: a month the log covers in part counts its days only
  const hours = new Array<number>(12).fill(0);
  const days = new Array<number>(12).fill(0);
  const first = Math.floor(m.span.start / DAY);
  const last = Math.floor((m.span.end - 1) / DAY);
  for (let day = first; day <= last; day += 1) {
    const month = new Date(day * DAY).getUTCMonth();
    days[month] = (days[month] ?? 0) + 1;
  }
  for (const d of m.days) {
    const month = new Date(d.day * DAY).getUTCMonth();
    hours[month] = (hours[month] ?? 0) + d.gpuHours;
  }
  const perDay = hours.map((h, i) => ((days[i] ?? 0) > 0 ? h / (days[i] ?? 1) : null));
  const most = Math.max(...perDay.map((x) => x ?? 0));
  // a month the log does not cover is taken as busy: nothing says the work stops then
  const busy = perDay.flatMap((x, i) => (x === null || x >= BUSY_MONTH_SHARE * most ? [i + 1] : []));
  return busy.length === 12 ? null : busy.join(',');
}

function ordinal(pct: number): string {
  if (pct === 50) return 'median';
  if (pct === 100) return 'most';
  return `p${round(pct, 1)}`;
}
