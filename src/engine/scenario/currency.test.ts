import { describe, expect, it } from 'vitest';
import { QUIET, scenario } from '../../../tests/support/scenarios.ts';
import { withSections } from '../../../tests/support/sections.ts';
import { convertCurrency } from './currency.ts';
import { parseScenario } from './parse.ts';
import type { Scenario } from './schema.ts';

function converted(s: Scenario, currency: string, rate: number): Scenario {
  const result = convertCurrency(s, currency, rate);
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return result.scenario;
}

describe('converting a scenario to another currency', () => {
  it('multiplies every money field by the rate and leaves watts, hours and percentages alone', () => {
    const s = scenario({ own: { serverPrice: 280_000, power: { pricePerKWh: 0.8, gpuWatts: 300 } } });
    const usd = converted(s, 'USD', 0.125);
    expect(usd.currency).toBe('USD');
    // 280,000 × 0.125 = 35,000; 0.8 × 0.125 = 0.1
    expect(usd.own.serverPrice).toBe(35_000);
    expect(usd.own.power.pricePerKWh).toBe(0.1);
    expect(usd.own.power.gpuWatts).toBe(300);
    expect(usd.workload.hoursPerDay).toBe(8);
  });

  it('converts the time-of-use tariff, the uncertainty ranges and the cache price with the rest', () => {
    const base = withSections(
      scenario({
        own: {
          power: {
            pricePerKWh: 0.8,
            timeOfUse: { peakPricePerKWh: 1.2, offPeakPricePerKWh: 0.4, peakHoursPerDay: 8, busyAtPeakPct: 50 },
          },
        },
      }),
      {
        storageIO: { epochMinutes: 60, ioWaitPct: 20, epochsPerMonth: 10, cacheGB: 100, cachePricePerGBMonth: 0.8 },
        uncertainty: {
          pricePerGpuHour: { low: 8, likely: 16, high: 24 },
          pricePerKWh: { low: 0.4, likely: 0.8, high: 1.6 },
          serverPrice: { low: 200_000, likely: 280_000, high: 400_000 },
          hoursPerDay: { low: 4, likely: 8, high: 12 },
        },
      },
    );
    const usd = converted(base, 'USD', 0.125);
    // 1.2 × 0.125 = 0.15; 0.4 × 0.125 = 0.05; peak hours and the busy share are not money
    expect(usd.own.power.timeOfUse).toEqual({
      peakPricePerKWh: 0.15,
      offPeakPricePerKWh: 0.05,
      peakHoursPerDay: 8,
      busyAtPeakPct: 50,
    });
    expect(usd.storageIO?.cachePricePerGBMonth).toBe(0.1);
    expect(usd.storageIO?.cacheGB).toBe(100);
    expect(usd.uncertainty?.pricePerGpuHour).toEqual({ low: 1, likely: 2, high: 3 });
    expect(usd.uncertainty?.pricePerKWh).toEqual({ low: 0.05, likely: 0.1, high: 0.2 });
    expect(usd.uncertainty?.serverPrice).toEqual({ low: 25_000, likely: 35_000, high: 50_000 });
    // hours are not money
    expect(usd.uncertainty?.hoursPerDay).toEqual({ low: 4, likely: 8, high: 12 });
  });

  it("converts every provider's prices and leaves its measurements alone", () => {
    const parsed = parseScenario(
      {
        ...QUIET,
        providers: {
          list: {
            north: {
              name: 'North',
              pricePerGpuHour: 16,
              monthlyPricePerGpu: 8000,
              weeklyPricePerGpu: 2400,
              hotStoragePricePerGBMonth: 0.8,
              bandwidthGbps: 25,
              source: { source: 'price page', asOf: '2026-11-01' },
            },
            south: { name: 'South', pricePerGpuHour: 8 },
          },
        },
      },
      'strict',
    );
    if (!parsed.ok) throw new Error('test scenario is invalid');
    const usd = converted(parsed.scenario, 'USD', 0.125);
    const north = usd.providers?.list.north;
    expect(north?.pricePerGpuHour).toBe(2);
    expect(north?.monthlyPricePerGpu).toBe(1000);
    expect(north?.weeklyPricePerGpu).toBe(300);
    expect(north?.hotStoragePricePerGBMonth).toBe(0.1);
    expect(north?.bandwidthGbps).toBe(25);
    expect(north?.source?.source).toBe('price page (converted from CNY at 0.125)');
    const south = usd.providers?.list.south;
    expect(south?.pricePerGpuHour).toBe(1);
    // a price the provider does not offer stays absent
    expect(south?.monthlyPricePerGpu).toBeNull();
  });

  it("converts the billing target screening holds providers' prices against, and leaves an unset one unset", () => {
    const parsed = parseScenario(
      { ...QUIET, providers: { targets: { costPerBusyGpuHour: 16, bandwidthGbps: 25 }, list: {} } },
      'strict',
    );
    if (!parsed.ok) throw new Error('test scenario is invalid');
    const usd = converted(parsed.scenario, 'USD', 0.125);
    // 16 × 0.125 = 2 per busy card-hour; the bandwidth target is not money
    expect(usd.providers?.targets.costPerBusyGpuHour).toBe(2);
    expect(usd.providers?.targets.bandwidthGbps).toBe(25);
    const unset = parseScenario({ ...QUIET, providers: { list: {} } }, 'strict');
    if (!unset.ok) throw new Error('test scenario is invalid');
    expect(converted(unset.scenario, 'USD', 0.125).providers?.targets.costPerBusyGpuHour).toBeNull();
  });
});

