// Provider screening, loaded when its place comes near the screen: its code, messages and charts
// stay out of what the page loads before the verdict.
import { lazy } from 'react';
import { useT } from '../hooks.ts';
import { LazyPart } from '../kit/LazyPart.tsx';

const ProvidersPanel = lazy(() => import('./ProvidersPanel.tsx'));

export function LazyProviders() {
  const t = useT();
  return (
    <LazyPart
      className="providers-slot"
      loading={<p className="tools-loading">{t('dialog.loading')}</p>}
      failed={<p className="tools-failed">{t('dialog.failed')}</p>}
    >
      <ProvidersPanel />
    </LazyPart>
  );
}
