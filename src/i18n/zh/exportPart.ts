// Chinese messages of the export part, loaded with it.
export const exportPart = {
  'export.title': '导出',
  'export.csv': '逐月数据（CSV）',
  'export.json': '场景与结果（JSON）',
  'export.print': '打印报告',
  'export.csv.month': '月份',
  'export.csv.ownCash': '自建（现金口径）累计（{unit}）',
  'export.csv.ownAmortized': '自建（摊销口径）累计（{unit}）',
  'export.csv.rent': '租用累计（{unit}）',
} as const;
