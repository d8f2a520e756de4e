// One line of "How this is computed" for each step: its label and its formula with the figures filled
// in, formatted for the reader's language and the scenario's currency. Pure: no React. The own side's
// lines are in howOwnLines.ts; the rented side's and the comparison's are here.
import { cheaperSide } from '../../engine/index.ts';
import type { ExplainKey } from '../../i18n/explain.ts';
import type { Params } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import type { CompareStep, RentStep } from './explain.ts';

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

/** `statement`: a sentence rather than an equation, shown as "label: formula" instead of "label = formula". */
export type Draft = { readonly label: string; readonly formula: string; readonly statement?: boolean };

/** Steps that have both a label and a formula message (explain.<step>.label, explain.<step>.formula). */
type FormulaStep = {
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

export function rentLine(step: RentStep, t: Translate<ExplainKey>, f: Formats): Draft {
  const { money, num, fine, price, pct } = f;
  switch (step.id) {
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
  }
}

export function compareLine(step: CompareStep, t: Translate<ExplainKey>, f: Formats): Draft {
  const { money, num, fine, pct } = f;
  switch (step.id) {
    case 'busyGpuHours': {
      const v = step.values;
      const params = {
        gpus: v.gpus,
        busy: num(v.busyHours),
        horizonMonths: v.horizonMonths,
        total: num(v.busyGpuHours),
      };
      return line(t, 'busyGpuHours', params);
    }
    case 'costPerHourOwn':
    case 'costPerHourOwnCash':
    case 'costPerHourRent': {
      const v = step.values;
      const label = t(`explain.${step.id}.label`);
      if (v.costPerHour === null) return { label, formula: t('explain.costPerHour.none'), statement: true };
      const params = { total: money(v.total), hours: num(v.busyGpuHours), cost: money(v.costPerHour) };
      return { label, formula: t(`explain.${step.id}.formula`, params) };
    }
    case 'savings':
    case 'savingsCash': {
      const v = step.values;
      const who = t(`explain.who.${cheaperSide(v.own, v.rent)}`);
      const params = { own: money(v.own), rent: money(v.rent), savings: money(v.savings), who };
      return { label: t(`explain.${step.id}.label`), formula: t(`explain.${step.id}.formula`, params) };
    }
    case 'savedPct': {
      const v = step.values;
      const label = t('explain.savedPct.label');
      if (v.savedPct === null) return { label, formula: t('explain.savedPct.none'), statement: true };
      const params = { savings: money(v.savings), dearer: money(v.dearer), pct: pct(v.savedPct) };
      return { label, formula: t('explain.savedPct.formula', params) };
    }
    case 'breakEven': {
      const v = step.values;
      const params = {
        hours: num(v.hoursPerDay),
        own: money(v.ownAt),
        rent: money(v.rentAt),
        below: num(v.belowHours),
        ownBelow: money(v.ownBelow),
        rentBelow: money(v.rentBelow),
      };
      return { label: t('explain.breakEven.label'), formula: t('explain.breakEven.formula', params), statement: true };
    }
    case 'breakEvenAlways':
    case 'breakEvenNever': {
      const v = step.values;
      const params = { own: money(v.ownAt), rent: money(v.rentAt) };
      return {
        label: t(`explain.${step.id}.label`),
        formula: t(`explain.${step.id}.formula`, params),
        statement: true,
      };
    }
    case 'payback': {
      const v = step.values;
      const previous =
        v.previousOwnCash === null || v.previousRent === null
          ? ''
          : t('explain.payback.previous', {
              month: v.month - 1,
              own: money(v.previousOwnCash),
              rent: money(v.previousRent),
            });
      const params = { month: v.month, own: money(v.ownCash), rent: money(v.rent) };
      return {
        label: t('explain.payback.label'),
        formula: t('explain.payback.formula', params) + previous,
        statement: true,
      };
    }
    case 'paybackNever': {
      const v = step.values;
      const params = { horizonMonths: v.horizonMonths, own: money(v.ownCash), rent: money(v.rent) };
      return {
        label: t('explain.paybackNever.label'),
        formula: t('explain.paybackNever.formula', params),
        statement: true,
      };
    }
    case 'discountFactors': {
      const v = step.values;
      const params = {
        rate: pct(v.ratePct),
        monthFactor: fine(v.monthFactor),
        horizonMonths: v.horizonMonths,
        annuity: fine(v.annuityFactor),
        end: fine(v.endFactor),
      };
      return {
        label: t('explain.discountFactors.label', { rate: pct(v.ratePct) }),
        formula: t('explain.discountFactors.formula', params),
        statement: true,
      };
    }
    case 'presentValueOwn': {
      const v = step.values;
      const replacements =
        v.replacementsPresentValue > 0
          ? t('explain.presentValueOwn.replacements', { amount: money(v.replacementsPresentValue) })
          : '';
      const params = {
        capital: money(v.capital),
        running: money(v.running),
        annuity: fine(v.annuityFactor),
        replacements,
        bookValue: money(v.bookValue),
        end: fine(v.endFactor),
        pv: money(v.presentValue),
      };
      return line(t, 'presentValueOwn', params);
    }
    case 'presentValueRent': {
      const v = step.values;
      const params = { running: money(v.running), annuity: fine(v.annuityFactor), pv: money(v.presentValue) };
      return line(t, 'presentValueRent', params);
    }
  }
}
