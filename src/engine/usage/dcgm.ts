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

/**
 * Reads the scraped text. Lines without a timestamp are scrapes one after another: a GPU's metric seen
 * again starts the next scrape, `scrapeIntervalSeconds` apart from the first at 0; without that
 * interval such a log is refused, since its times cannot be known.
 */
export function readDcgm(text: string, scrapeIntervalSeconds?: number): DcgmReading {
  const lines = text.split(/\r?\n/);
  const points = new Map<string, { t: number; gpu: string } & Partial<Record<Field, number>>>();
  const unread: UnreadLine[] = [];
  const seen = new Map<string, number>();
  let otherLines = 0;
  let anyDcgm = false;
  let untimed = false;
  for (let i = 0; i < lines.length; i += 1) {
    const raw = (lines[i] ?? '').trim();
    if (raw === '') continue;
    if (raw.startsWith('#')) {
      otherLines += 1;
      continue;
    }
    const m = LINE.exec(raw);
    const refuse = (why: string) => unread.push({ line: i + 1, text: raw.slice(0, 200), why });
    if (!m) {
      refuse('is not a metric line: name{labels} value [timestamp]');
      continue;
    }
    const field = METRICS[m[1] as keyof typeof METRICS] as Field | undefined;
    if (field === undefined) {
      otherLines += 1;
      continue;
    }
    anyDcgm = true;
    const labels = labelsOf(m[3] ?? '');
    const gpu = [labels.get('Hostname'), labels.get('gpu') ?? labels.get('UUID')].filter(Boolean).join('/');
    const value = Number(m[4]);
    if (gpu === '' || (labels.get('gpu') === undefined && labels.get('UUID') === undefined)) {
      refuse('names no GPU (a gpu or UUID label)');
      continue;
    }
    if (!Number.isFinite(value)) {
      refuse(`has a value that is not a number: ${(m[4] ?? '').slice(0, 40)}`);
      continue;
    }
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
    const key = `${gpu}\u0000${t}`;
    const point = points.get(key) ?? { t, gpu };
    point[field] = value;
    points.set(key, point);
  }
  if (!anyDcgm) {
    return {
      ok: false,
      message:
        'expected the DCGM exporter’s metrics (DCGM_FI_DEV_GPU_UTIL, DCGM_FI_DEV_POWER_USAGE, DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION …) scraped over time',
    };
  }
  if (untimed && !(scrapeIntervalSeconds !== undefined && scrapeIntervalSeconds > 0)) {
    return {
      ok: false,
      message: 'its scrapes carry no timestamps: give the interval between scrapes, in seconds, to read their times',
    };
  }
  const all = [...points.values()].sort((a, b) => a.t - b.t || a.gpu.localeCompare(b.gpu));
  const engineActivity = all.some((p) => p.active !== undefined);
  const samples: Sample[] = all.map((p) => ({
    t: p.t,
    gpu: p.gpu,
    utilPct: engineActivity ? (p.active === undefined ? null : p.active * 100) : (p.util ?? null),
    powerW: p.power ?? null,
  }));
  // the counter rises by what each GPU drew; a fall is the driver restarting, its step unknown
  let mJ = 0;
  let counted = false;
  const last = new Map<string, number>();
  for (const p of all) {
    if (p.energy === undefined) continue;
    const before = last.get(p.gpu);
    if (before !== undefined && p.energy >= before) {
      mJ += p.energy - before;
      counted = true;
    }
    last.set(p.gpu, p.energy);
  }
  return { ok: true, samples, counterKWh: counted ? mJ / 3.6e9 : null, engineActivity, unread, otherLines };
}
