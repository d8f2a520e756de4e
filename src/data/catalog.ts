// The dated GPU catalog (catalog.json, built by scripts/build-catalog.ts from data/; rules in
// CATALOG.md) and the fills a pick makes. Loaded on demand: import this module with `await import()`
// so that neither it nor the JSON lands in the first bundle.
import { DEFAULT_SCENARIO, getIn, type Provider, type Scenario, type Source } from '../engine/index.ts';
import { allowedAt } from '../engine/reading.ts';
import { typedMoney } from '../format/typed.ts';
import type { Catalog, CatalogEntry } from './catalogSchema.ts';
import { COLOCATION, LEAD_TIMES, SERVER_TYPE_OF, SERVER_TYPES, type ServerType } from './servers.ts';

export type { Catalog, CatalogEntry } from './catalogSchema.ts';

import { UNMEASURED } from '../engine/providers/index.ts';

const SOURCE_MAX = 300;

export interface CatalogFill {
  readonly path: readonly string[];
  readonly value: number;
  /** absent when a pick puts back the format's default where the entry before it had filled a figure */
  readonly source?: Source;
}

/**
 * The fields a pick fills from the server around the cards and from the card's lead time: a pick
 * without a figure for one of them puts back the default over a figure that was filled (it has a
 * source), so that an H100's fabric does not stay on after a pick of an RTX 4090; a typed figure stays.
 */
const SERVER_FIELDS: readonly (readonly string[])[] = [
  ['own', 'power', 'serverBaseWatts'],
  ['own', 'leadTimeMonths'],
  ['own', 'cluster', 'networkPerServer'],
  ['own', 'ops', 'colocationPerKWMonth'],
];

/** The server type whose figures apply: the entry's, when the scenario's servers hold as many cards. */
export function serverTypeFor(entry: CatalogEntry, gpusPerServer: number): ServerType | null {
  const id = SERVER_TYPE_OF[entry.id];
  const type: ServerType | undefined = id ? SERVER_TYPES[id] : undefined;
  return type && type.gpus === gpusPerServer ? type : null;
}

/** Units of `to` for one unit of `from`; not a finite positive number when the rate is unknown. */
export type RateFor = (from: string, to: string) => number;

export async function loadCatalog(): Promise<Catalog> {
  // the build writes the catalog and its tests hold it to its schema (catalogSchema.ts), so the page
  // need not load a schema library to read it
  const json = await import('./catalog.json');
  return json.default as Catalog;
}

function noted(figure: Source, notes: readonly string[]): Source {
  if (notes.length === 0) return { source: figure.source, asOf: figure.asOf };
  const suffix = ` (${notes.join('; ')})`;
  const room = SOURCE_MAX - suffix.length;
  const text = figure.source.length > room ? `${figure.source.slice(0, room - 1)}…` : figure.source;
  return { source: text + suffix, asOf: figure.asOf };
}

/** An amount in `currency` as a reader would type it: 4.29 $ × 7.2 is ¥30.89, not 30.888000000000002. */

function inField(path: readonly string[], value: number): boolean {
  const allowed = allowedAt(path);
  if (allowed?.kind !== 'number') return false;
  return Number.isFinite(value) && value >= allowed.min && value <= allowed.max;
}

/**
 * The figures a pick of `entry` puts into `scenario`: power, the server's base power, server price,
 * rental price and billing increment, lead time, the cluster's network fabric and colocation by power,
 * each with its source and date. Money is converted to the scenario's currency with `rateFor`; a figure
 * whose rate is unknown, or that falls outside its field's range, is left out.
 */
