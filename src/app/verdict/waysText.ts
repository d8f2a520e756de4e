// The verdict of a scenario that serves with an API, in words: which of owning, renting and the API
// costs least over the horizon, the other two totals, and the price path the API is priced on, as the
// verdict card (WaysVerdict.tsx), the embed and the command line state it. Loaded with the job's code,
// never before a verdict without one.
import { DEFAULT_API_PRICE_CHANGE_PCT, type ThreeWayVerdict } from '../../engine/job/index.ts';
import { formatMoney, formatPercent } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';
import { periodText, verdictSentence } from './answerText.ts';

/** "the API's prices fall 50% a year, an assumption", or "held flat". */
export function apiPathText(t: Translate, lang: Lang, changePctPerYear: number): string {
  if (changePctPerYear === 0) return t('verdict.ways.path.flat');
  const path = t(changePctPerYear < 0 ? 'verdict.ways.path.fall' : 'verdict.ways.path.rise', {
    pct: formatPercent(Math.abs(changePctPerYear), lang),
  });
  // the default is the project's assumption, not the reader's figure: said so
  return changePctPerYear === DEFAULT_API_PRICE_CHANGE_PCT ? t('verdict.ways.path.default', { path }) : path;
}

/**
 * "The API costs least: CN¥6,022.50 over 3 years (owning CN¥433,775.02, renting CN¥657,000.00); the
 * API's prices held flat." With the API left out (another currency), owning against renting and why.
 */
export function waysSentence(
  t: Translate,
  lang: Lang,
  scenario: { readonly currency: string; readonly horizonMonths: number },
  v: ThreeWayVerdict,
): string {
  if (v.api === null) {
    const twoWay = verdictSentence(t, lang, scenario, { ...v, cheaper: v.cheaper === 'api' ? 'equal' : v.cheaper });
    return `${twoWay} ${t('verdict.ways.leftOut', { api: v.apiSide.currency, currency: scenario.currency })}`;
  }
  const money = (value: number) => formatMoney(value, lang, scenario.currency);
  const values = {
    own: money(v.own),
    rent: money(v.rent),
    api: money(v.api),
    period: periodText(t, scenario.horizonMonths),
    path: apiPathText(t, lang, v.apiSide.priceChangePctPerYear),
  };
  if (v.cheaper === 'equal') return t('verdict.ways.equal', { ...values, amount: values.own });
  const totals = { own: v.own, rent: v.rent, api: v.api };
  return t(`verdict.ways.${v.cheaper}`, { ...values, amount: money(totals[v.cheaper]) });
}

/** The cheapest way and its total, short enough for a phone's verdict line: "The API costs least: CN¥6,022.50". */
export function waysLine(t: Translate, lang: Lang, currency: string, v: ThreeWayVerdict): string {
  if (v.cheaper === 'equal') return t('verdict.bar.equal');
  return t(`verdict.ways.bar.${v.cheaper}`, { amount: formatMoney(v[v.cheaper] ?? 0, lang, currency) });
}
