import { readFileSync } from 'node:fs';
import { buyerDefaults, SCENARIO_VERSION, type Scenario } from '../../src/engine/index.ts';
import { encodeScenario } from '../../src/state/link/write.ts';
import { startupPlain } from '../support/startup.ts';
import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

test('loads with its starting scenario and shows the verdict, figures and a chart', async ({ calculator }) => {
  await calculator.open();
  // present values at 8 % a year after tax for a China general taxpayer, worked by hand in
  // tests/unit/examples.test.ts: own 114,280.60 amortized, rent 32,091.89
  await expect(calculator.verdict).toHaveText('Renting saves CN¥82,189 (71.9%) over 3 years.');
  await expect(calculator.ownTotal).toHaveText('CN¥114,281');
  await expect(calculator.rentTotal).toHaveText('CN¥32,092');
  await expect(calculator.page.getByRole('tablist')).toBeVisible();
});

test('a link to a US company’s scenario says under the verdict what it compares, and labels the payback so', async ({
  calculator,
}) => {
  const us = buyerDefaults('us-company', 'USD');
  const scenario: Scenario = {
    ...startupPlain,
    version: SCENARIO_VERSION,
    currency: 'USD',
    discountRatePct: us.discountRatePct,
    tax: us.vat,
    finance: {
      ...startupPlain.finance,
      buyer: 'us-company',
      incomeTaxPct: us.incomeTaxPct,
      stateTaxPct: us.stateTaxPct,
      taxSchedule: us.taxSchedule,
      taxLifeYears: us.taxLifeYears,
    },
  };
  await calculator.open(`?s=${await encodeScenario(scenario)}`, { charts: false });
  await expect(calculator.page.getByTestId('verdict-basis')).toHaveText(
    'Compared as present values at 10% a year, after tax for a US company.',
  );
  await expect(calculator.page.locator('.figures dt')).toContainText(['Owning, present value', 'Payback, discounted']);
});

test('a preset loads in one click and turns the verdict', async ({ calculator }) => {
  await calculator.open();
  await calculator.page.getByRole('button', { name: '8×A100 server' }).click();
  await expect(calculator.verdict).toHaveText(/^Owning saves/);
  await expect(calculator.field('GPUs needed at once')).toHaveValue('8');
});

test('typing with the keyboard moves the verdict and the chart', async ({ calculator }) => {
  await calculator.openStartup();
  const chartBefore = await calculator.chartMarkup();
  await calculator.type('Price per card-hour', '40');
  // rent at 40 a card-hour: 4 × 2,000 h a year × 3 years × 40 = 960,000 > own 663,476
  await expect(calculator.verdict).toHaveText('Owning saves CN¥296,524 (30.9%) over 3 years.');
  await expect.poll(() => calculator.chartMarkup()).not.toBe(chartBefore);
  // a slider moves from the keyboard too
  const slider = calculator.field('Busy hours a day (slider)');
  await slider.focus();
  await slider.press('ArrowRight');
  await expect(calculator.field('Busy hours a day')).toHaveValue('8.5');
});

test('the first chart reads out a month’s costs under the pointer and by the arrow keys', async ({ calculator }) => {
  const { page } = calculator;
  await page.setViewportSize({ width: 1280, height: 900 });
  await calculator.openStartup();
  const chart = page.getByRole('img', { name: 'Cumulative cost by month' });
  const readout = page.locator('.charts').getByRole('status');
  await expect(readout).toHaveText('');
  // the last month, where the chart labels it, at the height of its CN¥400K line
  const month = await chart.getByText('36', { exact: true }).boundingBox();
  const level = await chart.getByText('CN¥400K', { exact: true }).boundingBox();
  if (!month || !level) throw new Error('the chart has no month 36 or no CN¥400K label');
  await page.mouse.move(month.x + month.width / 2, level.y + level.height / 2);
  // month 36: owning 663,476.31 either way, renting 19,200 (docs/method/comparison.md)
  await expect(readout.locator('p')).toHaveText([
    'Month 36',
    'Owning, cash CN¥663,476',
    'Owning, amortized CN¥663,476',
    'Renting CN¥19,200',
  ]);
  // a box on the chart, inside the page
  const box = await readout.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
  await page.mouse.move(month.x, level.y - 400);
  await expect(readout).toHaveText('');
  // the keyboard: the chart takes focus, and Home, the arrows and Escape move and hide the readout
  await chart.focus();
  await page.keyboard.press('Home');
  // month 1: cash 280,000 + 10,652.12; amortized 7,777.78 + 10,652.12; renting 533.33
  await expect(readout.locator('p')).toHaveText([
    'Month 1',
    'Owning, cash CN¥290,652',
    'Owning, amortized CN¥18,430',
    'Renting CN¥533.33',
  ]);
  await page.keyboard.press('ArrowRight');
  await expect(readout.locator('p').first()).toHaveText('Month 2');
  await page.keyboard.press('Escape');
  await expect(readout).toHaveText('');
});

