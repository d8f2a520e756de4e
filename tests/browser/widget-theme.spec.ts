// The widget as a blog's readers meet it beyond its figures: in the blog's own light or dark, still for a
// reader who asks for less motion, and named to a screen reader: the frame by the calculator and its
// scenario, the page inside by its verdict, which it says first.
import type { Frame, Page } from '@playwright/test';
import { CALCULATOR_ORIGIN, HOST_ORIGIN } from '../support/ports.ts';
import { expect, test } from './support/calculator.ts';

const loader = `<script async src="${CALCULATOR_ORIGIN}/widget.js"></script>`;
const hostPage = (body: string) => `${HOST_ORIGIN}/?${new URLSearchParams({ body })}`;

/** The widget's frame once its page answers input. */
async function widgetFrame(page: Page): Promise<Frame> {
  const element = await page.locator('iframe').elementHandle();
  const frame = await element?.contentFrame();
  if (!frame) throw new Error('the widget has no frame');
  await frame.locator('html[data-live]').waitFor({ state: 'attached' });
  return frame;
}

/** Light or dark as the reader sees it: the luminance of the widget's page background (0–255). */
async function backgroundLuminance(frame: Frame): Promise<number> {
  return frame.locator('body').evaluate((body) => {
    const [r = 0, g = 0, b = 0] = (getComputedStyle(body).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  });
}

test.use({ locale: 'en-CN' });

test.describe("the widget in the blog's colours", () => {
  // the widget's own light background is #f7f8fa (luminance 247), its dark one #0f141a (19)
  const DARK_BELOW = 60;
  const LIGHT_ABOVE = 200;

  test('a blog that forces dark on a light system gets a dark widget', async ({ page, pageErrors }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(hostPage(`<style>:root{color-scheme:dark}</style><div data-gpu-tco=""></div>${loader}`));
    const frame = await widgetFrame(page);
    expect(new URL(frame.url()).searchParams.get('theme')).toBe('dark');
    await expect.poll(() => backgroundLuminance(frame)).toBeLessThan(DARK_BELOW);
    expect(pageErrors).toEqual([]);
  });

  test('data-theme="light" still wins on that dark blog', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(
      hostPage(`<style>:root{color-scheme:dark}</style><div data-gpu-tco="" data-theme="light"></div>${loader}`),
    );
    const frame = await widgetFrame(page);
    await expect.poll(() => backgroundLuminance(frame)).toBeGreaterThan(LIGHT_ABOVE);
  });

  test('a light blog gets a light widget on a dark system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(hostPage(`<style>:root{color-scheme:light}</style><div data-gpu-tco=""></div>${loader}`));
    const frame = await widgetFrame(page);
    await expect.poll(() => backgroundLuminance(frame)).toBeGreaterThan(LIGHT_ABOVE);
  });

  test('a blog dark by its own colours, declaring no color-scheme, gets a dark widget', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(hostPage(`<style>body{background:#111827;color:#eee}</style><div data-gpu-tco=""></div>${loader}`));
    const frame = await widgetFrame(page);
    await expect.poll(() => backgroundLuminance(frame)).toBeLessThan(DARK_BELOW);
  });
});

test.describe('for a screen reader', () => {
  test("the frame is named by the calculator and the link's scenario, in the widget's language", async ({ page }) => {
    const link = 'https://calc.example/?gpus=8&name=Lab%20cluster%202027';
    await page.goto(
      hostPage(
        `<div data-gpu-tco="${link}"></div><div data-gpu-tco="${link}" data-lang="zh-CN"></div><div data-gpu-tco="1.x"></div>${loader}`,
      ),
    );
    const frames = page.locator('iframe');
    await expect(frames).toHaveCount(3);
    await expect(frames.nth(0)).toHaveAccessibleName('GPU rent-or-own calculator: Lab cluster 2027');
    await expect(frames.nth(1)).toHaveAccessibleName('GPU 租用还是自建计算器：Lab cluster 2027');
    await expect(frames.nth(2)).toHaveAccessibleName('GPU rent-or-own calculator');
  });

  for (const [lang, calculator] of [
    ['en', 'GPU rent-or-own calculator: '],
    ['zh-CN', 'GPU 租用还是自建计算器：'],
  ] as const) {
    test(`the embed's title names the calculator and the verdict, which it says first after its heading (${lang})`, async ({
      page,
      pageErrors,
    }) => {
      await page.goto(`/embed.html?gpus=8&name=Lab%20cluster&lang=${lang}`);
      await page.locator('html[data-live]').waitFor({ state: 'attached' });
      const verdict = (await page.getByTestId('verdict').textContent()) ?? '';
      expect(verdict).not.toBe('');
      await expect(page).toHaveTitle(calculator + verdict);
      // the accessibility tree in reading order: the scenario's name, then the verdict before anything else
      const tree = (await page.locator('body').ariaSnapshot()).split('\n').map((line) => line.trim());
      const heading = tree.findIndex((line) => line.startsWith('- heading "Lab cluster"'));
      expect(heading).toBeGreaterThanOrEqual(0);
      const firstText = tree.slice(heading + 1).find((line) => /^- (paragraph|text|status)\b/.test(line));
      expect(firstText).toContain(verdict);
      // an edit changes the verdict, and the title follows
      await page.getByRole('textbox').first().fill('1');
      await expect(page.getByTestId('verdict')).not.toHaveText(verdict);
      const edited = (await page.getByTestId('verdict').textContent()) ?? '';
      await expect(page).toHaveTitle(calculator + edited);
      expect(pageErrors).toEqual([]);
    });
  }
});

