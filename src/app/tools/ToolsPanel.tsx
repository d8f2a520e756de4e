// The analysis tools of scenario format version 2, below the calculator (default export for
// React.lazy). Their labels come from the tools' own messages, which the fields read through
// FieldMessages.
import { TOOLS_MESSAGES } from '../../i18n/tools.ts';
import { FieldMessages, useAreaT } from '../hooks.ts';
import { useOpenForPrint } from '../useOpenForPrint.ts';
import { Buyer } from './Buyer.tsx';
import { PlanTools } from './PlanTools.tsx';
import { RiskTools } from './RiskTools.tsx';
import { WorkTools } from './WorkTools.tsx';
import '../charts/charts.css';
import './tools.css';

export default function ToolsPanel() {
  const t = useAreaT(TOOLS_MESSAGES);
  const ref = useOpenForPrint<HTMLElement>();
  return (
    <FieldMessages.Provider value={TOOLS_MESSAGES}>
      <section ref={ref} className="tools" aria-labelledby="tools-title">
        <h2 id="tools-title">{t('tools.title')}</h2>
        <p className="tools__intro">{t('tools.intro')}</p>
        <div className="tools__grid">
          <Buyer />
          <PlanTools />
          <WorkTools />
          <RiskTools />
        </div>
      </section>
    </FieldMessages.Provider>
  );
}
