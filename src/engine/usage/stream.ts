// One log read piece by piece, as a page reads a large file: text cut anywhere (inside a line too) is
// split into lines, the first non-empty line names the reader, and each line is read and added to
// running sums at once, so a log of any size is read in bounded memory: Slurm's jobs as columns of
// numbers, the cards' samples as sums (sums.ts). Parts of one log may be fed one after another, each
// with its header. docs/method/usage.md.
import { type AllocatedSummary, AllocationColumns, summaryOfColumns } from './allocated.ts';
import { DCGM_EXPECTED, type DcgmLines, dcgmLines, sampleOf } from './dcgm.ts';
import { type SacctLine, sacctLines, type UnreadLine } from './sacct.ts';
import { type LineReading, nvidiaSmiLines } from './samples.ts';
import { type BusyBy, type BusySummary, createSampleSums, type SampleSums } from './sums.ts';

export type UsageFormat = 'slurm-sacct' | 'nvidia-smi-query' | 'nvidia-smi-dmon' | 'dcgm';

export interface UsageOptions {
  /** a sample above this utilization, %, is busy for the time it covers (10 when not given) */
  readonly thresholdPct?: number;
  /** seconds between DCGM scrapes that carry no timestamps */
  readonly scrapeIntervalSeconds?: number;
  /** busy above the threshold, or by the engine's activity (DCGM_FI_PROF_GR_ENGINE_ACTIVE only) */
  readonly busyBy?: BusyBy;
}

export interface UsageReport {
  readonly ok: true;
  readonly format: UsageFormat;
  /** lines read, blank lines included */
  readonly lines: number;
  /** every line that could not be read; `unread` holds the first of them */
  readonly unreadCount: number;
  readonly unread: readonly UnreadLine[];
  /** Slurm's lines read and left out, by why; null for a log of samples */
  readonly skipped: { readonly steps: number; readonly pending: number; readonly noGpu: number } | null;
  /** Slurm's allocations; null for a log of samples */
  readonly allocated: AllocatedSummary | null;
  /** the samples' busy hours; null for Slurm's log */
  readonly busy: BusySummary | null;
  /** kWh from DCGM's energy counter */
  readonly counterKWh: number | null;
  /** kWh, from the energy counter where the log has one, else from the power samples */
  readonly energyKWh: number | null;
  readonly energyFrom: 'counter' | 'power' | null;
}

export type UsageResult = UsageReport | { readonly ok: false; readonly message: string };

export interface UsageReader {
  /** the next piece of the file's text, cut anywhere (inside a line too) */
  push(text: string): void;
  /** the file's end: what it adds up to, or why it was not read */
  end(): UsageResult;
}

const UNREAD_KEPT = 50;
const NOT_A_LOG =
  'not a log this reads: Slurm accounting (sacct -P with its header), nvidia-smi --query-gpu CSV or dmon -o DT, or DCGM exporter text';
const NO_ACTIVITY =
  'busy by engine activity needs the DCGM exporter’s DCGM_FI_PROF_GR_ENGINE_ACTIVE, which this log does not have: read it by a utilization threshold';
