import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

test('saves a scenario, and opens it again after a reload', async ({ calculator }) => {
  const { page } = calculator;
  await calculator.open();
  await calculator.type('GPUs needed at once', '12');
  const verdict = await calculator.verdict.textContent();
  await page.getByRole('button', { name: 'Saved scenarios' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('Twelve cards');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('Saved “Twelve cards”.')).toBeVisible();
  await page.goto('/');
  await expect(calculator.verdict).toHaveText('Renting saves CN¥82,189 (71.9%) over 3 years.');
  // the prerendered page shows the button before the page's code runs: a click is the page's once it answers input
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Saved scenarios' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Open “Twelve cards”' }).click();
  await expect(calculator.verdict).toHaveText(verdict ?? '');
});

test('corrupted storage is explained and never breaks the page', async ({ calculator }) => {
  const { page } = calculator;
  await page.addInitScript(() => localStorage.setItem('gpu-tco:saved:v1', '{"version":1,"saved":[{"oops'));
  await calculator.open();
  await page.getByRole('button', { name: 'Saved scenarios' }).click();
  await expect(page.getByRole('dialog').getByText(/could not be read/)).toBeVisible();
  await page.keyboard.press('Escape');
  await calculator.type('GPUs needed at once', '8');
  await expect(calculator.verdict).not.toHaveText('Renting saves CN¥82,189 (71.9%) over 3 years.');
});

test('full or disabled storage leaves the scenario on screen as it is', async ({ calculator }) => {
  const { page } = calculator;
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await calculator.open();
  await calculator.type('GPUs needed at once', '6');
  const verdict = await calculator.verdict.textContent();
  await page.getByRole('button', { name: 'Saved scenarios' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('Six cards');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText(/no room left/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calculator.verdict).toHaveText(verdict ?? '');
  await expect(calculator.field('GPUs needed at once')).toHaveValue('6');
});
