// Messages of the currency dialog, loaded with that dialog rather than before the verdict, and only in the reader's language.
import { defineArea } from './areas.ts';
import type { currency as en } from './en/currency.ts';

export type CurrencyKey = keyof typeof en;
export const CURRENCY_MESSAGES = defineArea<CurrencyKey>({
  en: () => import('./en/currency.ts').then((m) => m.currency),
  'zh-CN': () => import('./zh/currency.ts').then((m) => m.currency),
});
