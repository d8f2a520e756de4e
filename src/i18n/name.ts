// The calculator's name in each language: the page's title, the embed's document title, the Embed
// dialog's frame title and the blog loader's (src/embed/loader/loader.ts, which imports nothing else).
export const CALCULATOR_NAME = { en: 'GPU rent-or-own calculator', 'zh-CN': 'GPU 租用还是自建计算器' } as const;
