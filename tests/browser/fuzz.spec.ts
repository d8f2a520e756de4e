// Fuzzing the share links: over a thousand random, damaged and hostile links opened in one tab (the
// address changed as Back and Forward change it), and fifty of them by a fresh page load, each of
// which must leave a usable calculator and no uncaught error. The links are built in Node with the
// project's own encoder (support/fuzzLinks.ts) from a fixed seed, so a failure names a link that
// fails again on the next run.
import type { TestInfo } from '@playwright/test';
import { type CalculatorPage, expect, test } from './support/calculator.ts';
import { type FuzzLink, fuzzLinks } from './support/fuzzLinks.ts';

// a trace of a thousand links runs to tens of megabytes and slows the run by a quarter; a failure
// names its link instead, and attaches the full links
test.use({ locale: 'en-CN', trace: 'off' });

/** links per round trip to the page: fewer round trips, and a failure still names its link */
const BATCH = 25;
const FRESH_LOADS = 50;
/** Node's HTTP server (vite preview) refuses a request line over 16 KB before the app sees it */
const MAX_LOADED_LENGTH = 8_000;
/** after this many failing links the run in one tab stops: by then the bug is plain */
const MAX_FAILURES = 10;

interface Visit {
  readonly query: string;
  readonly gpus: number | null;
  /** change the address in place; false checks the page as loaded */
  readonly navigate: boolean;
}

interface Failure {
  readonly index: number;
  readonly problems: readonly string[];
}

/**
 * Runs in the page before its own scripts, so that an error, a console error or a dialog is noted
 * while the link that caused it is the one open.
 */
function installProbe(): void {
  const noted: string[] = [];
  (window as unknown as { __fuzzNoted: string[] }).__fuzzNoted = noted;
  const text = (value: unknown) => (value instanceof Error ? (value.stack ?? value.message) : String(value));
  addEventListener('error', (e) => noted.push(`uncaught error: ${text(e.error ?? e.message)}`));
  addEventListener('unhandledrejection', (e) => noted.push(`unhandled rejection: ${text(e.reason)}`));
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    noted.push(`console.error: ${args.map(text).join(' ')}`);
    consoleError(...args);
  };
  for (const name of ['alert', 'confirm', 'prompt'] as const) {
    window[name] = (() => {
      noted.push(`${name}() was called: a link ran script`);
      return null;
    }) as never;
  }
}

/**
 * Runs in the page: opens each link (pushState and the popstate the page listens to), waits until
 * the page has stopped changing, and says what is wrong with the first link that leaves it unusable.
 */
