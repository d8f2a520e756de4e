// "Fill the workload from logs" in a real browser: a log chosen from disk shows what it holds, fills
// the workload in one step that Back undoes, a file of another kind is refused with the calculator
// untouched, and a large log can be cancelled while it is read. Figures are worked by hand in
// docs/method/usage.md and src/engine/usage/fill.test.ts.
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

const SACCT = 'examples/logs/sacct-small.txt';
const DCGM = 'examples/logs/dcgm-small.prom';

test('a Slurm log shows what it holds, fills the workload in one step, and Back restores it', async ({
  calculator,
}) => {
  const { page } = calculator;
  await calculator.open('', { charts: false });
  const before = {
    gpus: await calculator.field('GPUs needed at once').inputValue(),
    hours: await calculator.field('Busy hours a day').inputValue(),
    days: await calculator.field('Active days a year').inputValue(),
    verdict: await calculator.verdict.textContent(),
  };
  const usage = page.getByTestId('usage-import');
  await usage.getByText('Fill the workload from logs').click();
  await expect(usage.getByText('Read in this browser: nothing is uploaded.')).toBeVisible();
  await usage.getByLabel('Choose log files').setInputFiles(SACCT);

  const found = usage.getByRole('region', { name: 'sacct-small.txt' });
  await expect(found.getByRole('heading')).toHaveText('sacct-small.txt: Slurm accounting');
  // 2 × 4 + 4 × 1.5 + 1 × 2 + 8 × 1 = 24 GPU-hours; at once 0 for 35 of 41 h, p95 6, most 9
  await expect(found).toContainText('2026-11-02 08:00 to 2026-11-04 01:00');
  await expect(found).toContainText('24 GPU-hours');
  await expect(found).toContainText('median 0, 95th percentile 6, most 9');
  // job 1007 starts at hour 25
  await expect(found).toContainText('10 in all, 1 not read');
  await expect(found).toContainText('line 9: its Start "2026-11-03T25:00:00" is not a time');
  await expect(usage.getByRole('figure')).toContainText('GPUs in use by hour of the day, sacct-small.txt.');

  await usage.getByRole('button', { name: 'Fill the workload', exact: true }).click();
  // the median, 0 GPUs, taken as 1; 24 GPU-hours over 3 active days ÷ 1 card; 3 of 3 days
  await expect(calculator.field('GPUs needed at once')).toHaveValue('1');
  await expect(calculator.field('Busy hours a day')).toHaveValue('8');
  await expect(calculator.field('Active days a year')).toHaveValue('365');
  await expect(usage.getByRole('status').last()).toContainText('Filled from sacct-small.txt.');
  await calculator.addressHolds(
    (s) => [
      s.workload.gpus,
      s.hybrid?.peakGpus,
      s.utilization?.targetPct,
      s.sources['workload.gpus']?.asOf !== undefined,
    ],
    [1, 6, 78, true],
  );

  await page.goBack();
  await expect(calculator.field('GPUs needed at once')).toHaveValue(before.gpus);
  await expect(calculator.field('Busy hours a day')).toHaveValue(before.hours);
  await expect(calculator.field('Active days a year')).toHaveValue(before.days);
  await expect(calculator.verdict).toHaveText(before.verdict ?? '');
  expect(await calculator.seriousAccessibilityViolations()).toEqual([]);
});

test('nvidia-smi samples show their GPUs, interval and busy hours', async ({ calculator }) => {
  const { page } = calculator;
  await calculator.open('', { charts: false });
  const usage = page.getByTestId('usage-import');
  await usage.getByText('Fill the workload from logs').click();
  await usage.getByLabel('Choose log files').setInputFiles('examples/logs/nvidia-smi-query-small.csv');
  const found = usage.getByRole('region', { name: 'nvidia-smi-query-small.csv' });
  await expect(found.getByRole('heading')).toHaveText('nvidia-smi-query-small.csv: nvidia-smi samples (--query-gpu)');
  await expect(found).toContainText('GPUs sampled2');
  await expect(found).toContainText('Sampling interval10 s');
});

