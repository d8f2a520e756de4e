// gpu-tco usage FILE…: what a team's logs say of its workload, as JSON (or --summary's few lines), and
// with --into SCENARIO the scenario with that workload filled. Each file is read by the reader its first
// line names (Slurm accounting, nvidia-smi's samples, the DCGM exporter's text); files of one kind are
// read one after another as the parts of one log. The readers, sums and fill are the engine's
// (src/engine/usage); docs/method/usage.md.
import { isObject, type Json, setIn } from '../engine/index.ts';
import { parseScenario } from '../engine/reading.ts';
import {
  type BusyBy,
  concurrencyPercentile,
  createUsageReader,
  DEFAULT_FILL_CHOICES,
  gpuHoursByWeekday,
  NOT_A_LOG,
  type UsageOptions,
  type UsageReport,
  workloadFromUsage,
} from '../engine/usage/index.ts';
import { escapeText, type Output, readError, utf8 } from './io.ts';
import { readScenarioFile } from './scenarioFile.ts';

export const USAGE_USAGE = `       gpu-tco usage FILE… [--threshold PCT] [--busy-by threshold|activity] [--interval SECONDS]
                          [--base PCT] [--peak PCT] [--on YYYY-MM-DD] [--into SCENARIO] [--summary]
                          what Slurm accounting (sacct -P), nvidia-smi (--query-gpu CSV, dmon) or
                          DCGM exporter logs say of the workload: allocated and busy GPU-hours, the
                          GPUs in use together, hours a day and by weekday, energy, lines not read,
                          and the workload they fill (cards at the --base percentile, 50, the hybrid
                          peak at --peak, 95); --into prints SCENARIO with that workload filled (- reads
                          standard input)`;

/** The most a file may hold here: larger logs are for the page's streamed reader. */
const MAX_BYTES = 256 * 1024 * 1024;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19);
const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

interface Read {
  readonly file: string;
  readonly text: string;
  readonly report: UsageReport;
}

type Taken<T> = { value: T | undefined; error: string | null };

/** `name VALUE` taken out of args; error is the text given when it is not a number. */
function option(args: string[], name: string): Taken<number> {
  const taken = textOption(args, name);
  if (taken.value === undefined) return { value: undefined, error: taken.error };
  const value = Number(taken.value);
  return Number.isFinite(value) && taken.value.trim() !== ''
    ? { value, error: null }
    : { value: undefined, error: taken.value };
}

function textOption(args: string[], name: string): Taken<string> {
  const at = args.indexOf(name);
  if (at < 0) return { value: undefined, error: null };
  const text = args[at + 1];
  args.splice(at, 2);
  return text === undefined ? { value: undefined, error: 'nothing' } : { value: text, error: null };
}

function optionsOf(args: string[]): { options: UsageOptions & FillPcts; into?: string; on?: string } | string {
  const threshold = option(args, '--threshold');
  const interval = option(args, '--interval');
  const base = option(args, '--base');
  const peak = option(args, '--peak');
  const busyBy = textOption(args, '--busy-by');
  const into = textOption(args, '--into');
  const on = textOption(args, '--on');
  const got = (t: Taken<number>) => escapeText(t.error ?? String(t.value));
  if (threshold.error !== null || (threshold.value !== undefined && !(threshold.value >= 0 && threshold.value < 100)))
    return `--threshold takes a utilization from 0 to below 100 % (got ${got(threshold)})`;
  if (interval.error !== null || (interval.value !== undefined && !(interval.value > 0)))
    return `--interval takes the seconds between DCGM scrapes, above 0 (got ${got(interval)})`;
  for (const [name, pct] of [
    ['--base', base],
    ['--peak', peak],
  ] as const) {
    if (pct.error !== null || (pct.value !== undefined && !(pct.value >= 0 && pct.value <= 100)))
      return `${name} takes a percentile from 0 to 100 (got ${got(pct)})`;
  }
  if (
    busyBy.error !== null ||
    (busyBy.value !== undefined && busyBy.value !== 'threshold' && busyBy.value !== 'activity')
  )
    return `--busy-by takes threshold or activity (got ${escapeText(busyBy.error ?? busyBy.value ?? '')})`;
  if (into.error !== null) return '--into needs a scenario file';
  if (on.error !== null || (on.value !== undefined && !isDay(on.value)))
    return `--on takes a date written YYYY-MM-DD (got ${escapeText(on.error ?? on.value ?? '')})`;
  const options: UsageOptions & FillPcts = {
    ...(threshold.value === undefined ? {} : { thresholdPct: threshold.value }),
    ...(interval.value === undefined ? {} : { scrapeIntervalSeconds: interval.value }),
    ...(busyBy.value === undefined ? {} : { busyBy: busyBy.value as BusyBy }),
    basePct: base.value ?? DEFAULT_FILL_CHOICES.basePct,
    peakPct: peak.value ?? DEFAULT_FILL_CHOICES.peakPct,
  };
  return {
    options,
    ...(into.value === undefined ? {} : { into: into.value }),
    ...(on.value === undefined ? {} : { on: on.value }),
  };
}

