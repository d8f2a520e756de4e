// The analysis tools (scenario format version 2) in a real browser: each one turned on, its answer
// and chart seen, an input changed and the answer and chart seen to follow; the finer points moving
// the verdict itself; a reload keeping every tool; no serious accessibility violations.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { type CalculatorPage, expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

/** Brings the tools near the screen, so that they load. After a reload that reads a link the page is
 * drawn afresh, which may replace the element between finding it and scrolling to it: try again. */
async function showTools(page: Page): Promise<void> {
  await expect(async () => {
    await page.locator('.tools-slot').scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(page.getByRole('heading', { name: /Deeper analysis|深入分析/ })).toBeVisible({ timeout: 2000 });
  }).toPass();
}

async function openTools(calculator: CalculatorPage): Promise<void> {
  await calculator.openStartup('', { charts: false });
  await showTools(calculator.page);
}

function card(page: Page, tool: string): Locator {
  return page.locator(`[data-tool="${tool}"]`);
}

/** Turns a tool on from the keyboard, as a user without a mouse does. The lower tools load when they
 * come near the screen: scroll down until the card is there. */
async function reach(page: Page, tool: string): Promise<Locator> {
  const frame = card(page, tool);
  await expect(async () => {
    if ((await frame.count()) === 0) await page.mouse.wheel(0, 600);
    await expect(frame).toHaveCount(1, { timeout: 500 });
  }).toPass();
  return frame;
}

async function turnOn(page: Page, tool: string): Promise<Locator> {
  const frame = await reach(page, tool);
  const use = frame.getByLabel('Use this tool');
  await use.focus();
  await use.press('Space');
  await expect(use).toBeChecked();
  await expect(frame.locator('.recharts-wrapper')).toBeVisible();
  return frame;
}

const summaryOf = (frame: Locator) => frame.locator('figcaption').first();
const chartOf = (frame: Locator) => frame.locator('.recharts-wrapper > svg').first().innerHTML();

async function type(frame: Locator, label: string, text: string): Promise<void> {
  const input = frame.getByLabel(label, { exact: true });
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(text);
}

test('the finer points move the verdict: cloud VAT, a faster rented card, hardware VAT', async ({ calculator }) => {
  await openTools(calculator);
  const frame = card(calculator.page, 'buyer');
  // the start-up example rents 4 cards × 8 h × 250 days × 3 years at 0.8 = 19,200; 6 % VAT → 20,352
  await type(frame, 'VAT on cloud services', '6');
  await expect(calculator.rentTotal).toHaveText('CN¥20,352');
  // twice as fast: each 8-hour day bills 4 hours → 9,600, with VAT 10,176
  await type(frame, 'Rented card’s speed', '2');
  await expect(calculator.rentTotal).toHaveText('CN¥10,176');
  // 13 % on the 280,000 server depreciates 36,400 more over its 3-year life: 663,476 + 36,400
  await type(frame, 'VAT on hardware', '13');
  await expect(calculator.ownTotal).toHaveText('CN¥699,876');
  await frame.getByLabel('Hardware VAT is recoverable').check();
  await expect(calculator.ownTotal).toHaveText('CN¥663,476');
  // a time-of-use tariff replaces the single price: the owned total moves
  await frame.getByLabel('Time-of-use electricity prices').check();
  await expect(frame.getByLabel('Peak price per kWh', { exact: true })).toBeVisible();
  await type(frame, 'Peak price per kWh', '3');
  await expect(calculator.ownTotal).not.toHaveText('CN¥663,476');
});

