// Chinese messages of the Embed dialog, loaded with it.
export const embedPanel = {
  'embedPanel.title': '把计算器嵌入博客文章',
  'embedPanel.intro':
    '把代码粘贴到页面中。读者会看到这个场景，并能修改您选择的输入项；小部件会自动调整高度，不影响您页面的样式。',
  'embedPanel.inputs': '读者可修改的输入项',
  'embedPanel.input.gpus': 'GPU 数',
  'embedPanel.input.hours': '每天计算小时数',
  'embedPanel.input.days': '每年使用天数',
  'embedPanel.input.price': '每卡时价格',
  'embedPanel.input.server': '服务器价格',
  'embedPanel.input.tokens': '训练 token 数（任务）',
  'embedPanel.input.runs': '每年次数（任务）',
  'embedPanel.input.tpd': '每天 token 数（任务）',
  'embedPanel.input.months': '比较期',
  'embedPanel.lang': '语言',
  'embedPanel.langReader': '跟随读者浏览器的语言',
  'embedPanel.snippet': '要粘贴的代码',
  'embedPanel.copy': '复制代码',
  'embedPanel.copied': '代码已复制。',
  'embedPanel.close': '关闭',
  'embedPanel.preview': '预览',
  'embedPanel.previewTitle': '嵌入效果预览',
} as const;
