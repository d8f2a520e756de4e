// The currency selector and its conversion dialog, as a user meets them: the selector names the
// currency the figures are in, the dialog behaves as a dialog, and a round trip gives back what was typed.
import type { Page } from '@playwright/test';
import { type CalculatorPage, expect, startupQuery, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

const TITLE = 'Convert the figures to another currency';
const VERDICT_CNY = 'Renting saves CN¥644,276 (97.1%) over 3 years.';
/** the dialog's form is a chunk of its own, fetched on first opening: room for a busy machine */
const FORM_LOADS = 15_000;

const selector = (page: Page) => page.getByRole('combobox', { name: 'Currency', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: TITLE });

/** Copy link, Saved scenarios and Embed each take a click: nothing is left over them. */
async function shareButtonsWork(calculator: CalculatorPage): Promise<void> {
  const { page } = calculator;
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.', { exact: false })).toBeVisible();
  for (const name of ['Saved scenarios', 'Embed']) {
    await page.getByRole('button', { name }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // the other dialogs close the same ways: a click outside one, Escape the other
    if (name === 'Saved scenarios') await page.mouse.click(4, 4);
    else await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name })).toBeFocused();
  }
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('Escape closes the currency dialog, focus returns to the selector, and the figures stay in CNY', async ({
  calculator,
}) => {
  const { page } = calculator;
  await calculator.openStartup('', { charts: false });
  await selector(page).selectOption('USD');
  await expect(dialog(page)).toBeVisible();
  // the dialog takes the focus (its form loads when first opened); the selector still names the
  // currency the figures are in
  await expect(dialog(page).getByLabel('Convert into')).toBeFocused({ timeout: FORM_LOADS });
  await expect(dialog(page).getByLabel('Convert into')).toHaveValue('USD');
  await expect(selector(page)).toHaveValue('CNY');
  await expect(calculator.verdict).toHaveText(VERDICT_CNY);
  expect(await calculator.seriousAccessibilityViolations()).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(selector(page)).toBeFocused();
  await expect(selector(page)).toHaveValue('CNY');
  await expect(calculator.verdict).toHaveText(VERDICT_CNY);
  await shareButtonsWork(calculator);
});

