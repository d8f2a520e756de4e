// "Start from the job" as the first screen holds it: a closed disclosure at the top of the workload,
// with nothing behind it loaded. Opening it, or a scenario that holds a job (a link, Back, a saved
// scenario), loads the part (JobStart.tsx) with its messages and the model and GPU catalogs.
import { lazy, useState } from 'react';
import { useT } from '../hooks.ts';
import { OpenedPart } from '../kit/OpenedPart.tsx';
import { useCalculator } from '../useCalculator.ts';
import './job.css';

const JobStart = lazy(() => import('./JobStart.tsx'));

export function JobShell() {
  const t = useT();
  const hasJob = useCalculator((s) => s.scenario.job !== undefined);
  const [open, setOpen] = useState(hasJob);
  // a scenario that brings a job opens the part to show it
  const [hadJob, setHadJob] = useState(hasJob);
  if (hasJob !== hadJob) {
    setHadJob(hasJob);
    if (hasJob) setOpen(true);
  }
  return (
    <details
      className="job"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="job-start"
      // without a job the form is a way in, not part of the report: left closed and off paper
      data-no-print={hasJob ? undefined : ''}
    >
      <summary className="job__summary">{t('job.title')}</summary>
      {open && (
        <OpenedPart>
          <JobStart />
        </OpenedPart>
      )}
    </details>
  );
}
