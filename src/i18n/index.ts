// Every string a user reads goes through t(): English is the source of truth, and each language
// must have every key (the type system checks the dictionaries; t() checks keys made at run time).
// Each language has three dictionaries, each a chunk of its own: what the page shows before its
// verdict (en/index.ts; the embed page loads en/embed.ts, the part of it both pages show), loaded
// before the first render; the rest (en/later.ts: the charts, the tools, the dialogs), loaded once the
// verdict is on screen or when a part first asks; and "How this is computed" (en/method.ts, every key
// starting "explain."), loaded when the method is first shown.
// A visitor fetches only their own language.
// A small typed table rather than an i18n library: the strings are plain sentences with {named}
// values, plurals are not needed, and the JavaScript needed before the verdict shows has a 100 KB
// budget that i18next (about 13 KB gzip with its React binding) would take an eighth of.
import type { FirstKey } from './en/index.ts';
import type { LaterKey } from './en/later.ts';
import type { MethodKey } from './en/method.ts';
import type { Lang } from './langs.ts';

export { LANGS, type Lang, preferredLang } from './langs.ts';

export type MessageKey = FirstKey | LaterKey | MethodKey;

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

/** The dictionaries loaded after the verdict: the later messages, and the method's. */
export type Stage = 'later' | 'method';

const STAGES: Readonly<Record<Stage, Readonly<Record<Lang, () => Promise<Dictionary>>>>> = {
  later: {
    en: () => import('./en/later.ts').then((m) => m.later),
    'zh-CN': () => import('./zh/later.ts').then((m) => m.later),
  },
  method: {
    en: () => import('./en/method.ts').then((m) => m.method),
    'zh-CN': () => import('./zh/method.ts').then((m) => m.method),
  },
};

/** The stage whose dictionary holds `key`: the method's keys all start "explain.". */
export const stageOf = (key: string): Stage => (key.startsWith('explain.') ? 'method' : 'later');

/** The dictionaries of each language loaded so far. */
const first: { [L in Lang]?: Dictionary } = {};
const loaded: Record<Stage, { [L in Lang]?: Dictionary }> = { later: {}, method: {} };

/**
 * A load of the later messages, marked as it settles the way React's use() marks a promise, and
 * whether some part waits for it (to show its failure should it fail).
 */
export type LaterLoad = Promise<void> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  reason?: unknown;
  waited?: boolean;
};

const loads: Record<Stage, { [L in Lang]?: LaterLoad }> = { later: {}, method: {} };

/**
 * Loads the later messages of `lang` (or the method's): one load per language and stage, the same for
 * every caller. A failed load that a part waited for stays failed, as a part whose code failed to load
 * does (its note asks for a reload); one that nothing waited for (fetched ahead) is tried again.
 */
export function loadLaterMessages(lang: Lang, stage: Stage = 'later'): LaterLoad {
  const current = loads[stage][lang];
  if (current && (current.status !== 'rejected' || current.waited)) return current;
  const load: LaterLoad = STAGES[stage][lang]().then(
    (dictionary) => {
      loaded[stage][lang] = dictionary;
      load.status = 'fulfilled';
    },
    (error: unknown) => {
      load.status = 'rejected';
      load.reason = error;
      throw error;
    },
  );
  load.status = 'pending';
  loads[stage][lang] = load;
  return load;
}

/**
 * Loads what the page shows before its verdict in `lang`, and each later dictionary too once some part
 * has asked for it in any language (a language switch never leaves such a part without its words).
 * A later dictionary failing to load does not hold the switch back: its parts show their own failure.
 */
export async function loadMessages(lang: Lang): Promise<void> {
  const rest = (Object.keys(loads) as Stage[])
    .filter((stage) => Object.keys(loads[stage]).length > 0)
    .map((stage) => loadLaterMessages(lang, stage).catch(() => undefined));
  first[lang] ??= await FIRST[page][lang]();
  await Promise.all(rest);
}

/**
 * Makes dictionaries imported already available at once, with nothing to load: the unit tests' setup
 * and any code outside the browser that has them at hand.
 */
export function installMessages(
  lang: Lang,
  firstMessages: Dictionary,
  laterMessages: Dictionary,
  methodMessages?: Dictionary,
): void {
  first[lang] = firstMessages;
  const given: [Stage, Dictionary | undefined][] = [
    ['later', laterMessages],
    ['method', methodMessages],
  ];
  for (const [stage, dictionary] of given) {
    if (!dictionary) continue;
    loaded[stage][lang] = dictionary;
    const load: LaterLoad = Promise.resolve();
    load.status = 'fulfilled';
    loads[stage][lang] = load;
  }
}

export type Params = Readonly<Record<string, string | number>>;

/** Whether a message under `key` is loaded in `lang` (for keys made at run time, such as a field's label). */
export function hasMessage(lang: Lang, key: string): key is MessageKey {
  return (
    Object.hasOwn(first[lang] ?? {}, key) ||
    Object.hasOwn(loaded.later[lang] ?? {}, key) ||
    Object.hasOwn(loaded.method[lang] ?? {}, key)
  );
}

/** The message `key` in `lang` with its {named} values filled in: its dictionary must have loaded. */
export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  const stage = stageOf(key);
  const template = first[lang]?.[key] ?? loaded[stage][lang]?.[key];
  if (template === undefined) {
    const unloaded =
      stage === 'method' ? " (the method's messages have not loaded)" : ' (the later messages have not loaded)';
    const message = `missing message "${key}" for ${lang}${loaded[stage][lang] ? '' : unloaded}`;
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
