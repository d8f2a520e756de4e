// The cumulative chart, shown first: owning counted in cash and amortized, and renting, month by
// month, drawn by LineSketch without Recharts, with a readout of a month's costs; its summary sentence
// and its table say the same in words. A workload that changes over time has the month the answer
// turns to owning (the engine's turnMonth) marked on the plot and said in the summary.
import { memo, useCallback, useMemo } from 'react';
import type { Crossings } from '../../engine/analysis.ts';
import type { MonthRow } from '../../engine/index.ts';
import { formatMoney } from '../../format/format.ts';
import { useLang, useT } from '../hooks.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { COST_SERIES } from './costSeries.ts';
import { LineSketch, type SketchMark, type SketchSeries } from './LineSketch.tsx';
import { SeriesTable } from './SeriesTable.tsx';

interface Props {
  readonly monthly: readonly MonthRow[];
  readonly crossings: Crossings;
  readonly currency: string;
  readonly asTable: boolean;
  /** a workload that changes over time: the month from which owning stays at or below renting, or null */
  readonly turnMonth?: number | null;
}

/** the space the Recharts charts leave around their plot */
const MARGIN = { top: 8, right: 12, bottom: 4, left: 4 } as const;
const monthOf = (row: MonthRow) => String(row.month);

/** Redraws only when its figures, currency or table switch change. */
export const CumulativeSketch = memo(function CumulativeSketch({
  monthly,
  crossings,
  currency,
  asTable,
  turnMonth,
}: Props) {
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

  const crossed =
    crossings.amortizedMonth === null
      ? t('charts.cumulative.never')
      : crossings.cashMonth === null
        ? t('charts.cumulative.amortizedOnly', { month: crossings.amortizedMonth })
        : t('charts.cumulative.both', { amortized: crossings.amortizedMonth, cash: crossings.cashMonth });
  const summary =
    turnMonth === undefined
      ? crossed
      : t('charts.sentences', {
          first: crossed,
          second:
            turnMonth === null
              ? t('charts.cumulative.turnNever')
              : t('charts.cumulative.turnsAt', { month: turnMonth }),
        });
  const index = turnMonth == null ? -1 : monthly.findIndex((row) => row.month === turnMonth);
  const mark = useMemo(
    (): SketchMark | undefined =>
      index < 0
        ? undefined
        : { index, label: t('charts.cumulative.turn', { month: turnMonth ?? 0 }), colour: 'var(--own)' },
    [index, turnMonth, t],
  );
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
          {...(mark ? { mark } : {})}
        />
      )}
    />
  );
});
