// Total cost of each side against busy hours a day, with the break-even marked where it exists.
import { memo } from 'react';
import { CartesianGrid, Legend, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { HoursPoint, HoursSweep } from '../../engine/analysis.ts';
import { formatMoney, formatNumber } from '../../format/format.ts';
import { useLang, useT } from '../hooks.ts';
import { ChartFigure, legendText } from './ChartFigure.tsx';
import { moneyAxis, moneyFormatter, TICK, TOOLTIP_ITEM_STYLE, TOOLTIP_STYLE } from './chartKit.ts';
import { costLines } from './costLines.tsx';
import { COST_SERIES } from './costSeries.ts';
import { SeriesTable } from './SeriesTable.tsx';

interface Props {
  readonly sweep: HoursSweep;
  readonly currency: string;
  readonly asTable: boolean;
}

const HOUR_TICKS = [0, 4, 8, 12, 16, 20, 24];

/** Redraws only when its figures, currency or table switch change. */
export const HoursChart = memo(function HoursChart({ sweep, currency, asTable }: Props) {
  const t = useT();
  const lang = useLang();
  const { points, breakEvenHoursPerDay: breakEven } = sweep;
  const hours = (value: number) => formatNumber(value, lang);

  const summary =
    breakEven === null
      ? t('charts.hours.summary.never')
      : breakEven === 0
        ? t('charts.hours.summary.always')
        : t('charts.hours.summary.at', { hours: hours(breakEven) });

  const table = (
    <SeriesTable
      caption={t('charts.hours.title')}
      rowHeading={t('charts.hours.axis')}
      // whole hours only; the caption says so
      rows={points.filter((p) => Number.isInteger(p.hoursPerDay))}
      rowKey={(p) => p.hoursPerDay}
      rowLabel={(p) => hours(p.hoursPerDay)}
      columns={COST_SERIES.map((s) => ({
        key: s.key,
        label: t(s.label),
        value: (p: HoursPoint) => formatMoney(p[s.key], lang, currency),
      }))}
    />
  );

  return (
    <ChartFigure summary={summary} asTable={asTable} table={table}>
      <LineChart data={points} margin={{ top: 24, right: 12, bottom: 4, left: 4 }}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
        <XAxis
          dataKey="hoursPerDay"
          type="number"
          domain={[0, 24]}
          ticks={HOUR_TICKS}
          tick={TICK}
          stroke="var(--border)"
        />
        <YAxis {...moneyAxis(lang, currency)} />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          itemStyle={TOOLTIP_ITEM_STYLE}
          cursor={{ stroke: 'var(--muted)' }}
          formatter={moneyFormatter(lang, currency)}
          labelFormatter={(value) => t('charts.hours.value', { hours: hours(Number(value)) })}
        />
        <Legend formatter={legendText} itemSorter={null} />
        {costLines(t)}
        {breakEven !== null && (
          <ReferenceLine
            x={breakEven}
            stroke="var(--good)"
            strokeWidth={2}
            strokeDasharray="4 3"
            label={{
              value: t('charts.hours.breakEven', { hours: hours(breakEven) }),
              // keep the label inside the plot near either end of the day
              position: breakEven > 16 ? 'insideTopRight' : 'insideTopLeft',
              fill: 'var(--text)',
              fontSize: 12,
            }}
          />
        )}
      </LineChart>
    </ChartFigure>
  );
});
