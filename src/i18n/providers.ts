// Messages of provider screening, loaded with that part rather than before the verdict.

import { providers as en } from './en/providers.ts';
import type { Dictionaries } from './index.ts';
import { providers as zh } from './zh/providers.ts';

export type ProvidersKey = keyof typeof en;
export const PROVIDERS_MESSAGES: Dictionaries<ProvidersKey> = { en, 'zh-CN': zh };
