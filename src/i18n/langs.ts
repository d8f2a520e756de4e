// The languages the page speaks and which one a browser asks for: plain data the state and the links
// use, apart from the messages themselves.
export const LANGS = ['en', 'zh-CN'] as const;
export type Lang = (typeof LANGS)[number];

/** The page's language for a browser's list of languages: Chinese for any Chinese locale, else English. */
export function preferredLang(languages: readonly string[]): Lang {
  for (const language of languages) {
    const lower = language.toLowerCase();
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower.startsWith('en')) return 'en';
  }
  return 'en';
}
