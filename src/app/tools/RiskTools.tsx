// Obsolescence, sensitivity and uncertainty: what could make today's answer wrong.
import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { sensitivity } from '../../engine/analysis.ts';
import { formatMoney, formatPercent } from '../../format/format.ts';
import { TOOLS_MESSAGES, type ToolsKey } from '../../i18n/tools.ts';
import { moneyAxis, TICK, TOOLTIP_ITEM_STYLE, TOOLTIP_STYLE } from '../charts/chartKit.ts';
import { SeriesTable } from '../charts/SeriesTable.tsx';
import { useAreaT, useLang } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';
import { Obsolescence } from './ObsolescenceTool.tsx';
import { Num, ToolCard, ToolChart } from './ToolCard.tsx';
import { Uncertainty } from './UncertaintyTool.tsx';

function Sensitivity() {
  const t = useAreaT(TOOLS_MESSAGES);
  const lang = useLang();
  const scenario = useCalculator((s) => s.scenario);
  const figures = useMemo(
    () => (scenario.sensitivity ? sensitivity(scenario, { movePct: scenario.sensitivity.movePct }) : null),
    [scenario],
  );
  const money = (v: number) => formatMoney(v, lang, scenario.currency);
  const rows = (figures?.rows ?? []).map((r) => ({
    ...r,
    name: `${t(`tools.input.${r.path}` as ToolsKey)}${r.clipped ? ' *' : ''}`,
    range: [Math.min(r.savingsLow, r.savingsHigh), Math.max(r.savingsLow, r.savingsHigh)],
  }));
  const top = rows[0];
  return (
    <ToolCard id="sensitivity" inputs={<Num path="sensitivity.movePct" unit="unit.pct" />}>
      {figures && (
        <ToolChart
          height={Math.max(280, 40 + rows.length * 30)}
          summary={
            top && top.swing > 0
              ? t('tools.sensitivity.summary', {
                  input: t(`tools.input.${top.path}` as ToolsKey),
                  low: money(top.savingsLow),
                  high: money(top.savingsHigh),
                  pct: formatPercent(figures.movePct, lang),
                })
              : t('tools.sensitivity.none')
          }
          table={
            <SeriesTable
              caption={t('tools.sensitivity.title')}
              rowHeading={t('tools.sensitivity.input')}
              rows={rows}
              rowKey={(r) => r.path}
              rowLabel={(r) => (r.clipped ? `${r.name} (${t('tools.sensitivity.cut')})` : r.name)}
              columns={[
                { key: 'low', label: t('tools.sensitivity.low'), value: (r) => money(r.savingsLow) },
                { key: 'high', label: t('tools.sensitivity.high'), value: (r) => money(r.savingsHigh) },
              ]}
            />
          }
        >
          <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 16, bottom: 4, left: 4 }}>
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" {...moneyAxis(lang, scenario.currency)} domain={['auto', 'auto']} />
            <YAxis type="category" dataKey="name" width={130} tick={TICK} stroke="var(--border)" interval={0} />
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

export function RiskTools() {
  return (
    <>
      <Obsolescence />
      <Sensitivity />
      <Uncertainty />
    </>
  );
}
