// gpu-tco usage on the built command line: the sample logs of examples/logs read by the reader their
// first lines match, their figures as docs/method/usage.md works them, files of one kind added, and a
// file it does not read refused in one line, exit 2.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'dist-cli/gpu-tco.mjs');

function calc(args: string[], input = ''): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input, encoding: 'utf8' });
}

function json(args: string[]) {
  const out = calc(args);
  expect(out.stderr).toBe('');
  expect(out.status).toBe(0);
  return JSON.parse(out.stdout);
}

describe('gpu-tco usage', () => {
  it('adds up Slurm accounting: 24 allocated GPU-hours, GPUs at once, hours a day, the line not read', () => {
    const r = json(['usage', 'examples/logs/sacct-small.txt']);
    expect(r.files).toEqual([
      {
        file: 'examples/logs/sacct-small.txt',
        format: 'slurm-sacct',
        unreadLines: 1,
        unread: [expect.objectContaining({ line: 9 })],
      },
    ]);
    // 2 × 4 + 4 × 1.5 + 1 × 2 + 8 × 1 (running, to the log's end) = 24; GPUs at once 0 for 35 of 41 h
    expect(r.allocated).toMatchObject({
      span: { start: '2026-11-02T08:00:00', end: '2026-11-04T01:00:00' },
      allocatedGpuHours: 24,
      running: 1,
      gpusAtOnce: { median: 0, p90: 2, p95: 6, most: 9 },
      daysActive: 3,
    });
    expect(r.allocated.byHourOfDay[10]).toBe(3);
    expect(r.samples).toBeNull();
  });

  it('adds up nvidia-smi’s samples at a threshold given, and says so in a few lines', () => {
    // above 50 %: GPU 0's 100, 95 and 100 % (30 s), GPU 1's 80 % (10 s) of 90 s sampled
    const r = json(['usage', 'examples/logs/nvidia-smi-query-small.csv', '--threshold', '50']);
    expect(r.samples).toMatchObject({ gpus: 2, intervalSeconds: 10, gaps: 2, thresholdPct: 50 });
    expect(r.samples.busyGpuHours).toBeCloseTo(40 / 3600, 6);
    const summary = calc(['usage', 'examples/logs/nvidia-smi-query-small.csv', '--summary']).stdout.split('\n');
    expect(summary[1]).toBe(
      'Sampled: 2 GPUs every 10 s, 0.025 GPU-hours, busy above 10 %: 0.013889 (idle 44.4 %); 2 gaps not filled; 0.00995 kWh from power samples',
    );
  });

  it('reads DCGM scrapes with their energy counter, and asks for the interval when they carry no time', () => {
    const r = json(['usage', 'examples/logs/dcgm-small.prom']);
    // 21,000 J from the counter; busy by the engine's activity: 30 of 90 s
    expect(r.samples.counterKWh).toBeCloseTo(21_000 / 3.6e6, 6);
    expect(r.samples.busyGpuHours).toBeCloseTo(30 / 3600, 6);
    const untimed = 'DCGM_FI_DEV_GPU_UTIL{gpu="0"} 50\nDCGM_FI_DEV_GPU_UTIL{gpu="0"} 0\n';
    const refused = calc(['usage', '-'], untimed);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/^standard input: its scrapes carry no timestamps: give the interval/);
    const read = calc(['usage', '-', '--interval', '60'], untimed);
    expect(JSON.parse(read.stdout).samples).toMatchObject({ gpus: 1, intervalSeconds: 60, busyGpuHours: 0.016667 });
  });

  it('refuses a file it does not read, and a threshold out of range, in one line each', () => {
    const other = calc(['usage', 'README.md']);
    expect(other.status).toBe(2);
    expect(other.stderr).toBe(
      'README.md: not a log this command reads: Slurm accounting (sacct -P with its header), nvidia-smi --query-gpu CSV or dmon -o DT, or DCGM exporter text\n',
    );
    const bad = calc(['usage', 'examples/logs/sacct-small.txt', '--threshold', '100']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe('gpu-tco usage: --threshold takes a utilization from 0 to below 100 % (got 100)\n');
  });
});
