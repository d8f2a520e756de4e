// “计算方法”中“基础自建，高峰租用”一步的中文模板。
import type { explainHybrid as en } from '../en/explainHybrid.ts';

const method =
  '自建 0 至 {peak} 张卡（按每台 {perServer} 张整台购置），自建卡的计算时长平均分摊到各工作日，托管费和带宽费按自建服务器台数计，人员费用和其他费用只要自建一台即全额计入；其余需求按方案建议中对这部分最省的方案租用（仅当工作负载能容忍中断时才考虑竞价实例）';

export const explainHybrid = {
  'explain.toolHybrid.label': '基础自建，高峰租用',
  'explain.toolHybridRentAll.label': '基础自建，高峰租用',
  'explain.toolHybridRentAll.formula': `${method}；全部租用总成本最低：{plan}{mix}，{total}`,
  'explain.toolHybridRentAll.mix': '（预留 {cards} 张）',
  'explain.toolHybrid.formula': `${method}；自建 {owned} 张卡总成本最低，为 {total}{rest}，比全部租用（{allPlan}{allMix}）的 {allRented} 节省 {savings}（{pct}）`,
  'explain.toolHybrid.rest': '（其余租用：{plan}）',
  'explain.toolHybrid.restMix': '（其余租用：{plan}，预留 {cards} 张）',
  'explain.toolHybrid.allMix': '，预留 {cards} 张',
} as const satisfies Record<keyof typeof en, string>;
