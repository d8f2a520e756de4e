// Obsolescence, sensitivity and uncertainty: what could make today's answer wrong.
import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { RANGED_FIELDS, type RangedField } from '../../engine/index.ts';
import { obsolescenceOf } from '../../engine/tools/obsolescence.ts';
import { sensitivity } from '../../engine/tools/sensitivity.ts';
import { formatMoney, formatNumber, formatPercent } from '../../format/format.ts';
import { TOOLS_MESSAGES, type ToolsKey } from '../../i18n/tools.ts';
import { resultOf } from '../../state/store.ts';
import { moneyAxis, TICK, TOOLTIP_ITEM_STYLE, TOOLTIP_STYLE } from '../charts/chartKit.ts';
import { SeriesTable } from '../charts/SeriesTable.tsx';
import { useAreaT, useLang } from '../hooks.ts';
import { CheckboxField } from '../inputs/ChoiceFields.tsx';
import { useCalculator } from '../useCalculator.ts';
import { sectionFor } from './defaults.ts';
import { Num, Toggle, ToolCard, ToolChart } from './ToolCard.tsx';
import { useUncertainty } from './useUncertainty.ts';

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
  const months = Array.from({ length: scenario.horizonMonths }, (_, i) => ({
    month: i + 1,
    pct: 100 * 0.5 ** (i / P),
  }));
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
            rows={months.filter((m) => m.month === 1 || m.month % 6 === 0)}
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

function RangeInputs({ field }: { readonly field: RangedField }) {
  const t = useAreaT(TOOLS_MESSAGES);
  const on = useCalculator((s) => s.scenario.uncertainty?.[field] != null);
  const setField = useCalculator((s) => s.setField);
  const name = t(`tools.input.${field}` as ToolsKey);
  const unit =
    field === 'hoursPerDay'
      ? 'unit.hoursPerDay'
      : field === 'serverPrice'
        ? 'money:unit.perServer'
        : field === 'pricePerKWh'
          ? 'money:unit.perKWh'
          : 'money:unit.perCardHour';
  const toggle = (checked: boolean) => {
    const fresh = sectionFor('uncertainty', useCalculator.getState().scenario)[field];
    setField(['uncertainty', field], checked ? fresh : null);
  };
  return (
    <fieldset className="tool__range">
      <legend className="visually-hidden">{name}</legend>
      <CheckboxField label={t('tools.uncertainty.vary', { input: name })} checked={on} onChange={toggle} />
      {on &&
        (['low', 'likely', 'high'] as const).map((end) => (
          <Num
            key={end}
            path={`uncertainty.${field}.${end}`}
            unit={unit}
            label={`${name}: ${t(`tools.uncertainty.${end}`)}`}
            hint={t('tools.uncertainty.rangeHint')}
          />
        ))}
    </fieldset>
  );
}

function Uncertainty() {
  const t = useAreaT(TOOLS_MESSAGES);
  const lang = useLang();
  const scenario = useCalculator((s) => s.scenario);
  const { result, running } = useUncertainty(scenario);
  const money = (v: number) => formatMoney(v, lang, scenario.currency);
  const ranged = RANGED_FIELDS.some((f) => scenario.uncertainty?.[f]);
  const inputs = (
    <>
      <Num path="uncertainty.samples" unit="unit.samples" />
      <Num path="uncertainty.seed" />
      {RANGED_FIELDS.map((field) => (
        <RangeInputs key={field} field={field} />
      ))}
    </>
  );
  const bins = (result?.histogram ?? []).map((b, i) => ({ ...b, key: i, mid: (b.from + b.to) / 2 }));
  return (
    <ToolCard id="uncertainty" inputs={inputs}>
      <p className="tool__status" role="status" aria-live="polite">
        {running ? t('tools.uncertainty.running') : ranged ? '' : t('tools.uncertainty.none')}
      </p>
      {result && ranged && (
        <ToolChart
          summary={t('tools.uncertainty.summary', {
            p: formatPercent(result.probabilityRentCheaper * 100, lang),
            n: formatNumber(result.samples, lang, 0),
            p10: money(result.savingsP10),
            p50: money(result.savingsP50),
            p90: money(result.savingsP90),
          })}
          table={
            <SeriesTable
              caption={t('tools.uncertainty.title')}
              rowHeading={t('tools.uncertainty.bin')}
              rows={bins}
              rowKey={(b) => b.key}
              rowLabel={(b) => `${money(b.from)} – ${money(b.to)}`}
              columns={[
                { key: 'count', label: t('tools.uncertainty.count'), value: (b) => formatNumber(b.count, lang, 0) },
              ]}
            />
          }
        >
          <BarChart data={bins} margin={{ top: 8, right: 8, bottom: 4, left: 4 }} barCategoryGap={1}>
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="mid" {...moneyAxis(lang, scenario.currency)} width={undefined} />
            <YAxis tick={TICK} stroke="var(--border)" width={48} />
            <Tooltip
              contentStyle={TOOLTIP_STYLE}
              itemStyle={TOOLTIP_ITEM_STYLE}
              labelFormatter={(_, payload) => {
                const bin = payload?.[0]?.payload as { from: number; to: number } | undefined;
                return bin ? `${money(bin.from)} – ${money(bin.to)}` : '';
              }}
            />
            <Bar dataKey="count" name={t('tools.uncertainty.count')} isAnimationActive={false}>
              {bins.map((b) => (
                <Cell key={b.key} fill={b.mid > 0 ? 'var(--rent)' : 'var(--own)'} />
              ))}
            </Bar>
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
