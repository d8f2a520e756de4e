// The start-up of docs/method/comparison.md (examples/startup-4xv100.json), and variants of it, for tests
// that check figures against its hand-worked example.
import startupFile from '../../examples/startup-4xv100.json';
import type { Scenario } from '../../src/engine/index.ts';
import { type Overrides, valid, withChanges } from './scenarios.ts';

export const startup = valid(startupFile);

/** The start-up with some fields changed, checked by the strict parser. */
export function startupWith(changes: Overrides): Scenario {
  return withChanges(startup, changes);
}
