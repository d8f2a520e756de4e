// Every string a user reads goes through t(): English is the source of truth, and each language
// must have every key (the type system checks the dictionaries; t() checks keys made at run time).
// The page's own messages load with it; the messages of a part that loads later (charts, the
// method section, the catalog) travel in that part's chunk as an "area" of their own.
// A small typed table rather than an i18n library: the strings are plain sentences with {named}
// values, plurals are not needed, and the JavaScript needed before the verdict shows has a 100 KB
// budget that i18next (about 13 KB gzip with its React binding) would take an eighth of.
import { en, type MessageKey } from './en/index.ts';
import { zh } from './zh/index.ts';

export type { MessageKey };
export const LANGS = ['en', 'zh-CN'] as const;
export type Lang = (typeof LANGS)[number];

/** One dictionary for each language, with the same keys. */
export type Dictionaries<K extends string> = Readonly<Record<Lang, Readonly<Record<K, string>>>>;

const APP: Dictionaries<MessageKey> = { en, 'zh-CN': zh };

export type Params = Readonly<Record<string, string | number>>;

export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  return translateIn(APP, lang, key, params);
}

/** Whether the page has a message under `key` (for keys made at run time, such as a field's label). */
export function hasMessage(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** The message `key` of an area (or of the page) in `lang`, its {named} values filled in. */
export function translateIn<K extends string>(
  dictionaries: Dictionaries<K>,
  lang: Lang,
  key: K | MessageKey,
  params?: Params,
): string {
  const area: Readonly<Record<string, string>> = dictionaries[lang];
  const template: string | undefined = area[key] ?? (APP[lang] as Readonly<Record<string, string>>)[key];
  if (template === undefined) {
    const message = `missing message "${String(key)}" for ${lang}`;
    if (import.meta.env.DEV) throw new Error(message);
    console.error(message);
    return key;
  }
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) {
      if (import.meta.env.DEV) throw new Error(`message "${String(key)}" needs a value for {${name}}`);
      return whole;
    }
    return String(value);
  });
}

/** The first of the browser's preferred languages that the calculator speaks, English otherwise. */
export function preferredLang(languages: readonly string[]): Lang {
  for (const language of languages) {
    const lower = language.toLowerCase();
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower.startsWith('en')) return 'en';
  }
  return 'en';
}
