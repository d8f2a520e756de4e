// Parts that load their code later (charts, catalog, the method section, the tools) are left out of
// the prerendered page and mount in the browser once the place they fill comes near the screen (on a
// phone the charts sit below the inputs, and load only when the user scrolls to them), or when
// printing asks for every part. Before the reader scrolls, the page loads what the first screen shows.
import {
  type ReactNode,
  type RefObject,
  Suspense,
  startTransition,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { calculatorStore } from '../../state/store.ts';
import { useT } from '../hooks.ts';

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
export function useEveryPartWanted(): boolean {
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

interface WhenVisibleProps {
  readonly children: ReactNode;
  /** shown until then, holding the place so nothing below it moves */
  readonly placeholder: ReactNode;
  readonly className?: string;
  /** the class once the part is there, when it differs */
  readonly shownClassName?: string;
}

/**
 * Calls `onNear` once the element comes near the screen (at once where the browser cannot tell), or
 * once printing asks for every part.
 */
function useNear(ref: RefObject<HTMLElement | null>, onNear: () => void): void {
  const wanted = useEveryPartWanted();
  const near = useRef(onNear);
  near.current = onNear;
  useEffect(() => {
    if (wanted) near.current();
  }, [wanted]);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      near.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          near.current();
          observer.disconnect();
        }
      },
      // the margin counts from the screen's edges; inside a box that scrolls on its own (the results
      // column on a wide screen) a part comes near once it shows in that box
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}

export function WhenVisible({ children, placeholder, className, shownClassName }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  // in a transition: a part's first render yields to the reader's input rather than holding it back
  useNear(ref, () => startTransition(() => setVisible(true)));
  const classes = visible && shownClassName ? `${className ?? ''} ${shownClassName}`.trim() : className;
  return (
    <div ref={ref} className={classes}>
      {visible ? children : placeholder}
    </div>
  );
}

/** A promise, and its keeping: marked kept the way use() reads a promise it need not wait for. */
function ticket(): { readonly promise: Promise<void>; readonly keep: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return {
    promise,
    keep: () => {
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
}

/** Suspends in the browser until `promise` is kept; the prerender draws what it holds at once. */
function Until({ promise, children }: { readonly promise: Promise<void>; readonly children: ReactNode }) {
  if (typeof window !== 'undefined') use(promise);
  return children;
}

interface WhenNearProps {
  readonly children: ReactNode;
  /** shown, when the part is drawn afresh, until it is there */
  readonly placeholder: ReactNode;
  readonly className: string;
}

/**
 * A part the build prerenders (the first chart, on a laptop's first screen): the page shows it from the
 * HTML, and the browser takes it over only once its place comes near the screen, or the first edit
 * redraws it (React keeps the prerendered markup of a part that suspends while it is taken over). So a
 * phone, where it sits below the inputs, fetches none of its code before the reader scrolls. Drawn
 * afresh, it waits the same way, behind its Suspense boundary's loading note.
 */
export function WhenNear({ children, placeholder, className }: WhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [wanted] = useState(ticket);
  useNear(ref, wanted.keep);
  useEffect(() => calculatorStore.subscribe(wanted.keep), [wanted]);
  return (
    <div ref={ref} className={className}>
      <Suspense fallback={placeholder}>
        <Until promise={wanted.promise}>{children}</Until>
      </Suspense>
    </div>
  );
}
