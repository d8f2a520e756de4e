// A link to a scenario sized from a serving job (format version 4) shows, right under the verdict, the
// job's traffic through the API, on rented cards and on owned cards; the widget shows the same. A
// scenario without a job never fetches that part.
import type { Scenario } from '../../src/engine/index.ts';
import { readJobSpec } from '../../src/engine/job/index.ts';
import { encodeLink, encodeScenario } from '../../src/state/link/write.ts';
import { QWEN_32B_SERVING } from '../support/jobs.ts';
import { scenario } from '../support/scenarios.ts';
import { expect, test } from './support/calculator.ts';

// the job of tests/support/jobs.ts: Qwen2.5 32B in FP8 on one 80 GB card, 5 M tokens a day, against
// qwen-plus at 1.1 CNY a million tokens blended, its prices held flat (the figures below are today's)
const job = readJobSpec({ ...QWEN_32B_SERVING, api: { ...QWEN_32B_SERVING.api, priceChangePctPerYear: 0 } });
if (!job.ok) throw new Error('the test job is invalid');

// the card held all day for 24 months: owned at 73,000 written off over 2 years (100 a day), rented
// at 5 a card-hour (120 a day); the API 5 M × 1.1 a million = 5.50 a day
const served: Scenario = {
  ...scenario({
    horizonMonths: 24,
    own: { serverPrice: 73_000, depreciation: { years: 2 } },
    rent: { pricePerGpuHour: 5 },
    workload: { gpus: 1, hoursPerDay: 24, daysPerYear: 365, sessionsPerDay: 1 },
  }),
  name: 'Serving Qwen2.5 32B',
  job: job.spec,
};

// a million tokens, then a day: the API cheapest, owning 100 ÷ 5 = 20 a million, renting 24
const ROWS: [RegExp, string[]][] = [
  [/^API: qwen-plus — cheapest/, ['CN¥1.10', 'CN¥5.50']],
  [/^Rented cards/, ['CN¥24.00', 'CN¥120.00']],
  [/^Owned cards/, ['CN¥20.00', 'CN¥100.00']],
];

test.use({ locale: 'en-CN' });

/** Every script a page requests from now on, by address. */
function scriptsOf(page: import('@playwright/test').Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(request.url());
  });
  return fetched;
}

test('a link sized from a serving job shows the three ways to serve under the verdict', async ({ calculator }) => {
  // two accessibility scans of the whole page, in two languages and themes: near a minute on a busy machine
  test.slow();
  const { page } = calculator;
  await calculator.open(`?${await encodeLink(served, { lang: 'en' })}`, { charts: false });
  const block = page.getByRole('region', { name: 'From the job' });
  await expect(block.getByTestId('job-sized')).toHaveText(
    'Sized from the job: serving a model of 32.5 B parameters, 5 M tokens a day — 1 card held all day.',
  );
  // right under the verdict card (the verdict and its "Download image"): its next sibling
  await expect(page.locator('.verdict-card:has(.verdict) + .job-verdict')).toHaveCount(1);
  for (const [name, cells] of ROWS) {
    await expect(block.getByRole('row', { name }).getByRole('cell')).toHaveText(cells);
  }
  await expect(block.getByTestId('job-break-even')).toHaveText(
    'Serving yourself beats the API from 90.9 M tokens a day owned, 109 M rented.',
  );
  expect(await calculator.seriousAccessibilityViolations()).toEqual([]);
  // in Chinese and dark, the block follows the page's language
  await page.getByLabel('Theme').selectOption('dark');
  await page.getByLabel('Language').selectOption('zh-CN');
  await expect(page.getByRole('region', { name: '按任务测算' }).getByTestId('job-break-even')).toHaveText(
    '自行部署比 API 便宜的起点：自建每天 9090万 token，租用每天 1.09亿 token。',
  );
  expect(await calculator.seriousAccessibilityViolations()).toEqual([]);
});

