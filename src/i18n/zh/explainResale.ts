// 自建硬件期末价值相关计算步骤的中文文案：残值（账面残值或预计转售价）、账面价值、比较期末的预计转售价、
// 计入其一的摊销口径总成本，以及硬件贬值工具。并入 explain.ts。
import type { explainResale as en } from '../en/explainResale.ts';

export const explainResale = {
  'explain.salvageFalls.label': '残值率（二手价格下降）',
  'explain.salvageFalls.formula':
    '{salvagePct} × 0.5^(使用 {lifeMonths} 个月 ÷ {doublingMonths} 个月) = {effectivePct}',
  'explain.bookValue.label': '期末账面价值',
  'explain.bookValue.formula': '{capital} − 累计折旧 {depreciation} = {bookValue}',
  'explain.bookValueRefresh.label': '期末账面价值',
  'explain.bookValueRefresh.formula': '{capital} − 最近一批设备的累计折旧 {depreciation} = {bookValue}',
  'explain.amortizedTotal.label': '自建总成本（摊销口径）',
  'explain.amortizedTotal.formula':
    '折旧 {depreciation} + 电费 {power} + 运维 {ops} = {amortizedTotal}，即现金口径总成本 {cashTotal} − 期末账面价值 {bookValue}',

  // 残值为预计转售价时：不再减半；比较期末按预计转售价计
  'explain.salvageResale.label': '残值（预计转售价）',
  'explain.salvageResale.formula': '预计使用年限结束时显卡可按原价的 {salvagePct} 卖出{notHalved}',
  'explain.salvageResale.notHalved': '；该数字已包含二手价格的下降，不再减半',
  'explain.resaleAtHorizon.label': '期末预计转售价（随性价比提升而下降）',
  'explain.resaleAtHorizon.formula':
    '{resale} + ({capital} − {resale}) × (0.5^({ageMonths} ÷ {doublingMonths}) − 0.5^({lifeMonths} ÷ {doublingMonths})) ÷ (1 − 0.5^({lifeMonths} ÷ {doublingMonths})) = {value}（已使用 {ageMonths} 个月，使用年限 {lifeMonths} 个月）',
  'explain.resaleAtHorizonLinear.label': '期末预计转售价',
  'explain.resaleAtHorizonLinear.formula':
    '{resale} + ({capital} − {resale}) × (1 − {ageMonths} ÷ 使用年限 {lifeMonths} 个月) = {value}',
  'explain.resaleAtHorizonAfterLife.label': '期末预计转售价',
  'explain.resaleAtHorizonAfterLife.formula':
    '已使用 {ageMonths} 个月，超过 {lifeMonths} 个月的使用年限，硬件按预计转售价 {value} 计',
  'explain.hardwareCostResale.label': '硬件成本（按预计转售价计）',
  'explain.hardwareCostResale.formula':
    '累计折旧 {writtenOff} + 账面价值 {bookValue} − 预计转售价 {resale} = {depreciation}',
  'explain.amortizedTotalResale.label': '自建总成本（摊销口径）',
  'explain.amortizedTotalResale.formula':
    '硬件 {depreciation} + 电费 {power} + 运维 {ops} = {amortizedTotal}，即现金口径总成本 {cashTotal} − 期末预计转售价 {resale}',

  'explain.toolObsolescence.label': '硬件贬值',
  'explain.toolObsolescence.formula':
    '性价比每 {months} 个月翻一番，同样的计算每年便宜 1 − 0.5^(12 ÷ {months}) = {fall}；{rent}；{resale}；{payback}{today}',
  'explain.toolObsolescence.rentFalls': '租用价格随之下降，见上文租用部分',
  'explain.toolObsolescence.rentSteady': '租用价格按当前价格计',
  'explain.toolObsolescence.resaleFalls': '二手价格同样下降，残值率降至 {salvage}',
  'explain.toolObsolescence.resaleSteady': '残值率保持 {salvage}',
  'explain.toolObsolescence.resaleEstimate': '残值率 {salvage} 为预计转售价，不再减半',
  'explain.toolObsolescence.paybackWithin':
    '按租用价格和二手价格以此速度下降计，自建在第 {month} 个月回本，早于一次翻番',
  'explain.toolObsolescence.paybackAfter':
    '按租用价格和二手价格以此速度下降计，自建到第 {month} 个月才回本，晚于一次翻番：新一代显卡可能更早以更低成本完成同样的工作',
  'explain.toolObsolescence.paybackNever':
    '按租用价格和二手价格以此速度下降计，自建在比较期内无法回本：新一代显卡可能更早以更低成本完成同样的工作',
  'explain.toolObsolescence.todayMonth': '（按本场景的价格计，在第 {today} 个月回本）',
  'explain.toolObsolescence.todayNever': '（按本场景的价格计，比较期内无法回本）',
} as const satisfies Record<keyof typeof en, string>;
