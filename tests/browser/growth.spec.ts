// A workload that changes over time, set on the page: a growth of 10 % a month makes renting dearer,
// busy months are ticked by name, the cumulative chart marks the month the answer turns to owning, and
// a serving job's answer says its traffic growing and the month owning beats the API.
import type { Locator } from '@playwright/test';
import { evaluate, NO_GROWTH, type Scenario } from '../../src/engine/index.ts';
import { readJobSpec } from '../../src/engine/job/index.ts';
import { installParts } from '../../src/engine/parts.ts';
import { encodeLink, encodeScenario } from '../../src/state/link/write.ts';
import { QWEN_32B_SERVING } from '../support/jobs.ts';
import { scenario } from '../support/scenarios.ts';
import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

/** The figure a money text shows, "CN¥4,321,000" → 4321000. */
const amount = async (figure: Locator) => Number(((await figure.textContent()) ?? '').replace(/[^\d.]/g, ''));

test('a growth of 10 % a month raises renting’s total, and six busy months lower it', async ({ page, calculator }) => {
  await calculator.open('', { charts: false });
  const steady = await amount(calculator.rentTotal);

  const workload = page.locator('.group--workload');
  await workload.getByText('Growth and busy months').click();
  await calculator.type('Growth a month', '10');
  await expect.poll(() => amount(calculator.rentTotal)).toBeGreaterThan(steady);
  // 4 cards × 1.1^11 = 11.4 and × 1.1^35 = 112.4, rounded up to whole cards
  await expect(workload.getByTestId('growth-result')).toHaveText(
    'Cards at once: 4 in month 1; 12 in month 12; 113 in month 36.',
  );

  await calculator.type('Growth a month', '0');
  await expect.poll(() => amount(calculator.rentTotal)).toBe(steady);
  const months = workload.getByRole('group', { name: 'Months the work runs' });
  for (const name of ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']) await months.getByRole('checkbox', { name }).uncheck();
  await expect(workload.getByTestId('growth-result')).toHaveText(
    'The same cards at once every month. The work runs in 18 of the horizon’s 36 months.',
  );
  expect(await calculator.seriousAccessibilityViolations()).toEqual([]);
});

test('the cumulative chart marks the month a growing workload turns to owning', async ({ page, calculator }) => {
  await calculator.open('');
  await calculator.type('Busy hours a day', '24');
  await calculator.type('Active days a year', '365');
  await calculator.type('Price per card-hour', '15');
  await page.locator('.group--workload').getByText('Growth and busy months').click();
  await calculator.type('Growth a month', '5');
  await expect(page.getByTestId('chart-mark')).toHaveText('Owning from month 11');
  await expect(page.locator('.charts')).toContainText(
    'As the workload changes, owning (amortized) stays at or below renting from month 11 to the end.',
  );
});

// tests/browser/job-verdict.spec.ts's serving job: 5 M tokens a day on one card held all day for 24
// months, owned at 73,000 written off over 2 years
const job = readJobSpec({ ...QWEN_32B_SERVING, api: { ...QWEN_32B_SERVING.api, priceChangePctPerYear: 0 } });
if (!job.ok) throw new Error('the test job is invalid');
const served: Scenario = {
  ...scenario({
    horizonMonths: 24,
    own: { serverPrice: 73_000, depreciation: { years: 2 } },
    rent: { pricePerGpuHour: 5 },
    workload: { gpus: 1, hoursPerDay: 24, daysPerYear: 365, sessionsPerDay: 1 },
  }),
  job: job.spec,
};

test('a serving job’s answer says its traffic growing and when owning beats the API', async ({ page, calculator }) => {
  await calculator.open(`?${await encodeLink(served, { lang: 'en' })}`, { charts: false });
  const block = page.getByRole('region', { name: 'From the job' });
  await expect(block.getByTestId('job-break-even')).toBeVisible();
  await expect(block.getByTestId('job-growth')).toHaveCount(0);
  await page.locator('.group--workload').getByText('Growth and busy months').click();
  await calculator.type('Growth a month', '10');
  // 5 M × 1.1^11 = 14.3 M and × 1.1^23 = 44.8 M; the peak's 9 one-card servers bought up front, 900 a
  // day ÷ 1.1 a million = 818 M tokens a day
  await expect(block.getByTestId('job-growth')).toHaveText(
    'Growing 10 % a month, the traffic is 5 M tokens a day in month 1, 14.3 M tokens a day in month 12, and 44.8 M tokens a day in month 24. Within the horizon it never reaches the 818 M tokens a day from which owning beats the API.',
  );
});

// the test scenario's 4 cards growing 10 % a month, busy March to August: the figures the engine gives
// it, in the view the page opens in (amortized)
installParts();
const growing = scenario({
  workload: { gpus: 4, growth: { pctPerMonth: 10, maxGpus: null, ownBuys: 'up-front' }, busyMonths: '3,4,5,6,7,8' },
  own: { serverPrice: 20_000 },
  rent: { pricePerGpuHour: 2 },
});
const growingFigures = evaluate(growing).finance.amortized;
const steadyFigures = evaluate({
  ...growing,
  workload: { ...growing.workload, growth: { ...NO_GROWTH }, busyMonths: null },
}).finance.amortized;

test('a link to a growing, seasonal workload opens with its own figures, on the page and in the widget', async ({
  page,
  calculator,
}) => {
  // every renting total the live page shows, from its first: the part that prices the link's workload
  // loads before the link applies, so no other scenario's figure is ever shown in its place
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownRent: string[] }).shownRent = shown;
    new MutationObserver(() => {
      if (!document.documentElement.hasAttribute('data-live')) return;
      const text = document.querySelector('[data-testid="rent-total"]')?.textContent ?? '';
      if (text !== '' && shown.at(-1) !== text) shown.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const shownRent = () => page.evaluate(() => (window as unknown as { shownRent: string[] }).shownRent);
  expect(Math.round(growingFigures.rent)).not.toBe(Math.round(steadyFigures.rent));
  await calculator.open(`?${await encodeLink(growing, { lang: 'en' })}`, { charts: false });
  expect((await shownRent()).map((text) => Number(text.replace(/[^\d.]/g, '')))).toEqual([
    Math.round(growingFigures.rent),
  ]);
  expect(await amount(calculator.rentTotal)).toBe(Math.round(growingFigures.rent));
  expect(await amount(calculator.ownTotal)).toBe(Math.round(growingFigures.own));

  await page.goto(`/embed.html?s=${await encodeScenario(growing)}&lang=en`);
  // the widget that answers input, not its prerendered page
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  expect((await shownRent()).map((text) => Number(text.replace(/[^\d.]/g, '')))).toEqual([
    Math.round(growingFigures.rent),
  ]);
  expect(await amount(calculator.rentTotal)).toBe(Math.round(growingFigures.rent));
  expect(await amount(calculator.ownTotal)).toBe(Math.round(growingFigures.own));
});
