// 说明区中与租用卡速度有关的固定计费方案文案：完成同样工作所需的卡数，以及方案建议按这些卡所作的比较。
import type { explainSpeed as en } from '../en/explainSpeed.ts';

export const explainSpeed = {
  'explain.rentedCardsSpeed.label': '所需卡数',
  'explain.rentedCardsSpeed.formula':
    '⌈{gpus} 张卡 ÷ 租用卡速度 {speedRatio}⌉ = {neededCards} 张卡：固定计费方案按卡的全部时长付费，因此按租用卡的速度，租够在相同时段内完成自建卡工作量的卡数。这适用于吞吐型、批处理任务；需要同时占用 {gpus} 张卡的任务（例如受显存限制）不适用',
  'explain.toolAdvisor.speed':
    '。按租用卡速度 {speedRatio}，固定计费方案租 {flatCards} 张卡即可完成按需租用 {onDemandCards} 张卡计费的工作量，占这些卡每月 730 小时的 {util}',
} as const satisfies Record<keyof typeof en, string>;
