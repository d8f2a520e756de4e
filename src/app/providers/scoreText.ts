// A provider's scorecard in the reader's words: each reason with its points, each check's score or
// "unknown", the total with the share of the weight measured, and why it ranks where it does. The
// figures are the engine's (src/engine/providers); this file only words and formats them.
import type { SCORE_DIMENSIONS } from '../../engine/index.ts';
import type { DimensionScore, ProviderScore, Reason } from '../../engine/providers/index.ts';
import { formatMoney, formatNumber, formatPercent, formatSignificant } from '../../format/format.ts';
import type { Lang, MessageKey } from '../../i18n/index.ts';
import type { Translate } from '../hooks.ts';

type T = Translate;
type ScoreDimension = (typeof SCORE_DIMENSIONS)[number];

const MONEY_PARAMS = new Set(['total', 'perHour', 'reference']);

/** A reason's values as the reader reads them: money, percentages and numbers in their language. */
export function reasonText(t: T, lang: Lang, currency: string, reason: Reason): string {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(reason.params)) {
    if (typeof value !== 'number') params[key] = value;
    else if (MONEY_PARAMS.has(key)) params[key] = formatMoney(value, lang, currency);
    else if (key === 'lossPct') params[key] = formatPercent(value, lang);
    else if (key === 'gbps') params[key] = formatSignificant(value, lang);
    else params[key] = formatNumber(value, lang, 2);
  }
  if (typeof reason.params.plan === 'string') {
    params.plan = t(`providers.plan.${reason.params.plan}` as MessageKey);
  }
  const text = t(`providers.reason.${reason.code}` as MessageKey, params);
  if (reason.points === 0) return text;
  const sign = reason.points > 0 ? '+' : '−';
  return `${text} (${sign}${formatNumber(Math.abs(reason.points), lang, 1)})`;
}

/** "Network: 3.5 of 10 on the 40% of it measured", "Support: unknown, no evidence yet" or "Hardware: 10 of 10". */
export function dimensionLine(t: T, lang: Lang, d: ScoreDimension, score: DimensionScore): string {
  const dimension = t(`providers.dim.${d}`);
  if (score.score === null) return t('providers.scoreUnknown', { dimension });
  const value = formatNumber(score.score, lang, 1);
  if (score.measured >= 1) return t('providers.scoreLine', { dimension, score: value });
  return t('providers.scorePart', { dimension, score: value, measured: formatPercent(score.measured * 100, lang) });
}

/** The share of the weight measured, "62%"; "–" when every weight is 0. */
export function measuredText(lang: Lang, p: ProviderScore): string {
  return p.measuredShare === null ? '–' : formatPercent(p.measuredShare * 100, lang);
}

/** The total's lines: the total or why there is none, the share measured, and a flag for its standing. */
export function totalLines(t: T, lang: Lang, p: ProviderScore): string[] {
  if (p.measuredShare === null) return [t('providers.noTotal')];
  const lines =
    p.total === null
      ? [t('providers.noMeasured')]
      : [t('providers.totalLine', { score: formatNumber(p.total, lang, 0) })];
  lines.push(t('providers.measuredLine', { measured: measuredText(lang, p) }));
  const flag = standingText(t, lang, p);
  if (flag) lines.push(flag);
  return lines;
}

/** Why a provider ranks below others whatever its total: a fault, or too little measured; '' otherwise. */
export function standingText(t: T, lang: Lang, p: ProviderScore): string {
  if (p.standing === 'fault') {
    const faults = p.faults.map((code) => t(`providers.fault.${code}` as MessageKey));
    return t('providers.standing.fault', { faults: faults.join(lang === 'zh-CN' ? '、' : ', ') });
  }
  return p.standing === 'thin' ? t('providers.standing.thin') : '';
}
