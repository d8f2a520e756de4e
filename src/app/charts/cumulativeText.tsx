// What the cumulative chart says in words: its summary sentence and its table, the same whether
// Recharts draws it or the light chart does (CumulativeSketch).
import type { ReactNode } from 'react';
import type { Crossings } from '../../engine/analysis.ts';
import type { MonthRow } from '../../engine/index.ts';
import { formatMoney } from '../../format/format.ts';
import { useLang, useT } from '../hooks.ts';
import { COST_SERIES } from './costSeries.ts';
import { SeriesTable } from './SeriesTable.tsx';

export interface CumulativeProps {
  readonly monthly: readonly MonthRow[];
  readonly crossings: Crossings;
  readonly currency: string;
  readonly asTable: boolean;
}

export function useCumulativeText({ monthly, crossings, currency }: CumulativeProps): {
  summary: string;
  table: ReactNode;
} {
  const t = useT();
  const lang = useLang();
  const money = (value: number) => formatMoney(value, lang, currency);
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
  return { summary, table };
}
