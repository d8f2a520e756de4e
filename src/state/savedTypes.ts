// What the saved-scenario store (saved.ts) promises its callers: the entries it keeps, the problems
// it reports, the outcome of each change (never an exception) and the store's own interface.
import type { Problem, Scenario } from '../engine/index.ts';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SavedEntry {
  readonly id: string;
  /** at most NAME_MAX characters, never empty */
  readonly name: string;
  /** ISO 8601 */
  readonly savedAt: string;
  readonly scenario: Scenario;
}

/** Something that could not be read as written: a whole entry skipped, or one field of it. */
export interface SavedProblem {
  /** Position of the entry in the stored list or imported file (from 0); null for the whole list or file. */
  readonly entry: number | null;
  /** The entry's name, when it has one. */
  readonly name: string | null;
  /** The id of the listed entry it belongs to, when that entry could be read (with a default in place). */
  readonly id?: string;
  /** The engine's problem: its path is a field of the scenario ("workload.hoursPerDay") or of the file. */
  readonly problem: Problem;
  /** What was found there, for a message naming the bound that was crossed. */
  readonly value?: unknown;
  /** true: the whole entry was left out (storage: left in place unread; import: not imported). */
  readonly skipped: boolean;
}

export type FailureReason = 'full' | 'unavailable' | 'corrupted' | 'not-found' | 'empty-name';
interface Failure {
  readonly ok: false;
  readonly reason: FailureReason;
}
export type Outcome<T extends object> = ({ readonly ok: true } & T) | Failure;

export interface ListResult {
  /** 'corrupted': the stored list cannot be read; saving sets it aside and starts a new one. */
  readonly status: 'ok' | 'unavailable' | 'corrupted';
  readonly entries: readonly SavedEntry[];
  readonly problems: readonly SavedProblem[];
}

/** `setAside`: the key an unreadable list was moved to before this write, when one was. */
export interface Written {
  readonly setAside?: string;
}

export interface ImportResult extends Written {
  readonly imported: readonly SavedEntry[];
  readonly problems: readonly SavedProblem[];
}

export interface SavedStore {
  list(): ListResult;
  save(name: string, scenario: Scenario): Outcome<Written & { readonly entry: SavedEntry }>;
  rename(id: string, name: string): Outcome<{ readonly entry: SavedEntry }>;
  /** A copy right after the original, named `name` (the caller says "copy" in the user's language). */
  duplicate(id: string, name: string): Outcome<{ readonly entry: SavedEntry }>;
  remove(id: string): Outcome<{ readonly removed: SavedEntry }>;
  /** A file as exportText writes it, or one scenario; each scenario must pass the strict parser. */
  importText(text: string, options?: { readonly fallbackName?: string }): Outcome<ImportResult>;
  /** importText, a slice at a time, giving the page back its turn between slices. */
  importTextInSteps(text: string, options?: { readonly fallbackName?: string }): Promise<Outcome<ImportResult>>;
  /** The entries `ids` (all when left out), as a file importText reads. */
  exportText(ids?: readonly string[]): Outcome<{ readonly text: string; readonly count: number }>;
  /** The stored list as it is when it cannot be read, for the user to download; null otherwise. */
  unreadableText(): string | null;
  /** Removes a stored list that cannot be read, so that saving starts a new one. */
  startNewList(): Outcome<object>;
}
