// The hybrid tool's worked scenarios: src/engine/tools/hybrid.test.ts works their figures by hand, and
// src/cli/words.test.ts words the answers they give.
import { type Overrides, scenario } from './scenarios.ts';
import { withSections } from './sections.ts';

/**
 * 2 cards busy around the clock on 360 days, 6 at the peak (8 h on 30 days); renting at 1 a card-hour,
 * 40 % off reserved; owning in 2-card servers of `serverPrice`, written off over one year.
 */
export const peakScenario = (serverPrice: number, overrides: Overrides = {}) =>
  withSections(
    scenario({
      workload: { gpus: 2, hoursPerDay: 24 },
      ...overrides,
      own: { serverPrice, gpusPerServer: 2, depreciation: { years: 1 }, ...overrides.own },
      rent: { pricePerGpuHour: 1, ...overrides.rent },
    }),
    { hybrid: { peakGpus: 6, peakDaysPerYear: 30, peakHoursPerDay: 8 } },
  );

/**
 * 2 cards busy around the clock on 360 days, a third 24 h on 180 days; on demand at 1 a card-hour or
 * monthly at 300 a card; 2-card servers of 6,000, written off over one year.
 */
export const monthlyPeakScenario = (workload: Overrides['workload'] = {}) =>
  withSections(
    scenario({
      workload: { gpus: 2, hoursPerDay: 24, ...workload },
      own: { serverPrice: 6_000, gpusPerServer: 2, depreciation: { years: 1 } },
      rent: { pricePerGpuHour: 1, monthlyPricePerGpu: 300 },
    }),
    { hybrid: { peakGpus: 3, peakDaysPerYear: 180, peakHoursPerDay: 24 } },
  );
