// What every picture of the answer says, worded in the reader's language: the scenario's name, the
// verdict sentence and the key figures, as the verdict card and the figures under it word them, and
// the inputs that drive them, so a picture read alone says what was compared.
import { type CostView, compareInView, type Result, type Scenario, verdictFigures } from '../../engine/index.ts';
import { formatMoney } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import { basisSentence, breakEvenText, figureLabels, verdictSentence } from '../verdict/answerText.ts';
import { keyInputs, planInputs } from '../verdict/keyInputs.ts';

export interface PictureFigure {
  readonly label: string;
  /** the figure, one line each */
  readonly lines: readonly string[];
  /** which side's colour it is drawn in */
  readonly side: 'own' | 'rent' | 'none';
}

export interface PictureInputFact {
  readonly label: string;
  readonly value: string;
}

export interface PictureFacts {
  readonly title: string;
  readonly name: string;
  readonly sentence: string;
  /** what the verdict compares, when more than undiscounted totals before tax (answerText.ts) */
  readonly basis: string | null;
  readonly cheaper: 'own' | 'rent' | 'equal';
  readonly figures: readonly PictureFigure[];
  /** the key inputs, with the currency every amount is in */
  readonly inputs: readonly PictureInputFact[];
  /** the date and the view counted, for the footer */
  readonly footer: string;
}

/** `t` gives the messages in `lang` (the caller has loaded them: useT waits for them). */
export function pictureFacts(
  scenario: Scenario,
  result: Result,
  view: CostView,
  lang: Lang,
  t: Translate,
  date: Date,
): PictureFacts {
  const money = (value: number) => formatMoney(value, lang, scenario.currency);
  const verdict = verdictFigures(result, view);
  const sentence = verdictSentence(t, lang, scenario, verdict);
  const comparison = compareInView(result, view);
  const labels = figureLabels(scenario, result.finance.taxRate);
  const perHour = (value: number | null) => (value === null ? t('figure.costPerHourNone') : money(value));
  const dateText = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(date);
  return {
    title: t('app.title'),
    name: scenario.name.trim() || t('pictures.unnamed'),
    sentence,
    basis: basisSentence(t, lang, scenario),
    cheaper: verdict.cheaper,
    figures: [
      { label: t(labels.own), lines: [money(comparison.own)], side: 'own' },
      { label: t(labels.rent), lines: [money(comparison.rent)], side: 'rent' },
      {
        label: t('figure.costPerHour'),
        lines: [
          t('figure.costPerHourOwn', { value: perHour(comparison.ownCostPerBusyGpuHour) }),
          t('figure.costPerHourRent', { value: perHour(comparison.rentCostPerBusyGpuHour) }),
        ],
        side: 'none',
      },
      {
        label: t(labels.breakEven),
        lines: [breakEvenText(t, lang, result.breakEvenHoursPerDay)],
        side: 'none',
      },
    ],
    inputs: [
      ...[...keyInputs(t, lang, scenario), ...planInputs(t, lang, scenario)].map(({ label, value }) => ({
        label: t(label),
        value,
      })),
      { label: t('header.currency'), value: scenario.currency },
    ],
    footer: t('pictures.footer', { date: dateText, view: t(`pictures.view.${view}`) }),
  };
}
