// Scaling, utilization, and storage and I/O: how the work itself is run.
import { useMemo } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { scalingInputOf, scalingTable, storageIOOf, utilizationOf } from '../../engine/analysis.ts';
import { formatMoney, formatNumber, formatPercent } from '../../format/format.ts';
import { resultOf } from '../../state/store.ts';
import { legendText } from '../charts/ChartFigure.tsx';
import { moneyAxis, TICK, TOOLTIP_ITEM_STYLE, TOOLTIP_STYLE } from '../charts/chartKit.ts';
import { SeriesTable } from '../charts/SeriesTable.tsx';
import { useLang, useT } from '../hooks.ts';
import { useShownScenario } from '../shownScenario.tsx';
import { MoneyBars } from './MoneyBars.tsx';
import { Num, ToolCard, ToolChart } from './ToolCard.tsx';

function Scaling() {
  const t = useT();
  const lang = useLang();
  const scenario = useShownScenario();
  const rows = useMemo(
    () => (scenario.scaling ? scalingTable(scalingInputOf(scenario, scenario.scaling)) : null),
    [scenario],
  );
  const node = scenario.scaling?.gpusPerNode ?? 8;
  const money = (v: number) => formatMoney(v, lang, scenario.currency);
  const hours = (v: number) => formatNumber(v, lang, 1);
  const inputs = (
    <>
      <Num path="scaling.jobGpuHours" unit="unit.hours" />
      <Num path="scaling.maxGpus" unit="unit.cards" />
      <Num path="scaling.efficiencyPct" unit="unit.pct" />
      <Num
        path={`scaling.speedups.${node}`}
        unit="unit.times"
        nullable
        label={t('tools.scaling.speedupAtNode', { cards: node })}
        hint={t('tools.scaling.speedupAtNodeHint')}
      />
      <Num path="scaling.gpusPerNode" unit="unit.cards" />
      <Num path="scaling.interNodeLatencyMs" unit="unit.ms" />
      <Num path="scaling.latencyPenaltyPctPerMs" unit="unit.pctPerMs" />
    </>
  );
  const single = rows?.find((r) => r.gpus === 1);
  const most = rows?.at(-1);
  const table = rows && (
    <SeriesTable
      caption={t('tools.scaling.title')}
      rowHeading={t('tools.scaling.gpus')}
      rows={rows}
      rowKey={(r) => r.gpus}
      rowLabel={(r) => r.gpus}
      columns={[
        { key: 'speedup', label: t('tools.scaling.speedup'), value: (r) => `${formatNumber(r.speedup, lang, 2)}×` },
        { key: 'wall', label: t('tools.scaling.wall'), value: (r) => hours(r.wallHours) },
        { key: 'cost', label: t('tools.scaling.cost'), value: (r) => money(r.cost) },
        { key: 'ratio', label: t('tools.scaling.ratio'), value: (r) => `${formatNumber(r.costRatio, lang, 2)}×` },
      ]}
    />
  );
  return (
    <ToolCard id="scaling" inputs={inputs}>
      {rows && single && most && (
        <ToolChart
          summary={t('tools.scaling.summary', {
            gpus: most.gpus,
            wall: `${hours(most.wallHours)} h`,
            single: `${hours(single.wallHours)} h`,
            ratio: `${formatNumber(most.costRatio, lang, 2)}×`,
          })}
          table={table}
        >
          <ComposedChart
            data={rows as { gpus: number; cost: number; wallHours: number }[]}
            margin={{ top: 20, right: 8, bottom: 4, left: 4 }}
          >
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="gpus" tick={TICK} stroke="var(--border)" />
            <YAxis yAxisId="cost" {...moneyAxis(lang, scenario.currency)} />
            <YAxis yAxisId="wall" orientation="right" tick={TICK} stroke="var(--border)" width={48} />
            <Tooltip
              contentStyle={TOOLTIP_STYLE}
              itemStyle={TOOLTIP_ITEM_STYLE}
              labelFormatter={(v) => `${t('tools.scaling.gpus')}: ${String(v)}`}
              formatter={(v, name) =>
                typeof v === 'number' ? (name === t('tools.scaling.cost') ? money(v) : hours(v)) : String(v)
              }
            />
            <Legend formatter={legendText} />
            <Bar
              yAxisId="cost"
              dataKey="cost"
              name={t('tools.scaling.cost')}
              fill="var(--rent)"
              isAnimationActive={false}
            />
            <Line
              yAxisId="wall"
              dataKey="wallHours"
              name={t('tools.scaling.wall')}
              stroke="var(--own)"
              strokeWidth={2}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ToolChart>
      )}
    </ToolCard>
  );
}

