// The plan advisor and the hybrid tool: which plan, and how many cards to own.
import { useMemo } from 'react';
import {
  Bar,
  BarChart,
  type BarShapeProps,
  CartesianGrid,
  LabelList,
  Line,
  LineChart,
  Rectangle,
  ReferenceDot,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { advisePlans, type Hybrid as HybridResult, hybridCurve, type PlanAdvice } from '../../engine/analysis.ts';
import { formatMoney, formatPercent } from '../../format/format.ts';
import type { ToolsKey } from '../../i18n/tools.ts';
import { TOOLS_MESSAGES } from '../../i18n/tools.ts';
import { moneyAxis, TICK, TOOLTIP_ITEM_STYLE, TOOLTIP_STYLE } from '../charts/chartKit.ts';
import { SeriesTable } from '../charts/SeriesTable.tsx';
import { type Translate, useAreaT, useLang } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';
import { Assumptions } from './Assumptions.tsx';
import { Num, Toggle, ToolCard, ToolChart } from './ToolCard.tsx';

type T = Translate<ToolsKey>;

/** The advisor's reason, in the reader's language, from the engine's figures. */
function adviceText(t: T, lang: Parameters<typeof formatPercent>[1], advice: PlanAdvice, money: (v: number) => string) {
  const { reason } = advice;
  const cheapest = advice.plans.find((p) => p.plan === advice.cheapestPlan);
  const pct = (v: number) => formatPercent(v, lang);
  const planName = (plan: string) => t(`tools.advisor.plan.${plan}` as ToolsKey);
  const parts = [
    t('tools.advisor.cheapest', { plan: planName(advice.cheapestPlan), total: money(cheapest?.total ?? 0) }),
  ];
  // "Weekly is 12.7 % cheaper than on demand": a share of on demand's total; nothing for on demand itself
  const saved = reason.savedPctVsOnDemand;
  if (advice.cheapestPlan !== 'on-demand' && saved !== null && Math.round(saved * 10) > 0) {
    parts.push(t('tools.advisor.vsOnDemand', { plan: planName(advice.cheapestPlan), pct: pct(saved) }));
  }
  if (advice.cheapestPlan === 'reserved+on-demand' && cheapest?.reservedGpus !== undefined) {
    parts.push(t('tools.advisor.mix', { cards: cheapest.reservedGpus }));
  }
  const reserved = reason.breakEvenPct.reserved;
  parts.push(
    reserved === undefined
      ? t('tools.advisor.busyNoReserved', { util: pct(reason.utilizationPct) })
      : t('tools.advisor.busy', {
          util: pct(reason.utilizationPct),
          threshold: pct(reserved),
          discount: pct(reason.reservedDiscountPct),
        }),
  );
  if (advice.cheapestPlan === 'monthly' || advice.cheapestPlan === 'weekly') {
    const threshold = reason.breakEvenPct[advice.cheapestPlan];
    if (threshold !== undefined)
      parts.push(t('tools.advisor.flatPays', { plan: planName(advice.cheapestPlan), threshold: pct(threshold) }));
  }
  if (reason.spotSkipped) parts.push(t('tools.advisor.spotSkipped'));
  if (reason.withPeak) parts.push(t('tools.advisor.withPeak'));
  // Chinese sentences end in 。 and run on without a space
  return parts.join(lang === 'zh-CN' ? '' : ' ');
}

function Advisor() {
  const t = useAreaT(TOOLS_MESSAGES);
  const lang = useLang();
  const scenario = useCalculator((s) => s.scenario);
  // priced in the page's cost view: amortized leaves a reservation's months past the horizon over
  const costView = useCalculator((s) => s.costView);
  const advice = useMemo(() => (scenario.advisor ? advisePlans(scenario, costView) : null), [scenario, costView]);
  const money = (v: number) => formatMoney(v, lang, scenario.currency);
  const rows = (advice?.plans ?? []).map((p) => {
    const against =
      p.plan === 'on-demand' || p.savedPctVsOnDemand === null || Math.round(p.savedPctVsOnDemand * 10) === 0
        ? []
        : [
            t(p.savedPctVsOnDemand > 0 ? 'tools.advisor.belowOnDemand' : 'tools.advisor.aboveOnDemand', {
              pct: formatPercent(Math.abs(p.savedPctVsOnDemand), lang),
            }),
          ];
    const notes = [
      ...against,
      ...(p.plan === advice?.cheapestPlan ? [t('tools.advisor.chosen')] : []),
      ...(p.interruptible ? [t('tools.advisor.interruptible')] : []),
    ];
    return {
      ...p,
      name: t(`tools.advisor.plan.${p.plan}` as ToolsKey),
      // Chinese notes sit in full-width brackets, separated by 、
      label: `${money(p.total)}${
        notes.length === 0 ? '' : lang === 'zh-CN' ? `（${notes.join('、')}）` : ` (${notes.join(', ')})`
      }`,
      chosen: p.plan === advice?.cheapestPlan,
    };
  });
  const shape = ({ x, y, width, height, index }: BarShapeProps) => (
    <Rectangle x={x} y={y} width={width} height={height} fill={rows[index]?.chosen ? 'var(--good)' : 'var(--rent)'} />
  );
  return (
    <ToolCard id="advisor" inputs={<Toggle path="advisor.mix" />}>
      {advice && (
        <ToolChart
          summary={adviceText(t, lang, advice, money)}
          table={
            <SeriesTable
              caption={t('tools.advisor.title')}
              rowHeading={t('tools.advisor.plan')}
              rows={rows}
              rowKey={(r) => r.plan}
              rowLabel={(r) => r.name}
              columns={[{ key: 'total', label: t('tools.advisor.total'), value: (r) => r.label }]}
            />
          }
        >
          <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 176, bottom: 4, left: 4 }}>
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" {...moneyAxis(lang, scenario.currency)} />
            <YAxis type="category" dataKey="name" width={96} tick={TICK} stroke="var(--border)" />
            <Bar dataKey="total" shape={shape} maxBarSize={28} isAnimationActive={false}>
              <LabelList dataKey="label" position="right" fill="var(--text)" fontSize={12} />
            </Bar>
          </BarChart>
        </ToolChart>
      )}
      {advice && <Assumptions figures={advice.reason.assumptions} />}
    </ToolCard>
  );
}

