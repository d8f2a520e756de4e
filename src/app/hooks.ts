// Small hooks every component uses to speak the user's language.
import { useCallback } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import {
  hasMessage,
  type Lang,
  loadLaterMessages,
  type MessageKey,
  type Params,
  stageOf,
  translate,
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

/** t(key, params): a message in the user's language. */
export type Translate = (key: MessageKey, params?: Params) => string;

/**
 * t(key, params) in the language the user chose. A message of the later dictionary asked for before
 * that has loaded suspends the part (the nearest Suspense boundary shows its loading note, and a
 * failure reaches its error boundary): a part never shows a key or another language.
 */
export function useT(): Translate {
  const lang = useLang();
  return useCallback(
    (key: MessageKey, params?: Params) => {
      if (!hasMessage(lang, key)) {
        const load = loadLaterMessages(lang, stageOf(key));
        if (load.status === 'rejected') throw load.reason;
        if (load.status !== 'fulfilled') {
          load.waited = true;
          // thrown as React's Suspense expects: the part renders again once the load settles
          throw load;
        }
      }
      return translate(lang, key, params);
    },
    [lang],
  );
}
