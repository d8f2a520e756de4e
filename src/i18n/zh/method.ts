// “计算方法”一节（及其中任务部分）的中文文案：英文文案（en/method.ts）的每个键，逐部分由类型系统核对。
// 一个字典（文末的 `method`），在首次显示计算方法时载入。
import type * as en from '../en/method.ts';

// “计算方法”一节的中文文案：每一步一个名称、一条代入了数字的算式。
export const explain = {
  'explain.title': '计算方法',
  'explain.intro': '以下按本场景的实际数字，逐步列出上文每个数字的算法。',
  'explain.viewAmortized':
    '结论比较的是自建的摊销口径总成本（期末硬件按其价值计：二手市场价、你的预计转售价或账面价值）与租用的摊销口径总成本（比较期之后已付费的预留月份按可转让比例计回，未填写则不计）。',
  'explain.viewCash':
    '结论比较的是自建的现金口径总成本（计入全部支出，含硬件全价，期末不变卖）与租用的全部支出（预留的最后一个期限全额计入）。',
  'explain.rounding':
    '表中数字均为四舍五入后的显示值，各项结果按未经舍入的数值计算，用显示值复核时可能有 1 分钱的尾差。',
  'explain.section.own': '自建',
  'explain.section.rent': '租用',
  'explain.section.comparison': '对比',
  'explain.section.tools': '分析工具',
  'explain.tools.intro': '本场景启用的各项分析工具及其算法，代入本场景的数字；结果见下方“深入分析”。',
  'explain.list': '、',
  'explain.is': ' = ',
  'explain.colon': '：',
  'explain.plus': ' + ',

  'explain.serversUpFront.label': '服务器（一次买足）',
  'explain.serversUpFront.formula':
    '⌈最忙月份 {peakGpus} 张卡 ÷ 每台 {gpusPerServer} 张⌉ = 开始时买 {servers} 台，{capital}',
  'explain.serversInSteps.label': '服务器（分批购买）',
  'explain.serversInSteps.formula':
    '分 {purchases} 批，每批在需求首次需要时购买，从 {firstServers} 台增至 {servers} 台：共 {capital}',
  'explain.servers.label': '服务器台数',
  'explain.servers.formula': '⌈{gpus} 张卡 ÷ 每台 {gpusPerServer} 张⌉ = {servers} 台，共装 {cardsInstalled} 张卡',
  'explain.capital.label': '单次购置投入',
  'explain.capital.formula': '{servers} × {serverPrice} + 安装部署费 {setupCost} = {capital}',
  'explain.capitalNet.label': '服务器与安装部署费（不含增值税）',
  'explain.capitalNet.formula': '{servers} × {serverPrice} + 安装部署费 {setupCost} = {capital}',
  'explain.capitalVat.label': '单次购置投入（含增值税）',
  'explain.capitalVat.formula': '{net} × (1 + 不可抵扣增值税 {vatPct}) = {capital}',
  'explain.hardwareVatRecovered.label': '硬件增值税',
  'explain.hardwareVatRecovered.formula': '{vatPct}，可抵扣，购置投入按不含税价格计',
  'explain.busyHours.label': '每卡每月计算时长',
  'explain.busyHours.formula': '{hoursPerDay} 小时 × {daysPerYear} 天 ÷ 12 = {busyHours} 小时',
  'explain.idleHours.label': '每卡每月空闲时长',
  'explain.idleHours.formula': '730 小时 − {busyHours} 小时 = {idleHours} 小时（服务器全月 730 小时开机）',
  'explain.idleHoursOff.label': '每卡每月空闲时长',
  'explain.idleHoursOff.formula': '0 小时，非计算时段服务器关机，每月只运行 {onHours} 小时',
  'explain.energy.label': '每月耗电量',
  'explain.energy.formula':
    '{pue} ÷ 1,000 × [{gpus} × ({busyHours} 小时 × {gpuWatts} W + {idleHours} 小时 × {idleGpuWatts} W){spare} + {servers} × {serverBaseWatts} W × {onHours} 小时] = {pue} ÷ 1,000 × {wattHours} 瓦时 = {energyKWh} 千瓦时',
  'explain.energy.spare': ' + 备用卡 {spareCards} × {onHours} 小时 × {idleGpuWatts} W',
  'explain.power.label': '每月电费',
  'explain.power.formula': '{energyKWh} 千瓦时 × 每千瓦时 {pricePerKWh} = {power}',
  'explain.energyBusy.label': '每月计算时段耗电量',
  'explain.energyBusy.formula':
    '{pue} ÷ 1,000 × {busyHours} 小时 × ({gpus} × {gpuWatts} W{spare} + {servers} × {serverBaseWatts} W) = {energyKWh} 千瓦时',
  'explain.energyBusy.spare': ' + 备用卡 {spareCards} × {idleGpuWatts} W',
  'explain.energyIdle.label': '每月空闲时段耗电量',
  'explain.energyIdle.formula':
    '{pue} ÷ 1,000 × {idleHours} 小时 × ({cards} × {idleGpuWatts} W + {servers} × {serverBaseWatts} W) = {energyKWh} 千瓦时',
  'explain.peakHours.label': '每月峰时时长',
  'explain.peakHours.formula': '{peakHoursPerDay} 小时 × 365 ÷ 12 = {peakHours} 小时',
  'explain.kWhPriceBusy.label': '计算时段电价',
  'explain.kWhPriceBusy.formula':
    '{busyAtPeakPct} × 峰时电价 {peakPrice} + (1 − {busyAtPeakPct}) × 谷时电价 {offPeakPrice} = {price}',
  'explain.kWhPriceBusyCapped.label': '计算时段电价',
  'explain.kWhPriceBusyCapped.formula':
    '峰时占比 min({busyAtPeakPct}, 峰时 {peakHours} 小时 ÷ 计算 {busyHours} 小时) = {share}，故 {share} × 峰时电价 {peakPrice} + (1 − {share}) × 谷时电价 {offPeakPrice} = {price}',
  'explain.idlePeakHours.label': '每月留给空闲时段的峰时时长',
  'explain.idlePeakHours.formula':
    'min({idleHours} 小时, max(0, {peakHours} 小时 − {busyAtPeakPct} × {busyHours} 小时)) = {idlePeakHours} 小时',
  'explain.idlePeakHoursCapped.label': '每月留给空闲时段的峰时时长',
  'explain.idlePeakHoursCapped.formula':
    'min({idleHours} 小时, max(0, {peakHours} 小时 − {busyShare} × {busyHours} 小时)) = {idlePeakHours} 小时',
  'explain.kWhPriceIdle.label': '空闲时段电价',
  'explain.kWhPriceIdle.formula':
    '峰时占比 {idlePeakHours} 小时 ÷ {idleHours} 小时 = {share}：{share} × {peakPrice} + (1 − {share}) × {offPeakPrice} = {price}',
  'explain.powerTimeOfUse.label': '每月电费（分时电价）',
  'explain.powerTimeOfUse.busy': '计算时段 {busyKWh} 千瓦时 × {busyPrice}',
  'explain.powerTimeOfUse.idle': '空闲时段 {idleKWh} 千瓦时 × {idlePrice}',
  'explain.ops.label': '每月运维费用',
  'explain.ops.staff': '年人工 {staffPerYear} ÷ 12',
  'explain.ops.staffPerServer': '{servers} 台服务器 × 每台每年人工 {staffPerServerPerYear} ÷ 12',
  'explain.ops.maintenance': '{capital} × 年维保费率 {maintenancePctPerYear} ÷ 12',
  'explain.ops.maintenanceNet': '不含税 {capital} × 年维保费率 {maintenancePctPerYear} ÷ 12',
  'explain.ops.colocation': '机柜托管 {colocationPerMonth}',
  'explain.ops.colocationKW': '{servers} 台服务器 × 每台预留 {kW} kW × 每 kW 每月 {colocationPerKWMonth}',
  'explain.ops.cabinets':
    '{servers} 台每台 {kW} kW 的服务器占 {cabinets} 个 {cabinetKW} kW 机柜 × 每柜每月 {cabinetPerMonth}',
  'explain.ops.support': '{servers} 台服务器 × 每台每年维保合同 {supportPerServerPerYear} ÷ 12',
  'explain.ops.bandwidth': '带宽 {bandwidthPerMonth}',
  'explain.ops.other': '年其他费用 {otherPerYear} ÷ 12',
  'explain.salvage.label': '应计折旧额',
  'explain.salvage.formula': '{capital} × (1 − 残值率 {salvagePct}) = {base}',
  'explain.depreciationStraightLine.label': '年折旧额（直线法）',
  'explain.depreciationStraightLine.formula': '{base} ÷ {years} 年 = {perYear}，即每月 {perMonth}',
  'explain.depreciationSumOfYearsYear.label': '第 {year} 年折旧额（年数总和法）',
  'explain.depreciationSumOfYearsYear.formula': '{base} × {digit} ÷ {digitsSum} = {charge}',
  'explain.depreciationDecliningYear.label': '第 {year} 年折旧额（双倍余额递减法）',
  'explain.depreciationDecliningYear.formula':
    'min({bookStart} − {salvage}, max({bookStart} × 2 ÷ {years}, ({bookStart} − {salvage}) ÷ {remainingYears})) = {charge}，年末账面价值 {bookEnd}',
  'explain.depreciationTotal.label': '{horizonMonths} 个月累计折旧',
  'explain.depreciationTotal.life': '{base}（完整折旧期 {lifeMonths} 个月）',
  'explain.depreciationTotal.lives': '{fullLives} × {base}（{fullLives} 个完整折旧期，每期 {lifeMonths} 个月）',
  'explain.depreciationTotal.year': '{yearlyCharge}（第 {year} 年）',
  'explain.depreciationTotal.partYear': '{months} ÷ 12 × {yearlyCharge}（第 {year} 年）',
  'explain.depreciationTotalDelivered.label': '服务器到货的第 {firstMonth} 个月起 {months} 个月累计折旧',
  'explain.replacements.label': '设备更新：购置新设备，旧设备按残值出售',
  'explain.replacements.formula':
    '共购置 1 + ⌊({horizonMonths}{delivered} − 1) ÷ {lifeMonths}⌋ = {purchases} 次，其中更新 {replacements} 次：{replacements} × {capital} × (1 − {salvagePct}) = {total}',
  'explain.replacements.delivered': ' − 订货 {deliveryMonth} 个月',
  'explain.powerTotal.label': '比较期电费合计',
  'explain.powerTotal.formula': '{horizonMonths} × {power} = {total}',
  'explain.opsTotal.label': '比较期运维费用合计',
  'explain.opsTotal.formula': '{horizonMonths} × {ops} = {total}',
  'explain.powerTotalInService.label': '比较期电费合计（到货起算）',
  'explain.powerTotalInService.formula':
    '在用 {months} 个月（比较期 {horizonMonths} 个月减订货 {leadTimeMonths} 个月）× {power} = {total}',
  'explain.opsTotalInService.label': '比较期运维费用合计（到货起算）',
  'explain.opsTotalInService.formula':
    '在用 {months} 个月（比较期 {horizonMonths} 个月减订货 {leadTimeMonths} 个月）× {ops} = {total}',
  'explain.leadTimeTotal.label': '服务器订货期间租用的工作',
  'explain.leadTimeTotal.onOrder': '{months} 个月 × 每月 {rentMonth}',
  'explain.leadTimeTotal.compute': '按今日价格折算的 {months} 个月算力 × {compute}',
  'explain.leadTimeTotal.storage': '{months} 个月 × 存储 {storage}',
  'explain.downtimeTotal.label': '比较期内卡维修期间租用的工作',
  'explain.downtimeTotal.formula': '在用 {months} 个月 × {downtime} = {total}',
  'explain.downtimeTotalFalling.label': '比较期内卡维修期间租用的工作',
  'explain.downtimeTotalFalling.formula':
    '在用 {months} 个月（各月按其按需价格占今日价格的比例计）× {downtime} = {total}',
  'explain.clusterTotal.label': '比较期集群配套成本',
  'explain.clusterTotal.formula':
    '{capital} × max(0, 1 − {ageMonths} ÷ ({lifeYears} × 12)) = 使用 {ageMonths} 个月后的账面价值 {bookValue}（按 {lifeYears} 年直线折旧）；{capital} − {bookValue} = {total}',
  'explain.cashTotal.label': '自建总成本（现金口径）',
  'explain.cashTotal.capital': '购置 {capital}',
  'explain.cashTotal.cluster': '集群配套 {clusterCapital}',
  'explain.cashTotal.power': '电费 {power}',
  'explain.cashTotal.ops': '运维 {ops}',
  'explain.cashTotal.leadTime': '订货期间租用 {leadTime}',
  'explain.cashTotal.downtime': '维修期间租用 {downtime}',
  'explain.cashTotal.replacements': '设备更新 {replacements}',

  'explain.rentedCards.label': '租用卡数',
  'explain.rentedCards.formula':
    '⌈{gpus} 张卡 ÷ 每实例 {gpusPerInstance} 张⌉ × {gpusPerInstance} = {rentedCards} 张卡（按整实例租用）',

  'explain.sessionMinutes.label': '每次租用时长',
  'explain.sessionMinutes.formula': '{hoursPerDay} 小时 × 60 ÷ 每天 {sessionsPerDay} 次 = {sessionMinutes} 分钟',
  'explain.sessionMinutesSpeed.label': '每次租用时长',
  'explain.sessionMinutesSpeed.formula':
    '{hoursPerDay} 小时 × 60 ÷ 每天 {sessionsPerDay} 次 ÷ 租用卡速度 {speedRatio} = {sessionMinutes} 分钟',
  'explain.billedMinutes.label': '每次计费时长',
  'explain.billedMinutes.formula':
    'max(最低计费 {minimumMinutes} 分钟, ⌈{sessionMinutes} ÷ {incrementMinutes}⌉ × {incrementMinutes} 分钟) = max({minimumMinutes} 分钟, {increments} × {incrementMinutes} 分钟) = {billedMinutes} 分钟',
  'explain.billedMinutesNone.label': '每次计费时长',
  'explain.billedMinutesNone.formula': '0 分钟：时长为 0 的租用不计费，最低计费 {minimumMinutes} 分钟不适用',
  'explain.billedHours.label': '每卡每月计费时长',
  'explain.billedHours.formula':
    '{daysPerYear} 天 ÷ 12 × {sessionsPerDay} × {billedMinutes} 分钟 ÷ 60 = {billedHours} 小时',
  'explain.computeOnDemand.label': '每月算力费用（按需）',
  'explain.computeOnDemand.formula': '{gpus} 张卡 × {billedHours} 小时 × {pricePerGpuHour} = {compute}',
  'explain.computeSpot.label': '每月算力费用（竞价实例）',
  'explain.computeSpot.formula':
    '{gpus} 张卡 × {billedHours} 小时 × (1 + 抢占损耗 {overheadPct}) × {pricePerGpuHour} × (1 − 折扣 {discountPct}) = {compute}',
  'explain.computeReserved.label': '每月算力费用（预留实例）',
  'explain.computeReserved.formula':
    '{gpus} 张卡 × {hoursPerMonth} 小时 × {pricePerGpuHour} × (1 − 折扣 {discountPct}) = {compute}，无论是否使用均按全部时长计费',
  'explain.computeMonthly.label': '每月算力费用（包月）',
  'explain.computeMonthly.formula': '{gpus} 张卡 × 每卡每月 {pricePerGpu} = {compute}',
  'explain.computeWeekly.label': '每月算力费用（包周）',
  'explain.computeWeekly.formula': '{gpus} 张卡 × 每卡每周 {pricePerGpu} × 365 ÷ 7 ÷ 12 = {compute}',
  'explain.computeVat.label': '每月算力费用（含增值税）',
  'explain.computeVat.formula': '{net} × (1 + 不可抵扣增值税 {vatPct}) = {compute}',
  'explain.storage.label': '每月存储费用',
  'explain.storage.hot': '热存储 {hotGB} GB × {hotPricePerGBMonth}',
  'explain.storage.cold': '冷存储 {coldGB} GB × {coldPricePerGBMonth}',
  'explain.storage.egress': '出网流量 {egressGBPerMonth} GB × {egressPricePerGB}',
  'explain.storageVat.label': '每月存储费用（含增值税）',
  'explain.storageVat.formula': '{net} × (1 + 不可抵扣增值税 {vatPct}) = {storage}',
  'explain.reservationCredit.label': '预留超出期限的月份',
  'explain.reservationCredit.formula': '期限后已付 {pastHorizon} × 可转让比例 {reservationResalePct} = 计回 {credit}',
  'explain.cloudVatRecovered.label': '租用增值税',
  'explain.cloudVatRecovered.formula': '{vatPct}，可抵扣，算力与存储费用按不含税价格计',
  'explain.reservedMonths.label': '预留实例付费月数',
  'explain.reservedMonths.formula':
    '⌈{horizonMonths} ÷ {termMonths}⌉ × {termMonths} = {monthsPaid} 个月：按整期付费，最后一期全额支付',
  'explain.rentPriceFall.label': '按当前价格折算的算力月数（价格下降）',
  'explain.rentPriceFall.formula':
    '每月价格系数 f = 0.5^(1 ÷ {doublingMonths}) = {monthlyFactor}，第 m 个月为当前价格的 f^(m − 1)：1 + f + … + f^{lastMonth} = (1 − {endFactor}) ÷ (1 − {monthlyFactor}) = {weightedMonths}',
  'explain.rentPriceFallTerm.label': '按当前价格折算的算力月数（价格下降）',
  'explain.rentPriceFallTerm.formula':
    '每月价格系数 f = 0.5^(1 ÷ {doublingMonths}) = {monthlyFactor}，每期 {termMonths} 个月按该期首月价格计：{termMonths} × ({termFactors}) = {weightedMonths}',
  'explain.rentPriceFallTerm.termFactors': '{factor}',
  'explain.rentPricePath.label': '按当前价格折算的算力月数（价格路径）',
  'explain.rentPricePath.formula':
    '价格每年变化 {changePctPerYear} %，第 m 个月为当前价格的 (1 + {changePctPerYear} %)^((m − 1) ÷ 12)，第 {lastMonth} + 1 个月为 {endFactor}：各月合计 = {weightedMonths}',
  'explain.rentPricePoints.label': '按当前价格折算的算力月数（价格路径）',
  'explain.rentPricePoints.formula':
    '从当前的 100 % 起，按直线经过 {point}（占当前价格），最后一点之后持平，第 m 个月按 m − 1 个月计：第 {lastMonth} + 1 个月为 {endFactor}，各月合计 = {weightedMonths}',
  'explain.rentPricePoints.point': '第 {month} 个月 {pct} %',
  'explain.rentPricePathTerm.label': '按当前价格折算的算力月数（价格路径）',
  'explain.rentPricePathTerm.formula':
    '每期 {termMonths} 个月按价格路径上该期首月的价格计：{termMonths} × ({termFactors}) = {weightedMonths}',
  'explain.rentPricePathTerm.termFactors': '{factor}',
  'explain.rentPriceIndex.label': '价格路径的来源',
  'explain.rentPriceIndex.formula': '读自 {name}，指数 {level}，日期 {asOf}',
  'explain.computeTotal.label': '比较期算力费用合计',
  'explain.computeTotal.formula': '{horizonMonths} × {compute} = {total}',
  'explain.computeTotalWeighted.label': '比较期算力费用合计',
  'explain.computeTotalWeighted.formula': '{months} 个月 × {compute} = {total}',
  'explain.storageTotal.label': '比较期存储费用合计',
  'explain.storageTotal.formula': '{horizonMonths} × {storage} = {total}',
  'explain.rentTotal.label': '租用总成本',
  'explain.rentStaffTotal.label': '比较期租用所需人力合计',
  'explain.rentStaffTotal.formula': '{horizonMonths} × {staff} = {total}',
  'explain.rentTotal.formula': '算力 {compute} + 存储 {storage}{staff} = {total}',
  'explain.rentTotal.staff': ' + 人力 {staff}',

  'explain.busyGpuHours.label': '有效计算卡时',
  'explain.busyGpuHours.formula': '{gpus} 张卡 × {busyHours} 小时 × {horizonMonths} 个月 = {busyGpuHours} 卡时',
  'explain.costPerHourOwn.label': '自建每有效卡时成本（摊销口径）',
  'explain.costPerHourOwn.formula': '{total} ÷ {busyGpuHours} 卡时 = {costPerHour}',
  'explain.costPerHourOwnNone.label': '自建每有效卡时成本（摊销口径）',
  'explain.costPerHourOwnNone.formula': '无（没有计算时长）',
  'explain.costPerHourOwnCash.label': '自建每有效卡时成本（现金口径）',
  'explain.costPerHourOwnCash.formula': '{total} ÷ {busyGpuHours} 卡时 = {costPerHour}',
  'explain.costPerHourOwnCashNone.label': '自建每有效卡时成本（现金口径）',
  'explain.costPerHourOwnCashNone.formula': '无（没有计算时长）',
  'explain.costPerHourRent.label': '租用每有效卡时成本',
  'explain.costPerHourRent.formula': '{total} ÷ {busyGpuHours} 卡时 = {costPerHour}',
  'explain.costPerHourRentNone.label': '租用每有效卡时成本',
  'explain.costPerHourRentNone.formula': '无（没有计算时长）',
  'explain.savings.label': '自建（摊销口径）减租用',
  'explain.savings.formula': '{own} − {rent} = {savings}：{cheaper}{presentValues}',
  'explain.savingsCash.label': '自建（现金口径）减租用',
  'explain.savingsCash.formula': '{own} − {rent} = {savings}：{cheaper}{presentValues}',
  'explain.who.rent': '租用更省',
  'explain.who.own': '自建更省',
  'explain.who.equal': '两者成本相同',
  'explain.savedPct.label': '节省比例（占较高一方）',
  'explain.savedPct.formula': '{savings} ÷ {dearer} × 100 = {savedPct}',
  'explain.savedPctNone.label': '节省比例（占较高一方）',
  'explain.savedPctNone.formula': '无（两方成本均为 0）',
  'explain.breakEven.label': '盈亏平衡点（摊销口径）',
  'explain.breakEven.formula':
    '每天 {hoursPerDay} 小时起自建更划算。每天 {hoursPerDay} 小时时，自建 {ownAt} ≤ 租用 {rentAt}；每天 {belowHours} 小时时，自建 {ownBelow} > 租用 {rentBelow}',
  'explain.breakEvenAlways.label': '盈亏平衡点（摊销口径）',
  'explain.breakEvenAlways.formula': '自建始终不贵于租用，即使每天 0 小时，自建 {ownAt} ≤ 租用 {rentAt}',
  'explain.breakEvenNever.label': '盈亏平衡点（摊销口径）',
  'explain.breakEvenNever.formula': '不存在，即使每天满负荷 24 小时，租用 {rentAt} 仍低于自建 {ownAt}',
  'explain.demandByMonth.label': '按月计算的算力费用',
  'explain.demandByMonth.formula':
    '{gpus} 张卡每月增长 {pctPerMonth}，最多 {peakGpus} 张，{horizonMonths} 个月中有 {busyMonths} 个月工作；每月按当月卡数如下计价：期内共 {compute}',
  'explain.turnMonth.label': '结论转向的月份',
  'explain.turnMonth.formula':
    '第 {month} 个月：此后直至期末，自建累计成本（摊销）{ownAmortized} ≤ 租用累计支出 {rent}',
  'explain.turnNever.label': '结论转向的月份',
  'explain.turnNever.formula':
    '{horizonMonths} 个月内没有：期末自建累计成本（摊销）{ownAmortized} > 租用累计支出 {rent}',
  'explain.payback.label': '回本月份（现金口径）',
  'explain.payback.formula': '第 {month} 个月，自建累计现金支出 {ownCash} ≤ 租用累计支出 {rent}{previous}',
  'explain.payback.previous': '；第 {previousMonth} 个月时仍为 {previousOwnCash} > {previousRent}',
  'explain.paybackNever.label': '回本月份（现金口径）',
  'explain.paybackNever.formula':
    '{horizonMonths} 个月内无法回本，到第 {horizonMonths} 个月，自建累计现金支出 {ownCash} > 租用累计支出 {rent}',

  // the plans' names as the advisor gives them
  'explain.plan.on-demand': '按需',
  'explain.plan.reserved': '预留',
  'explain.plan.monthly': '包月',
  'explain.plan.weekly': '包周',
  'explain.plan.spot': '竞价（可中断）',
  'explain.plan.reserved+on-demand': '预留 + 按需组合',
  'explain.toolAdvisor.label': '租用方案建议',
  'explain.toolAdvisor.formula':
    '每种有报价的方案都按本工作负载{peak}计价，计入本场景的计费规则、增值税、整实例和预留期限。{plan}方案最省，为 {total}{mix}{threshold}{speed}{spot}',
  'explain.toolAdvisor.peak': '及其高峰',
  'explain.toolAdvisor.mix': '；预留 {cards} 张卡承担基础负载，其余按需租用',
  'explain.toolAdvisor.threshold':
    '。按需租用时每卡计费时长占每月 730 小时的 {util}；折扣为 {discount} 时，利用率高于 100% − {discount} = {threshold} 预留才划算',
  'explain.toolAdvisor.thresholdTerm':
    '。按需租用时每卡计费时长占每月 730 小时的 {util}；折扣为 {discount} 时，利用率高于 (100% − {discount}) × 付费 {paid} 个月 ÷ 使用 {months} 个月 = {threshold} 预留才划算',
  'explain.toolAdvisor.spot': '。竞价实例更便宜，但该工作负载不能容忍中断',
  'explain.toolScaling.label': '多卡扩展',
  'explain.toolScaling.formula':
    '单张租用卡需 {hours} 小时的任务分别在 1、2、4 … {max} 张卡上运行，每多一张卡增加其速度的 {efficiency}{measured}{latency}，{max} 张卡的速度为单卡的 {speedup} 倍；每张卡按 {increment} 分钟的计费单位整段计费，每卡时 {price}',
  'explain.toolScaling.measured': '（{counts} 张卡时以实测加速比为准）',
  'explain.toolScaling.latency':
    '；超过单节点 {perNode} 张卡时，节点间 {latency} 毫秒延迟使吞吐保留 1 − 每毫秒 {penalty} × {latency} 毫秒 = {kept}',
  'explain.toolUtilization.label': '自建 GPU 的利用率',
  'explain.toolUtilization.formula':
    '有效计算 {busy} 卡时 ÷ 已付费 {paid} 卡时（{cards} 张卡 × 730 小时 × {months} 个月）= {now}；若利用率达到 {target}，同样的硬件每有效卡时成本为 {atTarget}{today}，完成现有工作量需 {needed} 张卡',
  'explain.toolUtilization.today': '（目前为 {today}）',
  // 每天、每年的数字：比较期合计按天数（每月 365 ÷ 12 天）或年数平摊
  'explain.depreciationPerDay.label': '每天折旧',
  'explain.depreciationPerDay.formula': '{depreciation} ÷ {days} 天（{horizonMonths} 个月 × 365 ÷ 12）= 每天 {perDay}',
  'explain.powerPerDay.label': '每天电费',
  'explain.powerPerDay.formula': '{power} ÷ {days} 天 = 每天 {perDay}',
  'explain.rentPerYear.label': '每年租金',
  'explain.rentPerYear.formula': '{total} ÷ {years} 年（{horizonMonths} 个月 ÷ 12）= 每年 {perYear}',
} as const satisfies Record<keyof typeof en.explain, string>;

