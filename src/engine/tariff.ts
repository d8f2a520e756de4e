// A time-of-use electricity tariff (format version 2's own.power.timeOfUse): the price per kWh of busy
// and idle hours when peak hours cost more. Loaded with the evaluation's later parts (later.ts): the
// first screen's scenarios pay one price. docs/method/owning.md.
import type { EnergySplit } from './own.ts';
import type { Recorder, StepPart } from './record/steps.ts';
import type { Scenario } from './scenario/schema.ts';
import { MONTHS_PER_YEAR } from './units.ts';

/**
 * Price per kWh in busy hours and in idle hours. One price without a time-of-use tariff; with one,
 * busy hours pay the peak price for busyAtPeakPct of them (at most as many hours as the month has at
 * peak), and the idle hours share the peak hours that are left over the month.
 */
export interface KWhPrices {
  readonly busy: number;
  readonly idle: number;
  /** with a time-of-use tariff: the peak hours of a month, the share of busy hours at peak (cut to
   * those), the peak hours left to the idle hours and their share of them */
  readonly tariff?: {
    readonly peakHours: number;
    readonly atPeak: number;
    readonly idlePeakHours: number;
    readonly idleAtPeak: number;
  };
}

export function kWhPrices(scenario: Scenario, split: EnergySplit): KWhPrices {
  const power = scenario.own.power;
  const tou = power.timeOfUse;
  if (!tou) return { busy: power.pricePerKWh, idle: power.pricePerKWh };
  const { busyHours, idleHours } = split;
  const { peakPricePerKWh: peak, offPeakPricePerKWh: offPeak } = tou;
  const peakHours = (tou.peakHoursPerDay * 365) / MONTHS_PER_YEAR;
  // busy hours at peak cannot outnumber the month's peak hours (20 busy hours a day, all "at peak",
  // with 8 peak hours a day): the share is cut to what the tariff's peak hours hold
  const wanted = tou.busyAtPeakPct / 100;
  const atPeak = busyHours > 0 ? Math.min(wanted, peakHours / busyHours) : wanted;
  const idlePeakHours = Math.max(0, Math.min(idleHours, peakHours - atPeak * busyHours));
  const idleAtPeak = idleHours > 0 ? idlePeakHours / idleHours : 0;
  return {
    busy: atPeak * peak + (1 - atPeak) * offPeak,
    idle: idleAtPeak * peak + (1 - idleAtPeak) * offPeak,
    tariff: { peakHours, atPeak, idlePeakHours, idleAtPeak },
  };
}

/** Electricity cost of one month for an energy split under the scenario's time-of-use tariff. */
export function timeOfUsePower(scenario: Scenario, split: EnergySplit, rec?: Recorder): number {
  const price = kWhPrices(scenario, split);
  const busy = split.busyKWh * price.busy;
  const idle = split.idleKWh * price.idle;
  const power = busy + idle;
  if (rec) {
    const parts: StepPart<'powerTimeOfUse'>[] = [
      { id: 'busy', values: { busyKWh: split.busyKWh, busyPrice: price.busy }, amount: busy },
    ];
    if (split.idleKWh > 0) {
      parts.push({ id: 'idle', values: { idleKWh: split.idleKWh, idlePrice: price.idle }, amount: idle });
    }
    rec('powerTimeOfUse', { power }, parts);
  }
  return power;
}
