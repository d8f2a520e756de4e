// Electricity's lines of "How this is computed": the month's energy and its cost, at one price or
// under a time-of-use tariff.
import type { ExplainKey } from '../../i18n/explain.ts';
import type { Translate } from '../hooks.ts';
import type { EnergyStep } from './explain.ts';
import { type Draft, type Formats, line, sum } from './howLines.ts';

/** The share of busy hours at peak: the scenario's percentage, or the fraction the tariff cut it to. */
function busyShare(f: Formats, share: number, busyAtPeakPct: number): string {
  return share < busyAtPeakPct / 100 ? f.fine(share) : f.pct(busyAtPeakPct);
}

export function energyLine(step: EnergyStep, t: Translate<ExplainKey>, f: Formats): Draft {
  const { money, num, fine, price, pct } = f;
  switch (step.id) {
    case 'energy': {
      const v = step.values;
      const on = num(v.onHours);
      const idleWatts = num(v.idleGpuWatts);
      const spare = v.spareCards > 0 ? t('explain.energy.spare', { spare: v.spareCards, on, idleWatts }) : '';
      const params = {
        pue: num(v.pue),
        gpus: v.gpus,
        busy: num(v.busyHours),
        gpuWatts: num(v.gpuWatts),
        idle: num(v.idleHours),
        idleWatts,
        spare,
        servers: v.servers,
        baseWatts: num(v.serverBaseWatts),
        on,
        wattHours: num(v.wattHours),
        kwh: num(v.energyKWh),
      };
      return line(t, 'energy', params);
    }
    case 'power': {
      const v = step.values;
      const params = { kwh: num(v.energyKWh), price: price(v.pricePerKWh), power: money(v.power) };
      return line(t, 'power', params);
    }
    case 'energyBusy': {
      const v = step.values;
      const idleWatts = num(v.idleGpuWatts);
      const spare = v.spareCards > 0 ? t('explain.energyBusy.spare', { spare: v.spareCards, idleWatts }) : '';
      const params = {
        pue: num(v.pue),
        busy: num(v.busyHours),
        gpus: v.gpus,
        gpuWatts: num(v.gpuWatts),
        spare,
        servers: v.servers,
        baseWatts: num(v.serverBaseWatts),
        kwh: num(v.energyKWh),
      };
      return line(t, 'energyBusy', params);
    }
    case 'energyIdle': {
      const v = step.values;
      const params = {
        pue: num(v.pue),
        idle: num(v.idleHours),
        cards: v.cards,
        idleWatts: num(v.idleGpuWatts),
        servers: v.servers,
        baseWatts: num(v.serverBaseWatts),
        kwh: num(v.energyKWh),
      };
      return line(t, 'energyIdle', params);
    }
    case 'peakHours': {
      const v = step.values;
      return line(t, 'peakHours', { peakPerDay: num(v.peakHoursPerDay), peakHours: num(v.peakHours) });
    }
    case 'kWhPriceBusy': {
      const v = step.values;
      const share = busyShare(f, v.share, v.busyAtPeakPct);
      const cap =
        v.share < v.busyAtPeakPct / 100
          ? t('explain.kWhPriceBusy.cap', {
              atPeak: pct(v.busyAtPeakPct),
              peakHours: num(v.peakHours),
              busy: num(v.busyHours),
              share,
            })
          : '';
      const params = {
        cap,
        share,
        peak: price(v.peakPrice),
        offPeak: price(v.offPeakPrice),
        price: price(v.price),
      };
      return line(t, 'kWhPriceBusy', params);
    }
    case 'idlePeakHours': {
      const v = step.values;
      const params = {
        idle: num(v.idleHours),
        peakHours: num(v.peakHours),
        share: busyShare(f, v.busyShare, v.busyAtPeakPct),
        busy: num(v.busyHours),
        idlePeak: num(v.idlePeakHours),
      };
      return line(t, 'idlePeakHours', params);
    }
    case 'kWhPriceIdle': {
      const v = step.values;
      const params = {
        idlePeak: num(v.idlePeakHours),
        idle: num(v.idleHours),
        share: fine(v.share),
        peak: price(v.peakPrice),
        offPeak: price(v.offPeakPrice),
        price: price(v.price),
      };
      return line(t, 'kWhPriceIdle', params);
    }
    case 'powerTimeOfUse': {
      const v = step.values;
      const formula = sum(
        t,
        f,
        [
          t('explain.powerTimeOfUse.busy', { kwh: num(v.busyKWh), price: price(v.busyPrice) }),
          v.idleKWh > 0 ? t('explain.powerTimeOfUse.idle', { kwh: num(v.idleKWh), price: price(v.idlePrice) }) : null,
        ],
        v.power,
      );
      return { label: t('explain.powerTimeOfUse.label'), formula };
    }
  }
}
