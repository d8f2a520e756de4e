// tsx scripts/input-path.ts [--port 4494] [--presses 30] [--full]: how soon a key press on a slider
// shows on the built page, verdict first, then the chart (a quick measure of the render path; the
// official figures, against a control page, are `npm run bench:page`'s). Needs `npm run build` first.
// --full loads every part of the page (tools with the hybrid tool on, providers) before measuring.
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
const PORT = Number(arg('port', '4494'));
const PRESSES = Number(arg('presses', '30'));
const FULL = process.argv.includes('--full');
const URL = `http://127.0.0.1:${PORT}/${arg('query', '')}`;

const median = (values: readonly number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN);
};

/**
 * Plain JavaScript run in the page: for each keydown, the time from the event to the start of the
 * frame after the verdict changed (the frame that paints it) and the same for the chart; the Event
 * Timing entries of the presses; long tasks.
 */
const INSTRUMENT = `
window.__presses = [];
window.__events = [];
window.__long = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if (e.name === 'keydown') window.__events.push(e.duration);
}).observe({ type: 'event', durationThreshold: 16, buffered: false });
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__long.push(e.duration);
}).observe({ type: 'longtask', buffered: false });
document.addEventListener('keydown', (event) => {
  const t0 = event.timeStamp;
  const record = { verdict: NaN, chart: NaN };
  window.__presses.push(record);
  const verdict = document.querySelector('[data-testid="verdict"]');
  const chart = document.querySelector('.charts-panel');
  const watch = (target, key) => {
    if (!target) return;
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => { record[key] = performance.now() - t0; });
    });
    observer.observe(target, { subtree: true, childList: true, characterData: true, attributes: true });
    setTimeout(() => observer.disconnect(), 2000);
  };
  watch(verdict, 'verdict');
  watch(chart, 'chart');
}, true);
`;

const server = await preview({ preview: { host: '127.0.0.1', port: PORT, strictPort: true }, logLevel: 'error' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(URL);
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  if (FULL) {
    for (const slot of ['.tools-slot', '.providers-slot']) await page.locator(slot).scrollIntoViewIfNeeded();
    await page.locator('[data-tool="hybrid"]').waitFor();
    await page.locator('[data-tool="hybrid"] input[type=checkbox]').first().check();
    await page.locator('.tools__later').last().scrollIntoViewIfNeeded();
    await page.locator('[data-tool="sensitivity"]').waitFor();
    await page.locator('[data-tool="sensitivity"] input[type=checkbox]').first().check();
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.locator('.charts-panel .recharts-wrapper').first().waitFor();
  await page.evaluate(INSTRUMENT);
  const slider = page.getByLabel('GPUs needed at once (slider)');
  await slider.focus();
  const read = () =>
    page.evaluate(() => {
      const w = window as unknown as {
        __presses: { verdict: number; chart: number }[];
        __events: number[];
        __long: number[];
      };
      return { presses: w.__presses, events: w.__events, long: w.__long };
    });
  for (let i = 0; i < PRESSES; i += 1) {
    // up and down in turn, so that every press changes the figures and the scenario stays near its own
    await slider.press(i % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
    await page.waitForFunction(
      (n) => {
        const p = (window as unknown as { __presses: { verdict: number; chart: number }[] }).__presses[n];
        return p !== undefined && Number.isFinite(p.verdict) && Number.isFinite(p.chart);
      },
      i,
      { timeout: 5000 },
    );
    // a quiet moment between presses, as a person's presses have
    await page.waitForTimeout(100);
  }
  const keys = await read();
  // two seconds of dragging the slider's thumb across and back
  await page.evaluate(() => {
    (window as unknown as { __long: number[] }).__long.length = 0;
  });
  const box = await slider.boundingBox();
  if (!box) throw new Error('no slider');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 4, y);
  await page.mouse.down();
  const start = Date.now();
  let step = 0;
  while (Date.now() - start < 2000) {
    const phase = (step % 60) / 60;
    const x = box.x + 4 + (box.width - 8) * (phase < 0.5 ? phase * 2 : 2 - phase * 2) * 0.5;
    await page.mouse.move(x, y);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    step += 1;
  }
  await page.mouse.up();
  await page.waitForTimeout(500);
  const drag = await read();

  const verdict = keys.presses.map((p) => p.verdict);
  const chart = keys.presses.map((p) => p.chart);
  const gap = keys.presses.map((p) => p.chart - p.verdict);
  const f = (v: number) => v.toFixed(1);
  console.log(`${URL}${FULL ? ' (every part loaded, hybrid and sensitivity on)' : ''}, ${PRESSES} presses:`);
  console.log(`  key press → frame with the verdict: median ${f(median(verdict))} ms`);
  console.log(`  key press → frame with the chart:   median ${f(median(chart))} ms`);
  console.log(`  chart after verdict:                median ${f(median(gap))} ms`);
  console.log(
    `  Event Timing keydown ≥ 16 ms: ${keys.events.length} of ${PRESSES}` +
      (keys.events.length ? `, median ${f(median(keys.events))} ms` : ''),
  );
  console.log(`  long tasks while pressing: ${keys.long.length}, longest ${f(Math.max(0, ...keys.long))} ms`);
  console.log(
    `  dragging 2 s (${step} moves): ${drag.long.length} long tasks, longest ${f(Math.max(0, ...drag.long))} ms`,
  );
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}
