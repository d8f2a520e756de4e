// The running sums of the cards' samples: the same figures as the samples held whole, even when a
// clock with jitter gives more distinct time steps than are summed one by one.
import { describe, expect, it } from 'vitest';
import { createSampleSums, type Sample } from './sums.ts';

const T0 = Date.UTC(2026, 10, 2, 8);

describe('the sums of a GPU’s samples', () => {
  it('stay exact when the steps between samples jitter over more than a thousand values', () => {
    // steps of 1,000 to 2,499 ms, 2,999 of them: grouped to the nearest 10 ms past 1,024 distinct steps
    const sums = createSampleSums(10);
    let t = T0;
    for (let i = 0; i < 3000; i += 1) {
      expect(sums.add({ t, gpu: '0', utilPct: 50, powerW: 100 } satisfies Sample)).toBeNull();
      t += 1000 + (i % 1500);
    }
    const last = t - (1000 + (2999 % 1500));
    const r = sums.result();
    // the median step, the 1,500th of 2,999 (1,000 to 2,499 each twice but the last): 1,749 ms, read
    // from its group as 1,750
    expect(r.intervalSeconds).toBe(1.75);
    expect(r.gaps).toBe(0);
    // every step covered in full, and the last sample the median: exactly the log's time plus 1.75 s
    expect(r.sampledGpuHours * 3_600_000).toBeCloseTo(last - T0 + 1750, 6);
    expect(r.busyGpuHours).toBe(r.sampledGpuHours);
    expect(r.energyKWh).toBeCloseTo((100 * (last - T0 + 1750)) / 1000 / 3.6e6, 12);
  });

  it('refuses a sample at or before its GPU’s previous one, and counts the others', () => {
    const sums = createSampleSums(10);
    expect(sums.add({ t: T0 + 10_000, gpu: '0', utilPct: 50, powerW: null })).toBeNull();
    expect(sums.add({ t: T0, gpu: '0', utilPct: 50, powerW: null })).toBe('is earlier than its GPU’s sample before it');
    expect(sums.add({ t: T0 + 10_000, gpu: '0', utilPct: 50, powerW: null })).toBe('repeats its GPU’s time');
    // another GPU's earlier time is its own first sample
    expect(sums.add({ t: T0, gpu: '1', utilPct: 0, powerW: null })).toBeNull();
    expect(sums.result().gpus).toBe(2);
  });
});
