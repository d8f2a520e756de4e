// Screenshots of the page at desktop and phone sizes, in English and Chinese, kept as test artifacts
// (test-results/screenshots) for people to look at.
import { expect, test } from './support/calculator.ts';

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
