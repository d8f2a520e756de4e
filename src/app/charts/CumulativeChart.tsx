// Cumulative cost month by month: owning counted in cash and amortized, and renting.
import { memo, useCallback, useMemo } from 'react';
import { CartesianGrid, Legend, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { Crossings } from '../../engine/analysis.ts';
import type { MonthRow } from '../../engine/index.ts';
import { formatMoney } from '../../format/format.ts';
import { CHARTS_MESSAGES } from '../../i18n/charts.ts';
import { useAreaT, useLang } from '../hooks.ts';
import { ChartFigure, legendText } from './ChartFigure.tsx';
import { moneyAxis, moneyFormatter, TICK, TOOLTIP_ITEM_STYLE, TOOLTIP_STYLE } from './chartKit.ts';
import { COST_SERIES, costLines } from './costLines.tsx';
import { SeriesTable } from './SeriesTable.tsx';

interface Props {
  readonly monthly: readonly MonthRow[];
  readonly crossings: Crossings;
  readonly currency: string;
  readonly asTable: boolean;
}

// the same objects from one render to the next, so that Recharts keeps its settings (chartKit.ts)
const MARGIN = { top: 8, right: 12, bottom: 4, left: 4 };
const CURSOR = { stroke: 'var(--muted)' };

/** Redraws only when its figures, currency or table switch change. */
export const CumulativeChart = memo(function CumulativeChart({ monthly, crossings, currency, asTable }: Props) {
  const t = useAreaT(CHARTS_MESSAGES);
  const lang = useLang();
  const money = (value: number) => formatMoney(value, lang, currency);
  const monthLabel = useCallback((month: unknown) => t('charts.monthLabel', { month: String(month) }), [t]);
  const lines = useMemo(() => costLines(t), [t]);

  const summary =
    crossings.amortizedMonth === null
      ? t('charts.cumulative.never')
      : crossings.cashMonth === null
        ? t('charts.cumulative.amortizedOnly', { month: crossings.amortizedMonth })
        : t('charts.cumulative.both', { amortized: crossings.amortizedMonth, cash: crossings.cashMonth });

  const table = (
    <SeriesTable
      caption={t('charts.cumulative.title')}
      rowHeading={t('charts.month')}
      rows={monthly}
      rowKey={(row) => row.month}
      rowLabel={(row) => row.month}
      columns={COST_SERIES.map((s) => ({ key: s.key, label: t(s.label), value: (row: MonthRow) => money(row[s.key]) }))}
    />
  );

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
