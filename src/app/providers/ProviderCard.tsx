// One provider: what it advertises (editable), the evidence pasted for it, its five scores with the
// reason for each point, and its radar chart.

import { useId, useState } from 'react';
import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from 'recharts';
import type { Evidence } from '../../engine/evidence/index.ts';
import { getIn, SCORE_DIMENSIONS } from '../../engine/index.ts';
import type { ProviderScore } from '../../engine/providers/index.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { type Translate, useLang, useT } from '../hooks.ts';
import { ToggleField } from '../inputs/ChoiceFields.tsx';
import { NumberField } from '../kit/NumberField.tsx';
import { useCalculator } from '../useCalculator.ts';
import { EvidencePaste } from './EvidencePaste.tsx';
import { dimensionLine, reasonText, totalLines } from './scoreText.ts';

type T = Translate;

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
  readonly hint?: MessageKey;
  /** a hint already in words, in place of `hint` */
  readonly hintText?: string;
  readonly nullable?: boolean;
  readonly money?: string;
}) {
  const t = useT();
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
      label={t(`providers.field.${field}` as MessageKey)}
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
  const t = useT();
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
  const t = useT();
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
    // unknown leaves a gap in the outline rather than a point at 0
    score: score?.dimensions[d].score ?? null,
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
                <strong>{dimensionLine(t, lang, d, score.dimensions[d])}</strong>
                <ul>
                  {score.dimensions[d].reasons.map((r) => (
                    <li key={r.code}>{reasonText(t, lang, currency, r)}</li>
                  ))}
                </ul>
              </li>
            ))}
            <li data-total>
              {totalLines(t, lang, score).map((line, i) =>
                i === 0 ? <strong key={line}>{line}</strong> : <p key={line}>{line}</p>,
              )}
            </li>
          </ul>
          <figure className="provider__radar" aria-label={t('providers.radarOne', { name })}>
            <ResponsiveContainer width="100%" height={240}>
              <RadarChart data={radar} outerRadius="70%">
                <PolarGrid stroke="var(--border)" />
                <PolarAngleAxis dataKey="dimension" tick={{ fill: 'var(--text)', fontSize: 12 }} />
                <PolarRadiusAxis domain={[0, 10]} tick={false} axisLine={false} />
                <Radar
                  dataKey="score"
                  stroke={colour}
                  fill={colour}
                  fillOpacity={0.35}
                  dot={{ r: 3, fillOpacity: 1 }}
                  isAnimationActive={false}
                />
              </RadarChart>
            </ResponsiveContainer>
          </figure>
        </div>
      )}
    </details>
  );
}
