import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import lora4090 from '../../examples/v4-lab-lora-4090.json';
import { FakeStorage } from '../../tests/support/fake-storage.ts';
import { DEFAULT_SCENARIO, SCENARIO_VERSION, type Scenario } from '../engine/index.ts';
import { parseScenario } from '../engine/reading.ts';
import {
  browserStorage,
  createSavedStore,
  SAVED_KEY,
  type SavedStore,
  SET_ASIDE_PREFIX,
  type StorageLike,
} from './saved.ts';

const clock = () => {
  let ms = Date.parse('2026-03-01T09:00:00.000Z');
  return () => {
    ms += 60_000;
    return new Date(ms);
  };
};

const counter = () => {
  let n = 0;
  return () => `id-${++n}`;
};

function setup(storage: StorageLike | null = new FakeStorage()): SavedStore {
  return createSavedStore(storage, { now: clock(), newId: counter() });
}

const lab: Scenario = {
  ...DEFAULT_SCENARIO,
  name: 'Lab 3 months',
  horizonMonths: 3,
  workload: { ...DEFAULT_SCENARIO.workload, hoursPerDay: 20 },
};
const burst: Scenario = { ...DEFAULT_SCENARIO, name: 'Burst', workload: { ...DEFAULT_SCENARIO.workload, gpus: 8 } };

const names = (store: SavedStore) => store.list().entries.map((e) => e.name);
const stored = (storage: FakeStorage) => JSON.parse(storage.data.get(SAVED_KEY) ?? 'null');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saving and reading back', () => {
  it('gives back the scenario it saved, with its name and the time it was saved, newest first', () => {
    const store = setup();
    const saved = store.save('Lab 3 months', lab);
    expect(saved).toMatchObject({ ok: true, entry: { id: 'id-1', name: 'Lab 3 months' } });
    store.save('Burst', burst);
    const { status, entries, problems } = store.list();
    expect(status).toBe('ok');
    expect(problems).toEqual([]);
    expect(entries.map((e) => e.name)).toEqual(['Burst', 'Lab 3 months']);
    expect(entries[1]?.scenario).toEqual(lab);
    expect(entries[1]?.savedAt).toBe('2026-03-01T09:01:00.000Z');
  });

  it('gives back a scenario sized from a job with its job, as the parser reads it', () => {
    const store = setup();
    const read = parseScenario(lora4090, 'strict');
    if (!read.ok) throw new Error('the example does not read');
    store.save('LoRA', read.scenario);
    const [entry] = store.list().entries;
    expect(entry?.scenario.job).toEqual(read.scenario.job);
    expect(entry?.scenario.job?.training?.method).toBe('lora');
    expect(entry?.scenario.workload).toEqual(read.scenario.workload);
  });

  it('starts empty when nothing was ever saved', () => {
    expect(setup().list()).toEqual({ status: 'ok', entries: [], problems: [] });
  });

  it('trims a name, cuts it to 80 characters and refuses an empty one', () => {
    const store = setup();
    const long = `  ${'训'.repeat(100)}  `;
    const saved = store.save(long, lab);
    expect(saved.ok && [...saved.entry.name].length).toBe(80);
    expect(store.save('   ', lab)).toEqual({ ok: false, reason: 'empty-name' });
  });

  it('gives every entry its own id, even when the id source repeats itself', () => {
    const ids = ['a', 'a', 'a', 'b', 'b', 'c', 'd'];
    const store = createSavedStore(new FakeStorage(), { newId: () => ids.shift() ?? 'z' });
    store.save('One', lab);
    store.save('Two', lab);
    const copy = store.duplicate('a', 'One (copy)');
    expect(copy.ok).toBe(true);
    const found = store.list().entries.map((e) => e.id);
    expect(new Set(found).size).toBe(3);
  });
});

