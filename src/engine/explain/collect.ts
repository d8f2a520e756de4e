// A Recorder that keeps the steps in the order they are taken.
import type { Recorder, StepRecord } from '../record/steps.ts';

export function collector(): { readonly steps: StepRecord[]; readonly rec: Recorder } {
  const steps: StepRecord[] = [];
  const rec: Recorder = (id, values, parts = []) => {
    steps.push({ id, values, parts } as StepRecord);
  };
  return { steps, rec };
}
