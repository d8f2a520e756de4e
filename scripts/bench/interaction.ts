// Key presses, typing and dragging on a page opened once per target, in rounds the bench interleaves
// between the calculator and the control so that the machine's drift reaches both alike.
import type { Page } from '@playwright/test';
import { type BenchState, INSTRUMENT, type PressRecord, type TimedEntry } from './instrument.ts';

export interface Target {
  readonly name: string;
  readonly url: string;
  /** the accessible name of the slider the keys and the mouse move */
  readonly slider: string;
  /** the number field typing replaces, when the page has one */
  readonly numberField?: string;
  /** the page draws charts, which are scrolled into view before the keys are pressed */
  readonly charts: boolean;
  /** what the page shows once it answers input (the prerendered calculator shows its slider before) */
  readonly live?: string;
}

type BenchWindow = Window & { __bench: BenchState };

/** one animation frame of the page: the pace of the mouse moves and of the waits after them */
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/**
 * Opens the page with its instrument, and presses `firstPresses` keys as soon as it answers input: a
 * reader who acts at once meets the page still loading its parts, and those presses count too.
 */
export async function openTarget(page: Page, target: Target, firstPresses: number): Promise<void> {
  await page.addInitScript(INSTRUMENT);
  await page.goto(target.url);
  await page.getByLabel(target.slider, { exact: true }).waitFor();
  if (target.live) await page.locator(target.live).waitFor({ state: 'attached' });
  await pressKeys(page, target, firstPresses, 'first');
  if (target.charts) {
    // the charts load when they come near the screen: bring them there, and keep them there while
    // the keys go to a slider focused without scrolling
    const chart = page.locator('.charts .chart-plot svg').first();
    await page.locator('.charts-slot').first().scrollIntoViewIfNeeded();
    await chart.waitFor();
    await chart.scrollIntoViewIfNeeded();
  }
}

/** presses sent to each page so far: the n-th press of each page waits for the same point of a frame */
const pressesSent = new WeakMap<Page, number>();
/** a 60 Hz frame, ms */
const FRAME_MS = 1000 / 60;
/** 1/φ: successive multiples of it, modulo 1, spread evenly over [0, 1) (a low-discrepancy sequence) */
const GOLDEN = (Math.sqrt(5) - 1) / 2;

/**
 * Waits for the start of a frame, then for the n-th point of an even spread over the frame. A key
 * press waits for the screen's next refresh to show its answer, however quick the work: pressed at
 * one fixed point of the frame, every press would wait alike, and the median would say more about
 * that point than about the page. A reader's presses fall anywhere in the frame; so do these, the
 * same points for the calculator and the control.
 */
async function atFramePoint(page: Page): Promise<void> {
  const n = pressesSent.get(page) ?? 0;
  pressesSent.set(page, n + 1);
  const delay = ((n * GOLDEN) % 1) * FRAME_MS;
  await page.evaluate(
    (ms) => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, ms))),
    delay,
  );
}

async function armAndPress(page: Page, kind: PressKind, key: string): Promise<void> {
  await atFramePoint(page);
  const before = await page.evaluate((k) => {
    const bench = (window as unknown as BenchWindow).__bench;
    bench.armed = k;
    return bench.presses.length;
  }, kind);
  // a key held as a finger holds it: released once the answer is on screen, not in the same moment
  // (a release sent with the press lands before the frame, where a reader's comes 50–150 ms later)
  await page.keyboard.down(key);
  await page.waitForFunction((n) => {
    const presses = (window as unknown as BenchWindow).__bench.presses;
    return presses.length > n && presses[n]?.done === true;
  }, before);
  await page.keyboard.up(key);
}

/**
 * What a timed key event was: `first`, pressed as soon as the page answers input after loading (its
 * Event Timing counts, its frame does not: the page is still loading); warm-up ones are timed too, and
 * left out of the figures.
 */
export type PressKind = 'first' | 'key' | 'typing' | 'warm-up';

/** arrow keys on the slider, right and left in turn so each press changes the value */
export async function pressKeys(page: Page, target: Target, count: number, kind: PressKind): Promise<void> {
  await page
    .getByLabel(target.slider, { exact: true })
    .evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
  for (let i = 0; i < count; i += 1) {
    await armAndPress(page, kind, i % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
  }
}

/** replaces the number field's value by one typed digit, two values in turn */
export async function typeValues(page: Page, target: Target, count: number, warmUp: boolean): Promise<void> {
  if (!target.numberField) return;
  const field = page.getByLabel(target.numberField, { exact: true });
  for (let i = 0; i < count; i += 1) {
    await field.evaluate((el) => {
      (el as HTMLInputElement).focus({ preventScroll: true });
      (el as HTMLInputElement).select();
    });
    await armAndPress(page, warmUp ? 'warm-up' : 'typing', i % 2 === 0 ? '7' : '4');
  }
}

export interface DragResult {
  readonly longtasks: readonly TimedEntry[];
  readonly moves: number;
}

/** mouse down on the slider, small moves once a frame (about 60 Hz) for `ms`, mouse up */
export async function drag(page: Page, target: Target, ms: number): Promise<DragResult> {
  const slider = page.getByLabel(target.slider, { exact: true });
  await slider.scrollIntoViewIfNeeded();
  const box = await slider.boundingBox();
  if (!box) throw new Error(`${target.name}: the slider "${target.slider}" is not on screen`);
  const y = box.y + box.height / 2;
  const x = (share: number) => box.x + box.width * share;
  const from = await page.evaluate(() => performance.now());
  await page.mouse.move(x(0.1), y);
  await page.mouse.down();
  const began = Date.now();
  let moves = 0;
  while (Date.now() - began < ms) {
    // back and forth over 80 % of the track, one sweep a second
    const phase = ((Date.now() - began) % 1000) / 1000;
    await page.mouse.move(x(0.1 + 0.8 * (phase < 0.5 ? phase * 2 : 2 - phase * 2)), y);
    moves += 1;
    await nextFrame(page);
  }
  await page.mouse.up();
  await nextFrame(page);
  await nextFrame(page);
  const longtasks = await page.evaluate(
    (t) => (window as unknown as BenchWindow).__bench.longtasks.filter((e) => e.start >= t),
    from,
  );
  return { longtasks, moves };
}

export interface PageRecords {
  readonly presses: readonly PressRecord[];
  readonly events: readonly TimedEntry[];
}

export async function records(page: Page): Promise<PageRecords> {
  // Event Timing entries arrive after the frame they wait for is painted
  await nextFrame(page);
  await nextFrame(page);
  return page.evaluate(() => {
    const { presses, events } = (window as unknown as BenchWindow).__bench;
    return { presses, events };
  });
}

/** the events a key press dispatches, which Event Timing times (pointer events are the drags') */
const KEY_EVENTS = new Set(['keydown', 'keypress', 'beforeinput', 'input', 'keyup']);

/** the longest Event Timing entry of each timed key event; 0 when none reached the 16 ms threshold */
export function eventDurations(presses: readonly PressRecord[], events: readonly TimedEntry[]): number[] {
  return presses.map((p, i) => {
    const next = presses[i + 1]?.start ?? p.start + 1000;
    const own = events.filter((e) => KEY_EVENTS.has(e.name) && e.start >= p.start - 1 && e.start < next);
    return Math.max(0, ...own.map((e) => e.duration));
  });
}
