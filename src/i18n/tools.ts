// Messages of the analysis tools, loaded with that part rather than before the verdict.

import { tools as en } from './en/tools.ts';
import type { Dictionaries } from './index.ts';
import { tools as zh } from './zh/tools.ts';

export type ToolsKey = keyof typeof en;
export const TOOLS_MESSAGES: Dictionaries<ToolsKey> = { en, 'zh-CN': zh };
