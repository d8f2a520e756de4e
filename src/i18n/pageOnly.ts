// Messages that only the full calculator shows, never the embed. The page's dictionary (index.ts) is
// loaded by both before their verdict, and the embed's budget for that has no room for words it never
// shows; these few are built into the full page's own code instead, both languages, so they are there
// at once, with no load to wait for in any language. Plain labels (no {named} values): a lookup by
// language is all they need. Kept to a few: every byte here is the page's before its verdict.

import { pageOnly as en } from './en/pageOnly.ts';
import type { Lang } from './langs.ts';
import { pageOnly as zh } from './zh/pageOnly.ts';

export type PageOnlyKey = keyof typeof en;

export function pageOnlyWords(lang: Lang): Readonly<Record<PageOnlyKey, string>> {
  return lang === 'zh-CN' ? zh : en;
}
