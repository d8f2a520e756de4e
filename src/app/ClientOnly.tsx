// Parts that load their code later (charts, catalog, the method section) are left out of the
// prerendered page and mount in the browser: `Deferred` once the page runs, `WhenVisible` once the
// place they fill comes near the screen (on a phone the charts sit below the inputs, and load only
// when the user scrolls to them).
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';

// Printing (print.ts, loaded later) asks for every part at once, wherever it is on the screen: the
// flag it sets lives here, with the parts that read it, so that it is there before the verdict.
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
function useEveryPartWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => everyPartWanted,
    () => false,
  );
}

export function Deferred({ children }: { readonly children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? children : null;
}

interface WhenVisibleProps {
  readonly children: ReactNode;
  /** shown until then, holding the place so nothing below it moves */
  readonly placeholder: ReactNode;
  readonly className?: string;
}

export function WhenVisible({ children, placeholder, className }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  // printing wants every part, wherever it is
  const wanted = useEveryPartWanted();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={className}>
      {visible || wanted ? children : placeholder}
    </div>
  );
}
