// The JavaScript a page fetches before the reader scrolls or acts: loaded fresh (an empty cache), left
// alone until the network is idle and one second more, every JavaScript response summed. Sizes are
// gzip level 9 of each body, as scripts/size.ts counts them, whatever the server sent (vite preview
// may send them uncompressed); the bytes that crossed the wire are kept beside them.
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';

export interface Transfer {
  readonly files: number;
  /** gzip level 9 of the bodies, bytes */
  readonly gzipBytes: number;
  /** response bodies as sent (encodedDataLength), bytes */
  readonly wireBytes: number;
}

/** the quiet time after the network goes idle: what loads "on idle" loads within it */
const QUIET_MS = 1000;

const isJavaScript = (response: Response) =>
  response.request().resourceType() === 'script' ||
  /javascript|ecmascript/.test(response.headers()['content-type'] ?? '') ||
  /\.m?js(\?|$)/.test(new URL(response.url()).pathname);

export interface Viewport {
  readonly name: string;
  readonly width: number;
  readonly height: number;
}

/** what is "before scrolling" depends on the screen: a laptop's, and the phone Lighthouse emulates */
export const VIEWPORTS: readonly Viewport[] = [
  { name: 'desktop 1280×900', width: 1280, height: 900 },
  { name: 'mobile 412×823', width: 412, height: 823 },
];

export async function javaScriptBeforeScroll(browser: Browser, url: string, viewport: Viewport): Promise<Transfer> {
  const { width, height } = viewport;
  const context = await browser.newContext({ viewport: { width, height } });
  try {
    const pending: Promise<{ gzip: number; wire: number }>[] = [];
    context.on('response', (response) => {
      if (!isJavaScript(response)) return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return { gzip: gzipSync(body, { level: 9 }).length, wire: sizes.responseBodySize };
        })(),
      );
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    // waiting here is the measure itself: what the page fetches while nobody touches it
    await page.evaluate((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)), QUIET_MS);
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(pending);
    return {
      files: sizes.length,
      gzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
      wireBytes: sizes.reduce((sum, s) => sum + s.wire, 0),
    };
  } finally {
    await context.close();
  }
}
