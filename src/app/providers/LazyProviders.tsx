// Provider screening, loaded when its place comes near the screen: its code, messages and charts
// stay out of what the page loads before the verdict.
import { lazy, Suspense } from 'react';
import { WhenVisible } from '../ClientOnly.tsx';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { useT } from '../hooks.ts';

const ProvidersPanel = lazy(() => import('./ProvidersPanel.tsx'));

export function LazyProviders() {
  const t = useT();
  const loading = <p className="tools-loading">{t('dialog.loading')}</p>;
  return (
    <WhenVisible className="providers-slot" placeholder={loading}>
      <ErrorBoundary fallback={<p className="tools-failed">{t('dialog.failed')}</p>}>
        <Suspense fallback={loading}>
          <ProvidersPanel />
        </Suspense>
      </ErrorBoundary>
    </WhenVisible>
  );
}
