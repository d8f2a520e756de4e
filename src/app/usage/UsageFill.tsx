// The fill: the percentiles taken as base and peak, what the logs would set, and one button that sets
// it all in one edit (one step of Back), each figure with its log in `sources`, turning on the
// utilization tool to show the measured busy share against the owned cards' paid-for hours.
import { useId, useMemo, useState } from 'react';
import { DEFAULT_FILL_CHOICES, type UsageReport, workloadFromUsage } from '../../engine/usage/index.ts';
import { formatPercent } from '../../format/format.ts';
import { hasMessage } from '../../i18n/index.ts';
import { useLang, useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';
import { fillsOf } from './fills.ts';
import { valueText } from './usageText.ts';

interface Props {
  readonly reads: readonly { readonly name: string; readonly report: UsageReport }[];
}

/** The day a fill is made, for its sources. */
const today = () => new Date().toISOString().slice(0, 10);

function Percentile({
  label,
  hint,
  value,
  onChange,
}: {
  readonly label: string;
  readonly hint: string;
  readonly value: number;
  readonly onChange: (pct: number) => void;
}) {
  const id = useId();
  return (
    <div className="field usage__percentile">
      <label htmlFor={id}>{label}</label>
      <span className="usage__input">
        <input
          id={id}
          type="number"
          min={0}
          max={100}
          step={1}
          value={value}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            const pct = e.currentTarget.valueAsNumber;
            if (pct >= 0 && pct <= 100) onChange(pct);
          }}
        />
        %
      </span>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
    </div>
  );
}

export function UsageFill({ reads }: Props) {
  const t = useT();
  const lang = useLang();
  const [basePct, setBasePct] = useState<number>(DEFAULT_FILL_CHOICES.basePct);
  const [peakPct, setPeakPct] = useState<number>(DEFAULT_FILL_CHOICES.peakPct);
  const [filled, setFilled] = useState('');
  const utilizationOn = useCalculator((s) => s.scenario.utilization !== undefined);
  const fill = useMemo(
    () =>
      workloadFromUsage(
        reads.map((r) => r.report),
        { basePct, peakPct, asOf: today(), fileNames: reads.map((r) => r.name) },
      ),
    [reads, basePct, peakPct],
  );
  const labelOf = (path: readonly string[]) => {
    const key = `field.${path.join('.')}.label`;
    return hasMessage(lang, key)
      ? t(key)
      : t(`usage.field.${path.at(-1) === 'startMonth' ? 'startMonth' : 'busyMonths'}`);
  };
  const apply = () => {
    const { scenario, fillFields } = useCalculator.getState();
    fillFields(fillsOf(fill, scenario));
    setFilled(t('usage.filled', { names: reads.map((r) => r.name).join(', ') }));
  };

  return (
    <section className="usage__fill" aria-labelledby="usage-fill-title">
      <h4 id="usage-fill-title">{t('usage.fill.title')}</h4>
      <div className="usage__percentiles">
        <Percentile
          label={t('usage.base')}
          hint={t('usage.base.hint')}
          value={basePct}
          onChange={(pct) => {
            setBasePct(pct);
            setFilled('');
          }}
        />
        <Percentile
          label={t('usage.peak')}
          hint={t('usage.peak.hint')}
          value={peakPct}
          onChange={(pct) => {
            setPeakPct(pct);
            setFilled('');
          }}
        />
      </div>
      {fill.fields.length > 0 && (
        <table className="usage__sets">
          <caption>{t('usage.sets')}</caption>
          <tbody>
            {fill.fields.map((f) => (
              <tr key={f.path.join('.')}>
                <th scope="row">{labelOf(f.path)}</th>
                <td>
                  <strong>{valueText(f.path, f.value, lang, t('usage.everyMonth'))}</strong>
                  <span className="usage__source">{f.source.source}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {fill.busySharePct !== null && <p>{t('usage.busyShare', { pct: formatPercent(fill.busySharePct, lang) })}</p>}
      {fill.notes.length > 0 && (
        <ul className="usage__notes">
          {fill.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {!utilizationOn && <p>{t('usage.utilizationOn')}</p>}
      <button type="button" className="button button--primary" disabled={fill.fields.length === 0} onClick={apply}>
        {t('usage.fill')}
      </button>
      <p role="status" className="usage__status">
        {filled}
      </p>
    </section>
  );
}
