// The charts, loaded when their place comes near the screen, with a note while they load and if
// they cannot. The calculator and the embed page both show them this way.
import { lazy, Suspense } from 'react';
import type { Result, Scenario } from '../../engine/index.ts';
import { WhenVisible } from '../ClientOnly.tsx';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { useT } from '../hooks.ts';

const ChartsPanel = lazy(() => import('./ChartsPanel.tsx'));

export function LazyCharts({ scenario, result }: { readonly scenario: Scenario; readonly result: Result }) {
  const t = useT();
  const loading = <p className="charts-loading">{t('charts.loading')}</p>;
  return (
    <WhenVisible className="charts-slot" placeholder={loading}>
      <ErrorBoundary fallback={<p className="charts-failed">{t('charts.failed')}</p>}>
        <Suspense fallback={loading}>
          <ChartsPanel scenario={scenario} result={result} />
        </Suspense>
      </ErrorBoundary>
    </WhenVisible>
  );
}
