// Saved scenarios: the one module that reads and writes them in browser storage.
// Storage is untrusted (another release, another tab or the user may have written it), so every
// scenario read back goes through the lenient parser, and nothing here throws: a full, disabled or
// corrupted storage is an answer ({ ok: false, reason }), never an exception. Entries this release
// cannot read are left in place untouched, and a list it cannot read at all is set aside under a
// key of its own before anything new is written, so nothing is ever overwritten silently. The types it
// promises are in savedTypes.ts; reading one entry or file is in savedEntries.ts.
import { isObject, type Json } from '../engine/index.ts';
import {
  cleanName,
  fileItems,
  idsOf,
  isDate,
  isQuotaError,
  NAME_MAX,
  problemOf,
  randomId,
  readEntry,
  type StoredItem,
  toJson,
  withIds,
} from './savedEntries.ts';
import type {
  ImportResult,
  ListResult,
  Outcome,
  SavedEntry,
  SavedProblem,
  SavedStore,
  StorageLike,
  Written,
} from './savedTypes.ts';

export type {
  FailureReason,
  ImportResult,
  ListResult,
  Outcome,
  SavedEntry,
  SavedProblem,
  SavedStore,
  StorageLike,
} from './savedTypes.ts';
export { NAME_MAX };

export const SAVED_KEY = 'gpu-tco:saved:v1';
/** Where an unreadable list is set aside: this prefix and the time it was found. */
export const SET_ASIDE_PREFIX = `${SAVED_KEY}:unreadable:`;
const FILE_VERSION = 1;

interface SavedStoreOptions {
  readonly now?: () => Date;
  readonly newId?: () => string;
}

/** How long reading an import may hold the page before it gives the page a turn. */
const SLICE_MS = 40;

/** window.localStorage, or null where reading it throws (sandboxed frames, some private modes) or there is none. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The stored list as it is: raw items, so what this release cannot read is written back unchanged, and
 * the list's other keys (a newer release's), written back with it.
 */
type Stored =
  | { readonly kind: 'ok'; readonly items: readonly unknown[]; readonly others: Json }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'corrupted'; readonly raw: string };

