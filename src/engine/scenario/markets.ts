// Which market a scenario's prices are read from (format version 8), and how fresh a dated figure is
// on the day a scenario is evaluated.
import type { Market } from './constants.ts';

/** The market a currency's prices are read from when a scenario names none. */
const MARKET_OF_CURRENCY: Readonly<Record<string, Market>> = { CNY: 'cn', USD: 'us', EUR: 'eu' };

/** The scenario's market: the one it names, or its currency's (CNY China, USD the US, EUR the EU, else global). */
export function marketOf(scenario: { readonly market: Market | null; readonly currency: string }): Market {
  return scenario.market ?? MARKET_OF_CURRENCY[scenario.currency] ?? 'global';
}

/**
 * A figure read within FRESH_DAYS of the evaluation day is fresh, within AGING_DAYS aging, stale
 * beyond: GPU rents moved 10–40 % within a quarter in 2026 (research §2d), so a month-old price still
 * stands and a quarter-old one wants checking.
 */
export const FRESH_DAYS = 30;
export const AGING_DAYS = 90;
export type Freshness = 'fresh' | 'aging' | 'stale';

const DAY_MS = 86_400_000;

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** How fresh a figure dated `asOf` is on the day `on` (both YYYY-MM-DD); a date after `on` counts as fresh. */
export function freshnessOf(asOf: string, on: string): Freshness {
  const age = daysBetween(asOf, on);
  if (!Number.isFinite(age)) throw new RangeError(`freshnessOf: dates must be written YYYY-MM-DD, got ${asOf}, ${on}`);
  if (age <= FRESH_DAYS) return 'fresh';
  return age <= AGING_DAYS ? 'aging' : 'stale';
}