// “计算方法”中不确定性工具一步的中文模板：范围如何解读、各个范围，以及哪些数字一同变动。
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
  'explain.toolUncertainty.discountRatePct': '年折现率（%）（{low}、{likely}、{high}）',
  'explain.toolUncertainty.leadTimeMonths': '订货周期（月）（{low}、{likely}、{high}）',
  'explain.toolUncertainty.availabilityPct': '自建卡在忙碌时段的可用率（{low}、{likely}、{high}）',
  'explain.toolUncertainty.priceChangePctPerYear': '租用价格的年变化率（%）（{low}、{likely}、{high}）',
  'explain.toolUncertainty.correlation':
    '；每卡时价格与服务器价格同向变动，相关系数为 {rho}（高斯 copula，两者各自的范围不变）',
  'explain.toolUncertainty.tariff': '；按分时电价计费时，抽到的电价与最可能值之比同时缩放峰时和谷时电价',
  'explain.toolUncertainty.noDiscount': '；当前方案没有折扣，折扣的范围不影响结果',
} as const satisfies Record<keyof typeof en.explainUncertainty, string>;

// 自建硬件期末价值相关计算步骤的中文文案：残值（账面残值或预计转售价）、账面价值、比较期末的预计转售价、
// 计入其一的摊销口径总成本，以及硬件贬值工具。
export const explainResale = {
  'explain.salvageCurve.label': '残值率（二手市场价格）',
  'explain.salvageCurve.formula':
    '{lifeMonths} 个月后二手卡约为新卡价的 {curvePct}（SpotWire 曲线）× (1 − 二手卡 90 天内售出的折让 {saleHaircutPct}) = {effectivePct}',
  'explain.leadTime.label': '订货周期',
  'explain.leadTime.formula':
    '前 {leadTimeMonths} 个月服务器在订货与老化测试中：这段时间的工作按每月 {rentMonth} 租用，电费与运维从到货起算',
  'explain.downtime.label': '故障维修期间',
  'explain.downtime.formula':
    '(100 % − 可用 {availabilityPct}) × 按需租用全部工作每月 {onDemand} = 每月租用 {downtime} 顶替维修中的卡',
  'explain.cluster.label': '集群配套',
  'explain.cluster.formula': '{servers} 台服务器的网络、机柜与共享存储：{capital}，按 {lifeYears} 年折旧',
  'explain.salvageFalls.label': '残值率（二手价格下降）',
  'explain.salvageFalls.formula':
    '{salvagePct} × 0.5^(使用 {lifeMonths} 个月 ÷ {doublingMonths} 个月) = {effectivePct}',
  'explain.bookValue.label': '期末账面价值',
  'explain.bookValue.formula': '{capital} − 累计折旧 {depreciation} = {bookValue}',
  'explain.bookValueRefresh.label': '期末账面价值',
  'explain.bookValueRefresh.formula': '{capital} − 最近一批设备的累计折旧 {depreciation} = {bookValue}',
  'explain.amortizedTotal.label': '自建总成本（摊销口径）',
  'explain.amortizedTotal.formula':
    '折旧 {depreciation}{cluster} + 电费 {power} + 运维 {ops}{leadTime}{downtime} = {amortizedTotal}，即现金口径总成本 {cashTotal} − 期末账面价值 {bookValue}{clusterBook}',
  'explain.amortizedTotal.cluster': ' + 集群配套 {cluster}',
  'explain.amortizedTotal.leadTime': ' + 订货期间租用 {leadTime}',
  'explain.amortizedTotal.downtime': ' + 维修期间租用 {downtime}',
  'explain.amortizedTotal.clusterBook': ' − 集群配套账面价值 {clusterBookValue}',

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
  'explain.resaleAtHorizonCurve.label': '期末预计转售价（二手市场价格）',
  'explain.resaleAtHorizonCurve.formula':
    '{capital} × 使用 {ageMonths} 个月后二手卡约为新卡价的 {curvePct}（SpotWire 曲线）× (1 − 二手卡 90 天内售出的折让 {saleHaircutPct}) = {value}',
  'explain.hardwareCostResale.label': '硬件成本（按预计转售价计）',
  'explain.hardwareCostResale.formula':
    '累计折旧 {writtenOff} + 账面价值 {bookValue} − 预计转售价 {resale} = {depreciation}',
  'explain.amortizedTotalResale.label': '自建总成本（摊销口径）',
  'explain.amortizedTotalResale.formula':
    '硬件 {depreciation}{cluster} + 电费 {power} + 运维 {ops}{leadTime}{downtime} = {amortizedTotal}，即现金口径总成本 {cashTotal} − 期末预计转售价 {resale}{clusterBook}',

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
} as const satisfies Record<keyof typeof en.explainResale, string>;

