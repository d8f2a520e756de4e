// Messages of the analysis tools, loaded with that part rather than before the verdict, and only in
// the reader's language.
import { defineArea } from './areas.ts';
import type { tools as en } from './en/tools.ts';

export type ToolsKey = keyof typeof en;
export const TOOLS_MESSAGES = defineArea<ToolsKey>({
  en: () => import('./en/tools.ts').then((m) => m.tools),
  'zh-CN': () => import('./zh/tools.ts').then((m) => m.tools),
});
