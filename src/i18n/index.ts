// Every string a user reads goes through t(): English is the source of truth, and each language
// must have every key (the type system checks the dictionaries; t() checks keys made at run time).
// The page's own messages load per language, before the first render (loadMessages): a visitor
// fetches only their own language. The messages of a part that loads later (charts, the method
// section, the catalog, saved scenarios) are an "area" of their own (areas.ts), also one chunk per
// language, fetched when the part first shows and, for the parts in use, before a language switch.
// A small typed table rather than an i18n library: the strings are plain sentences with {named}
// values, plurals are not needed, and the JavaScript needed before the verdict shows has a 100 KB
// budget that i18next (about 13 KB gzip with its React binding) would take an eighth of.
import type { MessageKey } from './en/index.ts';

export type { MessageKey };

import { type AreaDictionary, fixedArea, loadAreasInUse, type MessageArea } from './areas.ts';
import type { Lang } from './langs.ts';

export { type AreaDictionary, defineArea, loadArea, type MessageArea } from './areas.ts';

export { LANGS, type Lang, preferredLang } from './langs.ts';

/** One dictionary for each language, with the same keys. */
export type Dictionaries<K extends string> = Readonly<Record<Lang, Readonly<Record<K, string>>>>;

type PageMessages = Readonly<Record<MessageKey, string>>;

const LOADERS: Readonly<Record<Lang, () => Promise<PageMessages>>> = {
  en: () => import('./en/index.ts').then((m) => m.en),
  'zh-CN': () => import('./zh/index.ts').then((m) => m.zh),
};

/** The page's messages of each language loaded so far: a cache of modules, filled once per language. */
const page: { [L in Lang]?: PageMessages } = {};

/**
 * Loads the page's messages in `lang`, and those of every area in use (the parts on the page); t()
 * in that language works once this has resolved. What is loaded already is not fetched again.
 */
export async function loadMessages(lang: Lang): Promise<void> {
  const areas = loadAreasInUse(lang);
  page[lang] ??= await LOADERS[lang]();
  await areas;
}

export type Params = Readonly<Record<string, string | number>>;

/** The page's messages alone. */
export const NO_AREA: MessageArea<never> = fixedArea({});

export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  return translateIn(NO_AREA, lang, key, params);
}

/** Whether the page has a message under `key` (for keys made at run time, such as a field's label). */
export function hasMessage(lang: Lang, key: string): key is MessageKey {
  const messages = page[lang];
  return messages !== undefined && Object.hasOwn(messages, key);
}

/**
 * The message `key` of an area (or of the page) in `lang`, its {named} values filled in. The area's
 * dictionary in `lang` must have loaded (loadArea; a component's useAreaT waits for it).
 */
export function translateIn<K extends string>(
  area: MessageArea<K>,
  lang: Lang,
  key: K | MessageKey,
  params?: Params,
): string {
  const own: AreaDictionary<string> | undefined = area.loaded[lang];
  const template: string | undefined =
    own?.[key] ?? (page[lang] as Readonly<Record<string, string>> | undefined)?.[key];
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
