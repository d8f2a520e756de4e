// The embed page: reads its scenario like any link, then reports its height to the page around it.
import { lazy, Suspense } from 'react';
import { boot } from '../../app/boot.tsx';
import { useCalculator } from '../../app/useCalculator.ts';
import type { Conversion } from '../../data/rates.ts';
import { setPage } from '../../i18n/index.ts';
import { applyLink } from '../../state/link/apply.ts';
import { decodeLink } from '../../state/link/codec.ts';
import { DEFAULT_EMBED_INPUTS } from '../../state/link/embedInputs.ts';
import type { NotConverted } from './conversion.ts';
import { EmbedApp } from './EmbedApp.tsx';
import { embedOptions, scenarioSearch } from './options.ts';
import '../../app/styles.css';
import '../../app/layout.css';
import '../../app/print.css';
import './embed.css';

const LinkNoticeLine = lazy(() => import('../../app/link/LinkNotice.tsx').then((m) => ({ default: m.LinkNoticeLine })));

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

/** What the frame asks for besides its scenario: the inputs, the currency readers see, its id. */
const options = embedOptions(window.location.search);
/** How the scenario was converted into the currency readers see, or why not, once the address has been read. */
let conversion: Conversion | NotConverted | null = null;

/** Reads the frame's address into the store: whether it asked for more than a language. */
async function readAddress(): Promise<boolean> {
  // the embed's `currency` is the one readers see, not the scenario's: read without it, converted below
  const decoded = await decodeLink(scenarioSearch(window.location.search));
  applyLink(decoded);
  // only a frame that asks for another currency loads the conversion
  conversion = options.currency === null ? null : await (await import('./showIn.ts')).showIn(options.currency);
  return (
    decoded.scenario !== null ||
    Object.keys(decoded.view).some((key) => key !== 'lang') ||
    conversion !== null ||
    options.inputs !== DEFAULT_EMBED_INPUTS
  );
}

// the embed's messages before its verdict are its part of the calculator's
setPage('embed');

const root = document.getElementById('root');
if (root) {
  void boot(root, {
    read: readAddress,
    app: () => (
      <>
        {useCalculator.getState().notice && (
          <Suspense fallback={null}>
            <LinkNoticeLine />
          </Suspense>
        )}
        <EmbedApp inputs={options.inputs} conversion={conversion} />
      </>
    ),
  }).then(() => {
    if (options.wid) reportHeight(options.wid);
  });
}
