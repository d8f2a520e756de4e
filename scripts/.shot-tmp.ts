import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/wt-page/tests/support/chromium.ts';
const [lang, width, height, out, ...files] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, deviceScaleFactor: 1 });
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
page.on('pageerror', (e) => console.log('page error:', e.message));
await page.goto(`http://127.0.0.1:4191/?lang=${lang}`);
await page.locator('html[data-live]').waitFor({ state: 'attached' });
const usage = page.getByTestId('usage-import');
await usage.locator('summary').click();
await usage.locator('input[type=file]').waitFor({ state: 'attached' });
if (files.length) {
  await usage.locator('input[type=file]').setInputFiles(files);
  await usage.locator('.usage__found, .usage__refused').first().waitFor();
}
await usage.screenshot({ path: out });
await browser.close();
