// What each side's total is made of: owning's hardware, power and ops against renting's GPUs and
// storage, as two stacked bars, in the cost view the page shows.
import { memo } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { CostBreakdown, OwnPart, RentPart } from '../../engine/analysis.ts';
import type { CostView } from '../../engine/index.ts';
import { formatMoney } from '../../format/format.ts';
import { useLang, useT } from '../hooks.ts';
import { ChartFigure, legendText } from './ChartFigure.tsx';
import { listOf, moneyAxis, moneyFormatter, TICK, TOOLTIP_ITEM_STYLE, TOOLTIP_STYLE } from './chartKit.ts';

interface Props {
  readonly breakdown: CostBreakdown;
  readonly view: CostView;
  /** each side's total in this view */
  readonly ownTotal: number;
  readonly rentTotal: number;
  readonly currency: string;
  readonly asTable: boolean;
}

const FILL: Record<OwnPart | RentPart, string> = {
  depreciation: 'var(--own)',
  hardware: 'var(--own)',
  cluster: 'var(--own)',
  power: 'var(--own-2)',
  ops: 'var(--chart-own-3)',
  // what owning rents meanwhile is drawn in renting's colour
  leadTime: 'var(--rent)',
  downtime: 'var(--chart-rent-2)',
  compute: 'var(--rent)',
  storage: 'var(--chart-rent-2)',
  staff: 'var(--chart-own-3)',
};

/** Redraws only when its figures, currency or table switch change. */
export const BreakdownChart = memo(function BreakdownChart({
  breakdown,
  view,
  ownTotal,
  rentTotal,
  currency,
  asTable,
}: Props) {
  const t = useT();
  const lang = useLang();
  const money = (value: number) => formatMoney(value, lang, currency);
  const partLabel = (key: OwnPart | RentPart) => t(`charts.part.${key}`);
  const parts = (side: readonly { key: OwnPart | RentPart; value: number }[]) =>
    listOf(
      side.map((p) => t('charts.breakdown.part', { part: partLabel(p.key), value: money(p.value) })),
      lang,
    );

  const summary = t('charts.sentences', {
    first: t('charts.breakdown.summary', {
      own: money(ownTotal),
      parts: parts(breakdown.own),
      rent: money(rentTotal),
      rentParts: parts(breakdown.rent),
    }),
    second: t(view === 'amortized' ? 'charts.breakdown.viewAmortized' : 'charts.breakdown.viewCash'),
  });

  const sides = [
    { side: t('charts.side.own'), total: ownTotal, parts: breakdown.own },
    { side: t('charts.side.rent'), total: rentTotal, parts: breakdown.rent },
  ];
  const table = (
    <table className="chart-table">
      <caption>{t('charts.breakdown.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('charts.breakdown.column.part')}</th>
          <th scope="col">{t('charts.breakdown.column.amount')}</th>
        </tr>
      </thead>
      {sides.map(({ side, total, parts: rows }) => (
        <tbody key={side}>
          <tr>
            <th scope="rowgroup" colSpan={2}>
              {side}
            </th>
          </tr>
          {rows.map((p) => (
            <tr key={p.key}>
              <th scope="row">{partLabel(p.key)}</th>
              <td>{money(p.value)}</td>
            </tr>
          ))}
          <tr className="chart-table-total">
            <th scope="row">{t('charts.breakdown.total', { side })}</th>
            <td>{money(total)}</td>
          </tr>
        </tbody>
      ))}
    </table>
  );

  // one row per bar; each part is a series stacked on the bar of its side
  const data = sides.map(({ side, parts: rows }) => ({
    side,
    ...Object.fromEntries(rows.map((p) => [p.key, p.value])),
  }));
  const series = [...breakdown.own, ...breakdown.rent];

  return (
    <ChartFigure summary={summary} asTable={asTable} table={table}>
      <BarChart data={data} margin={{ top: 8, right: 12, bottom: 4, left: 4 }}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="side" tick={TICK} stroke="var(--border)" />
        <YAxis {...moneyAxis(lang, currency)} />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          itemStyle={TOOLTIP_ITEM_STYLE}
          cursor={{ fill: 'var(--surface-2)' }}
          formatter={moneyFormatter(lang, currency)}
        />
        <Legend formatter={legendText} itemSorter={null} />
        {series.map((p) => (
          <Bar
            key={p.key}
            dataKey={p.key}
            name={partLabel(p.key)}
            stackId="total"
            fill={FILL[p.key]}
            maxBarSize={96}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ChartFigure>
  );
});
