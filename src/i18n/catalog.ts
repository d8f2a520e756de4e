// Messages of the catalog area, loaded with that part of the page rather than before the verdict.

import { catalog as en } from './en/catalog.ts';
import type { Dictionaries } from './index.ts';
import { catalog as zh } from './zh/catalog.ts';

export type CatalogKey = keyof typeof en;
export const CATALOG_MESSAGES: Dictionaries<CatalogKey> = { en, 'zh-CN': zh };