// “计算方法”中“基础自建，高峰租用”一步的中文模板。
const hybridMethod =
  '自建 0 至 {peak} 张卡（按每台 {perServer} 张整台购置），自建卡的计算时长平均分摊到各工作日，托管费和带宽费按自建服务器台数计，人员费用和其他费用只要自建一台即全额计入；其余需求按方案建议中对这部分最省的方案租用（仅当工作负载能容忍中断时才考虑竞价实例）';
export const explainHybrid = {
  'explain.toolHybrid.label': '基础自建，高峰租用',
  'explain.toolHybridRentAll.label': '基础自建，高峰租用',
  'explain.toolHybridRentAll.formula': `${hybridMethod}；全部租用总成本最低：{plan}{mix}，{total}`,
  'explain.toolHybridRentAll.mix': '（预留 {cards} 张）',
  'explain.toolHybrid.formula': `${hybridMethod}；自建 {owned} 张卡总成本最低，为 {total}{rest}，比全部租用（{allPlan}{allMix}）的 {allRented} 节省 {savings}（{pct}）`,
  'explain.toolHybrid.rest': '（其余租用：{plan}）',
  'explain.toolHybrid.restMix': '（其余租用：{plan}，预留 {cards} 张）',
  'explain.toolHybrid.allMix': '，预留 {cards} 张',
} as const satisfies Record<keyof typeof en.explainHybrid, string>;

