// “计算方法”中不确定性工具一步的中文模板：范围如何解读、各个范围，以及哪些数字一同变动。
import type { explainUncertainty as en } from '../en/explainUncertainty.ts';

export const explainUncertainty = {
  'explain.toolUncertainty.label': '不确定性',
  'explain.toolUncertaintyNone.label': '不确定性',
  'explain.toolUncertaintyNone.formula': '以种子 {seed} 抽样 {samples} 次，但没有输入给出范围，每次抽样都等于本场景',
  'explain.toolUncertainty.formula':
    '以种子 {seed} 抽样 {samples} 次，每次按三角分布抽取{ranges}（{reading}），重新比较两方{correlation}{tariff}{noDiscount}；结果为租用更省的样本占比及节省额的第 10、50、90 百分位数，在“深入分析”中计算，不在此处运行',
  'explain.toolUncertainty.percentiles':
    '低值和高值为分布的第 10 和第 90 百分位数，峰值在最可能值；超出该输入允许范围的抽样值取边界值',
  'explain.toolUncertainty.limits': '低值和高值为分布的上下限，峰值在最可能值',
  'explain.toolUncertainty.hoursPerDay': '每天计算时长（{low}、{likely}、{high}）',
  'explain.toolUncertainty.pricePerGpuHour': '每卡时价格（{low}、{likely}、{high}）',
  'explain.toolUncertainty.pricePerKWh': '电价（{low}、{likely}、{high}）',
  'explain.toolUncertainty.serverPrice': '服务器价格（{low}、{likely}、{high}）',
  'explain.toolUncertainty.daysPerYear': '每年工作天数（{low}、{likely}、{high}）',
  'explain.toolUncertainty.salvagePct': '残值占购置价的比例（{low}、{likely}、{high}）',
  'explain.toolUncertainty.planDiscountPct': '当前方案的折扣（{low}、{likely}、{high}）',
  'explain.toolUncertainty.correlation':
    '；每卡时价格与服务器价格同向变动，相关系数为 {rho}（高斯 copula，两者各自的范围不变）',
  'explain.toolUncertainty.tariff': '；按分时电价计费时，抽到的电价与最可能值之比同时缩放峰时和谷时电价',
  'explain.toolUncertainty.noDiscount': '；当前方案没有折扣，折扣的范围不影响结果',
} as const satisfies Record<keyof typeof en, string>;
