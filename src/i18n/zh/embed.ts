// 两个页面在结论之前都显示的中文文案：结论、关键数字、小部件提供的输入、数字的问题和嵌入页自己的文字。
import type { embed as en } from '../en/embed.ts';
import { CALCULATOR_NAME } from '../name.ts';

export const embed: Record<keyof typeof en, string> = {
  'app.title': CALCULATOR_NAME['zh-CN'],

  'field.slider': '{label}（滑块）',
  'field.source': '来源：{source}，截至 {asOf}',
  'field.freshness.fresh': '较新：30 天内',
  'field.freshness.aging': '渐旧：超过 30 天',
  'field.freshness.stale': '过时：超过 90 天',

  'field.workload.gpus.label': '同时需要的 GPU',
  'field.workload.gpus.hint': '任务同时使用的卡数。',
  'field.workload.hoursPerDay.label': '每天计算小时数',
  'field.workload.hoursPerDay.hint': '工作日里 GPU 实际计算的小时数。',
  'field.workload.daysPerYear.label': '每年使用天数',
  'field.workload.daysPerYear.hint': '有 GPU 任务的天数；250 约为全部工作日。',
  'field.own.serverPrice.label': '服务器价格',
  'field.own.serverPrice.hint': '一台含 GPU 的服务器。',
  'field.rent.pricePerGpuHour.label': '每卡时价格',
  'field.rent.pricePerGpuHour.hint': '一张 GPU 一小时的按需标价。',
  'field.horizonMonths.label': '比较期',
  'field.horizonMonths.hint': '向后比较多长时间。',

  'option.rent.plan.on-demand': '按需',
  'option.rent.plan.reserved': '预留',
  'option.rent.plan.monthly': '包月',
  'option.rent.plan.weekly': '包周',
  'option.rent.plan.spot': '竞价（可中断）',

  'unit.cards': '张',
  'unit.hoursPerDay': '小时/天',
  'unit.daysPerYear': '天/年',
  'unit.perServer': '/台',
  'unit.perCardHour': '/卡时',
  'unit.months': '个月',

  'problem.required': '请输入数值。',
  'problem.notNumber': '请输入数字。',
  'problem.range': '请输入 {min} 到 {max} 之间的数。',
  'problem.rangeWhole': '请输入 {min} 到 {max} 之间的整数。',
  'problem.atMost': '不能超过 {max}。',
  'problem.atLeast': '不能小于 {min}。',
  'problem.whole': '请输入整数。',
  'problem.tooSmall': '请输入 0 或不小于 {min} 的数。',
  'problem.requiredByPlan': '{plan}方式需要填写此项。',
  'problem.other': '此处不允许这个值。',
  'results.lastValid': '正在显示上一次有效的结果。改正标出的输入后会更新。',

  'verdict.rentSaves': '在 {period}内，租用可节省 {amount}（{pct}）。',
  'verdict.ownSaves': '在 {period}内，自建可节省 {amount}（{pct}）。',
  'verdict.equal': '在 {period}内，自建和租用的成本相同。',
  'verdict.totals': '自建成本 {own}；租用成本 {rent}。',
  'period.years': '{n} 年',
  'period.year': '1 年',
  'period.months': '{n} 个月',
  'period.month': '1 个月',

  'figure.ownTotal': '自建合计',
  'figure.rentTotal': '租用合计',
  'figure.costPerHour': '每有效卡时成本',
  'figure.costPerHourOwn': '自建 {value}',
  'figure.costPerHourRent': '租用 {value}',
  'figure.costPerHourNone': '没有计算时长',
  'figure.breakEven': '盈亏平衡',
  'figure.breakEvenValue': '每天 {hours} 小时以上自建更划算',
  'figure.breakEvenNever': '即使每天 24 小时，租用也更便宜',
  'figure.breakEvenAlways': '无论每天多少小时，自建都不更贵',
  'figure.payback': '回本',
  'figure.paybackValue': '第 {month} 个月',
  'figure.paybackNever': '{period}内无法回本',

  'embed.inputs': '修改场景',
  'embed.openFull': '在完整计算器中打开 ↗',
  'charts.loading': '正在加载图表…',
  'charts.failed': '图表未能加载。上面的数字是完整的。',

  // a number refused for mixing decimal points and commas ("1.234,5")
  'problem.separators': '小数点只用一种写法：1234.5、1,234.5 或 1234,5。',
  // the embed's compact footer and title
  'embed.sources': '来源',
  'embed.converted': '由 {from} 换算，汇率 {rate}（{asOf}）',
  // the currency the writer asked for could not be shown: the figures stay in their own
  'embed.noRate': '金额为 {from}：计算器没有换算为 {to} 的汇率。',
  'embed.outOfRange': '金额为 {from}：换算为 {to} 后有金额超出计算器接受的范围。',
  'embed.edited': '{name}（已修改）',
  // under the rent total when a reservation's last term runs past the horizon: what is left of it
  'figure.rentLeftOver': '已扣除期末剩余的预留 {value}（比较期之后已付费的月份，假定照常使用）',
  'figure.rentPaidAhead': '含比较期之后预留月份的已付费用 {value}',
  'print.notLoaded': '开始打印时这一部分尚未加载。如需包含，请用“打印报告”按钮打印。',

  // the embed's document title, which a screen reader says first: the calculator (as app.title) and its verdict
  'embed.documentTitle': `${CALCULATOR_NAME['zh-CN']}：{verdict}`,
  // What the verdict compares (format version 6), named under it and on the figures it rests on
  // (answerText.ts); nothing of it shows for undiscounted totals before tax paid in cash.
  'basis.sentence': '比较的是{value}（{tax}）。',
  'basis.sentenceFinanced': '比较的是{value}（{tax}；硬件{financing}）。',
  'basis.discounted': '按每年 {rate} 折现的现值',
  'basis.undiscounted': '未折现的合计',
  'basis.tax.before-tax': '税前',
  'basis.tax.cn-general': '一般纳税人税后',
  'basis.tax.cn-small': '小规模纳税人税后',
  'basis.tax.cn-public': '高校或公共实验室，不缴企业所得税',
  'basis.tax.us-company': '美国公司税后',
  'basis.noInvoice': '{tax}；硬件无专用发票，不抵扣进项税，也不税前扣除',
  'basis.loan': '以 {months} 个月、年利率 {rate} 的贷款支付',
  'basis.lease': '以 {months} 个月、年利率 {rate} 的融资租赁支付',
  'basis.subsidy': '{financing}，前 {months} 个月贴息 {points} 个百分点',
  'figure.ownPresentValue': '自建现值',
  'figure.rentPresentValue': '租用现值',
  'figure.ownAfterTax': '自建合计（税后）',
  'figure.rentAfterTax': '租用合计（税后）',
  'figure.breakEvenDiscounted': '盈亏平衡（折现）',
  'figure.breakEvenAfterTax': '盈亏平衡（税后）',
  'figure.paybackDiscounted': '回本（折现）',
  'figure.paybackAfterTax': '回本（税后）',
};
