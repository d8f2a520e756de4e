import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { rangeOf } from '../../tests/support/arbitraries.ts';
import { FakeStorage } from '../../tests/support/fake-storage.ts';
import { providersArb } from '../../tests/support/providerArbitraries.ts';
import { resetToStartup } from '../../tests/support/startup.ts';
import { allToolsArb } from '../../tests/support/toolArbitraries.ts';
import { CURRENCIES, defaultConversion } from '../data/rates.ts';
import { MONEY_PATHS } from '../engine/conversion.ts';
import type { Scenario } from '../engine/index.ts';
import { decodeLink } from './link/codec.ts';
import { encodeLink } from './link/write.ts';
import { createSavedStore } from './saved.ts';
import { calculatorStore, resetCalculator } from './store.ts';

const store = () => calculatorStore.getState();

/** Converts as the dialog does, failing the test when the store refuses. */
async function convert(currency: string, rate: number): Promise<void> {
  const problems = await store().switchCurrency(currency, rate);
  expect(problems).toEqual([]);
}

beforeEach(resetToStartup);

/** Any scenario with every tool (and maybe providers), another currency, and rates there and back. */
const roundTripArb = fc
  .tuple(allToolsArb, fc.option(providersArb, { nil: undefined }))
  .map(([s, providers]): Scenario => (providers ? { ...s, providers } : s))
  // a rate the scenario's figures allow, spread evenly over its orders of magnitude
  .chain((s) => {
    const [lowest, highest] = ratesAllowed(s);
    return fc.record({
      s: fc.constant(s),
      other: fc.constantFrom(...CURRENCIES).filter((c) => c !== s.currency),
      there: fc.double({ min: 0, max: 1, noNaN: true }).map((t) => lowest * (highest / lowest) ** t),
      back: fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
    });
  });

