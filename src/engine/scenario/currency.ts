// Changing a scenario's currency: every money field is converted at one rate, so the scenario then
// holds the new currency and a link to it shows the same figures anywhere.
import { isObject } from '../paths.ts';
import { type ParseResult, parseScenario } from './parse.ts';
import type { Scenario } from './schema.ts';

/** `*` in a path stands for every key of a record (each provider of the list). */
const ANY = '*';

const RANGE_BOUNDS = ['low', 'likely', 'high'] as const;

/**
 * Every field that holds an amount of money, by path. Watts, hours, GB and percentages are not
 * money. A field absent or null (a tool left out, a price a provider does not offer) stays so.
 */
export const MONEY_PATHS: readonly (readonly string[])[] = [
  ['own', 'serverPrice'],
  ['own', 'setupCost'],
  ['own', 'power', 'pricePerKWh'],
  ['own', 'power', 'timeOfUse', 'peakPricePerKWh'],
  ['own', 'power', 'timeOfUse', 'offPeakPricePerKWh'],
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
  ['storageIO', 'cachePricePerGBMonth'],
  ...['pricePerGpuHour', 'pricePerKWh', 'serverPrice'].flatMap((field) =>
    RANGE_BOUNDS.map((bound) => ['uncertainty', field, bound]),
  ),
  ['providers', 'list', ANY, 'pricePerGpuHour'],
  ['providers', 'list', ANY, 'monthlyPricePerGpu'],
  ['providers', 'list', ANY, 'weeklyPricePerGpu'],
  ['providers', 'list', ANY, 'hotStoragePricePerGBMonth'],
];

/**
 * The job's API prices (format version 4): the job's own source notes name them by the job's paths
 * ("api.inputPerM"), and hold up to 500 characters (src/engine/scenario/jobSpec.ts).
 */
const JOB_MONEY_FIELDS = ['inputPerM', 'cachedInputPerM', 'outputPerM'] as const;
const JOB_SOURCE_MAX = 500;

const SOURCE_MAX = 300;

type Node = Record<string, unknown>;

/** The objects that hold the last key of `path`, one per key a `*` stands for. */
function parentsAt(root: Node, path: readonly string[]): Node[] {
  let nodes = [root];
  for (const key of path.slice(0, -1)) {
    nodes = nodes.flatMap((node) => {
      const children = key === ANY ? Object.values(node) : [node[key]];
      return children.filter(isObject);
    });
  }
  return nodes;
}

/** A source note that says the figure was converted, within the note's length limit. */
function convertedNote(note: unknown, suffix: string, max = SOURCE_MAX): void {
  if (!isObject(note) || typeof note.source !== 'string') return;
  note.source = note.source.slice(0, max - suffix.length) + suffix;
}

/** An amount as the caller writes it in the new currency (the page: as a reader would type it). */
export type RoundMoney = (amount: number) => number;

/** The job's API prices in the new currency, and their source notes saying so. */
function convertJob(job: unknown, currency: string, rate: number, suffix: string, round: RoundMoney): void {
  if (!isObject(job) || !isObject(job.api)) return;
  const api = job.api;
  for (const field of JOB_MONEY_FIELDS) {
    const value = api[field];
    if (typeof value === 'number') api[field] = round(value * rate);
  }
  api.currency = currency;
  if (!isObject(job.sources)) return;
  for (const field of JOB_MONEY_FIELDS) convertedNote(job.sources[`api.${field}`], suffix, JOB_SOURCE_MAX);
}

/**
 * The scenario with each money field multiplied by `rate` (and rounded by `round`, unrounded by
 * default) and `currency` set, not yet checked: for a caller that changes some fields further before
 * the one parser checks the whole.
 */
export function convertedDraft(
  scenario: Scenario,
  currency: string,
  rate: number,
  round: RoundMoney = (amount) => amount,
): Node {
  const copy = JSON.parse(JSON.stringify(scenario)) as Node;
  for (const path of MONEY_PATHS) {
    const key = path[path.length - 1] as string;
    for (const parent of parentsAt(copy, path)) {
      const value = parent[key];
      if (typeof value === 'number') parent[key] = round(value * rate);
    }
  }
  copy.currency = currency;
  const suffix = ` (converted from ${scenario.currency} at ${rate})`;
  const sources = copy.sources as Record<string, unknown>;
  for (const path of MONEY_PATHS) convertedNote(sources[path.join('.')], suffix);
  const providers = copy.providers;
  if (isObject(providers) && isObject(providers.list)) {
    for (const provider of Object.values(providers.list))
      if (isObject(provider)) convertedNote(provider.source, suffix);
  }
  convertJob(copy.job, currency, rate, suffix, round);
  return copy;
}

/**
 * The scenario in `currency`, each money field multiplied by `rate` (units of the new currency for
 * one unit of the old). A source note of a converted figure says so. Refused, with the problems, when
 * a converted amount falls outside its field's range.
 */
export function convertCurrency(scenario: Scenario, currency: string, rate: number): ParseResult {
  return parseScenario(convertedDraft(scenario, currency, rate), 'strict');
}
