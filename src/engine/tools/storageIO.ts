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

/**
 * What one card-hour less saves under the scenario's plan: the price on demand, the discounted price
 * (with its overhead) on spot, and nothing on a plan paid by the month, week or reservation, where
 * shorter epochs free the cards but do not lower the bill.
 */
export function pricePerSavedHour(scenario: Scenario): number {
  const rent = scenario.rent;
  switch (rent.plan) {
    case 'on-demand':
      return rent.pricePerGpuHour;
    case 'spot':
      return rent.pricePerGpuHour * (1 - rent.spotDiscountPct / 100) * (1 + rent.spotOverheadPct / 100);
    default:
      return 0;
  }
}

/**
 * The figures an epoch's saving is worked out from: its compute minutes (the part that is not I/O
 * wait), the rented cards, and what a card-hour less saves with cloud VAT.
 */
export function storageIOBasis(scenario: Scenario, input: Tools['storageIO']) {
  return {
    computeMinutes: input.epochMinutes * (1 - input.ioWaitPct / 100),
    cards: rentedCards(scenario),
    pricePerHour: pricePerSavedHour(scenario) * cloudVat(scenario),
  };
}

export function storageIOOf(scenario: Scenario, input: Tools['storageIO']): StorageIO {
  const { computeMinutes, cards, pricePerHour } = storageIOBasis(scenario, input);
  const cachedEpochMinutes = computeMinutes / (1 - input.ioWaitWithCachePct / 100);
  const gpuHoursSavedPerMonth = (cards * input.epochsPerMonth * (input.epochMinutes - cachedEpochMinutes)) / 60;
  const savedPerMonth = gpuHoursSavedPerMonth * pricePerHour;
  const cachePerMonth = input.cacheGB * input.cachePricePerGBMonth * cloudVat(scenario);
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
