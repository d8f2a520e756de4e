// The embed page: reads its scenario like any link, then reports its height to the page around it.
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultRate } from '../data/rates.ts';
import { loadMessages } from '../i18n/index.ts';
import { decodeLink } from '../state/link/codec.ts';
import { applyLink } from '../state/link/sync.ts';
import { useCalculator } from '../state/store.ts';
import { EmbedApp } from './EmbedApp.tsx';
import { embedOptions } from './options.ts';
import '../app/styles.css';
import '../app/layout.css';
import './embed.css';

const LinkNoticeLine = lazy(() => import('../app/link/LinkNotice.tsx').then((m) => ({ default: m.LinkNoticeLine })));

/** Tells the page around the frame how tall the content is, so the frame can fit it. */
function reportHeight(wid: string): void {
  if (window.parent === window) return;
  let last = 0;
  const post = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ source: 'gpu-tco', type: 'height', wid, height }, '*');
  };
  new ResizeObserver(post).observe(document.documentElement);
  post();
}

async function start(root: HTMLElement): Promise<void> {
  const options = embedOptions(window.location.search);
  const decoded = await decodeLink(window.location.search);
  await loadMessages(decoded.view.lang ?? useCalculator.getState().lang);
  applyLink(decoded);
  const state = useCalculator.getState();
  // a writer may show the scenario in another currency: converted at the default rate
  if (options.currency && options.currency !== state.scenario.currency) {
    state.switchCurrency(options.currency, defaultRate(state.scenario.currency, options.currency));
  }
  createRoot(root).render(
    <StrictMode>
      {useCalculator.getState().notice && (
        <Suspense fallback={null}>
          <LinkNoticeLine />
        </Suspense>
      )}
      <EmbedApp inputs={options.inputs} />
    </StrictMode>,
  );
  if (options.wid) reportHeight(options.wid);
}

const root = document.getElementById('root');
if (root) void start(root);