/** a first line that could be the exporter's: a comment, or a metric name */
const METRIC_START = /^(#|[A-Za-z_:][A-Za-z0-9_:]*(\{|\s))/;

/** What reads the lines once the first has named the log. */
type Reading =
  | { readonly kind: 'sacct'; readonly line: (raw: string) => SacctLine; readonly jobs: AllocationColumns }
  | {
      readonly kind: 'smi';
      readonly format: UsageFormat;
      readonly line: (raw: string) => LineReading;
      readonly sums: SampleSums;
    }
  | {
      readonly kind: 'dcgm';
      readonly lines: DcgmLines;
      readonly byUtil: SampleSums;
      readonly byActivity: SampleSums;
    }
  | { readonly kind: 'refused'; readonly message: string };

export function createUsageReader(options: UsageOptions = {}): UsageReader {
  const thresholdPct = options.thresholdPct ?? 10;
  const busyBy = options.busyBy ?? 'threshold';
  let carry = '';
  let lines = 0;
  let unreadCount = 0;
  const unread: UnreadLine[] = [];
  const skipped = { steps: 0, pending: 0, noGpu: 0 };
  let reading: Reading | null = null;
  let mentionsDcgm = false;

  const refuse = (line: number, raw: string, why: string) => {
    unreadCount += 1;
    if (unread.length < UNREAD_KEPT) unread.push({ line, text: raw.trim().slice(0, 200), why });
  };

  function begin(first: string): Reading {
    if (first.includes('|')) {
      const r = sacctLines(first);
      return r.ok
        ? { kind: 'sacct', line: r.line, jobs: new AllocationColumns() }
        : { kind: 'refused', message: r.message };
    }
    const smi = nvidiaSmiLines(first);
    if (smi.ok) {
      if (busyBy === 'activity') return { kind: 'refused', message: NO_ACTIVITY };
      return { kind: 'smi', format: smi.format, line: smi.line, sums: createSampleSums(thresholdPct) };
    }
    if (first.trim().startsWith('timestamp')) return { kind: 'refused', message: smi.message };
    if (METRIC_START.test(first.trim())) {
      const byUtil = createSampleSums(thresholdPct);
      const byActivity = createSampleSums(thresholdPct, busyBy);
      const lines = dcgmLines(options.scrapeIntervalSeconds, (p) => {
        byUtil.add(sampleOf(p, false));
        byActivity.add(sampleOf(p, true));
      });
      return { kind: 'dcgm', lines, byUtil, byActivity };
    }
    return { kind: 'refused', message: NOT_A_LOG };
  }

  function read(raw: string, line: number): void {
    if (reading === null) {
      if (raw.trim() === '') return;
      reading = begin(raw);
      // the exporter's first line is a metric or comment of its own; the others' is their header
      if (reading.kind !== 'dcgm') return;
    }
    switch (reading.kind) {
      case 'refused':
        return;
      case 'sacct': {
        const r = reading.line(raw);
        if (r === 'blank') return;
        if ('why' in r) refuse(line, raw, r.why);
        else if ('skipped' in r) skipped[r.skipped] += 1;
        else reading.jobs.push(r.job.gpus, r.job.start, r.job.end);
        return;
      }
      case 'smi': {
        const r = reading.line(raw);
        if (r === 'skip') return;
        if ('why' in r) refuse(line, raw, r.why);
        else {
          const why = reading.sums.add(r);
          if (why !== null) refuse(line, raw, why);
        }
        return;
      }
      case 'dcgm': {
        if (!mentionsDcgm && raw.includes('DCGM_FI_')) mentionsDcgm = true;
        const r = reading.lines.line(raw);
        if (typeof r === 'object') refuse(line, raw, r.why);
        return;
      }
    }
  }

  let result: UsageResult | null = null;
  return {
    push(text) {
      if (result !== null) throw new Error('the log was already read to its end');
      const parts = (carry + text).split('\n');
      carry = parts.pop() ?? '';
      for (const part of parts) {
        lines += 1;
        read(part.endsWith('\r') ? part.slice(0, -1) : part, lines);
      }
    },

    end() {
      if (result !== null) return result;
      lines += 1;
      read(carry.endsWith('\r') ? carry.slice(0, -1) : carry, lines);
      carry = '';
      result = finish();
      return result;
    },
  };

  function finish(): UsageResult {
    const r = reading as Reading | null;
    const report = (
      format: UsageFormat,
      parts: Pick<UsageReport, 'allocated' | 'busy' | 'counterKWh' | 'skipped'>,
    ): UsageReport => {
      const power = parts.busy?.energyKWh ?? null;
      return {
        ok: true,
        format,
        lines,
        unreadCount,
        unread,
        ...parts,
        energyKWh: parts.counterKWh ?? power,
        energyFrom: parts.counterKWh !== null ? 'counter' : power !== null ? 'power' : null,
      };
    };
    if (r === null) return { ok: false, message: NOT_A_LOG };
    switch (r.kind) {
      case 'refused':
        return { ok: false, message: r.message };
      case 'sacct':
        return report('slurm-sacct', {
          allocated: summaryOfColumns(r.jobs),
          busy: null,
          counterKWh: null,
          skipped: { ...skipped },
        });
      case 'smi':
        return report(r.format, { allocated: null, busy: r.sums.result(), counterKWh: null, skipped: null });
      case 'dcgm': {
        const done = r.lines.end();
        if (!done.ok)
          return { ok: false, message: done.message === DCGM_EXPECTED && !mentionsDcgm ? NOT_A_LOG : done.message };
        if (busyBy === 'activity' && !done.engineActivity) return { ok: false, message: NO_ACTIVITY };
        const busy = done.engineActivity ? r.byActivity.result() : r.byUtil.result();
        return report('dcgm', { allocated: null, busy, counterKWh: done.counterKWh, skipped: null });
      }
    }
  }
}
