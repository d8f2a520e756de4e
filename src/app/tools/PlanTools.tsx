// The plan advisor and the hybrid tool (HybridTool.tsx): which plan, and how many cards to own.

import { useMemo } from 'react';
import { Bar, BarChart, type BarShapeProps, CartesianGrid, LabelList, Rectangle, XAxis, YAxis } from 'recharts';
import { advisePlans, type PlanAdvice } from '../../engine/analysis.ts';
import { formatMoney, formatNumber, formatPercent } from '../../format/format.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { moneyAxis, TICK } from '../charts/chartKit.ts';
import { SeriesTable } from '../charts/SeriesTable.tsx';
import { type Translate, useLang, useT } from '../hooks.ts';
import { useShownScenario } from '../shownScenario.tsx';
import { useCalculator } from '../useCalculator.ts';
import { Assumptions } from './Assumptions.tsx';
import { HybridTool } from './HybridTool.tsx';
import { Toggle, ToolCard, ToolChart } from './ToolCard.tsx';

type T = Translate;

/** The advisor's reason, in the reader's language, from the engine's figures. */
function adviceText(t: T, lang: Parameters<typeof formatPercent>[1], advice: PlanAdvice, money: (v: number) => string) {
  const { reason } = advice;
  const cheapest = advice.plans.find((p) => p.plan === advice.cheapestPlan);
  const pct = (v: number) => formatPercent(v, lang);
  const planName = (plan: string) => t(`tools.advisor.plan.${plan}` as MessageKey);
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
  const speed = reason.speed;
  // a flat plan rents other cards than on demand: the share that decides is of the flat plan's cards
  const speedFigures = speed && {
    speed: formatNumber(speed.speedRatio, lang),
    flatCards: speed.flatCards,
    cards: speed.onDemandCards,
    util: pct(speed.utilizationPct),
  };
  parts.push(
    speedFigures
      ? reserved === undefined
        ? t('tools.advisor.speedNoReserved', speedFigures)
        : t('tools.advisor.speed', {
            ...speedFigures,
            threshold: pct(reserved),
            discount: pct(reason.reservedDiscountPct),
          })
      : reserved === undefined
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

/** Where the advice rests on the reserved discount: the discount at which it changes, or nothing. */
function flipText(t: T, lang: Parameters<typeof formatPercent>[1], reason: PlanAdvice['reason']): string | null {
  const flip = reason.discountFlip;
  if (!flip) return null;
  return t(flip.direction === 'below' ? 'tools.advisor.flip.below' : 'tools.advisor.flip.above', {
    discount: formatPercent(reason.reservedDiscountPct, lang),
    at: formatPercent(flip.atPct, lang),
    plan: t(`tools.advisor.plan.${flip.plan}` as MessageKey),
  });
}

function Advisor() {
  const t = useT();
  const lang = useLang();
  const scenario = useShownScenario();
  // priced in the page's cost view: amortized leaves a reservation's months past the horizon over
  const costView = useCalculator((s) => s.costView);
  const advice = useMemo(() => (scenario.advisor ? advisePlans(scenario, costView) : null), [scenario, costView]);
  const money = (v: number) => formatMoney(v, lang, scenario.currency);
  const flip = advice && flipText(t, lang, advice.reason);
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
      name: t(`tools.advisor.plan.${p.plan}` as MessageKey),
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
      {flip && (
        <p className="tool__flip" data-testid="advisor-flip">
          {flip}
        </p>
      )}
      {advice && <Assumptions figures={advice.reason.assumptions} />}
    </ToolCard>
  );
}

export function PlanTools() {
  return (
    <>
      <Advisor />
      <HybridTool />
    </>
  );
}