test('a reservation term past the horizon is left over in the amortized view and paid in cash', async ({
  calculator,
}) => {
  // the start-up over 18 months, its 4 cards reserved at 0.80 less 40 %: 4 × 730 × 0.48 = 1,401.60 a month
  await calculator.open('?months=18&plan=reserved', { charts: false });
  await showTools(calculator.page);
  // without a term, 18 × 1,401.60 = 25,229, nothing left over
  await expect(calculator.rentTotal).toHaveText('CN¥25,229');
  const remaining = calculator.page.getByTestId('rent-remaining');
  await expect(remaining).toHaveCount(0);
  // a one-year term pays 24 months, 33,638; the 6 past month 18 (8,410) are left over, amortized
  await card(calculator.page, 'buyer').getByLabel('Reservation term').selectOption('1');
  await expect(remaining).toHaveText(
    'less CN¥8,410 of reservation left over at the end (months paid past the horizon, assumed used)',
  );
  await expect(calculator.rentTotal).toHaveText('CN¥25,229');
  await calculator.page.getByLabel('Cash', { exact: true }).check();
  await expect(calculator.rentTotal).toHaveText('CN¥33,638');
  await expect(remaining).toHaveText('includes CN¥8,410 paid for reservation months past the horizon');
});

test('the plan advisor names the cheapest plan and why, and spot only when the work tolerates it', async ({
  calculator,
}) => {
  await openTools(calculator);
  const frame = await turnOn(calculator.page, 'advisor');
  const summary = summaryOf(frame);
  await expect(summary).toContainText('On demand costs least: CN¥19,200 over the horizon.');
  // 8 h × 250 days = 2,000 h a year of 8,760: 22.8 % busy; reserving at 40 % off pays above 60 %
  await expect(summary).toContainText('busy 22.8% of the hours; reserving pays only above 60% at a 40% discount');
  await expect(summary).toContainText('Spot would cost less');
  const chart = await chartOf(frame);
  await card(calculator.page, 'buyer').getByLabel('The work tolerates interruption').check();
  // spot: 19,200 × (1 + 10 % overhead) × (1 − 60 %) = 8,448
  await expect(summary).toContainText('Spot costs least: CN¥8,448 over the horizon.');
  await expect.poll(() => chartOf(frame)).not.toBe(chart);
});

test('the plan advisor says at which reserved discount its advice changes, and follows the discount', async ({
  calculator,
}) => {
  await openTools(calculator);
  const frame = await turnOn(calculator.page, 'advisor');
  const flip = frame.getByTestId('advisor-flip');
  // on demand 19,200 against reserving 4 × 730 × 0.8 × 36 × (1 − d) = 84,096 × (1 − d): reserving costs
  // less once d > 100 × (1 − 19,200 ÷ 84,096) = 77.17 %
  await expect(flip).toHaveText('Reserved at 40% off is assumed; above 77.2% the advice becomes Reserved.');
  await type(frame, 'Reserved discount', '80');
  await expect(summaryOf(frame)).toContainText('Reserved costs least');
  await expect(flip).toHaveText('Reserved at 80% off is assumed; below 77.2% the advice becomes On demand.');
});

test('the plan advisor prices a flat plan for the work of faster rented cards', async ({ calculator }) => {
  await openTools(calculator);
  const frame = await turnOn(calculator.page, 'advisor');
  const summary = summaryOf(frame);
  await type(card(calculator.page, 'buyer'), 'Rented card’s speed', '2');
  // twice as fast: a flat plan rents ⌈4 ÷ 2⌉ = 2 cards; on demand bills 4 cards × 4 h × 250 days =
  // 4,000 h a year of the 2 × 8,760 h those 2 cards have, 22.8 %
  await expect(summary).toContainText(
    'At 2× the owned card’s speed, a flat plan rents 2 cards for the work of 4; on demand bills 22.8% of their hours, and reserving pays only above 60% at a 40% discount.',
  );
  // on demand 4 × 4 h × 250 × 3 years × 0.8 = 9,600, against 2 × 730 × 0.8 × 0.6 × 36 = 25,228.80 reserved
  await expect(summary).toContainText('On demand costs least: CN¥9,600 over the horizon.');
});

