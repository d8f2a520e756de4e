// gpu-tco usage FILE…: what a team's logs say of its workload, as JSON (or --summary's few lines).
// Each file is read by the reader its first lines match: Slurm accounting (sacct -P), nvidia-smi's
// samples (--query-gpu CSV, dmon) or the DCGM exporter's text; files of one kind are added together, as
// the halves of one log. The readers and sums are the engine's (src/engine/usage); docs/method/usage.md.
import {
  type Allocation,
  allocatedSummary,
  busySummary,
  concurrencyPercentile,
  readDcgm,
  readNvidiaSmi,
  readSacct,
  type Sample,
  type UnreadLine,
} from '../engine/usage/index.ts';
import { escapeText, type Output, readError, utf8 } from './io.ts';

export const USAGE_USAGE = `       gpu-tco usage FILE… [--threshold PCT] [--interval SECONDS] [--summary]
                          what Slurm accounting (sacct -P), nvidia-smi (--query-gpu CSV, dmon) or
                          DCGM exporter logs say of the workload: allocated and busy GPU-hours, the
                          GPUs in use together, hours a day, energy, lines not read (- reads
                          standard input)`;

/** The most a file may hold here: larger logs are for the page's streamed reader. */
const MAX_BYTES = 256 * 1024 * 1024;

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19);
const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

interface Read {
  readonly file: string;
  readonly format: string;
  readonly unread: readonly UnreadLine[];
}

function option(args: string[], name: string): { value: number | undefined; error: string | null } {
  const at = args.indexOf(name);
  if (at < 0) return { value: undefined, error: null };
  const text = args[at + 1] ?? '';
  args.splice(at, 2);
  const value = Number(text);
  return Number.isFinite(value) && text.trim() !== '' ? { value, error: null } : { value: undefined, error: text };
}

