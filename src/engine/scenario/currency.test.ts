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
