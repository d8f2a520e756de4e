// A browser storage in memory: a quota counted in characters, keys and values, as browsers count it,
// and reads or writes that can be made to fail the way browsers make them fail.
import type { StorageLike } from '../../src/state/saved.ts';

export class FakeStorage implements StorageLike {
  readonly data = new Map<string, string>();
  getError: Error | null = null;
  setError: Error | null = null;

  constructor(public quota = Number.POSITIVE_INFINITY) {}

  getItem(key: string): string | null {
    if (this.getError) throw this.getError;
    return this.data.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.setError) throw this.setError;
    let used = 0;
    for (const [k, v] of this.data) if (k !== key) used += k.length + v.length;
    if (used + key.length + value.length > this.quota) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.data.set(key, value);
  }

  removeItem(key: string): void {
    this.data.delete(key);
  }
}
