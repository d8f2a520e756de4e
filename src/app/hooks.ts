// Small hooks every component uses to speak the user's language.
import { createContext, useCallback, useContext } from 'react';
import { type Dictionaries, type Lang, type MessageKey, type Params, translateIn } from '../i18n/index.ts';
import { useCalculator } from './useCalculator.ts';

export function useLang(): Lang {
  return useCalculator((s) => s.lang);
}

/** t(key, params): the page's messages, and those of one area (`K`) where a part brings its own. */
export type Translate<K extends string = never> = (key: K | MessageKey, params?: Params) => string;

const NO_AREA: Dictionaries<never> = { en: {}, 'zh-CN': {} };
/** t(key, params) in the language the user chose. */
export function useT(): Translate {
  return useAreaT(NO_AREA);
}

/** t(key, params) for a part that brings its own messages (`area`), falling back to the page's. */
export function useAreaT<K extends string>(area: Dictionaries<K>): Translate<K> {
  const lang = useLang();
  return useCallback((key: K | MessageKey, params?: Params) => translateIn(area, lang, key, params), [area, lang]);
}

/**
 * The messages fields read their labels, hints and units from: the page's, or those of the part
 * that shows them (the analysis tools bring the labels of their own fields).
 */
export const FieldMessages = createContext<Dictionaries<string>>(NO_AREA);

export function useFieldT(): Translate<string> {
  return useAreaT(useContext(FieldMessages));
}
