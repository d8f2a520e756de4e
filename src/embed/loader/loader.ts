// The blog-embed loader, built alone into dist/widget.js (vite.widget.config.ts). A blogger writes
//   <div data-gpu-tco="LINK-OR-ENCODED-SCENARIO" data-lang="zh-CN"></div>
//   <script async src="https://host/path/widget.js"></script>
// and each such element gets an iframe of embed.html from the folder widget.js was loaded from.
// It runs on other people's pages: no globals, no CSS, no innerHTML, nothing from the app's bundle but the calculator's name
// (budget 2 KB gzip, held by npm run size: scripts/size.ts). Attribute values reach the frame only as URL-encoded
// query values; embed.html parses and validates them like any other link.
import { CALCULATOR_NAME } from '../../i18n/name.ts';

const ATTR = 'data-gpu-tco';
/** Marks an element that has its frame, so a second copy of the script or a second start() skips it. */
const READY = 'data-gpu-tco-ready';

/** The query parameters of a share link that describe the scenario or its view; nothing else is copied. */
export const LINK_PARAMS = [
  's',
  'gpus',
  'hours',
  'days',
  'price',
  'server',
  'months',
  'tokens',
  'runs',
  'tpd',
  'plan',
  'currency',
  'lang',
  'theme',
  'view',
  'chart',
  'name',
] as const;

/** data-* attribute (as a dataset key) → query parameter; these override what the link says. */
const OPTION_PARAMS = [
  ['lang', 'lang'],
  ['theme', 'theme'],
  ['currency', 'currency'],
  ['inputs', 'inputs'],
  ['chart', 'chart'],
] as const;

const MIN_HEIGHT_PX = 80;
const MAX_HEIGHT_PX = 10_000;
/** Height until the embed page reports its own. */
export const START_HEIGHT_PX = 480;

export const TITLE_EN = CALCULATOR_NAME.en;
export const TITLE_ZH = CALCULATOR_NAME['zh-CN'];

type Dataset = Readonly<Record<string, string | undefined>>;

type Scheme = 'light' | 'dark';

// Written for a small bundle: `??` and `?.` cost a temporary each in the ES2018 the loader is built for.

/** What a screen reader says the frame is: the calculator, and the scenario's name when the link gives one. */
export function frameTitle(params: URLSearchParams): string {
  const zh = /^(zh|cn)/i.test(params.get('lang') || '');
  const name = (params.get('name') || '').trim();
  return (zh ? TITLE_ZH : TITLE_EN) + (name ? (zh ? '：' : ': ') + name : '');
}

/** 'dark' when a color-scheme value names dark alone, 'light' when light alone, else ''. */
function schemeOf(value: string): Scheme | '' {
  const dark = /\bdark\b/.test(value);
  return dark === /\blight\b/.test(value) ? '' : dark ? 'dark' : 'light';
}

/** By the first opaque background behind `el` (an rgb() one), else ''. */
function backgroundOf(el: Element | null, view: Window): Scheme | '' {
  for (; el; el = el.parentElement) {
    const colour = view.getComputedStyle(el).backgroundColor || '';
    const [r, g, b, a = '1'] = (colour.startsWith('rgb') && colour.match(/[\d.]+/g)) || [];
    // luminance, roughly: a page's dark mode is far below the middle, its light one far above
    if (+a > 0.5)
      return 0.2126 * +(r as string) + 0.7152 * +(g as string) + 0.0722 * +(b as string) < 128 ? 'dark' : 'light';
  }
  return '';
}

/**
 * The host page's scheme where the frame goes: the element's `color-scheme` (inherited from the page's
 * root), else the page's `<meta name="color-scheme">`, else the background behind the element (many
 * blogs switch to dark with a class and colours of their own, declaring no color-scheme), else the
 * reader's system. A page that offers both ("light dark") goes on to the next clue.
 */
export function hostScheme(host: Element): Scheme {
  const doc = host.ownerDocument;
  const view = doc.defaultView as Window;
  const meta = doc.querySelector('meta[name="color-scheme"]');
  // every browser has matchMedia; a test's DOM may not
  const systemDark = view.matchMedia ? view.matchMedia('(prefers-color-scheme: dark)').matches : false;
  return (
    schemeOf(view.getComputedStyle(host).colorScheme || '') ||
    schemeOf(meta ? meta.getAttribute('content') || '' : '') ||
    backgroundOf(host, view) ||
    (systemDark ? 'dark' : 'light')
  );
}

/**
 * The query of embed.html for one element, without `wid`. `attrValue` is a share link from any host
 * (only LINK_PARAMS are taken from it, never its host or path) or a bare encoded scenario (`s`).
 */
export function embedParams(attrValue: string, dataset: Dataset): URLSearchParams {
  const params = new URLSearchParams();
  const value = attrValue.trim();
  if (/^https?:\/\//i.test(value)) {
    const link = parseUrl(value);
    for (const name of LINK_PARAMS) {
      const found = link?.searchParams.get(name);
      if (found != null) params.set(name, found);
    }
  } else if (value) {
    params.set('s', value);
  }
  for (const [key, name] of OPTION_PARAMS) {
    const option = dataset[key];
    if (option) params.set(name, option);
  }
  return params;
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch (_error) {
    // a malformed link carries no scenario; the frame shows the default one
    return undefined;
  }
}

/** The address of the frame: embed.html beside the script, whatever the host page's address. */
function embedUrl(scriptSrc: string, params: URLSearchParams): string {
  const url = new URL('embed.html', scriptSrc);
  url.search = params.toString();
  return url.href;
}

