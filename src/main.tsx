import { App } from './app/App.tsx';
import { boot } from './app/boot.tsx';
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

/** The link code, once the address has been read with it. */
let link: Awaited<ReturnType<typeof loadLink>> | null = null;

/** Reads the address's link into the store: whether it asked for more than a language. */
async function readAddress(): Promise<boolean> {
  if (window.location.search.length <= 1) return false;
  const code = await loadLink();
  const decoded = await code.decodeLink(window.location.search);
  link = code;
  code.applyLink(decoded);
  return decoded.scenario !== null || Object.keys(decoded.view).some((key) => key !== 'lang');
}

/** The address follows the page: at once after a link, else from the first change (or Back or Forward to a link). */
function followAddress(): void {
  // a link's code is here: a link that Back or Forward brings may be in a language whose messages are
  // not loaded yet (loadMessages)
  if (link) {
    link.syncAddress(window, loadMessages);
    return;
  }
  let started = false;
  const begin = (late: LateStart) => {
    if (started) return;
    started = true;
    stopWatching();
    window.removeEventListener('popstate', onPop);
    void loadLink().then((code) => code.syncAddress(window, loadMessages, late));
  };
  const onPop = () => begin({ popped: true });
  window.addEventListener('popstate', onPop);
  const stopWatching = calculatorStore.subscribe((_state, previous) => begin({ from: previous }));
}

const root = document.getElementById('root');
if (root) void boot(root, { read: readAddress, app: () => <App /> }).then(followAddress);
