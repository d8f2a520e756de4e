// The inputs that drive the answer, each with its field's label, as a reader sees them beside the
// answer away from the inputs panel: two saved scenarios compared, and the pictures of the answer.
import type { Scenario } from '../../engine/index.ts';
import { formatMoney, formatNumber, formatPercent } from '../../format/format.ts';
import type { Lang, MessageKey } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import { periodText } from './answerText.ts';

export interface KeyInput {
  readonly label: MessageKey;
  readonly value: string;
}

/** GPUs, hours a day, days a year, the horizon, the server's price, the rental price and plan. */
export function keyInputs(t: Translate, lang: Lang, scenario: Scenario): readonly KeyInput[] {
  const number = (value: number) => formatNumber(value, lang);
  const money = (value: number) => formatMoney(value, lang, scenario.currency);
  return [
    { label: 'field.workload.gpus.label', value: number(scenario.workload.gpus) },
    { label: 'field.workload.hoursPerDay.label', value: number(scenario.workload.hoursPerDay) },
    { label: 'field.workload.daysPerYear.label', value: number(scenario.workload.daysPerYear) },
    { label: 'field.horizonMonths.label', value: periodText(t, scenario.horizonMonths) },
    { label: 'field.own.serverPrice.label', value: money(scenario.own.serverPrice) },
    { label: 'field.rent.pricePerGpuHour.label', value: money(scenario.rent.pricePerGpuHour) },
    { label: 'field.rent.plan.label', value: t(`option.rent.plan.${scenario.rent.plan}`) },
  ];
}

/** What the plan adds to the hourly price: a monthly or weekly price, or a reserved or spot discount. */
export function planInputs(t: Translate, lang: Lang, scenario: Scenario): readonly KeyInput[] {
  const { rent } = scenario;
  const money = (value: number) => formatMoney(value, lang, scenario.currency);
  switch (rent.plan) {
    case 'monthly':
      return rent.monthlyPricePerGpu === null
        ? []
        : [
            {
              label: 'field.rent.monthlyPricePerGpu.label',
              value: `${money(rent.monthlyPricePerGpu)} ${t('unit.perCardMonth')}`,
            },
          ];
    case 'weekly':
      return rent.weeklyPricePerGpu === null
        ? []
        : [
            {
              label: 'field.rent.weeklyPricePerGpu.label',
              value: `${money(rent.weeklyPricePerGpu)} ${t('unit.perCardWeek')}`,
            },
          ];
    case 'reserved':
      return [{ label: 'field.rent.reservedDiscountPct.label', value: formatPercent(rent.reservedDiscountPct, lang) }];
    case 'spot':
      return [{ label: 'field.rent.spotDiscountPct.label', value: formatPercent(rent.spotDiscountPct, lang) }];
    default:
      return [];
  }
}
