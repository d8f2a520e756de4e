// Slurm accounting read and added up, worked by hand on examples/logs/sacct-small.txt: steps, pending,
// CPU-only and running jobs, typed GPUs and a line with an impossible time among real jobs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import SMALL from '../../../examples/logs/sacct-small.txt?raw';
import { allocatedSummary, concurrencyPercentile } from './allocated.ts';
import { gpusOf, readSacct, slurmTime } from './sacct.ts';

const HEADER = 'JobID|User|Partition|AllocTRES|Start|End|Elapsed|State';

function read(text: string) {
  const r = readSacct(text);
  if (!r.ok) throw new Error(r.message);
  return r;
}

describe('reading sacct -P', () => {
  it('reads the allocations and says what it left out and why', () => {
    const r = read(SMALL);
    // 1001 (2 GPUs), 1002 (4: typed and generic listed, counted once), 1003 (1 typed), 1006 (8, running)
    expect(r.allocations.map((a) => [a.jobId, a.gpus, a.end === null])).toEqual([
      ['1001', 2, false],
      ['1002', 4, false],
      ['1003', 1, false],
      ['1006', 8, true],
    ]);
    // 1001.batch a step, 1005 never started, 1004 no GPU
    expect(r.skipped).toEqual({ steps: 1, pending: 1, noGpu: 1 });
    // 1007 starts at hour 25: counted and shown, not dropped
    expect(r.unread).toEqual([
      { line: 9, text: expect.stringContaining('1007|gina'), why: expect.stringContaining('2026-11-03T25:00:00') },
    ]);
  });

  it('refuses a file without the header it needs, in one line naming what it expected', () => {
    const noHeader = SMALL.split('\n').slice(1).join('\n');
    expect(readSacct(noHeader)).toEqual({
      ok: false,
      message: expect.stringMatching(/^expected a Slurm accounting table from sacct -P with its header line/),
    });
    expect(readSacct('timestamp, index, utilization.gpu [%]\n')).toMatchObject({ ok: false });
    expect(readSacct('')).toMatchObject({ ok: false });
  });

  it('reads JobIDRaw, sacct -p’s trailing pipe and Windows line ends', () => {
    const text = 'JobIDRaw|AllocTRES|Start|End|\r\n7|gres/gpu=3|2026-01-01T00:00:00|2026-01-01T02:00:00|\r\n';
    expect(read(text).allocations).toMatchObject([{ jobId: '7', gpus: 3 }]);
  });

  it('reads GPUs and times as Slurm writes them, and nothing else', () => {
    expect(gpusOf('billing=8,cpu=8,gres/gpu=2,mem=64G')).toBe(2);
    expect(gpusOf('gres/gpu:a100=2,gres/gpu:h100=1')).toBe(3);
    expect(gpusOf('cpu=4,mem=8G')).toBe(0);
    expect(gpusOf('gres/gpu=two')).toBeNull();
    expect(slurmTime('2026-11-02T08:00:00')).toBe(Date.UTC(2026, 10, 2, 8));
    expect(slurmTime('2026-02-30T08:00:00')).toBeNull();
    expect(slurmTime('2026-11-02 08:00')).toBeNull();
  });

  it('never throws on any line, and counts every line it cannot read', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 80 }), { maxLength: 30 }), (rows) => {
        const text = [HEADER, ...rows].join('\n');
        const r = readSacct(text);
        if (!r.ok) return false;
        const counted = r.allocations.length + r.unread.length + r.skipped.steps + r.skipped.pending + r.skipped.noGpu;
        // every line after the header that is not blank is read, left out with a reason, or shown unread
        const lines = text
          .split(/\r?\n/)
          .slice(1)
          .filter((l) => l.trim() !== '').length;
        return counted === lines;
      }),
    );
  });
});

describe('what the allocations add up to', () => {
  const summary = allocatedSummary(read(SMALL).allocations);

  it('adds GPU-hours, counting a running job to the log’s last time', () => {
    // the log ends at 1003's end, 2026-11-04T01:00; 1001 2 × 4 h + 1002 4 × 1.5 h + 1003 1 × 2 h +
    // 1006 8 × 1 h (running, to the log's end) = 8 + 6 + 2 + 8 = 24 GPU-hours over 41 hours
    expect(summary.allocatedGpuHours).toBe(24);
    expect(summary.running).toBe(1);
    expect(summary.span).toEqual({ start: Date.UTC(2026, 10, 2, 8), end: Date.UTC(2026, 10, 4, 1) });
  });

  it('gives the GPUs at once as a share of the span’s time, and its percentiles', () => {
    // 0 GPUs 35 h, 1 GPU 1 h (23:00–00:00), 2 GPUs 2.5 h (08:00–10:00, 11:30–12:00), 6 GPUs 1.5 h,
    // 9 GPUs 1 h (00:00–01:00): cumulative 35, 36, 38.5, 40, 41 of 41 hours
    expect(summary.concurrency.map((c) => [c.gpus, Number((c.share * 41).toFixed(9))])).toEqual([
      [0, 35],
      [1, 36],
      [2, 38.5],
      [6, 40],
      [9, 41],
    ]);
    expect(concurrencyPercentile(summary, 0.5)).toBe(0);
    expect(concurrencyPercentile(summary, 0.9)).toBe(2);
    expect(concurrencyPercentile(summary, 0.95)).toBe(6);
    expect(concurrencyPercentile(summary, 1)).toBe(9);
  });

  it('spreads the GPU-hours over the hours of the day, and counts the days active', () => {
    // over ⌈41 ÷ 24⌉ = 2 days: 08:00 2, 09:00 2, 10:00 2 + 4 = 6, 11:00 2 + 2 = 4, 23:00 1, 00:00 1 + 8 = 9
    const expected = new Array(24).fill(0);
    Object.assign(expected, { 0: 4.5, 8: 1, 9: 1, 10: 3, 11: 2, 23: 0.5 });
    expect(summary.byHourOfDay).toEqual(expected);
    // 2026-11-02, 11-03 (1003 from 23:00) and 11-04
    expect(summary.daysActive).toBe(3);
  });

  it('gives the same GPU-hours for a log read whole or in two halves', () => {
    const rows = SMALL.split('\n')
      .slice(1)
      .filter((l) => l.trim() !== '');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: rows.length }), (cut) => {
        const first = read([HEADER, ...rows.slice(0, cut)].join('\n')).allocations;
        const second = read([HEADER, ...rows.slice(cut)].join('\n')).allocations;
        const until = Date.UTC(2026, 10, 4, 1);
        return allocatedSummary([...first, ...second], until).allocatedGpuHours === summary.allocatedGpuHours;
      }),
    );
  });
});
