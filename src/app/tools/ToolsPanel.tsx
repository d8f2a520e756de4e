// The analysis tools of scenario format version 2, below the calculator (default export for
// React.lazy).
import { lazy } from 'react';
import { useT } from '../hooks.ts';
import { LazyPart } from '../kit/LazyPart.tsx';
import { useOpenForPrint } from '../useOpenForPrint.ts';
import { Buyer } from './Buyer.tsx';
import { PlanTools } from './PlanTools.tsx';

// the tools further down load when they come near the screen, as the charts do
const WorkTools = lazy(() => import('./WorkTools.tsx').then((m) => ({ default: m.WorkTools })));
const RiskTools = lazy(() => import('./RiskTools.tsx').then((m) => ({ default: m.RiskTools })));

function Later({ children }: { readonly children: React.ReactNode }) {
  const t = useT();
  return (
    <LazyPart
      className="tools__later"
      loading={<p className="tools-loading">{t('tools.loading')}</p>}
      failed={<p className="tools-failed">{t('tools.failed')}</p>}
    >
      {children}
    </LazyPart>
  );
}

import '../charts/charts.css';
import './tools.css';

export default function ToolsPanel() {
  const t = useT();
  const ref = useOpenForPrint<HTMLElement>();
  return (
    <section ref={ref} className="tools" aria-labelledby="tools-title">
      <h2 id="tools-title">{t('tools.title')}</h2>
      <p className="tools__intro">{t('tools.intro')}</p>
      <div className="tools__grid">
        <Buyer />
        <PlanTools />
        <Later>
          <WorkTools />
        </Later>
        <Later>
          <RiskTools />
        </Later>
      </div>
    </section>
  );
}
