// Reading Slurm's accounting table (`sacct -a -X -P --format=JobID,User,Partition,AllocTRES,Start,End,
// Elapsed,State`, pipe-separated with its header) into the GPU allocations it records. Tolerant of real
// files (job steps, jobs still pending or running, typed GPUs, a trailing pipe), strict about what it
// cannot read: a line it cannot read is counted with why, never dropped silently. Slurm writes times
// in the cluster's local time without a zone; they are read as written (wall-clock), so hours of the
// day are the cluster's.

/** One job's GPUs from its start to its end; `end` null while it still runs. Times in ms, wall-clock. */
export interface Allocation {
  readonly jobId: string;
  readonly gpus: number;
  readonly start: number;
  readonly end: number | null;
  readonly state: string | null;
  /** the line of the file it was read from, from 1 */
  readonly line: number;
}

export interface UnreadLine {
  readonly line: number;
  readonly text: string;
  readonly why: string;
}

export type SacctReading =
  | {
      readonly ok: true;
      readonly allocations: readonly Allocation[];
      readonly unread: readonly UnreadLine[];
      /** lines read and left out, by why: job steps (counted in their job), never started, no GPU */
      readonly skipped: { readonly steps: number; readonly pending: number; readonly noGpu: number };
    }
  | { readonly ok: false; readonly message: string };

const REQUIRED = ['jobid', 'alloctres', 'start', 'end'] as const;
const EXPECTED =
  'a Slurm accounting table from sacct -P with its header line (JobID|…|AllocTRES|Start|End…): run sacct without -n (--noheader)';

/** A wall-clock time in ms from its parts (month from 1), or null when it is not a real time. */
export function wallClock(y: number, mo: number, d: number, h: number, mi: number, s: number, ms = 0): number | null {
  const t = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const back = new Date(t);
  // 2026-02-30 is not a day: Date.UTC would roll it into March
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return t;
}

/** 2026-11-01T08:00:00, as Slurm writes a time: read as wall-clock, in ms. */
export function slurmTime(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return wallClock(y, mo, d, h, mi, s);
}

/**
 * The GPUs in an AllocTRES field: `gres/gpu=N`, or the sum of the typed `gres/gpu:TYPE=N` when the
 * generic count is not there (Slurm lists both for a typed request: counted once). Null when a GPU
 * count cannot be read.
 */
export function gpusOf(tres: string): number | null {
  let generic: number | null = null;
  let typed = 0;
  for (const part of tres.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    if (key !== 'gres/gpu' && !key.startsWith('gres/gpu:')) continue;
    const value = part.slice(eq + 1).trim();
    if (!/^\d+$/.test(value)) return null;
    if (key === 'gres/gpu') generic = Number(value);
    else typed += Number(value);
  }
  return generic ?? typed;
}

/** One line of Slurm's table: a job's allocation, a line left out and why, or why it cannot be read. */
export type SacctLine =
  | { readonly job: Omit<Allocation, 'line'> }
  | { readonly skipped: 'steps' | 'pending' | 'noGpu' }
  | 'blank'
  | { readonly why: string };

/** The line reader of Slurm's table by its header line, or a refusal naming what was expected. */
export function sacctLines(
  headerLine: string,
): { readonly ok: true; readonly line: (raw: string) => SacctLine } | { readonly ok: false; readonly message: string } {
  const header = headerLine.split('|').map((h) => h.trim().toLowerCase());
  // sacct -p ends each line with a pipe; -P does not
  if (header.at(-1) === '') header.pop();
  const col = (name: string) => header.indexOf(name === 'jobid' && !header.includes('jobid') ? 'jobidraw' : name);
  if (headerLine.trim() === '' || REQUIRED.some((name) => col(name) < 0))
    return { ok: false, message: `expected ${EXPECTED}` };
  const at = { jobId: col('jobid'), tres: col('alloctres'), start: col('start'), end: col('end'), state: col('state') };
  const again = headerLine.trim();
  const line = (raw: string): SacctLine => {
    // the header again: a second part of the log read after the first
    if (raw.trim() === '' || raw.trim() === again) return 'blank';
    const fields = raw.split('|');
    if (fields.length === header.length + 1 && fields.at(-1) === '') fields.pop();
    if (fields.length !== header.length)
      return { why: `has ${fields.length} fields where the header has ${header.length}` };
    const field = (index: number) => (fields[index] ?? '').trim();
    const jobId = field(at.jobId);
    // a step (1234.batch, 1234.0) runs inside its job's allocation: counting it would count the GPUs twice
    if (jobId.includes('.')) return { skipped: 'steps' };
    const gpus = gpusOf(field(at.tres));
    if (gpus === null) return { why: 'its AllocTRES has a GPU count that is not a whole number' };
    const startText = field(at.start);
    if (startText === 'Unknown' || startText === 'None' || startText === '') return { skipped: 'pending' };
    if (gpus === 0) return { skipped: 'noGpu' };
    const start = slurmTime(startText);
    if (start === null)
      return { why: `its Start "${startText.slice(0, 40)}" is not a time written YYYY-MM-DDTHH:MM:SS` };
    const endText = field(at.end);
    const end = endText === 'Unknown' ? null : slurmTime(endText);
    if (endText !== 'Unknown' && end === null) {
      return {
        why: `its End "${endText.slice(0, 40)}" is not a time written YYYY-MM-DDTHH:MM:SS, nor Unknown (still running)`,
      };
    }
    if (end !== null && end < start) return { why: 'it ends before it starts' };
    return { job: { jobId, gpus, start, end, state: at.state < 0 ? null : field(at.state) || null } };
  };
  return { ok: true, line };
}

export function readSacct(text: string): SacctReading {
  const lines = text.split(/\r?\n/);
  const headerAt = lines.findIndex((l) => l.trim() !== '');
  const reader = sacctLines(headerAt < 0 ? '' : (lines[headerAt] ?? ''));
  if (!reader.ok) return reader;
  const allocations: Allocation[] = [];
  const unread: UnreadLine[] = [];
  const skipped = { steps: 0, pending: 0, noGpu: 0 };
  for (let i = headerAt + 1; i < lines.length; i += 1) {
    const raw = lines[i] ?? '';
    const r = reader.line(raw);
    if (r === 'blank') continue;
    if ('why' in r) unread.push({ line: i + 1, text: raw.slice(0, 200), why: r.why });
    else if ('skipped' in r) skipped[r.skipped] += 1;
    else allocations.push({ ...r.job, line: i + 1 });
  }
  return { ok: true, allocations, unread, skipped };
}
