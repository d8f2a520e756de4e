// "From the job to the workload", the part of "How this is computed" for a scenario sized from a job:
// HowComputed loads it only for a scenario that holds one, so the job's engine code is fetched neither
// before the verdict nor for a scenario without a job. The engine records the job's steps from its
// facts; the section renders them as it renders the rest.
import energyData from '../../data/energy.json';
import type { Scenario } from '../../engine/index.ts';
import { type JobExplanation, type JobFacts, explainJob as stepsOf } from '../../engine/job/index.ts';

export { jobFacts } from '../../engine/job/index.ts';

/** The job's steps, its carbon read from the grid factors of src/data/energy.json. */
export const explainJob = (facts: JobFacts, scenario: Scenario): JobExplanation => stepsOf(facts, scenario, energyData);
