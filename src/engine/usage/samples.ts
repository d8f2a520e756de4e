// Reading the cards' own samples: `nvidia-smi --query-gpu=timestamp,index,uuid,utilization.gpu,
// memory.used,power.draw --format=csv -l N` and `nvidia-smi dmon -s u -o DT`, one line per GPU per
// interval, into samples of utilization and power; and what they add up to: the GPU-hours sampled, the
// busy ones at a stated threshold, the energy from the power samples, the gaps. Times are wall-clock,
// as nvidia-smi writes them. docs/method/usage.md.
import { type DayUse, dayUses } from './allocated.ts';
import { type UnreadLine, wallClock } from './sacct.ts';

export interface Sample {
  /** ms, wall-clock */
  readonly t: number;
  /** the GPU's index (or its UUID when the index is not logged) */
  readonly gpu: string;
  /** utilization.gpu or dmon's sm %, null where the log has none ("-", [N/A]) */
  readonly utilPct: number | null;
  readonly powerW: number | null;
}

export type SampleReading =
  | {
      readonly ok: true;
      readonly format: 'nvidia-smi-query' | 'nvidia-smi-dmon';
      readonly samples: readonly Sample[];
      readonly unread: readonly UnreadLine[];
    }
  | { readonly ok: false; readonly message: string };

const EXPECTED =
  'an nvidia-smi log: --query-gpu=timestamp,index,utilization.gpu,power.draw,… --format=csv -l N (with its header), or dmon -s u -o DT';

/** A number as nvidia-smi prints it, "100 %", "631.95 W", "19818 MiB", "87": null for "-", "[N/A]", "N/A". */
function figure(text: string | undefined): number | null | undefined {
  const t = (text ?? '').trim();
  if (t === '-' || t === '' || /^\[?N\/A\]?$/.test(t) || t.startsWith('[')) return null;
  const m = /^(-?\d+(?:\.\d+)?)(?:\s*(?:%|W|MiB))?$/.exec(t);
  return m ? Number(m[1]) : undefined;
}

