// Screenshots of the page at desktop and phone sizes, in English and Chinese, kept as test artifacts
// (test-results/screenshots) for people to look at. Each test sets its page up once and takes the four
// pictures by switching the language and the window's size, as a reader turning a phone would.
import { readFileSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/calculator.ts';

const NVIDIA_SMI_Q = readFileSync('tests/fixtures/evidence/nvidia-smi-q_H100-80GB-HBM3_idle_590.48.01.txt', 'utf8');

const DESKTOP = { name: 'desktop', width: 1280, height: 900 } as const;
const PHONE = { name: 'phone', width: 360, height: 740 } as const;
type Size = typeof DESKTOP | typeof PHONE;
type Lang = 'en' | 'zh-CN';

/** The order that changes one thing at a time: the language, then the size, then the language back. */
const SHOTS: readonly (readonly [Size, Lang])[] = [
  [DESKTOP, 'en'],
  [DESKTOP, 'zh-CN'],
  [PHONE, 'zh-CN'],
  [PHONE, 'en'],
];

/** Shows the page in `lang` at `size`; after a resize, waits until every drawn chart has fitted the new width. */
async function showAs(page: Page, size: Size, lang: Lang): Promise<void> {
  const viewport = page.viewportSize();
  if (viewport?.width !== size.width || viewport.height !== size.height) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expect
      .poll(() =>
        page.evaluate(
          (width) =>
            [...document.querySelectorAll('.chart-plot svg, .recharts-wrapper')].every(
              (chart) => chart.getBoundingClientRect().width <= width,
            ),
          size.width,
        ),
      )
      .toBe(true);
  }
  if ((await page.locator('html').getAttribute('lang')) !== lang) {
    await page.getByLabel(/Language|语言/).selectOption(lang);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

async function keep(testInfo: TestInfo, name: string, shoot: (path: string) => Promise<unknown>): Promise<void> {
  const path = `test-results/screenshots/${name}.png`;
  await shoot(path);
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Takes the four pictures of `part` (the whole page when null), `prefix-size-lang.png`, after `ready` in each. */
async function shootAll(
  page: Page,
  testInfo: TestInfo,
  prefix: string,
  part: Locator | null,
  ready: () => Promise<void> = async () => {},
): Promise<void> {
  for (const [size, lang] of SHOTS) {
    await showAs(page, size, lang);
    await ready();
    await keep(testInfo, `${prefix}${size.name}-${lang}`, (path) =>
      part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }),
    );
  }
}

test('screenshots of the page: desktop and phone, English and Chinese', async ({ calculator }, testInfo) => {
  await calculator.page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await calculator.open();
  await shootAll(calculator.page, testInfo, '', null, () => calculator.page.evaluate(() => window.scrollTo(0, 0)));
});

test('screenshots of the analysis tools, all on: desktop and phone, English and Chinese', async ({
  calculator,
}, testInfo) => {
  const { page } = calculator;
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await calculator.open('', { charts: false });
  await page.locator('.tools-slot').scrollIntoViewIfNeeded();
  const switches = page.getByLabel('Use this tool');
  // the lower tools load as they come near the screen
  await expect(async () => {
    await page.mouse.wheel(0, 800);
    await expect(switches).toHaveCount(8, { timeout: 500 });
  }).toPass();
  for (const one of await switches.all()) await one.check();
  const charts = page.locator('.tools .recharts-wrapper');
  await shootAll(page, testInfo, 'tools-', page.locator('.tools'), async () => {
    await expect(charts).toHaveCount(8);
    await expect(page.getByText(/Sampling…|正在抽样…/)).toHaveCount(0);
  });
});

test('screenshots of provider screening: desktop and phone, English and Chinese', async ({ calculator }, testInfo) => {
  const { page } = calculator;
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await calculator.open('', { charts: false });
  await expect(async () => {
    await page.locator('.providers-slot').scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(page.getByRole('button', { name: 'Start screening providers' })).toBeVisible({ timeout: 2000 });
  }).toPass();
  await page.getByRole('button', { name: 'Start screening providers' }).click();
  await page.getByRole('button', { name: 'Add from the catalog' }).click();
  const catalog = page.getByLabel('Provider and GPU from the dated catalog');
  for (const name of ['Lambda · NVIDIA H100 SXM5 80GB · 4.29 USD', 'CoreWeave · NVIDIA A100 SXM4 80GB']) {
    const option = catalog.locator('option', { hasText: name });
    await catalog.selectOption({ label: (await option.textContent()) ?? '' });
  }
  const rows = page.locator('[data-provider-row]');
  await expect(rows).toHaveCount(2);
  // a provider just added opens ready to fill in
  const card = page.locator('[data-provider="p1"]');
  await card.getByLabel(/^Paste the output/).fill(NVIDIA_SMI_Q);
  await card.getByRole('button', { name: 'Read the evidence' }).click();
  await card.getByLabel('Latency between nodes', { exact: true }).fill('0.5');
  await card.getByLabel('Off-site backup', { exact: true }).check();
  await shootAll(page, testInfo, 'providers-', page.locator('.providers'), () => expect(rows).toHaveCount(2));
});
