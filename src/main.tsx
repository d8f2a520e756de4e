import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { useCalculator } from './app/useCalculator.ts';
import { loadMessages } from './i18n/index.ts';
import type { LateStart } from './state/link/sync.ts';
import { calculatorStore } from './state/store.ts';
import './app/styles.css';
import './app/layout.css';
import './app/print.css';

// The link code (decoding, compression, the address sync) loads before the first render only when the
// address carries something to read; on a plain visit, with the first change of the page's state:
// until then the address (no query) already means the default scenario, and nothing is fetched that
// the reader has not asked for.
const loadLink = () => import('./state/link/sync.ts');

/** The link code and what the address holds; null when either cannot be had (the page opens as usual). */
async function readAddress() {
  if (window.location.search.length <= 1) return null;
  try {
    const link = await loadLink();
    return { link, decoded: await link.decodeLink(window.location.search) };
  } catch {
    return null;
  }
}

async function start(root: HTMLElement): Promise<void> {
  const html = document.documentElement;
  let read: Awaited<ReturnType<typeof readAddress>> = null;
  try {
    read = await readAddress();
    await loadMessages(read?.decoded.view.lang ?? useCalculator.getState().lang).catch(() => undefined);
    const fromLink = read ? read.link.applyLink(read.decoded) : false;
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    // the build prerenders the page in English with the default scenario: take it over as it is when
    // that is what the visitor asked for, in slices that leave the browser free to answer meanwhile
    const { lang, notice } = useCalculator.getState();
    if (
      root.hasChildNodes() &&
      !fromLink &&
      notice === null &&
      lang === 'en' &&
      !html.classList.contains('from-link')
    ) {
      startTransition(() => {
        hydrateRoot(root, app);
      });
    } else {
      // otherwise draw the page afresh, in place of the prerendered one in one commit (index.html hid
      // it meanwhile when the address or the browser's language asked for another, so a link never
      // flashes numbers that are not its own)
      flushSync(() => createRoot(root).render(app));
    }
  } finally {
    // whatever happened above, the page shows itself: a hidden page is worse than any default
    html.classList.remove('from-link');
  }
  // a link was read, so its code is here: the address follows the page from now on (a link that
  // Back or Forward brings may be in a language whose messages are not loaded yet: loadMessages)
  if (read) {
    read.link.syncAddress(window, loadMessages);
    return;
  }
  // a plain visit: the first edit, or Back or Forward to an entry with a link, brings the link code
  let started = false;
  const begin = (late: LateStart) => {
    if (started) return;
    started = true;
    stopWatching();
    window.removeEventListener('popstate', onPop);
    void loadLink().then((link) => link.syncAddress(window, loadMessages, late));
  };
  const onPop = () => begin({ popped: true });
  window.addEventListener('popstate', onPop);
  const stopWatching = calculatorStore.subscribe((_state, previous) => begin({ from: previous }));
}

const root = document.getElementById('root');
if (root) void start(root);
