// Work the first screen does not need waits until the page has loaded and the browser is idle, so it
// never competes with the first paint or the page taking over the prerendered HTML.

/** How long a task may wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` once the load event has passed and the browser is idle (or IDLE_TIMEOUT_MS later). */
export function whenIdle(task: () => void): void {
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
