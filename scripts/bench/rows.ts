// The budgets, and the table's rows from what was measured.
import type { LighthouseRun } from './lighthouse.ts';
import type { PaintRun } from './paint.ts';
import type { Row } from './report.ts';
import { BELOW_EVENT_THRESHOLD } from './report.ts';
import { median, percentile } from './stats.ts';
import type { Transfer } from './transfer.ts';

export const BUDGET = {
  /** key press to the updated frame: at most this many times the control's median… */
  keyPressTimesControl: 1.5,
  /** …and at most half a 60 Hz frame, ms */
  keyPressMs: 8,
  /** the first chart's change after the verdict's, ms: the next frame at the latest */
  chartsAfterVerdictMs: 16,
  /** the largest paint after the first, ms: none when the largest thing on screen was painted first */
  lcpAfterFcpMs: 100,
  /** Event Timing of every key press, the first ones after load included, p95 ms */
  eventP95Ms: 50,
  /** main-thread tasks over 50 ms while a slider is dragged */
  longTasks: 0,
  /** JavaScript fetched before the reader scrolls, gzip KB */
  javaScriptKb: 110,
  lighthouseScore: 98,
  lcpMs: 1500,
  tbtMs: 50,
  accessibility: 95,
} as const;

export interface Interaction {
  /** key press → frame after the verdict and key figures changed, ms */
  readonly keyFrames: readonly number[];
  /** key press → the verdict and key figures changed in the page, before the frame, ms */
  readonly keyUpdates: readonly number[];
  /** longest Event Timing entry per key press, the first ones after load included, ms; 0 under the 16 ms threshold */
  readonly keyEvents: readonly number[];
  /** the same, of the key presses made as soon as the page answers input after it loads */
  readonly firstKeyEvents: readonly number[];
  /** typing a value → frame after the verdict changed, ms (the calculator only) */
  readonly typingFrames: readonly number[];
  /** verdict's change → first chart's change, ms (the calculator only) */
  readonly chartLags: readonly number[];
  /** key presses nothing answered within the frames allowed */
  readonly unanswered: number;
  readonly longTasks: readonly number[];
  readonly drags: number;
  /** mouse moves sent in all the drags: about 120 a drag at 60 Hz */
  readonly moves: number;
}

const KB = 1024;
const samples = (values: readonly number[], extra = '') => `${values.length} samples${extra}`;

export function interactionRows(ours: Interaction, control: Interaction): Row[] {
  const keyMedian = median(ours.keyFrames);
  const controlKeyMedian = median(control.keyFrames);
  const keyOk =
    ours.unanswered === 0 &&
    keyMedian <= BUDGET.keyPressMs &&
    keyMedian <= BUDGET.keyPressTimesControl * controlKeyMedian;
  const chartLag = median(ours.chartLags);
  const longest = (tasks: readonly number[]) => Math.max(0, ...tasks);
  const unanswered = ours.unanswered > 0 ? `, ${ours.unanswered} unanswered` : '';
  return [
    {
      figure: 'key press → updated frame, median',
      unit: 'ms',
      ours: keyMedian,
      control: controlKeyMedian,
      budget: `≤ ${BUDGET.keyPressTimesControl}× control and ≤ ${BUDGET.keyPressMs} ms`,
      ok: keyOk,
      note: samples(ours.keyFrames, unanswered),
    },
    {
      figure: 'key press → verdict and figures in the page, median',
      unit: 'ms',
      ours: median(ours.keyUpdates),
      control: median(control.keyUpdates),
      budget: '',
      ok: null,
      note: 'the work before the frame: the DOM changed, not yet painted',
    },
    {
      figure: 'key press → updated frame, p95',
      unit: 'ms',
      ours: percentile(ours.keyFrames, 0.95),
      control: percentile(control.keyFrames, 0.95),
      budget: '',
      ok: null,
    },
    {
      figure: 'Event Timing duration, median',
      unit: 'ms',
      ours: median(ours.keyEvents),
      control: median(control.keyEvents),
      budget: '',
      ok: null,
      note: `${ours.keyEvents.filter((d) => d > BELOW_EVENT_THRESHOLD).length} of ${ours.keyEvents.length} ≥ 16 ms (control ${control.keyEvents.filter((d) => d > BELOW_EVENT_THRESHOLD).length}); 8 ms steps`,
    },
    {
      figure: 'Event Timing duration, p95',
      unit: 'ms',
      ours: percentile(ours.keyEvents, 0.95),
      control: percentile(control.keyEvents, 0.95),
      budget: `≤ ${BUDGET.eventP95Ms} ms`,
      ok: percentile(ours.keyEvents, 0.95) <= BUDGET.eventP95Ms,
      note: `${ours.keyEvents.length} presses, the ${ours.firstKeyEvents.length} first after load included`,
    },
    {
      figure: 'Event Timing duration, first presses after load, longest',
      unit: 'ms',
      ours: Math.max(0, ...ours.firstKeyEvents),
      control: Math.max(0, ...control.firstKeyEvents),
      budget: '',
      ok: null,
      note: 'pressed as soon as the page answers input',
    },
    {
      figure: 'typed value → updated frame, median',
      unit: 'ms',
      ours: median(ours.typingFrames),
      control: null,
      budget: '',
      ok: null,
      note: samples(ours.typingFrames),
    },
    {
      figure: 'charts after the verdict, median',
      unit: 'ms',
      ours: chartLag,
      control: null,
      budget: `≤ ${BUDGET.chartsAfterVerdictMs} ms`,
      ok: chartLag <= BUDGET.chartsAfterVerdictMs && ours.chartLags.length === ours.keyFrames.length,
      note: `${ours.chartLags.length} of ${ours.keyFrames.length} presses redrew a chart`,
    },
    {
      figure: 'tasks over 50 ms while dragging',
      unit: 'count',
      ours: ours.longTasks.length,
      control: control.longTasks.length,
      budget: `${BUDGET.longTasks}`,
      ok: ours.longTasks.length <= BUDGET.longTasks,
      note: `${ours.drags} drags of 2 s, ${ours.moves} moves (control ${control.moves})`,
    },
    {
      figure: 'longest task while dragging',
      unit: 'ms',
      ours: longest(ours.longTasks),
      control: longest(control.longTasks),
      budget: '',
      ok: null,
    },
  ];
}

