// While a field holds a value the format refuses, the page shows the scenario from before that
// field's edit began, never the last valid prefix of what is being typed ("2" on the way to "25").
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO } from '../engine/index.ts';
import { decodeLink } from './link/codec.ts';
import { linkOf } from './link/sync.ts';
import { calculatorStore, resetCalculator } from './store.ts';

const HOURS = ['workload', 'hoursPerDay'];
const GPUS = ['workload', 'gpus'];
const DAYS = ['workload', 'daysPerYear'];

const state = () => calculatorStore.getState();

/** Sets a field to each value in turn, as keystrokes do. */
function typeInto(path: readonly string[], ...values: unknown[]): void {
  for (const value of values) state().setField(path, value);
}

beforeEach(() => resetCalculator());

describe('a field being typed into', () => {
  it('shows the hours from before the edit, not 2, while 25 is refused', () => {
    expect(state().scenario.workload.hoursPerDay).toBe(8);
    typeInto(HOURS, 2, 25);
    expect(state().scenario.workload.hoursPerDay).toBe(8);
    // what was typed is kept, and said to be wrong
    expect(state().draft).toMatchObject({ workload: { hoursPerDay: 25 } });
    expect(state().problems.map((p) => p.path)).toEqual(['workload.hoursPerDay']);
  });

  it('writes the hours from before the edit into the link while 25 is refused', async () => {
    typeInto(HOURS, 2, 25);
    const opened = await decodeLink(await linkOf(state()));
    expect(opened.scenario?.workload.hoursPerDay).toBe(8);
  });

  it('shows 4 GPUs, not 1,000, while 1e300 is refused', () => {
    typeInto(GPUS, 1, '1e', 1000, 1e30, 1e300);
    expect(state().scenario.workload.gpus).toBe(4);
    expect(state().problems.map((p) => p.path)).toEqual(['workload.gpus']);
  });

  it('shows 250 days, not 36, while 366 is refused', () => {
    typeInto(DAYS, 3, 36, 366);
    expect(state().scenario.workload.daysPerYear).toBe(250);
  });

  it('shows the typed value once it is valid again', () => {
    typeInto(HOURS, 2, 25);
    typeInto(HOURS, 2);
    expect(state().scenario.workload.hoursPerDay).toBe(2);
    expect(state().problems).toEqual([]);
  });

  it('starts a new edit after the field loses focus: a value left there is kept as its base', () => {
    typeInto(HOURS, 1, 12);
    state().endEdit();
    typeInto(HOURS, 120);
    expect(state().scenario.workload.hoursPerDay).toBe(12);
  });

  it('starts a new edit with a value that does not carry on from the last, in one update', () => {
    typeInto(HOURS, 1, 12);
    // 120 typed over the 12 (its text selected): 120 is refused (over 24), so the figures are those of
    // the 12 it replaced, not of the 8 from before the 1 and the 12 were typed
    let updates = 0;
    const stop = calculatorStore.subscribe(() => {
      updates += 1;
    });
    state().setField(HOURS, 120, true);
    stop();
    expect(state().scenario.workload.hoursPerDay).toBe(12);
    expect(state().problems.map((p) => p.path)).toEqual(['workload.hoursPerDay']);
    // one redraw of what reads the store, not one for the end of the last edit and one for the value
    expect(updates).toBe(1);
  });

  it('keeps the base of an edit when another field is changed while the first is still wrong', () => {
    typeInto(HOURS, 2, 25);
    typeInto(GPUS, 8);
    // the hours are still wrong: everything shows the scenario from before the hours were touched
    expect(state().scenario.workload.hoursPerDay).toBe(8);
    expect(state().scenario.workload.gpus).toBe(4);
    typeInto(HOURS, 12);
    expect(state().scenario.workload).toMatchObject({ hoursPerDay: 12, gpus: 8 });
  });

  it('keeps a value finished in another field as the base of the next edit', () => {
    typeInto(GPUS, 8);
    typeInto(HOURS, 2, 25);
    expect(state().scenario.workload).toMatchObject({ hoursPerDay: 8, gpus: 8 });
  });

  it('starts afresh after a scenario is loaded', () => {
    typeInto(HOURS, 2, 25);
    state().loadScenario({ ...DEFAULT_SCENARIO, workload: { ...DEFAULT_SCENARIO.workload, hoursPerDay: 6 } });
    typeInto(HOURS, 1, 100);
    expect(state().scenario.workload.hoursPerDay).toBe(6);
  });
});
