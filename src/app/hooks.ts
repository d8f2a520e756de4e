// Small hooks every component uses to speak the user's language.
import { createContext, use, useCallback, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import {
  type Lang,
  loadArea,
  type MessageArea,
  type MessageKey,
  NO_AREA,
  type Params,
  translateIn,
} from '../i18n/index.ts';
import { useCalculator } from './useCalculator.ts';

// Nearly every part reads the language (it was 129 of the page's 196 subscriptions to the store), and
// every edit asks each subscriber of the store whether what it reads changed. The language is kept in
// a store of its own instead, which one subscription updates and which tells its readers only when
// the language changes: an edit, which never does, asks one listener rather than 129.
const langStore = createStore(() => useCalculator.getState().lang);
useCalculator.subscribe((s) => langStore.setState(s.lang));

export function useLang(): Lang {
  return useStore(langStore);
}

/** t(key, params): the page's messages, and those of one area (`K`) where a part brings its own. */
export type Translate<K extends string = never> = (key: K | MessageKey, params?: Params) => string;

/** t(key, params) in the language the user chose. */
export function useT(): Translate {
  return useAreaT(NO_AREA);
}

/**
 * t(key, params) for a part that brings its own messages (`area`), falling back to the page's. Until
 * the area's dictionary in the user's language has loaded the component suspends (the nearest
 * Suspense boundary shows its loading note): a part never shows a key or another language.
 */
export function useAreaT<K extends string>(area: MessageArea<K>): Translate<K> {
  const lang = useLang();
  // always through use(), with the one promise of this area and language: once loaded, use() reads
  // it without suspending, and a render that suspended finds the same call when it tries again
  use(loadArea(area, lang));
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