async function visit(links: readonly Visit[]): Promise<Failure | null> {
  const noted = (window as unknown as { __fuzzNoted: string[] }).__fuzzNoted;
  const root = document.getElementById('root');
  if (!root) return { index: 0, problems: ['the page has no #root'] };
  // a frame, or a tenth of a second where frames are not drawn
  const frame = () =>
    new Promise<void>((resolve) => {
      requestAnimationFrame(() => resolve());
      setTimeout(resolve, 100);
    });
  const task = () =>
    new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  let changed = false;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  /**
   * The page applies a link within the task that fires popstate (decoding is promise work, and React
   * renders a store update synchronously), so after a frame it shows the link; then frames go by
   * until two tasks pass without a change (two seconds at most). Work that takes longer, such as a
   * language's messages fetched the first time, shows up with the next link, whose failure message
   * names the link before it too. A second frame for every link would add a quarter to the run.
   */
  const settle = async () => {
    for (let i = 0; i < 120; i++) {
      await frame();
      changed = false;
      await task();
      await task();
      if (!changed) return;
    }
  };
  const inspect = (link: Visit): string[] => {
    const problems = noted.splice(0);
    if (getComputedStyle(root).visibility === 'hidden') problems.push('the page stays hidden');
    const verdict = document.querySelector('[data-testid="verdict"]');
    const sentence = verdict?.textContent?.trim() ?? '';
    if (!verdict) problems.push('no verdict on the page');
    else if (!sentence) problems.push('the verdict is empty');
    else if (!verdict.checkVisibility()) problems.push('the verdict is not visible');
    const figures = [verdict, ...document.querySelectorAll('[data-testid="own-total"], [data-testid="rent-total"]')];
    for (const figure of figures) {
      const shown = figure?.textContent ?? '';
      if (/NaN|Infinity|undefined/.test(shown)) problems.push(`the page shows "${shown.slice(0, 200)}"`);
    }
    const gpus = document.querySelector<HTMLInputElement>('input[data-path="workload.gpus"]');
    if (!gpus) problems.push('no GPUs input');
    else if (gpus.disabled || !gpus.checkVisibility()) problems.push('the GPUs input cannot be used');
    else if (link.gpus !== null && gpus.value !== String(link.gpus)) {
      problems.push(`the GPUs input shows "${gpus.value}" where the link says ${link.gpus}`);
    }
    const injected = root.querySelectorAll(
      '[data-fuzz], img[src="x"], script, [onerror], [onload], a[href^="javascript:" i]',
    );
    if (injected.length > 0) {
      const elements = [...injected].map((e) => e.outerHTML.slice(0, 100)).join(', ');
      problems.push(`markup from the link became elements: ${elements}`);
    }
    return problems;
  };
  try {
    for (const [index, link] of links.entries()) {
      if (link.navigate) {
        history.pushState(null, '', `${location.pathname}?${link.query}`);
        dispatchEvent(new PopStateEvent('popstate'));
      }
      await settle();
      const problems = inspect(link);
      if (problems.length > 0) return { index, problems };
    }
    return null;
  } finally {
    observer.disconnect();
  }
}

const shorten = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** The link in at most 300 characters, with a long `s` cut in the middle so the parameters after it show. */
function nameOf(link: FuzzLink): string {
  const parts = link.query
    .split('&')
    .map((part) => (part.length > 80 ? `${part.slice(0, 60)}…(${part.length} chars)` : part));
  return `${link.kind} link ${shorten(`?${parts.join('&')}`, 300)}`;
}

const asVisit = (link: FuzzLink, navigate: boolean): Visit => ({
  query: link.query,
  gpus: link.gpus ?? null,
  navigate,
});

/** Whether the app has taken over the page; the prerendered page already shows a verdict before it has. */
function appStartedOrFailed(): boolean {
  const root = document.getElementById('root');
  const mounted = Object.keys(root ?? {}).some((key) => key.startsWith('__reactContainer'));
  const noted = (window as unknown as { __fuzzNoted: string[] }).__fuzzNoted;
  return (mounted && !document.documentElement.classList.contains('from-link')) || noted.length > 0;
}

/** links opened in one tab per test: four tests share the thousand, over both workers */
const SHARD = 300;
/**
 * Each test's room grows with its work: a link in place took 0.1 to 0.25 s here and a page load 0.5 to
 * 1 s, the higher figures with other work on both cores; four times those, and a fixed 30 s, leave room
 * for a machine busier still.
 */
const roomFor = (inPlace: number, loads: number) => 30_000 + 4 * (inPlace * 250 + loads * 1_000);

test('the fuzzed links number over a thousand, of every kind, built from a fixed seed', async () => {
  const links = await fuzzLinks();
  expect(links.length).toBeGreaterThanOrEqual(1_000);
  expect(new Set(links.map((link) => link.kind)).size).toBeGreaterThanOrEqual(5);
  expect((await fuzzLinks()).map((link) => link.query)).toEqual(links.map((link) => link.query));
});

/**
 * Opens the page and goes Back or Forward in place once, to a link of 7 cards: a plain visit loads its
 * link code with the first such step (or edit), and shows that link once it has; the fuzzed links then
 * each open within a task of their popstate.
 */
