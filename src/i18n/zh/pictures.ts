// Chinese messages of the pictures of the answer, loaded with them.
export const pictures = {
  'pictures.png': 'PNG（2 倍清晰度）',
  'pictures.svg': 'SVG',
  'pictures.markdown': '用于文章的 Markdown',
  'pictures.copy': '复制',
  'pictures.copied': '已复制',
  'pictures.note':
    '请先把图片上传到你的平台（Medium、Substack、微信公众号、知乎等），再用图片地址替换文件名：图片就会链接到这个场景。',
  'pictures.failed': '无法生成图片。',
  'pictures.unnamed': '未命名场景',
  'pictures.alt': '{name}：{verdict}',
  'pictures.footer': '{date} · {view}',
  'pictures.view.amortized': '自建硬件按摊销口径',
  'pictures.view.cash': '自建硬件按现金口径',
} as const;
