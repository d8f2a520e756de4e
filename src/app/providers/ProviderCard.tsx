// One provider: what it advertises (editable), the evidence pasted for it, its five scores with the
// reason for each point, and its radar chart.
import { useId, useState } from 'react';
import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from 'recharts';
import type { Evidence } from '../../engine/evidence/index.ts';
import { getIn, SCORE_DIMENSIONS } from '../../engine/index.ts';
import type { ProviderScore, Reason } from '../../engine/providers/index.ts';
import { formatMoney, formatNumber, formatPercent, formatSignificant } from '../../format/format.ts';
import type { Lang } from '../../i18n/index.ts';
import { PROVIDERS_MESSAGES, type ProvidersKey } from '../../i18n/providers.ts';
import { type Translate, useAreaT, useLang } from '../hooks.ts';
import { ToggleField } from '../inputs/ChoiceFields.tsx';
import { NumberField } from '../inputs/NumberField.tsx';
import { useCalculator } from '../useCalculator.ts';
import { EvidencePaste } from './EvidencePaste.tsx';

type T = Translate<ProvidersKey>;

/** A reason's values as the reader reads them: money, percentages and numbers in their language. */
function reasonText(t: T, lang: Lang, currency: string, reason: Reason): string {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(reason.params)) {
    if (typeof value !== 'number') params[key] = value;
    else if (key === 'total' || key === 'cheapest') params[key] = formatMoney(value, lang, currency);
    else if (key === 'morePct' || key === 'lossPct') params[key] = formatPercent(value, lang);
    else if (key === 'gbps') params[key] = formatSignificant(value, lang);
    else params[key] = formatNumber(value, lang, 2);
  }
  if (typeof reason.params.plan === 'string') {
    params.plan = t(`providers.plan.${reason.params.plan}` as ProvidersKey);
  }
  // dearer than a provider that costs nothing: no percentage says that
  const code =
    reason.code === 'billing.dearer' && !Number.isFinite(Number(reason.params.morePct))
      ? 'billing.dearerThanFree'
      : reason.code;
  const text = t(`providers.reason.${code}` as ProvidersKey, params);
  if (reason.points === 0) return text;
  const sign = reason.points > 0 ? '+' : '−';
  return `${text} (${sign}${formatNumber(Math.abs(reason.points), lang, 1)})`;
}

function Field({
  id,
  field,
  unit,
  hint,
  hintText,
  nullable,
  money,
}: {
  readonly id: string;
  readonly field: string;
  readonly unit?: string;
  readonly hint?: ProvidersKey;
  /** a hint already in words, in place of `hint` */
  readonly hintText?: string;
  readonly nullable?: boolean;
  readonly money?: string;
}) {
  const t = useAreaT(PROVIDERS_MESSAGES);
  const spec = {
    kind: 'number' as const,
    path: ['providers', 'list', id, field],
    unit: money
      ? ({ kind: 'money', per: money } as const)
      : unit
        ? ({ kind: 'plain', text: unit } as never)
        : ({ kind: 'none' } as const),
    ...(nullable ? { nullable } : {}),
  };
  return (
    <NumberField
      spec={spec as never}
      label={t(`providers.field.${field}` as ProvidersKey)}
      hint={hintText ?? t(hint ?? (nullable ? 'providers.hint.optional' : 'providers.hint.price'))}
    />
  );
}

function TextField({
  id,
  field,
  max,
}: {
  readonly id: string;
  readonly field: 'name' | 'gpuModel';
  readonly max: number;
}) {
  const t = useAreaT(PROVIDERS_MESSAGES);
  const inputId = useId();
  const value = useCalculator((s) => getIn(s.draft, ['providers', 'list', id, field]));
  const setField = useCalculator((s) => s.setField);
  return (
    <div className="field">
      <label htmlFor={inputId}>{t(`providers.field.${field}`)}</label>
      <input
        id={inputId}
        type="text"
        maxLength={max}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => setField(['providers', 'list', id, field], e.target.value)}
        data-path={`providers.list.${id}.${field}`}
      />
    </div>
  );
}

/** What the latency field's hint says about where its figure came from. */
function latencyOrigin(
  t: T,
  latencyMs: number | null,
  measured: { readonly ms: number | null; readonly streams: number | null } | null,
): string {
  if (latencyMs !== null && measured !== null && measured.ms === latencyMs) {
    return t('providers.latency.measured', { streams: measured.streams ?? t('providers.unknown') });
  }
  if (latencyMs !== null) return t('providers.latency.typed');
  return t(measured !== null && measured.ms === null ? 'providers.latency.noRtt' : 'providers.latency.missing');
}