describe('renaming, duplicating and deleting', () => {
  it('names an entry without control or reordering characters, as a scenario’s name is read', () => {
    const store = setup();
    expect(store.save('Lab\u202Eevil\u202C\n(A)', lab)).toMatchObject({ ok: true, entry: { name: 'Labevil (A)' } });
    expect(store.rename('id-1', '\u2066Spring\u2069\u0007')).toMatchObject({ ok: true, entry: { name: 'Spring' } });
    expect(store.list().entries[0]?.name).toBe('Spring');
  });

  it('renames an entry and keeps its scenario and date', () => {
    const store = setup();
    store.save('Lab', lab);
    const before = store.list().entries[0];
    expect(store.rename('id-1', ' Lab, spring ')).toMatchObject({ ok: true, entry: { name: 'Lab, spring' } });
    const after = store.list().entries[0];
    expect(after).toEqual({ ...before, name: 'Lab, spring' });
  });

  it('puts a duplicate right after its original, with a new id and the same scenario', () => {
    const store = setup();
    store.save('Lab', lab);
    store.save('Burst', burst);
    const copy = store.duplicate('id-1', 'Lab (copy)');
    expect(copy).toMatchObject({ ok: true, entry: { id: 'id-3', name: 'Lab (copy)' } });
    const entries = store.list().entries;
    expect(entries.map((e) => e.name)).toEqual(['Burst', 'Lab', 'Lab (copy)']);
    expect(entries[2]?.scenario).toEqual(lab);
  });

  it('deletes only the entry asked for', () => {
    const store = setup();
    store.save('Lab', lab);
    store.save('Burst', burst);
    expect(store.remove('id-1')).toMatchObject({ ok: true, removed: { name: 'Lab' } });
    expect(names(store)).toEqual(['Burst']);
  });

  it('says so when the entry is no longer there (deleted in another tab)', () => {
    const store = setup();
    store.save('Lab', lab);
    expect(store.rename('nope', 'x')).toEqual({ ok: false, reason: 'not-found' });
    expect(store.duplicate('nope', 'x')).toEqual({ ok: false, reason: 'not-found' });
    expect(store.remove('nope')).toEqual({ ok: false, reason: 'not-found' });
    expect(store.exportText(['nope'])).toEqual({ ok: false, reason: 'not-found' });
  });
});

