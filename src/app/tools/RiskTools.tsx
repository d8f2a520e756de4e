// Obsolescence, sensitivity and uncertainty: what could make today's answer wrong.
import { useMemo } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { obsolescenceOf, priceSeries, priceTableMonths } from '../../engine/analysis.ts';
import { formatNumber, formatPercent } from '../../format/format.ts';
import { TOOLS_MESSAGES } from '../../i18n/tools.ts';
import { resultOf } from '../../state/store.ts';
import { TICK, TOOLTIP_ITEM_STYLE, TOOLTIP_STYLE } from '../charts/chartKit.ts';
import { SeriesTable } from '../charts/SeriesTable.tsx';
import { useAreaT, useLang } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';
import { Sensitivity } from './SensitivityTool.tsx';
import { Num, Toggle, ToolCard, ToolChart } from './ToolCard.tsx';
import { Uncertainty } from './UncertaintyTool.tsx';

function Obsolescence() {
  const t = useAreaT(TOOLS_MESSAGES);
  const lang = useLang();
  const scenario = useCalculator((s) => s.scenario);
  const figures = useMemo(
    () => (scenario.obsolescence ? obsolescenceOf(scenario, resultOf(scenario), scenario.obsolescence) : null),
    [scenario],
  );
  const inputs = (
    <>
      <Num path="obsolescence.doublingMonths" unit="unit.months" />
      <Toggle path="obsolescence.rentPricesFall" />
      <Toggle path="obsolescence.resaleFalls" />
    </>
  );
  if (!figures)
    return (
      <ToolCard id="obsolescence" inputs={inputs}>
        {null}
      </ToolCard>
    );
  const P = figures.doublingMonths;
  const months = priceSeries(scenario.horizonMonths, P);
  const pct = (v: number) => formatPercent(v, lang);
  const warning =
    figures.paybackMonth === null
      ? t('tools.obsolescence.never')
      : figures.paysBackAfterDoubling
        ? t('tools.obsolescence.late', { month: figures.paybackMonth, months: formatNumber(P, lang, 1) })
        : t('tools.obsolescence.inTime', { month: figures.paybackMonth });
  return (
    <ToolCard id="obsolescence" inputs={inputs}>
      <p className={figures.paysBackAfterDoubling ? 'tool__warning' : 'tool__note'} role="status">
        {warning}
      </p>
      <ToolChart
        summary={t('tools.obsolescence.summary', {
          months: formatNumber(P, lang, 1),
          fall: pct(figures.priceFallPctPerYear),
        })}
        table={
          <SeriesTable
            caption={t('tools.obsolescence.price')}
            rowHeading="#"
            rows={priceTableMonths(months)}
            rowKey={(m) => m.month}
            rowLabel={(m) => m.month}
            columns={[{ key: 'pct', label: t('tools.obsolescence.price'), value: (m) => pct(m.pct) }]}
          />
        }
      >
        <LineChart data={months} margin={{ top: 16, right: 16, bottom: 4, left: 4 }}>
          <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
          <XAxis dataKey="month" type="number" domain={[1, 'dataMax']} tick={TICK} stroke="var(--border)" />
          <YAxis domain={[0, 100]} tick={TICK} stroke="var(--border)" width={40} unit="%" />
          <Tooltip
            contentStyle={TOOLTIP_STYLE}
            itemStyle={TOOLTIP_ITEM_STYLE}
            formatter={(v) => (typeof v === 'number' ? pct(v) : String(v))}
          />
          <Line
            dataKey="pct"
            name={t('tools.obsolescence.price')}
            stroke="var(--rent)"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          {P <= scenario.horizonMonths && (
            <ReferenceLine
              x={P}
              stroke="var(--muted)"
              strokeDasharray="4 4"
              label={{ value: t('tools.obsolescence.doubling'), fill: 'var(--muted)', fontSize: 12, position: 'top' }}
            />
          )}
          {figures.paybackMonth !== null && (
            <ReferenceLine
              x={figures.paybackMonth}
              stroke="var(--own)"
              label={{
                value: t('tools.obsolescence.payback'),
                fill: 'var(--text)',
                fontSize: 12,
                position: 'insideTopRight',
              }}
            />
          )}
        </LineChart>
      </ToolChart>
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
