// Electricity in "how this is computed": a month's energy, then its cost at one price, or under a
// time-of-use tariff the kWh of busy and of idle hours, each at a price made from the peak and
// off-peak prices (figures.ts); the month's power is the engine's.
import { HOURS_PER_MONTH, MONTHS_PER_YEAR, type Result, type Scenario } from '../../engine/index.ts';
import type { Step } from './explainOwn.ts';
import { electricityOf } from './figures.ts';

type N = number;

export type EnergyStep =
  | Step<
      'energy',
      {
        pue: N;
        gpus: N;
        busyHours: N;
        gpuWatts: N;
        idleHours: N;
        idleGpuWatts: N;
        spareCards: N;
        onHours: N;
        servers: N;
        serverBaseWatts: N;
        wattHours: N;
        energyKWh: N;
      }
    >
  | Step<'power', { energyKWh: N; pricePerKWh: N; power: N }>
  | Step<
      'energyBusy',
      {
        pue: N;
        busyHours: N;
        gpus: N;
        gpuWatts: N;
        spareCards: N;
        idleGpuWatts: N;
        servers: N;
        serverBaseWatts: N;
        energyKWh: N;
      }
    >
  | Step<
      'energyIdle',
      { pue: N; idleHours: N; cards: N; idleGpuWatts: N; servers: N; serverBaseWatts: N; energyKWh: N }
    >
  | Step<'peakHours', { peakHoursPerDay: N; peakHours: N }>
  /** `share`: busyAtPeakPct, cut to what the month's peak hours hold */
  | Step<
      'kWhPriceBusy',
      { busyAtPeakPct: N; peakHours: N; busyHours: N; share: N; peakPrice: N; offPeakPrice: N; price: N }
    >
  /** the peak hours of a month that the busy hours leave to the idle hours */
  | Step<
      'idlePeakHours',
      { idleHours: N; peakHours: N; busyAtPeakPct: N; busyShare: N; busyHours: N; idlePeakHours: N }
    >
  | Step<'kWhPriceIdle', { idlePeakHours: N; idleHours: N; share: N; peakPrice: N; offPeakPrice: N; price: N }>
  | Step<'powerTimeOfUse', { busyKWh: N; busyPrice: N; idleKWh: N; idlePrice: N; power: N }>;

/** Time-of-use electricity: busy and idle kWh, the price of each, and the month's power. */
function timeOfUseSteps(scenario: Scenario, result: Result): EnergyStep[] {
  const tou = scenario.own.power.timeOfUse;
  const e = electricityOf(scenario);
  if (!tou || !e) return [];
  const { pue, gpuWatts, idleGpuWatts, serverBaseWatts } = scenario.own.power;
  const { gpus } = scenario.workload;
  const { servers } = result;
  const cards = result.own.cardsInstalled;
  const { busyHours, idleHours, peakHours } = e;
  const tariff = { peakPrice: tou.peakPricePerKWh, offPeakPrice: tou.offPeakPricePerKWh };
  const watts = { idleGpuWatts, servers, serverBaseWatts };
  const steps: EnergyStep[] = [
    {
      id: 'energyBusy',
      values: { pue, busyHours, gpus, gpuWatts, spareCards: cards - gpus, ...watts, energyKWh: e.busyKWh },
    },
  ];
  // servers off outside busy hours (or busy all month): no idle kWh, so no idle price either
  if (idleHours > 0) {
    steps.push({ id: 'energyIdle', values: { pue, idleHours, cards, ...watts, energyKWh: e.idleKWh } });
  }
  steps.push(
    { id: 'peakHours', values: { peakHoursPerDay: tou.peakHoursPerDay, peakHours } },
    {
      id: 'kWhPriceBusy',
      values: {
        busyAtPeakPct: tou.busyAtPeakPct,
        peakHours,
        busyHours,
        share: e.busyShare,
        ...tariff,
        price: e.busyPrice,
      },
    },
  );
  if (idleHours > 0) {
    const { idlePeakHours } = e;
    steps.push(
      {
        id: 'idlePeakHours',
        values: {
          idleHours,
          peakHours,
          busyAtPeakPct: tou.busyAtPeakPct,
          busyShare: e.busyShare,
          busyHours,
          idlePeakHours,
        },
      },
      {
        id: 'kWhPriceIdle',
        values: { idlePeakHours, idleHours, share: idlePeakHours / idleHours, ...tariff, price: e.idlePrice },
      },
    );
  }
  steps.push({
    id: 'powerTimeOfUse',
    values: {
      busyKWh: e.busyKWh,
      busyPrice: e.busyPrice,
      idleKWh: e.idleKWh,
      idlePrice: e.idlePrice,
      power: result.own.perMonth.power,
    },
  });
  return steps;
}

export function energySteps(scenario: Scenario, result: Result): EnergyStep[] {
  const { gpus, hoursPerDay, daysPerYear } = scenario.workload;
  const power = scenario.own.power;
  const { servers } = result;
  const busyHours = (hoursPerDay * daysPerYear) / MONTHS_PER_YEAR;
  const idleHours = power.alwaysOn ? HOURS_PER_MONTH - busyHours : 0;
  const onHours = power.alwaysOn ? HOURS_PER_MONTH : busyHours;
  const spareCards = result.own.cardsInstalled - gpus;
  const wattHours =
    gpus * (busyHours * power.gpuWatts + idleHours * power.idleGpuWatts) +
    spareCards * onHours * power.idleGpuWatts +
    servers * power.serverBaseWatts * onHours;
  const perMonth = result.own.perMonth;
  const energy: EnergyStep = {
    id: 'energy',
    values: {
      pue: power.pue,
      gpus,
      busyHours,
      gpuWatts: power.gpuWatts,
      idleHours,
      idleGpuWatts: power.idleGpuWatts,
      spareCards,
      onHours,
      servers,
      serverBaseWatts: power.serverBaseWatts,
      wattHours,
      energyKWh: perMonth.energyKWh,
    },
  };
  if (power.timeOfUse) return [energy, ...timeOfUseSteps(scenario, result)];
  return [
    energy,
    { id: 'power', values: { energyKWh: perMonth.energyKWh, pricePerKWh: power.pricePerKWh, power: perMonth.power } },
  ];
}