// 两个分析工具在“计算过程”中的中文模板：按租用时段计费规则计算的存储缓存，
// 以及列出每个输入实际调整幅度的敏感性分析。
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
  'explain.toolSensitivity.staffPerServerPerYear':
    '每台服务器人员成本由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
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
  'explain.toolSensitivity.leadTimeMonths':
    '订货周期由 {base} 个月调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.availabilityPct':
    '卡的可用率由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.saleHaircutPct':
    '快速出售折让由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.colocationPerKWMonth':
    '每 kW 每月托管费由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.supportPerServerPerYear':
    '每台每年维保合同由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.reservationResalePct':
    '预留未用月份可转让比例由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.speedRatio':
    '租用卡的速度由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.hardwareVatPct':
    '硬件增值税由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.cloudVatPct':
    '云端服务增值税由 {base} 调为 {low} 和 {high}（−{down} / +{up}，每 1% 变化 {perPct}）',
  'explain.toolSensitivity.discountRatePct':
    '年折现率由 {base} 调为 {low} 和 {high}（−{down} / +{up}；折现率为 0 时，比例每 1% 对应上调 0.1 个百分点，并按该比例排序；每 1% 变化 {perPct}）',
  'explain.toolSensitivity.doublingMonths':
    '性价比翻番周期由 {base} 个月调为 {low} 和 {high} 个月（−{down} / +{up}，每 1% 变化 {perPct}）',
} as const satisfies Record<keyof typeof en.explainTools, string>;

