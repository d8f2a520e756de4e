// 说明区中“按任务估算工作负载”的中文文案：训练或推理服务任务的各项数字（公式中代入任务本身的数值）、
// 由此得出的工作负载、每年跑几次起自建更划算，以及三种部署方式的对比。公式与来源见 docs/method/jobs.md。
import type { explainJob as en } from '../en/explainJob.ts';

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
  'explain.job.flops.formula': '{k} × 激活参数 {activeB}B × {tokens} token = {flops} FLOPs（{why}）',
  'explain.job.flops.full': '全参数训练每个参数每个 token 计 6 次：前向 2 次，反向 4 次；Kaplan 等，2020',
  'explain.job.flops.adapters':
    'LoRA 与 QLoRA 每个参数每个 token 计 4 次：前向 2 次，反向传播穿过冻结的基座 2 次，基座权重本身不求梯度；Hu 等，2021',
  'explain.job.gpuHours.label': '卡时',
  'explain.job.gpuHours.formula':
    '{flops} FLOPs ÷ ({tflops} TFLOPS × 10¹² × MFU {mfu} × 3,600 秒) = {gpuHours} 卡时{source}',
  'explain.job.gpuHours.mfuDefault':
    '；MFU {mfu} 为默认值，取 H100 级别卡上已公开的大规模训练的中位数（LLM 目录）；小规模训练可能达不到，故这一卡时数是下限',
  'explain.job.paid.label': '含检查点与重启的卡时',
  'explain.job.paid.formula': '{gpuHours} × (1 + {overheadPct}{spot}) = {paid} 卡时{source}',
  'explain.job.paid.spot': '，竞价实例',
  'explain.job.paid.assumption': '；{overheadPct} 为默认值，是假设而非实测数字，请填入你所用集群的实际数字',
  'explain.job.state.label': '训练状态占用的显存',
  'explain.job.state.formula': '{answer}',
  'explain.job.state.full':
    '16 字节 × {totalB}B 参数 = {stateGB} GB（16 位权重和梯度、fp32 主权重和 Adam 的两个矩；ZeRO，Rajbhandari 等，2020），未计激活值',
  'explain.job.state.adapters':
    '{baseBytes} 字节 × 冻结参数 {totalB}B + 16 字节 × {adapterPct} × {totalB}B 适配器参数 = {stateGB} GB（适配器的 Adam 状态按每个参数 16 字节计，ZeRO），未计激活值',
  'explain.job.holdState.label': '放下训练状态所需卡数',
  'explain.job.holdState.formula': '⌈{stateGB} GB ÷ ({memoryGB} GB × 可用 {usablePct})⌉ = {cards}{sharded}{source}',
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
  'explain.job.atPeak.label': '高峰所需卡数',
  'explain.job.atPeak.formula': '⌈{perSecond} ÷ 每卡每秒 {perCard} token⌉ = {cards}',
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
    '{output} ÷ 每秒 {perCard} token ÷ 3,600 = {busy} 卡时，即完美弹性伸缩时的下限；对比全天占用 {cards} × 24 小时 = {held} 卡时',

  'explain.section.jobServe': '三种部署方式',
  'explain.job.serve.intro':
    '部署所需的卡全年占用，按本方案的价格分别计算自建和租用（在比较期内按摊销口径计），并与调用 API 处理同样的 token 对比。',
  'explain.job.held.label': '{way}',
  'explain.job.held.own': '自建',
  'explain.job.held.rent': '租用',
  'explain.job.held.formula':
    '{months} 个月 {total} ÷ {days} 天 = 每天 {perDay}；÷ (每天 {tokens} token ÷ 10⁶) = 每百万 token {perMillion}',
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
} as const satisfies Record<keyof typeof en, string>;
