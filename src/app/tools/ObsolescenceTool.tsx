// Obsolescence: price-performance doubling, a named preset for its period, and the warning, which
// compares one doubling with the payback when rent prices and resale values fall at that pace.
import { useId, useMemo } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { DOUBLING_PRESETS, obsolescenceOf, priceSeries, priceTableMonths } from '../../engine/analysis.ts';
import { formatNumber, formatPercent } from '../../format/format.ts';
import { resultOf } from '../../state/store.ts';
import { TICK, TOOLTIP_ITEM_STYLE, TOOLTIP_STYLE } from '../charts/chartKit.ts';
import { SeriesTable } from '../charts/SeriesTable.tsx';
import { useLang, useT } from '../hooks.ts';
import { useShownScenario } from '../shownScenario.tsx';
import { useCalculator } from '../useCalculator.ts';
import { Num, Toggle, ToolCard, ToolChart } from './ToolCard.tsx';

/** Sets the doubling period to a named, sourced figure; "your own figure" while it matches none. */
function DoublingPreset() {
  const t = useT();
  const id = useId();
  const months = useCalculator((s) => s.scenario.obsolescence?.doublingMonths);
  const setField = useCalculator((s) => s.setField);
  const current = DOUBLING_PRESETS.find((p) => p.months === months)?.id ?? 'custom';
  return (
    <div className="field">
      <label htmlFor={id}>{t('tools.obsolescence.preset.label')}</label>
      <select
        id={id}
        value={current}
        aria-describedby={`${id}-hint`}
        data-path="obsolescence.preset"
        onChange={(e) => {
          const preset = DOUBLING_PRESETS.find((p) => p.id === e.target.value);
          if (preset) setField(['obsolescence', 'doublingMonths'], preset.months);
        }}
      >
        {DOUBLING_PRESETS.map((p) => (
          <option key={p.id} value={p.id}>
            {t(`tools.obsolescence.preset.${p.id}`)}
          </option>
        ))}
        <option value="custom" disabled>
          {t('tools.obsolescence.preset.custom')}
        </option>
      </select>
      <p id={`${id}-hint`} className="field__hint">
        {t('tools.obsolescence.preset.hint')}
      </p>
    </div>
  );
}

export function Obsolescence() {
  const t = useT();
  const lang = useLang();
  const scenario = useShownScenario();
  const figures = useMemo(
    () => (scenario.obsolescence ? obsolescenceOf(scenario, resultOf(scenario), scenario.obsolescence) : null),
    [scenario],
  );
  const inputs = (
    <>
      <DoublingPreset />
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
  const payback = figures.paybackMonthFalling;
  const warning =
    payback === null
      ? t('tools.obsolescence.never')
      : figures.paysBackAfterDoubling
        ? t('tools.obsolescence.late', { month: payback, months: formatNumber(P, lang, 1) })
        : t('tools.obsolescence.inTime', { month: payback });
  const today = figures.paybackMonth;
  return (
    <ToolCard id="obsolescence" inputs={inputs}>
      <p className={figures.paysBackAfterDoubling ? 'tool__warning' : 'tool__note'} role="status">
        {warning}
      </p>
      {today !== payback && (
        <p className="tool__note">
          {today === null ? t('tools.obsolescence.todayNever') : t('tools.obsolescence.today', { month: today })}
        </p>
      )}
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
          {payback !== null && (
            <ReferenceLine
              x={payback}
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
