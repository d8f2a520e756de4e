// One line of "How this is computed" for each step: its label and its formula with the figures filled
// in, formatted for the reader's language and the scenario's currency. Pure: no React. The rented
// side's lines are here, with the helpers every part shares; the own side's are in howOwnLines.ts and
// howEnergyLines.ts, the comparison's in howCompareLines.ts, the analysis tools' in howToolLines.ts.
import { formatMoneyExact, formatNumber, formatPercent } from '../../format/format.ts';
import type { ExplainKey } from '../../i18n/explain.ts';
import type { Lang, Params } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import type { RentStep } from './explain.ts';

export interface Formats {
  /** money to the cent, so that sums check by hand */
  money(value: number): string;
  /** a unit price with every decimal it has (0.0035 per GB stays 0.0035) */
  price(value: number): string;
  /** hours, watts, kWh: up to two decimals */
  num(value: number): string;
  /** factors and minutes, which need more decimals to check by hand */
  fine(value: number): string;
  pct(value: number): string;
}

/** The formats of the reader's language for the scenario's currency. */
export function formatsFor(lang: Lang, currency: string): Formats {
  // a unit price keeps up to six decimals: 0.0035 per GB-month must not print as 0.00
  const price = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  });
  return {
    money: (value) => formatMoneyExact(value, lang, currency),
    price: (value) => price.format(value),
    num: (value) => formatNumber(value, lang),
    fine: (value) => formatNumber(value, lang, 6),
    pct: (value) => formatPercent(value, lang),
  };
}

/** `statement`: a sentence rather than an equation, shown as "label: formula" instead of "label = formula". */
export type Draft = { readonly label: string; readonly formula: string; readonly statement?: boolean };

/** Steps that have both a label and a formula message (explain.<step>.label, explain.<step>.formula). */
export type FormulaStep = {
  [K in ExplainKey]: K extends `explain.${infer S}.formula`
    ? `explain.${S}.label` extends ExplainKey
      ? S
      : never
    : never;
}[ExplainKey];

/** A step's line: its label, and its formula with the step's figures filled in. */
export function line(t: Translate<ExplainKey>, step: FormulaStep, params?: Params): Draft {
  return {
    label: t(`explain.${step}.label` as ExplainKey),
    formula: t(`explain.${step}.formula` as ExplainKey, params),
  };
}

/** Terms joined by " + ", the zero ones left out by the caller (null); 0 when none is left. */
function terms(t: Translate<ExplainKey>, f: Formats, parts: readonly (string | null)[]): string {
  const kept = parts.filter((p): p is string => p !== null);
  return kept.length > 0 ? kept.join(t('explain.plus')) : f.money(0);
}

/** "terms = total", or just the total when every term is zero ("0.00 = 0.00" says nothing). */
export function sum(t: Translate<ExplainKey>, f: Formats, parts: readonly (string | null)[], total: number): string {
  return parts.some((p) => p !== null) ? `${terms(t, f, parts)}${t('explain.is')}${f.money(total)}` : f.money(total);
}

/** "label: sentence", for steps that state a fact rather than work out a figure. */
export function statement(t: Translate<ExplainKey>, step: FormulaStep, params?: Params): Draft {
  return { ...line(t, step, params), statement: true };
}

