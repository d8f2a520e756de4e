// The Embed dialog's two snippets: the loader and the iframe-only one, whose fixed height is the
// preview's measured content height; and that iframe snippet on a host page whose policy forbids all
// of its own scripts, where the calculator still answers inside the frame.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, type Locator } from '@playwright/test';
import { DEFAULT_FRAME_HEIGHT_PX } from '../../src/embed/dialog/snippet.ts';
import { CALCULATOR_ORIGIN } from '../support/ports.ts';
import { CalculatorPage, expect, test } from './support/calculator.ts';

test.use({ locale: 'en-US' });

const DIALOG = 'Embed this calculator in a blog post';

async function openDialog(calculator: CalculatorPage): Promise<Locator> {
  await calculator.page.getByRole('button', { name: 'Embed' }).click();
  const dialog = calculator.page.getByRole('dialog', { name: DIALOG });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The widget's content height in a frame of the dialog once its charts are in. */
async function contentHeight(dialog: Locator, frameClass: string, scroll: boolean): Promise<number> {
  const widget = dialog.frameLocator(`iframe.${frameClass}`);
  if (scroll) {
    await dialog.locator(`iframe.${frameClass}`).scrollIntoViewIfNeeded();
    await widget.locator('.charts-slot').scrollIntoViewIfNeeded();
  }
  // the charts load when they come near the screen; the height is the widget's with them
  await widget.locator('.charts .chart-plot svg').first().waitFor({ state: 'attached' });
  return widget.locator('html').evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
}

/**
 * The iframe snippet once its height includes the charts, without the writer scrolling to the
 * preview; and that height is the preview's own content height once the writer does.
 */
async function settledPreview(dialog: Locator): Promise<{ content: number; snippet: number; text: string }> {
  const iframeSnippet = dialog.getByLabel('Iframe-only snippet, no script');
  const snippetHeight = async () => Number(/ height="(\d+)"/.exec(await iframeSnippet.inputValue())?.[1] ?? Number.NaN);
  await expect
    .poll(async () => (await snippetHeight()) === (await contentHeight(dialog, 'embed-panel__measure', false)))
    .toBe(true);
  const snippet = await snippetHeight();
  const text = await iframeSnippet.inputValue();
  const content = await contentHeight(dialog, 'embed-panel__preview', true);
  expect(content).toBe(snippet);
  return { content, snippet, text };
}

test('the dialog shows both snippets, the iframe one with the preview’s measured height, which grows with inputs', async ({
  calculator,
}) => {
  const { page } = calculator;
  await calculator.open();
  await calculator.type('GPUs needed at once', '8');
  const dialog = await openDialog(calculator);
  const loader = await dialog.getByLabel('Snippet to paste, with the loader script').inputValue();
  expect(loader).toMatch(
    /^<div data-gpu-tco="[^"]+" data-inputs="gpus,hours,price"><\/div>\n<script async src="[^"]+\/widget\.js"><\/script>$/,
  );

  const before = await settledPreview(dialog);
  const escaped = CALCULATOR_ORIGIN.replace(/[.:/]/g, '\\$&');
  expect(before.text).toMatch(
    new RegExp(
      `^<iframe src="${escaped}/embed\\.html\\?s=2\\.[^"&]+&amp;inputs=gpus,hours,price" title="GPU rent-or-own calculator" width="100%" height="${before.content}" loading="lazy" style="border:0;display:block"></iframe>$`,
    ),
  );
  // the dialog says where it was measured: the preview's width, at most a 620 px blog column
  const width = await dialog
    .locator('iframe.embed-panel__preview')
    .evaluate((frame) => (frame as HTMLIFrameElement).clientWidth);
  expect(width).toBe(620);
  await expect(
    dialog.getByText(`Its height, ${before.content} px, is the preview’s below, measured at 620 px wide`),
  ).toBeVisible();

  // two more inputs for readers: the widget is taller, and so is the snippet's frame
  await dialog.getByLabel('Server price').check();
  await dialog.getByLabel('Horizon').check();
  const after = await settledPreview(dialog);
  expect(after.text).toContain('inputs=gpus,hours,price,server,months');
  expect(after.snippet).toBeGreaterThan(before.snippet);
  // each input is a row of its own: at least 2 × 2.25rem (36 px) more
  expect(after.snippet - before.snippet).toBeGreaterThanOrEqual(72);

  // Chinese: the snippet's frame title and its measured height follow the language
  await dialog.getByLabel('Language').selectOption('zh-CN');
  const zh = await settledPreview(dialog);
  expect(zh.text).toContain('title="GPU 租用还是自建计算器"');
  expect(zh.text).toContain('&amp;lang=zh-CN"');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('both copy buttons are reached by keyboard and copy their snippets; no serious accessibility violations', async ({
  calculator,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: CALCULATOR_ORIGIN });
  const { page } = calculator;
  await calculator.open();
  const dialog = await openDialog(calculator);
  // the default scenario and inputs, English, 620 px: the height the shortcode and the component
  // take when the writer gives none
  expect((await settledPreview(dialog)).snippet).toBe(DEFAULT_FRAME_HEIGHT_PX);
  const copyLoader = dialog.getByRole('button', { name: 'Copy loader snippet' });
  const copyIframe = dialog.getByRole('button', { name: 'Copy iframe snippet' });
  await dialog.getByLabel('Language').focus();
  const reached: string[] = [];
  for (let i = 0; i < 12 && reached.length < 2; i++) {
    await page.keyboard.press('Tab');
    for (const [name, button] of [
      ['loader', copyLoader],
      ['iframe', copyIframe],
    ] as const) {
      if (!reached.includes(name) && (await button.evaluate((b) => b === document.activeElement))) reached.push(name);
    }
    if (reached.at(-1) === 'iframe' && reached.length === 1) break;
  }
  expect(reached).toEqual(['loader', 'iframe']);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('Iframe snippet copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await dialog.getByLabel('Iframe-only snippet, no script').inputValue());
  expect(await calculator.seriousAccessibilityViolations()).toEqual([]);
});

/**
 * A blog at another origin (its own port) whose policy runs none of its own scripts and frames only
 * the calculator. A real server: Chromium loads no cross-origin frame into a page a test route made up.
 */
let strictHost: { readonly server: Server; readonly origin: string } | undefined;
let strictBody = '';

test.beforeAll(async () => {
  const server = createServer((request, response) => {
    if (request.url !== '/post') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; script-src 'none'; frame-src ${CALCULATOR_ORIGIN}; style-src 'unsafe-inline'`,
    });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title></head><body style="margin:0">${strictBody}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  strictHost = { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
});

test.afterAll(async () => {
  await new Promise((resolve) => strictHost?.server.close(resolve));
});

// the host's own script is refused, which its console reports: this test reads the console itself
base(
  'the iframe snippet works on a page whose policy forbids all its scripts: the verdict shows, nothing cut off',
  async ({ page }) => {
    const calculator = new CalculatorPage(page);
    await calculator.open('?gpus=8&hours=10');
    const dialog = await openDialog(calculator);
    const { text, snippet } = await settledPreview(dialog);
    const verdict = await dialog.frameLocator('iframe.embed-panel__preview').getByTestId('verdict').textContent();
    expect(verdict).toMatch(/^(Renting|Owning) saves /);

    // what the host's console says: only that its own script was refused
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    // the column as wide as the dialog's preview, where the height was measured
    strictBody = `<script>document.title = 'the host ran a script'</script><div style="width:620px">${text}</div>`;
    await page.goto(`${strictHost?.origin}/post`);
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('height', String(snippet));
    const widget = page.frameLocator('iframe');
    await expect(widget.getByTestId('verdict')).toHaveText(verdict ?? '');
    await expect(page).toHaveTitle('A post');
    // the widget's full height at this width fits the frame: no part is cut off
    await widget.locator('.charts-slot').scrollIntoViewIfNeeded();
    await widget.locator('.charts .chart-plot svg').first().waitFor({ state: 'attached' });
    await expect
      .poll(() => widget.locator('html').evaluate((html) => Math.ceil(html.getBoundingClientRect().height)))
      .toBe(snippet);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).toMatch(/Content Security Policy|script-src/);
  },
);

test('screenshots of the Embed dialog: desktop, English and Chinese', async ({ calculator }, testInfo) => {
  const { page } = calculator;
  await page.setViewportSize({ width: 1280, height: 1500 });
  await calculator.open('', { charts: false });
  // one page for both pictures: the dialog closed, the language switched, the dialog opened again
  for (const [lang, embed] of [
    ['en', 'Embed'],
    ['zh-CN', '嵌入'],
  ] as const) {
    // the page's own choice of language, not the closed dialog's choice for the reader
    if (lang === 'zh-CN') await page.locator('header').getByLabel('Language').selectOption('zh-CN');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByRole('button', { name: embed }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.embed-panel__where')).toBeVisible();
    // the iframe snippet once the preview has reported its height
    await expect(dialog.locator('textarea').nth(1)).toHaveValue(/ height="\d+"/);
    await dialog.evaluate((element) => element.scrollTo(0, 0));
    const path = `test-results/screenshots/embed-dialog-${lang}.png`;
    await dialog.screenshot({ path });
    await testInfo.attach(`embed-dialog-${lang}`, { path, contentType: 'image/png' });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
});