export function transferRows(pages: readonly [string, Transfer][], control: Transfer): Row[] {
  return pages.map(([page, t]) => ({
    figure: `JavaScript before scrolling, ${page}`,
    unit: 'KB',
    ours: t.gzipBytes / KB,
    control: control.gzipBytes / KB,
    budget: `≤ ${BUDGET.javaScriptKb} KB`,
    ok: t.gzipBytes <= BUDGET.javaScriptKb * KB,
    note: `${t.files} files, gzip -9; ${(t.wireBytes / KB).toFixed(1)} KB as sent`,
  }));
}

export function lighthouseRows(page: string, runs: readonly LighthouseRun[], control: readonly LighthouseRun[]): Row[] {
  const of = (list: readonly LighthouseRun[], pick: (r: LighthouseRun) => number) => median(list.map(pick));
  const row = (
    figure: string,
    unit: Row['unit'],
    pick: (r: LighthouseRun) => number,
    budget: string,
    ok: ((v: number) => boolean) | null,
  ): Row => {
    const ours = of(runs, pick);
    return {
      figure: `Lighthouse ${page}: ${figure}`,
      unit,
      ours,
      control: of(control, pick),
      budget,
      ok: ok ? ok(ours) : null,
      note: `median of ${runs.length}: ${runs.map((r) => Math.round(pick(r))).join(', ')}`,
    };
  };
  return [
    row(
      'performance',
      'score',
      (r) => r.performance,
      `≥ ${BUDGET.lighthouseScore}`,
      (v) => v >= BUDGET.lighthouseScore,
    ),
    row(
      'LCP',
      'ms',
      (r) => r.lcp,
      `≤ ${BUDGET.lcpMs} ms`,
      (v) => v <= BUDGET.lcpMs,
    ),
    row(
      'TBT',
      'ms',
      (r) => r.tbt,
      `≤ ${BUDGET.tbtMs} ms`,
      (v) => v <= BUDGET.tbtMs,
    ),
    row('LCP render delay', 'ms', (r) => r.renderDelay, '', null),
    row(
      'accessibility',
      'score',
      (r) => r.accessibility,
      `≥ ${BUDGET.accessibility}`,
      (v) => v >= BUDGET.accessibility,
    ),
  ];
}

/** FCP, LCP and the gap between them, median over the runs, for one page in one language. */
export function paintRows(page: string, runs: readonly PaintRun[], control: readonly PaintRun[]): Row[] {
  const gap = (r: PaintRun) => r.lcp - r.fcp;
  const values = (list: readonly PaintRun[], pick: (r: PaintRun) => number) => list.map(pick);
  const elements = [...new Set(runs.map((r) => r.lcpElement))].join('; ');
  return [
    {
      figure: `first paint (FCP), ${page}, median`,
      unit: 'ms',
      ours: median(values(runs, (r) => r.fcp)),
      control: median(values(control, (r) => r.fcp)),
      budget: '',
      ok: null,
      note: `${runs.length} loads`,
    },
    {
      figure: `largest paint (LCP), ${page}, median`,
      unit: 'ms',
      ours: median(values(runs, (r) => r.lcp)),
      control: median(values(control, (r) => r.lcp)),
      budget: '',
      ok: null,
      note: `LCP: ${elements}`,
    },
    {
      figure: `LCP after FCP, ${page}, longest`,
      unit: 'ms',
      ours: Math.max(...values(runs, gap)),
      control: Math.max(...values(control, gap)),
      budget: `≤ ${BUDGET.lcpAfterFcpMs} ms`,
      ok: Math.max(...values(runs, gap)) <= BUDGET.lcpAfterFcpMs,
      note: values(runs, gap)
        .map((v) => Math.round(v))
        .join(', '),
    },
  ];
}
