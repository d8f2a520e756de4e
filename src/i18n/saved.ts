// Messages of the saved-scenarios area, loaded with that dialog rather than before the verdict.

import { saved as en } from './en/saved.ts';
import type { Dictionaries } from './index.ts';
import { saved as zh } from './zh/saved.ts';

export type SavedKey = keyof typeof en;
export const SAVED_MESSAGES: Dictionaries<SavedKey> = { en, 'zh-CN': zh };
