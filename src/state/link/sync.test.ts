// The address sync started late, as a plain visit starts it: with the first edit, or with Back or
// Forward to an entry that holds a link.
import { afterEach, describe, expect, it } from 'vitest';
import { fakeWindow } from '../../../tests/support/fakeWindow.ts';
import { DEFAULT_SCENARIO, type Scenario } from '../../engine/index.ts';
import { calculatorStore } from '../store.ts';
import { syncAddress } from './sync.ts';
import { encodeLink } from './write.ts';

const initial = calculatorStore.getState();
afterEach(() => calculatorStore.setState(initial, true));

const withGpus = (gpus: number): Scenario => ({
  ...DEFAULT_SCENARIO,
  workload: { ...DEFAULT_SCENARIO.workload, gpus },
});

const gpusIn = async (search: string | undefined) =>
  (await import('./codec.ts')).decodeLink(search ?? '').then((d) => d.scenario?.workload.gpus);

describe('the address sync started by the first edit', () => {
  it('keeps the page as opened as the entry before the edit, so Back returns to it', async () => {
    const { win, entries } = fakeWindow();
    const before = calculatorStore.getState();
    calculatorStore.getState().loadScenario(withGpus(8));
    const stop = syncAddress(win, async () => {}, { from: before });
    try {
      // two entries: the default scenario (4 cards) replaced in place, then the edit (8) pushed
      await expect.poll(() => entries.length, { timeout: 5000 }).toBe(2);
      expect(await gpusIn(entries[0])).toBe(4);
      expect(await gpusIn(entries[1])).toBe(8);
    } finally {
      stop();
    }
  });

  it('reads the link of the entry Back or Forward brought, and writes no entry of its own', async () => {
    const link = `?${await encodeLink(withGpus(16), {})}`;
    const { win, entries } = fakeWindow(link);
    const stop = syncAddress(win, async () => {}, { popped: true });
    try {
      await expect.poll(() => calculatorStore.getState().scenario.workload.gpus, { timeout: 5000 }).toBe(16);
      expect(entries).toEqual([link]);
    } finally {
      stop();
    }
  });
});
