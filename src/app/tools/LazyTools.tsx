// The analysis tools, loaded when their place comes near the screen: all their code, messages and
// charts stay out of what the page loads before the verdict.
import { lazy, Suspense } from 'react';
import { WhenVisible } from '../ClientOnly.tsx';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { useT } from '../hooks.ts';

const ToolsPanel = lazy(() => import('./ToolsPanel.tsx'));

export function LazyTools() {
  const t = useT();
  const loading = <p className="tools-loading">{t('dialog.loading')}</p>;
  return (
    <WhenVisible className="tools-slot" placeholder={loading}>
      <ErrorBoundary fallback={<p className="tools-failed">{t('dialog.failed')}</p>}>
        <Suspense fallback={loading}>
          <ToolsPanel />
        </Suspense>
      </ErrorBoundary>
    </WhenVisible>
  );
}
