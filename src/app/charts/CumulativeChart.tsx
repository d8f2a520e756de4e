// Cumulative cost month by month, drawn by Recharts: owning counted in cash and amortized, and
// renting, with a tooltip per month. Loaded when the reader reaches for the chart; until then the
// light chart (CumulativeSketch) shows the same lines.
import { memo, useCallback, useMemo } from 'react';
import { CartesianGrid, Legend, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useLang, useT } from '../hooks.ts';
import { ChartFigure, legendText } from './ChartFigure.tsx';
import { moneyAxis, moneyFormatter, TICK, TOOLTIP_ITEM_STYLE, TOOLTIP_STYLE } from './chartKit.ts';
import { costLines } from './costLines.tsx';
import { type CumulativeProps, useCumulativeText } from './cumulativeText.tsx';

// the same objects from one render to the next, so that Recharts keeps its settings (chartKit.ts)
// (CumulativeSketch.tsx places its plot with the same margin)
const MARGIN = { top: 8, right: 12, bottom: 4, left: 4 };
const CURSOR = { stroke: 'var(--muted)' };

/** Redraws only when its figures, currency or table switch change. */
export const CumulativeChart = memo(function CumulativeChart(props: CumulativeProps) {
  const { monthly, currency, asTable } = props;
  const t = useT();
  const lang = useLang();
  const monthLabel = useCallback((month: unknown) => t('charts.monthLabel', { month: String(month) }), [t]);
  const lines = useMemo(() => costLines(t), [t]);
  const { summary, table } = useCumulativeText(props);

  return (
    <ChartFigure summary={summary} asTable={asTable} table={table}>
      <LineChart data={monthly} margin={MARGIN}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
        <XAxis dataKey="month" tick={TICK} stroke="var(--border)" minTickGap={16} />
        <YAxis {...moneyAxis(lang, currency)} />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          itemStyle={TOOLTIP_ITEM_STYLE}
          cursor={CURSOR}
          formatter={moneyFormatter(lang, currency)}
          labelFormatter={monthLabel}
        />
        <Legend formatter={legendText} itemSorter={null} />
        {lines}
      </LineChart>
    </ChartFigure>
  );
});
