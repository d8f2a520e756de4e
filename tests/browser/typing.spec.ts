// Numbers as people type them: decimal commas, grouping, full-width digits; and half-typed values,
// which must never become the figures, the address or a reload's scenario.
import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

// the start-up example's verdict (a hand-written link alone is read over the same scenario)
const DEFAULT_VERDICT = 'Renting saves CN¥644,276 (97.1%) over 3 years.';

test('a decimal comma in the electricity price reads as a decimal point, not as grouping', async ({ calculator }) => {
  await calculator.openStartup('', { charts: false });
  const price = calculator.field('Electricity price');
  await calculator.type('Electricity price', '0.75');
  await expect(calculator.verdict).not.toHaveText(DEFAULT_VERDICT);
  const withPoint = await calculator.ownTotal.textContent();
  await calculator.type('Electricity price', '0,63');
  // 0.63 is the default price: the default figures come back, not those of 63 a kWh
  await expect(calculator.verdict).toHaveText(DEFAULT_VERDICT);
  await expect(calculator.ownTotal).toHaveText('CN¥663,476');
  await expect(price).not.toHaveAttribute('aria-invalid');
  await calculator.type('Electricity price', '0,75');
  await expect(calculator.ownTotal).toHaveText(withPoint ?? '');
  await expect(price).toHaveValue('0,75');
  await expect(price).not.toHaveAttribute('aria-invalid');
});

test('a server price with grouping commas or full-width digits reads as the same number', async ({ calculator }) => {
  await calculator.openStartup('', { charts: false });
  const server = calculator.field('Server price');
  await calculator.type('Server price', '２５００００');
  await expect(server).not.toHaveAttribute('aria-invalid');
  await expect(calculator.verdict).not.toHaveText(DEFAULT_VERDICT);
  const fullWidth = await calculator.ownTotal.textContent();
  await calculator.type('Server price', '280000');
  await expect(calculator.verdict).toHaveText(DEFAULT_VERDICT);
  await calculator.type('Server price', '250,000');
  await expect(calculator.ownTotal).toHaveText(fullWidth ?? '');
  await expect(server).not.toHaveAttribute('aria-invalid');
  await calculator.type('Server price', '280000');
  await expect(calculator.verdict).toHaveText(DEFAULT_VERDICT);
  await calculator.type('Server price', '250000');
  await expect(calculator.ownTotal).toHaveText(fullWidth ?? '');
});

test('mixing a decimal comma with grouping dots is refused in the field, not read wrong', async ({ calculator }) => {
  await calculator.openStartup('', { charts: false });
  await calculator.type('Server price', '1.234,5');
  await expect(calculator.field('Server price')).toHaveAttribute('aria-invalid', 'true');
  await expect(calculator.page.getByText('Use one decimal mark: 1234.5, 1,234.5 or 1234,5.')).toBeVisible();
  await expect(calculator.verdict).toHaveText(DEFAULT_VERDICT);
});

test('a link with gpus=0x10 names the GPUs in its notice and keeps the default GPUs', async ({ calculator }) => {
  const { page } = calculator;
  await calculator.open('?gpus=0x10', { charts: false });
  const notice = page.getByRole('status').filter({ hasText: 'This link could not be used exactly as it was.' });
  await expect(notice).toContainText('“GPUs needed at once” was not valid');
  await expect(calculator.field('GPUs needed at once')).toHaveValue('4');
  await expect(calculator.verdict).toHaveText(DEFAULT_VERDICT);
});

test('typing 25 busy hours keeps the result, the address and a reload at the hours from before', async ({
  calculator,
}) => {
  test.slow();
  const { page } = calculator;
  await calculator.openStartup('', { charts: false });
  const hours = calculator.field('Busy hours a day');
  await calculator.type('Busy hours a day', '25');
  await expect(hours).toHaveValue('25');
  await expect(page.getByText('At most 24.')).toBeVisible();
  await expect(page.getByText(/Showing the last valid result/)).toBeVisible();
  await expect(calculator.verdict).toHaveText(DEFAULT_VERDICT);
  // another change writes the address with the whole state of its moment: the hours in it are 8
  await page.locator('.view-switch').getByLabel('Cash').check();
  await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('cash');
  expect((await calculator.addressScenario())?.workload.hoursPerDay).toBe(8);
  await page.reload();
  await expect(calculator.field('Busy hours a day')).toHaveValue('8');
  await expect(page.locator('.view-switch').getByLabel('Cash')).toBeChecked();
});

test('1e300 GPUs says the bound and keeps the result from before the edit', async ({ calculator }) => {
  const { page } = calculator;
  await calculator.openStartup('', { charts: false });
  await calculator.type('GPUs needed at once', '1e300');
  await expect(calculator.field('GPUs needed at once')).toHaveValue('1e300');
  await expect(page.getByText('At most 100,000.')).toBeVisible();
  await expect(calculator.verdict).toHaveText(DEFAULT_VERDICT);
  await expect(calculator.ownTotal).toHaveText('CN¥663,476');
});

test('366 active days says the bound and keeps the result from before the edit', async ({ calculator }) => {
  await calculator.openStartup('', { charts: false });
  await calculator.type('Active days a year', '366');
  await expect(calculator.page.getByText('At most 365.')).toBeVisible();
  await expect(calculator.verdict).toHaveText(DEFAULT_VERDICT);
});
