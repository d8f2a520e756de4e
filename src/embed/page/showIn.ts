// The widget's figures in the currency its writer chose, converted at the default rate: loaded only by
// a frame that asks for a currency.
import { useCalculator } from '../../app/useCalculator.ts';
import { type Conversion, defaultConversion } from '../../data/rates.ts';
import type { NotConverted } from './conversion.ts';

/**
 * Shows the scenario in the currency the writer chose, converted at the default rate: says how, or why
 * the figures stay in their own currency; null when they are already in it or none was asked for.
 */
export async function showIn(currency: string | null): Promise<Conversion | NotConverted | null> {
  const state = useCalculator.getState();
  const from = state.scenario.currency;
  if (currency === null || currency === from) return null;
  const conversion = defaultConversion(from, currency);
  if (!conversion) return { from, to: currency, reason: 'no-rate' };
  const problems = await state.switchCurrency(conversion.to, conversion.rate);
  return problems.length === 0 ? conversion : { from, to: currency, reason: 'out-of-range' };
}
