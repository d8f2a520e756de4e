// Uncertainty: ranges for the inputs that matter most, and how often renting comes out cheaper across
// samples drawn from them.

import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { RANGED_FIELDS, type RangedField } from '../../engine/index.ts';
import { formatMoney, formatNumber, formatPercent } from '../../format/format.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { moneyAxis, TICK, TOOLTIP_ITEM_STYLE, TOOLTIP_STYLE } from '../charts/chartKit.ts';
import { SeriesTable } from '../charts/SeriesTable.tsx';
import { useLang, useT } from '../hooks.ts';
import { CheckboxField, SelectField } from '../inputs/ChoiceFields.tsx';
import { useShownScenario } from '../shownScenario.tsx';
import { useCalculator } from '../useCalculator.ts';
import { rangeFor } from './defaults.ts';
import { Num, ToolCard, ToolChart } from './ToolCard.tsx';
import { useUncertainty } from './useUncertainty.ts';

const UNITS: Readonly<Record<RangedField, string>> = {
  hoursPerDay: 'unit.hoursPerDay',
  pricePerGpuHour: 'money:unit.perCardHour',
  pricePerKWh: 'money:unit.perKWh',
  serverPrice: 'money:unit.perServer',
  daysPerYear: 'unit.daysPerYear',
  salvagePct: 'unit.pct',
  planDiscountPct: 'unit.pct',
  discountRatePct: 'unit.pctPerYear',
  leadTimeMonths: 'unit.months',
  availabilityPct: 'unit.pct',
  priceChangePctPerYear: 'unit.pctPerYear',
};

/** What a range of this input does in this scenario, where that needs saying. */
function useRangeNote(field: RangedField): MessageKey | null {
  const tariff = useCalculator((s) => s.scenario.own.power.timeOfUse !== null);
  const plan = useCalculator((s) => s.scenario.rent.plan);
  if (field === 'pricePerKWh') return tariff ? 'tools.uncertainty.tariffHint' : null;
  if (field !== 'planDiscountPct') return null;
  return plan === 'reserved' || plan === 'spot'
    ? `tools.uncertainty.discountHint.${plan}`
    : 'tools.uncertainty.discountHint.none';
}

function RangeInputs({ field }: { readonly field: RangedField }) {
  const t = useT();
  const on = useCalculator((s) => s.scenario.uncertainty?.[field] != null);
  const limits = useCalculator((s) => s.scenario.uncertainty?.rangesAre === 'limits');
  const setField = useCalculator((s) => s.setField);
  const note = useRangeNote(field);
  const name = t(`tools.input.${field}`);
  const toggle = (checked: boolean) => {
    setField(['uncertainty', field], checked ? rangeFor(field, useCalculator.getState().scenario) : null);
  };
  const hint = t(limits ? 'tools.uncertainty.rangeHintLimits' : 'tools.uncertainty.rangeHint');
  return (
    <fieldset className="tool__range">
      <legend className="visually-hidden">{name}</legend>
      <CheckboxField
        label={t('tools.uncertainty.vary', { input: name })}
        checked={on}
        onChange={toggle}
        {...(note ? { hint: t(note) } : {})}
      />
      {on &&
        (['low', 'likely', 'high'] as const).map((end) => (
          <Num
            key={end}
            path={`uncertainty.${field}.${end}`}
            unit={UNITS[field]}
            label={`${name}: ${t(`tools.uncertainty.${end}`)}`}
            hint={hint}
          />
        ))}
    </fieldset>
  );
}

export function Uncertainty() {
  const t = useT();
  const lang = useLang();
  const scenario = useShownScenario();
  const { result, running } = useUncertainty(scenario);
  const money = (v: number) => formatMoney(v, lang, scenario.currency);
  const ranged = RANGED_FIELDS.some((f) => scenario.uncertainty?.[f]);
  const inputs = (
    <>
      <Num path="uncertainty.samples" unit="unit.samples" />
      <Num path="uncertainty.seed" />
      <SelectField spec={{ kind: 'select', path: ['uncertainty', 'rangesAre'], options: ['p10-p90', 'limits'] }} />
      {RANGED_FIELDS.map((field) => (
        <RangeInputs key={field} field={field} />
      ))}
      <Num path="uncertainty.priceCorrelation" />
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
