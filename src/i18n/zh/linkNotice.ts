// 链接提示的中文文案，随提示一起加载。
import type { linkNotice as en } from '../en/linkNotice.ts';

export const linkNotice: Record<keyof typeof en, string> = {
  'link.notice.title': '这个链接无法完全按原样使用。',
  'link.notice.kept': '链接中的其余内容都已保留，计算器可正常使用。',
  'link.notice.dismiss': '关闭',
  'link.notice.more': '……还有 {count} 项。',
  'link.problem.newer-link': '它由更新版本的计算器生成，本版本无法读取其中的场景。现显示默认场景。',
  'link.problem.corrupt-link': '链接中的场景部分已损坏（可能在复制时被截断），无法读取。现显示默认场景。',
  'link.problem.bad-view': '设置“{param}”的值本计算器不认识，已保持原样。',
  'link.field.removed': '“{field}”不是本计算器认识的项目，已略去。',
  'link.field.dropped': '“{field}”无效（{allowed}），链接中包含它的部分已略去。',
  'link.field.default': '“{field}”无效（{allowed}），改用 {value}。',
  'link.field.plan': '该租用方式需要的价格链接中没有给出，改用按需方式。',
  'link.field.newer': '场景由更新版本写成；本版本认识的部分都已保留。',
  'link.field.whole': '场景完全无法读取，现显示默认场景。',
  'link.problem.too-large-link': '链接中的场景部分解压后超过 1 MB，远超任何场景所需，因此未读取。现显示默认场景。',
  'link.problem.repeated-param': '链接中“{param}”出现了不止一次；已使用第一个值，其余的已略去。',
  'link.field.shortened': '“{field}”超过了允许的 {max} 个字符，已截短。',
  'link.field.sourceDate': '“{field}”的来源说明中的日期不是有效的 YYYY-MM-DD 日期，该来源说明已略去。',
  'link.field.source': '“{field}”的来源说明无效，已略去。',
  'link.notice.line': '这个链接无法完全按原样使用。已略去或更改：{parts}。',
  'link.part.scenario': '场景',
  'link.part.param': '{label}（{param}）',
};
