// How the engine reached a result, step by step: the entry of the "How this is computed" section. The
// page loads it with that section, never before the verdict.

export { type Counted, type PartId, STEPS, type StepId, type StepRecord, type Unit } from '../record/steps.ts';
export { type ExplainSection, explain, explainTipping } from './explain.ts';
