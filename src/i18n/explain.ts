// Messages of the explain area, loaded with that part of the page rather than before the verdict.

import { explain as en } from './en/explain.ts';
import type { Dictionaries } from './index.ts';
import { explain as zh } from './zh/explain.ts';

export type ExplainKey = keyof typeof en;
export const EXPLAIN_MESSAGES: Dictionaries<ExplainKey> = { en, 'zh-CN': zh };
