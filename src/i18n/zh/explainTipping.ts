// 说明区中临界点的中文文案：其他条件不变时，各方仍不比另一方贵的最高价格，以及自建从每天多少忙碌小时起更划算。
import type { explainTipping as en } from '../en/explainTipping.ts';

export const explainTipping = {
  'explain.section.tipping': '结论的临界点',
  'explain.tipping.intro':
    '每个价格都是在其他条件不变、按上文所比较的口径计算时，该方仍不比另一方贵的最高价格；显示时向下取整到分，在该价格下该方仍然更划算。',
  'explain.tipping.rent.formula': '{answer}',
  'explain.tipping.rent.label': '租价上限',
  'explain.tipping.rent.hour': '每卡时租价不高于 {price} 时，租用更划算（目前为 {current}）',
  'explain.tipping.rent.month': '每卡每月租价不高于 {price} 时，租用更划算（目前为 {current}）',
  'explain.tipping.rent.week': '每卡每周租价不高于 {price} 时，租用更划算（目前为 {current}）',
  'explain.tipping.rent.never': '租价再低，租用也不划算：仅存储费用就已超过自建成本',
  'explain.tipping.rent.always': '无论租价多少，租用都更划算',
  'explain.tipping.server.formula': '{answer}',
  'explain.tipping.server.label': '服务器价格上限',
  'explain.tipping.server.at': '每台服务器价格不高于 {price} 时，自建更划算（目前为 {current}）',
  'explain.tipping.server.never': '服务器价格再低，自建也不划算：仅电费、运维和部署费用就已超过租用成本',
  'explain.tipping.server.always': '无论服务器价格多少，自建都更划算',
  'explain.tipping.hours.formula': '{answer}',
  'explain.tipping.hours.label': '每天最少忙碌小时数',
  'explain.tipping.hours.at': '每天忙碌 {hours} 小时及以上时，自建更划算（摊销口径，即盈亏平衡点）',
  'explain.tipping.hours.never': '即使每天忙碌 24 小时，自建也不划算（摊销口径）',
  'explain.tipping.hours.always': '无论每天忙碌多少小时，自建都更划算（摊销口径）',
} as const satisfies Record<keyof typeof en, string>;
