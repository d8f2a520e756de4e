// Reading the NVIDIA DCGM exporter's Prometheus text scraped over time: DCGM_FI_DEV_GPU_UTIL (%),
// DCGM_FI_PROF_GR_ENGINE_ACTIVE (a ratio, where the profiling fields are on), DCGM_FI_DEV_POWER_USAGE
// (W) and the energy counter DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION (mJ since the driver loaded), as
// lines with timestamps (ms since 1970, UTC) or as scrapes one after another at an interval the
// reader states. Into the same samples as nvidia-smi's (samples.ts), the engine's activity preferred
// to GPU_UTIL where both are logged; and the energy the counter gives. docs/method/usage.md.
import type { UnreadLine } from './sacct.ts';
import type { Sample } from './samples.ts';

const METRICS = {
  DCGM_FI_DEV_GPU_UTIL: 'util',
  DCGM_FI_PROF_GR_ENGINE_ACTIVE: 'active',
  DCGM_FI_DEV_POWER_USAGE: 'power',
  DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION: 'energy',
} as const;
type Field = (typeof METRICS)[keyof typeof METRICS];

export type DcgmReading =
  | {
      readonly ok: true;
      readonly samples: readonly Sample[];
      /** kWh from the energy counter: each GPU's rises between readings (a fall, a restart, is skipped) */
      readonly counterKWh: number | null;
      /** whether busy time is the engine's activity (true) or GPU_UTIL (false) */
      readonly engineActivity: boolean;
      readonly unread: readonly UnreadLine[];
      /** lines of other metrics, and HELP and TYPE comments: read past */
      readonly otherLines: number;
    }
  | { readonly ok: false; readonly message: string };

const LINE = /^([A-Za-z_:][A-Za-z0-9_:]*)(\{([^}]*)\})?\s+(\S+)(?:\s+(-?\d+))?\s*$/;