test('the GPU catalog fills a yuan scenario from China rows, says what they lack, and the figures stay editable', async ({
  calculator,
}) => {
  await calculator.open();
  const { page } = calculator;
  const picker = calculator.field('Fill from the GPU catalog');
  await picker.focus();
  // one entry a card and market: the China H100 among the scenario's market, the US one among the others
  const china = picker.locator('optgroup[label="China prices (CNY)"] option', { hasText: 'NVIDIA H100 SXM5' });
  const us = picker.locator('optgroup[label="Other markets (converted and marked so)"] option', {
    hasText: 'NVIDIA H100 SXM5',
  });
  await expect(china).toHaveCount(1);
  await expect(us).toHaveCount(1);
  await picker.selectOption({ label: (await china.textContent()) ?? '' });
  // 700 W from data/gpus.csv; the lease of 75,000 CNY a server-month ÷ 8 cards, not US prices converted
  await expect(calculator.field('Busy GPU draw')).toHaveValue('700');
  await expect(calculator.field('Monthly price per card')).toHaveValue('9375');
  // its source, with how fresh it is
  await expect(page.getByText(/^Source: .*MIT Technology Review.* · stale: over 90 days old$/)).toBeVisible();
  // no 4-card server and no on-demand row in China's data for it: said on the page
  await expect(
    page.getByText(/No server price and rental price for this card among the China prices \(CNY\)/),
  ).toBeVisible();
  await expect(page.getByText(/Export rules \(2023-10-17\): not sold new in China/)).toBeVisible();
  // the US entry, asked for, is converted and marked so
  await picker.selectOption({ label: (await us.textContent()) ?? '' });
  await expect(calculator.field('Price per card-hour')).toHaveValue('30.89');
  await expect(page.getByText(/converted from USD at 7\.2 \(US market\)/).first()).toBeVisible();
  // and the China lease the first pick filled is gone with it
  await expect(calculator.field('Monthly price per card')).toHaveValue('');
  await calculator.type('Busy GPU draw', '650');
  await expect(calculator.field('Busy GPU draw')).toHaveValue('650');
});

test('an out-of-range value names its bound and keeps the last valid result, marked', async ({ calculator }) => {
  await calculator.openStartup();
  await calculator.type('PUE', '7');
  await expect(calculator.page.getByText('At most 3.')).toBeVisible();
  await expect(calculator.page.getByText(/Showing the last valid result/)).toBeVisible();
  await expect(calculator.verdict).toHaveText('Renting saves CN¥644,276 (97.1%) over 3 years.');
  await calculator.type('PUE', '1.58');
  await expect(calculator.page.getByText(/Showing the last valid result/)).toHaveCount(0);
});

