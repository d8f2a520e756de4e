// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embed as en } from '../../i18n/en/embed.ts';
import { embed as zh } from '../../i18n/zh/embed.ts';
import {
  clampHeightPx,
  embedParams,
  findScriptSrc,
  frameTitle,
  hostScheme,
  isHeightMessage,
  START_HEIGHT_PX,
  stackUrls,
  start,
  stop,
  TITLE_EN,
  TITLE_ZH,
} from './loader.ts';

const SCRIPT_SRC = 'https://example.org/tools/gpu-tco/widget.js';
const ORIGIN = 'https://example.org';
const EMBED_PATH = '/tools/gpu-tco/embed.html';

/** A script element; `marked` as the loader's own (jsdom has no running script or stack to tell it by). */
function addScript(src = SCRIPT_SRC, marked = true): void {
  const script = document.createElement('script');
  script.src = src;
  if (marked) script.setAttribute('data-gpu-tco-loader', '');
  document.head.appendChild(script);
}

function addHost(attributes: Record<string, string>, parent: Element = document.body): HTMLElement {
  const host = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  parent.appendChild(host);
  return host;
}

function frameOf(host: Element): HTMLIFrameElement {
  const frames = host.querySelectorAll('iframe');
  if (frames.length !== 1) throw new Error(`expected one frame, found ${frames.length}`);
  return frames[0] as HTMLIFrameElement;
}

const queryOf = (frame: HTMLIFrameElement) => new URL(frame.src).searchParams;

function post(data: unknown, source: MessageEventSource | null, origin = ORIGIN): void {
  window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
}

const heightMessage = (frame: HTMLIFrameElement, height: number) => ({
  source: 'gpu-tco',
  type: 'height',
  wid: queryOf(frame).get('wid'),
  height,
});

