// The widget as a blog's readers meet it: its figures in the writer's currency, compact on a phone,
// free of the calculator's internal notes, a title that follows the reader's edits, a loader that
// frames only its own origin, and both pages under a Content-Security-Policy nothing on them breaks.
import type { BrowserContext, FrameLocator, Page } from '@playwright/test';
import a100Example from '../../examples/a100-server-8x.json' with { type: 'json' };
import startupExample from '../../examples/startup-4xv100.json' with { type: 'json' };
import { compareInView, evaluate, type Scenario } from '../../src/engine/index.ts';
import { parseScenario } from '../../src/engine/reading.ts';
import { formatMoney } from '../../src/format/format.ts';
import { decodeLink } from '../../src/state/link/codec.ts';
import { encodeScenario } from '../../src/state/link/write.ts';
import { CALCULATOR_ORIGIN, HOST_ORIGIN } from '../support/ports.ts';
import { startupPlain } from '../support/startup.ts';
import { expect, test } from './support/calculator.ts';

const loader = `<script async src="${CALCULATOR_ORIGIN}/widget.js"></script>`;
const hostPage = (body: string) => `${HOST_ORIGIN}/?${new URLSearchParams({ body })}`;

function example(json: unknown): Scenario {
  const parsed = parseScenario(json, 'lenient');
  if (!parsed.ok) throw new Error('example does not parse');
  return parsed.scenario;
}

/** The frame's height once the charts are in and the page around it has fitted the frame to them. */
async function settledFrameHeight(page: Page, widget: FrameLocator): Promise<number> {
  const frame = page.locator('iframe');
  await frame.scrollIntoViewIfNeeded();
  // the charts load when they come near the reader's screen
  await widget.locator('.charts-slot').scrollIntoViewIfNeeded();
  await widget.locator('.charts .chart-plot svg').first().waitFor({ state: 'attached' });
  await expect
    .poll(async () => {
      const box = await frame.boundingBox();
      const content = await widget.locator('html').evaluate((html) => html.getBoundingClientRect().height);
      return Math.abs((box?.height ?? 0) - content) <= 1;
    })
    .toBe(true);
  return (await frame.boundingBox())?.height ?? 0;
}

test.use({ locale: 'en-CN' });

test('data-currency shows the figures converted at the default rate, and says the rate and its date', async ({
  page,
  pageErrors,
}, testInfo) => {
  // the link of the report: the default scenario with 5 cards, in CNY
  const s = '2.q1YqSy0qzszPU7Iy1lEqzy_KzslPTFGyqlZKLygtVrIyra0FAA';
  const scenario = (await decodeLink(`?s=${s}`)).scenario;
  if (!scenario) throw new Error('the link carries no scenario');
  expect(scenario.currency).toBe('CNY');
  const cny = compareInView(evaluate(scenario), 'amortized');
  const usd = (value: number) => formatMoney(value / 7.2, 'en', 'USD');

  await page.goto(`/embed.html?s=${s}&currency=USD`);
  await expect(page.getByTestId('rent-total')).toHaveText(usd(cny.rent));
  await expect(page.getByTestId('own-total')).toHaveText(usd(cny.own));
  await expect(page.getByTestId('verdict')).toContainText(`Renting saves ${usd(cny.savings)} `);
  await expect(page.getByText('Converted from CNY at 1 USD = 7.2 CNY (rate of 2026-11-29)')).toBeVisible();
  // the money inputs the reader may change are in dollars too
  await expect(page.getByLabel('Price per card-hour', { exact: true })).toHaveValue(/^0\.111/);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: testInfo.outputPath('widget-usd-360.png'), fullPage: true });
  expect(pageErrors).toEqual([]);
});

test('the widget says so when it cannot show the currency asked for, and keeps the figures in their own', async ({
  page,
  pageErrors,
}) => {
  // no default rate for Swiss francs
  await page.goto('/embed.html?currency=CHF');
  await expect(page.getByText('In CNY: the calculator has no rate to show these figures in CHF.')).toBeVisible();
  await expect(page.getByTestId('own-total')).toHaveText(/^CN¥/);
  // a 100 billion yuan server is more yen than a server price may be
  const s = await encodeScenario({ ...startupPlain, own: { ...startupPlain.own, serverPrice: 1e11 } });
  await page.goto(`/embed.html?s=${s}&currency=JPY`);
  await expect(page.getByText('In CNY: in JPY a figure would be outside what the calculator takes.')).toBeVisible();
  await expect(page.getByTestId('own-total')).toHaveText(/^CN¥/);
  expect(pageErrors).toEqual([]);
});

