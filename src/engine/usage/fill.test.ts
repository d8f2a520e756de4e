// The workload filled from logs, worked by hand on examples/logs and on a year of Slurm jobs busy from
// March to August: cards at once, hours a day, days a year, the hybrid tool's peak and busy months.
import { describe, expect, it } from 'vitest';
import DCGM from '../../../examples/logs/dcgm-small.prom?raw';
import QUERY from '../../../examples/logs/nvidia-smi-query-small.csv?raw';
import SACCT from '../../../examples/logs/sacct-small.txt?raw';
import { workloadFromUsage } from './fill.ts';
import { createUsageReader, type UsageReport } from './stream.ts';

function report(text: string): UsageReport {
  const reader = createUsageReader();
  reader.push(text);
  const r = reader.end();
  if (!r.ok) throw new Error(r.message);
  return r;
}

const CHOICES = { basePct: 50, peakPct: 95, asOf: '2026-12-07' };
const valuesOf = (fill: ReturnType<typeof workloadFromUsage>) =>
  Object.fromEntries(fill.fields.map((f) => [f.path.join('.'), f.value]));

describe('the workload from Slurm accounting alone', () => {
  const fill = workloadFromUsage([report(SACCT)], { ...CHOICES, fileNames: ['sacct-small.txt'] });

  it('takes the median of GPUs allocated together as the cards, allocated hours a day, and the peak above', () => {
    // GPUs at once: 0 for 35 of 41 h, so the median is 0, taken as 1 card. 24 allocated GPU-hours over
    // 3 active days (11-02, 11-03, 11-04) ÷ 1 card = 8 h; 3 active of the 3 days the log touches: 365.
    // p95 is 6 GPUs. More than 1 GPU: 11-02 08:00–12:00 (4 h) and 11-04 00:00–01:00 (1 h): 2 of 3 days,
    // 243.3 days a year, 5 h ÷ 2 days = 2.5 h a day
    expect(valuesOf(fill)).toEqual({
      'workload.gpus': 1,
      'workload.hoursPerDay': 8,
      'workload.daysPerYear': 365,
      'hybrid.peakGpus': 6,
      'hybrid.peakDaysPerYear': 243.3,
      'hybrid.peakHoursPerDay': 2.5,
    });
    expect(fill.busySharePct).toBeNull();
  });

  it('names the log, its kind and its span in each field’s source, and says what it could not fill', () => {
    expect(fill.fields[0]?.source).toEqual({
      source:
        'sacct-small.txt (Slurm accounting, 2026-11-02 to 2026-11-04): median of GPUs allocated together (0, taken as 1)',
      asOf: '2026-12-07',
    });
    expect(fill.notes).toEqual([
      'no samples were read: hours a day are allocated hours, which may include idle time',
      'the log spans less than 11 months: busy months are not filled',
    ]);
  });

  it('takes a higher base at a higher percentile, and no peak when the peak is not above it', () => {
    // 6 GPUs cover 40 of 41 hours (97.6 %); p95 is 6 too: no peak over the base
    const high = workloadFromUsage([report(SACCT)], { ...CHOICES, basePct: 95, fileNames: ['sacct-small.txt'] });
    // 24 GPU-hours ÷ 3 days ÷ 6 cards = 1.33 h
    expect(valuesOf(high)).toEqual({ 'workload.gpus': 6, 'workload.hoursPerDay': 1.33, 'workload.daysPerYear': 365 });
    expect(high.notes).toContain('the p95 of GPUs allocated together is no more than the base: no peak to fill');
  });
});

describe('the workload from the cards’ samples', () => {
  it('takes the GPUs busy together at the sample times when no allocations are read', () => {
    const fill = workloadFromUsage([report(QUERY)], { ...CHOICES, fileNames: ['query.csv'] });
    // above 10 %: at 08:00:00 GPU 0, :10 GPU 0, :20 GPU 1, 08:01:20 GPU 1, :30 GPU 0: one GPU busy at
    // every time. 50 busy GPU-seconds on 1 day ÷ 1 card = 0.0139 h; 50 of 90 sampled seconds busy
    expect(valuesOf(fill)).toEqual({ 'workload.gpus': 1, 'workload.hoursPerDay': 0.01, 'workload.daysPerYear': 365 });
    expect(fill.busySharePct).toBeCloseTo((50 / 90) * 100, 9);
    expect(fill.notes[0]).toMatch(
      /^no allocations \(Slurm accounting\) were read: the cards at once are the GPUs busy/,
    );
    expect(fill.fields[0]?.source.source).toBe(
      'query.csv (nvidia-smi samples, 2026-11-02 to 2026-11-02): median of GPUs busy together at the sample times',
    );
  });

  it('reads the cards from the allocations and the hours from the samples when both are given', () => {
    const fill = workloadFromUsage([report(SACCT), report(DCGM)], {
      ...CHOICES,
      fileNames: ['sacct-small.txt', 'dcgm.prom'],
    });
    // DCGM: busy by engine activity above 10 %: the first 30 s scrape of 90 s; 1 card from Slurm
    expect(valuesOf(fill)).toMatchObject({ 'workload.gpus': 1, 'workload.hoursPerDay': 0.01 });
    expect(fill.fields.find((f) => f.path.join('.') === 'workload.hoursPerDay')?.source.source).toMatch(
      /^dcgm.prom \(DCGM exporter samples, 2026-11-02 to 2026-11-02\): busy GPU-hours/,
    );
    expect(fill.busySharePct).toBeCloseTo((30 / 90) * 100, 9);
  });
});

