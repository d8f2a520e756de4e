// The store's fill from what the logs measure: every field with its log as its source, and the
// utilization tool turned on as its switch would turn it on, in one list: one edit, one Back.
import type { Scenario } from '../../engine/index.ts';
import type { WorkloadFill } from '../../engine/usage/index.ts';
import { sectionFor } from '../tools/defaults.ts';

export interface Fill {
  readonly path: readonly string[];
  readonly value: unknown;
  readonly source?: { readonly source: string; readonly asOf: string };
}

export function fillsOf(fill: WorkloadFill, scenario: Scenario): Fill[] {
  const fills: Fill[] = fill.fields.map((f) => ({ path: f.path, value: f.value, source: f.source }));
  if (scenario.utilization === undefined)
    fills.push({ path: ['utilization'], value: sectionFor('utilization', scenario) });
  return fills;
}
