// A browser storage in memory with a quota counted in characters, as browsers count it.
import type { StorageLike } from '../../src/state/saved.ts';

export class QuotaStorage implements StorageLike {
  readonly data = new Map<string, string>();

  constructor(readonly quota = Number.POSITIVE_INFINITY) {}

  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
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
