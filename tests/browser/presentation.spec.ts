// The page on paper and on a laptop screen: a printout with every part loaded, the counted view in
// words, every section open and no controls; the scaling table whole at 1366 px and scrolling in a
// box of its own on a phone.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/calculator.ts';

test.use({ locale: 'en-CN' });

interface PrintSnapshot {
  readonly text: string;
  readonly closedDetails: number;
  readonly details: number;
  readonly charts: number;
  /** the charts under the verdict drawn at that moment (on screen one tab shows at a time) */
  readonly resultCharts: number;
}

declare global {
  interface Window {
    printed?: PrintSnapshot[];
    /** every Ctrl+P or ⌘P pressed, as the page received it */
    printKeys?: KeyboardEvent[];
  }
}

/** Stands in for the browser's print dialog: it fires beforeprint as the browser does, then notes
 * what the page held at that moment (what would have gone to paper). */
async function catchPrint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.printed = [];
    window.printKeys = [];
    addEventListener(
      'keydown',
      (event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'p') window.printKeys?.push(event);
      },
      true,
    );
    window.print = () => {
      window.dispatchEvent(new Event('beforeprint'));
      const details = [...document.querySelectorAll('details')];
      window.printed?.push({
        text: document.body.textContent ?? '',
        // a disclosure that holds no part of the report (the download menu, the job form of a
        // scenario without a job) stays closed, and off paper
        closedDetails: details.filter((d) => !d.open && !d.hasAttribute('data-no-print')).length,
        details: details.length,
        charts: document.querySelectorAll('.recharts-wrapper').length,
        // the first drawn as plain SVG, the others by Recharts
        resultCharts: document.querySelectorAll('.charts .chart-sketch-svg, .charts .recharts-wrapper').length,
      });
    };
  });
}

async function printedSnapshot(page: Page): Promise<PrintSnapshot> {
  await expect.poll(() => page.evaluate(() => window.printed?.length ?? 0), { timeout: 30_000 }).toBe(1);
  const snapshot = await page.evaluate(() => window.printed?.[0]);
  if (!snapshot) throw new Error('nothing was printed');
  return snapshot;
}

/** Controls a reader cannot use on paper: none of them may show in the print rendering. */
async function visibleControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (e: Element) => {
      const box = e.getBoundingClientRect();
      return getComputedStyle(e).visibility !== 'hidden' && box.width > 0 && box.height > 0;
    };
    const found: string[] = [];
    const selector = 'button, dialog, [role="tab"], input[type="range"], .tool__switch input, .tool__as-table input';
    for (const e of document.querySelectorAll(selector)) {
      if (shown(e)) found.push(`${e.tagName.toLowerCase()} “${(e.textContent ?? '').trim().slice(0, 40)}”`);
    }
    // a select may print as its chosen value in plain text, never as a drop-down
    for (const e of document.querySelectorAll('select')) {
      const style = getComputedStyle(e);
      if (shown(e) && (style.appearance !== 'none' || style.borderTopStyle !== 'none' || e.selectedIndex < 0)) {
        found.push(`select “${e.getAttribute('aria-label') ?? e.id}”`);
      }
      if (shown(e) && (e.selectedOptions[0]?.textContent ?? '').trim() === '') found.push(`empty select “${e.id}”`);
    }
    return found;
  });
}

test.describe('the printed report', () => {
  test.slow();

  test('the Print button loads every part first: no loading notes, the view in words, every section open', async ({
    calculator,
  }) => {
    const { page } = calculator;
    await page.setViewportSize({ width: 1280, height: 800 });
    await catchPrint(page);
    await page.goto('/');
    await expect(calculator.verdict).toBeVisible();
    // the report's actions come near the screen as the reader scrolls to them; the tools and providers,
    // further down, are not loaded
    await calculator.showExports();
    await page.getByRole('button', { name: 'Print report' }).click();
    const printed = await printedSnapshot(page);

    expect(printed.text).not.toMatch(/Loading/);
    expect(printed.text).toContain('Deeper analysis');
    expect(printed.text).toContain('How this is computed');
    // every chart under the verdict, not only the tab that was showing
    expect(printed.resultCharts).toBe(4);
    expect(printed.details).toBeGreaterThan(3);
    expect(printed.closedDetails).toBe(0);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText('Owned hardware counted as: amortized.', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Counts the hardware at what it would fetch at the end/)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Amortized' })).toBeHidden();
    await expect(page.locator('.verdict-download')).toBeHidden();
    await expect(page.getByTestId('job-start')).toBeHidden();
    expect(await visibleControls(page)).toEqual([]);
    // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out for paper is the point
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/Loading/);

    // back on screen after the print dialog: one chart and its tabs again
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tab', { name: 'Cumulative cost' })).toBeVisible();
  });

  test('printing from the browser menu before the parts below have loaded prints no loading notes', async ({
    calculator,
  }) => {
    const { page } = calculator;
    await page.goto('/');
    await expect(calculator.verdict).toBeVisible();
    // the verdict paints before the page's code runs: printing is the page's once it answers input
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await page.emulateMedia({ media: 'print' });
    // the browser lays out the page for paper right after beforeprint, without waiting for anything to load
    const { text, closedDetails } = await page.evaluate(async () => {
      window.dispatchEvent(new Event('beforeprint'));
      // the microtasks queued by beforeprint run before the browser lays the page out; nothing else does
      for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
      return {
        // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out for paper is the point
        text: document.body.innerText,
        closedDetails: document.querySelectorAll('details:not([open]):not([data-no-print])').length,
      };
    });
    expect(text).not.toMatch(/Loading/);
    expect(text).toContain('Owned hardware counted as: amortized.');
    // the parts far below the verdict have not loaded: on paper a note says how to include them
    expect(text).toContain('This part had not loaded when printing began.');
    expect(closedDetails).toBe(0);
    expect(await visibleControls(page)).toEqual([]);
  });
});