/** The hybrid tool's answer, naming each figure once: owning all or none is said so, not as a count. */
function hybridText(t: T, hybrid: HybridResult, money: (v: number) => string, pct: (v: number) => string): string {
  const figures = {
    owned: hybrid.ownedGpus,
    peak: hybrid.peakGpus,
    total: money(hybrid.total),
    ownAll: money(hybrid.ownAllTotal),
    rentAll: money(hybrid.rentAllTotal),
    savings: money(hybrid.savingsVsRentAll),
    pct: pct(hybrid.savedPctVsRentAll),
  };
  if (hybrid.ownedGpus === 0) return t('tools.hybrid.best.rentAll', figures);
  return t(hybrid.ownedGpus === hybrid.peakGpus ? 'tools.hybrid.best.ownAll' : 'tools.hybrid.best.some', figures);
}

function Hybrid() {
  const t = useAreaT(TOOLS_MESSAGES);
  const lang = useLang();
  const scenario = useCalculator((s) => s.scenario);
  const hybrid = useMemo(() => (scenario.hybrid ? hybridCurve(scenario) : null), [scenario]);
  const money = (v: number) => formatMoney(v, lang, scenario.currency);
  const inputs = (
    <>
      <Num path="hybrid.peakGpus" unit="unit.cards" />
      <Num path="hybrid.peakDaysPerYear" unit="unit.daysPerYear" />
      <Num path="hybrid.peakHoursPerDay" unit="unit.hours" />
    </>
  );
  return (
    <ToolCard id="hybrid" inputs={inputs}>
      {hybrid && (
        <ToolChart
          summary={hybridText(t, hybrid, money, (v) => formatPercent(v, lang))}
          table={
            <SeriesTable
              caption={t('tools.hybrid.title')}
              rowHeading={t('tools.hybrid.owned')}
              rows={hybrid.curve}
              rowKey={(p) => p.ownedGpus}
              rowLabel={(p) => p.ownedGpus}
              columns={[{ key: 'total', label: t('tools.hybrid.total'), value: (p) => money(p.total) }]}
            />
          }
        >
          <LineChart
            data={hybrid.curve as { ownedGpus: number; total: number }[]}
            margin={{ top: 8, right: 16, bottom: 20, left: 4 }}
          >
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
            <XAxis
              dataKey="ownedGpus"
              type="number"
              domain={[0, 'dataMax']}
              // a tick at each count priced, while they are few; room at both ends for their points
              {...(hybrid.curve.length <= 13 ? { ticks: hybrid.curve.map((p) => p.ownedGpus) } : {})}
              padding={{ left: 12, right: 12 }}
              tick={TICK}
              stroke="var(--border)"
              label={{
                value: t('tools.hybrid.owned'),
                position: 'insideBottom',
                offset: -12,
                fill: 'var(--muted)',
                fontSize: 12,
              }}
            />
            <YAxis {...moneyAxis(lang, scenario.currency)} />
            <Tooltip
              contentStyle={TOOLTIP_STYLE}
              itemStyle={TOOLTIP_ITEM_STYLE}
              formatter={(v) => (typeof v === 'number' ? money(v) : String(v))}
              labelFormatter={(v) => `${t('tools.hybrid.owned')}: ${String(v)}`}
            />
            {/* one point for each whole-server count priced: nothing lies between two counts */}
            <Line
              dataKey="total"
              name={t('tools.hybrid.total')}
              stroke="none"
              dot={{ r: 4, fill: 'var(--own)', stroke: 'var(--own)' }}
              activeDot={{ r: 5 }}
              isAnimationActive={false}
            />
            <ReferenceDot
              x={hybrid.ownedGpus}
              y={hybrid.total}
              r={7}
              fill="var(--good)"
              stroke="var(--text)"
              label={{ value: money(hybrid.total), position: 'top', fill: 'var(--text)', fontSize: 12, offset: 10 }}
            />
          </LineChart>
        </ToolChart>
      )}
    </ToolCard>
  );
}

export function PlanTools() {
  return (
    <>
      <Advisor />
      <Hybrid />
    </>
  );
}