interface HeightMessage {
  readonly source: 'gpu-tco';
  readonly type: 'height';
  readonly wid: string;
  readonly height: number;
}

/** True only for `{ source: 'gpu-tco', type: 'height', wid, height }` with exactly those keys. */
export function isHeightMessage(data: unknown): data is HeightMessage {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  return (
    Object.keys(d).sort().join() === 'height,source,type,wid' &&
    d.source === 'gpu-tco' &&
    d.type === 'height' &&
    typeof d.wid === 'string' &&
    Number.isFinite(d.height) // false for anything but a finite number, strings included
  );
}

export function clampHeightPx(height: number): number {
  return Math.min(MAX_HEIGHT_PX, Math.max(MIN_HEIGHT_PX, Math.ceil(height)));
}

/** Marks the loader's script for a page that loads it in a way that hides which script is running. */
const LOADER_ATTR = 'data-gpu-tco-loader';

/** The addresses a stack trace names, innermost first: "at f (URL:1:2)", "at URL:1:2", "f@URL:1:2". */
export function stackUrls(stack: string): string[] {
  const urls: string[] = [];
  const pattern = /(https?:\/\/[^\s()]+?):\d+:\d+(?=[)\s]|$)/g;
  for (let match = pattern.exec(stack); match; match = pattern.exec(stack)) urls.push(match[1] as string);
  return urls;
}

/**
 * The loader's own address: the running script (a classic script); else the script whose address
 * the running code's own stack names (a module, which has no currentScript); else the one script
 * marked data-gpu-tco-loader. Never a script for its name alone: another widget.js on the page is
 * not this one.
 */
export function findScriptSrc(doc: Document, stack: string = new Error().stack ?? ''): string | undefined {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current.src;
  const scripts = Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src]'));
  for (const url of stackUrls(stack)) {
    if (scripts.some((script) => script.src === url)) return url;
  }
  const marked = scripts.filter((script) => script.hasAttribute(LOADER_ATTR));
  return marked.length === 1 ? marked[0]?.src : undefined;
}

interface Loader {
  readonly scan: () => void;
  readonly stop: () => void;
}

function createLoader(doc: Document, scriptSrc: string): Loader {
  const origin = new URL('embed.html', scriptSrc).origin;
  /** wid → frame, for frames that follow their content's height */
  const following = new Map<string, HTMLIFrameElement>();
  // A random prefix keeps ids apart when the page loads the script twice (two counters from 1).
  const prefix = Math.random().toString(36).slice(2, 8);
  let count = 0;

  function mount(host: HTMLElement): void {
    host.setAttribute(READY, '');
    const wid = `${prefix}-${++count}`;
    const params = embedParams(host.getAttribute(ATTR) ?? '', host.dataset);
    params.set('wid', wid);
    const fixedPx = Number.parseFloat(host.dataset.height ?? '');

    // the host page's light or dark, unless the writer chose one (a share link's theme is its author's
    // own view of the calculator, not a choice for this page)
    if (!host.dataset.theme) params.set('theme', hostScheme(host));

    const frame = doc.createElement('iframe');
    frame.src = embedUrl(scriptSrc, params);
    frame.title = host.dataset.title || frameTitle(params);
    frame.setAttribute('loading', 'lazy');
    frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    // CSSOM properties, which a strict Content-Security-Policy (no 'unsafe-inline' styles) allows
    const style = frame.style;
    style.width = '100%';
    style.border = '0';
    style.display = 'block';
    style.height = `${Number.isFinite(fixedPx) ? clampHeightPx(fixedPx) : START_HEIGHT_PX}px`;
    if (!Number.isFinite(fixedPx)) following.set(wid, frame);
    // Anything inside the element (say a plain link for readers without JavaScript) gives way to the frame.
    host.textContent = '';
    host.appendChild(frame);
  }

  function scan(): void {
    const hosts = doc.querySelectorAll<HTMLElement>(`[${ATTR}]:not([${READY}])`);
    for (let i = 0; i < hosts.length; i++) {
      const host = hosts[i];
      if (host) mount(host);
    }
  }

  // Checked in this order: the sender's origin, the message's shape, then that it is that frame's window.
  function onMessage(event: MessageEvent): void {
    if (event.origin !== origin || !isHeightMessage(event.data)) return;
    const frame = following.get(event.data.wid);
    if (frame && event.source && event.source === frame.contentWindow) {
      frame.style.height = `${clampHeightPx(event.data.height)}px`;
    }
  }

  const view = doc.defaultView;
  view?.addEventListener('message', onMessage);
  // Elements the parser or the page's own scripts add later. Records arrive batched, and one
  // attribute query per batch is cheaper and smaller than walking every added node.
  const observer = new MutationObserver(scan);
  observer.observe(doc.documentElement, { childList: true, subtree: true });

  return {
    scan,
    stop: () => {
      observer.disconnect();
      view?.removeEventListener('message', onMessage);
    },
  };
}

let running: Loader | undefined;

/** Gives every `[data-gpu-tco]` element its frame, now and as they are added. Safe to call again. */
export function start(doc: Document = document): void {
  if (!running) {
    const src = findScriptSrc(doc);
    if (!src) return;
    running = createLoader(doc, src);
  }
  running.scan();
}

/** Stops watching the page and its frames' messages (tests; the frames stay). */
export function stop(): void {
  running?.stop();
  running = undefined;
}

// Runs when loaded as widget.js. Imported elsewhere (tests) it finds no script of its own and does nothing.
if (typeof document !== 'undefined') start();
