// Where each default rate in rates.ts comes from: shown beside the rate in the currency dialog.
import type { Currency } from './rates.ts';

export const RATE_SOURCES: Readonly<Record<Currency, string>> = {
  USD: 'the unit',
  CNY: 'data/assumptions.md: 7.2 CNY per USD, the rate the reference data uses to convert China tariffs (an assumption)',
  EUR: 'assumption: a rough rate; set your own',
  GBP: 'assumption: a rough rate; set your own',
  JPY: 'assumption: a rough rate; set your own',
  HKD: 'assumption: the Hong Kong dollar is pegged at 7.75–7.85 per USD',
};