test('switches language and currency', async ({ calculator }) => {
  await calculator.openStartup();
  await calculator.page.getByLabel('Language').selectOption('zh-CN');
  await expect(calculator.page.getByRole('heading', { level: 1 })).toHaveText('GPU 租用还是自建计算器');
  await expect(calculator.verdict).toHaveText('在 3 年内，租用可节省 ¥64.43万（97.1%）。');
  await expect(calculator.page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await calculator.page.getByLabel('语言').selectOption('en');
  await calculator.page.getByLabel('Currency').selectOption('USD');
  await calculator.type('Exchange rate: 1 CNY = ? USD', '0.125');
  await calculator.page.getByRole('button', { name: 'Convert to USD' }).click();
  // 644,276.31 × 0.125 = 80,534.54
  await expect(calculator.verdict).toHaveText('Renting saves $80,535 (97.1%) over 3 years.');
  await expect(calculator.field('Server price')).toHaveValue('35000');
});

test('exports a CSV of the monthly series and a JSON of scenario and result that parse', async ({ calculator }) => {
  await calculator.openStartup();
  await calculator.showExports();
  const [csvDownload] = await Promise.all([
    calculator.page.waitForEvent('download'),
    calculator.page.getByRole('button', { name: 'Monthly series (CSV)' }).click(),
  ]);
  const csv = readFileSync(await csvDownload.path(), 'utf8')
    .replace(/^\ufeff/, '')
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toBe(
    'Month,"Owned, paid in cash, cumulative (CNY)","Owned, amortized, cumulative (CNY)","Rented, cumulative (CNY)"',
  );
  expect(csv).toHaveLength(37);
  // month 36: cumulative rent 19,200, to the cent
  expect(csv[36]?.split(',')[3]).toBe('19200.00');

  const [jsonDownload] = await Promise.all([
    calculator.page.waitForEvent('download'),
    calculator.page.getByRole('button', { name: 'Scenario and result (JSON)' }).click(),
  ]);
  const exported = JSON.parse(readFileSync(await jsonDownload.path(), 'utf8'));
  expect(exported.scenario.workload.gpus).toBe(4);
  expect(exported.result.rent.total).toBeCloseTo(19_200, 6);
  expect(exported.result.cheaper).toBe('rent');
});

test('has no serious or critical accessibility violations, light and dark, in both languages', async ({
  calculator,
}) => {
  // whole-page accessibility scans take tens of seconds each on a busy machine
  test.slow();
  await calculator.open();
  expect(await calculator.seriousAccessibilityViolations()).toEqual([]);
  await calculator.page.getByLabel('Theme').selectOption('dark');
  await calculator.page.getByLabel('Language').selectOption('zh-CN');
  expect(await calculator.seriousAccessibilityViolations()).toEqual([]);
});

test('works on a 360 px phone without sideways scrolling', async ({ calculator }) => {
  await calculator.page.setViewportSize({ width: 360, height: 740 });
  await calculator.open('', { charts: false });
  await expect(calculator.verdict).toBeInViewport();
  // below the inputs, the chart's place is in the page from its HTML, and the chart is drawn only once
  // the user scrolls to it
  await expect(calculator.charts.locator('svg:not([aria-hidden="true"])')).toHaveCount(0);
  await calculator.showCharts();
  const overflow = await calculator.page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await calculator.type('GPUs needed at once', '8');
  await expect(calculator.verdict).toHaveText(/^Renting saves/);
});

/** The page's title and description (its <meta name="description">) in each language. */
const HEAD = {
  en: {
    title: 'GPU rent-or-own calculator',
    description:
      'Buy GPU servers or rent cloud GPUs? Compare the cost of each, month by month, on equal terms, with the method and sources shown.',
  },
  zh: {
    title: 'GPU 租用还是自建计算器',
    description: '买 GPU 服务器还是租用云端 GPU？逐月比较两种方式的成本，并给出计算方法和来源。',
  },
};

test("a link that asks for Chinese titles and describes the page in Chinese, and the reader's switch back to English", async ({
  calculator,
}) => {
  const { page } = calculator;
  await calculator.open('?lang=zh', { charts: false });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(HEAD.zh.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', HEAD.zh.description);
  // what a browser's share sheet reads from the page, in the reader's language too
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', HEAD.zh.description);
  await page.getByLabel('语言').selectOption('en');
  await expect(page).toHaveTitle(HEAD.en.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', HEAD.en.description);
});

test.describe('in a browser that asks for Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('opens in Chinese straight away', async ({ calculator }) => {
    await calculator.open();
    await expect(calculator.page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(calculator.verdict).toHaveText('在 3 年内，租用可节省 ¥8.22万（71.9%）。');
    await expect(calculator.page.getByRole('tab', { selected: true })).toBeVisible();
  });

  test('is titled and described in Chinese before its code runs, and in English by a link that asks for it', async ({
    browser,
    calculator,
  }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    try {
      const early = await context.newPage();
      // the page's code never arrives: the prerendered Chinese page and its inline scripts alone
      await early.route('**/assets/*.js', (route) => route.abort());
      await early.goto('/');
      await expect(early.getByTestId('verdict')).toBeVisible();
      await expect(early.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(early).toHaveTitle(HEAD.zh.title);
      await expect(early.locator('meta[name="description"]')).toHaveAttribute('content', HEAD.zh.description);
    } finally {
      await context.close();
    }
    await calculator.open('?lang=en', { charts: false });
    await expect(calculator.page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(calculator.page).toHaveTitle(HEAD.en.title);
    await expect(calculator.page.locator('meta[name="description"]')).toHaveAttribute('content', HEAD.en.description);
  });
});

test('the dialogs and the embed page have no serious or critical accessibility violations', async ({ calculator }) => {
  // three accessibility scans (two dialogs and the embed page): tens of seconds each on a busy machine
  test.slow();
  const { page } = calculator;
  await calculator.open();
  for (const name of ['Saved scenarios', 'Embed']) {
    await page.getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();
    expect(await calculator.seriousAccessibilityViolations(), name).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // focus goes back to the button that opened the dialog
    await expect(page.getByRole('button', { name, exact: true })).toBeFocused();
  }
  await page.goto('/embed.html?gpus=8&inputs=gpus,hours,price,server');
  await expect(calculator.verdict).toBeVisible();
  await calculator.showCharts();
  expect(await calculator.seriousAccessibilityViolations()).toEqual([]);
});
