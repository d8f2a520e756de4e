// The scenario as the parts below the verdict show it. An edit redraws the input, the verdict and the
// key figures at once; the charts, the method, the tools and provider screening follow in a deferred
// render (useDeferredValue), which React paints after the verdict and drops when a newer edit
// arrives. While a part shows the figures of the scenario before the edit, it says so: `LaterPart`
// marks it busy (aria-busy) and dims it.
import { createContext, type ReactNode, useContext, useDeferredValue, useMemo } from 'react';
import type { Result, Scenario } from '../engine/index.ts';
import { resultOf } from '../state/store.ts';
import { useCalculator } from './useCalculator.ts';

interface Shown {
  readonly scenario: Scenario;
  readonly result: Result;
}

const ShownContext = createContext<Shown | null>(null);

/**
 * Gives the parts inside it the deferred scenario. Its children are made by a component that does not
 * redraw on an edit, so an edit redraws only the parts that read what changed: the verdict and the
 * busy marks at once, the readers of the deferred scenario in the deferred render. (The busy marks
 * read the store rather than a context of this component's: a context that changes makes React look
 * through the whole page for its readers, in the render that should only draw the verdict.)
 */
export function ShownScenario({ children }: { readonly children: ReactNode }) {
  const scenario = useCalculator((s) => s.scenario);
  const deferred = useDeferredValue(scenario);
  const shown = useMemo(() => ({ scenario: deferred, result: resultOf(deferred) }), [deferred]);
  return <ShownContext value={shown}>{children}</ShownContext>;
}

/**
 * The scenario and result a part below the verdict shows: the deferred ones under `ShownScenario`, the
 * store's own elsewhere (a part drawn on its own, as in a component test).
 */
export function useShown(): Shown {
  const shown = useContext(ShownContext);
  // outside ShownScenario only: inside, the selector is a constant and never redraws the part
  const own = useCalculator((s) => (shown ? null : s.scenario));
  return shown ?? { scenario: own as Scenario, result: resultOf(own as Scenario) };
}

export function useShownScenario(): Scenario {
  return useShown().scenario;
}

/** Whether the parts below the verdict still show the scenario from before the latest edit. */
export function usePending(): boolean {
  const shown = useContext(ShownContext);
  return useCalculator((s) => shown !== null && s.scenario !== shown.scenario);
}

/**
 * Holds a part that follows the verdict, busy while it shows an older scenario. Only this box redraws
 * when that starts and ends: the part inside is drawn when its own figures are.
 */
export function LaterPart({ children, className }: { readonly children: ReactNode; readonly className: string }) {
  const pending = usePending();
  return (
    <div className={`${className}${pending ? ' later--pending' : ''}`} aria-busy={pending || undefined}>
      {children}
    </div>
  );
}
