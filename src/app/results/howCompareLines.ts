// The comparison's lines of "How this is computed": cost per busy GPU-hour, savings, break-even,
// payback and present value, each with the figures it is checked by.
import { cheaperSide } from '../../engine/index.ts';
import type { ExplainKey } from '../../i18n/explain.ts';
import type { Translate } from '../hooks.ts';
import type { CompareStep } from './explain.ts';
import { type Draft, type Formats, line } from './howLines.ts';

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
    case 'presentValueRentWeighted': {
      const v = step.values;
      const past =
        v.pastMonths > 0
          ? t('explain.presentValueRentWeighted.past', {
              compute: money(v.compute),
              months: fine(v.pastMonths),
              end: fine(v.endFactor),
              horizonMonths: v.horizonMonths,
            })
          : '';
      const params = {
        compute: money(v.compute),
        computeAnnuity: fine(v.computeAnnuity),
        past,
        storage: money(v.storage),
        annuity: fine(v.annuityFactor),
        pv: money(v.presentValue),
      };
      return line(t, 'presentValueRentWeighted', params);
    }
    case 'presentValueRent': {
      const v = step.values;
      const params = { running: money(v.running), annuity: fine(v.annuityFactor), pv: money(v.presentValue) };
      return line(t, 'presentValueRent', params);
    }
  }
}