async function openInPlace(calculator: CalculatorPage): Promise<void> {
  await calculator.open();
  await calculator.page.evaluate(() => {
    history.pushState(null, '', `${location.pathname}?gpus=7`);
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(calculator.field('GPUs needed at once')).toHaveValue('7');
}

/** Opens `links` in one tab, each failing one again by a fresh page load; reports and fails each. */
async function checkInPlace(calculator: CalculatorPage, links: readonly FuzzLink[], testInfo: TestInfo) {
  const started = performance.now();
  const { page } = calculator;
  await page.addInitScript(installProbe);
  await openInPlace(calculator);

  const failed: FuzzLink[] = [];
  let inPlace = 0;
  for (let next = 0; next < links.length && failed.length < MAX_FAILURES; ) {
    const batch = links.slice(next, next + BATCH);
    const failure = await page.evaluate(
      visit,
      batch.map((link) => asVisit(link, true)),
    );
    inPlace += failure ? failure.index + 1 : batch.length;
    next += failure ? failure.index + 1 : batch.length;
    if (failure) {
      const link = batch[failure.index] as FuzzLink;
      const previous = links[next - 2];
      failed.push(link);
      expect
        .soft(
          failure.problems,
          `${nameOf(link)} opened in place${previous ? ` after ${nameOf(previous).slice(0, 120)}…` : ''}`,
        )
        .toEqual([]);
      // the next links start from a fresh page, not from whatever this one left
      await openInPlace(calculator);
    }
  }
  await loadEach(
    calculator,
    failed.filter((link) => link.query.length <= MAX_LOADED_LENGTH),
    failed,
  );
  await attachFailures(testInfo, failed);
  console.log(`fuzz: ${inPlace} links in one tab in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  expect(inPlace).toBe(links.length);
}

/** Opens each link by a page load and checks the page it leaves; a failing link joins `failed`. */
async function loadEach(calculator: CalculatorPage, links: readonly FuzzLink[], failed: FuzzLink[]) {
  const { page } = calculator;
  for (const link of links) {
    await page.goto(`/?${link.query}`);
    const startedApp = await page
      .waitForFunction(appStartedOrFailed, null, { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    const failure = await page.evaluate(visit, [asVisit(link, false)]);
    const problems = [...(startedApp ? [] : ['the app did not start within 10 s']), ...(failure?.problems ?? [])];
    if (problems.length > 0) {
      if (!failed.includes(link)) failed.push(link);
      expect.soft(problems, `${nameOf(link)} opened by a page load`).toEqual([]);
    }
  }
}

async function attachFailures(testInfo: TestInfo, failed: readonly FuzzLink[]) {
  if (failed.length === 0) return;
  await testInfo.attach('failing-links.txt', {
    body: failed.map((link) => `?${link.query}`).join('\n'),
    contentType: 'text/plain',
  });
}

for (let shard = 0; shard < 4; shard++) {
  const first = shard * SHARD;
  const last = shard === 3 ? undefined : first + SHARD;
  test(`fuzzed links ${first + 1} to ${last ?? 'the last'}, opened in one tab, each leave a usable calculator and no uncaught error`, async ({
    calculator,
  }, testInfo) => {
    const links = (await fuzzLinks()).slice(first, last);
    test.setTimeout(roomFor(links.length, MAX_FAILURES));
    expect(links.length).toBeGreaterThan(0);
    await checkInPlace(calculator, links, testInfo);
  });
}

test('fifty fuzzed links of every kind, each opened by a fresh page load, leave a usable calculator', async ({
  calculator,
}, testInfo) => {
  test.setTimeout(roomFor(0, FRESH_LOADS));
  const links = await fuzzLinks();
  await calculator.page.addInitScript(installProbe);
  // a sample spread over every kind
  const loadable = links.filter((link) => link.query.length <= MAX_LOADED_LENGTH);
  const step = Math.floor(loadable.length / FRESH_LOADS);
  // the kinds of link take turns in the list: an offset that cycles keeps every step from landing on one kind
  const sample = Array.from({ length: FRESH_LOADS }, (_, k) => loadable[k * step + (k % 7)]).filter(
    (link): link is FuzzLink => link !== undefined,
  );
  expect(sample).toHaveLength(FRESH_LOADS);
  const failed: FuzzLink[] = [];
  await loadEach(calculator, sample, failed);
  await attachFailures(testInfo, failed);
});
