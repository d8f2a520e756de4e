// The embed page: reads its scenario like any link, then reports its height to the page around it.
import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useCalculator } from '../app/useCalculator.ts';
import { loadMessages } from '../i18n/index.ts';
import { applyLink } from '../state/link/apply.ts';
import { decodeLink } from '../state/link/codec.ts';
import { type Conversion, defaultConversion } from './conversion.ts';
import { EmbedApp } from './EmbedApp.tsx';
import { embedOptions, scenarioSearch } from './options.ts';
import '../app/styles.css';
import '../app/layout.css';
import '../app/print.css';
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

/** Shows the scenario in the currency the writer chose, converted at the default rate; says how, or null. */
async function showIn(currency: string | null): Promise<Conversion | null> {
  const state = useCalculator.getState();
  const conversion = currency ? defaultConversion(state.scenario.currency, currency) : null;
  if (!conversion) return null;
  return (await state.switchCurrency(conversion.to, conversion.rate)).length === 0 ? conversion : null;
}

async function start(root: HTMLElement): Promise<void> {
  const html = document.documentElement;
  const options = embedOptions(window.location.search);
  try {
    // the embed's `currency` is the one readers see, not the scenario's: read without it, converted below
    const decoded = await decodeLink(scenarioSearch(window.location.search));
    await loadMessages(decoded.view.lang ?? useCalculator.getState().lang);
    applyLink(decoded);
    const conversion = await showIn(options.currency);
    const { lang, notice } = useCalculator.getState();
    const app = (
      <StrictMode>
        {notice && (
          <Suspense fallback={null}>
            <LinkNoticeLine />
          </Suspense>
        )}
        <EmbedApp inputs={options.inputs} conversion={conversion} />
      </StrictMode>
    );
    // the build prerenders the embed in English with the default scenario and inputs: take it over as
    // it is when that is what the frame asked for (embed.html marks a frame that asks for more than
    // its id); otherwise draw it afresh in one commit (embed.html hid the prerendered figures
    // meanwhile, so a frame never flashes numbers that are not its own)
    if (root.hasChildNodes() && !html.classList.contains('from-link') && notice === null && lang === 'en') {
      startTransition(() => {
        hydrateRoot(root, app);
      });
    } else {
      flushSync(() => createRoot(root).render(app));
    }
  } finally {
    html.classList.remove('from-link');
  }
  if (options.wid) reportHeight(options.wid);
}

const root = document.getElementById('root');
if (root) void start(root);
