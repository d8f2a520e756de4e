// The sensitivity tornado: each input's bar spans the savings at its two moved values, ranked by the
// swing per 1 % moved, with the move each input actually made under its name (a whole number moves by
// whole steps, so 2 cards move ±50 % where a price moves ±20 %).

import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { sensitivity } from '../../engine/analysis.ts';
import { formatMoney } from '../../format/format.ts';
import { moveText, moveTextShort } from '../../format/moves.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { moneyAxis, TICK, TOOLTIP_ITEM_STYLE, TOOLTIP_STYLE } from '../charts/chartKit.ts';
import { SeriesTable } from '../charts/SeriesTable.tsx';
import { useLang, useT } from '../hooks.ts';
import { useShownScenario } from '../shownScenario.tsx';
import { Num, ToolCard, ToolChart } from './ToolCard.tsx';

/** An input's name on the axis, with its move on a second line. */
function InputTick(props: {
  x?: number;
  y?: number;
  payload?: { value?: string };
  moves: ReadonlyMap<string, string>;
}) {
  const { x = 0, y = 0, payload, moves } = props;
  const name = payload?.value ?? '';
  return (
    <text x={x} y={y} textAnchor="end" fontSize={TICK.fontSize} fill="var(--text)">
      <tspan x={x} dy="-0.25em">
        {name}
      </tspan>
      <tspan x={x} dy="1.2em" fill={TICK.fill} fontSize={11}>
        {moves.get(name)}
      </tspan>
    </text>
  );
}

export function Sensitivity() {
  const t = useT();
  const lang = useLang();
  const scenario = useShownScenario();
  const figures = useMemo(
    () => (scenario.sensitivity ? sensitivity(scenario, { movePct: scenario.sensitivity.movePct }) : null),
    [scenario],
  );
  const money = (v: number) => formatMoney(v, lang, scenario.currency);
  const rows = (figures?.rows ?? []).map((r) => ({
    ...r,
    input: t(`tools.input.${r.path}` as MessageKey),
    name: `${t(`tools.input.${r.path}` as MessageKey)}${r.clipped ? ' *' : ''}`,
    move: moveText(r, lang),
    range: [Math.min(r.savingsLow, r.savingsHigh), Math.max(r.savingsLow, r.savingsHigh)],
  }));
  const moves = new Map(rows.map((r) => [r.name, moveTextShort(r, lang)]));
  const top = rows[0];
  return (
    <ToolCard id="sensitivity" inputs={<Num path="sensitivity.movePct" unit="unit.pct" />}>
      {figures && (
        <ToolChart
          height={Math.max(280, 40 + rows.length * 40)}
          summary={
            top && top.swing > 0
              ? t('tools.sensitivity.summary', {
                  input: top.input,
                  low: money(top.savingsLow),
                  high: money(top.savingsHigh),
                  move: top.move,
                })
              : t('tools.sensitivity.none')
          }
          table={
            <SeriesTable
              caption={t('tools.sensitivity.title')}
              rowHeading={t('tools.sensitivity.input')}
              rows={rows}
              rowKey={(r) => r.path}
              rowLabel={(r) => (r.clipped ? `${r.input} (${t('tools.sensitivity.cut')})` : r.input)}
              columns={[
                { key: 'move', label: t('tools.sensitivity.move'), value: (r) => r.move },
                { key: 'low', label: t('tools.sensitivity.low'), value: (r) => money(r.savingsLow) },
                { key: 'high', label: t('tools.sensitivity.high'), value: (r) => money(r.savingsHigh) },
                { key: 'perPct', label: t('tools.sensitivity.perPct'), value: (r) => money(r.swingPerPct) },
              ]}
            />
          }
        >
          <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 16, bottom: 4, left: 4 }}>
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" {...moneyAxis(lang, scenario.currency)} domain={['auto', 'auto']} />
            <YAxis
              type="category"
              dataKey="name"
              width={150}
              tick={<InputTick moves={moves} />}
              stroke="var(--border)"
              interval={0}
            />
            <Tooltip
              contentStyle={TOOLTIP_STYLE}
              itemStyle={TOOLTIP_ITEM_STYLE}
              formatter={(v) => (Array.isArray(v) ? v.map((x) => money(Number(x))).join(' – ') : String(v))}
            />
            <ReferenceLine x={figures.baseSavings} stroke="var(--text)" />
            <Bar dataKey="range" name={t('tools.sensitivity.savings')} fill="var(--accent)" isAnimationActive={false} />
          </BarChart>
        </ToolChart>
      )}
    </ToolCard>
  );
}