// “计算方法”中与租用卡速度有关的固定计费方案文案：完成同样工作所需的卡数，以及方案建议按这些卡所作的比较。
export const explainSpeed = {
  'explain.rentedCardsSpeed.label': '所需卡数',
  'explain.rentedCardsSpeed.formula':
    '⌈{gpus} 张卡 ÷ 租用卡速度 {speedRatio}⌉ = {neededCards} 张卡：固定计费方案按卡的全部时长付费，因此按租用卡的速度，租够在相同时段内完成自建卡工作量的卡数。这适用于吞吐型、批处理任务；需要同时占用 {gpus} 张卡的任务（例如受显存限制）不适用',
  'explain.toolAdvisor.speed':
    '。按租用卡速度 {speedRatio}，固定计费方案租 {flatCards} 张卡即可完成按需租用 {onDemandCards} 张卡计费的工作量，占这些卡每月 730 小时的 {util}',
} as const satisfies Record<keyof typeof en.explainSpeed, string>;

// “计算方法”中租用一侧在比较期末剩余部分的中文文案：预留已付费、尚未使用的月份，与自建硬件的期末账面价值同样计入。
export const explainHorizon = {
  'explain.rentRemaining.label': '期末剩余的预留价值',
  'explain.rentRemaining.formula':
    '比较期之后已付费的 {pastMonths} 个月 × {compute} = {remainingValue}，按已付价格计：这些月份的卡仍为你预留，假定比较期之后照常使用（或转让该预留）',
  'explain.rentRemainingResold.label': '期末剩余的预留价值',
  'explain.rentRemainingResold.formula':
    '比较期之后已付费的 {pastMonths} 个月 × {compute} = {pastHorizon}，× 可转让比例 {reservationResalePct} = {remainingValue}',
  'explain.rentAmortizedTotalResold.label': '租用，摊销口径总成本',
  'explain.rentAmortizedTotalResold.formula':
    '已付 {cashTotal} − 比较期之后的月份可转让所得 {remainingValue} = {total}',
  'explain.rentAmortizedTotal.label': '租用，摊销口径总成本',
  'explain.rentAmortizedTotal.formula':
    '已付 {cashTotal} − 期末剩余 {remainingValue} = {total}，即实际使用月份的费用，与自建扣除期末账面价值的计法相同',
} as const satisfies Record<keyof typeof en.explainHorizon, string>;
// “计算方法”中所得税、融资与现值的中文文案（格式第 6 版）：设有折现率、所得税、贷款或融资租赁的场景，逐行代入本场景的数字。
export const explainFinance = {
  'explain.section.finance': '所得税、融资与现值',
  'explain.discountFactors.label': '折现系数（年折现率 {ratePct}）',
  'explain.discountFactors.formula':
    '月折现系数 v = (1 + {ratePct})^(−1/12) = {monthFactor}；v + v² + … + v^{horizonMonths} = {annuityFactor}；v^{horizonMonths} = {endFactor}',
  'explain.taxNone.label': '所得税',
  'explain.taxNone.formula': '不计：两方均按税前比较',
  'explain.taxRate.label': '两方比较所用的所得税税率',
  'explain.taxRate.formula': '所得税 {incomeTaxPct}{state} = {taxPct}',
  'explain.taxRate.state': ' + 州税 {stateTaxPct} × (1 − {incomeTaxPct})，因州税可从联邦应纳税所得额中扣除',
  'explain.noInvoice.label': '无增值税专用发票的硬件',
  'explain.noInvoice.formula':
    '未取得专用发票购入（非正规渠道），不得在应纳税所得额中扣除，进项税额也不能抵扣；电费、运维和利息仍可扣除',
  'explain.deductionExpense.label': '{year} 年购入硬件的税前扣除',
  'explain.deductionExpense.formula': '{capital} 于 {year} 年一次性全额扣除{rule}',
  'explain.deductionExpense.cn':
    '：设备器具一次性税前扣除，适用于单位价值不超过 {limit}、{fromYear} 至 {toYear} 年购入的设备（财政部 税务总局公告2023年第37号）',
  'explain.deductionExpense.us': '：100% 红利折旧（bonus depreciation），适用于 {fromYear} 年 1 月 19 日之后取得的资产',
  'explain.deductionStraightLine.label': '{year} 年购入硬件的税前扣除（直线法）',
  'explain.deductionStraightLine.formula':
    '{capital} ÷ {taxLifeYears} 年 = 每年 {perYear}，{year} 至 {lastYear} 年{why}',
  'explain.deductionStraightLine.overLimit':
    '；不能一次性扣除，因为单台服务器 {unitValue} 超过一次性税前扣除的单位价值上限 {limit}',
  'explain.deductionStraightLine.outsideYears':
    '；不能一次性扣除，因为一次性税前扣除只适用于 {fromYear} 至 {toYear} 年购入的设备',
  'explain.deductionMacrs.label': '{year} 年购入硬件的税前扣除（5 年期 MACRS）',
  'explain.deductionMacrs.formula': '{capital} 分六个纳税年度扣除：{years}{why}',
  'explain.deductionMacrs.share': '{taxYear} 年 {pct} = {amount}',
  'explain.deductionMacrs.outsideYears': '；不能一次性扣除，因为 100% 红利折旧只适用于 {fromYear} 年起取得的资产',
  'explain.deductionSection179.label': '{year} 年购入硬件的税前扣除（第 179 条款）',
  'explain.deductionSection179.formula':
    '{capital} 中的 {first} 一次性扣除（上限 {limit}，购置额超过 {phaseOutFrom} 的部分逐美元递减），其余按 5 年期 MACRS：{years}',
  'explain.loanAmount.label': '贷款',
  'explain.loanAmount.formula': '{capital} − 首付 {downPaymentPct} 即 {downPayment} = 贷款额 {financed}',
  'explain.leaseAmount.label': '融资租赁',
  'explain.leaseAmount.formula': '出租方支付全部 {capital}；期末留购价为其 {buyoutPct}，即 {buyout}',
  'explain.loanPayment.label': '每月还款',
  'explain.loanPayment.formula':
    '月利率 r = {ratePct} ÷ 12 = {monthlyRatePct}；{financed} × r ÷ (1 − (1 + r)^−{months}) = {payment}',
  'explain.leasePayment.label': '融资租赁每月还款',
  'explain.leasePayment.formula':
    '月利率 r = {ratePct} ÷ 12 = {monthlyRatePct}；({financed} − 留购价 {buyout} × (1 + r)^−{months}) × r ÷ (1 − (1 + r)^−{months}) = {payment}',
  'explain.loanPaymentFree.label': '每月还款（无息）',
  'explain.loanPaymentFree.formula': '({financed} − 留购价 {buyout}) ÷ {months} 个月 = {payment}',
  'explain.loanInterest.label': '比较期内的利息（从应纳税所得额中扣除）',
  'explain.loanInterest.formula': '{paidMonths} 个月利息 {interest}{subsidy} = {net}',
  'explain.loanInterest.subsidy': ' − 贴息 {subsidy}（{subsidyPct} 个百分点，{subsidyMonths} 个月）',
  'explain.loanPaid.label': '比较期内向出资方支付',
  'explain.loanPaid.formula': '{payments}{subsidy}{buyout}{payoff} = {total}',
  'explain.loanPaid.payments': '{paidMonths} × {payment}',
  'explain.loanPaid.subsidy': ' − 贴息 {subsidy}',
  'explain.loanPaid.buyout': ' + 第 {month} 个月支付留购价 {buyout}',
  'explain.loanPaid.payoff': ' + 第 {month} 个月一次结清尚欠的 {payoff}',
  'explain.taxSavedOwn.label': '自建在 {year} 年节省的所得税（第 {fromMonth}–{toMonth} 个月）',
  'explain.taxSavedOwn.formula':
    '{taxPct} × (电费和运维 {running}{deducted}{interest}{sale}) = {own}，于纳税年度末计入（折现系数 {factor}）',
  'explain.taxSavedOwn.deducted': ' + 硬件扣除 {deducted}',
  'explain.taxSavedOwn.interest': ' + 利息 {interest}',
  'explain.taxSavedOwn.sale': ' − (旧硬件售价 {sold} − 其计税基础 {taxBook})',
  'explain.taxSavedRent.label': '租用在 {year} 年节省的所得税（第 {fromMonth}–{toMonth} 个月）',
  'explain.taxSavedRent.formula': '{taxPct} × 已付租用费用 {paid} = {rent}，于纳税年度末计入（折现系数 {factor}）',
  'explain.taxOnSale.label': '期末硬件价值应缴的所得税',
  'explain.taxOnSale.formula': '{taxPct} × (计入的价值 {credit} − 计税基础 {taxBook}) = {tax}，视同期末出售',
  'explain.presentValueOwn.label': '自建成本现值（摊销口径）',
  'explain.presentValueOwn.formula':
    '{start} + 电费和运维 {running} × {annuityFactor}{onOrder}{leadTime}{downtime}{replacements}{loan}{taxSaved}{credit}{saleTax} = {presentValue}',
  'explain.presentValueOwn.capital': '购置 {capital}',
  'explain.presentValueOwn.downPayment': '首付 {downPayment}',
  'explain.presentValueOwn.replacements': ' + 设备更新折现值 {replacementsPresentValue}',
  'explain.presentValueOwn.loan': ' + 向出资方支付的折现值 {loanPresentValue}',
  'explain.presentValueOwn.onOrder': ' − {running} × {orderFactor}（订货期间没有电费和运维：各月订货比例 × v^m 之和）',
  'explain.presentValueOwn.leadTime': ' + 订货期间租用的折现值 {leadTimePresentValue}',
  'explain.presentValueOwn.downtime': ' + 维修期间租用的折现值 {downtimePresentValue}',
  'explain.presentValueOwn.taxSaved': ' − 节省所得税的折现值 {taxPresentValue}',
  'explain.presentValueOwn.credit': ' − 期末硬件价值 {credit} × {endFactor}',
  'explain.presentValueOwn.saleTax': ' + 其应缴所得税 {taxOnSale} × {yearEndFactor}',
  'explain.presentValueOwnCash.label': '自建成本现值（现金口径）',
  'explain.presentValueOwnCash.formula':
    '{start} + 电费和运维 {running} × {annuityFactor}{onOrder}{leadTime}{downtime}{replacements}{loan}{taxSaved} = {presentValue}',
  'explain.presentValueRent.label': '租用成本现值（摊销口径）',
  'explain.presentValueRent.formula':
    '{compute} + 存储 {storage} × {annuityFactor}{staff}{past}{taxSaved}{left}{leftTax} = {presentValue}',
  'explain.presentValueRent.staff': ' + 人力 {staff} × {annuityFactor}',
  'explain.presentValueRent.compute': '算力 {compute} × {annuityFactor}',
  'explain.presentValueRent.computeFalling': '算力 {compute} × {computeAnnuity}（各月价格系数 × v^m 之和）',
  'explain.presentValueRent.past':
    ' + {compute} × {pastMonths} × {endFactor}（比较期之后的付费月份，于第 {horizonMonths} 个月支付）',
  'explain.presentValueRent.taxSaved': ' − 节省所得税的折现值 {taxPresentValue}',
  'explain.presentValueRent.left': ' − {remainingValue} × {endFactor}（期末剩余的月份）',
  'explain.presentValueRent.leftTax':
    ' + {taxPct} × {remainingValue} × {yearEndFactor}（这些月份节省的所得税随之剩余）',
  'explain.presentValueRentCash.label': '租用成本现值（现金口径）',
  'explain.presentValueRentCash.formula':
    '{compute} + 存储 {storage} × {annuityFactor}{staff}{past}{taxSaved} = {presentValue}',
  'explain.savings.presentValues': '，比较的是上文的现值，与结论相同',
} as const satisfies Record<keyof typeof en.explainFinance, string>;