describe('export and import', () => {
  it('imports what it exports: names, dates and scenarios', () => {
    const from = setup();
    from.save('Lab', lab);
    from.save('Burst', burst);
    const exported = from.exportText();
    if (!exported.ok) throw new Error(exported.reason);
    expect(exported.count).toBe(2);
    expect(JSON.parse(exported.text)).toMatchObject({ version: 1, saved: [{ name: 'Burst' }, { name: 'Lab' }] });

    const to = setup();
    const imported = to.importText(exported.text);
    expect(imported).toMatchObject({ ok: true, problems: [] });
    const strip = (store: SavedStore) => store.list().entries.map(({ id: _, ...rest }) => rest);
    expect(strip(to)).toEqual(strip(from));
  });

  it('exports only the entries asked for, in that order', () => {
    const store = setup();
    store.save('Lab', lab);
    store.save('Burst', burst);
    const one = store.exportText(['id-1']);
    expect(one.ok && JSON.parse(one.text).saved.map((e: { name: string }) => e.name)).toEqual(['Lab']);
  });

  it('adds imported entries to those already saved, with ids of their own', () => {
    const store = setup();
    store.save('Lab', lab);
    const exported = store.exportText();
    if (!exported.ok) throw new Error(exported.reason);
    store.importText(exported.text);
    const entries = store.list().entries;
    expect(entries.map((e) => e.name)).toEqual(['Lab', 'Lab']);
    expect(entries[0]?.id).not.toBe(entries[1]?.id);
  });

  it('imports one scenario file under its own name, or the file name when it has none', () => {
    const store = setup();
    const example = readFileSync(new URL('../../examples/lab-3-month-weekly.json', import.meta.url), 'utf8');
    const one = store.importText(example, { fallbackName: 'lab-3-month-weekly' });
    expect(one.ok && one.imported[0]?.name).toMatch(/^Lab, 3-month project/);
    const unnamed = store.importText(JSON.stringify({ ...lab, name: '' }), { fallbackName: 'my-file' });
    expect(unnamed.ok && unnamed.imported[0]?.name).toBe('my-file');
  });

  it("imports the scenario from the page's own JSON export (scenario and result)", () => {
    const store = setup();
    const result = store.importText(JSON.stringify({ scenario: lab, result: { cheaper: 'rent' } }));
    expect(result.ok && result.imported[0]?.scenario).toEqual(lab);
  });

  it('keeps the good entries of a file and reports each bad one by field path', () => {
    const store = setup();
    const file = {
      version: 1,
      saved: [
        { name: 'Good', savedAt: '2026-01-05T10:00:00.000Z', scenario: lab },
        {
          name: 'Too long a day',
          savedAt: '2026-01-06T10:00:00.000Z',
          scenario: { ...lab, workload: { ...lab.workload, hoursPerDay: 30 } },
        },
        { name: 'Empty' },
      ],
    };
    const result = store.importText(JSON.stringify(file));
    if (!result.ok) throw new Error(result.reason);
    expect(result.imported.map((e) => [e.name, e.savedAt])).toEqual([['Good', '2026-01-05T10:00:00.000Z']]);
    expect(result.problems.map((p) => [p.entry, p.name, p.problem.path, p.skipped])).toEqual([
      [1, 'Too long a day', 'workload.hoursPerDay', true],
      [2, 'Empty', 'scenario', true],
    ]);
    expect(result.problems[0]?.value).toBe(30);
    expect(names(store)).toEqual(['Good']);
  });

  it('imports nothing from a file that is not JSON, and says why', () => {
    const storage = new FakeStorage();
    const store = setup(storage);
    const result = store.importText('{ not json');
    expect(result).toMatchObject({
      ok: true,
      imported: [],
      problems: [{ entry: null, problem: { code: 'not-json' } }],
    });
    expect(storage.data.has(SAVED_KEY)).toBe(false);
  });

  it('refuses a scenario the strict parser refuses, though storage would have repaired it', () => {
    const result = setup().importText(JSON.stringify({ ...lab, surprise: 1 }));
    expect(result.ok && result.problems.map((p) => [p.problem.path, p.problem.code])).toEqual([
      ['surprise', 'unknown-field'],
    ]);
  });
});

