// The figures a reader quotes, read off the page: the verdict's share of the dearer side, depreciation
// and electricity a day and rent a year in "How this is computed", the plan advisor's assumed figures
// beside its advice (with their source, editable there), and the hybrid tool's saving against renting all.
import type { Locator, Page } from '@playwright/test';
import { type CalculatorPage, expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

function card(page: Page, tool: string): Locator {
  return page.locator(`[data-tool="${tool}"]`);
}

/** Scrolls until the tools (loaded when near the screen) show the card, then turns it on. */
async function turnOn(page: Page, tool: string): Promise<Locator> {
  const frame = card(page, tool);
  await expect(async () => {
    await page.locator('.tools-slot').scrollIntoViewIfNeeded({ timeout: 2000 });
    if ((await frame.count()) === 0) await page.mouse.wheel(0, 600);
    await expect(frame).toHaveCount(1, { timeout: 1000 });
  }).toPass();
  const use = frame.getByRole('checkbox', { name: /Use this tool|使用此工具/ });
  await use.check();
  await expect(frame.locator('.recharts-wrapper')).toBeVisible();
  return frame;
}

async function openHow(page: Page, title: RegExp): Promise<Locator> {
  const how = page.getByTestId('how-computed');
  // the section loads when its place comes near the screen, as a reader scrolls down to it
  await expect(async () => {
    const waiting = page.locator('.results .deferred-part:not(.deferred-part--shown)').first();
    if (await waiting.count()) await waiting.scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(how).toHaveCount(1, { timeout: 2000 });
  }).toPass();
  await how.scrollIntoViewIfNeeded();
  await how.getByRole('heading', { name: title }).click();
  await expect(how).toHaveAttribute('open', '');
  return how;
}

async function loadA100(calculator: CalculatorPage, name: string): Promise<void> {
  await calculator.page.getByRole('button', { name }).click();
  await expect(calculator.verdict).toHaveText(/^(Owning saves|在 3 年内，自建可节省)/);
}

test('the verdict and How this is computed give the 8×A100 server’s figures a day and a year', async ({
  calculator,
}) => {
  test.slow();
  await calculator.open('', { charts: false });
  await loadA100(calculator, '8×A100 server');
  // own 282,271.44 against rent 792,000: owning saves 509,728.56, 64.4 % of renting's total
  await expect(calculator.verdict).toHaveText('Owning saves CN¥509,729 (64.4%) over 3 years.');
  const how = await openHow(calculator.page, /How this is computed/);
  // 36 months × 365 ÷ 12 = 1,095 days; 250,000 ÷ 1,095 = 228.31
  await expect(how.getByRole('listitem').filter({ hasText: /^Depreciation a day/ })).toHaveText(
    'Depreciation a day = CN¥250,000.00 ÷ 1,095 days (36 months × 365 ÷ 12) = CN¥228.31 a day',
  );
  await expect(how.getByRole('listitem').filter({ hasText: /^Electricity a day/ })).toHaveText(
    'Electricity a day = CN¥32,271.44 ÷ 1,095 days = CN¥29.47 a day',
  );
  await expect(how.getByRole('listitem').filter({ hasText: /^Rent a year/ })).toHaveText(
    'Rent a year = CN¥792,000.00 ÷ 3 years (36 months ÷ 12) = CN¥264,000.00 a year',
  );
  // where the answer turns: 792,000 − 32,271.44 of electricity = 759,728.56 for the one server
  await expect(how.getByRole('listitem').filter({ hasText: /^Highest server price/ })).toHaveText(
    'Highest server price: owning wins while a server costs at most CN¥759,728.56 (now CN¥250,000.00)',
  );
});

test('How this is computed gives the figures a day in Chinese', async ({ calculator }) => {
  test.slow();
  await calculator.open('?lang=zh', { charts: false });
  await loadA100(calculator, '8×A100 服务器');
  const how = await openHow(calculator.page, /计算方法/);
  await expect(how.getByRole('listitem').filter({ hasText: /^每天折旧/ })).toHaveText(
    '每天折旧 = ¥250,000.00 ÷ 1,095 天（36 个月 × 365 ÷ 12）= 每天 ¥228.31',
  );
  await expect(how.getByRole('listitem').filter({ hasText: /^每年租金/ })).toHaveText(
    '每年租金 = ¥792,000.00 ÷ 3 年（36 个月 ÷ 12）= 每年 ¥264,000.00',
  );
});

test('the advisor names the discounts it assumes, with their source, and changing one there changes the advice', async ({
  calculator,
}) => {
  test.slow();
  await calculator.openStartup('', { charts: false });
  const frame = await turnOn(calculator.page, 'advisor');
  const summary = frame.locator('figcaption').first();
  await expect(summary).toContainText('On demand costs least: CN¥19,200 over the horizon.');
  const assumed = frame.getByRole('group', { name: 'Figures this advice assumes' });
  const reserved = assumed.getByLabel('Reserved discount', { exact: true });
  await expect(reserved).toHaveValue('40');
  await expect(assumed.getByLabel('Spot discount', { exact: true })).toHaveValue('60');
  await expect(assumed.getByLabel('Spot overhead', { exact: true })).toHaveValue('10');
  await expect(assumed).toContainText('Assumed: 40% is the default, not a figure you gave.');
  await expect(assumed).toContainText('data/gcp_gpu_instances_subset.csv');
  await reserved.click();
  await reserved.press('ControlOrMeta+a');
  await reserved.pressSequentially('85');
  // reserved at 85 % off: 4 × 730 × 36 × 0.8 × 0.15 = 12,614.40, (19,200 − 12,614.40) ÷ 19,200 = 34.3 % below
  await expect(summary).toContainText('Reserved costs least: CN¥12,614 over the horizon.');
  await expect(summary).toContainText('Reserved is 34.3% cheaper than on demand.');
  // the page holds the scenario in version 7, whose default is 20 % (the 40 % was the older file's)
  await expect(assumed).toContainText('Your figure; the default is 20%.');
  // the main form's field holds the same scenario field
  await expect(calculator.page.locator('[data-path="rent.reservedDiscountPct"]').first()).toHaveValue('85');
});

test('the hybrid tool says what owning its best count saves against renting all, each figure once, and draws its counts as points', async ({
  calculator,
}) => {
  test.slow();
  await calculator.openStartup('', { charts: false });
  await loadA100(calculator, '8×A100 server');
  const frame = await turnOn(calculator.page, 'hybrid');
  const summary = frame.locator('figcaption').first();
  await expect(summary).toContainText(/renting all/);
  const text = (await summary.textContent()) ?? '';
  expect(text).toMatch(/which saves CN¥[\d,.]+ \([\d.]+%\) against CN¥[\d,.]+ renting all/);
  const amounts = text.match(/CN¥[\d,.]+/g) ?? [];
  expect(new Set(amounts).size).toBe(amounts.length);
  // one 8-card server, a peak of 16 cards: 0, 8 and 16 cards owned are priced, three points
  await expect(frame.locator('.recharts-line-dots circle')).toHaveCount(3);
  // each count against the cheapest way to rent all 16 cards, a dashed line named with its plan
  await expect(frame.locator('.recharts-reference-line line')).toHaveCount(1);
  await expect(frame.locator('svg text', { hasText: 'Renting all on demand: CN¥887,040' })).toHaveCount(1);
});

test('in Chinese, the advisor’s assumed figures and the hybrid tool’s saving read in Chinese', async ({
  calculator,
}) => {
  test.slow();
  await calculator.openStartup('lang=zh', { charts: false });
  await loadA100(calculator, '8×A100 服务器');
  const advisor = await turnOn(calculator.page, 'advisor');
  const assumed = advisor.getByRole('group', { name: '本建议所依据的假设数字' });
  await expect(assumed.getByLabel('预留折扣', { exact: true })).toHaveValue('40');
  await expect(assumed).toContainText('假设值：40% 是默认值，并非您填写的数字。');
  const hybrid = await turnOn(calculator.page, 'hybrid');
  // own 8 of 16 for 377,311 against 887,040 renting all on demand (the cheapest plan for it: a card is
  // busy 250 of 730 hours, below reserving's 60 %): saves 509,729, 57.5 %
  await expect(hybrid.locator('figcaption').first()).toHaveText(
    '自建 16 张中的 8 张、其余租用（按需）最省钱：¥37.73万，比全部租用（按需）的 ¥88.7万 节省 ¥50.97万（57.5%）；全部自建需要 ¥55.19万。',
  );
});