// “计算方法”中临界点的中文文案：其他条件不变时，各方仍不比另一方贵的最高价格，以及自建从每天多少忙碌小时起更划算。
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
} as const satisfies Record<keyof typeof en.explainTipping, string>;

// “计算方法”中“按任务估算工作负载”的中文文案：训练或推理服务任务的各项数字（公式中代入任务本身的数值）、
// 由此得出的工作负载、每年跑几次起自建更划算，以及三种部署方式的对比。公式与来源见 docs/method/jobs.md。
export const explainJob = {
  'explain.section.job': '从任务到工作负载',
  'explain.job.intro':
    '本方案的工作负载是按一项任务估算的。下面用任务本身的数值逐项算出各个数字；任务采用默认值之处，注明默认值的来源。',
  'explain.count.cards.one': '{n} 张卡',
  'explain.count.cards.other': '{n} 张卡',
  'explain.count.runs.one': '{n} 次',
  'explain.count.runs.other': '{n} 次',
  'explain.count.sessions.one': '{n} 次',
  'explain.count.sessions.other': '{n} 次',
  'explain.count.bytes.one': '{n} 字节',
  'explain.count.bytes.other': '{n} 字节',
  'explain.job.spec.title': '，“{title}”',
  'explain.job.view.amortized': '摊销口径',
  'explain.job.view.cash': '现金口径',

  'explain.job.spec.label': '任务',
  'explain.job.spec.formula': '{answer}{title}',
  'explain.job.spec.unchecked': '无法计算：任务中有数字缺失或无效，说明它未经过方案的校验',
  'explain.job.failed': '无法计算：{message}',
  'explain.job.spec.training':
    '{method}，模型参数 {totalB}B（每个 token 激活 {activeB}B），训练数据 {tokens} token，所用卡为 {tflops} TFLOPS、{memoryGB} GB 显存',
  'explain.job.method.full': '全参数训练',
  'explain.job.method.lora': 'LoRA 微调',
  'explain.job.method.qlora': 'QLoRA 微调',
  'explain.job.spec.serving':
    '每天 {tokens} token（输入 {inputPct}，缓存命中的输入 {cachedPct}，输出 {outputPct}），高峰小时为平均的 {peak} 倍，推理服务的模型参数 {totalB}B、每个权重 {precision}，所用卡为 {memoryGB} GB 显存',

  'explain.job.flops.label': '计算量',
  'explain.job.flops.formula': '{k} × 激活参数 {activeB}B × {tokens} token{attention} = {flops} FLOPs（{why}）',
  'explain.job.flops.attention':
    ' + 每个 token 的注意力计算 {perToken} FLOPs × {tokens} token（12 × 层数 × 宽度 × 序列长度 {sequence}，LoRA 取其三分之二；PaLM，Chowdhery 等，2022）',
  'explain.job.flops.full': '全参数训练每个参数每个 token 计 6 次：前向 2 次，反向 4 次；Kaplan 等，2020',
  'explain.job.flops.adapters':
    'LoRA 与 QLoRA 每个参数每个 token 计 4 次：前向 2 次，反向传播穿过冻结的基座 2 次，基座权重本身不求梯度；Hu 等，2021',
  'explain.job.gpuHours.label': '卡时',
  'explain.job.gpuHours.formula':
    '{flops} FLOPs ÷ ({tflops} TFLOPS × 10¹² × MFU {mfu} × 3,600 秒) = {gpuHours} 卡时{source}',
  'explain.job.gpuHours.mfuDefault':
    '；MFU {mfu} 为该训练类型的默认值（预训练按规模取自 Meta Llama 3.1 模型卡，全量微调取自 MosaicML，LoRA 与 QLoRA 由其推得，混合专家取自 NeMo；见 docs/method/jobs.md），请以实测值替换',
  'explain.job.paid.label': '含检查点与重启的卡时',
  'explain.job.paid.formula': '{gpuHours} × (1 + {overheadPct}{spot}) = {paid} 卡时{source}',
  'explain.job.paid.spot': '，竞价实例',
  'explain.job.paid.assumption': '；{overheadPct} 为默认值，是假设而非实测数字，请填入你所用集群的实际数字',
  'explain.job.paid.meta':
    '；{overheadPct} 为默认值，即 1 ÷ 0.9 − 1，取自 Meta 在 16,384 张 H100 上“有效训练时间超过 90%”（Llama 3 论文 §3.3.4），请填入你所用集群的实际数字',
  'explain.job.state.label': '训练状态占用的显存',
  'explain.job.state.formula': '{answer}',
  'explain.job.state.full':
    '18 字节 × {totalB}B 参数 = {stateGB} GB（BF16 权重 2、fp32 梯度 4、fp32 主权重和 Adam 的两个矩 12；Megatron-LM），激活值另计',
  'explain.job.state.adapters':
    '{baseBytes} 字节 × 冻结参数 {totalB}B + 18 字节 × {adapterPct} × {totalB}B 适配器参数 = {stateGB} GB（适配器的训练状态按每个参数 18 字节计，Megatron-LM），激活值另计',
  'explain.job.holdState.label': '放下训练状态所需卡数',
  'explain.job.holdState.formula':
    '⌈{stateGB} GB ÷ ({memoryGB} GB × 可用 {usablePct}{activations})⌉ = {cards}{sharded}{source}',
  'explain.job.holdState.activations':
    ' − 每张卡的激活值 {activationsGB} GB（完全重计算时每条序列 2 字节 × 序列长度 × 宽度 × 层数；Korthikanti 等，2022）',
  'explain.job.holdState.sharded': '，训练状态分片到各卡（ZeRO stage 3、FSDP）',
  'explain.job.usableDefault':
    '；可用 {usablePct} 为默认值，即 vLLM 默认的显存利用率，留出十分之一给 CUDA 上下文和碎片',
  'explain.job.deadline.label': '按期完成所需卡数',
  'explain.job.deadline.formula': '⌈{paid} 卡时 ÷ {deadline} 小时⌉ = {cards}',
  'explain.job.cardsUsed.label': '所用卡数',
  'explain.job.cardsUsed.formula': '{answer}',
  'explain.job.cardsUsed.hold':
    '放下训练状态需 {hold}，按整实例（每实例 {perInstance} 张）取整：⌈{needed} ÷ {perInstance}⌉ × {perInstance} = {used}',
  'explain.job.cardsUsed.deadline':
    'max(放下训练状态 {hold}, 按期完成 {deadline}) = {needed}，按整实例（每实例 {perInstance} 张）取整：⌈{needed} ÷ {perInstance}⌉ × {perInstance} = {used}',
  'explain.job.wallClock.label': '每次训练的耗时',
  'explain.job.wallClock.formula': '{paid} 卡时 ÷ {used} = {hours} 小时，即 {days} 天{deadline}',
  'explain.job.wallClock.meets': '，在 {deadline} 小时的期限内',
  'explain.job.fill.label': '由此得出的工作负载',
  'explain.job.fill.formula': '{answer}',
  'explain.job.fill.training': '每年 {runs} × {hours} 小时 ÷ 24 小时 = 每年 {days} 天，每天 24 小时，共 {cards}',
  'explain.job.fill.serving': '{cards}全年占用，每天 24 小时、每年 365 天：服务须随时在线应答',
  'explain.job.fill.refusedRuns':
    '无，因为每年 {runs} 次首尾相接需 {busy} 小时，超过一年的 8,760 小时：每次训练在 {cards}上需 {hours} 小时，一年最多排得下 {most} 次（请修改每年训练次数）',
  'explain.job.fill.refusedCards': '无，因为任务同时需要 {cards}，超过方案所能容纳的 {most}',
  'explain.job.edited.label': '工作负载已手动修改',
  'explain.job.edited.formula':
    '任务得出的是 {jobCards}、每天 {jobHours} 小时、每年 {jobDays} 天{jobSessions}；现在的工作负载为 {cards}、每天 {hours} 小时、每年 {days} 天{sessions}，上面的结论按现在的工作负载计算',
  'explain.job.edited.sessions': '、每天 {sessions}',
  'explain.job.runsToOwn.label': '每年跑几次起自建更划算',
  'explain.job.runsToOwn.formula': '{answer}',
  'explain.job.runsToOwn.from':
    '每次 {hours} 小时、{cards}：每年 {runs}起，自建不比租用贵（一年最多排得下 {most} 次）；每年 {runs}时，{months} 个月内自建 {own}，租用 {rent}（{view}）；本任务为每年 {current}',
  'explain.job.runsToOwn.never':
    '直到一年排得下的最多 {most}，租用都更便宜；此时 {months} 个月内自建 {own}，租用 {rent}（{view}）',
  'explain.job.runsToOwn.tooLong': '无，因为每次训练需 {hours} 小时，超过一年',
  'explain.job.runsToOwn.noTime': '无，因为训练不耗时（没有训练数据）',

  'explain.job.output.label': '每天输出 token 数',
  'explain.job.output.formula': '{tokens} × {outputPct} = {output}',
  'explain.job.peak.label': '高峰每秒输出 token 数',
  'explain.job.peak.formula': '{output} ÷ 86,400 秒 × {peak} = 每秒 {perSecond} token',
  'explain.job.sequences.label': '峰值时同时处理的序列数',
  'explain.job.sequences.formula': '{answer}',
  'explain.job.sequences.given': '{sequences}，按填写值',
  'explain.job.sequences.raised': '填写 {given}，调高到 {sequences}：更少的序列在带宽上限内解码不完峰值的 token',
  'explain.job.sequences.perUser':
    '利特尔定律：峰值时每秒解码 {perSecond} 个输出 token ÷ 每个序列 {speed} token/秒（用户要求至少 {perUser}）= {sequences}',
  'explain.job.decode.label': '每份副本的解码速度',
  'explain.job.decode.formula': '{answer}',
  'explain.job.decode.bandwidth':
    'min({sequences} 个序列 × {tbps} TB/s × {cards} ÷（{weightsGB} GB 权重 + {sequences} × {kvReadGB} GB KV 缓存，即半个上下文，每个 token 读取一次），实测 {cap} token/秒）= {perCopy} token/秒，每个序列 {perSequence} token/秒',
  'explain.job.decode.measured': '实测 {cap} token/秒；显存带宽未知，不设上限 = {perCopy} token/秒',
  'explain.job.atPeak.label': '高峰所需卡数',
  'explain.job.atPeak.formula':
    '⌈{perSecond} ÷ 每卡每秒解码 {perCard} token + 每秒 {inputPerSecond} 个输入 token × 每个预填充 {prefillMs} 毫秒 ÷ 1,000 毫秒⌉ = {cards}',
  'explain.job.weights.label': '权重',
  'explain.job.weights.formula': '{totalB}B 参数 × {precision} = {weightsGB} GB',
  'explain.job.kv.label': 'KV 缓存',
  'explain.job.kv.formula':
    '{tokenBytes}；× 上下文 {context} token × 同时 {sequences} 个序列 = {kvGB} GB（按每个序列用满上下文计：是上限）',
  'explain.job.kv.shape':
    '2（K 和 V）× {layers} 层 × {kvHeads} 个 KV 头 × {headDim} × {precision} = 每个 token {perToken} 字节',
  'explain.job.kv.given': '每个 token {perToken} 字节（任务给定）',
  'explain.job.perReplica.label': '每个模型副本的卡数',
  'explain.job.perReplica.formula': '{answer}{source}',
  'explain.job.perReplica.given':
    '{cards}（任务给定）；{weightsGB} GB 权重，每卡可用 {usableGB} GB（{memoryGB} GB × {usablePct}）',
  'explain.job.perReplica.fewest':
    '放得下 {weightsGB} GB 权重并留有余量的最少卡数，每卡可用 {usableGB} GB（{memoryGB} GB × {usablePct}）：{cards}',
  'explain.job.replicas.label': '副本数与卡数',
  'explain.job.replicas.formula':
    'max(1, 高峰 ⌈{atPeak} ÷ {perReplica}⌉, KV 缓存 ⌈{kvGB} GB ÷ 每副本剩余 {roomGB} GB⌉) = {replicas} × 每副本 {perReplica} = {cards}；{fits}',
  'explain.job.replicas.fits': '高峰所需的副本放得下 KV 缓存',
  'explain.job.replicas.more': 'KV 缓存所需的副本比高峰所需的多',
  'explain.job.busy.label': '每天忙碌卡时',
  'explain.job.busy.formula':
    '({output} ÷ 每秒 {perCard} token + {input} 个输入 token × {prefillMs} 毫秒 ÷ 1,000 毫秒) ÷ 3,600 = {busy} 卡时，即完美弹性伸缩时的下限；对比全天占用 {cards} × 24 小时 = {held} 卡时',

  'explain.job.draw.label': '每卡功率',
  'explain.job.draw.formula': '{answer}{server}；PUE {pue}',
  'explain.job.draw.given': '工作时 {watts} W（任务给定）',
  'explain.job.draw.scenario':
    '工作时 {watts} W，取自建一方（目录填入时即该卡的板卡功耗 TDP：是功耗上限而非实测值；“不要用 TDP，要实测”，ML.ENERGY）',
  'explain.job.draw.server': ' + 每卡分摊的服务器基础功耗 {share} W（serverBaseWatts ÷ 每台服务器卡数）',
  'explain.job.runEnergy.label': '一次训练的能耗',
  'explain.job.runEnergy.formula': '{paid} 卡时 × {watts} W × PUE {pue} ÷ 1,000 = {kWh} kWh',
  'explain.job.busyEnergy.label': '每天能耗（仅忙碌时段）',
  'explain.job.busyEnergy.formula':
    '{busy} 卡时 × {watts} W × PUE {pue} ÷ 1,000 = {kWh} kWh，即下限；每百万 token {perMillion} kWh{perToken}',
  'explain.job.busyEnergy.perToken': '，每个输出 token {joules} J',
  'explain.job.heldEnergy.label': '每天能耗（全天占用）',
  'explain.job.heldEnergy.formula':
    '（{busy} 忙碌卡时 × {watts} W + {quiet} 空闲卡时 × {idle} W）× PUE {pue} ÷ 1,000 = {kWh} kWh；每百万 token {perMillion} kWh{perToken}',
  'explain.job.heldEnergy.perToken': '，每个输出 token {joules} J',
  'explain.job.carbon.label': '碳排放',
  'explain.job.carbon.formula': '{answer}{day}{market}{secondary}',
  'explain.job.carbon.grid': '{kWh} kWh × 每 kWh {factor} kg CO₂e（{grid}：{source}）= {kg} kg CO₂e',
  'explain.job.carbon.own': '{kWh} kWh × 每 kWh {factor} kg CO₂e（任务给定）= {kg} kg CO₂e',
  'explain.job.carbon.noGrid': '不计算：任务未指定电网（energy.grid），场景所在市场也没有对应电网',
  'explain.job.carbon.unknownGrid': '不计算：能耗数据中没有电网 {grid}',
  'explain.job.carbon.day': '（每天，全天占用）',
  'explain.job.carbon.market': '；电网取场景所在市场的全国平均：可在 energy.grid 中指定区域电网',
  'explain.job.carbon.secondary': '；该排放因子为转引，未读到原始公告',

  'explain.section.jobServe': '三种部署方式',
  'explain.job.serve.intro':
    '自建和租用按本方案现有的工作负载和价格计算（比较期内，与结论同一口径），并与调用 API 处理同样的 token 对比。',
  'explain.job.held.label': '{way}',
  'explain.job.held.own': '自建',
  'explain.job.held.rent': '租用',
  'explain.job.held.formula':
    '{months} 个月 {total} ÷ {days} 天 = 每天 {perDay}；÷ (每天 {tokens} token ÷ 10⁶) = 每百万 token {perMillion}',
  'explain.job.apiPath.label': '比较期内的 API 价格',
  'explain.job.apiPath.formula':
    '价格每年变化 {changePctPerYear} %：{months} 个月内平均为当前的 {averageFactor} 倍，故每天 {todayPerDay} × {averageFactor} = 每天 {perDay}',
  'explain.job.api.label': '调用 API',
  'explain.job.api.formula': '{answer}{name}',
  'explain.job.api.plain':
    '{inputPct} × {input} + {outputPct} × {outputPrice} = 每百万 token {perMillion}；× (每天 {tokens} token ÷ 10⁶) = 每天 {perDay}',
  'explain.job.api.cached':
    '{inputPct} × {input} + 缓存命中 {cachedPct} × {cached} + {outputPct} × {outputPrice} = 每百万 token {perMillion}；× (每天 {tokens} token ÷ 10⁶) = 每天 {perDay}',
  'explain.job.api.name': '（{name}）',
  'explain.job.api.none': '任务中没有可对比的 API',
  'explain.job.api.currency': '不计入：其价格以 {apiCurrency} 计，本方案以 {currency} 计，不假设汇率',
  'explain.job.cheapest.label': '最便宜',
  'explain.job.cheapest.formula': '{answer}',
  'explain.job.cheapest.own': '自建，每天 {perDay}',
  'explain.job.cheapest.rent': '租用，每天 {perDay}',
  'explain.job.cheapest.api': '调用 API，每天 {perDay}',
  'explain.job.beats.label': '{way}',
  'explain.job.beats.formula': '{answer}{within}',
  'explain.job.beats.own': '自建比 API 划算',
  'explain.job.beats.rent': '租用比 API 划算',
  'explain.job.beats.from': '每天 {tokens} token 起：每天 {perDay} ÷ 每百万 token {price} × 10⁶',
  'explain.job.beats.within': '，在部署每天能处理的 {capacity} token 之内',
  'explain.job.beats.noApi': '没有可对比的 API',
  'explain.job.beats.currency': '不作对比：API 的价格以另一种货币计',
  'explain.job.beats.never': '任何用量下都不会：API 对这些 token 不收费',
  'explain.job.beats.beyondAny': '任何用量下都不会：API 每个 token 只贵一点点，抵不上每天 {perDay}',
  'explain.job.beats.beyondDeployment':
    '在部署能处理的用量内不会（{cards}每天 {capacity} token）：超出后要加卡，费用更高',
} as const satisfies Record<keyof typeof en.explainJob, string>;

export const method = {
  ...explain,
  ...explainUncertainty,
  ...explainResale,
  ...explainHybrid,
  ...explainTools,
  ...explainSpeed,
  ...explainHorizon,
  ...explainFinance,
  ...explainTipping,
  ...explainJob,
} as const;
