// Changing a scenario's currency: every money field is converted at one rate, so the scenario then
// holds the new currency and a link to it shows the same figures anywhere.
import { type ParseResult, parseScenario } from './parse.ts';
import type { Scenario } from './schema.ts';

/** Every field that holds an amount of money, by path. Watts, hours, GB and percentages are not money. */
export const MONEY_PATHS: readonly (readonly string[])[] = [
  ['own', 'serverPrice'],
  ['own', 'setupCost'],
  ['own', 'power', 'pricePerKWh'],
  ['own', 'ops', 'staffPerYear'],
  ['own', 'ops', 'colocationPerMonth'],
  ['own', 'ops', 'bandwidthPerMonth'],
  ['own', 'ops', 'otherPerYear'],
  ['rent', 'pricePerGpuHour'],
  ['rent', 'monthlyPricePerGpu'],
  ['rent', 'weeklyPricePerGpu'],
  ['rent', 'storage', 'hotPricePerGBMonth'],
  ['rent', 'storage', 'coldPricePerGBMonth'],
  ['rent', 'storage', 'egressPricePerGB'],
];

const SOURCE_MAX = 300;

/**
 * The scenario in `currency`, each money field multiplied by `rate` (units of the new currency for
 * one unit of the old). A source note of a converted figure says so. Refused, with the problems, when
 * a converted amount falls outside its field's range.
 */
export function convertCurrency(scenario: Scenario, currency: string, rate: number): ParseResult {
  const copy = JSON.parse(JSON.stringify(scenario)) as Record<string, unknown>;
  for (const path of MONEY_PATHS) {
    const parent = path
      .slice(0, -1)
      .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
    const key = path[path.length - 1] as string;
    const value = parent[key];
    if (typeof value === 'number') parent[key] = value * rate;
  }
  copy.currency = currency;
  const sources = copy.sources as Record<string, { source: string; asOf: string }>;
  for (const path of MONEY_PATHS) {
    const note = sources[path.join('.')];
    if (!note) continue;
    const suffix = ` (converted from ${scenario.currency} at ${rate})`;
    note.source = note.source.slice(0, SOURCE_MAX - suffix.length) + suffix;
  }
  return parseScenario(copy, 'strict');
}