test('the hybrid tool finds the cheapest number of owned cards and follows the peak', async ({ calculator }) => {
  await openTools(calculator);
  const frame = await turnOn(calculator.page, 'hybrid');
  const summary = summaryOf(frame);
  // the start-up rents more cheaply than it owns: renting all 8 cards of the peak costs least
  await expect(summary).toContainText(/^Renting all 8 cards on demand costs least/);
  const before = (await summary.textContent()) ?? '';
  const chart = await chartOf(frame);
  await type(frame, 'Cards at peak', '16');
  await expect(summary).toContainText(/all 16 cards/);
  expect(await summary.textContent()).not.toBe(before);
  await expect.poll(() => chartOf(frame)).not.toBe(chart);
  // one point per whole-server count priced: 0 to 16 cards on 4-card servers
  await expect(frame.locator('.recharts-line-dots circle')).toHaveCount(5);
  // a peak below the base is refused with a reason, and the last answer stays
  await type(frame, 'Cards at peak', '2');
  await expect(frame.getByText('Must be at least the workload’s cards')).toBeVisible();
  await expect(summary).toContainText(/all 16 cards/);
  // a peak of thousands of cards: the counts' points touch, and are drawn as one line
  await type(frame, 'Cards at peak', '4000');
  await expect(summary).toContainText(/4,000 cards/);
  await expect(frame.locator('.recharts-line-dots circle')).toHaveCount(0);
  await expect(frame.locator('.recharts-line-curve')).toHaveCount(1);
});

test('multi-GPU scaling shows wall-clock time and cost, and latency makes more cards dearer', async ({
  calculator,
}) => {
  await openTools(calculator);
  const frame = await turnOn(calculator.page, 'scaling');
  const summary = summaryOf(frame);
  // 100 h on one card at 90 %: 16 cards run 100 ÷ (16 × 0.9 × (1 − 6 % × 1 ms)) = 7.39 h
  await expect(summary).toContainText('On 16 cards the job takes 7.4 h instead of 100 h on one');
  const chart = await chartOf(frame);
  await type(frame, 'Extra latency between nodes', '5');
  // 16 × 0.9 × (1 − 30 %) = 10.08× → 9.9 h
  await expect(summary).toContainText('On 16 cards the job takes 9.9 h');
  await expect.poll(() => chartOf(frame)).not.toBe(chart);
});

test('utilization shows what better scheduling does to a useful card-hour', async ({ calculator }) => {
  await openTools(calculator);
  const frame = await turnOn(calculator.page, 'utilization');
  const summary = summaryOf(frame);
  await expect(summary).toContainText('busy 22.8% of the hours paid for. At 78%');
  const text = (await summary.textContent()) ?? '';
  const chart = await chartOf(frame);
  await type(frame, 'Target utilization', '45');
  await expect(summary).toContainText('At 45%');
  expect(await summary.textContent()).not.toBe(text);
  await expect.poll(() => chartOf(frame)).not.toBe(chart);
});

test('storage and I/O: the article’s epoch from 12 to 9 minutes, and when the billed hours fall', async ({
  calculator,
}) => {
  await openTools(calculator);
  const frame = await turnOn(calculator.page, 'storageIO');
  const summary = summaryOf(frame);
  // 200 epochs in 250 ÷ 12 = 20.83 sessions, 9.6 a session × 3 minutes: 480 → 451.2 minutes, still
  // billed 8 hours, so the cache saves nothing
  await expect(summary).toContainText('With the cache an epoch takes 9 min instead of 12 min');
  await expect(summary).toContainText('takes 451.2 min, billed 480 min instead of 480 min: 0 billed card-hours');
  const chart = await chartOf(frame);
  // 75 % of the wait: 9 minutes saved × 9.6 = 86.4, a 393.6-minute session billed 7 hours
  await type(frame, 'I/O wait without the cache', '75');
  await expect(summary).toContainText('an epoch takes 3 min instead of 12 min');
  await expect(summary).toContainText('billed 420 min instead of 480 min');
  await expect.poll(() => chartOf(frame)).not.toBe(chart);
});

