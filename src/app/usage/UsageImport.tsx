// "Fill the workload from logs", opened: choose or drop a team's logs, read in a worker with progress
// and Cancel, see what each log holds and its measured profile, then fill the workload in one step.
import { useEffect, useId, useState } from 'react';
import { useT } from '../hooks.ts';
import { ProfileChart } from './ProfileChart.tsx';
import { UsageFill } from './UsageFill.tsx';
import { UsageFound } from './UsageFound.tsx';
import type { FileRead, UsageRequest } from './usage.worker.ts';
import { useUsageRead } from './useUsageRead.ts';
import './importer.css';

/** A sample above this utilization is busy, unless the reader chooses another: the engine's default. */
const DEFAULT_BUSY: UsageRequest['busy'] = { thresholdPct: 10, busyBy: 'threshold' };

export default function UsageImport({ dropped }: { readonly dropped: readonly File[] }) {
  const t = useT();
  const thresholdId = useId();
  const busyById = useId();
  const intervalId = useId();
  const { state, read, cancel } = useUsageRead();
  const [busy, setBusy] = useState(DEFAULT_BUSY);
  const { thresholdPct, busyBy } = busy;
  const [files, setFiles] = useState<readonly File[]>([]);
  const [readAt, setReadAt] = useState(DEFAULT_BUSY);
  const start = (chosen: readonly File[], choice: UsageRequest['busy']) => {
    if (chosen.length === 0) return;
    setFiles(chosen);
    setReadAt(choice);
    read(chosen, choice);
  };
  // files dropped on the closed disclosure arrive with the importer
  // biome-ignore lint/correctness/useExhaustiveDependencies: a drop starts a read; the busy choice does not
  useEffect(() => start(dropped, busy), [dropped]);
  const changedSinceRead =
    busyBy !== readAt.busyBy ||
    (busyBy === 'threshold' && thresholdPct !== readAt.thresholdPct) ||
    busy.scrapeIntervalSeconds !== readAt.scrapeIntervalSeconds;

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
              start([...(e.currentTarget.files ?? [])], busy);
              e.currentTarget.value = '';
            }}
          />
        </label>
        <span className="usage__drop">{t('usage.drop')}</span>
      </div>
      <p className="usage__private">{t('usage.private')}</p>
      <div className="usage__threshold">
        <label htmlFor={busyById}>{t('usage.busyBy')}</label>
        <select
          id={busyById}
          value={busyBy}
          onChange={(e) =>
            setBusy({ ...busy, busyBy: e.currentTarget.value === 'activity' ? 'activity' : 'threshold' })
          }
        >
          <option value="threshold">{t('usage.busyBy.threshold')}</option>
          <option value="activity">{t('usage.busyBy.activity')}</option>
        </select>
      </div>
      <div className="usage__threshold">
        <label htmlFor={thresholdId}>{t('usage.threshold')}</label>
        <input
          id={thresholdId}
          type="number"
          min={0}
          max={99}
          step={1}
          value={thresholdPct}
          disabled={busyBy === 'activity'}
          onChange={(e) => {
            const pct = e.currentTarget.valueAsNumber;
            if (pct >= 0 && pct < 100) setBusy({ ...busy, thresholdPct: pct });
          }}
        />
        <span>%</span>
        {state.status === 'done' && changedSinceRead && files.length > 0 && (
          <button type="button" className="button" onClick={() => start(files, busy)}>
            {busyBy === 'activity' || thresholdPct === readAt.thresholdPct
              ? t('usage.readAgain.settings')
              : t('usage.readAgain', { pct: String(thresholdPct) })}
          </button>
        )}
      </div>
      <p className="field__hint">{t(busyBy === 'activity' ? 'usage.busyBy.activity.hint' : 'usage.threshold.hint')}</p>
      <div className="usage__threshold">
        <label htmlFor={intervalId}>{t('usage.interval')}</label>
        <input
          id={intervalId}
          type="number"
          min={1}
          step={1}
          placeholder="—"
          value={busy.scrapeIntervalSeconds ?? ''}
          onChange={(e) => {
            const seconds = e.currentTarget.valueAsNumber;
            const { scrapeIntervalSeconds: _, ...rest } = busy;
            setBusy(seconds > 0 ? { ...rest, scrapeIntervalSeconds: seconds } : rest);
          }}
        />
        <span>{t('usage.interval.unit')}</span>
      </div>
      <p className="field__hint">{t('usage.interval.hint')}</p>
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
