// The steps of a month's hours and energy, told from the figures the engine's energySplit and
// kWhPrices work out (own.ts): the busy and idle hours, the energy, and under a time-of-use tariff the
// kWh of busy and idle hours and the price of each.
import { energySplit, serverCount } from '../own.ts';
import type { Recorder } from '../record/steps.ts';
import type { Scenario } from '../scenario/schema.ts';
import { kWhPrices } from '../tariff.ts';

export function recordEnergy(rec: Recorder, scenario: Scenario): void {
  const { gpus, hoursPerDay, daysPerYear } = scenario.workload;
  const { gpuWatts, idleGpuWatts, serverBaseWatts, pue, alwaysOn } = scenario.own.power;
  const split = energySplit(scenario);
  const { busyHours, idleHours, spareCards } = split;
  const servers = serverCount(scenario);
  const onHours = busyHours + idleHours;
  rec('busyHours', { hoursPerDay, daysPerYear, busyHours });
  if (alwaysOn) rec('idleHours', { busyHours, idleHours });
  else rec('idleHoursOff', { onHours });
  const watts = { gpus, gpuWatts, servers, serverBaseWatts };
  const spare = spareCards > 0;
  const energyKWh = split.busyKWh + split.idleKWh;
  const wattHours = split.busyWattHours + split.idleWattHours;
  const allHours = { spareCards, onHours, idleGpuWatts };
  rec(
    'energy',
    { pue, ...watts, busyHours, idleHours, idleGpuWatts, onHours, wattHours, energyKWh },
    spare ? [{ id: 'spare', values: allHours, amount: spareCards * onHours * idleGpuWatts }] : [],
  );
  const tou = scenario.own.power.timeOfUse;
  const price = kWhPrices(scenario, split);
  if (!tou || !price.tariff) return;
  const busySpare = { id: 'spare' as const, values: { spareCards, idleGpuWatts }, amount: spareCards * idleGpuWatts };
  rec('energyBusy', { pue, ...watts, busyHours, energyKWh: split.busyKWh }, spare ? [busySpare] : []);
  if (idleHours > 0) {
    const cards = gpus + spareCards;
    rec('energyIdle', { pue, idleHours, cards, idleGpuWatts, servers, serverBaseWatts, energyKWh: split.idleKWh });
  }
  const { peakHours, atPeak, idlePeakHours, idleAtPeak } = price.tariff;
  const { busyAtPeakPct } = tou;
  const capped = atPeak < busyAtPeakPct / 100;
  const tariff = { peakPrice: tou.peakPricePerKWh, offPeakPrice: tou.offPeakPricePerKWh };
  rec('peakHours', { peakHoursPerDay: tou.peakHoursPerDay, peakHours });
  if (capped) {
    rec('kWhPriceBusyCapped', { busyAtPeakPct, peakHours, busyHours, share: atPeak, ...tariff, price: price.busy });
  } else {
    rec('kWhPriceBusy', { busyAtPeakPct, ...tariff, price: price.busy });
  }
  if (idleHours > 0) {
    const hours = { idleHours, peakHours, busyHours, idlePeakHours };
    if (capped) rec('idlePeakHoursCapped', { ...hours, busyShare: atPeak });
    else rec('idlePeakHours', { ...hours, busyAtPeakPct });
    rec('kWhPriceIdle', { idlePeakHours, idleHours, share: idleAtPeak, ...tariff, price: price.idle });
  }
}
