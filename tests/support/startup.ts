// The start-up of docs/method/comparison.md (examples/startup-4xv100.json), and variants of it, for tests
// that check figures against its hand-worked example.
import startupFile from '../../examples/startup-4xv100.json' with { type: 'json' };
import type { Scenario } from '../../src/engine/index.ts';
import { calculatorStore, resetCalculator } from '../../src/state/store.ts';
import { type Overrides, valid, withChanges } from './scenarios.ts';

export const startup = valid(startupFile);

/** The start-up with some fields changed, checked by the strict parser. */
export function startupWith(changes: Overrides): Scenario {
  return withChanges(startup, changes);
}

/**
 * The start-up without its name and sources: the scenario the page started from before format
 * version 5, which the component tests' hand-worked figures (docs/method/comparison.md) are for.
 */
export const startupPlain: Scenario = { ...startup, name: '', sources: {} };

/** A fresh calculator showing the start-up, for tests whose figures are worked for it. */
export function resetToStartup(): void {
  resetCalculator();
  calculatorStore.getState().loadScenario(startupPlain);
}
