// The hybrid tool: how many cards to own, how what they leave is rented, against the cheapest way to
// rent everything (the dashed line).

import { useMemo } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceDot, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { type Hybrid, hybridCurve } from '../../engine/analysis.ts';
import { formatMoney, formatNumber, formatPercent } from '../../format/format.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { moneyAxis, TICK, TOOLTIP_ITEM_STYLE, TOOLTIP_STYLE } from '../charts/chartKit.ts';
import { SeriesTable } from '../charts/SeriesTable.tsx';
import { type Translate, useLang, useT } from '../hooks.ts';
import { useShownScenario } from '../shownScenario.tsx';
import { Num, ToolCard, ToolChart } from './ToolCard.tsx';

type T = Translate;
type Point = Hybrid['curve'][number];

/** How a point rents what its owned cards leave: "monthly", "(2 reserved, the rest on demand)". */
function rentedHow(t: T, point: Pick<Point, 'rentPlan' | 'reservedGpus'>): string {
  if (point.rentPlan === null) return t('tools.hybrid.nothingRented');
  return t(`tools.hybrid.how.${point.rentPlan}` as MessageKey, { cards: point.reservedGpus ?? 0 });
}

/** The hybrid tool's answer, naming each figure once: owning all or none is said so, not as a count. */
function hybridText(
  t: T,
  hybrid: Hybrid,
  money: (v: number) => string,
  pct: (v: number) => string,
  count: (v: number) => string,
): string {
  const rentAll = hybrid.curve[0];
  const figures = {
    // counts grouped as the money beside them is: 4,000 cards
    owned: count(hybrid.ownedGpus),
    peak: count(hybrid.peakGpus),
    total: money(hybrid.total),
    how: rentedHow(t, hybrid),
    ownAll: money(hybrid.ownAllTotal),
    rentAll: money(hybrid.rentAllTotal),
    allHow: rentAll ? rentedHow(t, rentAll) : '',
    savings: money(hybrid.savingsVsRentAll),
    pct: pct(hybrid.savedPctVsRentAll),
  };
  if (hybrid.ownedGpus === 0) return t('tools.hybrid.best.rentAll', figures);
  return t(hybrid.ownedGpus === hybrid.peakGpus ? 'tools.hybrid.best.ownAll' : 'tools.hybrid.best.some', figures);
}

/** the most counts drawn as separate points; past it, the points touch and are drawn as a line */
const DOTS_UP_TO = 60;

export function HybridTool() {
  const t = useT();
  const lang = useLang();
  const scenario = useShownScenario();
  const hybrid = useMemo(() => (scenario.hybrid ? hybridCurve(scenario) : null), [scenario]);
  const money = (v: number) => formatMoney(v, lang, scenario.currency);
  const inputs = (
    <>
      <Num path="hybrid.peakGpus" unit="unit.cards" />
      <Num path="hybrid.peakDaysPerYear" unit="unit.daysPerYear" />
      <Num path="hybrid.peakHoursPerDay" unit="unit.hours" />
    </>
  );
  const rentAll = hybrid?.curve[0];
  const dense = (hybrid?.curve.length ?? 0) > DOTS_UP_TO;
  return (
    <ToolCard id="hybrid" inputs={inputs}>
      {hybrid && rentAll && (
        <ToolChart
          summary={hybridText(
            t,
            hybrid,
            money,
            (v) => formatPercent(v, lang),
            (v) => formatNumber(v, lang),
          )}
          table={
            <SeriesTable
              caption={t('tools.hybrid.title')}
              rowHeading={t('tools.hybrid.owned')}
              rows={hybrid.curve}
              rowKey={(p) => p.ownedGpus}
              rowLabel={(p) => p.ownedGpus}
              columns={[
                { key: 'total', label: t('tools.hybrid.total'), value: (p) => money(p.total) },
                { key: 'rentPlan', label: t('tools.hybrid.rentedAs'), value: (p) => rentedHow(t, p) },
              ]}
            />
          }
        >
          <LineChart data={[...hybrid.curve]} margin={{ top: 8, right: 16, bottom: 20, left: 4 }}>
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
            {/* every count is compared with the cheapest way to rent everything */}
            <ReferenceLine
              y={hybrid.rentAllTotal}
              stroke="var(--rent)"
              strokeDasharray="4 4"
              label={{
                value: t('tools.hybrid.rentAllLine', { how: rentedHow(t, rentAll), total: money(hybrid.rentAllTotal) }),
                position: 'insideTopRight',
                fill: 'var(--text)',
                fontSize: 12,
              }}
            />
            {/* one point for each whole-server count priced: nothing lies between two counts. Past
                DOTS_UP_TO counts the points touch, and a line through them reads the same while
                drawing one path instead of a circle each (1,250 of them for a 10,000-card peak on
                8-card servers, a 70 ms redraw on every edit) */}
            <Line
              dataKey="total"
              name={t('tools.hybrid.total')}
              stroke={dense ? 'var(--own)' : 'none'}
              strokeWidth={2}
              dot={dense ? false : { r: 4, fill: 'var(--own)', stroke: 'var(--own)' }}
              activeDot={{ r: 5 }}
              isAnimationActive={false}
            />
            <ReferenceDot
              x={hybrid.ownedGpus}
              y={hybrid.total}
              r={7}
              fill="var(--good)"
              stroke="var(--text)"
              // owning none is the best rent-all plan, whose line names the total already (and a label
              // centred on the first point would sit on the axis's ticks)
              label={
                hybrid.ownedGpus === 0
                  ? false
                  : { value: money(hybrid.total), position: 'top', fill: 'var(--text)', fontSize: 12, offset: 10 }
              }
            />
          </LineChart>
        </ToolChart>
      )}
    </ToolCard>
  );
}
