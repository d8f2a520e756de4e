// Storage and I/O: a hot-storage cache shortens every epoch by removing I/O wait. What the shorter
// epochs save in billed card-hours, against what the cache costs. The epochs run within the
// workload's rented sessions, so each session shrinks by its epochs' saved minutes and is billed, as
// every rented session is, in whole increments with the plan's minimum (billedMinutes in rent.ts).
import { billedMinutes, cloudVat, rentedCards, rentedSessionMinutes } from '../rent.ts';
import type { Scenario, Tools } from '../scenario/schema.ts';
import { MONTHS_PER_YEAR } from '../units.ts';

export interface StorageIO {
  readonly epochMinutes: number;
  /** the compute part of the epoch ÷ (1 − the I/O wait share that remains with the cache) */
  readonly cachedEpochMinutes: number;
  /** the workload's sessions a month (active days ÷ 12 × sessions a day), and the epochs in each */
  readonly sessionsPerMonth: number;
  readonly epochsPerSession: number;
  /** a rented session without and with the cache (never below 0), and each billed */
  readonly sessionMinutes: number;
  readonly cachedSessionMinutes: number;
  readonly billedMinutesPerSession: number;
  readonly cachedBilledMinutesPerSession: number;
  /** billed card-hours a month the rented cards no longer pay for */
  readonly gpuHoursSavedPerMonth: number;
  readonly savedPerMonth: number;
  readonly cachePerMonth: number;
  /** saved − cache: positive when the cache pays for itself */
  readonly netPerMonth: number;
  readonly netTotal: number;
}

/**
 * What one billed card-hour less saves under the scenario's plan: the price on demand, the discounted
 * price (with its overhead) on spot, and nothing on a plan paid by the month, week or reservation,
 * where shorter epochs free the cards but do not lower the bill.
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
 * wait), the rented cards, the workload's sessions a month, and what a card-hour less saves with
 * cloud VAT.
 */
export function storageIOBasis(scenario: Scenario, input: Tools['storageIO']) {
  const { daysPerYear, sessionsPerDay } = scenario.workload;
  return {
    computeMinutes: input.epochMinutes * (1 - input.ioWaitPct / 100),
    cards: rentedCards(scenario),
    sessionsPerMonth: (daysPerYear / MONTHS_PER_YEAR) * sessionsPerDay,
    pricePerHour: pricePerSavedHour(scenario) * cloudVat(scenario),
    /** reserved, monthly or weekly: every hour is paid whatever the cards do */
    paidByThePeriod: scenario.rent.plan !== 'on-demand' && scenario.rent.plan !== 'spot',
  };
}

export function storageIOOf(scenario: Scenario, input: Tools['storageIO']): StorageIO {
  const { computeMinutes, cards, sessionsPerMonth, pricePerHour } = storageIOBasis(scenario, input);
  const { billingIncrementMinutes: increment, minimumMinutes: minimum } = scenario.rent;
  // the cache never lengthens an epoch: with the same wait, float rounding (999,999.89 → …0001) must
  // not make it longer, in the figure shown or the saving worked from it
  const cachedEpochMinutes = Math.min(input.epochMinutes, computeMinutes / (1 - input.ioWaitWithCachePct / 100));
  // with no session in a month there is nothing billed for the epochs to shorten
  const epochsPerSession = sessionsPerMonth > 0 ? input.epochsPerMonth / sessionsPerMonth : 0;
  const sessionMinutes = rentedSessionMinutes(scenario);
  const savedPerEpoch = input.epochMinutes - cachedEpochMinutes;
  const cachedSessionMinutes = Math.max(0, sessionMinutes - epochsPerSession * savedPerEpoch);
  const billed = billedMinutes(sessionMinutes, increment, minimum);
  const cachedBilled = billedMinutes(cachedSessionMinutes, increment, minimum);
  const gpuHoursSavedPerMonth = (cards * sessionsPerMonth * (billed - cachedBilled)) / 60;
  const savedPerMonth = gpuHoursSavedPerMonth * pricePerHour;
  const cachePerMonth = input.cacheGB * input.cachePricePerGBMonth * cloudVat(scenario);
  const netPerMonth = savedPerMonth - cachePerMonth;
  return {
    epochMinutes: input.epochMinutes,
    cachedEpochMinutes,
    sessionsPerMonth,
    epochsPerSession,
    sessionMinutes,
    cachedSessionMinutes,
    billedMinutesPerSession: billed,
    cachedBilledMinutesPerSession: cachedBilled,
    gpuHoursSavedPerMonth,
    savedPerMonth,
    cachePerMonth,
    netPerMonth,
    netTotal: netPerMonth * scenario.horizonMonths,
  };
}
