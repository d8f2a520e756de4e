// Parts that load their code later (charts, catalog, the method section, the tools) are left out of
// the prerendered page and mount in the browser once the place they fill comes near the screen (on a
// phone the charts sit below the inputs, and load only when the user scrolls to them), or when
// printing asks for every part. Before the reader scrolls, the page loads what the first screen shows.
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useT } from './hooks.ts';

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

/**
 * Holds the place of a part still loading, marked so that printing can wait for it (print.ts). On
 * paper the loading note gives way to one that says how to print the part too (print.css).
 */
export function Pending({ children }: { readonly children?: ReactNode }) {
  const t = useT();
  const mark = { [PENDING_ATTRIBUTE]: '' };
  return (
    <div className="pending-part" {...mark}>
      <div className="screen-only">{children}</div>
      <p className="print-only">{t('print.notLoaded')}</p>
    </div>
  );
}

/** How far from the screen a part's place may be when it starts loading. */
const NEAR = '300px';

/**
 * A part with no loading note of its own: nothing shows until its place comes near the screen; then
 * it stands in the page as if it had no wrapper (`deferred-part--shown` lays its box out as contents).
 */
export function Deferred({ children }: { readonly children: ReactNode }) {
  return (
    <WhenVisible className="deferred-part" shownClassName="deferred-part--shown" placeholder={<Pending />}>
      {children}
    </WhenVisible>
  );
}

interface WhenVisibleProps {
  readonly children: ReactNode;
  /** shown until then, holding the place so nothing below it moves */
  readonly placeholder: ReactNode;
  readonly className?: string;
  /** the class once the part is there, when it differs */
  readonly shownClassName?: string;
}

export function WhenVisible({ children, placeholder, className, shownClassName }: WhenVisibleProps) {
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
      // the margin counts from the screen's edges; inside a box that scrolls on its own (the results
      // column on a wide screen) a part comes near once it shows in that box
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const shown = visible || wanted;
  const classes = shown && shownClassName ? `${className ?? ''} ${shownClassName}`.trim() : className;
  return (
    <div ref={ref} className={classes}>
      {shown ? children : placeholder}
    </div>
  );
}
