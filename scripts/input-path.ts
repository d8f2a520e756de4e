// tsx scripts/input-path.ts [--port 4494] [--presses 30] [--full] [--dist dist]: how soon a key press on a slider
// shows on the built page, verdict first, then the chart, against a bare React page with one slider
// built in the same run (a quick measure of the render path; the official figures are
// `npm run bench:page`'s). Needs `npm run build` first. --full loads every part of the page (the
// tools with the hybrid tool and sensitivity on, provider screening) before measuring; --big also
// gives the hybrid tool a 10,000-card peak over 120 months.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
const PORT = Number(arg('port', '4494'));
const PRESSES = Number(arg('presses', '30'));
const BIG = process.argv.includes('--big');
const FULL = BIG || process.argv.includes('--full');
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CONTROL_DIR = 'node_modules/.cache/input-path-control';

const median = (values: readonly number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN);
};

/** The bare page: React, one slider, one sentence that shows its value. */
async function buildControl(): Promise<string> {
  const src = join(CONTROL_DIR, 'src');
  mkdirSync(src, { recursive: true });
  writeFileSync(
    join(src, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(src, 'main.jsx'),
    `import { useState } from 'react';
import { createRoot } from 'react-dom/client';
function App() {
  const [gpus, setGpus] = useState(8);
  return (<main><input type="range" aria-label="GPUs needed at once (slider)" min="1" max="64" value={gpus}
    onChange={(e) => setGpus(Number(e.target.value))} /><p data-testid="verdict">{gpus} GPUs</p></main>);
}
createRoot(document.getElementById('root')).render(<App />);
`,
  );
  const outDir = join(process.cwd(), CONTROL_DIR, 'dist');
  await build({ root: src, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  return outDir;
}

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
  const verdict = document.querySelector('[data-testid="verdict"]');
  const chart = document.querySelector('.charts-panel');
  const record = { verdict: NaN, chart: chart ? NaN : 0 };
  window.__presses.push(record);
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

interface Figures {
  readonly verdict: number;
  readonly chart: number;
  readonly gap: number;
  readonly events: readonly number[];
  readonly pressLong: readonly number[];
  readonly dragLong: readonly number[];
  readonly moves: number;
}

async function openCalculator(page: Page): Promise<void> {
  await page.goto(`${ORIGIN}/`);
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  if (FULL) {
    for (const slot of ['.tools-slot', '.providers-slot']) await page.locator(slot).scrollIntoViewIfNeeded();
    await page.locator('[data-tool="hybrid"]').waitFor();
    await page.locator('[data-tool="hybrid"] input[type=checkbox]').first().check();
    if (BIG) {
      // the hybrid tool's heaviest case: every count of cards up to a 10,000-card peak, over 10 years
      await page.locator('input[data-path="hybrid.peakGpus"]').fill('10000');
      await page.locator('input[data-path="horizonMonths"]').fill('120');
    }
    await page.locator('.tools__later').last().scrollIntoViewIfNeeded();
    await page.locator('[data-tool="sensitivity"]').waitFor();
    await page.locator('[data-tool="sensitivity"] input[type=checkbox]').first().check();
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.locator('.charts-panel .recharts-wrapper').first().waitFor();
}

async function measure(page: Page): Promise<Figures> {
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
  // two seconds of dragging the slider's thumb to and fro
  await page.evaluate(() => {
    (window as unknown as { __long: number[] }).__long.length = 0;
  });
  const box = await slider.boundingBox();
  if (!box) throw new Error('no slider');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 4, y);
  await page.mouse.down();
  const start = Date.now();
  let moves = 0;
  while (Date.now() - start < 2000) {
    const phase = (moves % 60) / 60;
    await page.mouse.move(box.x + 4 + (box.width - 8) * (phase < 0.5 ? phase : 1 - phase), y);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    moves += 1;
  }
  await page.mouse.up();
  await page.waitForTimeout(500);
  const drag = await read();
  return {
    verdict: median(keys.presses.map((p) => p.verdict)),
    chart: median(keys.presses.map((p) => p.chart)),
    gap: median(keys.presses.map((p) => p.chart - p.verdict)),
    events: keys.events,
    pressLong: keys.long,
    dragLong: drag.long,
    moves,
  };
}

function report(title: string, f: Figures, charts: boolean): void {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const longest = (v: readonly number[]) => ms(Math.max(0, ...v));
  console.log(`${title}, ${PRESSES} presses:`);
  console.log(`  key press → frame with the verdict: median ${ms(f.verdict)}`);
  if (charts) {
    console.log(`  key press → frame with the chart:   median ${ms(f.chart)}`);
    console.log(`  chart after verdict:                median ${ms(f.gap)}`);
  }
  console.log(
    `  Event Timing keydown ≥ 16 ms: ${f.events.length} of ${PRESSES}` +
      (f.events.length ? `, median ${ms(median(f.events))}` : ''),
  );
  console.log(`  long tasks while pressing: ${f.pressLong.length}, longest ${longest(f.pressLong)}`);
  console.log(`  dragging 2 s (${f.moves} moves): ${f.dragLong.length} long tasks, longest ${longest(f.dragLong)}`);
}

const controlDist = await buildControl();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  // the control, the calculator, the control again: a machine busier in one half shows in the two controls
  const controls: Figures[] = [];
  let calculator: Figures | undefined;
  for (const which of ['control', 'calculator', 'control'] as const) {
    const outDir = which === 'control' ? controlDist : arg('dist', 'dist');
    const server = await preview({
      build: { outDir },
      preview: { host: '127.0.0.1', port: PORT, strictPort: true },
      logLevel: 'error',
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      if (which === 'control') {
        await page.goto(`${ORIGIN}/`);
        await page.getByLabel('GPUs needed at once (slider)').waitFor();
        controls.push(await measure(page));
      } else {
        await openCalculator(page);
        calculator = await measure(page);
      }
      await page.close();
    } finally {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    }
  }
  for (const [i, c] of controls.entries()) report(`bare React page with one slider (run ${i + 1})`, c, false);
  if (calculator) {
    const setup = BIG ? ', hybrid peak 10,000 cards over 120 months' : '';
    report(`calculator${FULL ? ` (every part loaded, hybrid and sensitivity on${setup})` : ''}`, calculator, true);
    const bare = median(controls.map((c) => c.verdict));
    console.log(`  verdict ÷ bare page: ${(calculator.verdict / bare).toFixed(2)}×`);
  }
} finally {
  await browser.close();
}
