// 说明区的全部文案合为一本词典：各主题步骤的模板。
import { explain } from './explain.ts';
import { explainHorizon } from './explainHorizon.ts';
import { explainSpeed } from './explainSpeed.ts';

export const explainArea = { ...explain, ...explainSpeed, ...explainHorizon } as const;
