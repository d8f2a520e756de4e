// Reading the cards' own samples: `nvidia-smi --query-gpu=timestamp,index,uuid,utilization.gpu,
// memory.used,power.draw --format=csv -l N` and `nvidia-smi dmon -s u -o DT`, one line per GPU per
// interval, into samples of utilization and power; and what they add up to: the GPU-hours sampled, the
// busy ones at a stated threshold, the energy from the power samples, the gaps. Times are wall-clock,
// as nvidia-smi writes them. docs/method/usage.md.
import { type UnreadLine, wallClock } from './sacct.ts';
import { type BusySummary, createSampleSums, type Sample } from './sums.ts';

export type { BusySummary, Sample } from './sums.ts';

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

/** One line of a log read against its header: a sample, a line to read past, or why it cannot be read. */
export type LineReading = Sample | 'skip' | { readonly why: string };

export type SmiLines =
  | {
      readonly ok: true;
      readonly format: 'nvidia-smi-query' | 'nvidia-smi-dmon';
      readonly line: (raw: string) => LineReading;
    }
  | { readonly ok: false; readonly message: string };

/** The line reader of an nvidia-smi log by its first non-empty line, or a refusal naming what was expected. */
export function nvidiaSmiLines(first: string): SmiLines {
  const head = first.trim();
  if (head.startsWith('timestamp')) return queryLines(head);
  if (head.startsWith('#') && /\bDate\b/.test(head) && /\bgpu\b/.test(head)) return dmonLines(head);
  return { ok: false, message: `expected ${EXPECTED}` };
}

function queryLines(headerLine: string): SmiLines {
  const header = headerLine.split(',').map((h) => h.trim().replace(/\s*\[.*\]$/, ''));
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
  let lastStamp: string | null = null;
  let lastT: number | null = null;
  const line = (raw: string): LineReading => {
    // the header again: the logging restarted, or a second part of the log follows the first
    if (raw.trim() === '' || raw.trim().startsWith('timestamp')) return 'skip';
    const fields = raw.split(',');
    if (fields.length !== header.length)
      return { why: `has ${fields.length} fields where the header has ${header.length}` };
    // the GPUs of one interval share their timestamp: read it once
    const stamp = fields[ts] ?? '';
    if (stamp !== lastStamp) {
      const [date = '', clock = ''] = stamp.trim().split(/\s+/);
      lastStamp = stamp;
      lastT = time(date, clock);
    }
    const t = lastT;
    const gpu = ((index >= 0 ? fields[index] : fields[uuid]) ?? '').trim();
    const u = util < 0 ? null : figure(fields[util]);
    const p = power < 0 ? null : figure(fields[power]);
    if (t === null) return { why: 'its timestamp is not a time written YYYY/MM/DD HH:MM:SS' };
    if (gpu === '') return { why: 'names no GPU' };
    if (u === undefined || p === undefined) return { why: 'has a utilization or power that is not a number' };
    return { t, gpu, utilPct: u, powerW: p };
  };
  return { ok: true, format: 'nvidia-smi-query', line };
}

function dmonLines(headerLine: string): SmiLines {
  const header = headerLine.replace(/^#/, '').trim().split(/\s+/);
  const at = (name: string) => header.indexOf(name);
  const [date, clock, gpuAt, sm, pwr] = ['Date', 'Time', 'gpu', 'sm', 'pwr'].map(at) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (date < 0 || clock < 0 || gpuAt < 0 || (sm < 0 && pwr < 0)) return { ok: false, message: `expected ${EXPECTED}` };
  const line = (raw: string): LineReading => {
    // dmon repeats its two header lines every so often
    if (raw.trim() === '' || raw.trim().startsWith('#')) return 'skip';
    const fields = raw.trim().split(/\s+/);
    if (fields.length !== header.length)
      return { why: `has ${fields.length} columns where the header has ${header.length}` };
    const t = time(fields[date] ?? '', fields[clock] ?? '');
    const gpu = fields[gpuAt] ?? '';
    const u = sm < 0 ? null : figure(fields[sm]);
    const p = pwr < 0 ? null : figure(fields[pwr]);
    if (t === null) return { why: 'its date and time are not YYYYMMDD HH:MM:SS' };
    if (!/^\d+$/.test(gpu)) return { why: 'its gpu column is not an index' };
    if (u === undefined || p === undefined) return { why: 'has an sm % or power that is not a number or "-"' };
    return { t, gpu, utilPct: u, powerW: p };
  };
  return { ok: true, format: 'nvidia-smi-dmon', line };
}

/** Reads either nvidia-smi log by its header; another file is refused in one line naming what was expected. */
export function readNvidiaSmi(text: string): SampleReading {
  const lines = text.split(/\r?\n/);
  const headerAt = lines.findIndex((l) => l.trim() !== '');
  const reader = nvidiaSmiLines(lines[headerAt] ?? '');
  if (!reader.ok) return reader;
  const samples: Sample[] = [];
  const unread: UnreadLine[] = [];
  for (let i = headerAt + 1; i < lines.length; i += 1) {
    const raw = lines[i] ?? '';
    const r = reader.line(raw);
    if (r === 'skip') continue;
    if ('why' in r) unread.push({ line: i + 1, text: raw.slice(0, 200), why: r.why });
    else samples.push(r);
  }
  return { ok: true, format: reader.format, samples, unread };
}

/**
 * Busy GPU-hours at `thresholdPct` (a sample above it is busy for the time it covers), energy, gaps:
 * the streamed reader's sums over samples given at once, each GPU's put in time order first (a time
 * repeated covers nothing and is left out).
 */
export function busySummary(samples: readonly Sample[], thresholdPct: number): BusySummary {
  const sums = createSampleSums(thresholdPct);
  const inOrder = samples.map((s, i) => ({ s, i })).sort((a, b) => a.s.t - b.s.t || a.i - b.i);
  for (const { s } of inOrder) sums.add(s);
  return sums.result();
}
