// Messages of provider screening, loaded with that part rather than before the verdict, and only in the reader's language.
import { defineArea } from './areas.ts';
import type { providers as en } from './en/providers.ts';

export type ProvidersKey = keyof typeof en;
export const PROVIDERS_MESSAGES = defineArea<ProvidersKey>({
  en: () => import('./en/providers.ts').then((m) => m.providers),
  'zh-CN': () => import('./zh/providers.ts').then((m) => m.providers),
});
