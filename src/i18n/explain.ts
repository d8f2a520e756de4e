// Messages of the explain area, loaded with that part of the page rather than before the verdict.

import { explain as enMain } from './en/explain.ts';
import { explainHorizon as enHorizon } from './en/explainHorizon.ts';
import { explainSpeed as enSpeed } from './en/explainSpeed.ts';
import type { Dictionaries } from './index.ts';
import { explain as zhMain } from './zh/explain.ts';
import { explainHorizon as zhHorizon } from './zh/explainHorizon.ts';
import { explainSpeed as zhSpeed } from './zh/explainSpeed.ts';

const en = { ...enMain, ...enSpeed, ...enHorizon };
export type ExplainKey = keyof typeof en;
export const EXPLAIN_MESSAGES: Dictionaries<ExplainKey> = {
  en,
  'zh-CN': { ...zhMain, ...zhSpeed, ...zhHorizon },
};
