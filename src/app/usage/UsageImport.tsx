// "Fill the workload from logs", opened: choose or drop a team's logs, read in a worker with progress
// and Cancel, see what each log holds and its measured profile, then fill the workload in one step.
import { useEffect, useId, useState } from 'react';
import { useT } from '../hooks.ts';
import { ProfileChart } from './ProfileChart.tsx';
import { UsageFill } from './UsageFill.tsx';
import { UsageFound } from './UsageFound.tsx';
import type { FileRead } from './usage.worker.ts';
import { useUsageRead } from './useUsageRead.ts';
import './importer.css';

/** A sample above this utilization is busy, unless the reader chooses another: the engine's default. */
const DEFAULT_THRESHOLD_PCT = 10;

export default function UsageImport({ dropped }: { readonly dropped: readonly File[] }) {
  const t = useT();
  const thresholdId = useId();
  const { state, read, cancel } = useUsageRead();
  const [thresholdPct, setThresholdPct] = useState(DEFAULT_THRESHOLD_PCT);
  const [files, setFiles] = useState<readonly File[]>([]);
  const [readAt, setReadAt] = useState(DEFAULT_THRESHOLD_PCT);
  const start = (chosen: readonly File[], pct: number) => {
    if (chosen.length === 0) return;
    setFiles(chosen);
    setReadAt(pct);
    read(chosen, pct);
  };
  // files dropped on the closed disclosure arrive with the importer
  // biome-ignore lint/correctness/useExhaustiveDependencies: a drop starts a read; the threshold does not
  useEffect(() => start(dropped, thresholdPct), [dropped]);

  const reading = state.status === 'reading';
  return (
    <div className="usage__body">
      <p className="field__hint">{t('usage.intro')}</p>
      <div className="usage__choose">
        <label className="button button--primary usage__pick">
          {t('usage.choose')}
          <input
            type="file"
            multiple
            className="visually-hidden"
            disabled={reading}
            onChange={(e) => {
              start([...(e.currentTarget.files ?? [])], thresholdPct);
              e.currentTarget.value = '';
            }}
          />
        </label>
        <span className="usage__drop">{t('usage.drop')}</span>
      </div>
      <p className="usage__private">{t('usage.private')}</p>
      <div className="usage__threshold">
        <label htmlFor={thresholdId}>{t('usage.threshold')}</label>
        <input
          id={thresholdId}
          type="number"
          min={0}
          max={99}
          step={1}
          value={thresholdPct}
          onChange={(e) => {
            const pct = e.currentTarget.valueAsNumber;
            if (pct >= 0 && pct < 100) setThresholdPct(pct);
          }}
        />
        <span>%</span>
        {state.status === 'done' && thresholdPct !== readAt && files.length > 0 && (
          <button type="button" className="button" onClick={() => start(files, thresholdPct)}>
            {t('usage.readAgain', { pct: String(thresholdPct) })}
          </button>
        )}
      </div>
      <p className="field__hint">{t('usage.threshold.hint')}</p>
      {reading && (
        <div className="usage__progress">
          <label>
            {t('usage.reading', { names: state.names.join(', ') })}
            <progress max={1} value={state.share} />
          </label>
          <span aria-hidden="true">{Math.floor(state.share * 100)} %</span>
          <button type="button" className="button" onClick={cancel}>
            {t('usage.cancel')}
          </button>
        </div>
      )}
      <p role="status" className="usage__status">
        {state.status === 'cancelled'
          ? t('usage.cancelled')
          : state.status === 'failed'
            ? t('usage.failed', { message: state.message })
            : ''}
      </p>
      {state.status === 'done' && <Reads reads={state.reads} />}
    </div>
  );
}

function Reads({ reads }: { readonly reads: readonly FileRead[] }) {
  const t = useT();
  const read = reads.flatMap((r) => (r.result.ok ? [{ name: r.name, report: r.result }] : []));
  return (
    <>
      {reads.map((r) =>
        r.result.ok ? (
          <UsageFound key={r.name} name={r.name} report={r.result} />
        ) : (
          <p key={r.name} role="alert" className="usage__refused">
            {t('usage.refused', { name: r.name, message: r.result.message })}
          </p>
        ),
      )}
      {read.length > 0 && (
        <>
          {read.map((r) => (
            <ProfileChart key={r.name} name={r.name} report={r.report} />
          ))}
          <UsageFill reads={read} />
        </>
      )}
    </>
  );
}
