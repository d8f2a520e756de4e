import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

test('an edit goes into the address, and reloading shows the same numbers', async ({ calculator }) => {
  const { page } = calculator;
  await calculator.open();
  await calculator.type('GPUs needed at once', '8');
  await calculator.type('Price per card-hour', '12');
  await page.locator('.view-switch').getByLabel('Cash').check();
  const verdict = await calculator.verdict.textContent();
  await expect(page).toHaveURL(/[?&]s=4\./);
  await expect(page).toHaveURL(/[?&]view=cash/);
  await page.reload();
  await expect(calculator.verdict).toHaveText(verdict ?? '');
  await expect(calculator.field('GPUs needed at once')).toHaveValue('8');
  await expect(page.locator('.view-switch').getByLabel('Cash')).toBeChecked();
});

test('Back and Forward step through bursts of edits, not keystrokes', async ({ calculator }) => {
  const { page } = calculator;
  // the page's clock, moved on by hand: a pause that ends a burst is time passing, not a sleep
  await page.clock.install();
  await calculator.open();
  const first = await calculator.verdict.textContent();
  await calculator.type('Price per card-hour', '12');
  // the address is written a moment after the burst of keys
  await calculator.addressHolds((s) => s.rent.pricePerGpuHour, 12);
  const second = await calculator.verdict.textContent();
  await page.clock.fastForward(1600); // a pause ends the burst: the next edit is a new history entry
  await calculator.type('GPUs needed at once', '16');
  const third = await calculator.verdict.textContent();
  await calculator.addressHolds((s) => s.workload.gpus, 16);
  await page.goBack();
  await expect(calculator.verdict).toHaveText(second ?? '');
  await expect(calculator.field('GPUs needed at once')).toHaveValue('4');
  await page.goBack();
  await expect(calculator.verdict).toHaveText(first ?? '');
  await expect(calculator.field('Price per card-hour')).toHaveValue('1.98');
  await page.goForward();
  await expect(calculator.verdict).toHaveText(second ?? '');
  await page.goForward();
  await expect(calculator.verdict).toHaveText(third ?? '');
});

test('a hand-written link opens with its figures and language', async ({ calculator }) => {
  await calculator.open('?gpus=8&hours=10&price=2.5&lang=zh');
  // rent 8 × 10 × 250 × 3 × 2.5 = 150,000; own 970,058.27 (tests of the link codec work it by hand)
  await expect(calculator.verdict).toHaveText('在 3 年内，租用可节省 ¥82.01万（84.5%）。');
  await expect(calculator.page.getByLabel('同时需要的 GPU', { exact: true })).toHaveValue('8');
});

test('the address holds a link as soon as the page opens, so reloading keeps it', async ({ calculator }) => {
  const { page } = calculator;
  await calculator.open('?gpus=8&lang=zh');
  await expect(page).toHaveURL(/\?s=4\.[\w-]+&lang=zh-CN$/);
  const verdict = await calculator.verdict.textContent();
  await page.reload();
  await expect(calculator.verdict).toHaveText(verdict ?? '');
  await expect(page.getByLabel('同时需要的 GPU', { exact: true })).toHaveValue('8');
});

test('a damaged link is explained politely and the calculator still works', async ({ calculator }) => {
  const { page } = calculator;
  await calculator.open('?s=1.3VfNbttGEH6VAYEiErqklpJlKzJ6cGxDD&gpus=eight&theme=neon');
  const notice = page.getByRole('status').filter({ hasText: 'This link could not be used exactly as it was.' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('damaged, perhaps cut short');
  await expect(notice).toContainText('“GPUs needed at once” was not valid');
  await expect(notice).toContainText('The setting “theme” had a value');
  await expect(calculator.verdict).toHaveText('Renting saves CN¥82,189 (71.9%) over 3 years.');
  await calculator.type('GPUs needed at once', '8');
  await expect(calculator.verdict).not.toHaveText('Renting saves CN¥82,189 (71.9%) over 3 years.');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});

test('markup in a link stays text: nothing from a link is rendered as HTML or run', async ({ calculator }) => {
  const { page } = calculator;
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  const name = '<img src=x onerror=alert(1)><script>alert(2)</script>';
  await calculator.open(`?name=${encodeURIComponent(name)}&gpus=8`);
  await expect(calculator.field('Scenario name')).toHaveValue(name);
  await expect(page.locator('#root img[src="x"]')).toHaveCount(0);
  await expect(page.locator('#root script')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('a link from a newer version says so and shows a working default', async ({ calculator }) => {
  await calculator.open('?s=9.AAAA');
  await expect(calculator.page.getByText(/made by a newer version of the calculator/)).toBeVisible();
  await expect(calculator.verdict).toHaveText('Renting saves CN¥82,189 (71.9%) over 3 years.');
});

test('Copy link copies a link that opens the same numbers', async ({ calculator, context }) => {
  const { page } = calculator;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await calculator.open();
  await calculator.type('Busy hours a day', '12');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.', { exact: false })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\?s=4\./);
  const verdict = await calculator.verdict.textContent();
  const other = await context.newPage();
  await other.goto(copied);
  await expect(other.getByTestId('verdict')).toHaveText(verdict ?? '');
});

test('a link with a bad field of a tool or of a provider names it by its label and keeps the rest', async ({
  calculator,
}) => {
  const { page } = calculator;
  // format 2: { version 3, hybrid with peakGpus "lots", provider p1 at a price of −5 }
  await calculator.open(
    '?s=2.JcwxC4MwEIbh__LNKShtl1sr2NG147UeGGpNuDNCkPz3El3e4R2eHZuo-bCArg5TfqsfQTui8LePyUCYw2pwx-k42yD6ElZQ25zzGZLW23EG3YpD1LD5UdQqNHtbD7CtXfgnIDwm4VhN9R8ZRPuYqgK63Esp5Q8&lang=en',
  );
  const notice = page.getByRole('status').filter({ hasText: 'This link could not be used exactly as it was.' });
  await expect(notice).toContainText('“Cards at peak” was not valid');
  await expect(notice).toContainText('“Price per card-hour (p1)” was not valid');
  await expect(notice).toContainText('the part of the link that holds it was left out');
  await expect(calculator.verdict).toHaveText('Renting saves CN¥644,276 (97.1%) over 3 years.');
});
