// Changing a scenario's currency: every money field is converted at one rate, so the scenario then
// holds the new currency and a link to it shows the same figures anywhere. Multiplying by a rate and
// by its inverse rarely lands on the same number (280,000 × 0.138889 × 7.2 is 280,000.224), so the
// scenario keeps the figures as typed (`convertedFrom`): back in that currency, a figure the scenario
// still holds as the conversion left it is the one typed, after a reload, in a link or a saved scenario.
import { getIn, isObject, setIn } from '../paths.ts';
import { RECORDED_RATE } from './conversionRules.ts';
import { type ParseResult, parseScenario } from './parse.ts';
import type { ConvertedFrom, Scenario } from './schema.ts';

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
  ['own', 'ops', 'staffPerServerPerYear'],
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
  // the price per busy card-hour provider screening holds each provider's billing against
  ['providers', 'targets', 'costPerBusyGpuHour'],
];

/**
 * The job's API prices (format version 4): the job's own source notes name them by the job's paths
 * ("api.inputPerM"), and hold up to 500 characters (src/engine/scenario/jobSpec.ts).
 */
const JOB_MONEY_FIELDS = ['inputPerM', 'cachedInputPerM', 'cacheWritePerM', 'outputPerM'] as const;
const JOB_SOURCE_MAX = 500;

const SOURCE_MAX = 300;

type Node = Record<string, unknown>;

/**
 * A value a conversion changes: a money figure, or (with `noteMax`) the source note that says it was
 * converted. `key` names it in `convertedFrom` (a provider's one note by the provider's path).
 */
interface Leaf {
  readonly key: string;
  readonly segments: readonly string[];
  readonly noteMax?: number;
}

/** Each path of `path`, a `*` standing for every key of the record at that point in `root`. */
function expand(root: unknown, path: readonly string[]): string[][] {
  let found: string[][] = [[]];
  for (const key of path) {
    found = found.flatMap((at) => {
      if (key !== ANY) return [[...at, key]];
      const node = getIn(root, at);
      return isObject(node) ? Object.keys(node).map((id) => [...at, id]) : [];
    });
  }
  return found;
}

/** Every money figure of `scenario` and every source note about one, wherever they are. */
function leavesOf(scenario: unknown): Leaf[] {
  const leaves: Leaf[] = [];
  for (const segments of MONEY_PATHS.flatMap((path) => expand(scenario, path))) {
    const key = segments.join('.');
    leaves.push({ key, segments });
    leaves.push({ key, segments: ['sources', key, 'source'], noteMax: SOURCE_MAX });
  }
  for (const [id] of expand(scenario, ['providers', 'list', ANY]).map((at) => at.slice(2))) {
    leaves.push({
      key: `providers.list.${id}`,
      segments: ['providers', 'list', id as string, 'source', 'source'],
      noteMax: SOURCE_MAX,
    });
  }
  for (const field of JOB_MONEY_FIELDS) {
    const key = `job.api.${field}`;
    leaves.push({ key, segments: ['job', 'api', field] });
    leaves.push({ key, segments: ['job', 'sources', `api.${field}`, 'source'], noteMax: JOB_SOURCE_MAX });
  }
  return leaves;
}

/** An amount as the caller writes it in `currency` (the page: as a reader would type it there). */
export type RoundMoney = (amount: number, currency: string) => number;

const unrounded: RoundMoney = (amount) => amount;

/**
 * `value` (a figure or a note) as converted from `from` into `to` at `rate`, a figure written by
 * `round`; what is not one is left as it is.
 */
function convertedLeaf(leaf: Leaf, value: unknown, from: string, to: string, rate: number, round: RoundMoney): unknown {
  if (leaf.noteMax === undefined) return typeof value === 'number' ? round(value * rate, to) : value;
  if (typeof value !== 'string') return value;
  const suffix = ` (converted from ${from} at ${Number(rate.toPrecision(6))})`;
  return value.slice(0, leaf.noteMax - suffix.length) + suffix;
}