test.describe('the printed report in Chinese', () => {
  test.slow();
  test.use({ locale: 'zh-CN' });

  test('Ctrl+P in Chinese prints the whole report too, with the cash view said in Chinese', async ({ calculator }) => {
    const { page } = calculator;
    await catchPrint(page);
    await page.goto('/');
    await expect(calculator.verdict).toBeVisible();
    // the prerendered page shows the choice before the page's code runs: a click is the page's once it answers input
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: '现金' }).check();
    // the page takes Ctrl+P once its print handling has loaded, a moment after the verdict; a press before
    // that is the browser's own, which this stand-in for the print dialog never sees: press again
    await expect(async () => {
      await page.locator('body').press('Control+p');
      expect(await page.evaluate(() => window.printKeys?.at(-1)?.defaultPrevented)).toBe(true);
    }).toPass();
    const printed = await printedSnapshot(page);

    expect(printed.text).not.toMatch(/正在加载|Loading/);
    expect(printed.text).toContain('深入分析');
    expect(printed.closedDetails).toBe(0);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText('自建硬件的计法：现金口径。', { exact: true })).toBeVisible();
    expect(await visibleControls(page)).toEqual([]);
  });
});

function card(page: Page, tool: string): Locator {
  return page.locator(`[data-tool="${tool}"]`);
}

/** Scrolls down until the scaling tool is there, turns it on and shows its table. */
async function scalingTable(page: Page): Promise<Locator> {
  const frame = card(page, 'scaling');
  // to the tools at once (on a phone they are screens below the verdict), then on as they load
  await page.locator('.tools-slot').scrollIntoViewIfNeeded();
  await expect(async () => {
    if ((await frame.count()) === 0) await page.mouse.wheel(0, 600);
    await expect(frame).toHaveCount(1, { timeout: 500 });
  }).toPass();
  await frame.getByLabel('Use this tool').check();
  await frame.getByLabel('Show as table').check();
  const box = frame.locator('.chart-table-scroll');
  await box.scrollIntoViewIfNeeded();
  await expect(box.getByRole('table')).toBeVisible();
  return box;
}

test.describe('the scaling table', () => {
  test.slow();

  test('shows every column whole on a 1366 × 768 laptop screen', async ({ calculator }) => {
    const { page } = calculator;
    await page.setViewportSize({ width: 1366, height: 768 });
    await calculator.open('', { charts: false });
    const box = await scalingTable(page);
    const frame = await box.boundingBox();
    if (!frame) throw new Error('no table box');
    const headers = box.getByRole('columnheader');
    await expect(headers).toHaveCount(5);
    for (const header of await headers.all()) {
      const name = String(await header.textContent());
      const cell = await header.boundingBox();
      expect(cell, name).not.toBeNull();
      if (!cell) continue;
      expect(cell.x, name).toBeGreaterThanOrEqual(frame.x - 0.5);
      expect(cell.x + cell.width, name).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    }
    expect(await box.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
  });

  test('on a phone it scrolls inside its own labelled box, which the keyboard can reach and scroll', async ({
    calculator,
  }) => {
    const { page } = calculator;
    await page.setViewportSize({ width: 360, height: 740 });
    await calculator.open('', { charts: false });
    const box = await scalingTable(page);
    // named by the chart's sentence, so a screen reader says what the box holds
    await expect(card(page, 'scaling').getByRole('region', { name: /On 16 cards the job takes/ })).toHaveCount(1);
    expect(await box.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    // the page itself does not scroll sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await box.focus();
    await expect(box).toBeFocused();
    await box.press('ArrowRight');
    await expect.poll(() => box.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe('a laptop screen', () => {
  test('scrolling the page over the inputs reaches the method, the exports and Print, the verdict in view all along', async ({
    calculator,
  }) => {
    const { page } = calculator;
    await page.setViewportSize({ width: 1280, height: 900 });
    await calculator.open('', { charts: false });
    // the wheel over the inputs column, as a reader scrolls the page
    const inputs = page.locator('.inputs');
    const box = await inputs.boundingBox();
    if (!box) throw new Error('the inputs have no box');
    await page.mouse.move(box.x + box.width / 2, 400);
    const print = page.getByRole('button', { name: 'Print report' });
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(print).toBeInViewport({ timeout: 500 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByTestId('how-computed')).toHaveCount(1);
    await expect(calculator.verdict).toBeInViewport();
  });
});
