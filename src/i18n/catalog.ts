// Messages of the catalog area, loaded with that part of the page rather than before the verdict, and only in the reader's language.
import { defineArea } from './areas.ts';
import type { catalog as en } from './en/catalog.ts';

export type CatalogKey = keyof typeof en;
export const CATALOG_MESSAGES = defineArea<CatalogKey>({
  en: () => import('./en/catalog.ts').then((m) => m.catalog),
  'zh-CN': () => import('./zh/catalog.ts').then((m) => m.catalog),
});
