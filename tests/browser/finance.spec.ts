// The finance group on the page: folded at first, opened from the keyboard, a buyer kind and a loan
// that change the verdict the reader sees.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/calculator.ts';

// an English reader in China: the page starts as a Chinese general taxpayer, whom the buyer replaces
test.use({ locale: 'en-CN' });

test('a US company that buys on a loan sees the verdict change', async ({ page, calculator }) => {
  await calculator.open('', { charts: false });
  const group = page.getByTestId('finance');
  const summary = group.locator('summary');
  await expect(group.getByLabel('Buyer')).toHaveCount(0);

  await summary.focus();
  await page.keyboard.press('Enter');
  const buyer = group.getByLabel('Buyer');
  await expect(buyer).toBeVisible();
  await expect(buyer).toHaveValue('cn-general');

  const chinese = (await calculator.verdict.textContent()) ?? '';
  await buyer.selectOption({ label: 'US company' });
  await expect(group.getByLabel('State income tax')).toBeVisible();
  await expect(group.getByLabel('Discount rate')).toHaveValue('10');
  await expect(calculator.verdict).not.toHaveText(chinese);

  const paidInCash = (await calculator.verdict.textContent()) ?? '';
  await expect(group.getByLabel('Down payment')).toHaveCount(0);
  await group.getByLabel('Paid by').selectOption({ label: 'Loan' });
  await expect(group.getByLabel('Down payment')).toBeVisible();
  await expect(calculator.verdict).not.toHaveText(paidInCash);

  // every input of the open group has its label, and nothing in it is a serious accessibility fault
  const results = await new AxeBuilder({ page }).include('[data-testid="finance"]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