test('the full calculator still takes a link currency as the scenario currency, figures as written', async ({
  calculator,
}) => {
  await calculator.open('?gpus=8&hours=10&price=2.5&currency=USD', { charts: false });
  await expect(calculator.rentTotal).toHaveText('$150,000');
});

test('money figures written by hand in a link keep the currency written beside them in the widget too', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/embed.html?gpus=8&hours=10&price=2.5&currency=USD');
  // 8 × 10 × 250 × 3 × 2.5 dollars, not converted as if they were yuan
  await expect(page.getByTestId('rent-total')).toHaveText('$150,000');
  await expect(page.getByText(/Converted from/)).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a link that writes its money in euros converts the figures it does not write, and says so, on the page and in the widget', async ({
  calculator,
  page,
}) => {
  // the default CNY 280,000 server is not relabelled as €280,000 (it was €970,058 owning, the yuan figure)
  await calculator.open('?gpus=8&hours=10&price=2.5&currency=EUR', { charts: false });
  await expect(calculator.rentTotal).toHaveText('€150,000');
  await expect(calculator.ownTotal).not.toHaveText('€970,058');
  await expect(page.getByRole('status').filter({ hasText: 'converted at the default rate, 1 CNY =' })).toBeVisible();
  await page.goto('/embed.html?gpus=8&hours=10&price=2.5&currency=EUR');
  await expect(page.getByTestId('rent-total')).toHaveText('€150,000');
  await expect(page.getByTestId('own-total')).not.toHaveText('€970,058');
  await expect(page.getByText(/converted at the default rate, 1 CNY = [\d.]+ EUR/)).toBeVisible();
});

