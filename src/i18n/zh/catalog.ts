import type { catalog as en } from '../en/catalog.ts';

export const catalog: Record<keyof typeof en, string> = {
  'catalog.label': '从 GPU 目录填入',
  'catalog.hint': '用公开来源中注明日期的数据填入功耗、服务器价格和租用价格。填入后仍可修改，并会显示每项数据的来源。',
  'catalog.choose': '选择一款 GPU…',
  'catalog.failed': '目录载入失败',
  'catalog.market.global': '海外价格（多为美元）',
  'catalog.market.cn': '国内价格（人民币）',
  'catalog.option': '{name} · {memory} GB · 截至 {asOf}',
  'catalog.filled': '已从目录填入 {name} 的{fields}（截至 {asOf}）。',
  'catalog.field.power': '功耗',
  'catalog.field.serverPrice': '服务器价格',
  'catalog.field.rentalPrice': '租用价格',
  'catalog.field.billing': '计费粒度',
};
