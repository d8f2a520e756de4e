// Switching the page's language: its messages load first (the page's own and those of every part in
// use), then the store switches, so no view ever renders in a language whose messages are not there.
import { type Lang, loadMessages } from '../i18n/index.ts';
import { calculatorStore } from '../state/store.ts';

export async function chooseLang(lang: Lang): Promise<void> {
  await loadMessages(lang);
  calculatorStore.getState().setLang(lang);
}
