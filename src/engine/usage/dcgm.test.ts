// The DCGM exporter's scraped text read and added up, worked by hand on examples/logs/dcgm-small.prom:
// one GPU scraped every 30 s with its engine activity, power and energy counter, another metric read
// past, and a value that is not a number.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import PROM from '../../../examples/logs/dcgm-small.prom?raw';
import { readDcgm } from './dcgm.ts';
import { busySummary } from './samples.ts';

const T0 = Date.UTC(2026, 10, 2, 8);

function read(text: string, interval?: number) {
  const r = readDcgm(text, interval);
  if (!r.ok) throw new Error(r.message);
  return r;
}

describe('DCGM exporter text with timestamps', () => {
  const r = read(PROM);

  it('reads one sample a GPU a scrape, busy by the engine’s activity where it is logged', () => {
    expect(r.engineActivity).toBe(true);
    // DCGM_FI_PROF_GR_ENGINE_ACTIVE 0.60, 0.05, 0.00 (GPU_UTIL says 100, 100, 0: a kernel, not how busy)
    expect(r.samples.map((s) => [s.t - T0, s.gpu, s.utilPct, s.powerW])).toEqual([
      [0, 'node1/0', 60, 500],
      [30_000, 'node1/0', 5, 200],
      [60_000, 'node1/0', 0, 80],
    ]);
    // 2 HELP/TYPE comments and 3 DCGM_FI_DEV_MEM_COPY_UTIL lines read past; the "not-a-number" shown
    expect(r.otherLines).toBe(5);
    expect(r.unread).toEqual([
      { line: 18, text: expect.stringContaining('not-a-number'), why: expect.stringMatching(/not a number/) },
    ]);
  });

  it('takes the energy from the counter’s rises, and busy time above a threshold', () => {
    // 1,021,000,000 − 1,000,000,000 mJ = 21,000 J = 0.0058333 kWh
    expect(r.counterKWh).toBeCloseTo(21_000 / 3.6e6, 12);
    const s = busySummary(r.samples, 10);
    // every 30 s: 60 % busy for 30 s, 5 % and 0 % not; the last covers a median 30 s: 90 s sampled
    expect(s.busyGpuHours).toBeCloseTo(30 / 3600, 12);
    expect(s.sampledGpuHours).toBeCloseTo(90 / 3600, 12);
    // the power samples: (500 + 200 + 80) × 30 s = 23,400 J, the last sample's 30 s counted by assumption
    expect(s.energyKWh).toBeCloseTo(23_400 / 3.6e6, 12);
  });
});

describe('DCGM scrapes without timestamps', () => {
  const untimed = PROM.replace(/ \d{13}$/gm, '');

  it('needs the interval between scrapes, and reads them at it', () => {
    expect(readDcgm(untimed)).toEqual({ ok: false, message: expect.stringMatching(/interval between scrapes/) });
    const r = read(untimed, 30);
    expect(r.samples.map((s) => [s.t, s.utilPct])).toEqual([
      [0, 60],
      [30_000, 5],
      [60_000, 0],
    ]);
    expect(r.counterKWh).toBeCloseTo(21_000 / 3.6e6, 12);
  });

  it('refuses a file with none of the exporter’s metrics', () => {
    expect(readDcgm('node_cpu_seconds_total{cpu="0"} 12 1\n')).toMatchObject({ ok: false });
    expect(readDcgm('')).toMatchObject({ ok: false });
  });

  it('skips a fall of the counter, a restart, rather than counting it', () => {
    const L = '{gpu="0",Hostname="n"}';
    const text = [5000e3, 9000e3, 1000e3, 4000e3]
      .map((mJ, i) => `DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION${L} ${mJ} ${T0 + i * 1000}`)
      .join('\n');
    // rises of 4,000 and 3,000 J; the fall from 9,000,000 to 1,000,000 mJ is a restart
    expect(read(text).counterKWh).toBeCloseTo(7000 / 3.6e6, 12);
  });

  it('never throws on any line: it reads the file, each line a sample, read past or shown, or asks for the interval', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 60 }), { maxLength: 30 }), (rows) => {
        const text = [`DCGM_FI_DEV_GPU_UTIL{gpu="0"} 1 ${T0}`, ...rows].join('\n');
        const r = readDcgm(text);
        if (!r.ok) return /interval/.test(r.message);
        const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '').length;
        // a metric line of the exporter's feeds a sample: at most one sample for each
        return r.otherLines + r.unread.length + r.samples.length <= lines && r.otherLines + r.unread.length < lines;
      }),
    );
  });
});
