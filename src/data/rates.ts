// Starting exchange rates for converting a scenario's currency. They are rough: the page shows the
// rate before converting and the user sets the one they use. Where each comes from is in
// rateSources.ts, which loads with the currency dialog rather than before the verdict.
interface Rate {
  /** units of this currency for one US dollar */
  readonly perUsd: number;
  readonly asOf: string;
}

export const CURRENCIES = ['CNY', 'USD', 'EUR', 'GBP', 'JPY', 'HKD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_RATES: Readonly<Record<Currency, Rate>> = {
  USD: { perUsd: 1, asOf: '2026-11-29' },
  CNY: { perUsd: 7.2, asOf: '2026-11-29' },
  EUR: { perUsd: 0.92, asOf: '2026-11-29' },
  GBP: { perUsd: 0.79, asOf: '2026-11-29' },
  JPY: { perUsd: 150, asOf: '2026-11-29' },
  HKD: { perUsd: 7.8, asOf: '2026-11-29' },
};

export function isCurrency(code: string): code is Currency {
  return (CURRENCIES as readonly string[]).includes(code);
}

/** Units of `to` for one unit of `from`, from the default rates (1 when either is unknown). */
export function defaultRate(from: string, to: string): number {
  if (!isCurrency(from) || !isCurrency(to)) return 1;
  return DEFAULT_RATES[to].perUsd / DEFAULT_RATES[from].perUsd;
}

export interface Conversion {
  readonly from: string;
  readonly to: string;
  /** units of `to` for one unit of `from`, unrounded */
  readonly rate: number;
  /** the date of the older of the two default rates */
  readonly asOf: string;
}

/**
 * The default-rate conversion the currency dialog offers and the widget shows, or null when there is
 * nothing to convert or no rate to do it with.
 */
export function defaultConversion(from: string, to: string): Conversion | null {
  if (from === to || !isCurrency(from) || !isCurrency(to)) return null;
  const dates = [DEFAULT_RATES[from].asOf, DEFAULT_RATES[to].asOf].sort();
  return { from, to, rate: defaultRate(from, to), asOf: dates[0] ?? '' };
}
