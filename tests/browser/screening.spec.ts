// Provider screening as a user works through it: a new provider opens ready to fill in, each paste
// keeps its "Read:" line, bandwidth reads to 3 significant digits, the latency says where it came
// from, a provider keeps one colour in every chart, the scores fit a phone, and a paste far larger
// than a text box is read straight from the clipboard.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

const NVIDIA_SMI_Q = readFileSync('tests/fixtures/evidence/nvidia-smi-q_H100-80GB-HBM3_idle_590.48.01.txt', 'utf8');
const IPERF3 = readFileSync('tests/fixtures/evidence/iperf3-J_tcp-forward-client_3.21_loopback.json', 'utf8');
const GPU_LINE =
  'Read: 1 × NVIDIA H100 80GB HBM3, 81559 MiB, MIG Disabled, virtualization Pass-Through, driver 590.48.01, CUDA 13.1.';
// 8,377,265 bit/s received over loopback: 0.00838 Gbps to 3 significant digits
const NET_LINE = 'Read: iperf3 TCP, 2 streams, 0.00838 Gbps received, 0 retransmits.';

/** nvidia-smi -q of `count` H100s, as the capture's GPU block repeated under other bus ids. */
function manyGpusQ(count: number): string {
  const at = NVIDIA_SMI_Q.indexOf('\nGPU ');
  const head = NVIDIA_SMI_Q.slice(0, at + 1).replace(/Attached GPUs(\s+): 1/, `Attached GPUs$1: ${count}`);
  const block = NVIDIA_SMI_Q.slice(at + 1);
  return head + Array.from({ length: count }, (_, i) => block.replaceAll('00:09.0', `00:${10 + i}.0`)).join('\n');
}

/** 300,000 GPU rows of --query-gpu CSV: 1.2 MB, under the 2 MB limit. */
const HUGE_CSV = `name,memory.total [MiB]\n${'A,1\n'.repeat(300_000)}`;

async function startScreening(page: Page, providers: number): Promise<void> {
  await expect(async () => {
    await page.locator('.providers-slot').scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(page.locator('.providers h2')).toBeVisible({ timeout: 2000 });
  }).toPass();
  await page.getByRole('button', { name: 'Start screening providers' }).click();
  for (let i = 0; i < providers; i++) await page.getByRole('button', { name: 'Add a provider' }).click();
  await expect(page.locator('[data-provider-row]')).toHaveCount(providers);
}

