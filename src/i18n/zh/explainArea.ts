// 说明区的全部文案合为一本词典：各主题步骤的模板。
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
