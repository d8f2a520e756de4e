// "From the job to the workload", the part of "How this is computed" for a scenario sized from a job:
// HowComputed loads it only for a scenario that holds one, so the job's engine code is fetched neither
// before the verdict nor for a scenario without a job. The engine records the job's steps from its
// facts; the section renders them as it renders the rest.
export { explainJob, jobFacts } from '../../engine/job/index.ts';
