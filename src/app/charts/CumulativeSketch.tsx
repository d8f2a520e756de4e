// The cumulative chart, shown first: owning counted in cash and amortized, and renting, month by
// month, drawn by LineSketch without Recharts, with a readout of a month's costs; its summary sentence
// and its table say the same in words.
import { memo, useCallback, useMemo } from 'react';
import type { Crossings } from '../../engine/analysis.ts';
import type { MonthRow } from '../../engine/index.ts';
import { formatMoney } from '../../format/format.ts';
import { useLang, useT } from '../hooks.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { COST_SERIES } from './costSeries.ts';
import { LineSketch, type SketchSeries } from './LineSketch.tsx';
import { SeriesTable } from './SeriesTable.tsx';

interface Props {
  readonly monthly: readonly MonthRow[];
  readonly crossings: Crossings;
  readonly currency: string;
  readonly asTable: boolean;
}

/** the space the Recharts charts leave around their plot */
const MARGIN = { top: 8, right: 12, bottom: 4, left: 4 } as const;
const monthOf = (row: MonthRow) => String(row.month);

/** Redraws only when its figures, currency or table switch change. */
export const CumulativeSketch = memo(function CumulativeSketch({ monthly, crossings, currency, asTable }: Props) {
  const t = useT();
  const lang = useLang();
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
  const monthLabel = useCallback((row: MonthRow) => t('charts.monthLabel', { month: String(row.month) }), [t]);

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
      columns={COST_SERIES.map((s) => ({
        key: s.key,
        label: t(s.label),
        value: (row: MonthRow) => formatMoney(row[s.key], lang, currency),
      }))}
    />
  );
  return (
    <ChartFrame
      summary={summary}
      asTable={asTable}
      table={table}
      plot={(height, summaryId) => (
        <LineSketch
          rows={monthly}
          category={monthOf}
          readoutLabel={monthLabel}
          series={series}
          height={height}
          lang={lang}
          currency={currency}
          title={t('charts.cumulative.title')}
          describedBy={summaryId}
          margin={MARGIN}
        />
      )}
    />
  );
});
