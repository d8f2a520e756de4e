// npm run screenshots: the README's pictures of the built page (run `npm run build` first).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';

const SHOTS = [
  { file: 'desktop-en.png', width: 1280, height: 860, locale: 'en-US', colorScheme: 'light' },
  { file: 'desktop-zh-dark.png', width: 1280, height: 860, locale: 'zh-CN', colorScheme: 'dark' },
  { file: 'phone-zh.png', width: 360, height: 760, locale: 'zh-CN', colorScheme: 'light' },
  { file: 'phone-en.png', width: 360, height: 760, locale: 'en-US', colorScheme: 'light' },
] as const;

const PORT = 4178;
const server = await preview({ preview: { host: '127.0.0.1', port: PORT, strictPort: true }, logLevel: 'error' });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  mkdirSync('docs/screenshots', { recursive: true });
  for (const shot of SHOTS) {
    const page = await browser.newPage({
      viewport: { width: shot.width, height: shot.height },
      locale: shot.locale,
      colorScheme: shot.colorScheme,
    });
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await page.locator('.charts-slot').scrollIntoViewIfNeeded();
    await page.locator('.recharts-wrapper').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `docs/screenshots/${shot.file}` });
    await page.close();
    console.log(`docs/screenshots/${shot.file}`);
  }
} finally {
  await browser.close();
  server.httpServer.close();
}