function labelsOf(text: string): Map<string, string> {
  const labels = new Map<string, string>();
  for (const m of text.matchAll(/([A-Za-z_][A-Za-z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels.set(m[1] ?? '', m[2] ?? '');
  return labels;
}

/** One GPU's metrics at one time: complete when the same GPU is seen at a later time. */
export interface DcgmPoint {
  readonly t: number;
  readonly gpu: string;
  util?: number;
  active?: number;
  power?: number;
  energy?: number;
}

export interface DcgmLines {
  /** one line: read into a point, read past (comments, other metrics), or why it cannot be read */
  line(raw: string): 'read' | 'other' | 'blank' | { readonly why: string };
  /** the points not yet complete; then what the whole log gave, or why it cannot be read */
  end():
    | { readonly ok: true; readonly counterKWh: number | null; readonly engineActivity: boolean }
    | { readonly ok: false; readonly message: string };
}

export const DCGM_EXPECTED =
  'expected the DCGM exporter’s metrics (DCGM_FI_DEV_GPU_UTIL, DCGM_FI_DEV_POWER_USAGE, DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION …) scraped over time';

/**
 * Reads the scraped text line by line, each GPU's point given to `complete` once the GPU is seen at a
 * later time (or at the end). Lines without a timestamp are scrapes one after another: a GPU's metric
 * seen again starts the next scrape, `scrapeIntervalSeconds` apart from the first at 0; without that
 * interval such a log is refused, since its times cannot be known. A line earlier than its GPU's
 * point is unread: the exporter writes each scrape after the one before.
 */
export function dcgmLines(scrapeIntervalSeconds: number | undefined, complete: (p: DcgmPoint) => void): DcgmLines {
  const pending = new Map<string, DcgmPoint>();
  const seen = new Map<string, number>();
  const lastEnergy = new Map<string, number>();
  let mJ = 0;
  let counted = false;
  let anyDcgm = false;
  let untimed = false;
  let engineActivity = false;

  const finish = (p: DcgmPoint) => {
    if (p.active !== undefined) engineActivity = true;
    // the counter rises by what each GPU drew; a fall is the driver restarting, its step unknown
    if (p.energy !== undefined) {
      const before = lastEnergy.get(p.gpu);
      if (before !== undefined && p.energy >= before) {
        mJ += p.energy - before;
        counted = true;
      }
      lastEnergy.set(p.gpu, p.energy);
    }
    complete(p);
  };

  return {
    line(text) {
      const raw = text.trim();
      if (raw === '') return 'blank';
      if (raw.startsWith('#')) return 'other';
      const m = LINE.exec(raw);
      if (!m) return { why: 'is not a metric line: name{labels} value [timestamp]' };
      const field = METRICS[m[1] as keyof typeof METRICS] as Field | undefined;
      if (field === undefined) return 'other';
      anyDcgm = true;
      const labels = labelsOf(m[3] ?? '');
      const gpu = [labels.get('Hostname'), labels.get('gpu') ?? labels.get('UUID')].filter(Boolean).join('/');
      const value = Number(m[4]);
      if (gpu === '' || (labels.get('gpu') === undefined && labels.get('UUID') === undefined))
        return { why: 'names no GPU (a gpu or UUID label)' };
      if (!Number.isFinite(value)) return { why: `has a value that is not a number: ${(m[4] ?? '').slice(0, 40)}` };
      let t: number;
      if (m[5] !== undefined) t = Number(m[5]);
      else {
        untimed = true;
        // the same GPU's same metric again: the next scrape
        const key = `${gpu}\u0000${field}`;
        const scrape = seen.get(key) ?? 0;
        seen.set(key, scrape + 1);
        t = scrape * (scrapeIntervalSeconds ?? 0) * 1000;
      }
      const point = pending.get(gpu);
      if (point !== undefined && t < point.t) return { why: 'is earlier than its GPU’s scrape before it' };
      if (point === undefined || t > point.t) {
        if (point !== undefined) finish(point);
        pending.set(gpu, { t, gpu, [field]: value });
      } else point[field] = value;
      return 'read';
    },

    end() {
      if (!anyDcgm) return { ok: false, message: DCGM_EXPECTED };
      if (untimed && !(scrapeIntervalSeconds !== undefined && scrapeIntervalSeconds > 0)) {
        return {
          ok: false,
          message:
            'its scrapes carry no timestamps: give the interval between scrapes, in seconds, to read their times',
        };
      }
      for (const p of pending.values()) finish(p);
      pending.clear();
      return { ok: true, counterKWh: counted ? mJ / 3.6e9 : null, engineActivity };
    },
  };
}

/** The sample a point gives: busy by the engine's activity when the log has it, else by GPU_UTIL. */
export function sampleOf(p: DcgmPoint, engineActivity: boolean): Sample {
  return {
    t: p.t,
    gpu: p.gpu,
    utilPct: engineActivity ? (p.active === undefined ? null : p.active * 100) : (p.util ?? null),
    powerW: p.power ?? null,
  };
}

/** Reads the scraped text whole: dcgmLines over each line, the samples in time order. */
export function readDcgm(text: string, scrapeIntervalSeconds?: number): DcgmReading {
  const lines = text.split(/\r?\n/);
  const points: DcgmPoint[] = [];
  const reader = dcgmLines(scrapeIntervalSeconds, (p) => points.push(p));
  const unread: UnreadLine[] = [];
  let otherLines = 0;
  for (let i = 0; i < lines.length; i += 1) {
    const raw = lines[i] ?? '';
    const r = reader.line(raw);
    if (r === 'other') otherLines += 1;
    else if (typeof r === 'object') unread.push({ line: i + 1, text: raw.trim().slice(0, 200), why: r.why });
  }
  const done = reader.end();
  if (!done.ok) return done;
  points.sort((a, b) => a.t - b.t || a.gpu.localeCompare(b.gpu));
  const samples = points.map((p) => sampleOf(p, done.engineActivity));
  return { ok: true, samples, counterKWh: done.counterKWh, engineActivity: done.engineActivity, unread, otherLines };
}
