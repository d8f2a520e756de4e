// Messages of the pictures of the answer, loaded with them rather than before the verdict, and only in the reader's language.
import { defineArea } from './areas.ts';
import type { pictures as en } from './en/pictures.ts';

export type PicturesKey = keyof typeof en;
export const PICTURES_MESSAGES = defineArea<PicturesKey>({
  en: () => import('./en/pictures.ts').then((m) => m.pictures),
  'zh-CN': () => import('./zh/pictures.ts').then((m) => m.pictures),
});
