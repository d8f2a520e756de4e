// What the page needs before the verdict for printing (print.ts, which loads later, does the rest):
// whether printing has asked for every part, and the mark of a part still loading.
import { useSyncExternalStore } from 'react';

/** Marks an element that holds the place of a part still loading; printReport waits for none to be left. */
export const PENDING_ATTRIBUTE = 'data-pending-part';

// Once asked for, every part stays wanted: a part that has loaded is never put back to its placeholder.
let everyPartWanted = false;
const listeners = new Set<() => void>();

export function wantEveryPart(): void {
  if (everyPartWanted) return;
  everyPartWanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether printing has asked for every part of the page, wherever it is on the screen. */
export function useEveryPartWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => everyPartWanted,
    () => false,
  );
}
