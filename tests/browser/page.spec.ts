import { expect, test } from '@playwright/test';

test('the built page shows a verdict computed by the engine', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  // the start-up example: owning 663,476.31 (docs/cost-model.md works it by hand) against renting 19,200
  await expect(page.getByTestId('verdict')).toHaveText('Renting saves CN¥644,276 over 3 years.');
  await expect(page.getByTestId('own-total')).toHaveText('CN¥663,476');
  await expect(page.getByTestId('rent-total')).toHaveText('CN¥19,200');
  expect(errors).toEqual([]);
});
