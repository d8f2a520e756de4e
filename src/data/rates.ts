// Starting exchange rates for converting a scenario's currency. They are rough: the page shows the
// rate before converting and the user sets the one they use.
export interface RateNote {
  /** units of this currency for one US dollar */
  readonly perUsd: number;
  readonly source: string;
  readonly asOf: string;
}

export const CURRENCIES = ['CNY', 'USD', 'EUR', 'GBP', 'JPY', 'HKD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_RATES: Readonly<Record<Currency, RateNote>> = {
  USD: { perUsd: 1, source: 'the unit', asOf: '2026-11-29' },
  CNY: {
    perUsd: 7.2,
    source:
      'data/assumptions.md: 7.2 CNY per USD, the rate the reference data uses to convert China tariffs (an assumption)',
    asOf: '2026-11-29',
  },
  EUR: { perUsd: 0.92, source: 'assumption: a rough rate; set your own', asOf: '2026-11-29' },
  GBP: { perUsd: 0.79, source: 'assumption: a rough rate; set your own', asOf: '2026-11-29' },
  JPY: { perUsd: 150, source: 'assumption: a rough rate; set your own', asOf: '2026-11-29' },
  HKD: { perUsd: 7.8, source: 'assumption: the Hong Kong dollar is pegged at 7.75–7.85 per USD', asOf: '2026-11-29' },
};

export function isCurrency(code: string): code is Currency {
  return (CURRENCIES as readonly string[]).includes(code);
}

/** Units of `to` for one unit of `from`, from the default rates (1 when either is unknown). */
export function defaultRate(from: string, to: string): number {
  if (!isCurrency(from) || !isCurrency(to)) return 1;
  return DEFAULT_RATES[to].perUsd / DEFAULT_RATES[from].perUsd;
}
