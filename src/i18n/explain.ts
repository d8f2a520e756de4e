// Messages of the explain area, loaded with that part of the page rather than before the verdict.

import { explain as en } from './en/explain.ts';
import { explainHorizon as enHorizon } from './en/explainHorizon.ts';
import type { Dictionaries } from './index.ts';
import { explain as zh } from './zh/explain.ts';
import { explainHorizon as zhHorizon } from './zh/explainHorizon.ts';

export type ExplainKey = keyof typeof en | keyof typeof enHorizon;
export const EXPLAIN_MESSAGES: Dictionaries<ExplainKey> = {
  en: { ...en, ...enHorizon },
  'zh-CN': { ...zh, ...zhHorizon },
};
