import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { rangeOf } from '../../tests/support/arbitraries.ts';
import { providersArb } from '../../tests/support/providerArbitraries.ts';
import { allToolsArb } from '../../tests/support/toolArbitraries.ts';
import { CURRENCIES } from '../data/rates.ts';
import { MONEY_PATHS } from '../engine/conversion.ts';
import type { Scenario } from '../engine/index.ts';
import { calculatorStore, resetCalculator } from './store.ts';

const store = () => calculatorStore.getState();

/** Converts as the dialog does, failing the test when the store refuses. */
async function convert(currency: string, rate: number): Promise<void> {
  const problems = await store().switchCurrency(currency, rate);
  expect(problems).toEqual([]);
}

beforeEach(resetCalculator);

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

  it('forgets the figures typed before a scenario is loaded', async () => {
    await convert('USD', 0.138889);
    // the user saved the dollar scenario and opens it again: it is now what they have
    store().loadScenario(store().scenario);
    await convert('CNY', 7.2);
    // 38,888.92 × 7.2 = 280,000.224, written to the fen as a reader would type it
    expect(store().scenario.own.serverPrice).toBe(280_000.22);
  });

  it('gives back any untouched scenario exactly after A → B → A, at any pair of rates', async () => {
    const scenarioArb = fc
      .tuple(allToolsArb, fc.option(providersArb, { nil: undefined }))
      .map(([s, providers]): Scenario => (providers ? { ...s, providers } : s));
    // a rate the scenario's figures allow, spread evenly over its orders of magnitude
    const caseArb = scenarioArb.chain((s) => {
      const [lowest, highest] = ratesAllowed(s);
      const rateArb = fc.double({ min: 0, max: 1, noNaN: true }).map((t) => lowest * (highest / lowest) ** t);
      return fc.record({
        s: fc.constant(s),
        other: fc.constantFrom(...CURRENCIES).filter((c) => c !== s.currency),
        there: rateArb,
        back: fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
      });
    });
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ s, other, there, back }) => {
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
