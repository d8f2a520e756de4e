// Scenarios with the top-level sections format version 2 adds (tax and the tool sections), for the
// hand-worked tests: each section written as in a file, its defaults filled in by the strict parser.
import type { Scenario, ScenarioInput, ToolId } from '../../src/engine/index.ts';
import { valid } from './scenarios.ts';

export type Sections = Partial<Pick<ScenarioInput, 'tax' | ToolId>>;

/** `base` with whole sections set, checked by the strict parser so every input is valid. */
export function withSections(base: Scenario, sections: Sections): Scenario {
  return valid({ ...base, ...sections });
}
