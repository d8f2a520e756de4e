// A chart drawn by Recharts in the frame every chart shares (ChartFrame), sized to its box.
import type { ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import { ChartFrame, type ChartFrameProps } from './ChartFrame.tsx';

interface Props extends ChartFrameProps {
  /** one Recharts chart, sized by the frame */
  readonly children: ReactNode;
}

export function ChartFigure({ children, ...frame }: Props) {
  return (
    <ChartFrame
      {...frame}
      plot={(height) => (
        <ResponsiveContainer width="100%" height={height}>
          {children}
        </ResponsiveContainer>
      )}
    />
  );
}

/** Legend entries in the text colour: Recharts paints them in the series colour, too faint as text. */
export function legendText(value: unknown) {
  return <span className="chart-legend-text">{String(value)}</span>;
}
