// npm run screenshots: the README's pictures of the built page (run `npm run build` first).
import { mkdirSync, readFileSync } from 'node:fs';
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
/** The built calculator in a fresh page of this size, language and colour scheme, once its code answers input. */
async function openCalculator(width: number, height: number, locale: string, colorScheme: 'light' | 'dark') {
  const page = await browser.newPage({ viewport: { width, height }, locale, colorScheme });
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  return page;
}

try {
  mkdirSync('docs/screenshots', { recursive: true });
  for (const shot of SHOTS) {
    const page = await openCalculator(shot.width, shot.height, shot.locale, shot.colorScheme);
    await page.locator('.charts-slot').scrollIntoViewIfNeeded();
    await page.locator('.charts .chart-plot svg').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `docs/screenshots/${shot.file}` });
    await page.close();
    console.log(`docs/screenshots/${shot.file}`);
  }
  // the analysis tools, all on: the part of the page under the calculator
  for (const shot of [
    { file: 'tools-en.png', locale: 'en-US', colorScheme: 'light' },
    { file: 'tools-zh-dark.png', locale: 'zh-CN', colorScheme: 'dark' },
  ] as const) {
    const page = await openCalculator(1280, 860, shot.locale, shot.colorScheme);
    await page.locator('.tools-slot').scrollIntoViewIfNeeded();
    const switches = page.locator('.tool__switch input');
    await switches.first().waitFor();
    // the lower tools load as they come near the screen
    while ((await switches.count()) < 8) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(200);
    }
    for (const one of await switches.all()) await one.check();
    await page.waitForFunction(() => document.querySelectorAll('.tools .recharts-wrapper').length === 8);
    await page.waitForTimeout(500);
    // the first four cards: the finer points, the advisor, the hybrid and scaling
    const area = await page.evaluate(() => {
      const cards = document.querySelectorAll('.tool');
      const first = cards[0]?.getBoundingClientRect();
      const fourth = cards[3]?.getBoundingClientRect();
      return first && fourth ? { y: first.top + window.scrollY, bottom: fourth.bottom + window.scrollY } : null;
    });
    if (area) {
      await page.screenshot({
        path: `docs/screenshots/${shot.file}`,
        fullPage: true,
        clip: { x: 0, y: area.y - 8, width: 1280, height: area.bottom - area.y + 16 },
      });
    }
    await page.close();
    console.log(`docs/screenshots/${shot.file}`);
  }
  // provider screening: two providers from the catalog, one with its nvidia-smi output read
  {
    const page = await openCalculator(1280, 860, 'en-US', 'light');
    const start = page.getByRole('button', { name: 'Start screening providers' });
    while (!(await start.isVisible())) {
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(200);
    }
    await start.click();
    await page.getByRole('button', { name: 'Add from the catalog' }).click();
    const catalog = page.getByLabel('Provider and GPU from the dated catalog');
    for (const name of ['Lambda · NVIDIA H100 SXM5 80GB', 'CoreWeave · NVIDIA A100 SXM4 80GB']) {
      const label = await catalog.locator('option', { hasText: name }).first().textContent();
      await catalog.selectOption({ label: label ?? '' });
    }
    // a provider just added opens ready to fill in
    const card = page.locator('[data-provider="p1"]');
    await card
      .getByLabel(/^Paste the output/)
      .fill(readFileSync('tests/fixtures/evidence/nvidia-smi-q_H100-80GB-HBM3_idle_590.48.01.txt', 'utf8'));
    await card.getByRole('button', { name: 'Read the evidence' }).click();
    await card.locator('summary').click();
    await page.waitForTimeout(300);
    const area = await page.evaluate(() => {
      const table = document.querySelector('.providers__table')?.getBoundingClientRect();
      const charts = document.querySelector('.providers__charts')?.getBoundingClientRect();
      return table && charts ? { y: table.top + window.scrollY, bottom: charts.bottom + window.scrollY } : null;
    });
    if (area) {
      await page.screenshot({
        path: 'docs/screenshots/providers-en.png',
        fullPage: true,
        clip: { x: 0, y: area.y - 8, width: 1280, height: area.bottom - area.y + 16 },
      });
    }
    await page.close();
    console.log('docs/screenshots/providers-en.png');
  }
  // Start from the job: the 70B fine-tune example, the form beside the answer it gives under the verdict
  for (const shot of [
    {
      file: 'job-en.png',
      locale: 'en-US',
      colorScheme: 'light',
      example: 'A 70B full fine-tune on 8-card instances',
      fill: 'Fill the workload from this job',
    },
    {
      file: 'job-zh-dark.png',
      locale: 'zh-CN',
      colorScheme: 'dark',
      example: '在 8 卡实例上全量微调 70B 模型',
      fill: '用此任务填写工作负载',
    },
  ] as const) {
    const page = await openCalculator(1280, 900, shot.locale, shot.colorScheme);
    await page.locator('.job__summary').click();
    await page.getByRole('button', { name: shot.example }).click();
    await page.getByRole('button', { name: shot.fill }).click();
    await page.locator('.job-verdict').waitFor();
    await page.locator('.charts .chart-plot svg').first().waitFor();
    await page.evaluate(() => {
      const workload = document.querySelector('.job__summary')?.closest('fieldset');
      if (workload) window.scrollTo(0, workload.getBoundingClientRect().top + window.scrollY - 8);
    });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `docs/screenshots/${shot.file}` });
    await page.close();
    console.log(`docs/screenshots/${shot.file}`);
  }
  // the verdict as a picture for a post: the SVG that "Download image" on the verdict card saves, drawn
  // at its own size (the PNG it saves is the same drawing at 2×)
  for (const shot of [
    { file: 'picture-verdict-en.png', locale: 'en-US', colorScheme: 'light' },
    { file: 'picture-verdict-zh-dark.png', locale: 'zh-CN', colorScheme: 'dark' },
  ] as const) {
    const page = await openCalculator(1280, 860, shot.locale, shot.colorScheme);
    const card = page.locator('.verdict-card');
    await card.locator('summary').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'SVG', exact: true }).click(),
    ]);
    const svg = readFileSync(await download.path(), 'utf8');
    const width = Number(svg.match(/<svg[^>]* width="(\d+)"/)?.[1]);
    const height = Number(svg.match(/<svg[^>]* height="(\d+)"/)?.[1]);
    const view = await browser.newPage({ viewport: { width, height } });
    await view.setContent(
      `<body style="margin:0"><img alt="" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body>`,
    );
    await view.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    await view.screenshot({ path: `docs/screenshots/${shot.file}` });
    await view.close();
    await page.close();
    console.log(`docs/screenshots/${shot.file}`);
  }
  // the Embed dialog, the whole of it: options, both snippets (the iframe's height measured), the table
  // of which to use where, and the preview's top
  {
    const page = await openCalculator(896, 1468, 'en-US', 'light');
    await page.getByRole('button', { name: 'Embed', exact: true }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByText(/Its height, \d+ px/).waitFor();
    await dialog.locator('iframe.embed-panel__preview').waitFor();
    await page.waitForTimeout(500);
    await dialog.screenshot({ path: 'docs/screenshots/embed-dialog-en.png' });
    await page.close();
    console.log('docs/screenshots/embed-dialog-en.png');
  }
} finally {
  await browser.close();
  server.httpServer.close();
}