test('the widget shows the same three ways when its scenario holds a job', async ({ calculator }) => {
  const { page } = calculator;
  await page.goto(`/embed.html?s=${await encodeScenario(served)}&lang=en`);
  const block = page.getByRole('region', { name: 'From the job' });
  for (const [name, cells] of ROWS) {
    await expect(block.getByRole('row', { name }).getByRole('cell')).toHaveText(cells);
  }
  await expect(block.getByTestId('job-break-even')).toHaveText(
    'Serving yourself beats the API from 90.9 M tokens a day owned, 109 M rented.',
  );
  expect(await calculator.seriousAccessibilityViolations()).toEqual([]);
});

test('a scenario without a job never fetches the job’s part', async ({ browser, calculator }) => {
  // the job's part: what a link with a job fetches beyond the same link without one, each visit in a
  // browser of its own so that nothing comes from the other's cache
  const visit = async (query: string, shown: (page: import('@playwright/test').Page) => Promise<void>) => {
    const context = await browser.newContext({ locale: 'en-US' });
    try {
      const page = await context.newPage();
      const scripts = scriptsOf(page);
      await page.goto(`/${query}`);
      await shown(page);
      await page.waitForLoadState('networkidle');
      return scripts.map((url) => new URL(url).pathname);
    } finally {
      await context.close();
    }
  };
  const { job: _, ...withoutJob } = served;
  const withJob = await visit(`?${await encodeLink(served, { lang: 'en' })}`, (page) =>
    expect(page.getByRole('region', { name: 'From the job' })).toBeVisible(),
  );
  const sameWithout = await visit(`?${await encodeLink(withoutJob, { lang: 'en' })}`, async (page) => {
    // the page that answers input, with the link's scenario in place of the prerendered one
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await expect(page.getByTestId('verdict')).toHaveText(/^Owning saves .* over 2 years\.$/);
  });
  const jobPart = withJob.filter((path) => !sameWithout.includes(path));
  expect(jobPart).not.toEqual([]);

  const { page } = calculator;
  const fetched = scriptsOf(page);
  await calculator.open();
  // every part of the page, down to the exports at the bottom, and all it fetches of its own accord
  await calculator.showExports();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('job-verdict')).toHaveCount(0);
  expect(fetched.map((url) => new URL(url).pathname).filter((path) => jobPart.includes(path))).toEqual([]);
});

test('a widget’s reader changes the job’s tokens a day, and the cards follow', async ({ calculator }) => {
  const { page } = calculator;
  await page.goto(`/embed.html?s=${await encodeScenario(served)}&lang=en&inputs=tpd,gpus`);
  const block = page.getByRole('region', { name: 'From the job' });
  const tokens = block.getByLabel('Tokens a day');
  await expect(tokens).toHaveValue('5');
  // 1 B tokens a day, a quarter of it output: 250 M a day, the busiest hour at twice the average is
  // 2 × 250e6 ÷ 86,400 = 5,787 tokens/s, over 2,700.7 a card = 2.143 card-seconds a second; the prompts'
  // 750 M a day are 17,361 tokens/s at the peak, each 2 × 32.5e9 ÷ (989e12 × 40 %) = 1.6431e-4 s of
  // prefill: 2.853 more. 4.996 → 5 cards, held all day
  await tokens.fill('1000');
  await expect(page.getByLabel('GPUs needed at once', { exact: true })).toHaveValue('5');
  await expect(block.getByTestId('job-sized')).toHaveText(
    'Sized from the job: serving a model of 32.5 B parameters, 1 B tokens a day — 5 cards held all day.',
  );
  await tokens.fill('0');
  await expect(block.getByText('Enter a number from 0.000001 to 10,000,000,000.')).toBeVisible();
  await expect(page.getByLabel('GPUs needed at once', { exact: true })).toHaveValue('5');
  expect(await calculator.seriousAccessibilityViolations()).toEqual([]);
});
