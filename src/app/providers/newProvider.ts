// A provider added by hand, and a fresh id for it.

import type { Provider, Scenario } from '../../engine/index.ts';
import { UNMEASURED } from '../../engine/providers/index.ts';

export function freshId(taken: readonly string[]): string {
  for (let n = taken.length + 1; ; n += 1) {
    const id = `p${n}`;
    if (!taken.includes(id)) return id;
  }
}

/** A provider at the scenario's own rental price, to be edited. */
export function blankProvider(scenario: Scenario, name: string): Provider {
  const rent = scenario.rent;
  return {
    name,
    gpuModel: '',
    gpuMemoryGB: null,
    gpusPerInstance: rent.gpusPerInstance,
    pricePerGpuHour: rent.pricePerGpuHour,
    billingIncrementMinutes: rent.billingIncrementMinutes,
    minimumMinutes: rent.minimumMinutes,
    source: null,
    ...UNMEASURED,
  };
}
