// Switching the page's language: its messages load first, then the store switches, so no view ever
// renders in a language whose messages are not there.
import { type Lang, loadMessages, messagesLoaded } from '../i18n/index.ts';
import { calculatorStore } from '../state/store.ts';

export async function chooseLang(lang: Lang): Promise<void> {
  if (!messagesLoaded(lang)) await loadMessages(lang);
  calculatorStore.getState().setLang(lang);
}
