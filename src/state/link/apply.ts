// A link read into the store, and the store written as a link: what a page that shows a link needs
// without following the address bar (the embed page), apart from the address sync.
import { type CalculatorState, calculatorStore } from '../store.ts';
import type { DecodedLink } from './codec.ts';
import { ANY_VIEW_FIELDS, setViewField } from './manifest.ts';

/** Puts what a link carries into the store; says whether it changed what the page first showed. */
export function applyLink(decoded: DecodedLink): boolean {
  const store = calculatorStore.getState();
  if (decoded.scenario) store.loadScenario(decoded.scenario);
  for (const field of ANY_VIEW_FIELDS) {
    const value = decoded.view[field.key];
    if (value) setViewField(store, field.key, value);
  }
  const troubled = decoded.linkProblems.length > 0 || decoded.fieldProblems.length > 0;
  store.setNotice(troubled ? { linkProblems: decoded.linkProblems, fieldProblems: decoded.fieldProblems } : null);
  return decoded.scenario !== null || Object.keys(decoded.view).length > 0;
}

/** The query of a link to what `state` shows; the link writer loads the first time one is written. */
export async function linkOf(state: CalculatorState): Promise<string> {
  const { encodeLink } = await import('./write.ts');
  // the state holds every view field under its own name
  return encodeLink(state.scenario, state);
}
