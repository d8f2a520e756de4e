// A log read piece by piece, as the page's worker reads a file: any cut of the text gives the report of
// the whole, parts of one log fed one after another add up to the whole, and the weekly profile and
// busy-by-activity worked by hand on examples/logs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import DCGM from '../../../examples/logs/dcgm-small.prom?raw';
import DMON from '../../../examples/logs/nvidia-smi-dmon-small.txt?raw';
import QUERY from '../../../examples/logs/nvidia-smi-query-small.csv?raw';
import SACCT from '../../../examples/logs/sacct-small.txt?raw';
import { createUsageReader, type UsageOptions, type UsageReport, type UsageResult } from './stream.ts';

function readPieces(pieces: readonly string[], options?: UsageOptions): UsageResult {
  const reader = createUsageReader(options);
  for (const piece of pieces) reader.push(piece);
  return reader.end();
}

function report(text: string, options?: UsageOptions): UsageReport {
  const r = readPieces([text], options);
  if (!r.ok) throw new Error(r.message);
  return r;
}

/** The text cut at the given places (any order, repeats allowed). */
function cut(text: string, at: readonly number[]): string[] {
  const places = [...new Set(at.map((a) => a % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const place of places) {
    pieces.push(text.slice(from, place));
    from = place;
  }
  pieces.push(text.slice(from));
  return pieces;
}

const LOGS = { SACCT, QUERY, DMON, DCGM };

describe('a log cut anywhere', () => {
  for (const [name, text] of Object.entries(LOGS)) {
    it(`gives ${name}'s report of the whole text for any cut into pieces, with Unix or Windows line ends`, () => {
      const whole = readPieces([text]);
      expect(whole.ok).toBe(true);
      const crlf = text.replace(/\n/g, '\r\n');
      expect(readPieces([crlf])).toEqual(whole);
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 12 }), fc.boolean(), (at, windows) => {
          expect(readPieces(cut(windows ? crlf : text, at))).toEqual(whole);
        }),
        { numRuns: 60 },
      );
    });
  }

  it('never throws on any text cut anywhere: it reports, or refuses in one line', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.array(fc.nat(), { maxLength: 6 }), (text, at) => {
        const r = readPieces(cut(text, at));
        if (!r.ok) expect(r.message).not.toMatch(/\n/);
        for (const prefix of ['JobID|AllocTRES|Start|End\n', 'timestamp, index, utilization.gpu [%]\n']) {
          const with_ = readPieces(cut(prefix + text, at));
          expect(with_.ok).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('parts of one log read one after another', () => {
  const halves = (text: string, cutAt: number) => {
    const [header = '', ...rows] = text.split('\n');
    return [[header, ...rows.slice(0, cutAt)].join('\n'), `\n${[header, ...rows.slice(cutAt)].join('\n')}`];
  };

  it('adds Slurm’s parts, each with its header, to the whole log’s figures', () => {
    const whole = report(SACCT);
    const rows = SACCT.split('\n').length - 1;
    for (let at = 0; at <= rows; at += 1) {
      const both = report(halves(SACCT, at).join(''));
      expect(both.allocated).toEqual(whole.allocated);
      expect(both.skipped).toEqual(whole.skipped);
      expect(both.unreadCount).toBe(whole.unreadCount);
    }
  });

  it('adds nvidia-smi’s parts to the whole log’s figures', () => {
    const whole = report(QUERY);
    const rows = QUERY.split('\n').length - 1;
    for (let at = 0; at <= rows; at += 1) expect(report(halves(QUERY, at).join('')).busy).toEqual(whole.busy);
  });
});

describe('what a streamed log reports', () => {
  it('counts the lines, keeps the unread one with its line number, and says what Slurm’s lines left out', () => {
    const r = report(SACCT);
    expect(r).toMatchObject({ format: 'slurm-sacct', lines: 10, unreadCount: 1, busy: null, energyKWh: null });
    expect(r.unread).toEqual([{ line: 9, text: expect.stringContaining('1007|gina'), why: expect.any(String) }]);
    expect(r.skipped).toEqual({ steps: 1, pending: 1, noGpu: 1 });
  });

  it('gives the GPUs allocated in each hour of the week, over the hours of the log in it', () => {
    // 2026-11-02 is a Monday. Monday 08:00 2 GPUs, 09:00 2, 10:00 2 + 4, 11:00 2 + 4 × ½; Tuesday 23:00 1;
    // (hour 47) 1; Wednesday 00:00 (48) 1 + 8. The log spans 41 hours, each hour of the week at most once
    const week = new Array(168).fill(0);
    Object.assign(week, { 8: 2, 9: 2, 10: 6, 11: 4, 47: 1, 48: 9 });
    expect(report(SACCT).allocated?.byHourOfWeek).toEqual(week);
  });

  it('gives the busy GPUs of the samples in each hour of the week and of the day', () => {
    // 50 busy GPU-seconds in Monday's 08:00 hour; the samples span 100 s of it: 0.5 GPUs busy on average
    const busy = report(QUERY).busy;
    expect(busy?.byHourOfWeek[8]).toBeCloseTo(0.5, 12);
    expect(busy?.byHourOfWeek.reduce((a, b) => a + b, 0)).toBeCloseTo(0.5, 12);
    // by the hour of the day over ⌈100 s ÷ 24 h⌉ = 1 day: 50 s ÷ 3,600 s
    expect(busy?.byHourOfDay[8]).toBeCloseTo(50 / 3600, 12);
  });

  it('prefers the energy counter to the power samples, and says which it used', () => {
    expect(report(DCGM)).toMatchObject({ energyFrom: 'counter', energyKWh: 21_000 / 3.6e6 });
    const q = report(QUERY);
    expect(q.energyFrom).toBe('power');
    expect(q.energyKWh).toBeCloseTo(35_820 / 3.6e6, 12);
    expect(report(DMON)).toMatchObject({ energyFrom: null, energyKWh: null });
  });

  it('counts busy time by the engine’s activity when asked, and refuses a log without it in one line', () => {
    // active 0.60, 0.05 and 0.00, each for 30 s: 18 + 1.5 = 19.5 busy GPU-seconds of 90
    const r = report(DCGM, { busyBy: 'activity' });
    expect(r.busy?.busyBy).toBe('activity');
    expect(r.busy?.busyGpuHours).toBeCloseTo(19.5 / 3600, 12);
    expect(r.busy?.idleShare).toBeCloseTo(1 - 19.5 / 90, 12);
    for (const text of [QUERY, DCGM.replace(/^DCGM_FI_PROF_GR_ENGINE_ACTIVE.*\n/gm, '')]) {
      expect(readPieces([text], { busyBy: 'activity' })).toEqual({
        ok: false,
        message: expect.stringMatching(
          /^busy by engine activity needs the DCGM exporter’s DCGM_FI_PROF_GR_ENGINE_ACTIVE/,
        ),
      });
    }
  });

  it('shows a sample out of its GPU’s time order as unread, with why', () => {
    const late = `${QUERY.trimEnd()}\n2026/11/02 08:00:05.000, 1, GPU-b, 90 %, 800 MiB, 500.00 W\n`;
    const r = report(late);
    expect(r.unreadCount).toBe(2);
    expect(r.unread[1]).toEqual({
      line: 12,
      text: expect.stringContaining('08:00:05'),
      why: 'is earlier than its GPU’s sample before it',
    });
    expect(r.busy?.busyGpuHours).toBe(report(QUERY).busy?.busyGpuHours);
  });

  it('refuses what it does not read, naming what it expected', () => {
    expect(readPieces(['hello\n', 'world'])).toEqual({
      ok: false,
      message: expect.stringMatching(/^not a log this reads/),
    });
    expect(readPieces(['1001|alice|gpu|gres/gpu=2\n'])).toEqual({
      ok: false,
      message: expect.stringMatching(/^expected a Slurm accounting table from sacct -P with its header line/),
    });
    expect(readPieces([''])).toMatchObject({ ok: false });
    expect(readPieces(['DCGM_FI_DEV_GPU_UTIL{gpu="0"} 5\n'])).toEqual({
      ok: false,
      message: expect.stringMatching(/interval between scrapes/),
    });
  });
});
