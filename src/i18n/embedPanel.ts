// Messages of the Embed dialog, loaded with it rather than before the verdict, and only in the reader's language.
import { defineArea } from './areas.ts';
import type { embedPanel as en } from './en/embedPanel.ts';

export type EmbedPanelKey = keyof typeof en;
export const EMBED_PANEL_MESSAGES = defineArea<EmbedPanelKey>({
  en: () => import('./en/embedPanel.ts').then((m) => m.embedPanel),
  'zh-CN': () => import('./zh/embedPanel.ts').then((m) => m.embedPanel),
});
