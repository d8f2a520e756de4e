// Starting from the job in a real browser: a job fills the workload, travels in the link and comes
// back with it, works from the keyboard, and leaves no serious accessibility violation.
import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

test('a 70B fine-tune fills the workload, travels in the link and opens again from it', async ({ calculator }) => {
  const { page } = calculator;
  await calculator.open('', { charts: false });
  const job = page.getByTestId('job-start');
  await job.getByText('Start from the job').click();
  await job.getByRole('button', { name: 'A 70B full fine-tune on 8-card instances' }).click();
  // one run: 8,140.9 GPU-hours on 32 cards (src/app/job/JobStart.test.tsx works it by hand)
  await expect(job.getByTestId('job-figures')).toContainText('8,140.9 GPU-hours; cards used: 32');
  const before = await calculator.verdict.textContent();
  await job.getByRole('button', { name: 'Fill the workload from this job' }).click();

  await expect(calculator.field('GPUs needed at once')).toHaveValue('32');
  await expect(calculator.field('Busy hours a day')).toHaveValue('24');
  await expect(calculator.verdict).not.toHaveText(before ?? '');
  await calculator.addressHolds(
    (s) => [s.job?.training?.tokens, s.job?.gpu.id, s.workload.gpus],
    [20e9, 'h100-sxm', 32],
  );

  await page.reload();
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  // the browser may bring the page back scrolled: the part loads when its place is near the screen
  await page.getByRole('group', { name: 'Workload' }).scrollIntoViewIfNeeded();
  // the link's job opens the part and shows itself, with the workload it filled
  await expect(calculator.field('Model')).toHaveValue('llama-3.1-70b');
  await expect(calculator.field('Training tokens')).toHaveValue('20');
  await expect(job.getByRole('status')).toContainText('The workload is filled from this job — cards: 32;');
  await expect(calculator.field('GPUs needed at once')).toHaveValue('32');
  expect(await calculator.seriousAccessibilityViolations()).toEqual([]);
});

test('the days a job fills read as a reader would type them, and the verdict is computed from what the field shows', async ({
  calculator,
}) => {
  const { page } = calculator;
  await calculator.open('', { charts: false });
  const job = page.getByTestId('job-start');
  await job.getByText('Start from the job').click();
  await job.getByRole('button', { name: 'A 70B full fine-tune on 8-card instances' }).click();
  await job.getByRole('button', { name: 'Fill the workload from this job' }).click();
  // 254.4034 hours a run ÷ 24 = 10.6001 days, written to a tenth
  await expect(calculator.field('Active days a year')).toHaveValue('10.6');
  await expect(job.getByRole('status')).toContainText('days a year: 10.6.');
  const filled = await calculator.verdict.textContent();
  // typing what the field shows changes nothing: no digit was hidden behind it
  await calculator.type('Active days a year', '10.6');
  await expect(calculator.verdict).toHaveText(filled ?? '');
  await expect(job.getByRole('status')).toContainText('The workload is filled from this job');
  await calculator.addressHolds((s) => s.workload.daysPerYear, 10.6);
});

test('the job works from the keyboard, and stopping it keeps the workload', async ({ calculator }) => {
  const { page } = calculator;
  await calculator.open('', { charts: false });
  const summary = page.getByTestId('job-start').locator('summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await calculator.field('Serve a model').focus();
  await page.keyboard.press('Space');
  await expect(calculator.field('Tokens a day')).toBeVisible();
  // Llama 3.1 8B has a measured row on the H100 SXM, which the form picks for the reader
  await calculator.field('Model').focus();
  await calculator.field('Model').selectOption('llama-3.1-8b');
  await calculator.field('GPU').selectOption('h100-sxm');
  await page.getByRole('button', { name: 'Fill the workload from this job' }).focus();
  await page.keyboard.press('Enter');
  // a service is held all day, every day
  await expect(calculator.field('Active days a year')).toHaveValue('365');
  await calculator.addressHolds((s) => s.job?.kind, 'serving');
  await page.getByRole('button', { name: 'Stop sizing from the job' }).focus();
  await page.keyboard.press('Enter');
  await calculator.addressHolds((s) => s.job === undefined, true);
  await expect(calculator.field('Active days a year')).toHaveValue('365');
});
