// A few amounts side by side in bars of their own colours, with a table beside: how the utilization and
// the storage tools answer.
import { Bar, BarChart, CartesianGrid, Cell, LabelList, XAxis, YAxis } from 'recharts';
import { moneyAxis, TICK } from '../charts/chartKit.ts';
import { SeriesTable } from '../charts/SeriesTable.tsx';
import { useLang } from '../hooks.ts';
import { ToolChart } from './ToolCard.tsx';

interface MoneyBar {
  readonly key: string;
  readonly name: string;
  readonly value: number;
  readonly fill: string;
}

/** A few amounts side by side, each bar in its own colour and labelled: the answer of a tool. */
export function MoneyBars(props: {
  readonly summary: string;
  readonly caption: string;
  readonly column: string;
  readonly rows: readonly MoneyBar[];
  readonly money: (value: number) => string;
  readonly currency: string;
}) {
  const lang = useLang();
  const { rows, money } = props;
  return (
    <ToolChart
      summary={props.summary}
      table={
        <SeriesTable
          caption={props.caption}
          rowHeading=""
          rows={rows}
          rowKey={(r) => r.key}
          rowLabel={(r) => r.name}
          columns={[{ key: 'v', label: props.column, value: (r) => money(r.value) }]}
        />
      }
    >
      <BarChart data={rows as MoneyBar[]} margin={{ top: 24, right: 8, bottom: 4, left: 4 }}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" tick={TICK} stroke="var(--border)" />
        <YAxis {...moneyAxis(lang, props.currency)} />
        <Bar dataKey="value" isAnimationActive={false} maxBarSize={64}>
          {rows.map((r) => (
            <Cell key={r.key} fill={r.fill} />
          ))}
          <LabelList
            dataKey="value"
            position="top"
            fill="var(--text)"
            fontSize={12}
            formatter={(v) => money(Number(v))}
          />
        </Bar>
      </BarChart>
    </ToolChart>
  );
}
