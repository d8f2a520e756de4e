// The verdict redraws with the key press; the charts and the tools follow from a deferred render and,
// until they have, say that they are out of date (aria-busy): they never show another scenario's
// figures as if they were this one's.
import type { Page } from '@playwright/test';
import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

/**
 * Watches every frame until stopped: a frame where the chart's table shows another renting total
 * than the key figures while its part is not marked busy is recorded as a mismatch.
 */
async function watchFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __mismatches: string[]; __frames: number; __watching: boolean };
    w.__mismatches = [];
    w.__frames = 0;
    w.__watching = true;
    const frame = () => {
      if (!w.__watching) return;
      w.__frames += 1;
      const rent = document.querySelector('[data-testid="rent-total"]')?.textContent;
      const later = document.querySelector('.results__later');
      const cells = document.querySelectorAll('.charts-panel tbody tr:last-child td');
      const chartRent = cells[cells.length - 1]?.textContent;
      if (chartRent !== rent && later?.getAttribute('aria-busy') !== 'true') {
        w.__mismatches.push(`verdict ${rent}, chart ${chartRent}`);
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

test('a key press on a slider moves the verdict, and the chart catches up, busy until it has', async ({
  calculator,
}) => {
  const { page } = calculator;
  await calculator.openStartup();
  await page.getByLabel('Show as table').check();
  const lastRent = page.locator('.charts-panel tbody tr:last-child td').last();
  // the start-up example: 4 cards renting CN¥19,200 over the 36 months; the table's last month is the total
  await expect(calculator.rentTotal).toHaveText('CN¥19,200');
  await expect(lastRent).toHaveText('CN¥19,200');
  await watchFrames(page);

  const slider = calculator.field('GPUs needed at once (slider)');
  await slider.focus();
  // 5 cards instead of 4 rent a quarter more: 19,200 ÷ 4 × 5 = 24,000
  await slider.press('ArrowRight');
  await expect(calculator.rentTotal).toHaveText('CN¥24,000');
  await expect(lastRent).toHaveText('CN¥24,000');
  await expect(page.locator('.results__later')).not.toHaveAttribute('aria-busy');
  // and back, several presses in a row, as holding the key down does
  for (let i = 0; i < 4; i += 1) await slider.press('ArrowLeft');
  // 1 card: 19,200 ÷ 4 = 4,800
  await expect(calculator.rentTotal).toHaveText('CN¥4,800');
  await expect(lastRent).toHaveText('CN¥4,800');
  await expect(page.locator('.results__later')).not.toHaveAttribute('aria-busy');

  const watched = await page.evaluate(() => {
    const w = window as unknown as { __mismatches: string[]; __frames: number; __watching: boolean };
    w.__watching = false;
    return { mismatches: w.__mismatches, frames: w.__frames };
  });
  expect(watched.frames).toBeGreaterThan(0);
  expect(watched.mismatches).toEqual([]);
});

test('a tool below shows its answer for the scenario being edited, busy while it catches up', async ({
  calculator,
}) => {
  const { page } = calculator;
  await calculator.openStartup();
  await page.locator('.tools-slot').scrollIntoViewIfNeeded();
  const hybrid = page.locator('[data-tool="hybrid"]');
  await hybrid.getByRole('checkbox', { name: 'Use this tool' }).check();
  const answer = hybrid.locator('.tool__answer');
  await expect(answer.locator('figcaption')).toBeVisible();
  const before = await answer.locator('figcaption').textContent();
  await calculator.type('Price per card-hour', '40');
  await expect(calculator.verdict).toHaveText('Owning saves CN¥296,524 (30.9%) over 3 years.');
  await expect(answer.locator('figcaption')).not.toHaveText(before ?? '');
  await expect(answer).not.toHaveAttribute('aria-busy');
});
