import type { Scenario } from '../../src/engine/index.ts';
import { encodeLink, encodeScenario } from '../../src/state/link/write.ts';
import { CALCULATOR_ORIGIN, HOST_ORIGIN } from '../support/ports.ts';
import { startupPlain } from '../support/startup.ts';
import { expect, test } from './support/calculator.ts';

const CALCULATOR = CALCULATOR_ORIGIN;
const HOST = HOST_ORIGIN;

const eightCards: Scenario = {
  ...startupPlain,
  name: 'Eight cards, 10 hours',
  workload: { ...startupPlain.workload, gpus: 8, hoursPerDay: 10 },
};

function hostPage(body: string, csp = false): string {
  return `${HOST}/?${new URLSearchParams({ body, ...(csp ? { csp: '1' } : {}) })}`;
}

const loader = `<script async src="${CALCULATOR}/widget.js"></script>`;

test.use({ locale: 'en-CN' });

test('two widgets on a blog from another origin show their own scenarios and fit their content', async ({
  page,
  pageErrors,
}) => {
  // one from a full link made on some other host, one from a bare encoded scenario in Chinese
  const fullLink = `https://blog-mirror.example/tools/calc/?${await encodeLink(eightCards, { lang: 'en' })}`;
  const bare = await encodeScenario(startupPlain);
  const body = `
    <style>p { color: rgb(1, 2, 3); }</style>
    <p id="before">Before the widgets</p>
    <div data-gpu-tco="${fullLink}"></div>
    <p>Between</p>
    <div data-gpu-tco="${bare}" data-lang="zh-CN" data-inputs="gpus"></div>
    ${loader}`;
  // the same post without the widgets: what the host's window holds on its own
  await page.goto(hostPage(body.replace(loader, '')));
  const hostGlobals = await page.evaluate(() => Object.keys(window).sort());
  await page.goto(hostPage(body));
  const frames = page.locator('iframe');
  await expect(frames).toHaveCount(2);
  await expect(frames.nth(0)).toHaveAttribute('title', 'GPU rent-or-own calculator');
  await expect(frames.nth(0)).toHaveAttribute('loading', 'lazy');
  const first = page.frameLocator('iframe >> nth=0');
  const second = page.frameLocator('iframe >> nth=1');
  // own: 8 cards, 10 h (the link codec tests work this scenario out: own 970,058.27 with 250 days;
  // here renting at 0.8): rent 8 × 10 × 250 × 3 × 0.8 = 48,000
  await expect(first.getByTestId('rent-total')).toHaveText('CN¥48,000');
  await expect(first.getByText('Eight cards, 10 hours')).toBeVisible();
  await frames.nth(1).scrollIntoViewIfNeeded();
  await expect(second.getByTestId('verdict')).toHaveText('在 3 年内，租用可节省 ¥64.43万（97.1%）。');
  // the reader may change only what the writer chose
  await expect(second.getByLabel('同时需要的 GPU', { exact: true })).toBeVisible();
  await expect(second.getByLabel('每卡时价格', { exact: true })).toHaveCount(0);
  // heights follow the content, not the 480 px a frame starts at
  for (const i of [0, 1]) {
    // frames load lazily, when they come near the screen, as readers scroll to them
    await frames.nth(i).scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        const box = await frames.nth(i).boundingBox();
        return Math.round(box?.height ?? 0);
      })
      .not.toBe(480);
  }
  const frameHeight = (await frames.nth(0).boundingBox())?.height ?? 0;
  const contentHeight = await first.locator('html').evaluate((html) => html.getBoundingClientRect().height);
  expect(Math.abs(frameHeight - contentHeight)).toBeLessThanOrEqual(2);
  // the host page keeps its styles and gains no globals
  await expect(page.locator('#before')).toHaveCSS('color', 'rgb(1, 2, 3)');
  // window[0] and window[1] are the frames themselves, which every iframe adds
  const globals = await page.evaluate(() =>
    Object.keys(window)
      .filter((k) => !/^\d+$/.test(k))
      .sort(),
  );
  expect(globals).toEqual(hostGlobals);
  await expect(page.locator('style')).toHaveCount(1);
  expect(pageErrors).toEqual([]);
});

test('a reader changes an input in the widget, and "Open" shows the same numbers in the full calculator', async ({
  page,
  context,
}) => {
  await page.goto(hostPage(`<div data-gpu-tco="${await encodeScenario(startupPlain)}"></div>${loader}`));
  const widget = page.frameLocator('iframe');
  // the widget shows its prerendered page before its code runs: an edit is the widget's once it answers input
  await widget.locator('html[data-live]').waitFor({ state: 'attached' });
  const gpus = widget.getByLabel('GPUs needed at once', { exact: true });
  await gpus.fill('8');
  await expect(widget.getByTestId('verdict')).not.toHaveText('Renting saves CN¥644,276 (97.1%) over 3 years.');
  const verdict = await widget.getByTestId('verdict').textContent();
  const [full] = await Promise.all([
    context.waitForEvent('page'),
    widget.getByRole('link', { name: /Open in the full calculator/ }).click(),
  ]);
  await expect(full.getByTestId('verdict')).toHaveText(verdict ?? '');
  await expect(full.getByLabel('GPUs needed at once', { exact: true })).toHaveValue('8');
});

test('a host page with a strict Content-Security-Policy that allows only the widget origin still works', async ({
  page,
  pageErrors,
}) => {
  await page.goto(hostPage(`<div data-gpu-tco="${await encodeScenario(eightCards)}"></div>${loader}`, true));
  const widget = page.frameLocator('iframe');
  await expect(widget.getByTestId('rent-total')).toHaveText('CN¥48,000');
  await expect.poll(async () => Math.round((await page.locator('iframe').boundingBox())?.height ?? 0)).not.toBe(480);
  expect(pageErrors).toEqual([]);
});

test('the Embed dialog writes the snippet for the scenario on screen, with a live preview', async ({ calculator }) => {
  const { page } = calculator;
  await calculator.open();
  await calculator.type('GPUs needed at once', '8');
  await page.getByRole('button', { name: 'Embed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this calculator in a blog post' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Server price').check();
  const snippet = await dialog.getByLabel('Snippet to paste').inputValue();
  const escaped = CALCULATOR.replace(/[.:/]/g, '\\$&');
  expect(snippet).toMatch(
    new RegExp(
      `^<div data-gpu-tco="${escaped}/\\?s=4\\.[^"]+" data-inputs="gpus,hours,price,server"></div>\\n<script async src="${escaped}/widget\\.js"></script>$`,
    ),
  );
  const preview = dialog.frameLocator('iframe.embed-panel__preview');
  await expect(preview.getByLabel('GPUs needed at once', { exact: true })).toHaveValue('8');
  await expect(preview.getByLabel('Server price', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
