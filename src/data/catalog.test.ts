import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO, type Scenario, setIn } from '../engine/index.ts';
import { parseScenario } from '../engine/reading.ts';
import json from './catalog.json';
import { type CatalogEntry, type CatalogFill, catalogFills, loadCatalog, providersFromCatalog } from './catalog.ts';
import index from './catalogIndex.json';
import { catalogSchema } from './catalogSchema.ts';
import { defaultRate } from './rates.ts';
import { COLOCATION, LEAD_TIMES, SERVER_TYPE_OF, SERVER_TYPES } from './servers.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) =>
  DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const catalog = catalogSchema.parse(json);

function entry(id: string): CatalogEntry {
  const found = catalog.entries.find((e) => e.id === id);
  if (!found) throw new Error(`no ${id} in the catalog`);
  return found;
}

function apply(scenario: Scenario, fills: readonly CatalogFill[]): unknown {
  let draft = JSON.parse(JSON.stringify(scenario)) as Record<string, unknown>;
  const sources = { ...scenario.sources };
  for (const fill of fills) {
    draft = setIn(draft, fill.path, fill.value);
    if (fill.source) sources[fill.path.join('.')] = fill.source;
    else delete sources[fill.path.join('.')];
  }
  return { ...draft, sources };
}

const byPath = (fills: readonly CatalogFill[]) => Object.fromEntries(fills.map((f) => [f.path.join('.'), f]));

describe('catalog.json', () => {
  it('matches its schema', () => {
    expect(catalogSchema.safeParse(json).success).toBe(true);
  });

  it('gives each card its dense 16-bit compute with a source: BF16, FP16 where the card has no BF16', () => {
    // data/gpus.csv: H100 SXM 989 BF16; V100 SXM2 125 FP16 (no BF16, data/gpus_notes.md); the A800
    // and H800 compute as the A100 80GB and H100 they are cut down from
    expect(entry('h100-sxm').compute.denseTflops).toBe(989);
    expect(entry('h100-sxm').compute.source).toMatch(/^data\/gpus\.csv row h100-sxm: 989 TFLOPS dense BF16 tensor/);
    expect(entry('v100-sxm2-32gb').compute.source).toMatch(/125 TFLOPS dense FP16 tensor \(the card has no BF16\)/);
    expect(entry('a800-80gb').compute).toMatchObject({ denseTflops: 312 });
    expect(entry('a800-80gb').compute.source).toMatch(/^assumption: the A800 is the A100 SXM4 80GB/);
    expect(entry('h800-80gb').compute.denseTflops).toBe(989);
    for (const e of catalog.entries) {
      expect(e.compute.source.length, e.id).toBeLessThanOrEqual(300);
      expect(isRealDate(e.compute.asOf), e.id).toBe(true);
    }
  });

  it('is listed by the picker as it is: catalogIndex.json has every entry, with the same name, memory and date', () => {
    // the picker shows the index before the catalog loads, then fills from the catalog by id
    expect(index.entries).toEqual(
      catalog.entries.map(({ id, card, name, market, memoryGB, asOf }) => ({ id, card, name, market, memoryGB, asOf })),
    );
  });

  it('has a US entry per GPU of data/gpus.csv (the H20 China’s), China entries where China rows exist, each id once', () => {
    const csv = readFileSync(resolve(import.meta.dirname, '../../data/gpus.csv'), 'utf8');
    const ids = csv
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    const catalogIds = catalog.entries.map((e) => e.id);
    expect(new Set(catalogIds).size).toBe(catalogIds.length);
    expect(catalog.entries.filter((e) => e.id === e.card).map((e) => e.id)).toEqual([
      ...ids,
      'a800-80gb',
      'h800-80gb',
      'rtx-4090d',
    ]);
    expect(catalogIds.filter((id) => id.endsWith('-cn'))).toEqual(['h100-sxm-cn', 'h200-sxm-cn', 'rtx-4090-cn']);
  });

  it('gives every figure a source of at most 300 characters, a real date and a positive amount', () => {
    for (const e of catalog.entries) {
      const figures = [e.power, e.purchase.card, e.purchase.server, e.rental, e.plans.monthly].filter(
        (f) => f !== null,
      );
      expect(isRealDate(e.asOf), e.id).toBe(true);
      for (const figure of figures) {
        expect(figure.source.length, e.id).toBeGreaterThan(20);
        expect(figure.source.length, e.id).toBeLessThanOrEqual(300);
        expect(isRealDate(figure.asOf), `${e.id} ${figure.asOf}`).toBe(true);
        expect(figure.asOf <= catalog.researchedOn, e.id).toBe(true);
      }
      expect(e.power.tdpW).toBeGreaterThan(0);
      expect(e.memoryGB).toBeGreaterThan(0);
      for (const money of [e.purchase.card, e.purchase.server]) if (money) expect(money.price).toBeGreaterThan(0);
      if (e.rental) expect(e.rental.pricePerGpuHour).toBeGreaterThan(0);
      // an entry is dated by its oldest price
      const prices = [e.purchase.card, e.purchase.server, e.rental, e.plans.monthly]
        .filter((f) => f !== null)
        .map((f) => f.asOf);
      if (prices.length > 0) expect(e.asOf).toBe(prices.sort()[0]);
    }
  });

  it('prices the China-market cards in CNY', () => {
    for (const e of catalog.entries.filter((c) => c.market === 'cn')) {
      for (const money of [e.purchase.card, e.purchase.server]) if (money) expect(money.currency, e.id).toBe('CNY');
      if (e.rental) expect(e.rental.currency, e.id).toBe('CNY');
    }
  });

  it('loads as a module of its own', async () => {
    const loaded = await loadCatalog();
    expect(loaded.entries.length).toBe(catalog.entries.length);
  });
});

