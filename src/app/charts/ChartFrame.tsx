// The frame every chart shares: one sentence that sums the chart up, then the chart or its table.
// It draws nothing itself, so that a chart drawn without Recharts (LineSketch) needs no Recharts.
import { type ReactNode, useId } from 'react';
import { useCompact } from '../compact.ts';
import { CHART_HEIGHT } from './chartKit.ts';

export interface ChartFrameProps {
  /** the chart's text alternative, shown above it: what a reader should take from it */
  readonly summary: ReactNode;
  readonly asTable: boolean;
  /** a <table> with the chart's figures */
  readonly table: ReactNode;
  /** taller than the usual for charts of many rows */
  readonly height?: number;
}

interface Props extends ChartFrameProps {
  /** the drawing, given its height in pixels and the id of the summary that describes it */
  readonly plot: (height: number, summaryId: string) => ReactNode;
}

/** The embed's charts, a share of the usual height, so the widget fits a phone's screen. */
const COMPACT_SHARE = 0.7;

export function ChartFrame({ summary, asTable, table, plot, height = CHART_HEIGHT }: Props) {
  const compact = useCompact();
  const summaryId = useId();
  return (
    <figure className="chart">
      {/* compact: the summary stays the chart's text alternative, for screen readers only */}
      <figcaption id={summaryId} className={compact ? 'chart-summary visually-hidden' : 'chart-summary'}>
        {summary}
      </figcaption>
      {asTable ? (
        // a table wider than a phone scrolls in its own box: named, and reachable from the keyboard
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keys
        <section className="chart-table-scroll" aria-labelledby={summaryId} tabIndex={0}>
          {table}
        </section>
      ) : (
        <div className="chart-plot">{plot(compact ? Math.round(height * COMPACT_SHARE) : height, summaryId)}</div>
      )}
    </figure>
  );
}