describe('storage that fails', () => {
  it('reports a full storage and leaves the saved list as it was', () => {
    const storage = new FakeStorage();
    const store = setup(storage);
    store.save('Lab', lab);
    const before = storage.data.get(SAVED_KEY);
    storage.quota = (before?.length ?? 0) + SAVED_KEY.length + 10;
    expect(store.save('Burst', burst)).toEqual({ ok: false, reason: 'full' });
    expect(store.duplicate('id-1', 'Lab (copy)')).toEqual({ ok: false, reason: 'full' });
    const exported = store.exportText();
    storage.quota = Number.POSITIVE_INFINITY;
    storage.setError = new DOMException('full', 'QuotaExceededError');
    expect(exported.ok && store.importText(exported.text)).toEqual({ ok: false, reason: 'full' });
    expect(storage.data.get(SAVED_KEY)).toBe(before);
    expect(names(store)).toEqual(['Lab']);
  });

  it('still lets an entry be deleted from a full storage to make room', () => {
    const storage = new FakeStorage();
    const store = setup(storage);
    store.save('Lab', lab);
    store.save('Burst', burst);
    storage.quota = (storage.data.get(SAVED_KEY)?.length ?? 0) + SAVED_KEY.length;
    expect(store.remove('id-1')).toMatchObject({ ok: true });
  });

  it('reports storage the browser has turned off, without throwing', () => {
    const storage = new FakeStorage();
    storage.getError = new DOMException('The operation is insecure.', 'SecurityError');
    const store = setup(storage);
    expect(store.list()).toEqual({ status: 'unavailable', entries: [], problems: [] });
    expect(store.save('Lab', lab)).toEqual({ ok: false, reason: 'unavailable' });
    expect(store.rename('id-1', 'x')).toEqual({ ok: false, reason: 'unavailable' });
    expect(store.exportText()).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('reports a storage that reads but refuses writes for security', () => {
    const storage = new FakeStorage();
    storage.setError = new DOMException('denied', 'SecurityError');
    expect(setup(storage).save('Lab', lab)).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('works without any storage at all', () => {
    const store = setup(null);
    expect(store.list().status).toBe('unavailable');
    expect(store.save('Lab', lab)).toEqual({ ok: false, reason: 'unavailable' });
    expect(store.importText(JSON.stringify(lab))).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('finds no storage where merely reading window.localStorage throws', () => {
    const throwing = {};
    Object.defineProperty(throwing, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    vi.stubGlobal('window', throwing);
    expect(browserStorage()).toBeNull();
  });
});

describe('a stored list that cannot be trusted', () => {
  it('sets a list that is not JSON aside before saving anything over it', () => {
    const storage = new FakeStorage();
    storage.data.set(SAVED_KEY, '{"version":1,"saved":[{"na');
    const store = setup(storage);
    const listed = store.list();
    expect(listed.status).toBe('corrupted');
    expect(listed.problems).toHaveLength(1);
    expect(store.rename('id-1', 'x')).toEqual({ ok: false, reason: 'corrupted' });

    const saved = store.save('Lab', lab);
    if (!saved.ok) throw new Error(saved.reason);
    expect(saved.setAside).toMatch(new RegExp(`^${SET_ASIDE_PREFIX}`));
    expect(storage.data.get(saved.setAside ?? '')).toBe('{"version":1,"saved":[{"na');
    expect(names(store)).toEqual(['Lab']);
  });

  it('treats JSON of the wrong shape as corrupted too', () => {
    for (const raw of ['[1,2]', '{"saved":3}', '"text"', 'null']) {
      const storage = new FakeStorage();
      storage.data.set(SAVED_KEY, raw);
      expect(setup(storage).list().status, raw).toBe('corrupted');
    }
  });

  it('does not overwrite the unreadable list when there is no room to set it aside', () => {
    const storage = new FakeStorage();
    storage.data.set(SAVED_KEY, 'garbage');
    storage.quota = 40;
    // 'corrupted': the dialog then offers to download the list and to start a new one
    expect(setup(storage).save('Lab', lab)).toEqual({ ok: false, reason: 'corrupted' });
    expect([...storage.data]).toEqual([[SAVED_KEY, 'garbage']]);
  });

  it('keeps the readable entries of a half-valid list, reports the others and never drops them', () => {
    const storage = new FakeStorage();
    const good = { id: 'g', name: 'Good', savedAt: '2026-01-01T00:00:00.000Z', scenario: lab };
    storage.data.set(
      SAVED_KEY,
      JSON.stringify({ version: 1, saved: [good, 42, { id: 'x', name: 'No scenario' }, { ...good, id: 'h' }] }),
    );
    const store = setup(storage);
    const listed = store.list();
    expect(listed.entries.map((e) => e.id)).toEqual(['g', 'h']);
    expect(listed.problems.map((p) => [p.entry, p.name, p.skipped])).toEqual([
      [1, null, true],
      [2, 'No scenario', true],
    ]);
    store.remove('g');
    expect(stored(storage).saved).toEqual([42, { id: 'x', name: 'No scenario' }, { ...good, id: 'h' }]);
  });

  it('reads an out-of-range value with the default in its place and says so', () => {
    const storage = new FakeStorage();
    const scenario = { ...lab, workload: { ...lab.workload, hoursPerDay: 30 } };
    storage.data.set(
      SAVED_KEY,
      JSON.stringify({ version: 1, saved: [{ id: 'a', name: 'Odd', savedAt: 'x', scenario }] }),
    );
    const listed = setup(storage).list();
    expect(listed.entries[0]?.scenario.workload.hoursPerDay).toBe(DEFAULT_SCENARIO.workload.hoursPerDay);
    expect(listed.problems).toMatchObject([
      {
        entry: 0,
        name: 'Odd',
        id: 'a',
        value: 30,
        skipped: false,
        problem: { path: 'workload.hoursPerDay', fix: 'used the default 8' },
      },
    ]);
  });

  it('reads what a newer release saved, and keeps its unknown fields in a copy', () => {
    const storage = new FakeStorage();
    const newer = { ...lab, version: SCENARIO_VERSION + 1, carbon: { kgPerKWh: 0.5 } };
    storage.data.set(
      SAVED_KEY,
      JSON.stringify({ version: 1, saved: [{ id: 'n', name: 'Newer', savedAt: 'x', scenario: newer }] }),
    );
    const store = setup(storage);
    const listed = store.list();
    expect(listed.entries[0]?.scenario).toEqual(lab);
    expect(listed.problems.map((p) => p.problem.code).sort()).toEqual(['newer-version', 'unknown-field']);
    store.duplicate('n', 'Newer (copy)');
    expect(stored(storage).saved[1].scenario).toEqual(newer);
  });

  it('gives entries without an id, or with a repeated one, ids that later changes find', () => {
    const storage = new FakeStorage();
    const entry = { name: 'A', savedAt: '2026-01-01T00:00:00.000Z', scenario: lab };
    storage.data.set(
      SAVED_KEY,
      JSON.stringify({ version: 1, saved: [entry, { ...entry, id: 'd' }, { ...entry, id: 'd' }] }),
    );
    const store = setup(storage);
    const ids = store.list().entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(3);
    expect(store.rename(ids[2] ?? '', 'Third')).toMatchObject({ ok: true });
    expect(names(store)).toEqual(['A', 'A', 'Third']);
  });
});

describe('a list a newer release wrote', () => {
  const newer = () => ({
    version: 3,
    folders: [{ id: 'f1', name: 'Lab' }],
    sort: { by: 'savedAt' },
    saved: [
      {
        id: 'n1',
        name: 'From the future',
        savedAt: '2027-01-01T00:00:00.000Z',
        folder: 'f1',
        pinned: true,
        scenario: { ...lab, version: 4 },
      },
    ],
  });

  it('keeps the keys this release does not know, of the list and of its entries, through every change', () => {
    const storage = new FakeStorage();
    storage.setItem(SAVED_KEY, JSON.stringify(newer()));
    const store = setup(storage);
    expect(store.save('Burst', burst).ok).toBe(true);
    expect(store.rename('n1', 'Renamed').ok).toBe(true);
    expect(store.duplicate('n1', 'Copy').ok).toBe(true);
    expect(store.remove('id-1').ok).toBe(true);
    expect(store.importText(JSON.stringify({ version: 1, saved: [{ name: 'Imported', scenario: burst }] })).ok).toBe(
      true,
    );
    const stored = JSON.parse(storage.getItem(SAVED_KEY) ?? '{}');
    expect(stored.version).toBe(3);
    expect(stored.folders).toEqual([{ id: 'f1', name: 'Lab' }]);
    expect(stored.sort).toEqual({ by: 'savedAt' });
    const renamed = stored.saved.find((item: { id: string }) => item.id === 'n1');
    expect(renamed).toMatchObject({ name: 'Renamed', folder: 'f1', pinned: true });
    expect(stored.saved.map((item: { name: string }) => item.name)).toEqual(['Imported', 'Renamed', 'Copy']);
    expect(stored.saved[2]).toMatchObject({ folder: 'f1', pinned: true });
  });

  it('reads as this release reads it, and its entries show', () => {
    const storage = new FakeStorage();
    storage.setItem(SAVED_KEY, JSON.stringify(newer()));
    expect(
      setup(storage)
        .list()
        .entries.map((entry) => entry.name),
    ).toEqual(['From the future']);
  });

  it('leaves a list of this release as it writes it', () => {
    const storage = new FakeStorage();
    setup(storage).save('Lab', lab);
    expect(Object.keys(JSON.parse(storage.getItem(SAVED_KEY) ?? '{}'))).toEqual(['version', 'saved']);
  });
});
