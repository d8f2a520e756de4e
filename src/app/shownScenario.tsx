// The scenario as the parts below the verdict show it. An edit redraws the input, the verdict and the
// key figures at once. The charts, the method and the exports follow once the browser has painted
// that (`useAfterPaint`: no work of theirs runs before the verdict's frame, and they follow at most
// once a frame while a slider is dragged), in a transition that a newer edit interrupts; the analysis
// tools and provider screening follow once the charts are on screen, in a transition of their own, so
// that the charts never wait for them. While a part shows the figures of an older scenario it says so:
// `LaterPart` marks it busy (aria-busy) and dims it.
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Result, Scenario } from '../engine/index.ts';
import { resultOf } from '../state/store.ts';
import { PENDING_ATTRIBUTE } from './kit/ClientOnly.tsx';
import { useCalculator } from './useCalculator.ts';

interface Shown {
  readonly scenario: Scenario;
  readonly result: Result;
}

/** Which parts: the charts, method and exports under the verdict, or the tools and screening further down. */
export type Tier = 'charts' | 'below';

const ChartsContext = createContext<Shown | null>(null);
const BelowContext = createContext<Shown | null>(null);
const contextOf = (tier: Tier) => (tier === 'charts' ? ChartsContext : BelowContext);

const shownOf = (scenario: Scenario): Shown => ({ scenario, result: resultOf(scenario) });

/**
 * Gives the parts inside it their deferred scenarios. Its children are made by a component that does
 * not redraw on an edit, so an edit redraws only the parts that read what changed: the verdict and the
 * busy marks at once, then the readers of each deferred scenario. (The busy marks read the store
 * rather than a context of this component's: a context that changes makes React look through the
 * whole page for its readers, in the render that should only draw the verdict.)
 */
/**
 * `value` as it was at the last frame the browser painted: a change reaches it after that frame, in
 * a transition, and changes that come faster than frames are taken together, the latest winning.
 * (React's useDeferredValue starts its render at once, and a slice of it can hold back the frame
 * that shows the verdict.)
 */
function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  const scheduled = useRef(false);
  useEffect(() => {
    latest.current = value;
    if (scheduled.current || Object.is(shown, value)) return;
    scheduled.current = true;
    // a frame's callback runs before that frame is painted; the task after it, once it has been
    requestAnimationFrame(() =>
      setTimeout(() => {
        scheduled.current = false;
        startTransition(() => setShown(latest.current));
      }),
    );
  }, [value, shown]);
  return shown;
}

export function ShownScenario({ children }: { readonly children: ReactNode }) {
  const scenario = useCalculator((s) => s.scenario);
  const deferred = useAfterPaint(scenario);
  const charts = useMemo(() => shownOf(deferred), [deferred]);
  // the tools' turn comes when the charts' has been painted: an effect runs after that commit
  const [below, setBelow] = useState(charts);
  useEffect(() => {
    if (below !== charts) startTransition(() => setBelow(charts));
  }, [below, charts]);
  return (
    <ChartsContext value={charts}>
      <BelowContext value={below}>{children}</BelowContext>
    </ChartsContext>
  );
}

/**
 * The scenario and result a part below the verdict shows: the deferred ones under `ShownScenario`, the
 * store's own elsewhere (a part drawn on its own, as in a component test).
 */
export function useShown(tier: Tier = 'charts'): Shown {
  const shown = useContext(contextOf(tier));
  // outside ShownScenario only: inside, the selector is a constant and never redraws the part
  const own = useCalculator((s) => (shown ? null : s.scenario));
  return shown ?? shownOf(own as Scenario);
}

/** The scenario the analysis tools and provider screening show. */
export function useShownScenario(): Scenario {
  return useShown('below').scenario;
}

/** Whether the parts of `tier` still show the scenario from before the latest edit. */
export function usePending(tier: Tier): boolean {
  const shown = useContext(contextOf(tier));
  return useCalculator((s) => shown !== null && s.scenario !== shown.scenario);
}

/** How long a part may show an older scenario before it is dimmed (it is marked busy at once). */
const DIM_AFTER_MS = 150;

interface LaterProps {
  readonly children: ReactNode;
  readonly className: string;
  readonly tier?: Tier;
}

/**
 * Holds a part that follows the verdict, busy while it shows an older scenario. Only this box redraws
 * when that starts and ends: the part inside is drawn when its own figures are.
 */
export function LaterPart({ children, className, tier = 'below' }: LaterProps) {
  const pending = usePending(tier);
  // dimmed only when the wait lasts: a dimming that came and went within a frame or two would cost
  // the browser a repaint of the whole part twice an edit, and no reader could see it
  const [dim, setDim] = useState(false);
  useEffect(() => {
    if (!pending) {
      setDim(false);
      return;
    }
    const timer = setTimeout(() => setDim(true), DIM_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  // a report printed meanwhile waits for it, as for a part still loading (print.ts)
  const printWaits = pending ? { [PENDING_ATTRIBUTE]: '' } : {};
  return (
    <div
      className={`${className}${pending && dim ? ' later--pending' : ''}`}
      aria-busy={pending || undefined}
      {...printWaits}
    >
      {children}
    </div>
  );
}