describe('the figures as typed, carried by the converted scenario', () => {
  /** As a link or a saved list gives it back: written as JSON and read by the lenient parser. */
  function reread(s: Scenario): Scenario {
    const read = parseScenario(JSON.parse(JSON.stringify(s)), 'lenient');
    expect(read.problems).toEqual([]);
    if (!read.scenario) throw new Error('the scenario did not read back');
    return read.scenario;
  }

  it('records the figures typed in yuan and the rate, and gives them back after being written and read again', () => {
    const s = scenario({ own: { serverPrice: 280_000, power: { pricePerKWh: 0.8 } } });
    const usd = reread(converted(s, 'USD', 0.138889));
    expect(usd.convertedFrom?.currency).toBe('CNY');
    expect(usd.convertedFrom?.rate).toBe(0.138889);
    expect(usd.convertedFrom?.figures['own.serverPrice']).toBe(280_000);
    const back = converted(usd, 'CNY', 7.2);
    // not 280,000 × 0.138889 × 7.2 = 280,000.224
    expect(back.own.serverPrice).toBe(280_000);
    expect(back.own.power.pricePerKWh).toBe(0.8);
    // back where the figures were typed, there is nothing left to undo
    expect(back.convertedFrom).toBeUndefined();
    expect(back).toEqual(s);
  });

  it('converts the typed figures at the combined rate on to a third currency, and gives them back from there', () => {
    const s = scenario({ own: { serverPrice: 280_000 } });
    const eur = reread(converted(reread(converted(s, 'USD', 0.138889)), 'EUR', 0.92));
    expect(eur.convertedFrom?.currency).toBe('CNY');
    expect(eur.convertedFrom?.rate).toBe(0.138889 * 0.92);
    expect(eur.own.serverPrice).toBe(280_000 * (0.138889 * 0.92));
    expect(converted(eur, 'CNY', 7.826087)).toEqual(s);
  });

  it('converts a figure changed since at the rate given, and records the figures it converts afresh', () => {
    const s = scenario({ own: { serverPrice: 280_000 } });
    const usd = converted(s, 'USD', 0.125);
    const edited: Scenario = { ...usd, own: { ...usd.own, serverPrice: 40_000 } };
    const back = converted(edited, 'CNY', 8);
    // 40,000 × 8 = 320,000; the rent price comes back as typed
    expect(back.own.serverPrice).toBe(320_000);
    expect(back.rent.pricePerGpuHour).toBe(s.rent.pricePerGpuHour);
    // the 40,000 typed in dollars is what converting to dollars again gives back
    expect(back.convertedFrom).toEqual({ currency: 'USD', rate: 8, figures: { 'own.serverPrice': 40_000 }, notes: {} });
    expect(converted(back, 'USD', 0.125).own.serverPrice).toBe(40_000);
  });

  it('gives a source note back as written, and marks it once through several currencies', () => {
    const s = parseScenario(
      { ...QUIET, sources: { 'own.serverPrice': { source: 'vendor quote', asOf: '2026-11-01' } } },
      'strict',
    );
    if (!s.ok) throw new Error('test scenario is invalid');
    const eur = converted(converted(s.scenario, 'USD', 0.125), 'EUR', 0.9);
    expect(eur.sources['own.serverPrice']?.source).toBe('vendor quote (converted from CNY at 0.1125)');
    expect(converted(eur, 'CNY', 8.9).sources['own.serverPrice']?.source).toBe('vendor quote');
  });

  it('reads a link whose record is damaged without the record, and says so', () => {
    const usd = converted(scenario({ own: { serverPrice: 280_000 } }), 'USD', 0.125);
    const damaged = JSON.parse(JSON.stringify(usd));
    damaged.convertedFrom.figures['own.serverPrice'] = -5;
    const read = parseScenario(damaged, 'lenient');
    expect(read.scenario?.convertedFrom).toBeUndefined();
    expect(read.scenario?.own.serverPrice).toBe(35_000);
    expect(read.problems.map((p) => [p.path, p.fix])).toEqual([
      ['convertedFrom.figures.own.serverPrice', 'removed convertedFrom'],
    ]);
  });
});
