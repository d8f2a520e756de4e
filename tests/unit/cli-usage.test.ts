// gpu-tco usage on the built command line: the sample logs of examples/logs read by the reader their
// first lines match, their figures as docs/method/usage.md works them, files of one kind added, and a
// file it does not read refused in one line, exit 2.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

  it('gives the weekly profile: GPU-hours on an average weekday, and GPUs in each hour of the week', () => {
    const r = json(['usage', 'examples/logs/sacct-small.txt']);
    // 2026-11-02 is a Monday: 1001's 8 and 1002's 6 GPU-hours; Tuesday 1003's first hour; Wednesday
    // 1003's second hour and 1006's 8 (running, to the log's end)
    expect(r.allocated.gpuHoursByWeekday).toEqual({ Mon: 14, Tue: 1, Wed: 9, Thu: 0, Fri: 0, Sat: 0, Sun: 0 });
    expect(r.allocated.byHourOfWeek[10]).toBe(6);
    expect(r.allocated.byHourOfWeek[48]).toBe(9);
    const summary = calc(['usage', 'examples/logs/sacct-small.txt', '--summary']).stdout.split('\n');
    expect(summary[2]).toBe('Allocated GPU-hours on an average Mon 14, Tue 1, Wed 9, Thu 0, Fri 0, Sat 0, Sun 0');
  });

  it('fills the workload at the percentiles asked, and says what it could not fill', () => {
    const r = json(['usage', 'examples/logs/sacct-small.txt']);
    // the median of GPUs at once is 0 (taken as 1): 24 GPU-hours ÷ 3 days ÷ 1 card; p95 is 6, above
    // the base for 5 h on 2 of the log's 3 days
    expect(r.workload).toMatchObject({
      basePct: 50,
      peakPct: 95,
      fields: {
        'workload.gpus': 1,
        'workload.hoursPerDay': 8,
        'workload.daysPerYear': 365,
        'hybrid.peakGpus': 6,
        'hybrid.peakDaysPerYear': 243.3,
        'hybrid.peakHoursPerDay': 2.5,
      },
      busySharePct: null,
    });
    // p90 is 2 GPUs: 24 ÷ 3 ÷ 2 = 4 h; p100 is 9 GPUs; above 2: 6 GPUs 10:00–11:30 on 11-02 and 9 GPUs
    // 00:00–01:00 on 11-04, 2.5 h on 2 days: 1.25 h
    const high = json(['usage', 'examples/logs/sacct-small.txt', '--base', '90', '--peak', '100']);
    expect(high.workload.fields).toMatchObject({
      'workload.gpus': 2,
      'workload.hoursPerDay': 4,
      'hybrid.peakGpus': 9,
      'hybrid.peakHoursPerDay': 1.25,
    });
    const bad = calc(['usage', 'examples/logs/sacct-small.txt', '--base', '120']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe('gpu-tco usage: --base takes a percentile from 0 to 100 (got 120)\n');
  });

  it('counts busy time by the engine’s activity when asked, and refuses logs without it in one line', () => {
    // DCGM_FI_PROF_GR_ENGINE_ACTIVE 0.60, 0.05, 0.00 for 30 s each: 19.5 busy GPU-seconds
    const r = json(['usage', 'examples/logs/dcgm-small.prom', '--busy-by', 'activity']);
    expect(r.samples.busyBy).toBe('activity');
    expect(r.samples.busyGpuHours).toBeCloseTo(19.5 / 3600, 6);
    const smi = calc(['usage', 'examples/logs/nvidia-smi-query-small.csv', '--busy-by', 'activity']);
    expect(smi.status).toBe(2);
    expect(smi.stderr).toMatch(
      /^examples\/logs\/nvidia-smi-query-small\.csv: busy by engine activity needs the DCGM exporter’s DCGM_FI_PROF_GR_ENGINE_ACTIVE[^\n]*\n$/,
    );
  });

  it('reads the parts of one log as the whole, and refuses parts whose columns differ', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gpu-tco-usage-'));
    const [header = '', ...rows] = readFileSync(join(ROOT, 'examples/logs/sacct-small.txt'), 'utf8').split('\n');
    writeFileSync(join(dir, 'a.txt'), [header, ...rows.slice(0, 3)].join('\n'));
    writeFileSync(join(dir, 'b.txt'), [header, ...rows.slice(3)].join('\n'));
    const whole = json(['usage', 'examples/logs/sacct-small.txt']);
    const parts = json(['usage', join(dir, 'a.txt'), join(dir, 'b.txt')]);
    expect(parts.allocated).toEqual(whole.allocated);
    expect(parts.workload).toEqual(whole.workload);
    writeFileSync(
      join(dir, 'c.txt'),
      ['JobID|AllocTRES|Start|End', '9|gres/gpu=1|2026-11-02T08:00:00|2026-11-02T09:00:00'].join('\n'),
    );
    const differ = calc(['usage', join(dir, 'a.txt'), join(dir, 'c.txt')]);
    expect(differ.status).toBe(2);
    expect(differ.stderr).toBe(
      `${join(dir, 'c.txt')}: its header is not ${join(dir, 'a.txt')}'s: the parts of one log need the same columns\n`,
    );
  });

  it('writes the scenario with the workload filled, each field with its log as its source, that evaluates', () => {
    const out = calc([
      'usage',
      'examples/logs/sacct-small.txt',
      'examples/logs/nvidia-smi-query-small.csv',
      '--on',
      '2026-12-07',
      '--into',
      'examples/default-4x4090.json',
    ]);
    expect(out.status).toBe(0);
    const scenario = JSON.parse(out.stdout);
    // the cards from Slurm (median 0, taken as 1); the hours from the samples: 50 busy GPU-seconds on
    // one day ÷ 1 card; the peak from Slurm
    expect(scenario.workload).toMatchObject({ gpus: 1, hoursPerDay: 0.01, daysPerYear: 365 });
    expect(scenario.hybrid).toEqual({ peakGpus: 6, peakDaysPerYear: 243.3, peakHoursPerDay: 2.5 });
    expect(scenario.sources['workload.gpus']).toEqual({
      source:
        'examples/logs/sacct-small.txt (Slurm accounting, 2026-11-02 to 2026-11-04): median of GPUs allocated together (0, taken as 1)',
      asOf: '2026-12-07',
    });
    expect(scenario.sources['workload.hoursPerDay'].source).toMatch(
      /^examples\/logs\/nvidia-smi-query-small\.csv \(nvidia-smi samples, 2026-11-02 to 2026-11-02\): busy GPU-hours/,
    );
    expect(out.stderr).toBe('gpu-tco usage: note: the log spans less than 11 months: busy months are not filled\n');
    const evaluated = calc(['-'], out.stdout);
    expect(evaluated.stderr).toBe('');
    expect(evaluated.status).toBe(0);
    expect(JSON.parse(evaluated.stdout).hybrid).not.toBeUndefined();
  });

  it('keeps its usage lines from starting with "at "', () => {
    const help = calc(['usage']);
    expect(help.status).toBe(2);
    for (const line of help.stderr.split('\n')) expect(line.trimStart().startsWith('at ')).toBe(false);
    expect(help.stderr).toMatch(/--into SCENARIO/);
  });
});
