// What the page runs to time itself, as plain JavaScript in a string: the page runs it as written,
// without the helpers a TypeScript loader would add to a function passed to page.evaluate.
//
// A key event is timed when the bench arms the page just before sending it (window.__bench.armed), so
// the keys that only prepare (selecting a field's text) are not. From the key event's own timeStamp:
// - frame: the first animation frame after the verdict and a key figure have both changed (a page
//   without key figures, the control, waits for its verdict alone);
// - updatedAt: when they had both changed in the page (the DOM), before any frame: the work alone,
//   without the wait for the screen's next refresh;
// - verdictAt / chartAt: when the verdict and the first result chart (the cumulative chart, plain SVG)
//   first changed (mutation observers), for the charts' delay after the verdict.
// Event Timing entries (durationThreshold 16 ms, the least the API allows) and long tasks are kept as
// they come; the bench pairs them with the key events afterwards.

/** the key figures the page shows beside its verdict (src/app/verdict/KeyFigures.tsx) */
export const KEY_FIGURES = ['own-total', 'rent-total'];

/** frames to wait for a change before counting a key event as unanswered */
const MAX_FRAMES = 120;

export const INSTRUMENT = `
(() => {
  const bench = { armed: null, presses: [], events: [], longtasks: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.events.push({ name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });

  const text = (el) => (el ? el.textContent : null);
  const query = (id) => document.querySelector('[data-testid="' + id + '"]');
  document.addEventListener('keydown', (event) => {
    if (bench.armed === null) return;
    const record = { kind: bench.armed, start: event.timeStamp, frame: NaN, updatedAt: NaN, verdictAt: NaN, chartAt: NaN, done: false };
    bench.armed = null;
    const verdict = query('verdict');
    const figures = ${JSON.stringify(KEY_FIGURES)}.map(query).filter(Boolean);
    const chart = document.querySelector('.charts .chart-plot');
    const verdictBefore = text(verdict);
    const figuresBefore = figures.map(text);
    let verdictChanged = false;
    let figureChanged = figures.length === 0;
    let chartChanged = false;
    const observer = new MutationObserver((records) => {
      const now = performance.now();
      if (!verdictChanged && text(verdict) !== verdictBefore) {
        verdictChanged = true;
        record.verdictAt = now - record.start;
      }
      if (!figureChanged && figures.some((f, i) => text(f) !== figuresBefore[i])) figureChanged = true;
      if (Number.isNaN(record.updatedAt) && verdictChanged && figureChanged) record.updatedAt = now - record.start;
      if (!chartChanged && chart && records.some((r) => chart.contains(r.target))) {
        chartChanged = true;
        record.chartAt = now - record.start;
      }
    });
    for (const el of [verdict, ...figures]) {
      if (el) observer.observe(el, { subtree: true, childList: true, characterData: true });
    }
    if (chart) observer.observe(chart, { subtree: true, childList: true, characterData: true, attributes: true });
    let frames = 0;
    const onFrame = () => {
      frames += 1;
      // a verdict or figure drawn as a new element escapes the observers: look again each frame
      if (!verdictChanged && text(query('verdict')) !== verdictBefore) {
        verdictChanged = true;
        record.verdictAt = performance.now() - record.start;
      }
      if (!figureChanged && figures.some((f, i) => text(query(f.dataset.testid)) !== figuresBefore[i])) {
        figureChanged = true;
      }
      if (Number.isNaN(record.frame) && verdictChanged && figureChanged) {
        record.frame = performance.now() - record.start;
        // a change the observers missed (a new element) counts at the frame that saw it
        if (Number.isNaN(record.updatedAt)) record.updatedAt = record.frame;
      }
      const settled = !Number.isNaN(record.frame) && (chartChanged || !chart);
      if (settled || frames >= ${MAX_FRAMES}) {
        observer.disconnect();
        record.done = true;
      } else {
        requestAnimationFrame(onFrame);
      }
    };
    requestAnimationFrame(onFrame);
    bench.presses.push(record);
  }, true);
})();
`;

export interface PressRecord {
  readonly kind: string;
  readonly start: number;
  readonly frame: number;
  readonly updatedAt: number;
  readonly verdictAt: number;
  readonly chartAt: number;
  readonly done: boolean;
}

export interface TimedEntry {
  readonly name: string;
  readonly start: number;
  readonly duration: number;
}

export interface BenchState {
  armed: string | null;
  readonly presses: PressRecord[];
  readonly events: TimedEntry[];
  readonly longtasks: TimedEntry[];
}
