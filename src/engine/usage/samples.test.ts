// The cards' own samples read and added up, worked by hand on examples/logs/nvidia-smi-query-small.csv
// and nvidia-smi-dmon-small.txt: a missing utilization, a gap in the samples, a line that is not one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import DMON from '../../../examples/logs/nvidia-smi-dmon-small.txt?raw';
import QUERY from '../../../examples/logs/nvidia-smi-query-small.csv?raw';
import { busySummary, readNvidiaSmi } from './samples.ts';

function read(text: string) {
  const r = readNvidiaSmi(text);
  if (!r.ok) throw new Error(r.message);
  return r;
}

describe('nvidia-smi --query-gpu as CSV, sampled every 10 s', () => {
  const r = read(QUERY);
  const s = busySummary(r.samples, 10);

  it('reads each GPU’s samples, and counts the line it cannot read', () => {
    expect(r.format).toBe('nvidia-smi-query');
    expect(r.samples).toHaveLength(9);
    expect(r.samples[4]).toEqual({ t: Date.UTC(2026, 10, 2, 8, 0, 20), gpu: '0', utilPct: null, powerW: 600 });
    expect(r.unread).toEqual([
      { line: 11, text: 'the monitoring script restarted here', why: expect.stringMatching(/fields/) },
    ]);
  });

  it('covers each sample to the next, skips a gap, and counts the busy time above 10 %', () => {
    // steps 10, 10, 60, 10 (GPU 0) and 10, 10, 60 (GPU 1): median 10 s; the 60 s steps are gaps
    expect(s.intervalSeconds).toBe(10);
    expect(s.gaps).toBe(2);
    expect(s.gpus).toBe(2);
    // GPU 0: five samples × 10 s = 50 s, busy 100, 95 and 100 % (the [N/A] and the 10 % are not): 30 s;
    // GPU 1: four × 10 s = 40 s, busy 50 and 80 %: 20 s. 90 s sampled, 50 s busy
    expect(s.sampledGpuHours).toBeCloseTo(90 / 3600, 12);
    expect(s.busyGpuHours).toBeCloseTo(50 / 3600, 12);
    expect(s.idleShare).toBeCloseTo(40 / 90, 12);
    expect(s.span).toEqual({ start: Date.UTC(2026, 10, 2, 8, 0, 0), end: Date.UTC(2026, 10, 2, 8, 1, 40) });
  });

  it('adds the energy of the power samples', () => {
    // GPU 0: (650 + 640 + 600 + 100 + 650) × 10 s = 26,400 J; GPU 1: (70 + 72 + 300 + 500) × 10 s = 9,420 J:
    // 35,820 J ÷ 3.6e6 = 0.00995 kWh
    expect(s.energyKWh).toBeCloseTo(35_820 / 3.6e6, 12);
  });

  it('counts more busy time at a lower threshold, never less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 98 }), (low) => {
        return busySummary(r.samples, low).busyGpuHours >= busySummary(r.samples, low + 1).busyGpuHours;
      }),
    );
  });
});

describe('nvidia-smi dmon -s u -o DT, every second', () => {
  const r = read(DMON);

  it('reads past its repeated headers, a missing value as none', () => {
    expect(r.format).toBe('nvidia-smi-dmon');
    expect(r.samples).toHaveLength(6);
    expect(r.samples[1]).toEqual({ t: Date.UTC(2026, 10, 2, 8), gpu: '1', utilPct: null, powerW: null });
    expect(r.unread).toEqual([]);
  });

  it('counts the seconds each GPU’s SMs were above 10 %', () => {
    const s = busySummary(r.samples, 10);
    // GPU 0: 100 and 30 % busy, 5 % not; GPU 1: "-" and 0 % not, 60 % busy: 3 of 6 sampled seconds
    expect(s.intervalSeconds).toBe(1);
    expect(s.sampledGpuHours).toBeCloseTo(6 / 3600, 12);
    expect(s.busyGpuHours).toBeCloseTo(3 / 3600, 12);
    expect(s.energyKWh).toBeNull();
  });
});

describe('any log', () => {
  it('refuses what it is not, in one line naming what it expected', () => {
    for (const text of ['JobID|AllocTRES|Start|End\n', 'hello\n', '', 'timestamp, name\n2026/11/02 08:00:00, x\n']) {
      expect(readNvidiaSmi(text)).toEqual({ ok: false, message: expect.stringMatching(/^expected an nvidia-smi log/) });
    }
  });

  it('gives the same totals for a log read whole or in two halves', () => {
    const [header, ...rows] = QUERY.split('\n');
    const whole = busySummary(read(QUERY).samples, 10);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: rows.length }), (cut) => {
        const first = read([header, ...rows.slice(0, cut)].join('\n')).samples;
        const second = read([header, ...rows.slice(cut)].join('\n')).samples;
        const merged = busySummary([...first, ...second], 10);
        return merged.busyGpuHours === whole.busyGpuHours && merged.energyKWh === whole.energyKWh;
      }),
    );
  });

  it('never throws on any line, and shows every line it cannot read', () => {
    const header = 'timestamp, index, utilization.gpu [%], power.draw [W]';
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 60 }), { maxLength: 30 }), (rows) => {
        const text = [header, ...rows].join('\n');
        const r = readNvidiaSmi(text);
        if (!r.ok) return false;
        busySummary(r.samples, 10);
        const lines = text
          .split(/\r?\n/)
          .slice(1)
          .filter((l) => l.trim() !== '' && !l.trim().startsWith('timestamp'));
        return r.samples.length + r.unread.length === lines.length;
      }),
    );
  });
});
