// 图表部分的中文文案。
import type { charts as en } from '../en/charts.ts';

export const charts: Record<keyof typeof en, string> = {
  'charts.tabs': '图表',
  'charts.tab.cumulative': '累计成本',
  'charts.tab.breakdown': '成本构成',
  'charts.tab.hours': '每日时长',
  'charts.tab.plans': '租用方案',
  'charts.asTable': '以表格显示',
  'charts.downloadImage': '下载图片',
  'charts.sentences': '{first}{second}',

  'charts.series.ownCash': '自建（现金）',
  'charts.series.ownAmortized': '自建（摊销）',
  'charts.series.rent': '租用',
  'charts.side.own': '自建',
  'charts.side.rent': '租用',
  'charts.part.depreciation': '折旧',
  'charts.part.hardware': '硬件购置',
  'charts.part.power': '电费',
  'charts.part.ops': '运维',
  'charts.part.compute': 'GPU 租金',
  'charts.part.storage': '存储',
  'charts.plan.on-demand': '按需',
  'charts.plan.reserved': '预留',
  'charts.plan.monthly': '包月',
  'charts.plan.weekly': '包周',
  'charts.plan.spot': '竞价',

  'charts.month': '月份',
  'charts.monthLabel': '第 {month} 个月',
  'charts.cumulative.title': '逐月累计成本',
  'charts.cumulative.never': '无论硬件按现金还是按账面价值计，每个月租用都比自建便宜。',
  'charts.cumulative.amortizedOnly':
    '按账面价值计，自建的累计成本在第 {month} 个月首次不高于租用；按现金计，租用每个月都更便宜。',
  'charts.cumulative.both':
    '按账面价值计，自建的累计成本在第 {amortized} 个月首次不高于租用；按现金计，则在第 {cash} 个月。',

  'charts.breakdown.title': '期内两种方式的成本构成',
  'charts.breakdown.summary': '自建共 {own}：{parts}。租用共 {rent}：{rentParts}。',
  'charts.breakdown.part': '{part} {value}',
  'charts.breakdown.total': '{side}合计',
  'charts.breakdown.column.part': '成本项目',
  'charts.breakdown.column.amount': '金额',
  'charts.breakdown.viewAmortized':
    '自建硬件按折旧计入，相当于期末按账面价值卖出；预留按实际使用的月份计入，比较期之后已付费的月份计为剩余。',
  'charts.breakdown.viewCash': '自建硬件按每一笔购置支出计入；预留按每个已付费月份计入，最后一个期限全额计入。',

  'charts.hours.title': '每日计算时长（整点）对应的总成本',
  'charts.hours.axis': '每天计算小时数',
  'charts.hours.value': '每天 {hours} 小时',
  'charts.hours.breakEven': '盈亏平衡：{hours} 小时',
  'charts.hours.summary.at': '每天计算 {hours} 小时及以上时，自建（摊销）的成本不高于租用。',
  'charts.hours.summary.never': '即使每天计算 24 小时，租用仍比自建便宜。',
  'charts.hours.summary.always': '无论每天计算多少小时，自建（摊销）的成本都不高于租用。',

  'charts.plans.title': '期内各租用方案的成本',
  'charts.plans.noPrice': '未填价格',
  'charts.plans.cheapest': '最便宜',
  'charts.plans.cheapestValue': '{value} · 最便宜',
  'charts.plans.current': '当前方案',
  'charts.plans.interruptible': '可能被中断',
  'charts.plans.summary.one': '就此工作负载而言，最便宜的方案是{plan}，共 {total}。',
  'charts.plans.summary.tie': '就此工作负载而言，最便宜的方案是{plans}，均为 {total}。',
  'charts.plans.summary.spot': '竞价实例可能在任务中途被回收。',
  'charts.plans.column.plan': '方案',
  'charts.plans.column.total': '总成本',
  'charts.plans.column.hours': '计费卡时',
  'charts.plans.column.note': '备注',

  // 各方案与按需相比，占按需总成本的百分比
  'charts.plans.vsOnDemand': '{plan}比按需便宜 {pct}。',
  'charts.plans.column.vsOnDemand': '与按需相比',
  'charts.plans.cheaperBy': '便宜 {pct}',
  'charts.plans.dearerBy': '贵 {pct}',
};
