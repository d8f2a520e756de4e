// npm run bench:usage: does the page stay responsive while it reads a 1 GB log? Writes an nvidia-smi
// --query-gpu log of USAGE_BENCH_MB (1024 by default) to the system's temporary folder, chooses it in
// "Fill the workload from logs" on the built page (run `npm run build` first), and records the
// main thread's long tasks until the read ends; then the same page, idle for as long, as the control.
// Prints the longest task of each and the time the read took; exits 1 when a task of the read is over
// 200 ms (issue 27's bar). BENCH_PORT moves the page's server (scripts/bench/servers.ts).
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { serveCalculator } from './bench/servers.ts';

const MB = 1024 * 1024;
const SIZE_MB = Number(process.env.USAGE_BENCH_MB ?? 1024);
/** the longest main-thread task allowed while the log is read, ms */
const LIMIT_MS = 200;
const GPUS = 8;

const note = (message: string) => console.error(`· ${message}`);

/** An nvidia-smi log of 8 GPUs sampled each second, busy in working hours, written as it is made. */
async function writeLog(path: string, bytes: number): Promise<number> {
  const out = createWriteStream(path);
  const write = (text: string) =>
    out.write(text) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve()));
  await write('timestamp, index, uuid, utilization.gpu [%], memory.used [MiB], power.draw [W]\n');
  const start = Date.UTC(2026, 0, 1);
  let written = 0;
  let lines = 0;
  for (let second = 0; written < bytes; second += 1) {
    const at = new Date(start + second * 1000).toISOString();
    const stamp = `${at.slice(0, 10).replaceAll('-', '/')} ${at.slice(11, 23)}`;
    const hour = Number(at.slice(11, 13));
    let block = '';
    for (let gpu = 0; gpu < GPUS; gpu += 1) {
      const util = hour >= 9 && hour < 18 ? 60 + ((second * 7 + gpu * 13) % 40) : (second + gpu) % 5;
      block += `${stamp}, ${gpu}, GPU-00000000-0000-0000-0000-00000000000${gpu}, ${util} %, 40000 MiB, ${(80 + util * 6).toFixed(2)} W\n`;
    }
    written += block.length;
    lines += GPUS;
    await write(block);
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return lines;
}

const LONG_TASKS = () => {
  const tasks: number[] = [];
  (window as unknown as { longTasks: number[] }).longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

const takeTasks = (page: Page) =>
  page.evaluate(() => {
    const tasks = (window as unknown as { longTasks: number[] }).longTasks;
    return tasks.splice(0, tasks.length);
  });

const summary = (tasks: readonly number[]) =>
  `${tasks.length} long task(s), longest ${tasks.length > 0 ? Math.max(...tasks).toFixed(0) : 0} ms`;

const dir = await mkdtemp(join(tmpdir(), 'gpu-tco-bench-usage-'));
const file = join(dir, `nvidia-smi-${SIZE_MB}mb.csv`);
const server = await serveCalculator();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let failed = false;
try {
  note(`writing a ${SIZE_MB} MB nvidia-smi log to ${file}`);
  const lines = await writeLog(file, SIZE_MB * MB);
  const { size } = await stat(file);
  note(`${lines.toLocaleString('en')} samples, ${(size / MB).toFixed(0)} MB`);

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(LONG_TASKS);
  await page.goto(`${server.origin}/?lang=en`);
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  const usage = page.getByTestId('usage-import');
  await usage.getByText('Fill the workload from logs').click();
  const input = usage.getByLabel('Choose log files');
  await input.waitFor({ state: 'attached' });
  // what loading the page and the importer took is not the read's
  await page.waitForTimeout(1000);
  await takeTasks(page);

  note('reading it on the page');
  const started = Date.now();
  await input.setInputFiles(file);
  const ended = usage.locator('.usage__found, .usage__refused, .usage__status:not(:empty)').first();
  await ended.waitFor({ timeout: 30 * 60_000 });
  const readMs = Date.now() - started;
  const outcome = (await ended.textContent())?.slice(0, 160) ?? '';
  const reading = await takeTasks(page);

  note(`the same page idle for ${(readMs / 1000).toFixed(1)} s, the control`);
  await page.waitForTimeout(readMs);
  const idle = await takeTasks(page);

  const longest = reading.length > 0 ? Math.max(...reading) : 0;
  failed = longest > LIMIT_MS;
  console.log(`log: ${(size / MB).toFixed(0)} MB, ${lines.toLocaleString('en')} samples`);
  console.log(`read in ${(readMs / 1000).toFixed(1)} s (${(size / MB / (readMs / 1000)).toFixed(0)} MB/s): ${outcome}`);
  console.log(`while reading: ${summary(reading)}${failed ? `  OVER the ${LIMIT_MS} ms bar` : ''}`);
  console.log(`idle (control): ${summary(idle)}`);
} finally {
  await browser.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