export function ProviderCard({
  id,
  score,
  colour,
  openAtFirst,
}: {
  readonly id: string;
  readonly score: ProviderScore | undefined;
  /** its colour in every chart */
  readonly colour: string;
  /** a provider just added opens ready to fill in */
  readonly openAtFirst: boolean;
}) {
  const t = useAreaT(PROVIDERS_MESSAGES);
  const lang = useLang();
  const currency = useCalculator((s) => s.scenario.currency);
  const source = useCalculator((s) => s.scenario.providers?.list[id]?.source ?? null);
  const latencyMs = useCalculator((s) => s.scenario.providers?.list[id]?.latencyMs ?? null);
  // what the last iperf3 read here measured; a link keeps the figure but not where it came from
  const [measured, setMeasured] = useState<{ ms: number | null; streams: number | null } | null>(null);
  const onRead = (evidence: Evidence) => {
    if (evidence.kind === 'iperf3') setMeasured({ ms: evidence.meanRttMs, streams: evidence.streams });
  };
  const name = score?.name ?? id;
  const radar = SCORE_DIMENSIONS.map((d) => ({
    dimension: t(`providers.dim.${d}`),
    score: score?.dimensions[d].score ?? 0,
  }));
  const toggle = (field: 'offsiteBackup' | 'snapshots') => (
    <ToggleField
      spec={{ kind: 'toggle', path: ['providers', 'list', id, field] }}
      label={t(`providers.field.${field}`)}
      hint={t('providers.hint.sla')}
    />
  );
  return (
    <details className="provider" data-provider={id} open={openAtFirst || undefined}>
      <summary>{t('providers.card', { name })}</summary>
      <div className="provider__fields">
        <TextField id={id} field="name" max={60} />
        <TextField id={id} field="gpuModel" max={80} />
        <Field id={id} field="gpuMemoryGB" unit="unit.gb" nullable />
        <Field id={id} field="gpusPerInstance" unit="unit.cards" hint="providers.hint.billing" />
        <Field id={id} field="pricePerGpuHour" money="unit.perCardHour" />
        <Field id={id} field="billingIncrementMinutes" unit="unit.minutes" hint="providers.hint.billing" />
        <Field id={id} field="minimumMinutes" unit="unit.minutes" hint="providers.hint.billing" />
        <Field id={id} field="reservedDiscountPct" unit="unit.pct" nullable />
        <Field id={id} field="monthlyPricePerGpu" money="unit.perCardMonth" nullable />
        <Field id={id} field="weeklyPricePerGpu" money="unit.perCardWeek" nullable />
        <Field id={id} field="spotDiscountPct" unit="unit.pct" nullable />
        <Field id={id} field="hotStoragePricePerGBMonth" money="unit.perGBMonth" nullable />
      </div>
      {source && <p className="field__source">{t('providers.source', { source: source.source, asOf: source.asOf })}</p>}
      <h3 className="provider__heading">{t('providers.evidence')}</h3>
      <EvidencePaste id={id} onRead={onRead} />
      <div className="provider__fields">
        <Field id={id} field="bandwidthGbps" unit="unit.gbps" nullable hint="providers.hint.measured" />
        <Field id={id} field="retransmits" nullable hint="providers.hint.measured" />
        <Field
          id={id}
          field="latencyMs"
          unit="unit.latencyMs"
          nullable
          hintText={latencyOrigin(t, latencyMs, measured)}
        />
        {toggle('offsiteBackup')}
        {toggle('snapshots')}
        <Field id={id} field="rtoHours" unit="unit.slaHours" nullable hint="providers.hint.sla" />
        <Field id={id} field="rpoHours" unit="unit.slaHours" nullable hint="providers.hint.sla" />
        <Field id={id} field="supportMinutes" unit="unit.minutes" nullable hint="providers.hint.support" />
      </div>
      {score && (
        <div className="provider__scores">
          <ul className="provider__reasons">
            {SCORE_DIMENSIONS.map((d) => (
              <li key={d} data-dimension={d}>
                <strong>
                  {t('providers.scoreLine', {
                    dimension: t(`providers.dim.${d}`),
                    score: formatNumber(score.dimensions[d].score, lang, 1),
                  })}
                </strong>
                <ul>
                  {score.dimensions[d].reasons.map((r) => (
                    <li key={r.code}>{reasonText(t, lang, currency, r)}</li>
                  ))}
                </ul>
              </li>
            ))}
            <li>
              <strong>
                {score.total === null
                  ? t('providers.noTotal')
                  : t('providers.totalLine', { score: formatNumber(score.total, lang, 0) })}
              </strong>
            </li>
          </ul>
          <figure className="provider__radar" aria-label={t('providers.radarOne', { name })}>
            <ResponsiveContainer width="100%" height={240}>
              <RadarChart data={radar} outerRadius="70%">
                <PolarGrid stroke="var(--border)" />
                <PolarAngleAxis dataKey="dimension" tick={{ fill: 'var(--text)', fontSize: 12 }} />
                <PolarRadiusAxis domain={[0, 10]} tick={false} axisLine={false} />
                <Radar dataKey="score" stroke={colour} fill={colour} fillOpacity={0.35} isAnimationActive={false} />
              </RadarChart>
            </ResponsiveContainer>
          </figure>
        </div>
      )}
    </details>
  );
}
