// The built pages paint their prerendered HTML before any of their JavaScript is fetched or run.
//
// A module script in <head> is deferred, yet a browser that has it at hand when the HTML is parsed
// runs it before the first frame: the verdict, already in the HTML, then waited for the JavaScript to
// download and run (Lighthouse's trace showed 84 % of the LCP as render delay). So, at build time:
// - the page's CSS (about 3 KB gzip) goes into a <style>: no request stands between HTML and paint;
// - the entry <script type="module"> and its module preloads are taken out, and an inline script adds
//   them back once the browser reports the first contentful paint (paint timing): at once when nothing
//   is to be painted first (a page hidden until a link's own figures are ready, a background tab), or
//   after FALLBACK_MS should the browser not report the paint. They go in together, with the messages
//   of the page's language (<html lang>, chosen before the paint), so the code downloads in one round.
// `npm run dev` serves the pages as written.
import type { Plugin } from 'vite';

/** src/i18n's folder of each language whose folder is not named as the language */
const LANG_OF_FOLDER: Readonly<Record<string, string>> = { zh: 'zh-CN' };

/** The longest the scripts wait for a first paint the browser does not report. */
const FALLBACK_MS = 1500;

/**
 * The inline script that starts the page's code after its first paint: `src` is the entry's address,
 * `preloads` the modules it imports, `messages` the addresses of each language's messages.
 */
export function startAfterPaint(
  src: string,
  preloads: readonly string[],
  messages: Readonly<Record<string, readonly string[]>>,
): string {
  // plain ES5 in a string: it runs as written, before any bundle
  return `(function () {
  // a button clicked before the code has taken the page over does nothing yet: noted here, the page
  // clicks it again once it has (src/app/earlyInput.ts), as often as the reader clicked it: once
  var clicks = window.gpuTcoClicks = [];
  document.addEventListener('click', function (event) {
    var button = event.target && event.target.closest && event.target.closest('button');
    if (window.gpuTcoClicks === clicks && button && clicks.indexOf(button) < 0) clicks.push(button);
  }, true);
  var started = false;
  var hidden = document.documentElement.classList.contains('from-link');
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  function start() {
    if (started) return;
    started = true;
    ${JSON.stringify(preloads)}.forEach(preload);
    var messages = ${JSON.stringify(messages)}[document.documentElement.lang];
    if (messages) messages.forEach(preload);
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(src)};
    document.head.appendChild(script);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (hidden || document.visibilityState !== 'visible') return start();
  if (types.indexOf('paint') < 0) return requestAnimationFrame(function () { setTimeout(start, 0); });
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, ${FALLBACK_MS});
})();`;
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const PRELOAD_LINE = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\.\/([^"]+)">/g;

/** Where scripts/prerender.mjs writes the page in each other language. */
const TEMPLATES = '<template data-lang></template>';

/**
 * Puts the prerendered page in the language the head's script chose in place of #root's, before the
 * first paint (src/app/boot.tsx reads #root's lang), with its title and the calculator's description
 * (the embed's templates carry none). Both pages run it right after their templates.
 */
const LANGUAGE_SWAP = `(() => {
        const root = document.getElementById('root');
        const page = document.querySelector(\`template[data-lang="\${document.documentElement.lang}"]\`);
        if (page && root.lang !== page.dataset.lang) {
          root.replaceChildren(page.content);
          root.lang = page.dataset.lang;
          document.title = page.dataset.title;
          const description = page.dataset.description;
          if (description) document.querySelector('meta[name="description"]').content = description;
        }
      })();`;

/** Rewrites a built page: its CSS inline, the page in the reader's language, its code started after the first paint. */
export function paintFirstHtml(
  html: string,
  cssOf: (file: string) => string,
  messages: Readonly<Record<string, readonly string[]>>,
): string {
  const entry = html.match(ENTRY);
  if (!entry?.[1]) throw new Error('the page has no entry <script type="module"> to start after its paint');
  if (!html.includes(TEMPLATES)) throw new Error(`the page has no ${TEMPLATES} for its other languages`);
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1] ?? '');
  const loader = startAfterPaint(entry[1], preloads, messages);
  return html
    .replace(ENTRY, '')
    .replace(PRELOAD_LINE, '')
    .replace(STYLESHEET, (_, file: string) => `<style>${cssOf(file).trim()}</style>`)
    .replace('</head>', `  <script>\n${loader}\n    </script>\n  </head>`)
    .replace(TEMPLATES, `${TEMPLATES}\n    <script>\n      ${LANGUAGE_SWAP}\n    </script>`);
}

export function paintFirst(): Plugin {
  return {
    name: 'gpu-tco:paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        // each language's messages before the page's verdict (the embed's are src/i18n/*/embed.ts, the
        // calculator's src/i18n/*/index.ts), with the chunks they import, by the name its folder has
        // in src/i18n (zh: zh-CN)
        const file = /\/embed\.html$/.test(context.filename) ? 'embed' : 'index';
        const messages: Record<string, string[]> = {};
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const folder = new RegExp(`/src/i18n/(\\w+)/${file}\\.ts$`).exec(chunk.facadeModuleId ?? '')?.[1];
          if (folder)
            messages[LANG_OF_FOLDER[folder] ?? folder] = [chunk.fileName, ...chunk.imports].map((f) => `./${f}`);
        }
        if (!messages.en) throw new Error(`the build has no chunk of the English messages (src/i18n/en/${file}.ts)`);
        const cssOf = (file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`${file} is not in the build`);
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        };
        return paintFirstHtml(html, cssOf, messages);
      },
    },
  };
}