/** "2026/11/02 08:00:00.000" (query) or "20261102" + "08:00:00" (dmon), wall-clock ms. */
function time(date: string, clock: string): number | null {
  const d = /^(\d{4})\/?(\d{2})\/?(\d{2})$/.exec(date.trim());
  const c = /^(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?$/.exec(clock.trim());
  if (!d || !c) return null;
  const [y, mo, day] = d.slice(1).map(Number) as [number, number, number];
  const [h, mi, s] = c.slice(1, 4).map(Number) as [number, number, number];
  return wallClock(y, mo, day, h, mi, s, Number((c[4] ?? '0').padEnd(3, '0')));
}

function readQuery(lines: readonly string[], headerAt: number): SampleReading {
  const header = (lines[headerAt] ?? '').split(',').map((h) => h.trim().replace(/\s*\[.*\]$/, ''));
  const at = (name: string) => header.indexOf(name);
  const [ts, index, uuid, util, power] = ['timestamp', 'index', 'uuid', 'utilization.gpu', 'power.draw'].map(at) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (ts < 0 || (index < 0 && uuid < 0) || (util < 0 && power < 0))
    return { ok: false, message: `expected ${EXPECTED}` };
  const samples: Sample[] = [];
  const unread: UnreadLine[] = [];
  for (let i = headerAt + 1; i < lines.length; i += 1) {
    const raw = lines[i] ?? '';
    if (raw.trim() === '' || raw.trim().startsWith('timestamp')) continue;
    const fields = raw.split(',');
    const refuse = (why: string) => unread.push({ line: i + 1, text: raw.slice(0, 200), why });
    if (fields.length !== header.length) {
      refuse(`has ${fields.length} fields where the header has ${header.length}`);
      continue;
    }
    const [date = '', clock = ''] = (fields[ts] ?? '').trim().split(/\s+/);
    const t = time(date, clock);
    const gpu = ((index >= 0 ? fields[index] : fields[uuid]) ?? '').trim();
    const u = util < 0 ? null : figure(fields[util]);
    const p = power < 0 ? null : figure(fields[power]);
    if (t === null) refuse('its timestamp is not a time written YYYY/MM/DD HH:MM:SS');
    else if (gpu === '') refuse('names no GPU');
    else if (u === undefined || p === undefined) refuse('has a utilization or power that is not a number');
    else samples.push({ t, gpu, utilPct: u, powerW: p });
  }
  return { ok: true, format: 'nvidia-smi-query', samples, unread };
}

function readDmon(lines: readonly string[], headerAt: number): SampleReading {
  const header = (lines[headerAt] ?? '').replace(/^#/, '').trim().split(/\s+/);
  const at = (name: string) => header.indexOf(name);
  const [date, clock, gpuAt, sm, pwr] = ['Date', 'Time', 'gpu', 'sm', 'pwr'].map(at) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (date < 0 || clock < 0 || gpuAt < 0 || (sm < 0 && pwr < 0)) return { ok: false, message: `expected ${EXPECTED}` };
  const samples: Sample[] = [];
  const unread: UnreadLine[] = [];
  for (let i = headerAt + 1; i < lines.length; i += 1) {
    const raw = lines[i] ?? '';
    // dmon repeats its two header lines every so often
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    const fields = raw.trim().split(/\s+/);
    const refuse = (why: string) => unread.push({ line: i + 1, text: raw.slice(0, 200), why });
    if (fields.length !== header.length) {
      refuse(`has ${fields.length} columns where the header has ${header.length}`);
      continue;
    }
    const t = time(fields[date] ?? '', fields[clock] ?? '');
    const gpu = fields[gpuAt] ?? '';
    const u = sm < 0 ? null : figure(fields[sm]);
    const p = pwr < 0 ? null : figure(fields[pwr]);
    if (t === null) refuse('its date and time are not YYYYMMDD HH:MM:SS');
    else if (!/^\d+$/.test(gpu)) refuse('its gpu column is not an index');
    else if (u === undefined || p === undefined) refuse('has an sm % or power that is not a number or "-"');
    else samples.push({ t, gpu, utilPct: u, powerW: p });
  }
  return { ok: true, format: 'nvidia-smi-dmon', samples, unread };
}

/** Reads either nvidia-smi log by its header; another file is refused in one line naming what was expected. */
export function readNvidiaSmi(text: string): SampleReading {
  const lines = text.split(/\r?\n/);
  const headerAt = lines.findIndex((l) => l.trim() !== '');
  const first = (lines[headerAt] ?? '').trim();
  if (first.startsWith('timestamp')) return readQuery(lines, headerAt);
  if (first.startsWith('#') && /\bDate\b/.test(first) && /\bgpu\b/.test(first)) return readDmon(lines, headerAt);
  return { ok: false, message: `expected ${EXPECTED}` };
}

export interface BusySummary {
  readonly gpus: number;
  readonly span: { readonly start: number; readonly end: number } | null;
  /** the median time between a GPU's samples, s */
  readonly intervalSeconds: number | null;
  /** times between a GPU's samples over twice the median: not counted, the log says nothing of them */
  readonly gaps: number;
  /** GPU-hours the samples cover: each to the GPU's next sample, at most twice the median interval */
  readonly sampledGpuHours: number;
  /** of those, the hours whose sample was above the threshold */
  readonly busyGpuHours: number;
  readonly thresholdPct: number;
  /** Σ power × the time each power sample covers; null without a power sample */
  readonly energyKWh: number | null;
  /** 1 − busy ÷ sampled */
  readonly idleShare: number | null;
  /** GPUs busy together at the log's sample times (to the second): the share of those times at or below each count */
  readonly concurrency: readonly { readonly gpus: number; readonly share: number }[];
  /** each calendar day with samples: its busy GPU-hours, and hours at each count busy together (times × the interval) */
  readonly days: readonly DayUse[];
}

const DAY = 86_400_000;

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Busy GPU-hours at `thresholdPct` (a sample above it is busy for the time it covers), energy, gaps. */
export function busySummary(samples: readonly Sample[], thresholdPct: number): BusySummary {
  if (!(thresholdPct >= 0 && thresholdPct < 100))
    throw new RangeError(`thresholdPct: must be from 0 to below 100, got ${thresholdPct}`);
  const byGpu = new Map<string, Sample[]>();
  for (const s of samples) {
    const list = byGpu.get(s.gpu);
    if (list) list.push(s);
    else byGpu.set(s.gpu, [s]);
  }
  const steps: number[] = [];
  for (const list of byGpu.values()) {
    list.sort((a, b) => a.t - b.t);
    for (let i = 1; i < list.length; i += 1) {
      const step = (list[i]?.t ?? 0) - (list[i - 1]?.t ?? 0);
      if (step > 0) steps.push(step);
    }
  }
  const interval = median(steps);
  let gaps = 0;
  let sampled = 0;
  let busy = 0;
  let joules = 0;
  let powered = false;
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const list of byGpu.values()) {
    for (let i = 0; i < list.length; i += 1) {
      const s = list[i] as Sample;
      const next = list[i + 1];
      const gap = next === undefined ? null : next.t - s.t;
      // a sample covers the time to the GPU's next one; the last, or one before a gap, a median interval
      let covers = interval ?? 0;
      if (gap !== null && interval !== null && gap > 2 * interval) gaps += 1;
      else if (gap !== null) covers = gap;
      start = Math.min(start, s.t);
      end = Math.max(end, s.t + covers);
      sampled += covers;
      if (s.utilPct !== null && s.utilPct > thresholdPct) busy += covers;
      if (s.powerW !== null) {
        joules += (s.powerW * covers) / 1000;
        powered = true;
      }
    }
  }
  // the GPUs busy at each sample time, to the second: GPUs logged together share a time
  const busyAt = new Map<number, number>();
  const busyMsByDay = new Map<number, number>();
  for (const list of byGpu.values()) {
    for (let i = 0; i < list.length; i += 1) {
      const s = list[i] as Sample;
      const slot = Math.floor(s.t / 1000);
      const busyNow = s.utilPct !== null && s.utilPct > thresholdPct;
      busyAt.set(slot, (busyAt.get(slot) ?? 0) + (busyNow ? 1 : 0));
      if (busyNow) {
        const next = list[i + 1];
        const gap = next === undefined ? null : next.t - s.t;
        const covers = gap !== null && interval !== null && gap <= 2 * interval ? gap : (interval ?? 0);
        const day = Math.floor(s.t / DAY);
        busyMsByDay.set(day, (busyMsByDay.get(day) ?? 0) + covers);
      }
    }
  }
  const timesAt = new Map<number, number>();
  const atOnceByDay = new Map<number, Map<number, number>>();
  for (const [slot, count] of busyAt) {
    timesAt.set(count, (timesAt.get(count) ?? 0) + 1);
    const day = Math.floor((slot * 1000) / DAY);
    const counts = atOnceByDay.get(day) ?? new Map<number, number>();
    counts.set(count, (counts.get(count) ?? 0) + (interval ?? 0));
    atOnceByDay.set(day, counts);
  }
  let timesSeen = 0;
  const concurrency = [...timesAt.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([gpus, n]) => {
      timesSeen += n;
      return { gpus, share: timesSeen / busyAt.size };
    });
  const hours = (ms: number) => ms / 3_600_000;
  return {
    gpus: byGpu.size,
    span: samples.length === 0 ? null : { start, end },
    intervalSeconds: interval === null ? null : interval / 1000,
    gaps,
    sampledGpuHours: hours(sampled),
    busyGpuHours: hours(busy),
    thresholdPct,
    energyKWh: powered ? joules / 3_600_000 : null,
    idleShare: sampled > 0 ? 1 - busy / sampled : null,
    concurrency,
    days: dayUses(busyMsByDay, atOnceByDay),
  };
}