export function catalogFills(entry: CatalogEntry, scenario: Scenario, rateFor: RateFor): CatalogFill[] {
  const fills: CatalogFill[] = [];
  const add = (path: readonly string[], value: number, source: Source) => {
    if (inField(path, value)) fills.push({ path, value, source });
  };
  const convert = (amount: number, from: string): { value: number; note: string[] } | null => {
    if (from === scenario.currency) return { value: amount, note: [] };
    const rate = rateFor(from, scenario.currency);
    if (!Number.isFinite(rate) || rate <= 0) return null;
    return { value: amount * rate, note: [`converted from ${from} at ${Number(rate.toPrecision(4))}`] };
  };

  add(['own', 'power', 'gpuWatts'], entry.power.tdpW, noted(entry.power, []));

  const gpus = scenario.own.gpusPerServer;
  const type = serverTypeFor(entry, gpus);
  if (type) {
    const { maxWatts, cardWatts } = type.power.value;
    add(['own', 'power', 'serverBaseWatts'], maxWatts - gpus * cardWatts, noted(type.power, []));
  }
  const { card, server } = entry.purchase;
  const serverPrice =
    server && server.gpus === gpus
      ? { figure: server, amount: server.price, notes: [] }
      : card
        ? { figure: card, amount: card.price * gpus, notes: [`${gpus} × the card price: cards only, no host`] }
        : server
          ? {
              figure: server,
              amount: (server.price / server.gpus) * gpus,
              notes: [`${server.gpus}-GPU server price × ${gpus}/${server.gpus}`],
            }
          : null;
  if (serverPrice) {
    const converted = convert(serverPrice.amount, serverPrice.figure.currency);
    if (converted) {
      add(
        ['own', 'serverPrice'],
        typedMoney(converted.value, scenario.currency),
        noted(serverPrice.figure, [...serverPrice.notes, ...converted.note]),
      );
    }
  }

  const rental = entry.rental;
  if (rental) {
    const converted = convert(rental.pricePerGpuHour, rental.currency);
    if (converted) {
      add(['rent', 'pricePerGpuHour'], typedMoney(converted.value, scenario.currency), noted(rental, converted.note));
    }
    if (rental.billingIncrementMinutes !== null) {
      add(['rent', 'billingIncrementMinutes'], rental.billingIncrementMinutes, noted(rental, []));
    }
  }

  const lead = LEAD_TIMES[entry.id];
  if (lead) add(['own', 'leadTimeMonths'], lead.value, noted(lead, []));

  const network = type?.networkPerServer;
  if (network) {
    const converted = convert(network.value.amount, network.value.currency);
    if (converted) {
      add(
        ['own', 'cluster', 'networkPerServer'],
        typedMoney(converted.value, scenario.currency),
        noted(network, converted.note),
      );
    }
  }

  if (type?.colocated) {
    // the site's market: China for a China-market card or a scenario in yuan, the US otherwise
    const market = entry.market === 'cn' || scenario.currency === 'CNY' ? 'cn' : 'us';
    const rate = COLOCATION[market].find((c) => c.kind === 'per-kW');
    const converted = rate && convert(rate.perKWMonth.value.amount, rate.perKWMonth.value.currency);
    if (rate && converted) {
      add(
        ['own', 'ops', 'colocationPerKWMonth'],
        typedMoney(converted.value, scenario.currency),
        noted(rate.perKWMonth, converted.note),
      );
    }
  }

  const filled = new Set(fills.map((fill) => fill.path.join('.')));
  for (const path of SERVER_FIELDS) {
    const key = path.join('.');
    const before = getIn(DEFAULT_SCENARIO, path);
    if (!filled.has(key) && scenario.sources[key] && typeof before === 'number') fills.push({ path, value: before });
  }
  return fills;
}

/**
 * A provider to screen, from a catalog entry's rental price: its name, the GPU, the price converted
 * to the scenario's currency, its billing increment, and where the price came from. Null when the
 * entry has no rental price or its currency has no rate.
 */
export function providerFromCatalog(entry: CatalogEntry, scenario: Scenario, rateFor: RateFor): Provider | null {
  const rental = entry.rental;
  if (!rental) return null;
  const rate = rental.currency === scenario.currency ? 1 : rateFor(rental.currency, scenario.currency);
  if (!Number.isFinite(rate) || rate <= 0) return null;
  const price = typedMoney(rental.pricePerGpuHour * rate, scenario.currency);
  if (!inField(['rent', 'pricePerGpuHour'], price)) return null;
  const note = rate === 1 ? [] : [`converted from ${rental.currency} at ${Number(rate.toPrecision(4))}`];
  return {
    name: rental.provider.slice(0, 60),
    gpuModel: entry.name.slice(0, 80),
    gpuMemoryGB: entry.memoryGB,
    gpusPerInstance: 1,
    pricePerGpuHour: price,
    billingIncrementMinutes: rental.billingIncrementMinutes ?? 60,
    minimumMinutes: 0,
    source: noted(rental, note),
    ...UNMEASURED,
  };
}