interface FillPcts {
  readonly basePct: number;
  readonly peakPct: number;
}

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
/** The first line that is not blank: a log's header. */
function firstLine(text: string): string {
  for (let from = 0; from <= text.length; ) {
    const to = text.indexOf('\n', from) < 0 ? text.length : text.indexOf('\n', from);
    const line = text.slice(from, to).trim();
    if (line !== '') return line;
    from = to + 1;
  }
  return '';
}

export function runUsage(given: readonly string[], io: Output, summary: boolean): number {
  const args = [...given];
  const parsed = optionsOf(args);
  if (typeof parsed === 'string') {
    io.stderr(`gpu-tco usage: ${parsed}\n`);
    return 2;
  }
  const { options, into, on } = parsed;
  if (args.length === 0 || args.some((a) => a.startsWith('--'))) {
    io.stderr(`usage:\n${USAGE_USAGE}\n`);
    return 2;
  }
  if (into !== undefined && summary) {
    io.stderr('gpu-tco usage: --into prints the scenario as JSON: leave out --summary\n');
    return 2;
  }
  const nameOf = (file: string) => escapeText(file === '-' ? 'standard input' : file);

  const reads: Read[] = [];
  for (const file of args) {
    let text: string;
    try {
      const bytes = io.readLimited(file, MAX_BYTES);
      if (bytes.length > MAX_BYTES) {
        io.stderr(`${nameOf(file)}: larger than 256 MB: read it on the page, which streams it\n`);
        return 2;
      }
      text = utf8(bytes);
    } catch (error) {
      io.stderr(`${nameOf(file)}: cannot be read (${escapeText(readError(error))})\n`);
      return 2;
    }
    const reader = createUsageReader(options);
    reader.push(text);
    const report = reader.end();
    if (!report.ok) {
      const why = report.message === NOT_A_LOG ? NOT_A_LOG.replace('this reads', 'this command reads') : report.message;
      io.stderr(`${nameOf(file)}: ${escapeText(why)}\n`);
      return 2;
    }
    reads.push({ file, text, report });
  }

  // files of one kind are the parts of one log: read one after another, with the same header
  const kinds = [...new Set(reads.map((r) => r.report.format))];
  const sampleKinds = kinds.filter((k) => k !== 'slurm-sacct');
  if (sampleKinds.length > 1) {
    io.stderr(
      `gpu-tco usage: samples of two kinds (${sampleKinds.join(', ')}): read one kind at a time, as each names its GPUs its own way\n`,
    );
    return 2;
  }
  const logs: { files: string[]; report: UsageReport }[] = [];
  for (const kind of kinds) {
    const parts = reads.filter((r) => r.report.format === kind);
    const [first] = parts as [Read, ...Read[]];
    if (kind !== 'dcgm') {
      const other = parts.find((p) => firstLine(p.text) !== firstLine(first.text));
      if (other) {
        io.stderr(
          `${nameOf(other.file)}: its header is not ${nameOf(first.file)}'s: the parts of one log need the same columns\n`,
        );
        return 2;
      }
    }
    let report = first.report;
    if (parts.length > 1) {
      const reader = createUsageReader(options);
      for (const p of parts) reader.push(`${p.text}\n`);
      const whole = reader.end();
      if (!whole.ok) {
        io.stderr(`${parts.map((p) => nameOf(p.file)).join(', ')}: ${escapeText(whole.message)}\n`);
        return 2;
      }
      report = whole;
    }
    logs.push({ files: parts.map((p) => p.file), report });
  }

  const asOf = on ?? new Date().toISOString().slice(0, 10);
  const fill = workloadFromUsage(
    logs.map((l) => l.report),
    {
      basePct: options.basePct,
      peakPct: options.peakPct,
      asOf,
      fileNames: logs.map((l) => l.files.map((f) => (f === '-' ? 'standard input' : f)).join(', ')),
    },
  );
  if (into !== undefined) return writeInto(into, fill, io);

  const allocated = logs.find((l) => l.report.allocated)?.report ?? null;
  const samples = logs.find((l) => l.report.busy)?.report ?? null;
  const a = allocated?.allocated ?? null;
  const b = samples?.busy ?? null;
  const out = {
    files: reads.map((r) => ({
      file: r.file,
      format: r.report.format,
      unreadLines: r.report.unreadCount,
      unread: r.report.unread.slice(0, 20),
    })),
    allocated: a && {
      span: a.span && { start: iso(a.span.start), end: iso(a.span.end) },
      allocatedGpuHours: round(a.allocatedGpuHours),
      running: a.running,
      skipped: allocated?.skipped ?? null,
      gpusAtOnce: {
        median: concurrencyPercentile(a, 0.5),
        p90: concurrencyPercentile(a, 0.9),
        p95: concurrencyPercentile(a, 0.95),
        most: concurrencyPercentile(a, 1),
      },
      byHourOfDay: a.byHourOfDay.map((h) => round(h)),
      byHourOfWeek: a.byHourOfWeek.map((h) => round(h)),
      gpuHoursByWeekday: weekdays(gpuHoursByWeekday(a.days, a.span)),
      daysActive: a.daysActive,
    },
    samples: b && {
      gpus: b.gpus,
      span: b.span && { start: iso(b.span.start), end: iso(b.span.end) },
      intervalSeconds: b.intervalSeconds,
      gaps: b.gaps,
      busyBy: b.busyBy,
      thresholdPct: b.thresholdPct,
      sampledGpuHours: round(b.sampledGpuHours, 6),
      busyGpuHours: round(b.busyGpuHours, 6),
      idleShare: b.idleShare === null ? null : round(b.idleShare),
      gpusBusyAtOnce: {
        median: percentileOf(b.concurrency, 0.5),
        p95: percentileOf(b.concurrency, 0.95),
        most: percentileOf(b.concurrency, 1),
      },
      byHourOfDay: b.byHourOfDay.map((h) => round(h, 6)),
      byHourOfWeek: b.byHourOfWeek.map((h) => round(h, 6)),
      busyGpuHoursByWeekday: weekdays(gpuHoursByWeekday(b.days, b.span), 6),
      energyKWh: b.energyKWh === null ? null : round(b.energyKWh, 6),
      counterKWh: samples === null || samples.counterKWh === null ? null : round(samples.counterKWh, 6),
    },
    workload: {
      basePct: options.basePct,
      peakPct: options.peakPct,
      fields: Object.fromEntries(fill.fields.map((f) => [f.path.join('.'), f.value])),
      busySharePct: fill.busySharePct === null ? null : round(fill.busySharePct, 2),
      notes: fill.notes,
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
    const x = out.allocated;
    lines.push(
      `Allocated: ${x.allocatedGpuHours} GPU-hours from ${x.span?.start} to ${x.span?.end}${x.running ? ` (${x.running} still running, counted to the log's end)` : ''}; GPUs at once: median ${x.gpusAtOnce.median}, p95 ${x.gpusAtOnce.p95}, most ${x.gpusAtOnce.most}; ${x.daysActive} days active`,
      `Allocated GPU-hours on an average ${weekdayLine(x.gpuHoursByWeekday)}`,
    );
  }
  if (out.samples) {
    const s = out.samples;
    const busyWord = s.busyBy === 'activity' ? 'busy by engine activity' : `busy above ${s.thresholdPct} %`;
    lines.push(
      `Sampled: ${s.gpus} GPU${s.gpus === 1 ? '' : 's'} every ${s.intervalSeconds} s, ${s.sampledGpuHours} GPU-hours, ${busyWord}: ${s.busyGpuHours} (idle ${s.idleShare === null ? '—' : `${round(s.idleShare * 100, 1)} %`}); ${s.gaps} gap${s.gaps === 1 ? '' : 's'} not filled${s.energyKWh === null ? '' : `; ${s.energyKWh} kWh from power samples`}${s.counterKWh === null ? '' : `, ${s.counterKWh} kWh from the energy counter`}`,
      `Busy GPU-hours on an average ${weekdayLine(s.busyGpuHoursByWeekday)}`,
    );
  }
  lines.push(`Fills: ${fillLine(fill.fields)}`);
  for (const note of fill.notes) lines.push(`Note: ${note}`);
  io.stdout(`${lines.map(escapeText).join('\n')}\n`);
  return 0;
}

function percentileOf(concurrency: readonly { readonly gpus: number; readonly share: number }[], p: number): number {
  for (const step of concurrency) if (step.share >= p - 1e-12) return step.gpus;
  return concurrency.at(-1)?.gpus ?? 0;
}

function weekdays(values: readonly number[], digits = 4): Record<string, number> {
  return Object.fromEntries(WEEKDAYS.map((day, i) => [day, round(values[i] ?? 0, digits)]));
}

function weekdayLine(byDay: Record<string, number>): string {
  return WEEKDAYS.map((day) => `${day} ${round(byDay[day] ?? 0, 2)}`).join(', ');
}

function fillLine(fields: ReturnType<typeof workloadFromUsage>['fields']): string {
  const v = Object.fromEntries(fields.map((f) => [f.path.join('.'), f.value]));
  const parts: string[] = [];
  if (v['workload.gpus'] !== undefined)
    parts.push(`${v['workload.gpus']} card${v['workload.gpus'] === 1 ? '' : 's'} at once`);
  if (v['workload.hoursPerDay'] !== undefined) parts.push(`${v['workload.hoursPerDay']} h a day`);
  if (v['workload.daysPerYear'] !== undefined) parts.push(`${v['workload.daysPerYear']} days a year`);
  if (v['hybrid.peakGpus'] !== undefined)
    parts.push(
      `peak ${v['hybrid.peakGpus']} cards ${v['hybrid.peakHoursPerDay']} h a day on ${v['hybrid.peakDaysPerYear']} days a year`,
    );
  if (v['workload.busyMonths'] !== undefined) parts.push(`busy months ${v['workload.busyMonths'] ?? 'all'}`);
  return parts.length === 0 ? 'nothing' : parts.join('; ');
}

/** The scenario in `file` with the fill's fields and their sources, checked by the engine, as JSON. */
function writeInto(file: string, fill: ReturnType<typeof workloadFromUsage>, io: Output): number {
  const read = readScenarioFile(file, io);
  if (!read.ok) {
    io.stderr(read.error);
    return 2;
  }
  let draft = JSON.parse(JSON.stringify(read.scenario)) as Json;
  const sources: Json = { ...(isObject(draft.sources) ? draft.sources : {}) };
  for (const f of fill.fields) {
    draft = setIn(draft, f.path, f.value);
    sources[f.path.join('.')] = f.source;
  }
  const checked = parseScenario({ ...draft, sources }, 'strict');
  if (!checked.ok) {
    for (const p of checked.problems) io.stderr(`${escapeText(p.path)}: ${escapeText(p.message)}\n`);
    return 2;
  }
  for (const note of fill.notes) io.stderr(`gpu-tco usage: note: ${escapeText(note)}\n`);
  io.stdout(`${JSON.stringify(checked.scenario, null, 2)}\n`);
  return 0;
}
