// Storage and I/O: a hot-storage cache shortens every epoch by removing I/O wait. What the shorter
// epochs save in billed card-hours, against what the cache costs.
import { cloudVat, rentedCards } from '../rent.ts';
import type { Scenario, Tools } from '../scenario/schema.ts';

export interface StorageIO {
  readonly epochMinutes: number;
  /** the compute part of the epoch ÷ (1 − the I/O wait share that remains with the cache) */
  readonly cachedEpochMinutes: number;
  /** card-hours a month the rented cards no longer pay for */
  readonly gpuHoursSavedPerMonth: number;
  readonly savedPerMonth: number;
  readonly cachePerMonth: number;
  /** saved − cache: positive when the cache pays for itself */
  readonly netPerMonth: number;
  readonly netTotal: number;
}

export function storageIOOf(scenario: Scenario, input: Tools['storageIO']): StorageIO {
  const vat = cloudVat(scenario);
  const compute = input.epochMinutes * (1 - input.ioWaitPct / 100);
  const cachedEpochMinutes = compute / (1 - input.ioWaitWithCachePct / 100);
  const gpuHoursSavedPerMonth =
    (rentedCards(scenario) * input.epochsPerMonth * (input.epochMinutes - cachedEpochMinutes)) / 60;
  const savedPerMonth = gpuHoursSavedPerMonth * scenario.rent.pricePerGpuHour * vat;
  const cachePerMonth = input.cacheGB * input.cachePricePerGBMonth * vat;
  const netPerMonth = savedPerMonth - cachePerMonth;
  return {
    epochMinutes: input.epochMinutes,
    cachedEpochMinutes,
    gpuHoursSavedPerMonth,
    savedPerMonth,
    cachePerMonth,
    netPerMonth,
    netTotal: netPerMonth * scenario.horizonMonths,
  };
}
