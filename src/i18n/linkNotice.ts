// Messages of the link notice, loaded with it rather than before the verdict (only a link that
// could not be used as it was needs them), and only in the reader's language.
import { defineArea } from './areas.ts';
import type { linkNotice as en } from './en/linkNotice.ts';

export type LinkNoticeKey = keyof typeof en;
export const LINK_NOTICE_MESSAGES = defineArea<LinkNoticeKey>({
  en: () => import('./en/linkNotice.ts').then((m) => m.linkNotice),
  'zh-CN': () => import('./zh/linkNotice.ts').then((m) => m.linkNotice),
});
