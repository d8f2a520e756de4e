// Whether a scenario's verdict is a choice among owning, renting and an API: the one test the page
// runs before its verdict, so it imports nothing of the job's code (verdict.ts holds the answer).
import type { Scenario } from '../scenario/schema.ts';

/** Whether a scenario serves a model with an API to compare with: its verdict is then three-way. */
export function servesWithApi(scenario: Pick<Scenario, 'job'>): boolean {
  // the format allows an API in a serving job alone, and a serving job has its serving block (jobRules.ts)
  return scenario.job?.api !== undefined;
}
