// The dated GPU catalog (catalog.json, built by scripts/build-catalog.ts from data/; rules in
// CATALOG.md) and the fills a pick makes. Loaded on demand: import this module with `await import()`
// so that neither it nor the JSON lands in the first bundle.
import { DEFAULT_SCENARIO, getIn, type Provider, type Scenario, type Source } from '../engine/index.ts';
import { UNMEASURED } from '../engine/providers/index.ts';
import { allowedAt } from '../engine/reading.ts';
import { typedMoney } from '../format/typed.ts';
import type { Catalog, CatalogEntry, CatalogMarket } from './catalogSchema.ts';
import { COLOCATION, LEAD_TIMES, SERVER_TYPE_OF, SERVER_TYPES, type ServerType } from './servers.ts';

export type { Catalog, CatalogEntry, CatalogMarket } from './catalogSchema.ts';

const SOURCE_MAX = 300;

export interface CatalogFill {
  readonly path: readonly string[];
  /** null puts back a plan price the format leaves empty (monthly, weekly) */
  readonly value: number | null;
  /** absent when a pick puts back the format's default where the entry before it had filled a figure */
  readonly source?: Source;
}

export type NoteLang = 'en' | 'zh-CN';

/**
 * Every field a pick may fill besides the card's power: a pick without a figure for one puts back the
 * default over a figure an earlier pick filled (it has a source), so that a 4090's server price and
 * its note do not stay on after a pick of a 5090; a typed figure has no source and stays.
 */
const FILLABLE: readonly (readonly string[])[] = [
  ['own', 'power', 'serverBaseWatts'],
  ['own', 'serverPrice'],
  ['rent', 'pricePerGpuHour'],
  ['rent', 'billingIncrementMinutes'],
  ['rent', 'monthlyPricePerGpu'],
  ['rent', 'weeklyPricePerGpu'],
  ['rent', 'reservedDiscountPct'],
  ['rent', 'spotDiscountPct'],
  ['own', 'leadTimeMonths'],
  ['own', 'cluster', 'networkPerServer'],
  ['own', 'ops', 'colocationPerKWMonth'],
];