/** Puts text into a React text box at once, as an input event with the whole value. */
async function setBoxText(box: Locator, text: string): Promise<void> {
  await box.evaluate((element, value) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setter?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

/** Pastes text into a box as the browser does from the clipboard. */
async function pasteInto(box: Locator, text: string): Promise<void> {
  await box.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('a new provider opens expanded, each paste keeps its Read line, bandwidth shows 3 significant digits', async ({
  calculator,
}) => {
  test.slow();
  const { page } = calculator;
  await calculator.open('', { charts: false });
  await startScreening(page, 1);
  const card = page.locator('[data-provider="p1"]');
  // open without a click: the fields of the provider just added are there to fill in
  await expect(card.getByLabel('Price per card-hour', { exact: true })).toBeVisible();

  const paste = card.getByLabel(/^Paste the output of nvidia-smi -q/);
  const read = card.getByRole('button', { name: 'Read the evidence' });
  await paste.fill(NVIDIA_SMI_Q);
  await read.click();
  await expect(card.getByText(GPU_LINE, { exact: true })).toBeVisible();
  await paste.fill(IPERF3);
  await read.click();
  await expect(card.getByText(NET_LINE, { exact: true })).toBeVisible();
  // the first paste's line is still there
  await expect(card.getByText(GPU_LINE, { exact: true })).toBeVisible();
  await expect(card.getByLabel('Bandwidth between nodes', { exact: true })).toHaveValue('0.00838');
  await expect(card.locator('[data-dimension="network"]')).toContainText(
    '0.00838 Gbps measured against a 10 Gbps target.',
  );

  // a paste that is not evidence says so, and both lines stay
  await paste.fill('{"start": {}}');
  await read.click();
  await expect(card.getByText(/^Not recognized\./)).toBeVisible();
  await expect(card.getByText(GPU_LINE, { exact: true })).toBeVisible();
  await expect(card.getByText(NET_LINE, { exact: true })).toBeVisible();
});

test('the latency says where it came from: missing, measured by iperf3, or typed in', async ({ calculator }) => {
  test.slow();
  const { page } = calculator;
  await calculator.open('', { charts: false });
  await startScreening(page, 1);
  const card = page.locator('[data-provider="p1"]');
  const latency = card.getByLabel('Latency between nodes', { exact: true });
  const hint = card
    .locator('.field', { has: page.getByLabel('Latency between nodes', { exact: true }) })
    .locator('.field__hint');
  await expect(hint).toHaveText(/^Missing: /);
  await card.getByLabel(/^Paste the output of nvidia-smi -q/).fill(IPERF3);
  await card.getByRole('button', { name: 'Read the evidence' }).click();
  // the streams' mean_rtt, 21 and 18 µs
  await expect(latency).toHaveValue('0.0195');
  await expect(hint).toHaveText('Measured by iperf3 -J: the mean TCP round trip of its 2 streams.');
  await latency.fill('1');
  await expect(hint).toHaveText(/^Typed in or kept from the link/);
  await latency.fill('');
  await expect(hint).toHaveText(/^Missing: /);
});

test('a provider has the same colour in the cost chart, the radar side by side and its own radar', async ({
  calculator,
}) => {
  test.slow();
  const { page } = calculator;
  await calculator.open('', { charts: false });
  await startScreening(page, 3);
  const bars = page.locator('.providers__charts .recharts-bar-rectangle path');
  const sideBySide = page.locator('.providers__charts .recharts-radar-polygon path');
  await expect(bars).toHaveCount(3);
  await expect(sideBySide).toHaveCount(3);
  const colours: string[] = [];
  for (const [i, id] of ['p1', 'p2', 'p3'].entries()) {
    const own = page.locator(`[data-provider="${id}"] .provider__radar .recharts-radar-polygon path`);
    await expect(own).toHaveCount(1);
    const colour = await own.getAttribute('stroke');
    expect(colour).toBeTruthy();
    await expect(bars.nth(i)).toHaveAttribute('fill', colour ?? '');
    await expect(sideBySide.nth(i)).toHaveAttribute('stroke', colour ?? '');
    colours.push(colour ?? '');
  }
  expect(new Set(colours).size).toBe(3);
});

for (const lang of ['en', 'zh-CN'] as const) {
  test(`on a 360 px phone the scores read without sideways scrolling (${lang})`, async ({ calculator }) => {
    test.slow();
    const { page } = calculator;
    await page.setViewportSize({ width: 360, height: 740 });
    await calculator.open('', { charts: false });
    await startScreening(page, 2);
    if (lang === 'zh-CN') {
      await page.getByLabel('Language').selectOption('zh-CN');
      await expect(page.getByRole('heading', { name: '服务商筛选' })).toBeVisible();
    }
    const table = page.locator('.providers__table');
    await table.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-provider-row="p2"]')).toBeVisible();
    const overflow = await table.evaluate((element) => {
      const scroller = element.parentElement as HTMLElement;
      return {
        table: scroller.scrollWidth - scroller.clientWidth,
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    await table.screenshot({ path: `/tmp/screening-phone-${lang}.png` });
    expect(overflow).toEqual({ table: 0, page: 0 });
    // every score is labelled with its check where it stands
    const network = lang === 'en' ? 'Network' : '网络';
    await expect(page.locator('[data-provider-row="p1"] td').nth(2)).toHaveAttribute('data-label', network);
    await expect(page.locator('[data-provider-row="p1"] td').nth(2)).toBeVisible();
  });
}

test('the Read button refuses a pasted CSV of 300,000 rows with a reason, and the page stays usable', async ({
  calculator,
}) => {
  test.slow();
  const { page } = calculator;
  await calculator.open('', { charts: false });
  await startScreening(page, 1);
  const card = page.locator('[data-provider="p1"]');
  // typed into the box by other means than a paste (Playwright's fill takes minutes for 300,000 lines)
  await setBoxText(card.getByLabel(/^Paste the output of nvidia-smi -q/), HUGE_CSV);
  await card.getByRole('button', { name: 'Read the evidence' }).click();
  await expect(
    card.getByText(
      'Not recognized. CSV from nvidia-smi --query-gpu with 300000 rows: more GPUs than one machine holds (the NVIDIA driver handles at most 32); paste the output of one machine',
    ),
  ).toBeVisible();
  // nothing read: the hardware check stays unknown
  await expect(page.locator('[data-provider-row="p1"] td').nth(1)).toHaveText('unknown');
});

test('a paste far larger than a text box is read straight from the clipboard, not put in the box', async ({
  calculator,
}) => {
  test.slow();
  const { page } = calculator;
  await calculator.open('', { charts: false });
  await startScreening(page, 1);
  const card = page.locator('[data-provider="p1"]');
  const box = card.getByLabel(/^Paste the output of nvidia-smi -q/);

  const sixteen = manyGpusQ(16);
  expect(sixteen.length).toBeGreaterThan(200_000);
  await pasteInto(box, sixteen);
  const mb = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(Buffer.byteLength(sixteen) / 1e6);
  await expect(
    card.getByText(`Pasted ${mb} MB from the clipboard and read it here, without putting it in the box.`),
  ).toBeVisible();
  await expect(card.getByText(/^Read: 16 × NVIDIA H100 80GB HBM3, 81559 MiB/)).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(page.locator('[data-provider-row="p1"] td').nth(1)).toHaveText('10');

  await pasteInto(box, HUGE_CSV);
  await expect(
    card.getByText('Pasted 1.2 MB from the clipboard and read it here, without putting it in the box.'),
  ).toBeVisible();
  await expect(
    card.getByText(/^Not recognized\. CSV from nvidia-smi --query-gpu with 300000 rows: more GPUs/),
  ).toBeVisible();
  await expect(box).toHaveValue('');
});

test('the radar marks each measured check with a dot, so a provider with one check measured still shows', async ({
  calculator,
}) => {
  const { page } = calculator;
  await calculator.open('', { charts: false });
  await startScreening(page, 1);
  const card = page.locator('[data-provider="p1"]');
  // a new provider has its price alone measured: the billing check
  const dots = page.locator('.providers__charts .recharts-radar-dots circle');
  await expect(dots).toHaveCount(1);
  await expect(card.locator('.provider__radar .recharts-radar-dots circle')).toHaveCount(1);
});