export function runUsage(given: readonly string[], io: Output, summary: boolean): number {
  const args = [...given];
  const threshold = option(args, '--threshold');
  const interval = option(args, '--interval');
  if (threshold.error !== null || (threshold.value !== undefined && !(threshold.value >= 0 && threshold.value < 100))) {
    io.stderr(
      `gpu-tco usage: --threshold takes a utilization from 0 to below 100 % (got ${escapeText(threshold.error ?? String(threshold.value))})\n`,
    );
    return 2;
  }
  if (interval.error !== null || (interval.value !== undefined && !(interval.value > 0))) {
    io.stderr(
      `gpu-tco usage: --interval takes the seconds between DCGM scrapes, above 0 (got ${escapeText(interval.error ?? String(interval.value))})\n`,
    );
    return 2;
  }
  if (args.length === 0 || args.some((a) => a.startsWith('--'))) {
    io.stderr(`usage:\n${USAGE_USAGE}\n`);
    return 2;
  }
  const thresholdPct = threshold.value ?? 10;
  const reads: Read[] = [];
  const allocations: Allocation[] = [];
  const samples: Sample[] = [];
  let counterKWh: number | null = null;
  for (const file of args) {
    const name = escapeText(file === '-' ? 'standard input' : file);
    let text: string;
    try {
      const bytes = io.readLimited(file, MAX_BYTES);
      if (bytes.length > MAX_BYTES) {
        io.stderr(`${name}: larger than 256 MB: read it on the page, which streams it\n`);
        return 2;
      }
      text = utf8(bytes);
    } catch (error) {
      io.stderr(`${name}: cannot be read (${escapeText(readError(error))})\n`);
      return 2;
    }
    const sacct = readSacct(text);
    if (sacct.ok) {
      allocations.push(...sacct.allocations);
      reads.push({ file, format: 'slurm-sacct', unread: sacct.unread });
      continue;
    }
    const smi = readNvidiaSmi(text);
    if (smi.ok) {
      samples.push(...smi.samples);
      reads.push({ file, format: smi.format, unread: smi.unread });
      continue;
    }
    const dcgm = readDcgm(text, interval.value);
    if (dcgm.ok) {
      samples.push(...dcgm.samples);
      if (dcgm.counterKWh !== null) counterKWh = (counterKWh ?? 0) + dcgm.counterKWh;
      reads.push({ file, format: 'dcgm', unread: dcgm.unread });
      continue;
    }
    // a DCGM log the reader came close to says what it lacks (the interval); anything else, what is read
    const why = /DCGM_FI_/.test(text)
      ? dcgm.message
      : 'not a log this command reads: Slurm accounting (sacct -P with its header), nvidia-smi --query-gpu CSV or dmon -o DT, or DCGM exporter text';
    io.stderr(`${name}: ${escapeText(why)}\n`);
    return 2;
  }

  const allocated = allocations.length === 0 ? null : allocatedSummary(allocations);
  const busy = samples.length === 0 ? null : busySummary(samples, thresholdPct);
  const out = {
    files: reads.map((r) => ({
      file: r.file,
      format: r.format,
      unreadLines: r.unread.length,
      unread: r.unread.slice(0, 20),
    })),
    allocated: allocated && {
      span: allocated.span && { start: iso(allocated.span.start), end: iso(allocated.span.end) },
      allocatedGpuHours: round(allocated.allocatedGpuHours),
      running: allocated.running,
      gpusAtOnce: {
        median: concurrencyPercentile(allocated, 0.5),
        p90: concurrencyPercentile(allocated, 0.9),
        p95: concurrencyPercentile(allocated, 0.95),
        most: concurrencyPercentile(allocated, 1),
      },
      byHourOfDay: allocated.byHourOfDay.map((h) => round(h)),
      daysActive: allocated.daysActive,
    },
    samples: busy && {
      gpus: busy.gpus,
      span: busy.span && { start: iso(busy.span.start), end: iso(busy.span.end) },
      intervalSeconds: busy.intervalSeconds,
      gaps: busy.gaps,
      thresholdPct,
      sampledGpuHours: round(busy.sampledGpuHours, 6),
      busyGpuHours: round(busy.busyGpuHours, 6),
      idleShare: busy.idleShare === null ? null : round(busy.idleShare),
      energyKWh: busy.energyKWh === null ? null : round(busy.energyKWh, 6),
      counterKWh: counterKWh === null ? null : round(counterKWh, 6),
    },
  };
  if (!summary) {
    io.stdout(`${JSON.stringify(out, null, 2)}\n`);
    return 0;
  }
  const lines: string[] = [];
  for (const f of out.files)
    lines.push(`${escapeText(f.file)}: ${f.format}, ${f.unreadLines} line${f.unreadLines === 1 ? '' : 's'} not read`);
  if (out.allocated) {
    const a = out.allocated;
    lines.push(
      `Allocated: ${a.allocatedGpuHours} GPU-hours from ${a.span?.start} to ${a.span?.end}${a.running ? ` (${a.running} still running, counted to the log's end)` : ''}; GPUs at once: median ${a.gpusAtOnce.median}, p95 ${a.gpusAtOnce.p95}, most ${a.gpusAtOnce.most}; ${a.daysActive} days active`,
    );
  }
  if (out.samples) {
    const s = out.samples;
    lines.push(
      `Sampled: ${s.gpus} GPU${s.gpus === 1 ? '' : 's'} every ${s.intervalSeconds} s, ${s.sampledGpuHours} GPU-hours, busy above ${s.thresholdPct} %: ${s.busyGpuHours} (idle ${s.idleShare === null ? '—' : `${round(s.idleShare * 100, 1)} %`}); ${s.gaps} gap${s.gaps === 1 ? '' : 's'} not filled${s.energyKWh === null ? '' : `; ${s.energyKWh} kWh from power samples`}${s.counterKWh === null ? '' : `, ${s.counterKWh} kWh from the energy counter`}`,
    );
  }
  io.stdout(`${lines.join('\n')}\n`);
  return 0;
}
