// The explain area's messages in one dictionary: the templates of each topic's steps together.
import { explain } from './explain.ts';
import { explainHorizon } from './explainHorizon.ts';
import { explainJob } from './explainJob.ts';
import { explainSpeed } from './explainSpeed.ts';
import { explainTipping } from './explainTipping.ts';

export const explainArea = {
  ...explain,
  ...explainSpeed,
  ...explainHorizon,
  ...explainTipping,
  ...explainJob,
} as const;
