// Messages of the explain area, loaded with that part of the page rather than before the verdict,
// and only in the reader's language.
import { defineArea } from './areas.ts';
import type { explainArea as en } from './en/explainArea.ts';

export type ExplainKey = keyof typeof en;
export const EXPLAIN_MESSAGES = defineArea<ExplainKey>({
  en: () => import('./en/explainArea.ts').then((m) => m.explainArea),
  'zh-CN': () => import('./zh/explainArea.ts').then((m) => m.explainArea),
});