test('obsolescence warns when owning pays back late, and falling rent prices move the verdict', async ({
  calculator,
}) => {
  await openTools(calculator);
  const frame = await turnOn(calculator.page, 'obsolescence');
  // Epoch AI's 30 months by default: 1 − 0.5^(12/30) = 24.2 % a year; the article's 18 months as a preset
  await expect(summaryOf(frame)).toContainText('makes the same work 24.2% cheaper each year');
  await expect(
    frame.getByText(/^Warning: with rent prices and resale values falling at this pace, owning never/),
  ).toBeVisible();
  await frame.getByLabel('Doubling period from').selectOption({ label: 'The article: 18 months' });
  await expect(summaryOf(frame)).toContainText('makes the same work 37% cheaper each year');
  const chart = await chartOf(frame);
  await type(frame, 'Price-performance doubles every', '12');
  await expect(frame.getByLabel('Doubling period from')).toHaveValue('custom');
  await expect(summaryOf(frame)).toContainText('makes the same work 50% cheaper each year');
  await expect.poll(() => chartOf(frame)).not.toBe(chart);
  const rent = await calculator.rentTotal.textContent();
  await frame.getByLabel('Rental prices fall with it').check();
  await expect(calculator.rentTotal).not.toHaveText(rent ?? '');
});

test('a resale estimate is not halved again when resale values fall', async ({ calculator }) => {
  await openTools(calculator);
  // 280,000 over the 36 months of its life with 40 % salvage: 168,000 written off
  await calculator.type('Salvage value', '40');
  await expect(calculator.ownTotal).not.toHaveText('');
  const asEntered = (await calculator.ownTotal.textContent()) ?? '';
  const frame = await turnOn(calculator.page, 'obsolescence');
  await frame.getByLabel('Resale value falls with it').check();
  // a book salvage falls to 40 × 0.5^(36/30) = 17.4 %: more is written off
  await expect(calculator.ownTotal).not.toHaveText(asEntered);
  // the same 40 % as what the cards will sell for: not halved, owning costs what it did
  await calculator.page.getByLabel('The salvage value is').selectOption({ label: 'Expected resale' });
  await expect(calculator.ownTotal).toHaveText(asEntered);
});

test('sensitivity draws a tornado of the inputs that decide the answer', async ({ calculator }) => {
  await openTools(calculator);
  const frame = await turnOn(calculator.page, 'sensitivity');
  const summary = summaryOf(frame);
  // 4 cards move by the whole card nearest 20 % (0.8 → 1), ±25 %, and rank first by the change per 1 %
  await expect(summary).toContainText('Each 1 % of cards moves the savings most');
  await expect(summary).toContainText('when it moves −1 / +1 (−25% / +25%)');
  await expect(frame.getByText('±1 (±25%)')).toHaveCount(1);
  const chart = await chartOf(frame);
  await type(frame, 'Move each input by', '50');
  // 36 months ± 18
  await expect(summary).toContainText('Each 1 % of horizon moves the savings most');
  await expect(summary).toContainText('(−50% / +50%)');
  await expect.poll(() => chartOf(frame)).not.toBe(chart);
});