describe('converting the currency and back', () => {
  it('gives back exactly the 280,000 and 0.8 the user typed after CNY → USD → CNY at the offered rates', async () => {
    store().setField(['own', 'power', 'pricePerKWh'], 0.8);
    expect(store().scenario.own.serverPrice).toBe(280_000);
    // the dialog offers 1 / 7.2 rounded to 0.138889, and 7.2 on the way back
    await convert('USD', 0.138889);
    // 280,000 × 0.138889 = 38,888.92
    expect(store().scenario.own.serverPrice).toBeCloseTo(38_888.92, 6);
    await convert('CNY', 7.2);
    const back = store().scenario;
    expect(back.currency).toBe('CNY');
    // not 38,888.92 × 7.2 = 280,000.224, nor 0.8 × 0.138889 × 7.2 = 0.80000064
    expect(back.own.serverPrice).toBe(280_000);
    expect(back.own.power.pricePerKWh).toBe(0.8);
    expect(back.rent.pricePerGpuHour).toBe(0.8);
    // the input boxes show the draft
    expect(store().draft).toEqual(JSON.parse(JSON.stringify(back)));
  });

  it('writes each converted amount as a reader would type it, and computes with exactly that', async () => {
    // the default 0.63 a kWh at 0.138889 is 0.08750007: the field would show 0.08750007
    await convert('USD', 0.138889);
    const { scenario, draft } = store();
    expect(scenario.own.power.pricePerKWh).toBe(0.0875);
    // 280,000 × 0.138889 = 38,888.92 to the cent
    expect(scenario.own.serverPrice).toBe(38_888.92);
    // the fields show the draft, and the engine reads the same figures
    expect(draft).toEqual(JSON.parse(JSON.stringify(scenario)));
    // into yen, whole yen: 0.0875 a kWh at 150 is 13.13 (four significant digits), the server 5,833,338
    await convert('JPY', 150);
    expect(store().scenario.own.power.pricePerKWh).toBe(13.13);
    expect(store().scenario.own.serverPrice).toBe(5_833_338);
  });

  it('gives back the typed figures after CNY → USD → EUR → CNY', async () => {
    store().setField(['own', 'power', 'pricePerKWh'], 0.8);
    const typed = store().scenario;
    await convert('USD', 0.138889);
    await convert('EUR', 0.92);
    // 7.2 / 0.92 = 7.826087 rounded
    await convert('CNY', 7.826087);
    expect(store().scenario).toEqual(typed);
  });

  it('converts at the given rate a figure the user changed since, and restores the ones left alone', async () => {
    store().setField(['own', 'power', 'pricePerKWh'], 0.8);
    await convert('USD', 0.138889);
    store().setField(['own', 'serverPrice'], 40_000);
    await convert('CNY', 7.2);
    const back = store().scenario;
    // 40,000 × 7.2 = 288,000
    expect(back.own.serverPrice).toBeCloseTo(288_000, 6);
    expect(back.own.power.pricePerKWh).toBe(0.8);
    expect(back.rent.pricePerGpuHour).toBe(0.8);
  });

  it('gives back 280,000 after CNY → USD, a share link opened afresh and back to CNY', async () => {
    // a rate typed by hand, rounded as people write rates
    await convert('USD', 0.138889);
    const query = await encodeLink(store().scenario, {});
    // the link opened in another tab, or after a reload: nothing of this visit is left
    resetCalculator();
    const opened = await decodeLink(query);
    if (!opened.scenario) throw new Error('the link carried no scenario');
    store().loadScenario(opened.scenario);
    expect(store().scenario.currency).toBe('USD');
    expect(store().scenario.own.serverPrice).toBeCloseTo(38_888.92, 6);
    await convert('CNY', 7.2);
    // not 38,888.92 × 7.2 = 280,000.224
    expect(store().scenario.own.serverPrice).toBe(280_000);
    expect(store().scenario.own.ops.staffPerYear).toBe(120_000);
    expect(store().scenario.rent.pricePerGpuHour).toBe(0.8);
    expect(store().scenario.own.power.pricePerKWh).toBe(0.63);
  });

  it('gives back 280,000 after CNY → USD, saving, reloading the saved list and back to CNY', async () => {
    await convert('USD', 0.138889);
    const storage = new FakeStorage();
    expect(createSavedStore(storage).save('In dollars', store().scenario).ok).toBe(true);
    resetCalculator();
    const [entry] = createSavedStore(storage).list().entries;
    if (!entry) throw new Error('the saved list lost the entry');
    store().loadScenario(entry.scenario);
    expect(store().scenario.currency).toBe('USD');
    await convert('CNY', 7.2);
    expect(store().scenario.own.serverPrice).toBe(280_000);
    expect(store().scenario.rent.pricePerGpuHour).toBe(0.8);
  });

  it('converts at the offered default rate unrounded: 280,000 yuan is $38,888.89, as the widget shows', async () => {
    const offered = defaultConversion('CNY', 'USD');
    if (!offered) throw new Error('no default rate from CNY to USD');
    await convert('USD', offered.rate);
    // 280,000 / 7.2 = 38,888.888…, not 280,000 × 0.138889 = 38,888.92; written to the cent, as a
    // reader would type it, and as the widget shows it
    expect(store().scenario.own.serverPrice).toBe(38_888.89);
  });

  it('converts a figure changed after the link was opened at the rate given, and restores the rest', async () => {
    await convert('USD', 0.138889);
    const opened = await decodeLink(await encodeLink(store().scenario, {}));
    if (!opened.scenario) throw new Error('the link carried no scenario');
    resetCalculator();
    store().loadScenario(opened.scenario);
    store().setField(['own', 'serverPrice'], 40_000);
    await convert('CNY', 7.2);
    // 40,000 × 7.2 = 288,000
    expect(store().scenario.own.serverPrice).toBeCloseTo(288_000, 6);
    expect(store().scenario.rent.pricePerGpuHour).toBe(0.8);
  });

  it('gives back any untouched scenario exactly after A → B → A, at any pair of rates', async () => {
    await fc.assert(
      fc.asyncProperty(roundTripArb, async ({ s, other, there, back }) => {
        resetCalculator();
        store().loadScenario(s);
        expect(await store().switchCurrency(other, there)).toEqual([]);
        expect(store().scenario.currency).toBe(other);
        expect(await store().switchCurrency(s.currency, back)).toEqual([]);
        expect(store().scenario).toEqual(s);
      }),
      { numRuns: 100 },
    );
  });
  it('gives back any untouched scenario exactly after A → B, a share link opened afresh, and → A', async () => {
    await fc.assert(
      fc.asyncProperty(roundTripArb, async ({ s, other, there, back }) => {
        resetCalculator();
        store().loadScenario(s);
        expect(await store().switchCurrency(other, there)).toEqual([]);
        const opened = await decodeLink(await encodeLink(store().scenario, {}));
        expect(opened.fieldProblems).toEqual([]);
        resetCalculator();
        if (opened.scenario) store().loadScenario(opened.scenario);
        expect(await store().switchCurrency(s.currency, back)).toEqual([]);
        expect(store().scenario).toEqual(s);
      }),
      { numRuns: 40 },
    );
  });
});

/** The rates at which every money figure of `s` stays within its field's range: [lowest, highest]. */
function ratesAllowed(s: Scenario): readonly [number, number] {
  let lowest = 1e-3;
  let highest = 1e3;
  for (const path of MONEY_PATHS) {
    const last = path.length - 1;
    const parents = path.slice(0, last).reduce<unknown[]>(
      (nodes, key) =>
        nodes.flatMap((node) => {
          if (typeof node !== 'object' || node === null) return [];
          const record = node as Record<string, unknown>;
          return key === '*' ? Object.values(record) : [record[key]];
        }),
      [s],
    );
    const { max, smallestNonZero } = rangeOf(path.map((key) => (key === '*' ? 'ID' : key)).join('.'));
    for (const parent of parents) {
      const value = (parent as Record<string, unknown> | null)?.[path[last] as string];
      if (typeof value !== 'number' || value === 0) continue;
      lowest = Math.max(lowest, (smallestNonZero / value) * 1.001);
      highest = Math.min(highest, (max / value) * 0.999);
    }
  }
  return lowest < highest ? [lowest, highest] : [1, 1];
}
