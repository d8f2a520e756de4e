// Screenshots of the page at desktop and phone sizes, in English and Chinese, kept as test artifacts
// (test-results/screenshots) for people to look at.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/calculator.ts';

const NVIDIA_SMI_Q = readFileSync('tests/fixtures/evidence/nvidia-smi-q_H100-80GB-HBM3_idle_590.48.01.txt', 'utf8');

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 360, height: 740 },
] as const;

for (const size of SIZES) {
  for (const lang of ['en', 'zh-CN'] as const) {
    test(`screenshot: ${size.name}, ${lang}`, async ({ calculator }, testInfo) => {
      await calculator.page.setViewportSize({ width: size.width, height: size.height });
      await calculator.open();
      await calculator.page.evaluate(() => window.scrollTo(0, 0));
      if (lang === 'zh-CN') await calculator.page.getByLabel('Language').selectOption('zh-CN');
      await expect(calculator.page.locator('html')).toHaveAttribute('lang', lang);
      const path = `test-results/screenshots/${size.name}-${lang}.png`;
      await calculator.page.screenshot({ path, fullPage: true });
      await testInfo.attach(`${size.name}-${lang}`, { path, contentType: 'image/png' });
    });
  }
}

for (const size of SIZES) {
  for (const lang of ['en', 'zh-CN'] as const) {
    test(`screenshot of the analysis tools, all on: ${size.name}, ${lang}`, async ({ calculator }, testInfo) => {
      await calculator.page.setViewportSize({ width: size.width, height: size.height });
      await calculator.open('', { charts: false });
      await calculator.page.locator('.tools-slot').scrollIntoViewIfNeeded();
      const switches = calculator.page.getByLabel('Use this tool');
      // the lower tools load as they come near the screen
      await expect(async () => {
        await calculator.page.mouse.wheel(0, 800);
        await expect(switches).toHaveCount(8, { timeout: 500 });
      }).toPass();
      for (const one of await switches.all()) await one.check();
      await expect(calculator.page.locator('.tools .recharts-wrapper')).toHaveCount(8);
      if (lang === 'zh-CN') await calculator.page.getByLabel('Language').selectOption('zh-CN');
      await expect(calculator.page.locator('html')).toHaveAttribute('lang', lang);
      await expect(calculator.page.getByText(/Sampling…|正在抽样…/)).toHaveCount(0);
      const path = `test-results/screenshots/tools-${size.name}-${lang}.png`;
      await calculator.page.locator('.tools').screenshot({ path });
      await testInfo.attach(`tools-${size.name}-${lang}`, { path, contentType: 'image/png' });
    });
  }
}

for (const size of SIZES) {
  for (const lang of ['en', 'zh-CN'] as const) {
    test(`screenshot of provider screening: ${size.name}, ${lang}`, async ({ calculator }, testInfo) => {
      const { page } = calculator;
      await page.setViewportSize({ width: size.width, height: size.height });
      await calculator.open('', { charts: false });
      await expect(async () => {
        await page.mouse.wheel(0, 1500);
        await expect(page.getByRole('button', { name: 'Start screening providers' })).toBeVisible({ timeout: 500 });
      }).toPass();
      await page.getByRole('button', { name: 'Start screening providers' }).click();
      await page.getByRole('button', { name: 'Add from the catalog' }).click();
      const catalog = page.getByLabel('Provider and GPU from the dated catalog');
      for (const name of ['Lambda · NVIDIA H100 SXM5 80GB', 'CoreWeave · NVIDIA A100 SXM4 80GB']) {
        const option = catalog.locator('option', { hasText: name });
        await catalog.selectOption({ label: (await option.textContent()) ?? '' });
      }
      await expect(page.locator('[data-provider-row]')).toHaveCount(2);
      // a provider just added opens ready to fill in
      const card = page.locator('[data-provider="p1"]');
      await card.getByLabel(/^Paste the output/).fill(NVIDIA_SMI_Q);
      await card.getByRole('button', { name: 'Read the evidence' }).click();
      await card.getByLabel('Latency between nodes', { exact: true }).fill('0.5');
      await card.getByLabel('Off-site backup', { exact: true }).check();
      if (lang === 'zh-CN') await page.getByLabel('Language').selectOption('zh-CN');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const path = `test-results/screenshots/providers-${size.name}-${lang}.png`;
      await page.locator('.providers').screenshot({ path });
      await testInfo.attach(`providers-${size.name}-${lang}`, { path, contentType: 'image/png' });
    });
  }
}
