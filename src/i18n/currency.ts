// Messages of the currency dialog, loaded with that dialog rather than before the verdict.

import { currency as en } from './en/currency.ts';
import type { Dictionaries } from './index.ts';
import { currency as zh } from './zh/currency.ts';

type CurrencyKey = keyof typeof en;
export const CURRENCY_MESSAGES: Dictionaries<CurrencyKey> = { en, 'zh-CN': zh };