test.describe('with less motion asked for', () => {
  /**
   * Brings the embed's hours chart (Recharts', whose tooltip glides), records every change of its lines'
   * drawing from then on, and moves the pointer across it so that its tooltip moves. Returns the transitions that started during the move
   * (counted as they start, so a busy machine that reads late still sees them), the animations still
   * running when it reads, and the changes of the lines' drawing.
   */
  async function moveOverChart(page: Page): Promise<{ transitions: number; running: number; lineChanges: number }> {
    await page.goto('/embed.html');
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await page.locator('.charts-slot').scrollIntoViewIfNeeded();
    await page.getByRole('tab', { name: 'Hours a day' }).click();
    const plot = page.locator('.charts .recharts-wrapper');
    await expect(plot).toBeVisible();
    await plot.locator('.recharts-line-curve').first().waitFor({ state: 'attached' });
    await page.evaluate(() => {
      const record = window as unknown as { lineChanges: number; transitions: number };
      record.lineChanges = 0;
      record.transitions = 0;
      // a transition of no length and no delay never runs, so none is counted under reduced motion
      document.addEventListener('transitionrun', () => {
        record.transitions += 1;
      });
      const observer = new MutationObserver((changes) => {
        record.lineChanges += changes.length;
      });
      // the series' own paths (the tooltip's cursor line is another path, and moves with the pointer)
      for (const line of document.querySelectorAll('.charts .recharts-line-curve')) {
        observer.observe(line, { attributeFilter: ['d', 'stroke-dasharray', 'stroke-dashoffset'] });
      }
    });
    await plot.hover({ position: { x: 200, y: 100 } });
    await expect(page.locator('.charts .recharts-tooltip-wrapper')).toContainText(/h a day/);
    const first = await page.locator('.charts .recharts-tooltip-wrapper').textContent();
    await plot.hover({ position: { x: 420, y: 100 } });
    await expect(page.locator('.charts .recharts-tooltip-wrapper')).not.toHaveText(first ?? '');
    return page.evaluate(() => {
      const record = window as unknown as { lineChanges: number; transitions: number };
      return {
        transitions: record.transitions,
        running: document.getAnimations().filter((a) => a.playState === 'running').length,
        lineChanges: record.lineChanges,
      };
    });
  }

  test('the widget animates nothing: its lines are drawn at once and its tooltip jumps', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { transitions, running, lineChanges } = await moveOverChart(page);
    expect(transitions).toBe(0);
    expect(running).toBe(0);
    expect(lineChanges).toBe(0);
    // and a transition any part or library adds later runs in no time
    const duration = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.transition = 'opacity 1s ease 0.5s';
      document.body.appendChild(probe);
      const style = getComputedStyle(probe);
      return `${style.transitionDuration} ${style.transitionDelay}`;
    });
    expect(duration).toBe('0s 0s');
  });

  test('without that wish the tooltip glides: the check above sees motion where there is some', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const { transitions, lineChanges } = await moveOverChart(page);
    // counted as each starts: a glide that has already ended by the time the test reads still counts
    expect(transitions).toBeGreaterThan(0);
    // the lines are never animated, wish or not
    expect(lineChanges).toBe(0);
  });
});
