// The first paint and the largest paint of a page loaded fresh, in a browser set to one language: the
// first contentful paint (FCP) and the last largest-contentful-paint entry (LCP) once the page has
// loaded everything it loads untouched (the network idle, then one second more). The largest paint
// should be the first: whatever is largest on the first screen is in the prerendered HTML.
import type { Browser } from '@playwright/test';

export interface PaintRun {
  /** ms after navigation began */
  readonly fcp: number;
  readonly lcp: number;
  /** what the largest paint was: its element and the start of its text */
  readonly lcpElement: string;
}

/** the quiet time after the network goes idle: what loads "on idle" is drawn within it */
const QUIET_MS = 1000;

const WATCH = `
(() => {
  window.__paint = { lcp: NaN, element: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      window.__paint = {
        lcp: entry.startTime,
        element: el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') + ' "' + (el.textContent || '').trim().slice(0, 24) + '"' : '',
      };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();
`;

export async function paintRun(browser: Browser, url: string, locale: string): Promise<PaintRun> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH);
    await page.goto(url, { waitUntil: 'networkidle' });
    // waiting here is the measure itself: what the page paints while nobody touches it
    await page.evaluate((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)), QUIET_MS);
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const paint = (window as unknown as { __paint: { lcp: number; element: string } }).__paint;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      return { fcp, lcp: paint.lcp, lcpElement: paint.element };
    });
  } finally {
    await context.close();
  }
}
