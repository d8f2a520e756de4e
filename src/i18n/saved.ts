// Messages of the saved-scenarios area, loaded with that dialog rather than before the verdict, and only in the reader's language.
import { defineArea } from './areas.ts';
import type { saved as en } from './en/saved.ts';

export type SavedKey = keyof typeof en;
export const SAVED_MESSAGES = defineArea<SavedKey>({
  en: () => import('./en/saved.ts').then((m) => m.saved),
  'zh-CN': () => import('./zh/saved.ts').then((m) => m.saved),
});
