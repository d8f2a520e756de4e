// Samples the uncertainty tool off the page's main thread: 10,000 evaluations take longer than a frame.
import { type UncertaintyInput, uncertainty } from '../../engine/analysis.ts';
import type { Scenario } from '../../engine/index.ts';
import { installParts } from '../../engine/parts.ts';

// the worker draws scenarios of any kind: a growing workload's, a financed one's
installParts();

export interface UncertaintyRequest {
  readonly id: number;
  readonly scenario: Scenario;
  readonly input: UncertaintyInput;
}

self.onmessage = (event: MessageEvent<UncertaintyRequest>) => {
  const { id, scenario, input } = event.data;
  try {
    self.postMessage({ id, result: uncertainty(scenario, input) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
