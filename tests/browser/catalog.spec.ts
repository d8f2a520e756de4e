// The catalog by market in the browser: a link pinned to an earlier catalog snapshot keeps its figures
// and offers today's prices with what they would change, taken in one step of Back; a reader in the
// US picks from US rows in dollars.
import { DEFAULT_SCENARIO, type Scenario } from '../../src/engine/index.ts';
import { encodeScenario } from '../../src/state/link/write.ts';
import { expect, test } from './support/calculator.ts';

/** A China RTX 4090 scenario whose catalog figures came from a snapshot the page no longer has. */
const PINNED: Scenario = {
  ...DEFAULT_SCENARIO,
  catalog: { snapshot: '2026-01-05-0badc0de', entry: 'rtx-4090-cn', market: 'cn' },
  sources: { 'rent.pricePerGpuHour': { source: 'AutoDL, on demand, as the catalog had it', asOf: '2026-01-05' } },
  rent: { ...DEFAULT_SCENARIO.rent, pricePerGpuHour: 2.5, monthlyPricePerGpu: null },
};

test.describe('an English reader in China', () => {
  test.use({ locale: 'en-CN' });

  test('a link pinned to an earlier catalog keeps its figures and offers today’s prices, in one step of Back', async ({
    page,
    calculator,
  }) => {
    await calculator.open(`?s=${await encodeScenario(PINNED)}`, { charts: false });
    await expect(calculator.field('Price per card-hour')).toHaveValue('2.5');
    const notice = page.getByRole('region', { name: 'Prices from an earlier catalog' });
    await expect(notice).toContainText('catalog snapshot 2026-01-05-0badc0de, and are kept as they were');
    // the figure's source says how old it is
    await expect(
      page.getByText(/^Source: AutoDL, on demand, as the catalog had it, as of 2026-01-05 · stale/),
    ).toBeVisible();

    await notice.getByRole('button', { name: "Compare with today's prices" }).click();
    await expect(notice.getByRole('listitem')).toContainText(['rental price: 2.5 → 1.98']);
    await expect(notice.getByRole('listitem').filter({ hasText: 'monthly price' })).toHaveText(
      'monthly price: none → 1,052',
    );
    // nothing changes until the reader takes them
    await expect(calculator.field('Price per card-hour')).toHaveValue('2.5');
    await notice.getByRole('button', { name: "Use today's prices" }).click();
    await expect(calculator.field('Price per card-hour')).toHaveValue('1.98');
    await expect(calculator.field('Monthly price per card')).toHaveValue('1052');
    await expect(notice).toHaveCount(0);
    // the address is written a moment after the edit: then Back is a step
    await calculator.addressHolds((s) => s.rent.pricePerGpuHour, 1.98);

    await page.goBack();
    await expect(calculator.field('Price per card-hour')).toHaveValue('2.5');
    await expect(calculator.field('Monthly price per card')).toHaveValue('');
  });
});

test.describe('a reader in the US', () => {
  test.use({ locale: 'en-US' });

  test('picks from US rows in dollars, the China ones only among other markets', async ({ page, calculator }) => {
    await calculator.open('', { charts: false });
    const picker = calculator.field('Fill from the GPU catalog');
    await picker.focus();
    const us = picker.locator('optgroup[label="US prices (USD)"] option', { hasText: 'NVIDIA H100 SXM5' });
    await expect(us).toHaveCount(1);
    await expect(
      picker.locator('optgroup[label="Other markets (converted and marked so)"] option', {
        hasText: 'NVIDIA H100 SXM5',
      }),
    ).toHaveCount(1);
    await picker.selectOption({ label: (await us.textContent()) ?? '' });
    // Lambda's 4.29 USD a card-hour, as the source printed it: no conversion
    await expect(calculator.field('Price per card-hour')).toHaveValue('4.29');
    await expect(page.getByText(/^Source: Lambda/).first()).toBeVisible();
    await expect(page.getByText(/converted from/)).toHaveCount(0);
  });
});
