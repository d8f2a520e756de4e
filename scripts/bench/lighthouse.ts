// Lighthouse, mobile preset (its default: simulated throttling, a 4× slower CPU), the same flags for
// every run and every page, one fresh Chromium a run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';

export interface LighthouseRun {
  /** 0–100 */
  readonly performance: number;
  readonly accessibility: number;
  /** ms */
  readonly lcp: number;
  readonly tbt: number;
  /** the LCP's render delay as the report's phase table gives it (its unthrottled trace), ms */
  readonly renderDelay: number;
}

/** the "Render Delay" row of the largest-contentful-paint-element audit's phase table */
function renderDelay(details: unknown): number {
  const stack: unknown[] = [details];
  while (stack.length > 0) {
    const item = stack.pop();
    if (Array.isArray(item)) stack.push(...item);
    else if (item && typeof item === 'object') {
      const row = item as Record<string, unknown>;
      if (row.phase === 'Render Delay' && typeof row.timing === 'number') return row.timing;
      stack.push(...Object.values(row));
    }
  }
  return Number.NaN;
}

export async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${url})`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      renderDelay: renderDelay(lhr.audits['largest-contentful-paint-element']?.details),
    };
  } finally {
    chrome.kill();
  }
}