export function rentLine(step: RentStep, t: Translate<ExplainKey>, f: Formats): Draft {
  const { money, num, fine, price, pct } = f;
  switch (step.id) {
    case 'rentedCards': {
      const v = step.values;
      return line(t, 'rentedCards', { gpus: v.gpus, perInstance: v.gpusPerInstance, cards: v.rentedCards });
    }
    case 'sessionMinutesSpeed': {
      const v = step.values;
      const params = {
        hours: num(v.hoursPerDay),
        sessions: v.sessionsPerDay,
        speed: fine(v.speedRatio),
        minutes: fine(v.sessionMinutes),
      };
      return line(t, 'sessionMinutesSpeed', params);
    }
    case 'computeVat': {
      const v = step.values;
      return line(t, 'computeVat', { net: money(v.net), vat: pct(v.vatPct), compute: money(v.compute) });
    }
    case 'storageVat': {
      const v = step.values;
      return line(t, 'storageVat', { net: money(v.net), vat: pct(v.vatPct), storage: money(v.storage) });
    }
    case 'cloudVatRecovered':
      return statement(t, 'cloudVatRecovered', { vat: pct(step.values.vatPct) });
    case 'reservedMonths': {
      const v = step.values;
      const params = { horizonMonths: v.horizonMonths, termMonths: v.termMonths, months: v.monthsPaid };
      return line(t, 'reservedMonths', params);
    }
    case 'rentPriceFall': {
      const v = step.values;
      const params = {
        doubling: num(v.doublingMonths),
        f: fine(v.monthlyFactor),
        last: v.horizonMonths - 1,
        end: fine(v.endFactor),
        months: fine(v.weightedMonths),
      };
      return statement(t, 'rentPriceFall', params);
    }
    case 'rentPriceFallTerm': {
      const v = step.values;
      const params = {
        doubling: num(v.doublingMonths),
        f: fine(v.monthlyFactor),
        termMonths: v.termMonths,
        factors: v.termFactors.map(fine).join(t('explain.plus')),
        months: fine(v.weightedMonths),
      };
      return statement(t, 'rentPriceFallTerm', params);
    }
    case 'computeTotalWeighted': {
      const v = step.values;
      const params = { months: fine(v.months), compute: money(v.compute), total: money(v.total) };
      return line(t, 'computeTotalWeighted', params);
    }
    case 'sessionMinutes': {
      const v = step.values;
      const params = { hours: num(v.hoursPerDay), sessions: v.sessionsPerDay, minutes: fine(v.sessionMinutes) };
      return line(t, 'sessionMinutes', params);
    }
    case 'billedMinutes': {
      const v = step.values;
      const params = {
        minimum: fine(v.minimumMinutes),
        minutes: fine(v.sessionMinutes),
        increment: fine(v.incrementMinutes),
        increments: v.increments,
        billed: fine(v.billedMinutes),
      };
      return line(t, 'billedMinutes', params);
    }
    case 'billedMinutesNone':
      return line(t, 'billedMinutesNone', { minimum: fine(step.values.minimumMinutes) });
    case 'billedHours': {
      const v = step.values;
      const params = {
        days: num(v.daysPerYear),
        sessions: v.sessionsPerDay,
        billed: fine(v.billedMinutes),
        hours: num(v.billedHours),
      };
      return line(t, 'billedHours', params);
    }
    case 'computeOnDemand': {
      const v = step.values;
      const params = {
        gpus: v.gpus,
        hours: num(v.billedHours),
        price: price(v.pricePerGpuHour),
        compute: money(v.compute),
      };
      return line(t, 'computeOnDemand', params);
    }
    case 'computeSpot': {
      const v = step.values;
      const params = {
        gpus: v.gpus,
        hours: num(v.billedHours),
        overhead: pct(v.overheadPct),
        price: price(v.pricePerGpuHour),
        discount: pct(v.discountPct),
        compute: money(v.compute),
      };
      return line(t, 'computeSpot', params);
    }
    case 'computeReserved': {
      const v = step.values;
      const params = {
        gpus: v.gpus,
        hoursPerMonth: num(v.hoursPerMonth),
        price: price(v.pricePerGpuHour),
        discount: pct(v.discountPct),
        compute: money(v.compute),
      };
      return line(t, 'computeReserved', params);
    }
    case 'computeMonthly':
    case 'computeWeekly': {
      const v = step.values;
      const params = { gpus: v.gpus, price: price(v.pricePerGpu), compute: money(v.compute) };
      return { label: t(`explain.${step.id}.label`), formula: t(`explain.${step.id}.formula`, params) };
    }
    case 'storage': {
      const v = step.values;
      const formula = sum(
        t,
        f,
        [
          v.hotGB > 0 ? t('explain.storage.hot', { gb: num(v.hotGB), price: price(v.hotPricePerGBMonth) }) : null,
          v.coldGB > 0 ? t('explain.storage.cold', { gb: num(v.coldGB), price: price(v.coldPricePerGBMonth) }) : null,
          v.egressGBPerMonth > 0
            ? t('explain.storage.egress', { gb: num(v.egressGBPerMonth), price: price(v.egressPricePerGB) })
            : null,
        ],
        v.storage,
      );
      return { label: t('explain.storage.label'), formula };
    }
    case 'computeTotal': {
      const v = step.values;
      const params = { horizonMonths: v.horizonMonths, compute: money(v.compute), total: money(v.total) };
      return line(t, 'computeTotal', params);
    }
    case 'storageTotal': {
      const v = step.values;
      const params = { horizonMonths: v.horizonMonths, storage: money(v.storage), total: money(v.total) };
      return line(t, 'storageTotal', params);
    }
    case 'rentTotal': {
      const v = step.values;
      const params = { compute: money(v.compute), storage: money(v.storage), total: money(v.total) };
      return line(t, 'rentTotal', params);
    }
    case 'rentPerYear': {
      const v = step.values;
      const params = { total: money(v.total), years: num(v.years), months: v.horizonMonths, perYear: money(v.perYear) };
      return line(t, 'rentPerYear', params);
    }
  }
}