afterEach(() => {
  stop();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('embedParams', () => {
  it('copies only the scenario and view parameters of a link from another host', () => {
    const link =
      'https://other.host/calc/?s=1.N4Ig&gpus=8&hours=10&days=22&price=2.5&server=x&months=36&plan=on-demand' +
      '&currency=USD&lang=en&theme=dark&view=table&chart=cumulative&wid=stolen&inputs=all&utm_source=blog#top';
    const params = embedParams(link, {});
    expect(Object.fromEntries(params)).toEqual({
      s: '1.N4Ig',
      gpus: '8',
      hours: '10',
      days: '22',
      price: '2.5',
      server: 'x',
      months: '36',
      plan: 'on-demand',
      currency: 'USD',
      lang: 'en',
      theme: 'dark',
      view: 'table',
      chart: 'cumulative',
    });
  });

  it('takes a value that is not an http(s) link as an encoded scenario', () => {
    expect(Object.fromEntries(embedParams('  1.N4IgzgxgF+/=  \n', {}))).toEqual({ s: '1.N4IgzgxgF+/=' });
  });

  it('takes nothing from a malformed link or an empty value', () => {
    expect([...embedParams('https://[bad/?s=1.x', {})]).toEqual([]);
    expect([...embedParams('', {})]).toEqual([]);
  });

  it('lets the data-* options override the link and ignores empty ones', () => {
    const params = embedParams('https://other.host/?s=1.x&lang=en&theme=light&currency=USD&chart=monthly', {
      lang: 'zh-CN',
      theme: 'dark',
      currency: 'CNY',
      inputs: 'gpus,hours,price',
      chart: '',
      height: '600',
      title: 'ignored here',
    });
    expect(Object.fromEntries(params)).toEqual({
      s: '1.x',
      lang: 'zh-CN',
      theme: 'dark',
      currency: 'CNY',
      inputs: 'gpus,hours,price',
      chart: 'monthly',
    });
  });
});

describe('isHeightMessage and clampHeightPx', () => {
  const valid = { source: 'gpu-tco', type: 'height', wid: 'a-1', height: 500 };

  it('accepts exactly the height message shape', () => {
    expect(isHeightMessage(valid)).toBe(true);
  });

  it.each([
    ['an extra key', { ...valid, extra: 1 }],
    ['a missing key', { source: 'gpu-tco', type: 'height', height: 500 }],
    ['another source', { ...valid, source: 'other' }],
    ['another type', { ...valid, type: 'resize' }],
    ['a numeric wid', { ...valid, wid: 1 }],
    ['a height in a string', { ...valid, height: '500' }],
    ['a NaN height', { ...valid, height: Number.NaN }],
    ['an infinite height', { ...valid, height: Number.POSITIVE_INFINITY }],
    ['null', null],
    ['a string', JSON.stringify(valid)],
    ['an array', ['gpu-tco', 'height', 'a-1', 500]],
  ])('rejects %s', (_name, data) => {
    expect(isHeightMessage(data)).toBe(false);
  });

  it('keeps heights within 80 to 10000 px, rounded up to whole pixels', () => {
    expect(clampHeightPx(-5)).toBe(80);
    expect(clampHeightPx(10)).toBe(80);
    expect(clampHeightPx(500.2)).toBe(501);
    expect(clampHeightPx(1e9)).toBe(10_000);
  });
});

describe('findScriptSrc', () => {
  it('prefers the running script', () => {
    addScript('https://cdn.example.com/other/widget.js');
    const running = document.createElement('script');
    running.src = 'https://example.org/a/widget.js';
    const spy = vi.spyOn(document, 'currentScript', 'get').mockReturnValue(running);
    expect(findScriptSrc(document)).toBe('https://example.org/a/widget.js');
    spy.mockRestore();
  });

  it('as a module, without a running script, knows its own script by the address in its stack', () => {
    addScript('https://blog.example/widget.js', false);
    addScript(`${SCRIPT_SRC}?v=2`, false);
    addScript('https://cdn.example.com/widget.js', false);
    const chromium = `Error\n    at findScriptSrc (${SCRIPT_SRC}?v=2:1:120)\n    at ${SCRIPT_SRC}?v=2:1:2040`;
    const firefox = `findScriptSrc@${SCRIPT_SRC}?v=2:1:120\nstart@${SCRIPT_SRC}?v=2:1:1800\n@${SCRIPT_SRC}?v=2:1:2040`;
    expect(findScriptSrc(document, chromium)).toBe(`${SCRIPT_SRC}?v=2`);
    expect(findScriptSrc(document, firefox)).toBe(`${SCRIPT_SRC}?v=2`);
  });

  it('reads addresses with a port out of a stack, innermost first', () => {
    const stack = 'Error\n    at f (http://127.0.0.1:4173/a/widget.js:1:20)\n    at http://127.0.0.1:4173/b.js:3:4';
    expect(stackUrls(stack)).toEqual(['http://127.0.0.1:4173/a/widget.js', 'http://127.0.0.1:4173/b.js']);
  });

  it('takes the one script marked data-gpu-tco-loader when nothing else tells', () => {
    addScript('https://blog.example/widget.js', false);
    addScript('https://example.org/c/gpu-tco.js');
    expect(findScriptSrc(document, '')).toBe('https://example.org/c/gpu-tco.js');
  });

  it('never takes another script named widget.js for its own, so start() frames nothing from it', () => {
    addScript('https://blog.example/widget.js', false);
    addScript('https://example.org/b/widget.js?v=2', false);
    const host = addHost({ 'data-gpu-tco': '1.x' });
    // a stack that names none of the page's scripts (say, code run by a tag manager's eval)
    expect(findScriptSrc(document, 'Error\n    at eval (eval at x (https://tags.example/t.js:1:5))')).toBeUndefined();
    start();
    expect(host.querySelector('iframe')).toBeNull();
  });

  it('finds nothing on a page without its script, so start() does nothing there', () => {
    addScript('https://example.org/widget.json', false);
    const host = addHost({ 'data-gpu-tco': '1.x' });
    expect(findScriptSrc(document)).toBeUndefined();
    start();
    expect(host.querySelector('iframe')).toBeNull();
  });
});

describe('start', () => {
  it('puts a frame of embed.html from the folder of widget.js into the element', () => {
    addScript();
    const host = addHost({
      'data-gpu-tco': 'https://other.host/calc/?s=1.N4Ig&lang=en',
      'data-lang': 'zh-CN',
      'data-inputs': 'gpus,hours,price',
    });
    start();
    const frame = frameOf(host);
    const src = new URL(frame.src);
    expect(src.origin).toBe(ORIGIN);
    expect(src.pathname).toBe(EMBED_PATH);
    expect(src.searchParams.get('s')).toBe('1.N4Ig');
    expect(src.searchParams.get('lang')).toBe('zh-CN');
    expect(src.searchParams.get('inputs')).toBe('gpus,hours,price');
    expect(src.searchParams.get('wid')).toMatch(/^[a-z0-9]*-\d+$/);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame.style.width).toBe('100%');
    expect(frame.style.display).toBe('block');
    expect(frame.style.height).toBe(`${START_HEIGHT_PX}px`);
    expect(frame.style.border).not.toBe('');
  });

  it('titles the frame from data-title, else in the language shown', () => {
    addScript();
    const plain = addHost({ 'data-gpu-tco': '1.x' });
    const chinese = addHost({ 'data-gpu-tco': '1.x', 'data-lang': 'zh-CN' });
    const chineseLink = addHost({ 'data-gpu-tco': 'https://other.host/?s=1.x&lang=zh' });
    const titled = addHost({ 'data-gpu-tco': '1.x', 'data-title': 'GPU costs for our lab' });
    start();
    expect(frameOf(plain).title).toBe(TITLE_EN);
    expect(frameOf(chinese).title).toBe(TITLE_ZH);
    expect(frameOf(chineseLink).title).toBe(TITLE_ZH);
    expect(frameOf(titled).title).toBe('GPU costs for our lab');
  });

  it("adds the scenario's name from the link, in the language shown", () => {
    addScript();
    const named = addHost({ 'data-gpu-tco': 'https://other.host/?s=1.x&name=Lab%20cluster%202027' });
    const namedZh = addHost({
      'data-gpu-tco': 'https://other.host/?s=1.x&name=%E5%AE%9E%E9%AA%8C%E5%AE%A4',
      'data-lang': 'zh-CN',
    });
    const titled = addHost({ 'data-gpu-tco': 'https://other.host/?name=Lab', 'data-title': 'Our GPUs' });
    start();
    expect(frameOf(named).title).toBe('GPU rent-or-own calculator: Lab cluster 2027');
    expect(frameOf(namedZh).title).toBe('GPU 租用还是自建计算器：实验室');
    expect(frameOf(titled).title).toBe('Our GPUs');
    // a name of blanks names nothing
    expect(frameTitle(new URLSearchParams('name=%20%20'))).toBe(TITLE_EN);
  });

  it('uses the same default titles as the page', () => {
    expect(TITLE_EN).toBe(en['app.title']);
    expect(TITLE_ZH).toBe(zh['app.title']);
    // the embed page's own title starts with the same words
    expect(en['embed.documentTitle']).toBe(`${TITLE_EN}: {verdict}`);
    expect(zh['embed.documentTitle']).toBe(`${TITLE_ZH}：{verdict}`);
  });

  it('replaces fallback content but keeps the element and its own attributes', () => {
    addScript();
    const host = addHost({ 'data-gpu-tco': '1.x', class: 'my-embed', id: 'calc' });
    host.appendChild(document.createElement('a')).textContent = 'Open the calculator';
    start();
    expect(host.children).toHaveLength(1);
    expect(frameOf(host)).toBeTruthy();
    expect(host.className).toBe('my-embed');
    expect(host.getAttribute('style')).toBeNull();
  });

  it('gives each element its own frame and id', () => {
    addScript();
    const hosts = [
      addHost({ 'data-gpu-tco': '1.a' }),
      addHost({ 'data-gpu-tco': '1.b' }),
      addHost({ 'data-gpu-tco': '1.c' }),
    ];
    start();
    const wids = hosts.map((host) => queryOf(frameOf(host)).get('wid'));
    expect(new Set(wids).size).toBe(3);
    expect(hosts.map((host) => queryOf(frameOf(host)).get('s'))).toEqual(['1.a', '1.b', '1.c']);
  });

  it('does not add a second frame when called again or when a second copy of the script starts', () => {
    addScript();
    const host = addHost({ 'data-gpu-tco': '1.x' });
    start();
    start();
    stop(); // a second copy of the script has its own state, as after stop()
    start();
    expect(host.querySelectorAll('iframe')).toHaveLength(1);
    expect(host.hasAttribute('data-gpu-tco-ready')).toBe(true);
  });

  it('picks up elements the page adds later, also inside added containers', async () => {
    addScript();
    start();
    const later = addHost({ 'data-gpu-tco': '1.later' });
    const section = document.createElement('section');
    const nested = addHost({ 'data-gpu-tco': '1.nested' }, section);
    document.body.appendChild(section);
    await vi.waitFor(() => {
      expect(queryOf(frameOf(later)).get('s')).toBe('1.later');
      expect(queryOf(frameOf(nested)).get('s')).toBe('1.nested');
    });
  });

  it('keeps markup and javascript: values inside URL-encoded query values', () => {
    addScript();
    const markup = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const host = addHost({
      'data-gpu-tco': 'javascript:alert(1)',
      'data-lang': markup,
      'data-theme': 'javascript:alert(3)',
      'data-inputs': '</iframe><script>alert(4)</script>',
      'data-title': markup,
    });
    const linkHost = addHost({ 'data-gpu-tco': `https://other.host/?s=${encodeURIComponent(markup)}` });
    start();
    for (const h of [host, linkHost]) {
      expect(h.children).toHaveLength(1);
      expect(h.querySelector('script, img')).toBeNull();
      const src = new URL(frameOf(h).src);
      expect(src.origin).toBe(ORIGIN);
      expect(src.pathname).toBe(EMBED_PATH);
      expect(frameOf(h).src).not.toMatch(/[<>"]/);
    }
    const query = queryOf(frameOf(host));
    expect(query.get('s')).toBe('javascript:alert(1)');
    expect(query.get('lang')).toBe(markup);
    expect(query.get('theme')).toBe('javascript:alert(3)');
    expect(query.get('inputs')).toBe('</iframe><script>alert(4)</script>');
    expect(frameOf(host).title).toBe(markup);
    expect(queryOf(frameOf(linkHost)).get('s')).toBe(markup);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });
});

describe("the host page's colour scheme", () => {
  /** jsdom computes no color-scheme and draws nothing: the page's computed values, as a browser gives them. */
  function styled(values: Record<string, Partial<Record<'colorScheme' | 'backgroundColor', string>>>, dark: boolean) {
    vi.spyOn(window, 'getComputedStyle').mockImplementation(
      (el) =>
        ({
          colorScheme: 'normal',
          backgroundColor: 'rgba(0, 0, 0, 0)',
          ...values[el.id || el.tagName],
        }) as CSSStyleDeclaration,
    );
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }));
  }

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("reads the color-scheme the host element has, before the reader's system", () => {
    const host = addHost({ id: 'h' });
    styled({ h: { colorScheme: 'dark' } }, false);
    expect(hostScheme(host)).toBe('dark');
    styled({ h: { colorScheme: 'only light' } }, true);
    expect(hostScheme(host)).toBe('light');
  });

  it('goes on to the meta tag, then the background, then the system when the page offers both or says nothing', () => {
    const host = addHost({ id: 'h' });
    styled({ h: { colorScheme: 'light dark' } }, true);
    expect(hostScheme(host)).toBe('dark');
    const meta = document.createElement('meta');
    meta.name = 'color-scheme';
    meta.content = 'light';
    document.head.appendChild(meta);
    expect(hostScheme(host)).toBe('light');
    meta.remove();
    // a blog's own dark mode: a near-black body (luminance 0.2126·17 + 0.7152·24 + 0.0722·39 = 23 < 128)
    styled({ BODY: { backgroundColor: 'rgb(17, 24, 39)' } }, false);
    expect(hostScheme(host)).toBe('dark');
    // a white card on it: the nearest opaque background counts (255 > 128); a half-clear one does not
    styled(
      { h: { backgroundColor: 'rgba(255, 255, 255, 0.4)' }, BODY: { backgroundColor: 'rgb(255, 255, 255)' } },
      true,
    );
    expect(hostScheme(host)).toBe('light');
    styled({}, true);
    expect(hostScheme(host)).toBe('dark');
    styled({}, false);
    expect(hostScheme(host)).toBe('light');
  });

  it("passes the host's scheme as theme; data-theme wins, a share link's theme does not", () => {
    addScript();
    // color-scheme is inherited: the host elements (divs) have the page's dark
    styled({ DIV: { colorScheme: 'dark' } }, false);
    const plain = addHost({ 'data-gpu-tco': 'https://other.host/?s=1.x&theme=light' });
    const chosen = addHost({ 'data-gpu-tco': '1.x', 'data-theme': 'light' });
    start();
    expect(queryOf(frameOf(plain)).get('theme')).toBe('dark');
    expect(queryOf(frameOf(chosen)).get('theme')).toBe('light');
  });
});

