// The cumulative chart as the reader first sees it: the same summary, table and lines as the Recharts
// chart (CumulativeChart), drawn by LineSketch, so that the first screen needs no Recharts. It gives
// way to the Recharts chart, with its tooltips, once the reader reaches for the charts.
import { memo, useMemo } from 'react';
import type { MonthRow } from '../../engine/index.ts';
import { useLang, useT } from '../hooks.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { COST_SERIES } from './costSeries.ts';
import { type CumulativeProps, useCumulativeText } from './cumulativeText.tsx';
import { LineSketch, type SketchSeries } from './LineSketch.tsx';

/** Recharts' margin for this chart (CumulativeChart.tsx), so that both place the plot alike */
const MARGIN = { top: 8, right: 12, bottom: 4, left: 4 } as const;
const monthOf = (row: MonthRow) => String(row.month);

export const CumulativeSketch = memo(function CumulativeSketch(props: CumulativeProps) {
  const t = useT();
  const lang = useLang();
  const { summary, table } = useCumulativeText(props);
  const series = useMemo(
    (): SketchSeries<MonthRow>[] =>
      COST_SERIES.map((s) => ({
        key: s.key,
        name: t(s.label),
        colour: s.colour,
        dash: s.dash,
        value: (row) => row[s.key],
      })),
    [t],
  );
  return (
    <ChartFrame
      summary={summary}
      asTable={props.asTable}
      table={table}
      plot={(height, summaryId) => (
        <LineSketch
          rows={props.monthly}
          category={monthOf}
          series={series}
          height={height}
          lang={lang}
          currency={props.currency}
          title={t('charts.cumulative.title')}
          describedBy={summaryId}
          margin={MARGIN}
        />
      )}
    />
  );
});
