// A message area: the messages of a part of the page that loads after the verdict (the tools, the
// method section, a dialog), one dictionary per language, each fetched only when a reader of that
// language needs it. The page's own messages load the same way (index.ts); an area joins the areas in
// use the first time one of its languages loads, so that switching language loads every area in use
// before the page changes (loadMessages). Kept small: it is part of what loads before the verdict.
import type { Lang } from './langs.ts';

export type AreaDictionary<K extends string> = Readonly<Record<K, string>>;

/** A load, marked once it has succeeded the way React's use() reads a promise it need not wait for. */
type Load = Promise<AreaDictionary<string>> & { status?: 'fulfilled'; value?: AreaDictionary<string> };

export interface MessageArea<K extends string> {
  /** the dictionaries loaded so far */
  readonly loaded: { readonly [L in Lang]?: AreaDictionary<K> };
  /** fetches the dictionary of one language (a dynamic import: one chunk per language) */
  readonly loaders: Readonly<Record<Lang, () => Promise<AreaDictionary<K>>>>;
  /** the load of each language asked for so far (loadArea's own bookkeeping) */
  readonly loads: { [L in Lang]?: Load };
}

/** Areas some language of which has loaded: the parts on the page, or that have been. */
const inUse = new Set<MessageArea<string>>();

export function defineArea<K extends string>(
  loaders: Readonly<Record<Lang, () => Promise<AreaDictionary<K>>>>,
): MessageArea<K> {
  return { loaded: {}, loaders, loads: {} };
}

function settle(area: MessageArea<string>, lang: Lang, dictionary: AreaDictionary<string>): void {
  const load: Load = area.loads[lang] ?? Promise.resolve(dictionary);
  load.status = 'fulfilled';
  load.value = dictionary;
  area.loads[lang] = load;
  (area.loaded as { [L in Lang]?: AreaDictionary<string> })[lang] = dictionary;
}

/** An area whose dictionary is there from the start, the same in every language (the page's alone). */
export function fixedArea(dictionary: AreaDictionary<never>): MessageArea<never> {
  const area = defineArea<never>({ en: async () => dictionary, 'zh-CN': async () => dictionary });
  for (const lang of ['en', 'zh-CN'] as const) settle(area, lang, dictionary);
  return area;
}

/**
 * Loads `area` in `lang`: one promise per area and language, the same for every caller (React's use()
 * needs that), marked fulfilled once loaded so that use() reads it at once; a fresh try after a failure.
 */
export function loadArea<K extends string>(area: MessageArea<K>, lang: Lang): Promise<AreaDictionary<K>> {
  const any = area as MessageArea<string>;
  any.loads[lang] ??= any.loaders[lang]().then(
    (dictionary) => {
      settle(any, lang, dictionary);
      inUse.add(any);
      return dictionary;
    },
    (error: unknown) => {
      delete any.loads[lang];
      throw error;
    },
  );
  return any.loads[lang] as Promise<AreaDictionary<K>>;
}

/**
 * Loads, in `lang`, every area in use: before the page switches to `lang`. One that fails to load
 * does not hold the switch back: its part tries again when it renders, and shows its own failure.
 */
export async function loadAreasInUse(lang: Lang): Promise<void> {
  await Promise.allSettled([...inUse].map((area) => loadArea(area, lang)));
}
