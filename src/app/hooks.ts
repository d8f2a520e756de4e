// Small hooks every component uses to speak the user's language.
import { createContext, use, useCallback, useContext } from 'react';
import {
  type AreaDictionary,
  type Lang,
  loadArea,
  type MessageArea,
  type MessageKey,
  NO_AREA,
  type Params,
  translateIn,
} from '../i18n/index.ts';
import { useCalculator } from './useCalculator.ts';

export function useLang(): Lang {
  return useCalculator((s) => s.lang);
}

/** t(key, params): the page's messages, and those of one area (`K`) where a part brings its own. */
export type Translate<K extends string = never> = (key: K | MessageKey, params?: Params) => string;

/** t(key, params) in the language the user chose. */
export function useT(): Translate {
  return useAreaT(NO_AREA);
}

/**
 * The dictionary of `area` in the user's language. Until it has loaded the component suspends (the
 * nearest Suspense boundary shows its loading note): a part never shows a key or another language.
 */
export function useAreaMessages<K extends string>(area: MessageArea<K>): AreaDictionary<K> {
  // always through use(), with the one promise of this area and language: once loaded, use() reads
  // it without suspending, and a render that suspended finds the same call when it tries again
  return use(loadArea(area, useLang()));
}

/** t(key, params) for a part that brings its own messages (`area`), falling back to the page's. */
export function useAreaT<K extends string>(area: MessageArea<K>): Translate<K> {
  const lang = useLang();
  useAreaMessages(area);
  return useCallback((key: K | MessageKey, params?: Params) => translateIn(area, lang, key, params), [area, lang]);
}

/**
 * The messages fields read their labels, hints and units from: the page's, or those of the part
 * that shows them (the analysis tools bring the labels of their own fields).
 */
export const FieldMessages = createContext<MessageArea<string>>(NO_AREA);

export function useFieldT(): Translate<string> {
  return useAreaT(useContext(FieldMessages));
}
