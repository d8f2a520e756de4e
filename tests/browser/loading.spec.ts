// What the pages load before the reader scrolls or acts, and what they show before any script: a
// visit on a phone fetches the first bundle and the printing code, never the code of a part below the
// first screen; on a laptop's screen the first chart is drawn without Recharts, and neither the
// catalog nor the link code is fetched until the reader reaches for them; with JavaScript off, both
// pages show their verdict from the prerendered HTML, in the browser's language.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-US' });

interface ManifestChunk {
  readonly file: string;
}
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>;

/** The parts below the verdict, each loaded when its place comes near the screen (or on first use). */
const LOWER_PARTS = [
  'src/app/charts/ChartsPanel.tsx',
  'src/app/tools/ToolsPanel.tsx',
  'src/app/providers/ProvidersPanel.tsx',
  'src/app/results/HowComputed.tsx',
  'src/app/results/Export.tsx',
  'src/app/inputs/CatalogPicker.tsx',
  'src/app/saved/SavedPanel.tsx',
  'src/app/embed/EmbedPanel.tsx',
  'src/data/catalog.ts',
  'src/app/job/JobStart.tsx',
  'src/data/llm.ts',
];

const fileName = (path: string) => path.split('/').pop() ?? path;
const chunkFile = (key: string) => {
  const file = manifest[key]?.file;
  if (!file) throw new Error(`${key} is not a chunk of the build (dist/.vite/manifest.json)`);
  return fileName(file);
};
const lowerPartFiles = LOWER_PARTS.map(chunkFile);
/**
 * the result charts Recharts draws, the address sync, the catalog behind the GPU picker, "Start from
 * the job" with the model catalog, and the pictures' menus and code, which load when the reader opens them
 */
const REACHED_FOR = [
  'src/app/charts/drawn.ts',
  'src/state/link/sync.ts',
  'src/data/catalog.ts',
  'src/app/job/JobStart.tsx',
  'src/data/llm.ts',
  'src/app/pictures/ui.ts',
  'src/app/pictures/make.ts',
];

/** Every script the page requests from now on, by file name. */
function scriptsOf(page: import('@playwright/test').Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(fileName(new URL(request.url()).pathname));
  });
  return scripts;
}

test('a visit on a phone fetches no lower part’s code before the reader scrolls', async ({ calculator }) => {
  const { page } = calculator;
  // Lighthouse's phone: the verdict and key figures fill the first screen, everything else is below
  await page.setViewportSize({ width: 412, height: 823 });
  const scripts = scriptsOf(page);
  await calculator.open('', { charts: false });
  // all the page fetches of its own accord: until the network has nothing left to do
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  expect(scripts.filter((file) => lowerPartFiles.includes(file))).toEqual([]);
  // and the page still loads each part once its place comes near: the charts, below the inputs here
  await calculator.showCharts();
  expect(scripts).toContain(lowerPartFiles[0]);
});

test('a visit on a laptop draws the first chart without Recharts, and fetches what the reader reaches for only then', async ({
  calculator,
}) => {
  const { page } = calculator;
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts = scriptsOf(page);
  await calculator.open('', { charts: false });
  // the cumulative chart is on this screen: its three lines, drawn light, described by its summary
  const chart = page.getByRole('img', { name: 'Cumulative cost by month' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('.chart-sketch-line')).toHaveCount(3);
  await expect(page.locator('.charts').getByText('Owning, amortized')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((file) => REACHED_FOR.map(chunkFile).includes(file))).toEqual([]);
  // a plain visit's address means the default scenario until an edit
  expect(new URL(page.url()).search).toBe('');

  // a pointer over the charts brings Recharts, whose chart takes over with a tooltip per month
  await chart.hover();
  await expect(page.locator('.charts .recharts-wrapper')).toBeVisible();
  await page.locator('.charts .recharts-wrapper').hover({ position: { x: 300, y: 120 } });
  await expect(page.locator('.charts .recharts-tooltip-wrapper')).toContainText(/Month \d+/);
  expect(scripts).toContain(chunkFile('src/app/charts/drawn.ts'));
  // the first edit brings the link code, which writes the address
  await calculator.type('GPUs needed at once', '8');
  await calculator.addressHolds((s) => s.workload.gpus, 8);
  expect(scripts).toContain(chunkFile('src/state/link/sync.ts'));
  // "Download image" beside the charts brings its menu when opened
  await page.locator('.charts').getByText('Download image').click();
  await expect(page.locator('.charts').getByRole('button', { name: 'SVG', exact: true })).toBeVisible();
  expect(scripts).toContain(chunkFile('src/app/pictures/ui.ts'));
});

for (const path of ['/', '/embed.html']) {
  test(`${path} shows its verdict in Chinese before its code runs, to a browser set to Chinese`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      // the page's code never arrives: what shows is the HTML and its inline scripts
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(path);
      await expect(page.getByTestId('verdict')).toHaveText('在 3 年内，租用可节省 ¥64.43万（97.1%）。');
      await expect(page.getByTestId('verdict')).toBeVisible();
      await expect(page.getByTestId('rent-total')).toHaveText('¥1.92万');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    } finally {
      await context.close();
    }
  });

  test(`${path} shows its verdict with JavaScript off`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    try {
      const page = await context.newPage();
      const response = await page.goto(path);
      // in the HTML as served, not drawn by a script
      expect(await response?.text()).toContain('Renting saves CN¥644,276 (97.1%) over 3 years.');
      await expect(page.getByTestId('verdict')).toHaveText('Renting saves CN¥644,276 (97.1%) over 3 years.');
      await expect(page.getByTestId('verdict')).toBeVisible();
      await expect(page.getByTestId('rent-total')).toHaveText('CN¥19,200');
    } finally {
      await context.close();
    }
  });
}

test.describe('a browser set to Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('gets the Chinese page it was shown before any script taken over as it is, and answering input', async ({
    calculator,
  }) => {
    const { page } = calculator;
    await page.setViewportSize({ width: 1280, height: 900 });
    await calculator.open('', { charts: false });
    // taken over, not drawn afresh: React reports a page that does not match its HTML as a page error
    await expect(calculator.verdict).toHaveText('在 3 年内，租用可节省 ¥64.43万（97.1%）。');
    await expect(page.getByRole('img', { name: '逐月累计成本' })).toBeVisible();
    await calculator.type('同时需要的 GPU', '8');
    await expect(calculator.rentTotal).toHaveText('¥3.84万');
  });
});
