// Saved lists damaged or simply large: one bad entry never hides the others, an unreadable list is
// never lost nor left blocking every save, and a large export comes back whole.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeStorage } from '../../tests/support/fake-storage.ts';
import { DEFAULT_SCENARIO, type Scenario } from '../engine/index.ts';
import { parseScenarioText } from '../engine/reading.ts';
import { createSavedStore, SAVED_KEY } from './saved.ts';

/** JSON of `depth` nested lists, written as text: JSON.stringify itself cannot write it. */
const nestedJson = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** A stored list whose entries are given as JSON text. */
const listJson = (entries: readonly string[]) => `{"version":1,"saved":[${entries.join(',')}]}`;

const withTools = (() => {
  const parsed = parseScenarioText(
    readFileSync(new URL('../../examples/v2-lab-tools.json', import.meta.url), 'utf8'),
    'strict',
  );
  if (!parsed.ok) throw new Error('the example no longer reads');
  return parsed.scenario;
})();

const entry = (name: string, scenario: unknown) => ({ id: name, name, savedAt: '2026-03-01T09:00:00.000Z', scenario });

describe('a stored list with one damaged entry', () => {
  it('skips a deeply nested entry, names it, and lists the others', () => {
    const storage = new FakeStorage();
    const deep = JSON.stringify(entry('Deep', DEFAULT_SCENARIO)).replace('"name":""', `"notes":${nestedJson(100_000)}`);
    const saved = [JSON.stringify(entry('First', DEFAULT_SCENARIO)), deep, JSON.stringify(entry('Last', withTools))];
    storage.setItem(SAVED_KEY, listJson(saved));
    const listed = createSavedStore(storage).list();
    expect(listed.status).toBe('ok');
    expect(listed.entries.map((e) => e.name)).toEqual(['First', 'Last']);
    expect(listed.problems).toEqual([
      expect.objectContaining({
        entry: 1,
        name: 'Deep',
        skipped: true,
        problem: expect.objectContaining({ code: 'too-deep' }),
      }),
    ]);
  });

  it('names a damaged entry by its position when its name cannot be read', () => {
    const storage = new FakeStorage();
    const saved = [
      JSON.stringify(entry('First', DEFAULT_SCENARIO)),
      `{"name":${nestedJson(40)},"scenario":${nestedJson(5000)}}`,
    ];
    storage.setItem(SAVED_KEY, listJson(saved));
    const listed = createSavedStore(storage).list();
    expect(listed.entries.map((e) => e.name)).toEqual(['First']);
    expect(listed.problems).toEqual([expect.objectContaining({ entry: 1, name: null, skipped: true })]);
  });

  it('keeps saving beside the damaged entry, which stays stored as it was', () => {
    const storage = new FakeStorage();
    const deep = `{"id":"deep","name":"Deep","scenario":{"version":3,"notes":${nestedJson(100_000)}}}`;
    storage.setItem(SAVED_KEY, listJson([deep]));
    const store = createSavedStore(storage);
    expect(store.save('New', DEFAULT_SCENARIO).ok).toBe(true);
    expect(store.list().entries.map((e) => e.name)).toEqual(['New']);
    expect(store.list().problems).toEqual([expect.objectContaining({ entry: 1, name: 'Deep', skipped: true })]);
    expect(storage.getItem(SAVED_KEY)).toContain(deep);
  });
});

describe('a stored list that cannot be read at all', () => {
  const unreadable = `{"version":1,"saved":[${'x'.repeat(3_000_000)}`;

  it('offers its text for download and a new list, even when there is no room to set it aside', () => {
    const storage = new FakeStorage(5_000_000);
    storage.setItem(SAVED_KEY, unreadable);
    const store = createSavedStore(storage);
    expect(store.list().status).toBe('corrupted');
    expect(store.save('New', DEFAULT_SCENARIO)).toEqual({ ok: false, reason: 'corrupted' });
    expect(store.unreadableText()).toBe(unreadable);
    expect(store.startNewList()).toEqual({ ok: true });
    expect(store.save('New', DEFAULT_SCENARIO).ok).toBe(true);
    expect(store.list()).toMatchObject({ status: 'ok', entries: [{ name: 'New' }] });
  });

  it('has nothing to download when the list reads', () => {
    const store = createSavedStore(new FakeStorage());
    store.save('One', DEFAULT_SCENARIO);
    expect(store.unreadableText()).toBeNull();
  });
});

