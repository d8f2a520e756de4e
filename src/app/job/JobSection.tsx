// "From the job to the workload" (and, for a serving job, "Three ways to serve") in "How this is
// computed", for a scenario sized from a job. Its part (jobPart.ts: the job's engine code) loads only
// for a scenario that holds a job, and the Print report button waits for it; should it fail to load,
// the section goes without it.
import { useEffect, useMemo, useState } from 'react';
import type { CostView, Scenario } from '../../engine/index.ts';
import type { Translate } from '../hooks.ts';
import { PENDING_ATTRIBUTE } from '../kit/ClientOnly.tsx';
import { HowSection } from '../method/HowSection.tsx';
import type { Formats } from '../method/lines.ts';
import { keyedLine } from '../method/stepLine.ts';

type JobModule = typeof import('./jobPart.ts');

interface Props {
  readonly scenario: Scenario;
  readonly view: CostView;
  readonly t: Translate;
  readonly f: Formats;
}

export function JobSection({ scenario, view, t, f }: Props) {
  const hasJob = scenario.job !== undefined;
  const [part, setPart] = useState<JobModule | 'failed' | null>(null);
  useEffect(() => {
    if (hasJob && !part) import('./jobPart.ts').then(setPart, () => setPart('failed'));
  }, [hasJob, part]);
  // runsToOwn and the three ways price the scenario many times: only when it or the view changes
  const steps = useMemo(() => {
    const facts = part && part !== 'failed' ? part.jobFacts(scenario, view) : null;
    return part && part !== 'failed' && facts ? part.explainJob(facts, scenario) : null;
  }, [part, scenario, view]);
  // while its part loads, the "Print report" button waits for it (print.ts)
  if (hasJob && !part) return <div hidden {...{ [PENDING_ATTRIBUTE]: '' }} />;
  if (!steps) return null;
  const lines = (section: typeof steps.job) => section.map((step) => keyedLine(step, t, f));
  return (
    <>
      <HowSection
        id="job"
        heading={t('explain.section.job')}
        intro={t('explain.job.intro')}
        lines={lines(steps.job)}
        t={t}
      />
      {steps.serve.length > 0 && (
        <HowSection
          id="jobServe"
          heading={t('explain.section.jobServe')}
          intro={t('explain.job.serve.intro')}
          lines={lines(steps.serve)}
          t={t}
        />
      )}
    </>
  );
}