describe('height messages', () => {
  function twoFrames() {
    addScript();
    const a = addHost({ 'data-gpu-tco': '1.a' });
    const b = addHost({ 'data-gpu-tco': '1.b' });
    start();
    return [frameOf(a), frameOf(b)] as const;
  }

  it('sets the height of the frame that reports it, clamped', () => {
    const [a, b] = twoFrames();
    post(heightMessage(a, 912.4), a.contentWindow);
    expect(a.style.height).toBe('913px');
    expect(b.style.height).toBe(`${START_HEIGHT_PX}px`);
    post(heightMessage(b, 20), b.contentWindow);
    expect(b.style.height).toBe('80px');
    post(heightMessage(b, 1e7), b.contentWindow);
    expect(b.style.height).toBe('10000px');
  });

  it('ignores messages from another origin', () => {
    const [a] = twoFrames();
    post(heightMessage(a, 900), a.contentWindow, 'https://other.host');
    post(heightMessage(a, 900), a.contentWindow, 'http://example.org');
    expect(a.style.height).toBe(`${START_HEIGHT_PX}px`);
  });

  it('ignores a message naming a frame it did not come from', () => {
    const [a, b] = twoFrames();
    post(heightMessage(a, 900), b.contentWindow);
    post(heightMessage(a, 900), window);
    post(heightMessage(a, 900), null);
    expect(a.style.height).toBe(`${START_HEIGHT_PX}px`);
  });

  it('ignores messages of another shape or for an unknown frame', () => {
    const [a] = twoFrames();
    post({ ...heightMessage(a, 900), extra: true }, a.contentWindow);
    post({ ...heightMessage(a, 900), height: '900' }, a.contentWindow);
    post({ ...heightMessage(a, 900), wid: 'nobody-1' }, a.contentWindow);
    post(JSON.stringify(heightMessage(a, 900)), a.contentWindow);
    expect(a.style.height).toBe(`${START_HEIGHT_PX}px`);
  });

  it('keeps a data-height fixed, clamped, and ignores messages for that frame', () => {
    addScript();
    const fixed = addHost({ 'data-gpu-tco': '1.x', 'data-height': '600' });
    const tiny = addHost({ 'data-gpu-tco': '1.x', 'data-height': '5' });
    start();
    const frame = frameOf(fixed);
    expect(frame.style.height).toBe('600px');
    expect(frameOf(tiny).style.height).toBe('80px');
    post(heightMessage(frame, 900), frame.contentWindow);
    expect(frame.style.height).toBe('600px');
  });

  it('stops listening after stop()', () => {
    const [a] = twoFrames();
    stop();
    post(heightMessage(a, 900), a.contentWindow);
    expect(a.style.height).toBe(`${START_HEIGHT_PX}px`);
  });
});

describe('the parameters the loader passes on', () => {
  it('are the link parameters the calculator reads, and no others', async () => {
    const { READABLE_PARAMS } = await import('../../state/link/codec.ts');
    const { LINK_PARAMS } = await import('./loader.ts');
    expect([...LINK_PARAMS].sort()).toEqual(
      ['s', ...Object.keys(READABLE_PARAMS), 'lang', 'theme', 'view', 'chart'].sort(),
    );
  });
});
