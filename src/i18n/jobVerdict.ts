// Messages of the short answer from the job beside the verdict, loaded with it (only when the scenario
// holds a job), and only in the reader's language.
import { defineArea } from './areas.ts';
import type { jobVerdict as en } from './en/jobVerdict.ts';

export type JobVerdictKey = keyof typeof en;
export const JOB_VERDICT_MESSAGES = defineArea<JobVerdictKey>({
  en: () => import('./en/jobVerdict.ts').then((m) => m.jobVerdict),
  'zh-CN': () => import('./zh/jobVerdict.ts').then((m) => m.jobVerdict),
});
