import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadMessages } from './i18n/index.ts';
import { decodeLink } from './state/link/codec.ts';
import { applyLink, syncAddress } from './state/link/sync.ts';
import { useCalculator } from './state/store.ts';
import './app/styles.css';
import './app/layout.css';

async function start(root: HTMLElement): Promise<void> {
  const decoded = await decodeLink(window.location.search);
  await loadMessages(decoded.view.lang ?? useCalculator.getState().lang);
  const fromLink = applyLink(decoded);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // the build prerenders the page in English with the default scenario: take it over as it is when
  // that is what the visitor asked for, otherwise draw the page afresh (index.html hid the
  // prerendered figures meanwhile, so a link never flashes numbers that are not its own)
  if (root.hasChildNodes() && !fromLink && useCalculator.getState().lang === 'en') {
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
  document.documentElement.classList.remove('from-link');
  syncAddress();
}

const root = document.getElementById('root');
if (root) void start(root);
