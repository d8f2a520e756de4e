// The messages of a part that loads after the verdict come in the reader's language only: switching
// language with the analysis tools open never shows a message key or the tools' English, and an
// English reader's browser never fetches the tools' Chinese.
import type { Page } from '@playwright/test';
import { tools as enTools } from '../../src/i18n/en/later.ts';
import { tools as zhTools } from '../../src/i18n/zh/later.ts';
import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

/** A message key as t() would give it back when a message is missing: tools.title, field.x.label… */
const KEY = /\b(tools|field|unit|providers|explain|charts|option)\.[A-Za-z]+(\.[A-Za-z0-9]+)*\b/;

/** The tools' English sentences that their Chinese does not share (longer than a word or two). */
const ENGLISH_ONLY = (Object.keys(enTools) as (keyof typeof enTools)[])
  .filter((key) => !enTools[key].includes('{') && enTools[key].length > 15 && enTools[key] !== zhTools[key])
  .map((key) => enTools[key]);

async function showTools(page: Page): Promise<void> {
  await expect(async () => {
    await page.locator('.tools-slot').scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(page.getByRole('heading', { name: /Deeper analysis|深入分析/ })).toBeVisible({ timeout: 2000 });
  }).toPass();
}

test('switches to Chinese with the tools open, never showing a key or the tools’ English', async ({ calculator }) => {
  const { page } = calculator;
  await calculator.open('', { charts: false });
  await showTools(page);
  await expect(page.locator('.tools-slot').getByText(enTools['tools.intro'])).toBeVisible();
  // every text the tools show from here on, as it appears
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenTexts: string[] }).seenTexts = seen;
    const slot = document.querySelector('.tools-slot');
    if (!slot) throw new Error('no tools slot');
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, not hidden print notes
    new MutationObserver(() => seen.push((slot as HTMLElement).innerText)).observe(slot, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await page.getByLabel('Language').selectOption('zh-CN');
  await expect(page.getByRole('heading', { name: zhTools['tools.title'] })).toBeVisible();
  await expect(page.locator('.tools-slot').getByText(zhTools['tools.intro'])).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, not hidden print notes
  const now = await page.locator('.tools-slot').innerText();
  for (const english of ENGLISH_ONLY) expect(now, english).not.toContain(english);
  expect(now).not.toMatch(KEY);
  const seen = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
  expect(seen.length).toBeGreaterThan(0);
  for (const text of seen) expect(text).not.toMatch(KEY);
  // the last text the tools showed while switching is the Chinese one: no English came after it
  expect(seen.at(-1)).toContain(zhTools['tools.intro']);
});

test('an English reader’s tools fetch the English messages and not the Chinese', async ({ calculator }) => {
  const { page } = calculator;
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  await calculator.open('', { charts: false });
  await showTools(page);
  await expect(page.locator('.tools-slot').getByText(enTools['tools.intro'])).toBeVisible();
  const bodies = await Promise.all(scripts);
  // a sentence as the built JavaScript may hold it: as it is, or with its characters escaped
  const holds = (body: string, text: string) => body.includes(text) || body.includes(JSON.stringify(text).slice(1, -1));
  expect(bodies.some(({ body }) => holds(body, enTools['tools.intro']))).toBe(true);
  const chinese = [zhTools['tools.intro'], zhTools['tools.failed'], zhTools['tools.title']];
  for (const { url, body } of bodies)
    for (const text of chinese) expect(holds(body, text), `${url}: ${text}`).toBe(false);
});
