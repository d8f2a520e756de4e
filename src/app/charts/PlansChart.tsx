// The five rental plans priced for this workload: the cheapest in the good colour and named so, the
// current plan outlined, plans without a price shown as such.
import { memo } from 'react';
import { Bar, BarChart, type BarShapeProps, CartesianGrid, LabelList, Rectangle, XAxis, YAxis } from 'recharts';
import type { PlanCost } from '../../engine/analysis.ts';
import { formatMoney, formatNumber, formatPercent } from '../../format/format.ts';
import { useLang, useT } from '../hooks.ts';
import { ChartFigure } from './ChartFigure.tsx';
import { formatMoneyCompact, listOf, TICK } from './chartKit.ts';

interface Props {
  readonly plans: readonly PlanCost[];
  readonly currency: string;
  readonly asTable: boolean;
}

interface TickProps {
  readonly x: number | string;
  readonly y: number | string;
  readonly payload: { readonly index: number };
}

/** Redraws only when its figures, currency or table switch change. */
export const PlansChart = memo(function PlansChart({ plans, currency, asTable }: Props) {
  const t = useT();
  const lang = useLang();
  const money = (value: number) => formatMoney(value, lang, currency);

  const rows = plans.map((p) => {
    const notes = [
      ...(p.cheapest ? [t('charts.plans.cheapest')] : []),
      ...(p.current ? [t('charts.plans.current')] : []),
      ...(p.interruptible ? [t('charts.plans.interruptible')] : []),
    ];
    const value = p.total === null ? t('charts.plans.noPrice') : money(p.total);
    return {
      ...p,
      // a plan without a price gets a bar of nothing, so that its "no price" label still shows
      plotted: p.total ?? 0,
      name: t(`charts.plan.${p.plan}`),
      label: p.cheapest ? t('charts.plans.cheapestValue', { value }) : value,
      value,
      notes: listOf(notes, lang),
      // beside the plan's name: the notes the label does not already carry
      tickNote: listOf(notes.slice(p.cheapest ? 1 : 0), lang),
    };
  });

  const againstOnDemand = (r: PlanCost) =>
    r.plan === 'on-demand' || r.savedPctVsOnDemand === null
      ? '–'
      : t(r.savedPctVsOnDemand >= 0 ? 'charts.plans.cheaperBy' : 'charts.plans.dearerBy', {
          pct: formatPercent(Math.abs(r.savedPctVsOnDemand), lang),
        });

  const cheapest = rows.filter((r) => r.cheapest);
  const first = cheapest[0];
  let summary = '';
  if (first) {
    summary =
      cheapest.length === 1
        ? t('charts.plans.summary.one', { plan: first.name, total: first.value })
        : t('charts.plans.summary.tie', {
            plans: listOf(
              cheapest.map((r) => r.name),
              lang,
              true,
            ),
            total: first.value,
          });
    // "Weekly is 12.7 % cheaper than on demand": a share of on demand's total, when it rounds above 0
    const saved = first.savedPctVsOnDemand;
    if (cheapest.length === 1 && first.plan !== 'on-demand' && saved !== null && Math.round(saved * 10) > 0) {
      const vs = t('charts.plans.vsOnDemand', { plan: first.name, pct: formatPercent(saved, lang) });
      summary = t('charts.sentences', { first: summary, second: vs });
    }
    if (cheapest.some((r) => r.interruptible)) {
      summary = t('charts.sentences', { first: summary, second: t('charts.plans.summary.spot') });
    }
  }

  const table = (
    <table className="chart-table">
      <caption>{t('charts.plans.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('charts.plans.column.plan')}</th>
          <th scope="col">{t('charts.plans.column.total')}</th>
          <th scope="col">{t('charts.plans.column.hours')}</th>
          <th scope="col">{t('charts.plans.column.vsOnDemand')}</th>
          <th scope="col">{t('charts.plans.column.note')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.plan} className={r.cheapest ? 'chart-table-best' : undefined}>
            <th scope="row">{r.name}</th>
            <td>{r.value}</td>
            <td>{r.billedGpuHours === null ? '–' : formatNumber(r.billedGpuHours, lang, 0)}</td>
            <td>{againstOnDemand(r)}</td>
            <td>{r.notes}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  const tick = ({ x, y, payload }: TickProps) => {
    const row = rows[payload.index];
    if (!row) return null;
    return (
      <text x={x} y={y} textAnchor="end" fill="var(--text)" fontSize={12} fontWeight={row.cheapest ? 700 : 400}>
        <tspan x={x} dy={row.tickNote ? '-0.2em' : '0.35em'}>
          {row.name}
        </tspan>
        {row.tickNote && (
          <tspan x={x} dy="1.2em" fill="var(--muted)" fontSize={11} fontWeight={400}>
            {row.tickNote}
          </tspan>
        )}
      </text>
    );
  };

  const shape = ({ x, y, width, height, index }: BarShapeProps) => {
    const row = rows[index];
    return (
      <Rectangle
        x={x}
        y={y}
        width={width}
        height={height}
        fill={row?.cheapest ? 'var(--good)' : 'var(--rent)'}
        stroke={row?.current ? 'var(--text)' : 'none'}
        strokeWidth={2}
      />
    );
  };

  return (
    <ChartFigure summary={summary} asTable={asTable} table={table}>
      <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 112, bottom: 4, left: 4 }}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
        <XAxis
          type="number"
          tick={TICK}
          stroke="var(--border)"
          tickFormatter={(value: number) => formatMoneyCompact(value, lang, currency)}
        />
        <YAxis type="category" dataKey="name" width={104} tick={tick} stroke="var(--border)" />
        <Bar dataKey="plotted" shape={shape} maxBarSize={32} isAnimationActive={false}>
          <LabelList dataKey="label" position="right" fill="var(--text)" fontSize={12} />
        </Bar>
      </BarChart>
    </ChartFigure>
  );
});
