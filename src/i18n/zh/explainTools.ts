// 两个分析工具在“计算过程”中的中文模板，并入 explain 词典：按租用时段计费规则计算的存储缓存，
// 以及列出每个输入实际调整幅度的敏感性分析。
import type { explainTools as en } from '../en/explainTools.ts';

export const explainTools = {
  'explain.toolStorageIO.label': '存储与 I/O',
  'explain.toolStorageIO.formula':
    '每轮 {epoch} 分钟中有 {io} 在等待数据，计算时间为 {epoch} × (1 − {io}) = {compute} 分钟，加缓存后每轮为 {compute} ÷ (1 − {ioCache}) = {cached} 分钟。每月 {epochs} 轮在工作负载每月 {sessions} 次租用时段内运行，每次 {perSession} 轮，因此每次 {session} 分钟的租用缩短为 {session} − {perSession} × ({epoch} − {cached}) = {shorter} 分钟{floor}；按 {increment} 分钟的计费单位整段计费{minimum}，计费时长由 {billed} 分钟变为 {billedCached} 分钟：{cards} 张租用卡 × {sessions} 次 × ({billed} − {billedCached}) 分钟 ÷ 60 = 每月节省 {hours} 卡时 × {price} = {saved}{flat}，减去缓存费用 {cache}，每月净额 {net}',
  'explain.toolStorageIO.minimum': '，且不少于 {minimum} 分钟',
  'explain.toolStorageIO.floor': '（不低于 0：训练轮次的总时长超过了租用时段）',
  'explain.toolStorageIO.flat': '（该方案按全部时长付费，缩短训练轮次不减少账单）',
  'explain.toolSensitivity.label': '敏感性',
  'explain.toolSensitivity.formula':
    '{inputs} 个非零输入逐一按其数值的 {pct} 上下调整（整数输入按最接近该比例的整数步长调整，至少为 1，上下相同），其余不变，在两端重新计算节省额；调整不超出各输入的取值范围。由于整数步长可能超过 {pct}，条形按输入每变动 1% 时节省额的变化排序：{rows}',
  'explain.toolSensitivity.gpus': 'GPU 数量由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.hoursPerDay':
    '每天繁忙小时数由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.daysPerYear':
    '每年工作天数由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.serverPrice':
    '服务器价格由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.pricePerKWh': '电价由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.staffPerYear':
    '人员成本由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.years':
    '硬件使用年限由 {base} 年调为 {low} 和 {high} 年（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.pricePerGpuHour':
    '每卡时价格由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.reservedDiscountPct':
    '预留折扣由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.spotDiscountPct':
    '竞价折扣由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.spotOverheadPct':
    '竞价额外时长由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.monthlyPricePerGpu':
    '每卡包月价由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.weeklyPricePerGpu':
    '每卡包周价由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.horizonMonths':
    '比较期由 {base} 个月调为 {low} 和 {high} 个月（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.pue': 'PUE 由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.salvagePct': '残值由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.speedRatio':
    '租用卡的速度由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.hardwareVatPct':
    '硬件增值税由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.cloudVatPct':
    '云端服务增值税由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.doublingMonths':
    '性价比翻番周期由 {base} 个月调为 {low} 和 {high} 个月（−{down} / +{up}，每 1% 变化 {perPct}）',
} as const satisfies Record<keyof typeof en, string>;
