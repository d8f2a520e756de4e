// What the pages load before the reader scrolls, and what they show before any script: a visit on a
// phone fetches the first bundle and the small code the page runs once idle (the address sync,
// printing), never the code of a part below the first screen; with JavaScript off, both pages show
// their verdict from the prerendered HTML.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-US' });

interface ManifestChunk {
  readonly file: string;
}
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>;

/**
 * The parts below the verdict, each loaded when its place comes near the screen (or on first use).
 * The report's actions (Export.tsx, 1.6 KB with the Print button) load once the page is idle instead.
 */
const LOWER_PARTS = [
  'src/app/charts/ChartsPanel.tsx',
  'src/app/tools/ToolsPanel.tsx',
  'src/app/providers/ProvidersPanel.tsx',
  'src/app/results/HowComputed.tsx',
  'src/app/inputs/CatalogPicker.tsx',
  'src/app/saved/SavedPanel.tsx',
  'src/app/embed/EmbedPanel.tsx',
  'src/data/catalog.ts',
];

const fileName = (path: string) => path.split('/').pop() ?? path;
const lowerPartFiles = LOWER_PARTS.map((key) => {
  const file = manifest[key]?.file;
  if (!file) throw new Error(`${key} is not a chunk of the build (dist/.vite/manifest.json)`);
  return fileName(file);
});

test('a visit on a phone fetches no lower part’s code before the reader scrolls', async ({ calculator }) => {
  const { page } = calculator;
  // Lighthouse's phone: the verdict and key figures fill the first screen, everything else is below
  await page.setViewportSize({ width: 412, height: 823 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(fileName(new URL(request.url()).pathname));
  });
  await calculator.open('', { charts: false });
  // the address sync is the last thing the page loads of its own accord, once it is idle
  await expect.poll(() => new URL(page.url()).searchParams.has('s')).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  expect(scripts.filter((file) => lowerPartFiles.includes(file))).toEqual([]);
  // and the page still loads each part once its place comes near: the charts, below the inputs here
  await calculator.showCharts();
  expect(scripts).toContain(lowerPartFiles[0]);
});

for (const path of ['/', '/embed.html']) {
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