function Utilization() {
  const t = useT();
  const lang = useLang();
  const scenario = useShownScenario();
  const figures = useMemo(
    () => (scenario.utilization ? utilizationOf(scenario, resultOf(scenario), scenario.utilization.targetPct) : null),
    [scenario],
  );
  const money = (v: number | null) => (v === null ? '–' : formatMoney(v, lang, scenario.currency));
  const rows = figures
    ? [
        { key: 'now', name: t('tools.utilization.now'), value: figures.costPerUsefulGpuHour ?? 0, fill: 'var(--own)' },
        {
          key: 'target',
          name: t('tools.utilization.atTarget'),
          value: figures.costPerUsefulGpuHourAtTarget,
          fill: 'var(--good)',
        },
        {
          key: 'rent',
          name: t('tools.utilization.rent'),
          value: figures.rentCostPerBusyGpuHour ?? 0,
          fill: 'var(--rent)',
        },
      ]
    : [];
  return (
    <ToolCard id="utilization" inputs={<Num path="utilization.targetPct" unit="unit.pct" />}>
      {figures && (
        <MoneyBars
          summary={t('tools.utilization.summary', {
            current: formatPercent(figures.currentPct, lang),
            target: formatPercent(figures.targetPct, lang),
            now: money(figures.costPerUsefulGpuHour),
            atTarget: money(figures.costPerUsefulGpuHourAtTarget),
            rent: money(figures.rentCostPerBusyGpuHour),
            cards: figures.gpusForSameWork,
          })}
          caption={t('tools.utilization.perHour')}
          column={t('tools.utilization.perHour')}
          rows={rows}
          money={money}
          currency={scenario.currency}
        />
      )}
    </ToolCard>
  );
}

function StorageIO() {
  const t = useT();
  const lang = useLang();
  const scenario = useShownScenario();
  const figures = useMemo(() => (scenario.storageIO ? storageIOOf(scenario, scenario.storageIO) : null), [scenario]);
  const money = (v: number) => formatMoney(v, lang, scenario.currency);
  const minutes = (v: number) => `${formatNumber(v, lang, 1)} min`;
  const inputs = (
    <>
      <Num path="storageIO.epochMinutes" unit="unit.minutes" />
      <Num path="storageIO.ioWaitPct" unit="unit.pct" />
      <Num path="storageIO.ioWaitWithCachePct" unit="unit.pct" />
      <Num path="storageIO.epochsPerMonth" unit="unit.epochsPerMonth" />
      <Num path="storageIO.cacheGB" unit="unit.gb" />
      <Num path="storageIO.cachePricePerGBMonth" unit="money:unit.perGBMonth" />
    </>
  );
  const rows = figures
    ? [
        { key: 'saved', name: t('tools.storageIO.saved'), value: figures.savedPerMonth, fill: 'var(--good)' },
        { key: 'cache', name: t('tools.storageIO.cache'), value: figures.cachePerMonth, fill: 'var(--bad)' },
      ]
    : [];
  return (
    <ToolCard id="storageIO" inputs={inputs}>
      {figures && (
        <MoneyBars
          summary={`${t('tools.storageIO.summary', {
            cached: minutes(figures.cachedEpochMinutes),
            epoch: minutes(figures.epochMinutes),
            session: minutes(figures.sessionMinutes),
            shorter: minutes(figures.cachedSessionMinutes),
            billed: minutes(figures.billedMinutesPerSession),
            billedCached: minutes(figures.cachedBilledMinutesPerSession),
            hours: formatNumber(figures.gpuHoursSavedPerMonth, lang, 1),
            saved: money(figures.savedPerMonth),
            cache: money(figures.cachePerMonth),
          })}${lang === 'zh-CN' ? '' : ' '}${
            figures.netPerMonth >= 0
              ? t('tools.storageIO.pays', { net: money(figures.netPerMonth) })
              : t('tools.storageIO.costs', { net: money(-figures.netPerMonth) })
          }`}
          caption={t('tools.storageIO.title')}
          column={t('tools.storageIO.perMonth')}
          rows={rows}
          money={money}
          currency={scenario.currency}
        />
      )}
    </ToolCard>
  );
}

export function WorkTools() {
  return (
    <>
      <Scaling />
      <Utilization />
      <StorageIO />
    </>
  );
}
