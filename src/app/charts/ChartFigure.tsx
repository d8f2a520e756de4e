// The frame every chart shares: one sentence that sums the chart up, then the chart or its table.
import { type ReactNode, useId } from 'react';
import { ResponsiveContainer } from 'recharts';
import { useCompact } from '../compact.ts';
import { CHART_HEIGHT } from './chartKit.ts';

interface Props {
  /** the chart's text alternative, shown above it: what a reader should take from it */
  readonly summary: ReactNode;
  readonly asTable: boolean;
  /** a <table> with the chart's figures */
  readonly table: ReactNode;
  /** one Recharts chart, sized by the frame */
  readonly children: ReactNode;
  /** taller than the usual for charts of many rows */
  readonly height?: number;
}

/** The embed's charts, a share of the usual height, so the widget fits a phone's screen. */
const COMPACT_SHARE = 0.7;

export function ChartFigure({ summary, asTable, table, children, height = CHART_HEIGHT }: Props) {
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
        <div className="chart-plot">
          <ResponsiveContainer width="100%" height={compact ? Math.round(height * COMPACT_SHARE) : height}>
            {children}
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}

/** Legend entries in the text colour: Recharts paints them in the series colour, too faint as text. */
export function legendText(value: unknown) {
  return <span className="chart-legend-text">{String(value)}</span>;
}
