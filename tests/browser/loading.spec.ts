// What the pages load before the reader scrolls or acts, and what they show before any script: a
// visit on a phone fetches the code of a part below the first screen only as the reader scrolls to
// it; on a laptop's screen the first chart is drawn without Recharts, and Recharts (for the other
// charts), the link code and the pictures' menu are fetched when the reader reaches for them; with JavaScript off, both pages
// show their verdict from the prerendered HTML, in the browser's language.
import type { Page } from '@playwright/test';
import { expect, test } from './support/calculator.ts';

// an English reader in the US: the page prerendered in English is that reader's start, in USD
test.use({ locale: 'en-US' });

/** Every script the page requests from now on, by address. */
function scriptsOf(page: import('@playwright/test').Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/** What `scripts` gains while `act` runs and the page then settles. */
async function fetchedWhile(
  page: import('@playwright/test').Page,
  scripts: string[],
  act: () => Promise<void>,
): Promise<string[]> {
  const before = scripts.length;
  await act();
  await page.waitForLoadState('networkidle');
  return scripts.slice(before);
}

test('a visit on a phone fetches a lower part’s code only as the reader scrolls to it', async ({ calculator }) => {
  const { page } = calculator;
  // Lighthouse's phone: the verdict and key figures fill the first screen, everything else is below
  await page.setViewportSize({ width: 412, height: 823 });
  const scripts = scriptsOf(page);
  // all the page fetches of its own accord: until the network has nothing left to do
  await fetchedWhile(page, scripts, () => calculator.open('', { charts: false }));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // a part below brings its code when its place comes near: the charts, below the inputs here
  expect(await fetchedWhile(page, scripts, () => calculator.showCharts())).not.toEqual([]);
  await expect(calculator.charts).toBeVisible();
});

test('a visit on a laptop draws the first chart without Recharts, and fetches what the reader reaches for only then', async ({
  calculator,
}) => {
  const { page } = calculator;
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts = scriptsOf(page);
  // the cumulative chart is on this screen: its three lines, drawn light, described by its summary
  const chart = page.getByRole('img', { name: 'Cumulative cost by month' });
  await fetchedWhile(page, scripts, async () => {
    await calculator.open('', { charts: false });
    await expect(chart).toBeVisible();
  });
  await expect(chart.locator('.chart-sketch-line')).toHaveCount(3);
  await expect(page.locator('.charts').getByText('Owning, amortized')).toBeVisible();
  // a plain visit's address means the default scenario until an edit
  expect(new URL(page.url()).search).toBe('');

  // the chart reaches below the first screen, under the verdict and its basis: scrolled to the middle
  // of the screen, it brings the parts below it near, which load then and show their titles
  await fetchedWhile(page, scripts, async () => {
    await chart.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(page.getByText('How this is computed', { exact: true })).toBeVisible();
  });
  // the first chart is drawn without Recharts, its readout too: pointing at it shows a month's costs
  // and fetches nothing
  const readout = page.locator('.charts').getByRole('status');
  const pointed = await fetchedWhile(page, scripts, async () => {
    await chart.hover();
    await expect(readout).toContainText(/^Month \d+Owning, cash \$[\d,]+Owning, amortized \$[\d,]+Renting \$/);
  });
  expect(pointed).toEqual([]);
  // each thing the reader reaches for brings its code then, not before: the first edit brings the
  // link code, which writes the address
  const link = await fetchedWhile(page, scripts, async () => {
    await calculator.type('GPUs needed at once', '8');
    await calculator.addressHolds((s) => s.workload.gpus, 8);
  });
  expect(link).not.toEqual([]);
  // another chart's tab brings Recharts
  const recharts = await fetchedWhile(page, scripts, async () => {
    await page.getByRole('tab', { name: 'Hours a day' }).click();
    await expect(page.locator('.charts .recharts-wrapper')).toBeVisible();
  });
  expect(recharts).not.toEqual([]);
  // "Download image" beside the charts brings its menu when opened
  const menu = await fetchedWhile(page, scripts, async () => {
    await page.locator('.charts').getByText('Download image').click();
    await expect(page.locator('.charts').getByRole('button', { name: 'SVG', exact: true })).toBeVisible();
  });
  expect(menu).not.toEqual([]);
  // and nothing fetched twice along the way
  expect(new Set(scripts).size).toBe(scripts.length);
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
      await expect(page.getByTestId('verdict')).toHaveText('在 3 年内，租用可节省 ¥8.22万（71.9%）。');
      await expect(page.getByTestId('verdict')).toBeVisible();
      await expect(page.getByTestId('rent-total')).toHaveText('¥3.21万');
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
      // (the English page is the US start: tests/unit/examples.test.ts works its figures)
      expect(await response?.text()).toContain('Renting saves $15,007 (55%) over 3 years.');
      await expect(page.getByTestId('verdict')).toHaveText('Renting saves $15,007 (55%) over 3 years.');
      await expect(page.getByTestId('verdict')).toBeVisible();
      await expect(page.getByTestId('rent-total')).toHaveText('$12,294');
    } finally {
      await context.close();
    }
  });
}