describe('a large export', () => {
  it('writes 1,000 scenarios as compact JSON that imports back whole', () => {
    const saved = Array.from({ length: 1000 }, (_, i) => ({
      name: `Scenario ${i + 1}`,
      savedAt: '2026-03-01T09:00:00.000Z',
      scenario: { ...withTools, name: `Scenario ${i + 1}` } satisfies Scenario,
    }));
    const from = createSavedStore(new FakeStorage());
    const first = from.importText(JSON.stringify({ version: 1, saved }));
    expect(first.ok && first.imported.length).toBe(1000);
    const exported = from.exportText();
    if (!exported.ok) throw new Error('export failed');
    expect(exported.count).toBe(1000);
    expect(exported.text).not.toContain('\n  ');
    expect(exported.text.length).toBeLessThan(20_000_000);
    const to = createSavedStore(new FakeStorage());
    const back = to.importText(exported.text);
    expect(back).toMatchObject({ ok: true, problems: [] });
    expect(back.ok && back.imported.map((e) => e.scenario)).toEqual(saved.map((s) => s.scenario));
  }, 60_000);
});

describe('importing 10,000 invalid entries', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives the page its turn many times while it reads them, and imports none', async () => {
    const bad = { ...DEFAULT_SCENARIO, workload: { ...DEFAULT_SCENARIO.workload, hoursPerDay: 30 } };
    const saved = Array.from({ length: 10_000 }, (_, i) => ({ name: `Bad ${i + 1}`, scenario: bad }));
    const text = JSON.stringify({ version: 1, saved });
    const store = createSavedStore(new FakeStorage());
    // a clock that moves a millisecond each time it is read, as a slow machine's would while it reads
    // entry after entry: how often the page gets its turn then depends on the entries, not on this
    // machine's speed
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => {
      now += 1;
      return now;
    });
    let turns = 0;
    let reading = true;
    const tick = () => {
      turns += 1;
      if (reading) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const result = await store.importTextInSteps(text);
    reading = false;
    expect(result.ok && result.imported.length).toBe(0);
    expect(result.ok && result.problems.length).toBe(10_000);
    // the page had its turn between slices, not only once the reading was over
    expect(turns).toBeGreaterThan(50);
  }, 60_000);
});

describe('an import while another tab saves', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps what the other tab saved during the import, and every imported entry', async () => {
    const storage = new FakeStorage();
    const tab = createSavedStore(storage);
    const other = createSavedStore(storage);
    const saved = Array.from({ length: 300 }, (_, i) => ({ name: `Imported ${i + 1}`, scenario: DEFAULT_SCENARIO }));
    // a clock that moves a millisecond a read, so that the import yields between slices
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => {
      now += 1;
      return now;
    });
    let savedMeanwhile = false;
    setTimeout(() => {
      savedMeanwhile = other.save('Saved in the other tab', DEFAULT_SCENARIO).ok;
    }, 0);
    const result = await tab.importTextInSteps(JSON.stringify({ version: 1, saved }));
    expect(savedMeanwhile).toBe(true);
    expect(result.ok && result.imported.length).toBe(300);
    const listed = tab.list();
    const names = listed.status === 'ok' ? listed.entries.map((e) => e.name) : [];
    expect(names).toContain('Saved in the other tab');
    expect(names.filter((name) => name.startsWith('Imported '))).toHaveLength(300);
    expect(new Set(listed.status === 'ok' ? listed.entries.map((e) => e.id) : []).size).toBe(301);
  });
});
