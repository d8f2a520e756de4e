// Provider screening in a real browser: two providers added (one by hand, one from the dated
// catalog), evidence pasted and read, scores, reasons and the radar chart following it, one provider
// put into the calculator, and a reload of the link showing the same scorecards.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

const NVIDIA_SMI_Q = readFileSync('tests/fixtures/evidence/nvidia-smi-q_H100-80GB-HBM3_idle_590.48.01.txt', 'utf8');
const IPERF3 = readFileSync('tests/fixtures/evidence/iperf3-J_tcp-forward-client_3.21_loopback.json', 'utf8');

async function showProviders(page: Page): Promise<void> {
  await expect(async () => {
    await page.locator('.providers-slot').scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(page.getByRole('heading', { name: 'Provider screening' })).toBeVisible({ timeout: 2000 });
  }).toPass();
}

const row = (page: Page, id: string) => page.locator(`[data-provider-row="${id}"]`);
const radar = (page: Page) => page.locator('.providers__charts .recharts-wrapper').nth(1).locator('> svg').innerHTML();

test('two providers, evidence pasted, scores and radar follow, one picked, and the link keeps them', async ({
  calculator,
}) => {
  // a whole screening from start to reload: longer than one check
  const { page } = calculator;
  await calculator.open('', { charts: false });
  await showProviders(page);
  await page.getByRole('button', { name: 'Start screening providers' }).click();
  await page.getByRole('button', { name: 'Add a provider' }).click();
  await page.getByRole('button', { name: 'Add from the catalog' }).click();
  const catalog = page.getByLabel('Provider and GPU from the dated catalog');
  // every provider row the data holds is offered: Lambda's one-card H100 at 4.29 and its 8-card one at 3.99
  await expect(catalog.locator('option', { hasText: 'Lambda · NVIDIA H100 SXM5 80GB' })).toHaveCount(2);
  const lambda = catalog.locator('option', { hasText: 'Lambda · NVIDIA H100 SXM5 80GB · 4.29 USD' });
  await expect(lambda).toHaveCount(1);
  await catalog.selectOption({ label: (await lambda.textContent()) ?? '' });
  await expect(page.locator('[data-provider-row]')).toHaveCount(2);
  await expect(row(page, 'p1')).toContainText('Provider 1');
  await expect(row(page, 'p2')).toContainText('Lambda');
  // no evidence yet: Lambda's hardware is unknown, not 0, and only billing (1 of 5 weights) is measured
  await expect(row(page, 'p2').locator('td').nth(1)).toHaveText('unknown');
  await expect(row(page, 'p2').locator('[data-standing]')).toHaveText('20% (little evidence)');
  // the price reference is the scenario's own, and the page says so
  await expect(page.locator('[data-price-reference]')).toHaveText(
    /^Price is held against what owning costs a busy GPU-hour in this scenario: CN¥[\d,.]+ /,
  );
  const radarBefore = await radar(page);

  // a provider just added opens by itself
  const card = page.locator('[data-provider="p2"]');
  // the catalog's price with its source and date: 4.29 USD at 7.2 CNY a dollar, 30.888, to the fen
  await expect(card.getByLabel('Price per card-hour', { exact: true })).toHaveValue('30.89');
  await expect(card.getByText(/^Price from .*lambda.*2026-09-20\.$/)).toBeVisible();
  const paste = card.getByLabel(/^Paste the output of nvidia-smi -q/);
  await paste.fill(NVIDIA_SMI_Q);
  await card.getByRole('button', { name: 'Read the evidence' }).click();
  await expect(
    card.getByText(
      'Read: 1 × NVIDIA H100 80GB HBM3, 81559 MiB, MIG Disabled, virtualization Pass-Through, driver 590.48.01, CUDA 13.1.',
    ),
  ).toBeVisible();
  // H100 advertised, H100 reported, 81,559 MiB against 80 GB, whole card: all 10 points
  await expect(row(page, 'p2').locator('td').nth(1)).toHaveText('10');
  await expect(card.locator('[data-dimension="hardware"]')).toContainText(
    'nvidia-smi shows 1 × NVIDIA H100 80GB HBM3. (+10)',
  );
  await expect.poll(() => radar(page)).not.toBe(radarBefore);
  // hardware and billing measured: 2 of 5 weights
  await expect(row(page, 'p2').locator('[data-standing]')).toHaveText('40% (little evidence)');

  // a driver newer than the one reported costs 2 points, and says why
  await page.getByLabel('Driver needed', { exact: true }).fill('595');
  await expect(row(page, 'p2').locator('td').nth(1)).toHaveText('8');
  await expect(card.locator('[data-dimension="hardware"]')).toContainText(
    'Driver 590.48.01 is older than the 595 needed. (−2)',
  );

  // iperf3 on loopback at 8 Mbit/s is far from 10 Gbps; 1 ms of latency at 6 %/ms keeps 4 × (1 − 6/20) = 2.8
  await paste.fill(IPERF3);
  await card.getByRole('button', { name: 'Read the evidence' }).click();
  await expect(card.getByText(/^Read: iperf3 TCP, 2 streams, 0\.00838 Gbps received, 0 retransmits\.$/)).toBeVisible();
  await card.getByLabel('Latency between nodes', { exact: true }).fill('1');
  await expect(row(page, 'p2').locator('td').nth(2)).toHaveText('2.8');
  // hardware, network and billing measured: 60 %, enough to rank on evidence
  await expect(row(page, 'p2').locator('[data-standing]')).toHaveText('60%');
  await expect(card.locator('[data-total]')).toContainText('60% of the weight measured');
  await expect(card.locator('[data-dimension="network"]')).toContainText(
    '1 ms between nodes costs about 6% of distributed-training throughput. (+2.8)',
  );

  // broken evidence is explained and changes nothing
  await paste.fill('{"start": {}}');
  await card.getByRole('button', { name: 'Read the evidence' }).click();
  await expect(card.getByText(/^Not recognized\./)).toBeVisible();
  await expect(row(page, 'p2').locator('td').nth(1)).toHaveText('8');

  // huge input is refused at once, and the page stays usable
  await paste.fill('x'.repeat(3_000_000));
  await card.getByRole('button', { name: 'Read the evidence' }).click();
  await expect(card.getByText(/^Not recognized\..*2,?000,?000/)).toBeVisible();
  await paste.fill('');

  // sorting by total puts the provider ranked on evidence first: Provider 1 has only its price measured
  await page.getByRole('button', { name: 'Sort by Total' }).click();
  await expect(page.locator('[data-provider-row]').first()).toContainText('Lambda');

  // Lambda into the calculator: its price becomes the rent side's
  await page.getByRole('button', { name: 'Use Lambda in the calculator' }).click();
  await expect(row(page, 'p2')).toContainText('In use');
  await expect(page.locator('.inputs').getByLabel('Price per card-hour', { exact: true })).toHaveValue('30.89');
  // 4 cards × 2,000 h a year × 3 years × 30.89 = 741,360, billed by the minute in whole hours of work;
  // its present value at 8 % after a quarter of tax, 741,360 × 24.3120 ÷ 36 months (examples.test.ts)
  await expect(calculator.rentTotal).toHaveText('CN¥500,666');

  const lambdaRow = await row(page, 'p2').textContent();
  const firstRow = await row(page, 'p1').textContent();
  await calculator.addressHolds((s) => s.rent.pricePerGpuHour, 30.89);
  await page.reload();
  await showProviders(page);
  await expect(row(page, 'p2')).toHaveText(lambdaRow ?? '');
  await expect(row(page, 'p1')).toHaveText(firstRow ?? '');
  await page.locator('[data-provider="p2"] summary').click();
  await expect(page.locator('[data-provider="p2"] [data-dimension="hardware"]')).toContainText(
    'Driver 590.48.01 is older than the 595 needed. (−2)',
  );
  await expect(calculator.rentTotal).toHaveText('CN¥500,666');
  expect(await calculator.seriousAccessibilityViolations()).toEqual([]);
});

