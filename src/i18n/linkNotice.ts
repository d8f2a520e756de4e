// Messages of the link notice, loaded with it rather than before the verdict: only a link that could
// not be used as it was needs them.

import { linkNotice as en } from './en/linkNotice.ts';
import type { Dictionaries } from './index.ts';
import { linkNotice as zh } from './zh/linkNotice.ts';

export type LinkNoticeKey = keyof typeof en;
export const LINK_NOTICE_MESSAGES: Dictionaries<LinkNoticeKey> = { en, 'zh-CN': zh };