test('a click outside closes the currency dialog, and Cancel leaves the currency as it was', async ({ calculator }) => {
  test.slow();
  const { page } = calculator;
  await calculator.openStartup('', { charts: false });
  await selector(page).selectOption('EUR');
  await expect(dialog(page)).toBeVisible();
  // a press that starts in the dialog (selecting the rate's text) and ends outside leaves it open
  const rate = dialog(page).getByLabel('Exchange rate: 1 CNY = ? EUR');
  const box = await rate.boundingBox({ timeout: FORM_LOADS });
  if (!box) throw new Error('the rate field has no box');
  await page.mouse.move(box.x + 4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(4, 4);
  await page.mouse.up();
  await expect(dialog(page)).toBeVisible();
  await expect(rate).toBeVisible();
  // the top left corner of the page is backdrop at any width
  await page.mouse.click(4, 4);
  await expect(dialog(page)).toHaveCount(0);
  await expect(selector(page)).toBeFocused();
  await expect(selector(page)).toHaveValue('CNY');

  await selector(page).selectOption('USD');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(selector(page)).toHaveValue('CNY');
  await expect(calculator.verdict).toHaveText(VERDICT_CNY);
  await shareButtonsWork(calculator);
});

test('converting to USD shows dollars; converting back shows exactly the 280000 and 0.8 typed', async ({
  calculator,
}) => {
  test.slow();
  const { page } = calculator;
  await calculator.openStartup('', { charts: false });
  await calculator.type('Electricity price', '0.8');
  await expect(calculator.field('Server price')).toHaveValue('280000');
  const typedVerdict = await calculator.verdict.textContent();

  await selector(page).selectOption('USD');
  // offered: 1 / 7.2 = 0.138889, from the default rates with their date and source
  await expect(dialog(page).getByLabel('Exchange rate: 1 CNY = ? USD')).toHaveValue('0.138889', {
    timeout: FORM_LOADS,
  });
  await expect(dialog(page).getByText('7.2 CNY per US dollar on 2026-11-29', { exact: false })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Convert to USD' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(selector(page)).toHaveValue('USD');
  await expect(selector(page)).toBeFocused();
  // the offered rate converts unrounded: 280,000 / 7.2 = 38,888.888…, to the cent as the widget shows it
  await expect(calculator.field('Server price')).toHaveValue('38888.89');
  await expect(calculator.verdict).toHaveText(/^Renting saves \$[\d,]+ \(/);
  await expect(calculator.verdict).not.toContainText('CN¥');

  await selector(page).selectOption('CNY');
  await expect(dialog(page).getByText('go back to exactly what they were in CNY', { exact: false })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Convert to CNY' }).click();
  await expect(selector(page)).toHaveValue('CNY');
  // not 280000.224 and 0.80000064
  await expect(calculator.field('Server price')).toHaveValue('280000');
  await expect(calculator.field('Electricity price')).toHaveValue('0.8');
  await expect(calculator.verdict).toHaveText(typedVerdict ?? '');
  await shareButtonsWork(calculator);
});

test('a conversion outlives a reload: CNY → USD, reload, → CNY gives back 280000; the widget shows the same dollars', async ({
  calculator,
}) => {
  test.slow();
  const { page } = calculator;
  await calculator.openStartup('', { charts: false });
  await selector(page).selectOption('USD');
  await expect(dialog(page).getByLabel('Exchange rate: 1 CNY = ? USD')).toHaveValue('0.138889', {
    timeout: FORM_LOADS,
  });
  await dialog(page).getByRole('button', { name: 'Convert to USD' }).click();
  await expect(selector(page)).toHaveValue('USD');
  await expect(calculator.field('Server price')).toHaveValue('38888.89');
  const dollars = { own: await calculator.ownTotal.textContent(), rent: await calculator.rentTotal.textContent() };
  expect(dollars.own).toMatch(/^\$[\d,]+$/);
  // the page writes the conversion into its address a moment later: a reload opens that
  await calculator.addressHolds((s) => s.currency, 'USD');
  await page.reload();
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await expect(selector(page)).toHaveValue('USD');
  await expect(calculator.field('Server price')).toHaveValue('38888.89');

  await selector(page).selectOption('CNY');
  await expect(dialog(page).getByText('go back to exactly what they were in CNY', { exact: false })).toBeVisible({
    timeout: FORM_LOADS,
  });
  await dialog(page).getByRole('button', { name: 'Convert to CNY' }).click();
  await expect(selector(page)).toHaveValue('CNY');
  // not 38,888.92 × 7.2 = 280,000.224
  await expect(calculator.field('Server price')).toHaveValue('280000');
  await expect(calculator.field('Price per card-hour')).toHaveValue('0.8');
  await expect(calculator.verdict).toHaveText(VERDICT_CNY);

  // the widget shows the same scenario in dollars at the same rate, to the cent
  await page.goto(`/embed.html${await startupQuery('currency=USD')}`);
  await expect(page.getByText('Converted from CNY at 1 USD = 7.2 CNY', { exact: false })).toBeVisible();
  await expect(page.getByTestId('own-total')).toHaveText(dollars.own ?? '');
  await expect(page.getByTestId('rent-total')).toHaveText(dollars.rent ?? '');
});

test('a converted price reads as a reader would type it, and the verdict is computed from what the field shows', async ({
  calculator,
}) => {
  test.slow();
  const { page } = calculator;
  await calculator.openStartup('', { charts: false });
  await selector(page).selectOption('USD');
  await dialog(page).getByRole('button', { name: 'Convert to USD' }).click({ timeout: FORM_LOADS });
  await expect(selector(page)).toHaveValue('USD');
  // 0.63 a kWh ÷ 7.2 = 0.0875 (at the rate 0.138889 as shown it would be 0.08750007): never more digits
  // than the field shows
  await expect(calculator.field('Electricity price')).toHaveValue('0.0875');
  const converted = await calculator.verdict.textContent();
  // typing what the field shows changes nothing: no digit was hidden behind it
  await calculator.type('Electricity price', '0.0875');
  await calculator.type('Server price', '38888.89');
  await expect(calculator.verdict).toHaveText(converted ?? '');
  await calculator.addressHolds((s) => [s.own.power.pricePerKWh, s.own.serverPrice], [0.0875, 38_888.89]);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 360, height: 740 } });

  test('on a 360 px phone the dialog fits the screen', async ({ calculator }) => {
    test.slow();
    const { page } = calculator;
    await calculator.openStartup('', { charts: false });
    // the Chinese messages load before the first render; on a busy machine that takes a while
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GPU 租用还是自建计算器', { timeout: 30_000 });
    await page.getByRole('combobox', { name: '货币', exact: true }).selectOption('USD');
    const zhDialog = page.getByRole('dialog', { name: '将金额换算为其他货币' });
    await expect(zhDialog.getByRole('button', { name: '取消' })).toBeVisible({ timeout: FORM_LOADS });
    await expect(page.getByRole('combobox', { name: '货币', exact: true })).toHaveValue('CNY');
    const box = await zhDialog.boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
    }
    // every button of the dialog is on screen
    for (const button of await zhDialog.getByRole('button').all()) await expect(button).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: '/tmp/currency-zh-360.png' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
    await expect(zhDialog).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: '货币', exact: true })).toHaveValue('CNY');
  });
});