test('in Chinese on a phone, every tool and two providers on, the page has no serious accessibility violations', async ({
  calculator,
}) => {
  const { page } = calculator;
  await page.setViewportSize({ width: 360, height: 740 });
  await calculator.open('', { charts: false });
  const switches = page.getByLabel('Use this tool');
  // to the tools at once (on a phone they are screens below the verdict), then on as the lower ones load
  await page.locator('.tools-slot').scrollIntoViewIfNeeded();
  await expect(async () => {
    await page.mouse.wheel(0, 800);
    await expect(switches).toHaveCount(8, { timeout: 500 });
  }).toPass();
  for (const one of await switches.all()) await one.check();
  await showProviders(page);
  await page.getByRole('button', { name: 'Start screening providers' }).click();
  await page.getByRole('button', { name: 'Add a provider' }).click();
  await page.getByRole('button', { name: 'Add a provider' }).click();
  const card = page.locator('[data-provider="p1"]');
  await card.getByLabel(/^Paste the output/).fill(NVIDIA_SMI_Q);
  await card.getByRole('button', { name: 'Read the evidence' }).click();
  await page.getByLabel('Language').selectOption('zh-CN');
  await expect(page.getByRole('heading', { name: '服务商筛选' })).toBeVisible();
  await expect(card.locator('[data-dimension="hardware"]')).toContainText(
    'nvidia-smi 显示 1 × NVIDIA H100 80GB HBM3。',
  );
  expect(await calculator.seriousAccessibilityViolations()).toEqual([]);
});
