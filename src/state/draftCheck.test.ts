// The check of the reader's edits loads after the first paint (src/engine/draft.ts). An edit made
// before it has arrived is checked once it does, and its figures follow; a check whose load failed is
// fetched again with the next edit. Each test takes a fresh store, with nothing loaded.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('./store.ts');

let arrive: ((failed?: boolean) => void) | undefined;
let fresh: Store;

beforeEach(async () => {
  arrive = undefined;
  vi.resetModules();
  vi.doMock('../engine/draft.ts', async (original: () => Promise<unknown>) => {
    await new Promise<void>((resolve, reject) => {
      arrive = (failed) => (failed ? reject(new Error('offline')) : resolve());
    });
    return original();
  });
  fresh = await import('./store.ts');
});

afterEach(() => {
  vi.doUnmock('../engine/draft.ts');
});

describe('an edit made before the check of edits has loaded', () => {
  it('keeps the figures until the check arrives, then shows the edit’s', async () => {
    const store = fresh.calculatorStore;
    store.getState().setField(['workload', 'gpus'], 8);
    // shown as typed, and the figures still those of 4 GPUs while the check is on its way
    expect(store.getState().draft).toMatchObject({ workload: { gpus: 8 } });
    expect(store.getState().scenario.workload.gpus).toBe(4);
    await vi.waitFor(() => expect(arrive).toBeTypeOf('function'));
    arrive?.();
    await vi.waitFor(() => expect(store.getState().scenario.workload.gpus).toBe(8));
    expect(store.getState().problems).toEqual([]);
  });

  it('says what is wrong with it once the check arrives', async () => {
    const store = fresh.calculatorStore;
    store.getState().setField(['workload', 'hoursPerDay'], 25);
    await vi.waitFor(() => expect(arrive).toBeTypeOf('function'));
    arrive?.();
    await vi.waitFor(() => expect(store.getState().problems.map((p) => p.path)).toEqual(['workload.hoursPerDay']));
    expect(store.getState().scenario.workload.hoursPerDay).toBe(8);
  });

  it('fetches the check again with the next edit when its load failed', async () => {
    const store = fresh.calculatorStore;
    store.getState().setField(['workload', 'gpus'], 8);
    await vi.waitFor(() => expect(arrive).toBeTypeOf('function'));
    const first = arrive;
    first?.(true);
    await expect(fresh.loadDraftCheck()).rejects.toThrow();
    store.getState().setField(['workload', 'gpus'], 6);
    await vi.waitFor(() => expect(arrive).not.toBe(first));
    arrive?.();
    await vi.waitFor(() => expect(store.getState().scenario.workload.gpus).toBe(6));
  });
});
