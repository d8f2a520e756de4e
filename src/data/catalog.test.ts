import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO, type Scenario, setIn } from '../engine/index.ts';
import { parseScenario } from '../engine/reading.ts';
import json from './catalog.json';
import { type CatalogEntry, type CatalogFill, catalogFills, loadCatalog } from './catalog.ts';
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
      catalog.entries.map(({ id, name, market, memoryGB, asOf }) => ({ id, name, market, memoryGB, asOf })),
    );
  });

  it('has one entry per GPU of data/gpus.csv, plus the China-market cards, each id once', () => {
    const csv = readFileSync(resolve(import.meta.dirname, '../../data/gpus.csv'), 'utf8');
    const ids = csv
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    const catalogIds = catalog.entries.map((e) => e.id);
    expect(new Set(catalogIds).size).toBe(catalogIds.length);
    expect(catalogIds).toEqual([...ids, 'a800-80gb', 'h800-80gb', 'rtx-4090-cn']);
  });

  it('gives every figure a source of at most 300 characters, a real date and a positive amount', () => {
    for (const e of catalog.entries) {
      const figures = [e.power, e.purchase.card, e.purchase.server, e.rental].filter((f) => f !== null);
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
      const prices = [e.purchase.card, e.purchase.server, e.rental].filter((f) => f !== null).map((f) => f.asOf);
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

  it('converts an H100 from USD to CNY at 7.2, pricing a 4-card server as 4 cards without a host', () => {
    const fills = byPath(catalogFills(entry('h100-sxm'), cny, defaultRate));
    expect(Object.keys(fills)).toEqual([
      'own.power.gpuWatts',
      'own.serverPrice',
      'rent.pricePerGpuHour',
      'rent.billingIncrementMinutes',
      'own.leadTimeMonths',
    ]);
    expect(fills['own.power.gpuWatts']?.value).toBe(700);
    expect(fills['own.serverPrice']?.value).toBe(864_000); // 30,000 USD × 4 × 7.2
    expect(fills['own.serverPrice']?.source?.source).toMatch(
      /^list\/MSRP \(alpha-one-index\), ~30000 USD per card.*\(4 × the card price: cards only, no host; converted from USD at 7\.2\)$/,
    );
    expect(fills['own.serverPrice']?.source?.asOf).toBe('2026-03-01');
    expect(fills['rent.pricePerGpuHour']?.value).toBe(30.89); // 4.29 USD × 7.2 = 30.888, to the fen
    expect(fills['rent.pricePerGpuHour']?.source?.source).toMatch(/\(converted from USD at 7\.2\)$/);
    expect(fills['rent.billingIncrementMinutes']?.value).toBe(1);
  });

  it('uses the 8-GPU server price when the scenario buys 8-card servers', () => {
    const eight = { ...cny, own: { ...cny.own, gpusPerServer: 8 } };
    const fills = byPath(catalogFills(entry('h100-sxm'), eight, defaultRate));
    expect(fills['own.serverPrice']?.value).toBe(2_257_200); // 313,500 USD × 7.2
    expect(fills['own.serverPrice']?.source?.asOf).toBe('2024-08-01');
    expect(fills['own.serverPrice']?.source?.source).not.toMatch(/cards only/);
  });

  it('keeps figures unconverted in their own currency', () => {
    const usd = { ...cny, currency: 'USD' };
    const fills = byPath(catalogFills(entry('h100-sxm'), usd, defaultRate));
    expect(fills['own.serverPrice']?.value).toBe(120_000);
    expect(fills['rent.pricePerGpuHour']?.value).toBe(4.29);
    expect(fills['rent.pricePerGpuHour']?.source?.source).not.toMatch(/converted/);
  });

  it('scales an 8-GPU server price to the scenario when no card price is known (A800, CNY)', () => {
    const fills = byPath(catalogFills(entry('a800-80gb'), cny, defaultRate));
    expect(fills['own.serverPrice']?.value).toBe(725_000); // 1,450,000 / 8 × 4
    expect(fills['own.serverPrice']?.source?.source).toMatch(/\(8-GPU server price × 4\/8\)$/);
    expect(fills['rent.pricePerGpuHour']?.value).toBe(7.8);
    expect(fills['rent.billingIncrementMinutes']?.value).toBeCloseTo(1 / 60, 12); // per second
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
      'own.leadTimeMonths',
    ]);
  });

  it('gives a scenario the strict parser accepts, for every entry, currency and server size', () => {
    for (const currency of ['CNY', 'USD', 'JPY']) {
      for (const gpusPerServer of [1, 4, 8]) {
        const base: Scenario = { ...cny, currency, own: { ...cny.own, gpusPerServer } };
        for (const e of catalog.entries) {
          const fills = catalogFills(e, base, defaultRate);
          for (const fill of fills) expect(fill.source?.source.length).toBeLessThanOrEqual(300);
          const parsed = parseScenario(apply(base, fills), 'strict');
          expect(parsed.problems, `${e.id} ${currency} ${gpusPerServer}`).toEqual([]);
          expect(parsed.ok).toBe(true);
        }
      }
    }
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
    expect(fills['own.cluster.networkPerServer']?.source?.source).toMatch(/\(converted from USD at 7\.2\)$/);
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
