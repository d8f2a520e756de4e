// Damaged links and damaged saved data: the page and the embed always show a working calculator and
// say what they could not use; they never stay blank.
import { constants, deflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

/** 3,000 nested lists: once enough to blank the page and the embed. */
const NESTED = '?s=2.7cFBCQBACACwLsawymEPQa67NXxsm-jIBwAAnFcAAMB5fwE';
const DEFAULT_VERDICT = 'Renting saves CN¥82,189 (71.9%) over 3 years.';
const NOTICE_TITLE = 'This link could not be used exactly as it was.';

/** A link of about 1 MB whose scenario part would inflate to about 1 GB of text. */
function hugeQuery(): string {
  const piece = deflateRawSync(Buffer.alloc(1 << 20, 0x20), { finishFlush: constants.Z_SYNC_FLUSH });
  const pieces = Math.floor(1_000_000 / ((piece.length * 4) / 3));
  const bytes = Buffer.concat([...Array.from({ length: pieces }, () => piece), Buffer.from([3, 0])]);
  return `?s=2.${bytes.toString('base64url')}`;
}

/**
 * Opens `path` with a query too long for the preview server's request line (Node refuses headers over
 * 16 kB): the browser keeps the address, the page itself is served from the route.
 */
async function openLongAddress(page: Page, path: string, query: string): Promise<void> {
  const html = await (await page.request.get(path)).text();
  await page.route(
    (url) => url.pathname === path && url.search.length > 10_000,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }),
  );
  await page.goto(`${path}${query}`);
}

test('a link nested 3,000 lists deep opens the calculator with the damaged-link notice', async ({ calculator }) => {
  const { page } = calculator;
  await page.goto(`/${NESTED}`);
  await expect(calculator.verdict).toBeVisible();
  await expect(calculator.verdict).toHaveText(DEFAULT_VERDICT);
  const notice = page.getByRole('status').filter({ hasText: NOTICE_TITLE });
  await expect(notice).toContainText('Its scenario part is damaged');
});

test('the embed opens a link nested 3,000 lists deep and says so in one line', async ({ calculator }) => {
  const { page } = calculator;
  await page.goto(`/embed.html${NESTED}`);
  await expect(calculator.verdict).toHaveText(DEFAULT_VERDICT);
  await expect(page.getByRole('status').filter({ hasText: NOTICE_TITLE })).toHaveText(
    `${NOTICE_TITLE} Left out or changed: “the scenario”.`,
  );
});

test('a link that would inflate to a gigabyte shows the notice and the default scenario', async ({ calculator }) => {
  test.slow();
  const { page } = calculator;
  const query = hugeQuery();
  expect(query.length).toBeGreaterThan(900_000);
  await openLongAddress(page, '/', query);
  await expect(calculator.verdict).toHaveText(DEFAULT_VERDICT);
  await expect(page.getByRole('status').filter({ hasText: NOTICE_TITLE })).toContainText(
    'Its scenario part unpacks to more than 1 MB',
  );
});

test('a repeated parameter is named in the notice, by its field', async ({ calculator }) => {
  const { page } = calculator;
  await page.goto('/?gpus=8&gpus=2');
  await expect(calculator.field('GPUs needed at once')).toHaveValue('8');
  await expect(page.getByRole('status').filter({ hasText: NOTICE_TITLE })).toContainText(
    'The link gave “GPUs needed at once (gpus)” more than once; the first value was used',
  );
});

test('a saved list with one entry nested 100,000 deep still lists and opens the others', async ({ calculator }) => {
  const { page } = calculator;
  await page.addInitScript(() => {
    const entry = (name: string, scenario: string) =>
      `{"id":"${name}","name":"${name}","savedAt":"2026-03-01T09:00:00.000Z","scenario":${scenario}}`;
    const twelve =
      '{"version":3,"currency":"CNY","horizonMonths":36,"workload":{"gpus":12,"hoursPerDay":8,"daysPerYear":250},"own":{"serverPrice":280000,"gpusPerServer":4,"depreciation":{"method":"straight-line","years":3,"salvagePct":0},"power":{"gpuWatts":300,"idleGpuWatts":40,"serverBaseWatts":500,"pue":1.58,"pricePerKWh":0.63,"alwaysOn":true},"ops":{"staffPerYear":120000,"maintenancePctPerYear":0,"colocationPerMonth":0,"bandwidthPerMonth":0,"otherPerYear":0}},"rent":{"plan":"on-demand","pricePerGpuHour":0.8,"billingIncrementMinutes":60}}';
    const deep = `{"version":3,"notes":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const saved = [entry('Twelve cards', twelve), entry('Deep', deep), entry('Also twelve', twelve)];
    if (!localStorage.getItem('gpu-tco:saved:v1')) {
      localStorage.setItem('gpu-tco:saved:v1', `{"version":1,"saved":[${saved.join(',')}]}`);
    }
  });
  await calculator.open('', { charts: false });
  await page.getByRole('button', { name: 'Saved scenarios' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 4 })).toHaveText(['Twelve cards', 'Also twelve']);
  await expect(dialog.getByText('One saved entry could not be read and is not shown:')).toBeVisible();
  await expect(dialog.getByText(/^Entry 2, “Deep”/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Open “Twelve cards”' }).click();
  await page.keyboard.press('Escape');
  await expect(calculator.field('GPUs needed at once')).toHaveValue('12');
});