/** Holds back the page's code until the returned function is called: the painted page alone answers. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const path of ['/', '/embed.html']) {
  test(`${path}: what the reader types before the code arrives is computed once it does`, async ({ calculator }) => {
    const { page } = calculator;
    // the page's code is held back until the reader has typed into the painted page
    const release = await holdScripts(page);
    await page.goto(path);
    const gpus = page.getByLabel('GPUs needed at once', { exact: true });
    await expect(page.getByTestId('rent-total')).toHaveText('$12,294');
    await gpus.fill('8');
    if (path === '/') await page.getByLabel('Cash', { exact: true }).check();
    release();
    // 8 cards rented on demand, 8 h a day, 250 days a year for 3 years at $0.74 a card-hour: twice
    // the 4 cards' present value after tax, 2 × 12,293.67
    await expect(page.getByTestId('rent-total')).toHaveText('$24,587');
    await expect(gpus).toHaveValue('8');
    if (path === '/') {
      await expect(page.getByLabel('Cash', { exact: true })).toBeChecked();
      // the address follows the figures, and a later edit computes with the 8 cards
      await calculator.addressHolds((scenario) => scenario.workload.gpus, 8);
      await page.getByLabel('Busy hours a day', { exact: true }).fill('4');
      // 8 × 4 × 250 × 3 × 0.74, the starting scenario's card-hours again
      await expect(page.getByTestId('rent-total')).toHaveText('$12,294');
    }
  });
}

test('a button clicked before the code arrives does what it says once the code has arrived', async ({ calculator }) => {
  const { page } = calculator;
  const release = await holdScripts(page);
  await page.goto('/');
  await expect(calculator.verdict).toBeVisible();
  // clicked twice while nothing happened: the list opens once
  await page.getByRole('button', { name: 'Saved scenarios' }).click();
  await page.getByRole('button', { name: 'Saved scenarios' }).click();
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Name', { exact: true })).toBeVisible();
});

test.describe('a browser set to Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('gets the Chinese page it was shown before any script taken over as it is, and answering input', async ({
    calculator,
  }) => {
    const { page } = calculator;
    await page.setViewportSize({ width: 1280, height: 900 });
    await calculator.open('', { charts: false });
    // taken over, not drawn afresh: React reports a page that does not match its HTML as a page error
    await expect(calculator.verdict).toHaveText('在 3 年内，租用可节省 ¥8.22万（71.9%）。');
    await expect(page.getByRole('img', { name: '逐月累计成本' })).toBeVisible();
    await calculator.type('同时需要的 GPU', '8');
    await expect(calculator.rentTotal).toHaveText('¥6.42万');
  });
});
