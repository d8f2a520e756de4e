// How rental prices move, set on the page: a yearly rise of 10 % makes renting dearer and the verdict
// says so; the section opened by keyboard has every input labelled.
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

/** The figure a money text shows, "CN¥4,321,000" → 4321000. */
const amount = async (figure: Locator) => Number(((await figure.textContent()) ?? '').replace(/[^\d.]/g, ''));

test('a yearly rise of 10 % in rental prices raises renting’s total and changes the verdict', async ({
  page,
  calculator,
}) => {
  await calculator.open('', { charts: false });
  const verdict = await calculator.verdict.textContent();
  const steady = await amount(calculator.rentTotal);

  const rent = page.locator('.group--rent');
  await rent.getByText('How rental prices move').click();
  await rent.getByRole('radio', { name: 'Change each year, up or down' }).check();
  await calculator.type('Yearly change', '10');

  await expect.poll(() => amount(calculator.rentTotal)).toBeGreaterThan(steady);
  await expect(calculator.verdict).not.toHaveText(verdict ?? '');
  await expect(rent.getByText(/month 12 at 109\.1% of today’s price/)).toBeVisible();

  const results = await new AxeBuilder({ page }).include('.group--rent').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
