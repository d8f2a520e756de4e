// Messages of the Embed dialog, loaded with it rather than before the verdict.
import { embedPanel as en } from './en/embedPanel.ts';
import type { Dictionaries } from './index.ts';
import { embedPanel as zh } from './zh/embedPanel.ts';

export const EMBED_PANEL_MESSAGES: Dictionaries<keyof typeof en> = { en, 'zh-CN': zh };
