// Printing the whole report. Parts of the page load their code when they come near the screen
// (LazyPart), and a browser lays the page out for paper right after `beforeprint`, without
// waiting for anything: a part whose code has not arrived by then cannot be on paper. So:
// - the "Print report" button and Ctrl/⌘+P ask for every part, wait until none is still loading,
//   then open the print dialog (`printReport`);
// - printing from the browser's menu (only `beforeprint` to go on) renders every part whose code is
//   already there (React renders a store change in a microtask, which runs before the browser lays
//   the page out), and a part still missing prints a note saying how to include it, never
//   "Loading…" (print.css);
// - either way every <details> is opened for paper and closed again after, but for those marked
//   `data-no-print` (a disclosure that holds no part of the report: the download menu, the job form
//   of a scenario without a job), which print.css leaves off paper;
// - with the button or the shortcut, a part that shows one of several views (the charts' tabs) shows
//   them all until the print dialog closes (`subscribePrintingAll`). From the menu it keeps the one
//   shown: a chart drawn during beforeprint has not been measured yet and would print empty.
// This module loads after the verdict and imports nothing: an import here would split the chunks
// the page loads first. What it needs of the page (ClientOnly.tsx) App hands over at installation.

export interface PrintParts {
  /** asks every part of the page to load and render */
  readonly wantEveryPart: () => void;
  /** the attribute that marks a part still loading */
  readonly pendingAttribute: string;
}

let parts: PrintParts | null = null;

// Between printReport's start and the end of printing: parts with tabs show every tab.
let printingAll = false;
const printingListeners = new Set<() => void>();

function setPrintingAll(next: boolean): void {
  if (printingAll === next) return;
  printingAll = next;
  for (const listener of printingListeners) listener();
}

/** For useSyncExternalStore: whether the report is being printed with every view of a tabbed part. */
export function subscribePrintingAll(listener: () => void): () => void {
  printingListeners.add(listener);
  return () => printingListeners.delete(listener);
}

export const isPrintingAll = (): boolean => printingAll;

const pendingLeft = () => parts !== null && document.querySelector(`[${parts.pendingAttribute}]`) !== null;
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether the page's content changed while `wait` ran. */
async function changedDuring(wait: () => Promise<void>): Promise<boolean> {
  let changed = false;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  try {
    await wait();
  } finally {
    observer.disconnect();
  }
  return changed;
}

/**
 * Resolves once no part is loading (parts inside parts included) and the page has stopped changing
 * for two frames, or after `timeoutMs`. The charts are drawn only once they have measured their box,
 * after the render that put them there: on a busy machine that can take longer than a frame or two,
 * and a page printed before it would print no chart.
 */
async function everyPartLoaded(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const twoFrames = async () => {
    await nextFrame();
    await nextFrame();
  };
  while (Date.now() < deadline) {
    if (!pendingLeft() && !(await changedDuring(twoFrames)) && !pendingLeft()) return;
    await pause(50);
  }
}

let reopened: HTMLDetailsElement[] = [];

/** Opens every closed <details> for paper, remembering them to close after. */
function openAllDetails(): void {
  const closed = [...document.querySelectorAll('details:not([data-no-print])')].filter(
    (d): d is HTMLDetailsElement => d instanceof HTMLDetailsElement && !d.open,
  );
  for (const details of closed) details.open = true;
  reopened.push(...closed);
}

function closeReopened(): void {
  for (const details of reopened) details.open = false;
  reopened = [];
}

let printing: Promise<void> | null = null;

/** Loads every part of the page, then opens the browser's print dialog. */
export function printReport(): Promise<void> {
  printing ??= (async () => {
    try {
      parts?.wantEveryPart();
      setPrintingAll(true);
      // a part that cannot load (offline) prints its own "could not be loaded" note: wait no longer than this
      await everyPartLoaded(20_000);
      // window.print() holds the script until the dialog closes, so nothing queued would run first
      openAllDetails();
      window.print();
    } catch (error) {
      setPrintingAll(false);
      throw error;
    } finally {
      printing = null;
    }
  })();
  return printing;
}

/** Installs the print handling for the whole page, once; returns what removes it. */
export function installPrintHandling(given: PrintParts): () => void {
  parts = given;
  const before = () => {
    openAllDetails();
    // every part whose code is here renders in React's microtask; the rest starts loading
    given.wantEveryPart();
    // and the sections those parts bring open too, after that render
    queueMicrotask(openAllDetails);
  };
  const after = () => {
    closeReopened();
    setPrintingAll(false);
  };
  const shortcut = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'p') {
      event.preventDefault();
      void printReport();
    }
  };
  window.addEventListener('beforeprint', before);
  window.addEventListener('afterprint', after);
  window.addEventListener('keydown', shortcut);
  return () => {
    window.removeEventListener('beforeprint', before);
    window.removeEventListener('afterprint', after);
    window.removeEventListener('keydown', shortcut);
    parts = null;
  };
}