for (const [lang, sources, edited] of [
  ['en', 'Sources', 'edited'],
  ['zh-CN', '来源', '已修改'],
] as const) {
  test(`the widget shows no internal source notes but links to the sources (${lang})`, async ({ page, pageErrors }) => {
    const scenario = example(a100Example);
    const s = await encodeScenario(scenario);
    await page.goto(`/embed.html?s=${s}&lang=${lang}&inputs=gpus,hours,price,server,months`);
    await expect(page.getByTestId('verdict')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('WEAK SOURCE');
    await expect(page.locator('main')).not.toContainText('data/');
    await expect(page.locator('main')).not.toContainText('assumption');
    const link = page.getByRole('link', { name: sources, exact: true });
    await expect(link).toBeVisible();
    // the link's address is written once the scenario's link is encoded, a moment after it shows
    await expect(link).toHaveAttribute('href', /^https?:\/\//);
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.origin).toBe(CALCULATOR_ORIGIN);
    expect(href.pathname).toBe('/');
    // the full calculator with the same scenario, its notes included
    const opened = await decodeLink(href.search);
    expect(opened.scenario?.own.serverPrice).toBe(scenario.own.serverPrice);
    expect(opened.scenario?.sources['rent.pricePerGpuHour']?.source).toContain('WEAK SOURCE');
    expect(pageErrors).toEqual([]);
  });

  test(`at 360 px wide the widget with the default inputs is at most 640 px tall (${lang})`, async ({
    page,
    pageErrors,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(
      hostPage(`<div data-gpu-tco="${await encodeScenario(startupPlain)}" data-lang="${lang}"></div>${loader}`),
    );
    const widget = page.frameLocator('iframe');
    await expect(widget.getByTestId('verdict')).toBeVisible();
    const height = await settledFrameHeight(page, widget);
    await page.locator('iframe').screenshot({ path: testInfo.outputPath(`widget-360-${lang}.png`) });
    expect(height).toBeLessThanOrEqual(640);
    // nothing is cut off or overflows sideways at this width
    const overflow = await widget.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(pageErrors).toEqual([]);
  });

  test(`the title stops naming the example once the reader changes an input (${lang})`, async ({
    page,
    pageErrors,
  }) => {
    const scenario = example(startupExample);
    await page.goto(`/embed.html?s=${await encodeScenario(scenario)}&lang=${lang}`);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(scenario.name);
    const gpus = page.locator('input[data-path="workload.gpus"]');
    await gpus.fill('8');
    await expect(title).not.toHaveText(scenario.name);
    await expect(title).toContainText(edited);
    // back to the example's own figures, the example's title again
    await gpus.fill('4');
    await expect(title).toHaveText(scenario.name);
    expect(pageErrors).toEqual([]);
  });
}

for (const [order, type] of [
  ['after', 'module'],
  ['before', 'module'],
  ['after', 'classic'],
] as const) {
  test(`the loader as a ${type} script frames its own origin, with another widget.js ${order} it`, async ({
    page,
    pageErrors,
  }) => {
    const own =
      type === 'module'
        ? `<script type="module" src="${CALCULATOR_ORIGIN}/widget.js"></script>`
        : `<script async src="${CALCULATOR_ORIGIN}/widget.js"></script>`;
    // the blog's own, unrelated widget.js, from the blog's origin
    const other = `<script src="${HOST_ORIGIN}/widget.js"></script>`;
    const scripts = order === 'after' ? own + other : other + own;
    await page.goto(hostPage(`<div data-gpu-tco="${await encodeScenario(startupPlain)}"></div>${scripts}`));
    await expect(page.locator('html')).toHaveAttribute('data-other-widget', 'ran');
    const frame = page.locator('iframe');
    await expect(frame).toHaveCount(1);
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.origin).toBe(CALCULATOR_ORIGIN);
    expect(src.pathname).toBe('/embed.html');
    await expect(page.frameLocator('iframe').getByTestId('verdict')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
}

/** Records every Content-Security-Policy violation in every frame of the context. */
async function recordViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
}

async function violations(page: Page): Promise<string[]> {
  const all: string[] = [];
  for (const frame of page.frames()) {
    all.push(...(await frame.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])));
  }
  return all;
}

async function policyOf(page: Page): Promise<{ csp: string; referrer: string }> {
  return page.evaluate(() => ({
    csp: document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
    referrer: document.querySelector('meta[name="referrer"]')?.getAttribute('content') ?? '',
  }));
}

test('the calculator, its Embed preview and the widget run under their Content-Security-Policy without a violation', async ({
  calculator,
  context,
}) => {
  test.slow();
  await recordViolations(context);
  const { page } = calculator;
  // a link, so the inline script in the page's head runs its branch
  await calculator.open('?gpus=8');
  await expect(calculator.rentTotal).toHaveText('CN¥38,400');
  const main = await policyOf(page);
  expect(main.csp).toMatch(/script-src 'self' 'sha256-[\w+/]+=*'/);
  expect(main.csp).toContain("default-src 'self'");
  expect(main.referrer).toBe('strict-origin-when-cross-origin');

  // the uncertainty tool samples in a worker, which the policy must allow
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await expect(async () => {
    await page.locator('.tools-slot').scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(page.getByRole('heading', { name: 'Deeper analysis' })).toBeVisible({ timeout: 2000 });
  }).toPass();
  const uncertainty = page.locator('[data-tool="uncertainty"]');
  await expect(async () => {
    if ((await uncertainty.count()) === 0) await page.mouse.wheel(0, 600);
    await expect(uncertainty).toHaveCount(1, { timeout: 500 });
  }).toPass();
  await uncertainty.getByLabel('Use this tool').check();
  await expect(uncertainty.locator('figcaption').first()).toContainText(/of 10,000 samples/);
  expect(workers.some((url) => url.includes('uncertainty.worker'))).toBe(true);

  await page.getByRole('button', { name: 'Embed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this calculator in a blog post' });
  await expect(dialog.frameLocator('iframe.embed-panel__preview').getByTestId('verdict')).toBeVisible();
  const preview = dialog.frameLocator('iframe.embed-panel__preview');
  await preview.locator('.charts-slot').scrollIntoViewIfNeeded();
  await preview.locator('.charts .chart-plot svg').first().waitFor({ state: 'attached' });
  expect(await violations(page)).toEqual([]);

  // the policy is in force: a script injected into the page does not run (a page of its own, as this
  // blocked script is reported as an error)
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByTestId('verdict')).toBeVisible();
  const injected = await other.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true';
    document.head.appendChild(script);
    return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
  });
  expect(injected).toBe(false);
  await expect.poll(() => violations(other)).toEqual(['/: script-src-elem inline']);

  const embed = await page.context().newPage();
  await embed.goto('/embed.html?currency=USD');
  await expect(embed.getByTestId('verdict')).toBeVisible();
  await embed.locator('.charts .chart-plot svg').first().waitFor({ state: 'attached' });
  const embedPolicy = await policyOf(embed);
  expect(embedPolicy.csp).toContain("default-src 'self'");
  expect(embedPolicy.csp).toContain("script-src 'self'");
  expect(embedPolicy.referrer).toBe('strict-origin-when-cross-origin');

  expect(await violations(embed)).toEqual([]);
  expect(await violations(page)).toEqual([]);
});
