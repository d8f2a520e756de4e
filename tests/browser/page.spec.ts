import { expect, test } from '@playwright/test';

test('the built page shows a verdict computed by the engine', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  // the start-up example: owning 672,429 against renting 19,200 over 3 years
  await expect(page.getByTestId('verdict')).toHaveText('Renting saves CN¥653,229 over 3 years.');
  await expect(page.getByTestId('own-total')).toHaveText('CN¥672,429');
  await expect(page.getByTestId('rent-total')).toHaveText('CN¥19,200');
  expect(errors).toEqual([]);
});