test('uncertainty samples 10,000 scenarios off the page’s thread and follows the ranges', async ({ calculator }) => {
  await openTools(calculator);
  const workers: string[] = [];
  calculator.page.on('worker', (worker) => workers.push(worker.url()));
  const frame = await turnOn(calculator.page, 'uncertainty');
  const summary = summaryOf(frame);
  await expect(summary).toContainText(/^Renting is cheaper in [\d.]+% of 10,000 samples/);
  expect(workers.some((url) => url.includes('uncertainty.worker'))).toBe(true);
  const first = (await summary.textContent()) ?? '';
  const chart = await chartOf(frame);
  // a price per card-hour that may be far higher than today's: owning wins in some samples
  await type(frame, 'price per card-hour: High', '60');
  await expect.poll(async () => (await summary.textContent()) ?? '').not.toBe(first);
  await expect(summary).toContainText(/^Renting is cheaper in (?!100%)[\d.]+% of 10,000 samples/);
  await expect.poll(() => chartOf(frame)).not.toBe(chart);
  // the same seed gives the same answer: the text after a reload is the same
  const settled = (await summary.textContent()) ?? '';
  await calculator.addressHolds((s) => s.uncertainty?.pricePerGpuHour?.high, 60);
  await calculator.page.reload();
  await showTools(calculator.page);
  await expect(summaryOf(await reach(calculator.page, 'uncertainty'))).toHaveText(settled);
});

test('uncertainty reads low and high as the 10th and 90th percentiles until told they are limits', async ({
  calculator,
}) => {
  await openTools(calculator);
  const frame = await turnOn(calculator.page, 'uncertainty');
  const summary = summaryOf(frame);
  await expect(summary).toContainText('a statement about your ranges, not a forecast');
  const asPercentiles = (await summary.textContent()) ?? '';
  await frame.getByLabel('Low and high are').selectOption('limits');
  // the same ranges read as limits draw nothing beyond them: a narrower spread, another sentence
  await expect.poll(async () => (await summary.textContent()) ?? '').not.toBe(asPercentiles);
  await calculator.addressHolds((s) => s.uncertainty?.rangesAre, 'limits');
});

test('a link keeps every tool that is on, and the page has no serious accessibility violations', async ({
  calculator,
}) => {
  // seven tools turned on, an accessibility scan and a reload: three times one check's room
  test.slow();
  await openTools(calculator);
  for (const tool of ['advisor', 'hybrid', 'scaling', 'utilization', 'obsolescence', 'storageIO', 'sensitivity']) {
    await turnOn(calculator.page, tool);
  }
  await type(card(calculator.page, 'hybrid'), 'Cards at peak', '12');
  await expect(summaryOf(card(calculator.page, 'hybrid'))).toContainText('all 12 cards');
  expect(await calculator.seriousAccessibilityViolations()).toEqual([]);
  await calculator.addressHolds((s) => [s.hybrid?.peakGpus, s.sensitivity !== undefined], [12, true]);
  await calculator.page.reload();
  await showTools(calculator.page);
  await expect(card(calculator.page, 'hybrid').getByLabel('Use this tool')).toBeChecked();
  await expect(summaryOf(card(calculator.page, 'hybrid'))).toContainText('all 12 cards');
  await expect((await reach(calculator.page, 'scaling')).getByLabel('Use this tool')).toBeChecked();
  // turning a tool off takes its section out of the scenario
  await card(calculator.page, 'scaling').getByLabel('Use this tool').uncheck();
  await expect(card(calculator.page, 'scaling').locator('.recharts-wrapper')).toHaveCount(0);
});

test('the JSON export carries the figures of the tools that are on, as the command line prints them', async ({
  calculator,
}) => {
  await openTools(calculator);
  await turnOn(calculator.page, 'advisor');
  await calculator.showExports();
  const [download] = await Promise.all([
    calculator.page.waitForEvent('download'),
    calculator.page.getByRole('button', { name: 'Scenario and result (JSON)' }).click(),
  ]);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(exported.scenario.advisor).toEqual({ mix: true });
  // spot is cheapest (8,448) but not tolerated: on demand (19,200) is the plan
  expect(exported.analysis.plans.map((p: { plan: string }) => p.plan)).toEqual(['spot', 'on-demand', 'reserved']);
  expect(exported.analysis.cheapestPlan).toBe('on-demand');
  expect(exported.analysis.plans[1].total).toBeCloseTo(19_200, 6);
});