/** The value `record` holds for `leaf` as typed; undefined when it holds none. */
function typedValue(record: ConvertedFrom, leaf: Leaf): unknown {
  const held: Readonly<Record<string, unknown>> = leaf.noteMax === undefined ? record.figures : record.notes;
  return Object.hasOwn(held, leaf.key) ? held[leaf.key] : undefined;
}

function remember(record: { figures: Node; notes: Node }, leaf: Leaf, value: unknown): void {
  (leaf.noteMax === undefined ? record.figures : record.notes)[leaf.key] = value;
}

const recordable = (rate: number) => rate >= RECORDED_RATE.min && rate <= RECORDED_RATE.max;

/**
 * The scenario with each money field converted at `rate` and `currency` set, not yet checked: for a
 * caller that changes some fields further before the one parser checks the whole. A figure typed in
 * another currency that the scenario still holds as converted is converted from the figure typed (so
 * back in that currency it is the figure typed); any other is converted as it is and, with the note
 * about it, recorded in `convertedFrom` as typed in the scenario's currency. Each converted figure is
 * written by `round` (unrounded by default; the page writes it as a reader would type it, and the
 * check that a figure is untouched rounds the same way).
 */
export function convertedDraft(scenario: Scenario, currency: string, rate: number, round = unrounded): Node {
  let copy = JSON.parse(JSON.stringify(scenario)) as Node;
  const from = scenario.currency;
  const before = scenario.convertedFrom;
  const record =
    before && before.currency !== from && (before.currency === currency || recordable(before.rate * rate))
      ? before
      : null;
  const kept =
    record && record.currency !== currency ? { ...record, rate: record.rate * rate, figures: {}, notes: {} } : null;
  const fresh = { currency: from, rate, figures: {}, notes: {} };
  for (const leaf of leavesOf(scenario)) {
    const value = getIn(scenario, leaf.segments);
    if (value === undefined) continue;
    const typed = record ? typedValue(record, leaf) : undefined;
    if (
      record &&
      typed !== undefined &&
      convertedLeaf(leaf, typed, record.currency, from, record.rate, round) === value
    ) {
      copy = setIn(
        copy,
        leaf.segments,
        kept ? convertedLeaf(leaf, typed, kept.currency, currency, kept.rate, round) : typed,
      );
      if (kept) remember(kept, leaf, typed);
      continue;
    }
    const converted = convertedLeaf(leaf, value, from, currency, rate, round);
    copy = setIn(copy, leaf.segments, converted);
    if (typeof value === 'string' || (typeof value === 'number' && value !== 0)) remember(fresh, leaf, value);
  }
  const holds = (r: { figures: Node; notes: Node }) => Object.keys(r.figures).length + Object.keys(r.notes).length > 0;
  const next = kept && holds(kept) ? kept : fresh;
  copy.convertedFrom = holds(next) && recordable(next.rate) ? next : undefined;
  if (copy.convertedFrom === undefined) delete copy.convertedFrom;
  copy.currency = currency;
  if (isObject(copy.job) && isObject(copy.job.api)) copy = setIn(copy, ['job', 'api', 'currency'], currency);
  return copy;
}

/**
 * The scenario in `currency`, each money field multiplied by `rate` (units of the new currency for
 * one unit of the old). A source note of a converted figure says so. Refused, with the problems, when
 * a converted amount falls outside its field's range.
 */
export function convertCurrency(scenario: Scenario, currency: string, rate: number, round = unrounded): ParseResult {
  return parseScenario(convertedDraft(scenario, currency, rate, round), 'strict');
}

/** Whether converting `scenario` to `currency` gives back figures as they were typed there. */
export function returnsTo(scenario: Scenario, currency: string): boolean {
  return scenario.convertedFrom?.currency === currency;
}
