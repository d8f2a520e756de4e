// How the engine reached a result, step by step: the entry of the "How this is computed" section. The
// page loads it with that section, never before the verdict.
export { type ExplainSection, type Explanation, explain } from './explain.ts';
export {
  type PartId,
  type Recorder,
  type Section,
  STEPS,
  type StepId,
  type StepPart,
  type StepRecord,
  type StepValues,
  type Unit,
} from './steps.ts';