/** The server type whose figures apply: the entry's, when the scenario's servers hold as many cards. */
export function serverTypeFor(entry: CatalogEntry, gpusPerServer: number): ServerType | null {
  const id = SERVER_TYPE_OF[entry.id] ?? SERVER_TYPE_OF[entry.card];
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

/** The fixed words of a note, in the reader's language; the sources' own remarks stay in English. */
const WORDS = {
  en: {
    market: { cn: 'China market', us: 'US market', eu: 'EU market', global: 'global market' },
    tier: { secondary: 'relayed by a third party', repost: 'news repost', scraped: 'scraped from the official page' },
    vatIn: 'VAT included',
    vatOut: 'before VAT',
    converted: (from: string, rate: number, market: string) => `converted from ${from} at ${rate} (${market})`,
    cardsHost: (n: number, card: string, host: string) => `${n} × the card price ${card} + the host ${host}`,
  },
  'zh-CN': {
    market: { cn: '国内市场', us: '美国市场', eu: '欧盟市场', global: '全球市场' },
    tier: { secondary: '第三方转述', repost: '新闻转载', scraped: '第三方抓取官方价格页' },
    vatIn: '含增值税',
    vatOut: '不含增值税',
    converted: (from: string, rate: number, market: string) => `由 ${from} 按 ${rate} 折算（${market}）`,
    cardsHost: (n: number, card: string, host: string) => `${n} × 单卡价 ${card} + 服务器其余部分 ${host}`,
  },
} as const;

const PLAN_ZH: Readonly<Record<string, string>> = {
  rent: '按需，每卡时',
  monthly: '包月，每卡月',
  weekly: '包周，每卡周',
  card: '每卡',
  server: '每台 8 卡服务器',
  reserved: '1 年预留，每卡时',
  spot: '抢占式，每卡时',
};

type Figure = CatalogEntry['plans']['spotDiscount'] & object;
type Noted = Pick<Figure, 'source' | 'asOf' | 'taxBasis' | 'parts' | 'seller'> & { readonly pct?: number };

/** A figure's note in the reader's language: English as built; Chinese from its parts, without the English remarks. */
function noteOf(figure: Noted, plan: string, lang: NoteLang): string {
  if (lang === 'en') return figure.source;
  const w = WORDS['zh-CN'];
  const vat =
    figure.taxBasis === 'vat-included' ? `，${w.vatIn}` : figure.taxBasis === 'vat-excluded' ? `，${w.vatOut}` : '';
  const tier = figure.parts.tier ? `（${w.tier[figure.parts.tier]}）` : '';
  // a discount's note gives the plan's price and what it saves against on demand
  const off = 'pct' in figure && typeof figure.pct === 'number' ? `，比按需便宜 ${figure.pct}%` : '';
  return `${figure.seller}，${PLAN_ZH[plan] ?? ''} ${figure.parts.printed}${off}${vat}${tier}。${figure.parts.ref}`;
}

/** A hand-written note (servers.ts) in the reader's language: its Chinese where it has one. */
const said = (figure: { readonly source: string; readonly zh?: string }, lang: NoteLang) =>
  lang === 'zh-CN' && figure.zh ? figure.zh : figure.source;

/** The power notes of the China-only cards, which data/ has no spec row for, in Chinese. */
const POWER_ZH: Readonly<Record<string, (watts: number) => string>> = {
  'a800-80gb': (w) =>
    `假设：A800 是面向中国、NVLink 较慢的 A100 SXM4 80GB，功耗按该卡的 ${w} W 计（data/gpus.csv 中 a100-sxm4-80gb 一行）；data/ 中没有 A800 的规格行`,
  'h800-80gb': (w) =>
    `假设：H800 是面向中国、NVLink 较慢的 H100 SXM5 80GB，功耗按该卡的 ${w} W 计（data/gpus.csv 中 h100-sxm 一行）；data/ 中没有 H800 的规格行`,
  'rtx-4090d': (w) =>
    `RTX 4090D：2023-10-17 出口规则下中国特供的 4090，14,592 个 CUDA 核心，${w} W（engadget.com；fudzilla.com，经 2026-12 市场调研 §2c 转述）`,
};

/** The card's power note in the reader's language: the build writes it in English, "data/gpus.csv row …". */
function powerNote(entry: CatalogEntry, lang: NoteLang): string {
  const { source, tdpW } = entry.power;
  if (lang === 'en') return source;
  const zh = POWER_ZH[entry.id];
  if (zh) return zh(tdpW);
  const m = /^data\/gpus\.csv row ([\w-]+): (\d+) W board power(?: \((.*)\))?$/.exec(source);
  return m ? `data/gpus.csv 中 ${m[1]} 一行：板卡功耗 ${m[2]} W${m[3] ? `（${m[3]}）` : ''}` : source;
}

function noted(text: string, asOf: string, notes: readonly string[]): Source {
  if (notes.length === 0) return { source: text.slice(0, SOURCE_MAX), asOf };
  const suffix = ` (${notes.join('; ')})`;
  const room = SOURCE_MAX - suffix.length;
  const head = text.length > room ? `${text.slice(0, room - 1)}…` : text;
  return { source: head + suffix, asOf };
}

function inField(path: readonly string[], value: number): boolean {
  const allowed = allowedAt(path);
  if (allowed?.kind !== 'number') return false;
  return Number.isFinite(value) && value >= allowed.min && value <= allowed.max;
}

/**
 * The figures a pick of `entry` puts into `scenario`: power, the server's base power, server price
 * (one quote, or the cards and a sourced host), every plan price the entry has (on demand, monthly,
 * weekly, reserved and spot discounts), billing increment, lead time, the cluster's network fabric and
 * colocation by power, each with its source and date, noted in `lang`. Money is converted to the
 * scenario's currency with `rateFor` and marked so, with the market it came from. A figure whose rate
 * is unknown, or that falls outside its field's range, is left out; a field an earlier pick filled
 * that this one does not goes back to its default.
 */
export function catalogFills(
  entry: CatalogEntry,
  scenario: Scenario,
  rateFor: RateFor,
  options: { readonly lang?: NoteLang } = {},
): CatalogFill[] {
  const lang = options.lang ?? 'en';
  const w = WORDS[lang];
  const fills: CatalogFill[] = [];
  const add = (path: readonly string[], value: number, source: Source) => {
    if (inField(path, value)) fills.push({ path, value, source });
  };
  // the server around the cards (servers.ts) is priced in its own market: the US's for dollars
  const convert = (amount: number, from: string, market = entry.market): { value: number; note: string[] } | null => {
    if (from === scenario.currency) return { value: amount, note: [] };
    const rate = rateFor(from, scenario.currency);
    if (!Number.isFinite(rate) || rate <= 0) return null;
    return { value: amount * rate, note: [w.converted(from, Number(rate.toPrecision(4)), w.market[market])] };
  };
  const marketOfMoney = (currency: string): CatalogMarket =>
    currency === 'CNY' ? 'cn' : currency === 'USD' ? 'us' : 'global';
  const money = (
    path: readonly string[],
    amount: number,
    currency: string,
    text: string,
    asOf: string,
    market: CatalogMarket = entry.market,
  ) => {
    const converted = convert(amount, currency, market);
    if (converted) add(path, typedMoney(converted.value, scenario.currency), noted(text, asOf, converted.note));
  };

  add(['own', 'power', 'gpuWatts'], entry.power.tdpW, noted(powerNote(entry, lang), entry.power.asOf, []));

  const gpus = scenario.own.gpusPerServer;
  const type = serverTypeFor(entry, gpus);
  if (type) {
    const { maxWatts, cardWatts } = type.power.value;
    add(
      ['own', 'power', 'serverBaseWatts'],
      maxWatts - gpus * cardWatts,
      noted(said(type.power, lang), type.power.asOf, []),
    );
  }

  // a server is cards and host: one quote for this many cards, else the cards and a sourced host;
  // neither, and no server price is filled
  const { card, server } = entry.purchase;
  if (server && server.gpus === gpus) {
    money(['own', 'serverPrice'], server.price, server.currency, noteOf(server, 'server', lang), server.asOf);
  } else if (card && type?.host) {
    const cards = convert(card.price * gpus, card.currency);
    const host = convert(type.host.value.amount, type.host.value.currency, marketOfMoney(type.host.value.currency));
    if (cards && host) {
      const total = typedMoney(cards.value + host.value, scenario.currency);
      const how = w.cardsHost(
        gpus,
        `${card.price} ${card.currency}`,
        `${type.host.value.amount} ${type.host.value.currency}`,
      );
      // the older of the two dates: the sum is no more current than its oldest part
      const [asOf = card.asOf] = [card.asOf, type.host.asOf].sort();
      add(['own', 'serverPrice'], total, noted(noteOf(card, 'card', lang), asOf, [how, ...cards.note]));
    }
  }

  const rental = entry.rental;
  if (rental) {
    money(
      ['rent', 'pricePerGpuHour'],
      rental.pricePerGpuHour,
      rental.currency,
      noteOf(rental, 'rent', lang),
      rental.asOf,
    );
    if (rental.billingIncrementMinutes !== null) {
      add(
        ['rent', 'billingIncrementMinutes'],
        rental.billingIncrementMinutes,
        noted(noteOf(rental, 'rent', lang), rental.asOf, []),
      );
    }
  }
  const { monthly, weekly, reservedDiscount, spotDiscount } = entry.plans;
  if (monthly)
    money(
      ['rent', 'monthlyPricePerGpu'],
      monthly.price,
      monthly.currency,
      noteOf(monthly, 'monthly', lang),
      monthly.asOf,
    );
  if (weekly)
    money(['rent', 'weeklyPricePerGpu'], weekly.price, weekly.currency, noteOf(weekly, 'weekly', lang), weekly.asOf);
  if (reservedDiscount)
    add(
      ['rent', 'reservedDiscountPct'],
      reservedDiscount.pct,
      noted(noteOf(reservedDiscount, 'reserved', lang), reservedDiscount.asOf, []),
    );
  if (spotDiscount)
    add(
      ['rent', 'spotDiscountPct'],
      spotDiscount.pct,
      noted(noteOf(spotDiscount, 'spot', lang), spotDiscount.asOf, []),
    );

  const lead = LEAD_TIMES[entry.id] ?? LEAD_TIMES[entry.card];
  if (lead) add(['own', 'leadTimeMonths'], lead.value, noted(said(lead, lang), lead.asOf, []));

  const network = type?.networkPerServer;
  if (network)
    money(
      ['own', 'cluster', 'networkPerServer'],
      network.value.amount,
      network.value.currency,
      said(network, lang),
      network.asOf,
      marketOfMoney(network.value.currency),
    );

  if (type?.colocated) {
    // the site's market: China for a China-market entry or a scenario in yuan, the US otherwise
    const site = entry.market === 'cn' || scenario.currency === 'CNY' ? 'cn' : 'us';
    const rate = COLOCATION[site].find((c) => c.kind === 'per-kW');
    if (rate) {
      const { amount, currency } = rate.perKWMonth.value;
      money(
        ['own', 'ops', 'colocationPerKWMonth'],
        amount,
        currency,
        said(rate.perKWMonth, lang),
        rate.perKWMonth.asOf,
        site,
      );
    }
  }

  const filled = new Set(fills.map((fill) => fill.path.join('.')));
  for (const path of FILLABLE) {
    const key = path.join('.');
    const before = getIn(DEFAULT_SCENARIO, path);
    if (!filled.has(key) && scenario.sources[key] && (typeof before === 'number' || before === null))
      fills.push({ path, value: before });
  }
  return fills;
}

function providerOf(
  entry: CatalogEntry,
  rental: CatalogEntry['providers'][number],
  scenario: Scenario,
  rateFor: RateFor,
): Provider | null {
  const rate = rental.currency === scenario.currency ? 1 : rateFor(rental.currency, scenario.currency);
  if (!Number.isFinite(rate) || rate <= 0) return null;
  const price = typedMoney(rental.pricePerGpuHour * rate, scenario.currency);
  if (!inField(['rent', 'pricePerGpuHour'], price)) return null;
  const note =
    rate === 1 ? [] : [WORDS.en.converted(rental.currency, Number(rate.toPrecision(4)), WORDS.en.market[entry.market])];
  return {
    name: rental.provider.slice(0, 60),
    gpuModel: entry.name.slice(0, 80),
    gpuMemoryGB: entry.memoryGB,
    gpusPerInstance: 1,
    pricePerGpuHour: price,
    billingIncrementMinutes: rental.billingIncrementMinutes ?? 60,
    minimumMinutes: 0,
    source: noted(rental.source, rental.asOf, note),
    ...UNMEASURED,
  };
}

/**
 * Providers to screen, from a catalog entry: every accepted on-demand row of its card and market (its
 * provider, the price converted to the scenario's currency, billing increment and source). Rows whose
 * currency has no rate are left out.
 */
export function providersFromCatalog(entry: CatalogEntry, scenario: Scenario, rateFor: RateFor): Provider[] {
  return entry.providers.flatMap((row) => providerOf(entry, row, scenario, rateFor) ?? []);
}

/** The provider of the entry's own rental price (the one a pick fills), or null. */
export function providerFromCatalog(entry: CatalogEntry, scenario: Scenario, rateFor: RateFor): Provider | null {
  return entry.rental ? providerOf(entry, entry.rental, scenario, rateFor) : null;
}
