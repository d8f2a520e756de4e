// A message area: the messages of a part of the page that loads after the verdict (the tools, the
// method section, a dialog), one dictionary per language, each fetched only when a reader of that
// language needs it. The page's own messages load the same way (index.ts); an area adds itself to
// the list of areas in use the first time one of its languages loads, so that switching language
// loads every area in use before the page changes (loadMessages).
import type { Lang } from './langs.ts';

export type AreaDictionary<K extends string> = Readonly<Record<K, string>>;

export interface MessageArea<K extends string> {
  /** the dictionaries loaded so far */
  readonly loaded: { readonly [L in Lang]?: AreaDictionary<K> };
  /** fetches the dictionary of one language (a dynamic import: one chunk per language) */
  readonly loaders: Readonly<Record<Lang, () => Promise<AreaDictionary<K>>>>;
}

/** A load, marked once it has succeeded the way React's use() reads a promise it need not wait for. */
type Load<K extends string> = Promise<AreaDictionary<K>> & { status?: 'fulfilled'; value?: AreaDictionary<K> };

interface AreaState {
  readonly loaded: { [L in Lang]?: AreaDictionary<string> };
  readonly loaders: Readonly<Record<Lang, () => Promise<AreaDictionary<string>>>>;
  readonly loads: { [L in Lang]?: Load<string> };
}

/** Areas some language of which has loaded: the parts on the page, or that have been. */
const inUse = new Set<MessageArea<string>>();
const states = new WeakMap<MessageArea<string>, AreaState>();

export function defineArea<K extends string>(
  loaders: Readonly<Record<Lang, () => Promise<AreaDictionary<K>>>>,
): MessageArea<K> {
  const state: AreaState = { loaded: {}, loaders, loads: {} };
  const area: MessageArea<K> = { loaded: state.loaded, loaders };
  states.set(area, state);
  return area;
}

/** An area whose dictionaries are there from the start (the page's messages alone). */
export function fixedArea<K extends string>(dictionaries: Readonly<Record<Lang, AreaDictionary<K>>>): MessageArea<K> {
  const area = defineArea<K>({ en: async () => dictionaries.en, 'zh-CN': async () => dictionaries['zh-CN'] });
  for (const lang of Object.keys(dictionaries) as Lang[]) settle(area, lang, dictionaries[lang]);
  return area;
}

function stateOf(area: MessageArea<string>): AreaState {
  const state = states.get(area);
  if (state === undefined) throw new Error('not a message area made by defineArea');
  return state;
}

function settle(area: MessageArea<string>, lang: Lang, dictionary: AreaDictionary<string>): Load<string> {
  const state = stateOf(area);
  const load: Load<string> = state.loads[lang] ?? Promise.resolve(dictionary);
  load.status = 'fulfilled';
  load.value = dictionary;
  state.loads[lang] = load;
  state.loaded[lang] = dictionary;
  return load;
}

/**
 * Loads `area` in `lang`: one promise per area and language, the same for every caller (React's use()
 * needs that), marked fulfilled once loaded so that use() reads it at once; a fresh try after a failure.
 */
export function loadArea<K extends string>(area: MessageArea<K>, lang: Lang): Promise<AreaDictionary<K>> {
  const state = stateOf(area);
  const existing = state.loads[lang];
  if (existing !== undefined) return existing as Promise<AreaDictionary<K>>;
  const load: Load<string> = state.loaders[lang]().then(
    (dictionary) => {
      settle(area, lang, dictionary);
      inUse.add(area);
      return dictionary;
    },
    (error: unknown) => {
      delete state.loads[lang];
      throw error;
    },
  );
  state.loads[lang] = load;
  return load as Promise<AreaDictionary<K>>;
}

/**
 * Loads, in `lang`, every area in use: before the page switches to `lang`. One that fails to load
 * does not hold the switch back: its part tries again when it renders, and shows its own failure.
 */
export async function loadAreasInUse(lang: Lang): Promise<void> {
  await Promise.allSettled([...inUse].map((area) => loadArea(area, lang)));
}

export function areasInUseLoaded(lang: Lang): boolean {
  return [...inUse].every((area) => area.loaded[lang] !== undefined);
}
