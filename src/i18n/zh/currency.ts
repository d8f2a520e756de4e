// 货币换算对话框的中文文案，随对话框加载。
import type { currency as en } from '../en/currency.ts';

export const currency: Record<keyof typeof en, string> = {
  'currency.rate': '汇率：1 {from} = ? {to}',
  'currency.convert': '换算为 {to}',
  'currency.cancel': '取消',
  'currency.hint': '所有金额都按此汇率换算。默认值只是粗略汇率，请填入您使用的汇率。',
  'currency.failed': '无法按此汇率换算：{detail}',
  'currency.intro': '当前金额以 {from} 计。点击换算之前不会有任何改动。',
  'currency.to': '目标货币',
  'currency.offered': '建议汇率：1 {from} = {rate} {to}，依据以下汇率：',
  'currency.perUsd': '{asOf}：1 美元 = {perUsd} {code}（来源：{source}）',
  'currency.noRate': '没有 {code} 的参考汇率，请填入您使用的汇率。',
  'currency.restores': '自从由 {to} 换算以来未改动过的金额，将恢复为原先在 {to} 下的数值；汇率只用于此后改动过的金额。',
  'currency.draftInvalid': '有些字段的值无效：换算将从上一次有效的数值开始，这些字段中已输入的内容会被替换。',
};