describe('two days of four GPUs sampled every minute', () => {
  // GPU 0 at 90 % from 08:00 to 20:00 on Monday 2 and Tuesday 3 November 2026; GPUs 1–3 at 90 % from
  // 09:00 to 12:00 on the Monday; every other sample 0 %
  const rows = ['timestamp, index, utilization.gpu [%], power.draw [W]'];
  for (let minute = 0; minute < 2 * 24 * 60; minute += 1) {
    const t = new Date(Date.UTC(2026, 10, 2) + minute * 60_000).toISOString();
    const stamp = `${t.slice(0, 10).replace(/-/g, '/')} ${t.slice(11, 19)}`;
    const hour = Math.floor(minute / 60) % 24;
    const monday = minute < 24 * 60;
    for (let gpu = 0; gpu < 4; gpu += 1) {
      const busy = gpu === 0 ? hour >= 8 && hour < 20 : monday && hour >= 9 && hour < 12;
      rows.push(`${stamp}, ${gpu}, ${busy ? 90 : 0} %, 100 W`);
    }
  }
  const fill = workloadFromUsage([report(rows.join('\n'))], { ...CHOICES, fileNames: ['smi.csv'] });

  it('takes the cards and the peak from the GPUs busy together at each sample time', () => {
    // of 2,880 sample times, 0 GPUs busy at 1,440, 1 at 1,260 and 4 at 180 (Monday 09:00–12:00): the
    // median is 0 (taken as 1), p95 is 4. Busy GPU-hours: 24 (GPU 0) + 3 × 3 = 33 on 2 days ÷ 1 card
    // = 16.5 h. Above 1 card: 180 minutes on one of the 2 days: 182.5 days a year, 3 h a day
    expect(valuesOf(fill)).toEqual({
      'workload.gpus': 1,
      'workload.hoursPerDay': 16.5,
      'workload.daysPerYear': 365,
      'hybrid.peakGpus': 4,
      'hybrid.peakDaysPerYear': 182.5,
      'hybrid.peakHoursPerDay': 3,
    });
    // 33 busy of 4 × 48 = 192 sampled GPU-hours
    expect(fill.busySharePct).toBeCloseTo((33 / 192) * 100, 9);
  });
});

describe('a year of Slurm jobs, busy from March to August', () => {
  // 4 GPUs 09:00–17:00 every day of March–August 2025 (184 days), and 1 GPU for an hour at the year's
  // first and last hours, so the log spans 2025 exactly
  const day = (t: number) => new Date(t).toISOString().slice(0, 19);
  const rows = ['JobID|AllocTRES|Start|End', `1|gres/gpu=1|2025-01-01T00:00:00|2025-01-01T01:00:00`];
  for (let t = Date.UTC(2025, 2, 1); t < Date.UTC(2025, 8, 1); t += 86_400_000) {
    rows.push(`${rows.length}|gres/gpu=4|${day(t + 9 * 3_600_000)}|${day(t + 17 * 3_600_000)}`);
  }
  rows.push(`${rows.length}|gres/gpu=1|2025-12-31T23:00:00|2026-01-01T00:00:00`);
  const fill = workloadFromUsage([report(rows.join('\n'))], { ...CHOICES, basePct: 90, fileNames: ['2025.txt'] });

  it('fills the busy months, and the workload within them', () => {
    // GPU-hours a day: 32 in March–August, 1/31 in January and December, a quarter of 32 needed: busy
    // 3–8. Within those 184 days (4,416 h): 0 GPUs 2,944 h, 4 GPUs 1,472 h, so p90 is 4 cards;
    // 184 × 32 GPU-hours ÷ 184 active days ÷ 4 cards = 8 h, on every day of the busy months: 184 ÷ 184
    // × 365 × 6 busy months ÷ 12 = 182.5 days a year, which the engine spreads over those six months,
    // every day of them. The fill is made in December: the horizon's first month
    expect(valuesOf(fill)).toEqual({
      'workload.gpus': 4,
      'workload.hoursPerDay': 8,
      'workload.daysPerYear': 182.5,
      'workload.busyMonths': '3,4,5,6,7,8',
      'workload.startMonth': 12,
    });
    expect(fill.fields[0]?.source.source).toBe(
      '2025.txt (Slurm accounting, 2025-01-01 to 2025-12-31): p90 of GPUs allocated together, in the busy months',
    );
  });

  it('refuses a percentile out of range', () => {
    expect(() => workloadFromUsage([], { ...CHOICES, basePct: 101, fileNames: [] })).toThrow(/basePct/);
    expect(workloadFromUsage([], { ...CHOICES, fileNames: [] })).toEqual({
      fields: [],
      notes: ['no GPU allocations or samples were read: nothing to fill'],
      busySharePct: null,
    });
  });
});
