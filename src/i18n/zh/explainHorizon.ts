// 说明区中租用一侧在比较期末剩余部分的中文文案：预留已付费、尚未使用的月份，与自建硬件的期末账面价值同样计入。
import type { explainHorizon as en } from '../en/explainHorizon.ts';

export const explainHorizon = {
  'explain.rentRemaining.label': '期末剩余的预留价值',
  'explain.rentRemaining.formula':
    '比较期之后已付费的 {pastMonths} 个月 × {compute} = {remainingValue}，按已付价格计：这些月份的卡仍为你预留，假定比较期之后照常使用（或转让该预留）',
  'explain.rentAmortizedTotal.label': '租用，摊销口径总成本',
  'explain.rentAmortizedTotal.formula':
    '已付 {cashTotal} − 期末剩余 {remainingValue} = {total}，即实际使用月份的费用，与自建扣除期末账面价值的计法相同',
  'explain.presentValueRentWeighted.left': ' − {remainingValue} × {endFactor}（期末剩余的月份）',
} as const satisfies Record<keyof typeof en, string>;
