// Every string a user reads goes through t(): English is the source of truth, and each language
// must have every key (the type system checks the dictionaries; t() checks keys made at run time).
// Each language has two dictionaries, each a chunk of its own: what the page shows before its
// verdict (en/index.ts; the embed page loads en/embed.ts, the part of it both pages show), loaded
// before the first render, and the rest (en/later.ts: the charts, the method, the tools, the
// dialogs), loaded once the verdict is on screen or when a part first asks.
// A visitor fetches only their own language.
// A small typed table rather than an i18n library: the strings are plain sentences with {named}
// values, plurals are not needed, and the JavaScript needed before the verdict shows has a 100 KB
// budget that i18next (about 13 KB gzip with its React binding) would take an eighth of.
import type { FirstKey } from './en/index.ts';
import type { LaterKey } from './en/later.ts';
import type { Lang } from './langs.ts';

export { LANGS, type Lang, preferredLang } from './langs.ts';

export type MessageKey = FirstKey | LaterKey;

type Dictionary = Readonly<Record<string, string>>;

/** The pages, each with what it shows before its verdict: the calculator, and the embed's part of it. */
export type Page = 'calculator' | 'embed';

const FIRST: Readonly<Record<Page, Readonly<Record<Lang, () => Promise<Dictionary>>>>> = {
  calculator: {
    en: () => import('./en/index.ts').then((m) => m.en),
    'zh-CN': () => import('./zh/index.ts').then((m) => m.zh),
  },
  embed: {
    en: () => import('./en/embed.ts').then((m) => m.embed),
    'zh-CN': () => import('./zh/embed.ts').then((m) => m.embed),
  },
};

/** The page this is, which says which first messages it loads (the embed's main.tsx sets it). */
let page: Page = 'calculator';

export function setPage(name: Page): void {
  page = name;
}

const LATER: Readonly<Record<Lang, () => Promise<Dictionary>>> = {
  en: () => import('./en/later.ts').then((m) => m.later),
  'zh-CN': () => import('./zh/later.ts').then((m) => m.later),
};

/** The dictionaries of each language loaded so far. */
const first: { [L in Lang]?: Dictionary } = {};
const later: { [L in Lang]?: Dictionary } = {};

/**
 * A load of the later messages, marked as it settles the way React's use() marks a promise, and
 * whether some part waits for it (to show its failure should it fail).
 */
export type LaterLoad = Promise<void> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  reason?: unknown;
  waited?: boolean;
};

const laterLoads: { [L in Lang]?: LaterLoad } = {};

/**
 * Loads the later messages of `lang`: one load per language, the same for every caller. A failed load
 * that a part waited for stays failed, as a part whose code failed to load does (its note asks for a
 * reload); one that nothing waited for (fetched ahead) is tried again.
 */
export function loadLaterMessages(lang: Lang): LaterLoad {
  const current = laterLoads[lang];
  if (current && (current.status !== 'rejected' || current.waited)) return current;
  const load: LaterLoad = LATER[lang]().then(
    (dictionary) => {
      later[lang] = dictionary;
      load.status = 'fulfilled';
    },
    (error: unknown) => {
      load.status = 'rejected';
      load.reason = error;
      throw error;
    },
  );
  load.status = 'pending';
  laterLoads[lang] = load;
  return load;
}

/**
 * Loads what the page shows before its verdict in `lang`, and the later messages too once some part
 * has asked for them in any language (a language switch never leaves such a part without its words).
 * The later messages failing to load do not hold the switch back: their parts show their own failure.
 */
export async function loadMessages(lang: Lang): Promise<void> {
  const rest = Object.keys(laterLoads).length > 0 ? loadLaterMessages(lang).catch(() => undefined) : undefined;
  first[lang] ??= await FIRST[page][lang]();
  await rest;
}

/**
 * Makes dictionaries imported already available at once, with nothing to load: the unit tests' setup
 * and any code outside the browser that has them at hand.
 */
export function installMessages(lang: Lang, firstMessages: Dictionary, laterMessages: Dictionary): void {
  first[lang] = firstMessages;
  later[lang] = laterMessages;
  const load: LaterLoad = Promise.resolve();
  load.status = 'fulfilled';
  laterLoads[lang] = load;
}

export type Params = Readonly<Record<string, string | number>>;

/** Whether a message under `key` is loaded in `lang` (for keys made at run time, such as a field's label). */
export function hasMessage(lang: Lang, key: string): key is MessageKey {
  return Object.hasOwn(first[lang] ?? {}, key) || Object.hasOwn(later[lang] ?? {}, key);
}

/** The message `key` in `lang` with its {named} values filled in: its dictionary must have loaded. */
export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  const template = first[lang]?.[key] ?? later[lang]?.[key];
  if (template === undefined) {
    const message = `missing message "${key}" for ${lang}${later[lang] ? '' : ' (the later messages have not loaded)'}`;
    if (import.meta.env.DEV) throw new Error(message);
    console.error(message);
    return key;
  }
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) {
      if (import.meta.env.DEV) throw new Error(`message "${key}" needs a value for {${name}}`);
      return whole;
    }
    return String(value);
  });
}
