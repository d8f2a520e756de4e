// The analysis tools, loaded when their place comes near the screen: all their code, messages and
// charts stay out of what the page loads before the verdict.
import { lazy } from 'react';
import { useT } from '../hooks.ts';
import { LazyPart } from '../kit/LazyPart.tsx';

const ToolsPanel = lazy(() => import('./ToolsPanel.tsx'));

export function LazyTools() {
  const t = useT();
  return (
    <LazyPart
      className="tools-slot"
      loading={<p className="tools-loading">{t('dialog.loading')}</p>}
      failed={<p className="tools-failed">{t('dialog.failed')}</p>}
    >
      <ToolsPanel />
    </LazyPart>
  );
}
