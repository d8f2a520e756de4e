// Messages of "Start from the job", loaded with it rather than before the verdict, in the reader's language.
import { defineArea } from './areas.ts';
import type { jobStart as en } from './en/jobStart.ts';

export type JobStartKey = keyof typeof en;
export const JOB_START_MESSAGES = defineArea<JobStartKey>({
  en: () => import('./en/jobStart.ts').then((m) => m.jobStart),
  'zh-CN': () => import('./zh/jobStart.ts').then((m) => m.jobStart),
});