describe('catalogFills', () => {
  const cny: Scenario = DEFAULT_SCENARIO; // CNY, 4 cards per server
  const usd: Scenario = { ...cny, currency: 'USD' };
  const eight = (s: Scenario): Scenario => ({ ...s, own: { ...s.own, gpusPerServer: 8 } });

  it('fills a CNY scenario from China rows: an H100 leased at 9,375 a card-month, an 8-card server at 2,700,000', () => {
    const fills = byPath(catalogFills(entry('h100-sxm-cn'), eight(cny), defaultRate));
    expect(fills['rent.monthlyPricePerGpu']?.value).toBe(9_375); // 75,000 CNY a server-month ÷ 8
    expect(fills['rent.monthlyPricePerGpu']?.source?.source).toMatch(/MIT Technology Review/);
    expect(fills['own.serverPrice']?.value).toBe(2_700_000);
    expect(fills['own.serverPrice']?.source?.source).toMatch(/VAT included/);
    for (const key of ['rent.monthlyPricePerGpu', 'own.serverPrice', 'own.ops.colocationPerKWMonth'])
      expect(fills[key]?.source?.source ?? '', key).not.toMatch(/converted from/);
    // the fabric has a US price only: converted, and said so
    expect(fills['own.cluster.networkPerServer']?.source?.source).toMatch(/converted from USD at 7\.2 \(US market\)/);
  });

  it('converts another market’s figures only when picked, and says from which market', () => {
    const fills = byPath(catalogFills(entry('h100-sxm'), cny, defaultRate));
    expect(fills['rent.pricePerGpuHour']?.value).toBe(30.89); // 4.29 USD × 7.2, the US market's Lambda
    expect(fills['rent.pricePerGpuHour']?.source?.source).toMatch(/\(converted from USD at 7\.2 \(US market\)\)$/);
  });

  it('fills every plan price a row has: AutoDL’s 1,052 a card-month and 共绩’s spot discount for a 4090 in China', () => {
    const fills = byPath(catalogFills(entry('rtx-4090-cn'), cny, defaultRate));
    expect(fills['rent.monthlyPricePerGpu']?.value).toBe(1_052);
    expect(fills['rent.monthlyPricePerGpu']?.source?.source).toMatch(/^AutoDL, monthly/);
    expect(fills['rent.pricePerGpuHour']?.value).toBe(1.98);
    expect(fills['rent.spotDiscountPct']?.value).toBe(39.9); // 1.19 against 1.98 the same day
  });

  it('fills the reserved and spot discounts of a US H100 from one provider’s prices of one day', () => {
    const fills = byPath(catalogFills(entry('h100-sxm'), usd, defaultRate));
    expect(fills['rent.reservedDiscountPct']?.value).toBe(30.63); // GCP 7.673 against 11.0612
    expect(fills['rent.spotDiscountPct']?.value).toBe(42.81); // GCP 6.3262 against 11.0612
  });

  it('prices an 8-card server as 8 cards and a sourced host where no whole-server quote of the period exists', () => {
    const fills = byPath(catalogFills(entry('h100-sxm'), eight(usd), defaultRate));
    expect(fills['own.serverPrice']?.value).toBe(8 * 30_000 + 32_010);
    expect(fills['own.serverPrice']?.source?.source).toMatch(/8 × the card price 30000 USD \+ the host 32010 USD/);
  });

  it('fills no server price where neither a quote nor a host for that server size exists', () => {
    expect(byPath(catalogFills(entry('h100-sxm'), usd, defaultRate))['own.serverPrice']).toBeUndefined();
    expect(byPath(catalogFills(entry('rtx-4090'), usd, defaultRate))['own.serverPrice']).toBeUndefined();
  });

  it('writes the note’s fixed parts in Chinese for a Chinese reader, without the English remarks', () => {
    const fills = byPath(catalogFills(entry('rtx-4090-cn'), cny, defaultRate, { lang: 'zh-CN' }));
    const note = fills['rent.monthlyPricePerGpu']?.source?.source ?? '';
    expect(note).toMatch(/^AutoDL，包月，每卡月 1052 CNY，含增值税（第三方转述）。data\/china\/prices_cn\.csv line 6/);
    expect(note).not.toMatch(/report converts/);
    const converted = byPath(catalogFills(entry('h100-sxm'), cny, defaultRate, { lang: 'zh-CN' }));
    expect(converted['rent.pricePerGpuHour']?.source?.source).toMatch(/由 USD 按 7\.2 折算（美国市场）/);
    // the card's power, the server around it and its lead time, and what a discount saves, in Chinese too
    expect(fills['own.power.gpuWatts']?.source?.source).toMatch(/^data\/gpus\.csv 中 rtx-4090 一行：板卡功耗 450 W/);
    expect(fills['own.power.serverBaseWatts']?.source?.source).toMatch(/4 卡工作站其余部分 517 W$/);
    expect(fills['own.leadTimeMonths']?.source?.source).toMatch(/^假设：消费级显卡现货销售/);
    expect(fills['rent.spotDiscountPct']?.source?.source).toMatch(
      /^共绩算力，抢占式，每卡时 1\.19 CNY，比按需便宜 39\.9%/,
    );
  });

  it('writes every card’s power note in Chinese for a Chinese reader, the China-only cards’ too', () => {
    for (const e of catalog.entries) {
      const power = byPath(catalogFills(e, cny, defaultRate, { lang: 'zh-CN' }))['own.power.gpuWatts'];
      expect(power?.source?.source, e.id).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('replaces every figure the previous pick filled: a 5090 after a 4090 puts back the monthly price and spot discount', () => {
    const after4090 = apply(cny, catalogFills(entry('rtx-4090-cn'), cny, defaultRate)) as Scenario;
    const fills = byPath(catalogFills(entry('rtx-5090'), after4090, defaultRate));
    expect(fills['rent.monthlyPricePerGpu']).toEqual({ path: ['rent', 'monthlyPricePerGpu'], value: null });
    expect(fills['rent.spotDiscountPct']?.value).toBe(DEFAULT_SCENARIO.rent.spotDiscountPct);
    expect(fills['rent.spotDiscountPct']?.source).toBeUndefined();
    // a figure typed by hand has no source: a pick leaves it alone
    const typed = { ...after4090, sources: { ...after4090.sources } };
    delete typed.sources['rent.monthlyPricePerGpu'];
    expect(byPath(catalogFills(entry('rtx-5090'), typed, defaultRate))['rent.monthlyPricePerGpu']).toBeUndefined();
  });

  it('fills only the power of a card without dated prices', () => {
    const fills = catalogFills(entry('v100-sxm2-32gb'), cny, defaultRate);
    expect(fills.map((f) => f.path.join('.'))).toEqual(['own.power.gpuWatts']);
    expect(fills[0]?.value).toBe(300);
  });

  it('leaves out money it has no exchange rate for', () => {
    const fills = catalogFills(entry('h100-sxm'), cny, () => Number.NaN);
    expect(fills.map((f) => f.path.join('.'))).toEqual([
      'own.power.gpuWatts',
      'rent.billingIncrementMinutes',
      'rent.reservedDiscountPct',
      'rent.spotDiscountPct',
      'own.leadTimeMonths',
    ]);
  });

  it('offers every provider the data holds for a card and market to screening, AutoDL among China’s 4090s', () => {
    const names = providersFromCatalog(entry('rtx-4090-cn'), cny, defaultRate).map((p) => p.name);
    expect(names).toContain('AutoDL');
    expect(names.length).toBe(entry('rtx-4090-cn').providers.length);
    expect(providersFromCatalog(entry('h100-sxm'), usd, defaultRate).length).toBeGreaterThan(5);
  });

  it('gives a scenario the strict parser accepts, for every entry, currency, server size and language', () => {
    for (const currency of ['CNY', 'USD', 'JPY']) {
      for (const gpusPerServer of [1, 4, 8]) {
        const base: Scenario = { ...cny, currency, own: { ...cny.own, gpusPerServer } };
        for (const e of catalog.entries) {
          for (const lang of ['en', 'zh-CN'] as const) {
            const fills = catalogFills(e, base, defaultRate, { lang });
            for (const fill of fills) expect(fill.source?.source.length ?? 0).toBeLessThanOrEqual(300);
            const parsed = parseScenario(apply(base, fills), 'strict');
            expect(parsed.problems, `${e.id} ${currency} ${gpusPerServer} ${lang}`).toEqual([]);
          }
        }
      }
    }
  });
});

describe('the catalog holds together (invariants on the built catalog)', () => {
  const FAMILIES: readonly (readonly string[])[] = [
    ['a100-sxm4-80gb', 'h100-sxm', 'h200-sxm', 'b200'],
    ['a800-80gb', 'h800-80gb'],
    ['rtx-3090', 'rtx-4090', 'rtx-5090'],
  ];
  const rows = (e: CatalogEntry) => [
    e.rental,
    e.purchase.card,
    e.purchase.server,
    e.plans.monthly,
    e.plans.weekly,
    e.plans.reservedDiscount,
    e.plans.spotDiscount,
    ...e.providers,
  ];

  it('costs an n-card server at least n × that card, in every entry and at every server size', () => {
    for (const e of catalog.entries) {
      const { card, server } = e.purchase;
      if (card && server) expect(server.price, e.id).toBeGreaterThanOrEqual(server.gpus * card.price);
      for (const gpusPerServer of [1, 2, 4, 8]) {
        const scenario = {
          ...DEFAULT_SCENARIO,
          currency: card?.currency ?? 'USD',
          own: { ...DEFAULT_SCENARIO.own, gpusPerServer },
        };
        const filled = byPath(catalogFills(e, scenario, defaultRate))['own.serverPrice']?.value;
        if (card && typeof filled === 'number')
          expect(filled, `${e.id} × ${gpusPerServer}`).toBeGreaterThanOrEqual(gpusPerServer * card.price);
      }
    }
  });

  it('never takes a module of cards for a server: the H200 and H20 modules are left out', () => {
    for (const e of catalog.entries) expect(e.purchase.server?.source ?? '', e.id).not.toMatch(/module/i);
  });

  it('does not price a newer card of a family below the older one, per card, within one market and period', () => {
    for (const family of FAMILIES) {
      for (const market of ['cn', 'us'] as const) {
        const cards = family.flatMap((card) => catalog.entries.filter((e) => e.card === card && e.market === market));
        for (let i = 1; i < cards.length; i++) {
          const [older, newer] = [cards[i - 1], cards[i]];
          const [a, b] = [older?.purchase.card, newer?.purchase.card];
          if (!a || !b || a.currency !== b.currency) continue;
          if (Math.abs(Date.parse(a.asOf) - Date.parse(b.asOf)) > 366 * 864e5) continue;
          expect(b.price, `${newer?.id} against ${older?.id}`).toBeGreaterThanOrEqual(a.price);
        }
      }
    }
  });

  it('says for every CNY price whether VAT is in it', () => {
    for (const e of catalog.entries)
      for (const row of rows(e))
        if (row && 'currency' in row && row.currency === 'CNY') expect(row.taxBasis, e.id).not.toBe('unknown');
    for (const e of catalog.entries.filter((c) => c.market === 'cn'))
      for (const row of rows(e)) if (row) expect(row.taxBasis, e.id).not.toBe('unknown');
  });

  it('mixes no markets: every price of an entry is from the entry’s market, one entry per card and market', () => {
    for (const e of catalog.entries) for (const row of rows(e)) if (row) expect(row.market, e.id).toBe(e.market);
    const keys = catalog.entries.map((e) => `${e.card}@${e.market}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('takes purchases and rentals of an entry from the same year', () => {
    for (const e of catalog.entries) {
      const rent = e.rental ?? e.plans.monthly;
      for (const buy of [e.purchase.card, e.purchase.server])
        if (rent && buy)
          expect(Math.abs(Date.parse(rent.asOf) - Date.parse(buy.asOf)), e.id).toBeLessThanOrEqual(366 * 864e5);
    }
  });

  it('gives China entries of cards that cannot be bought new an export-control note with its date', () => {
    for (const id of ['h100-sxm-cn', 'rtx-4090-cn']) {
      expect(entry(id).exportControl?.note, id).toMatch(/not sold new in China/);
      expect(isRealDate(entry(id).exportControl?.asOf ?? ''), id).toBe(true);
    }
  });

  it('is a snapshot named by its date and the hash of its entries', () => {
    const hash = createHash('sha256').update(JSON.stringify(json.entries)).digest('hex').slice(0, 8);
    expect(catalog.snapshot).toEqual({
      id: `${catalog.researchedOn}-${hash}`,
      date: catalog.researchedOn,
      methodology: 2,
    });
  });
});

/** Every figure of the server data beside its source and date, named for the test's messages. */
function serverFigures(): [string, { source: string; asOf: string }][] {
  const figures: [string, { source: string; asOf: string }][] = [];
  for (const [id, type] of Object.entries(SERVER_TYPES)) {
    figures.push([`${id} power`, type.power]);
    if ('networkPerServer' in type) figures.push([`${id} network`, type.networkPerServer]);
  }
  for (const [id, lead] of Object.entries(LEAD_TIMES)) figures.push([`${id} lead time`, lead]);
  for (const [market, rates] of Object.entries(COLOCATION)) {
    for (const rate of rates) {
      if (rate.kind === 'per-kW') figures.push([`${market} per kW`, rate.perKWMonth]);
      else figures.push([`${market} cabinet`, rate.perCabinetMonth], [`${market} cabinet kW`, rate.cabinetKW]);
    }
  }
  return figures;
}

describe('the server around the cards (servers.ts)', () => {
  it("gives each figure a source, with room for the fill's notes, and a real date", () => {
    const figures = serverFigures();
    expect(figures.length).toBeGreaterThan(15);
    for (const [name, figure] of figures) {
      expect(figure.source.length, name).toBeGreaterThan(40);
      expect(figure.source.length, name).toBeLessThanOrEqual(230);
      expect(isRealDate(figure.asOf), name).toBe(true);
    }
  });

  it('names only catalog entries, and server types it has', () => {
    const ids = new Set(catalog.entries.map((e) => e.id));
    for (const [entryId, typeId] of Object.entries(SERVER_TYPE_OF)) {
      expect(ids.has(entryId), entryId).toBe(true);
      expect(SERVER_TYPES[typeId], entryId).toBeDefined();
    }
    for (const entryId of Object.keys(LEAD_TIMES)) expect(ids.has(entryId), entryId).toBe(true);
  });
});

describe('catalogFills: the server around the cards', () => {
  const usd8: Scenario = {
    ...DEFAULT_SCENARIO,
    currency: 'USD',
    own: { ...DEFAULT_SCENARIO.own, gpusPerServer: 8 },
  };
  /** The whole draw of one server the fill describes, in W: its cards at work and its base. */
  const serverWatts = (fills: Record<string, CatalogFill>, gpus: number) =>
    gpus * (fills['own.power.gpuWatts']?.value ?? 0) + (fills['own.power.serverBaseWatts']?.value ?? 0);

  it('draws at least 10 kW a server when 8 H100s fill it, as NVIDIA rates a DGX H100', () => {
    const fills = byPath(catalogFills(entry('h100-sxm'), usd8, defaultRate));
    expect(serverWatts(fills, 8)).toBeGreaterThanOrEqual(10_000);
    expect(serverWatts(fills, 8)).toBe(10_200);
    expect(fills['own.power.serverBaseWatts']?.source?.source).toMatch(/10\.2 kW max/);
  });

  it("rates 8-card A100 and B200 servers at their DGX systems' maximum draw", () => {
    expect(serverWatts(byPath(catalogFills(entry('a100-sxm4-80gb'), usd8, defaultRate)), 8)).toBe(6_500);
    expect(serverWatts(byPath(catalogFills(entry('b200'), usd8, defaultRate)), 8)).toBe(14_300);
  });

  it('sets the lead time, the network fabric and colocation by power for an 8-card H100 server', () => {
    const fills = byPath(catalogFills(entry('h100-sxm'), usd8, defaultRate));
    expect(fills['own.leadTimeMonths']?.value).toBe(3.2); // 12 weeks on order and 2 of burn-in
    expect(fills['own.leadTimeMonths']?.source?.asOf).toBe('2024-04-01');
    expect(fills['own.cluster.networkPerServer']?.value).toBe(15_060);
    expect(fills['own.cluster.networkPerServer']?.source?.source).toMatch(/^H100 cluster cost sheet/);
    expect(fills['own.ops.colocationPerKWMonth']?.value).toBe(184.06);
    expect(fills['own.ops.colocationPerKWMonth']?.source?.source).toMatch(/^CBRE .* H2 2024/);
  });

  it('prices colocation at the Chinese rate in yuan, and converts the fabric', () => {
    const cny8 = { ...usd8, currency: 'CNY' };
    const fills = byPath(catalogFills(entry('h100-sxm'), cny8, defaultRate));
    expect(fills['own.ops.colocationPerKWMonth']?.value).toBe(570);
    expect(fills['own.ops.colocationPerKWMonth']?.source?.asOf).toBe('2026-06-30');
    expect(fills['own.cluster.networkPerServer']?.value).toBe(108_432); // 15,060 USD × 7.2
    expect(fills['own.cluster.networkPerServer']?.source?.source).toMatch(
      /\(converted from USD at 7\.2 \(US market\)\)$/,
    );
  });

  it('fills no server figures for a server of another size than the type it knows', () => {
    const fills = byPath(
      catalogFills(entry('h100-sxm'), { ...usd8, own: { ...usd8.own, gpusPerServer: 4 } }, defaultRate),
    );
    expect(fills['own.power.serverBaseWatts']).toBeUndefined();
    expect(fills['own.cluster.networkPerServer']).toBeUndefined();
    expect(fills['own.ops.colocationPerKWMonth']).toBeUndefined();
    expect(fills['own.leadTimeMonths']?.value).toBe(3.2); // the card's, whatever the server
  });

  it('takes back the server figures an earlier pick filled when the new one has none, and keeps typed ones', () => {
    const h100 = apply(usd8, catalogFills(entry('h100-sxm'), usd8, defaultRate)) as Scenario;
    const fills = byPath(catalogFills(entry('l4'), h100, defaultRate));
    expect(fills['own.cluster.networkPerServer']).toEqual({ path: ['own', 'cluster', 'networkPerServer'], value: 0 });
    expect(fills['own.ops.colocationPerKWMonth']?.value).toBe(0);
    expect(fills['own.power.serverBaseWatts']?.value).toBe(DEFAULT_SCENARIO.own.power.serverBaseWatts);
    expect(fills['own.leadTimeMonths']?.value).toBe(DEFAULT_SCENARIO.own.leadTimeMonths);

    // a network figure typed by hand has no source: a pick leaves it alone
    const typed = { ...h100, sources: { ...h100.sources } };
    delete typed.sources['own.cluster.networkPerServer'];
    expect(byPath(catalogFills(entry('l4'), typed, defaultRate))['own.cluster.networkPerServer']).toBeUndefined();
  });
});
