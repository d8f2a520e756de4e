// How a page starts, the calculator's and the embed's alike: read what the address asks for into the
// store, load the messages of the page's language, then take over the prerendered page or draw afresh.
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currencySymbol, formatMoney } from '../format/format.ts';
import { loadMessages } from '../i18n/index.ts';
import { startMarket } from '../state/start.ts';
import { resultOf } from '../state/store.ts';
import { type EarlyInput, earlyInput, takeInEarlyInput } from './earlyInput.ts';
import { useCalculator } from './useCalculator.ts';

export interface BootOptions {
  /**
   * Puts what the address asks for into the store; says whether that is more than a language (its own
   * scenario, view, inputs or currency), which the prerendered page does not show.
   */
  readonly read: () => Promise<boolean>;
  /** the page, once the store holds what it shows */
  readonly app: () => ReactNode;
}

/** Resolves in a task of its own, so that the browser may paint and answer input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Works out, in a task of its own, what the first render needs most: the scenario's result (cached by
 * resultOf) and the number formats of its language and currency (a page's first Intl formatter costs
 * tens of milliseconds on a phone). Taking the page over then runs in shorter tasks.
 */
async function prepareFirstRender(): Promise<void> {
  await nextTask();
  const { scenario, lang } = useCalculator.getState();
  resultOf(scenario);
  formatMoney(0, lang, scenario.currency);
  currencySymbol(lang, scenario.currency);
  await nextTask();
}

/** Runs `then` once the page it wraps has been taken over (committed), and never again. */
function TakenOver({ children, then }: { readonly children: ReactNode; readonly then: () => void }) {
  useEffect(then, [then]);
  return children;
}

/**
 * Starts a page in `root`. The build prerenders it in each language with the start of that language's
 * reader (English: the US start; Chinese: China's), and the script in the page's HTML puts the browser's
 * in place (#root's lang) and hides it (`from-link`) when the address asks for more or the reader's
 * locale starts elsewhere. The page is taken over as it is when it shows what the reader asked for,
 * hydrated in a transition that leaves the browser free to answer input meanwhile; otherwise it is
 * drawn afresh in one commit, so a link never flashes numbers that are not its own. Whatever the reader
 * typed, chose or ticked in the prerendered page before it was taken over is then read (earlyInput.ts).
 */
export async function boot(root: HTMLElement, { read, app }: BootOptions): Promise<void> {
  const html = document.documentElement;
  try {
    // an address that cannot be read leaves the page as it opens without one
    const more = await read().catch(() => false);
    const { lang, notice, start } = useCalculator.getState();
    await loadMessages(lang).catch(() => undefined);
    await prepareFirstRender();
    const page = <StrictMode>{app()}</StrictMode>;
    // (hydration reads the store as it started, zustand's server snapshot: the page's HTML hides a
    // prerendered page in the browser's language when a link asks for the other one, or when the
    // reader's locale starts elsewhere than that language's page does: an English reader in China)
    const prerendered =
      root.hasChildNodes() &&
      root.lang === lang &&
      startMarket([lang]) === start &&
      !more &&
      notice === null &&
      !html.classList.contains('from-link');
    if (prerendered) {
      // what the reader typed or chose before the code arrived is read once the page is taken over
      const before: readonly EarlyInput[] = earlyInput(root);
      let taken = false;
      const takeIn = () => {
        if (taken) return;
        taken = true;
        takeInEarlyInput(root, before);
      };
      startTransition(() => {
        hydrateRoot(root, <TakenOver then={takeIn}>{page}</TakenOver>);
      });
    } else {
      flushSync(() => createRoot(root).render(page));
    }
  } finally {
    // whatever happened above, the page shows itself: a hidden page is worse than any default
    html.classList.remove('from-link');
  }
}
