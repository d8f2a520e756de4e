// The Embed dialog's two snippets: the loader and the iframe-only one, whose fixed height is the
// preview's measured content height; and that iframe snippet on a host page whose policy forbids all
// of its own scripts, where the calculator still answers inside the frame.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, type Locator } from '@playwright/test';
import { DEFAULT_FRAME_HEIGHT_PX } from '../../src/embed/dialog/snippet.ts';
import { CALCULATOR_ORIGIN } from '../support/ports.ts';
import { CalculatorPage, expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

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
 * The iframe snippet once the dialog has measured it (without the writer scrolling to the preview),
 * for the options `holds` names; and the preview, which shows the widget at that height as the
 * snippet's frame will, holds all of the widget's content.
 */
async function settledPreview(
  dialog: Locator,
  holds = 'inputs=',
): Promise<{ content: number; snippet: number; text: string }> {
  const iframeSnippet = dialog.getByLabel('Iframe-only snippet, no script');
  await expect(iframeSnippet).toHaveValue(new RegExp(`${holds}.* height="\\d+"`));
  const text = await iframeSnippet.inputValue();
  const snippet = Number(/ height="(\d+)"/.exec(text)?.[1] ?? Number.NaN);
  const preview = dialog.locator('iframe.embed-panel__preview');
  await expect.poll(() => preview.evaluate((frame) => frame.clientHeight)).toBe(snippet);
  const content = await contentHeight(dialog, 'embed-panel__preview', true);
  expect(content).toBeLessThanOrEqual(snippet);
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
      `^<iframe src="${escaped}/embed\\.html\\?s=4\\.[^"&]+&amp;inputs=gpus,hours,price" title="GPU rent-or-own calculator" width="100%" height="${before.snippet}" loading="lazy" style="border:0;display:block"></iframe>$`,
    ),
  );
  // the dialog says which columns the height holds the widget in
  await expect(
    dialog.getByText(`Its height, ${before.snippet} px, holds the preview below in any column from 320 to 800 px wide`),
  ).toBeVisible();

  // two more inputs for readers: the widget is taller, and so is the snippet's frame
  await dialog.getByLabel('Server price').check();
  await dialog.getByLabel('Horizon').check();
  const after = await settledPreview(dialog, 'inputs=gpus,hours,price,server,months');
  expect(after.text).toContain('inputs=gpus,hours,price,server,months');
  // each input is a row of its own at every column width: the widget is at least 2 × 2.25rem (36 px)
  // taller at the preview's width, and so the tallest over all widths, the snippet's, grows as much
  expect(after.content - before.content).toBeGreaterThanOrEqual(72);
  expect(after.snippet - before.snippet).toBeGreaterThanOrEqual(72);

  // Chinese: the snippet's frame title and its measured height follow the language
  await dialog.getByLabel('Language').selectOption('zh-CN');
  const zh = await settledPreview(dialog, 'lang=zh-CN');
  expect(zh.text).toContain('title="GPU 租用还是自建计算器"');
  expect(zh.text).toContain('&amp;lang=zh-CN"');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the currency readers see goes into every snippet, and the preview shows the figures in it', async ({
  calculator,
}) => {
  await calculator.open('', { charts: false });
  const dialog = await openDialog(calculator);
  const currency = dialog.getByLabel('Currency readers see');
  // the scenario's own currency first, and no currency in the snippets for it
  await expect(currency).toHaveValue('');
  await expect(currency.locator('option').first()).toHaveText('The scenario’s own (CNY)');
  const own = await settledPreview(dialog);
  expect(own.text).not.toContain('currency=');
  await currency.selectOption('USD');
  const usd = await settledPreview(dialog, 'currency=USD');
  expect(usd.text).toContain('&amp;inputs=gpus,hours,price&amp;currency=USD"');
  await expect(dialog.getByLabel('Snippet to paste, with the loader script')).toHaveValue(/ data-currency="USD"/);
  await expect(dialog.getByLabel('Hugo shortcode')).toHaveValue(/ currency="USD"/);
  await expect(dialog.getByLabel('MDX or React component')).toHaveValue(/ currency="USD"/);
  // the preview is the widget as the snippet shows it: the figures in dollars, the rate stated
  const preview = dialog.frameLocator('iframe.embed-panel__preview');
  await expect(preview.getByTestId('verdict')).toContainText('$');
  await expect(preview.getByTestId('verdict')).not.toContainText('CN¥');
  await expect(preview.getByText(/converted/i)).toBeVisible();
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
  // take when the writer gives none (measured: the key figures with what owning assumes, at 544 px)
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
    // a 720 px column (a Hugo theme's) and a 544 px one (the widget's narrowest wide layout, its
    // tallest): the widget's full height fits the frame, down to its last line, "Sources"
    for (const column of [720, 544]) {
      strictBody = `<script>document.title = 'the host ran a script'</script><div style="width:${column}px">${text}</div>`;
      await page.goto(`${strictHost?.origin}/post`);
      const frame = page.locator('iframe');
      await expect(frame).toHaveAttribute('height', String(snippet));
      const widget = page.frameLocator('iframe');
      await expect(widget.getByTestId('verdict')).toHaveText(verdict ?? '');
      await expect(page).toHaveTitle('A post');
      await widget.locator('.charts-slot').scrollIntoViewIfNeeded();
      await widget.locator('.charts .chart-plot svg').first().waitFor({ state: 'attached' });
      const content = await widget.locator('html').evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
      expect(content, `${column} px column`).toBeLessThanOrEqual(snippet);
      const sources = await widget.getByRole('link', { name: 'Sources' }).evaluate((link) => {
        const box = link.getBoundingClientRect();
        return { bottom: box.bottom + window.scrollY, frame: window.innerHeight };
      });
      expect(sources.bottom, `${column} px column`).toBeLessThanOrEqual(sources.frame);
    }
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