export function createSavedStore(storage: StorageLike | null, options: SavedStoreOptions = {}): SavedStore {
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? randomId;

  function readStored(): Stored {
    if (!storage) return { kind: 'unavailable' };
    let raw: string | null;
    try {
      raw = storage.getItem(SAVED_KEY);
    } catch {
      return { kind: 'unavailable' };
    }
    if (raw === null) return { kind: 'ok', items: [], others: {} };
    try {
      const data: unknown = JSON.parse(raw);
      if (isObject(data) && Array.isArray(data.saved)) {
        const { saved, ...others } = data;
        return { kind: 'ok', items: saved, others };
      }
    } catch {
      // not JSON: as corrupted as the wrong shape
    }
    return { kind: 'corrupted', raw };
  }

  /** Writes the list; a list that could not be read is first set aside, never overwritten. */
  function write(items: readonly unknown[], previous: Stored): Outcome<Written> {
    if (!storage || previous.kind === 'unavailable') return { ok: false, reason: 'unavailable' };
    let setAside: string | undefined;
    if (previous.kind === 'corrupted') {
      setAside = `${SET_ASIDE_PREFIX}${now().toISOString()}`;
      try {
        storage.setItem(setAside, previous.raw);
      } catch {
        // no room for a copy: the list stays where it is until the user downloads it or starts anew
        forget(setAside);
        return { ok: false, reason: 'corrupted' };
      }
    }
    // keys this release does not know stay; a newer release's version stays, so it never reads its own
    // list as an older one
    const others = previous.kind === 'ok' ? previous.others : {};
    const version = typeof others.version === 'number' && others.version > FILE_VERSION ? others.version : FILE_VERSION;
    try {
      storage.setItem(SAVED_KEY, toJson({ ...others, version, saved: items }));
      return setAside === undefined ? { ok: true } : { ok: true, setAside };
    } catch (error) {
      // the unreadable list is still where it was: its copy would only take space
      if (setAside !== undefined) forget(setAside);
      return { ok: false, reason: isQuotaError(error) ? 'full' : 'unavailable' };
    }
  }

  function forget(key: string): void {
    try {
      storage?.removeItem(key);
    } catch {
      // best effort: a copy left behind loses nothing
    }
  }

  function freshItem(name: string, scenario: unknown, taken: Set<string>, savedAt?: string): StoredItem {
    let id = newId();
    while (taken.has(id)) id = newId();
    taken.add(id);
    return { id, name, savedAt: savedAt ?? now().toISOString(), scenario };
  }

  /** The list for a change to the entry `id`: the items, its position among them, and the entry as read. */
  function find(id: string) {
    const stored = readStored();
    if (stored.kind !== 'ok') return { ok: false as const, reason: stored.kind };
    const items = withIds(stored.items);
    const index = items.findIndex((item) => isObject(item) && item.id === id);
    const entry = index === -1 ? null : readEntry(items[index], index, 'lenient').entry;
    if (!entry) return { ok: false as const, reason: 'not-found' as const };
    return { ok: true as const, stored, items, index, entry };
  }

  function list(): ListResult {
    const stored = readStored();
    if (stored.kind === 'unavailable') return { status: 'unavailable', entries: [], problems: [] };
    if (stored.kind === 'corrupted') {
      const problem = problemOf('saved', 'invalid', 'is not a list of saved scenarios');
      return { status: 'corrupted', entries: [], problems: [{ entry: null, name: null, problem, skipped: true }] };
    }
    const entries: SavedEntry[] = [];
    const problems: SavedProblem[] = [];
    withIds(stored.items).forEach((item, index) => {
      const { entry, problems: found } = readEntry(item, index, 'lenient');
      if (entry) entries.push(entry);
      problems.push(...(entry ? found.map((p) => ({ ...p, id: entry.id })) : found));
    });
    return { status: 'ok', entries, problems };
  }

  /** Reads a file's entries, pausing (yield) whenever a slice has taken its share of time. */
  function* importSteps(text: string, fallbackName: string): Generator<void, Outcome<ImportResult>> {
    const file = fileItems(text, cleanName(fallbackName));
    const stored = readStored();
    const items = stored.kind === 'ok' ? withIds(stored.items) : [];
    const taken = idsOf(items);
    const imported: SavedEntry[] = [];
    const problems: SavedProblem[] = [...file.problems];
    let sliceStart = Date.now();
    for (const [index, item] of file.items.entries()) {
      if (Date.now() - sliceStart > SLICE_MS) {
        yield;
        sliceStart = Date.now();
      }
      const read = readEntry(item, file.single ? null : index, 'strict');
      problems.push(...read.problems);
      if (!read.entry) continue;
      const savedAt = isObject(item) && isDate(item.savedAt) ? item.savedAt : undefined;
      const fresh = freshItem(read.entry.name, read.entry.scenario, taken, savedAt);
      imported.push({ ...fresh, scenario: read.entry.scenario });
    }
    if (imported.length === 0) return { ok: true, imported, problems };
    // the list as it is now, not as it was when the reading began: another tab may have saved,
    // renamed or removed an entry meanwhile, and its change stays (an id it took is not reused)
    const current = stored.kind === 'ok' ? readStored() : stored;
    const now = current.kind === 'ok' ? withIds(current.items) : [];
    const nowIds = idsOf(now);
    const nowTaken = new Set([...nowIds, ...imported.map((entry) => entry.id)]);
    const placed = imported.map((entry) =>
      nowIds.has(entry.id)
        ? { ...entry, ...freshItem(entry.name, entry.scenario, nowTaken, entry.savedAt), scenario: entry.scenario }
        : entry,
    );
    const written = write([...placed, ...now], current);
    return written.ok ? { ...written, imported: placed, problems } : written;
  }

  return {
    list,

    save(name, scenario) {
      const clean = cleanName(name);
      if (clean === '') return { ok: false, reason: 'empty-name' };
      const stored = readStored();
      const items = stored.kind === 'ok' ? withIds(stored.items) : [];
      const item = freshItem(clean, scenario, idsOf(items));
      const written = write([item, ...items], stored);
      return written.ok ? { ...written, entry: { ...item, scenario } } : written;
    },

    rename(id, name) {
      const clean = cleanName(name);
      if (clean === '') return { ok: false, reason: 'empty-name' };
      const found = find(id);
      if (!found.ok) return found;
      const items = [...found.items];
      items[found.index] = { ...(found.items[found.index] as Json), name: clean };
      const written = write(items, found.stored);
      return written.ok ? { ok: true, entry: { ...found.entry, name: clean } } : written;
    },

    duplicate(id, name) {
      const clean = cleanName(name);
      if (clean === '') return { ok: false, reason: 'empty-name' };
      const found = find(id);
      if (!found.ok) return found;
      // the copy keeps the scenario as stored, fields of a newer release included
      const original = found.items[found.index] as Json;
      const copy = { ...original, ...freshItem(clean, original.scenario, idsOf(found.items)) };
      const items = [...found.items.slice(0, found.index + 1), copy, ...found.items.slice(found.index + 1)];
      const written = write(items, found.stored);
      if (!written.ok) return written;
      return { ok: true, entry: { ...found.entry, id: copy.id, name: clean, savedAt: copy.savedAt } };
    },

    remove(id) {
      const found = find(id);
      if (!found.ok) return found;
      const written = write(
        [...found.items.slice(0, found.index), ...found.items.slice(found.index + 1)],
        found.stored,
      );
      return written.ok ? { ok: true, removed: found.entry } : written;
    },

    importText(text, importOptions = {}) {
      const steps = importSteps(text, importOptions.fallbackName ?? '');
      for (;;) {
        const step = steps.next();
        if (step.done) return step.value;
      }
    },

    async importTextInSteps(text, importOptions = {}) {
      const steps = importSteps(text, importOptions.fallbackName ?? '');
      for (;;) {
        const step = steps.next();
        if (step.done) return step.value;
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    },

    unreadableText() {
      const stored = readStored();
      return stored.kind === 'corrupted' ? stored.raw : null;
    },

    startNewList() {
      if (readStored().kind !== 'corrupted') return { ok: true };
      try {
        storage?.removeItem(SAVED_KEY);
        return { ok: true };
      } catch {
        return { ok: false, reason: 'unavailable' };
      }
    },

    exportText(ids) {
      const listed = list();
      if (listed.status !== 'ok') return { ok: false, reason: listed.status };
      let entries = listed.entries;
      if (ids) {
        const byId = new Map(entries.map((entry) => [entry.id, entry]));
        const picked = ids.map((id) => byId.get(id));
        if (picked.some((entry) => entry === undefined)) return { ok: false, reason: 'not-found' };
        entries = picked as SavedEntry[];
      }
      const saved = entries.map(({ name, savedAt, scenario }) => ({ name, savedAt, scenario }));
      // compact: indentation would more than double a large export
      return { ok: true, text: `${JSON.stringify({ version: FILE_VERSION, saved })}\n`, count: saved.length };
    },
  };
}