test('busy time by the engine’s activity, and DCGM scrapes saved without timestamps read at a stated interval', async ({
  calculator,
}) => {
  const { page } = calculator;
  await calculator.open('', { charts: false });
  const usage = page.getByTestId('usage-import');
  await usage.getByText('Fill the workload from logs').click();
  // engine activity 0.60, 0.05 and 0.00 for 30 s each: 19.5 busy GPU-seconds (0.00542 h) of 90
  await usage.getByLabel('Busy time').selectOption('activity');
  await expect(usage.getByLabel('Busy above')).toBeDisabled();
  await usage.getByLabel('Choose log files').setInputFiles(DCGM);
  const found = usage.getByRole('region', { name: 'dcgm-small.prom' });
  await expect(found).toContainText('0.00542 of 0.025 GPU-hours sampled, by the engine’s activity');
  // the same log by a utilization threshold of 10 %: the 0.60 and 0.05 samples read as 60 % and 5 %
  await usage.getByLabel('Busy time').selectOption('threshold');
  await usage.getByRole('button', { name: 'Read again with these settings' }).click();
  await expect(found).toContainText('0.00833 of 0.025 GPU-hours sampled above 10%');

  // without timestamps the scrapes' times are unknown until their interval is given
  const untimed = readFileSync(DCGM, 'utf8').replace(/ \d{13}$/gm, '');
  const file = { name: 'untimed.prom', mimeType: 'text/plain', buffer: Buffer.from(untimed) };
  await usage.getByLabel('Choose log files').setInputFiles(file);
  await expect(usage.getByRole('alert')).toContainText('give the interval between scrapes');
  await usage.getByLabel('DCGM scrapes every').fill('30');
  await usage.getByLabel('Choose log files').setInputFiles(file);
  const read = usage.getByRole('region', { name: 'untimed.prom' });
  await expect(read).toContainText('Sampling interval30 s');
  await expect(read).toContainText('0.00833 of 0.025 GPU-hours sampled above 10%');
});

test('a file of another kind is refused in one line, and the calculator is untouched', async ({ calculator }) => {
  const { page } = calculator;
  await calculator.open('', { charts: false });
  const verdict = await calculator.verdict.textContent();
  const usage = page.getByTestId('usage-import');
  await usage.getByText('Fill the workload from logs').click();
  await usage.getByLabel('Choose log files').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Shopping list\nmilk\n'),
  });
  await expect(usage.getByRole('alert')).toHaveText(/^notes\.txt was not read: not a log this reads: Slurm accounting/);
  await expect(usage.getByRole('button', { name: 'Fill the workload', exact: true })).toHaveCount(0);
  await expect(calculator.verdict).toHaveText(verdict ?? '');
});

test('a large log shows its progress and can be cancelled, leaving the workload as it was', async ({ calculator }) => {
  const { page } = calculator;
  const dir = await mkdtemp(join(tmpdir(), 'gpu-tco-usage-'));
  const file = join(dir, 'large-nvidia-smi.csv');
  try {
    await writeLargeLog(file, 3_000_000);
    await calculator.open('', { charts: false });
    const gpus = await calculator.field('GPUs needed at once').inputValue();
    const usage = page.getByTestId('usage-import');
    await usage.getByText('Fill the workload from logs').click();
    await usage.getByLabel('Choose log files').setInputFiles(file);
    await expect(usage.getByRole('progressbar', { name: /Reading large-nvidia-smi\.csv/ })).toBeVisible();
    await usage.getByRole('button', { name: 'Cancel' }).click();
    await expect(usage.getByRole('status').first()).toHaveText('Reading cancelled. The workload is as it was.');
    await expect(usage.getByRole('progressbar')).toHaveCount(0);
    await expect(calculator.field('GPUs needed at once')).toHaveValue(gpus);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

/** An nvidia-smi --query-gpu log of `lines` samples (8 GPUs, one a second), written as it is made. */
async function writeLargeLog(path: string, lines: number): Promise<void> {
  await writeFile(path, 'timestamp, index, uuid, utilization.gpu [%], memory.used [MiB], power.draw [W]\n');
  const out = createWriteStream(path, { flags: 'a' });
  const start = Date.UTC(2026, 10, 2);
  for (let i = 0; i < lines; i += 1) {
    const t = new Date(start + Math.floor(i / 8) * 1000)
      .toISOString()
      .replace('T', ' ')
      .replace(/-/g, '/')
      .slice(0, 23);
    const line = `${t}, ${i % 8}, GPU-0000000${i % 8}, ${(i * 37) % 101} %, 40000 MiB, 400.00 W\n`;
    if (!out.write(line)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}
