// "How this is computed": every figure of the result, one line a step, with this scenario's numbers
// in each formula and money to the cent, so that a reader can redo the sums by hand. Closed on screen,
// open on paper (how.css, and the beforeprint handler for browsers that keep closed details shut).
import { useEffect, useMemo, useState } from 'react';
import { explain, explainTipping } from '../../engine/explain/index.ts';
import type { CostView, Result, Scenario, ToolId } from '../../engine/index.ts';
import { type Translate, useLang, useT } from '../hooks.ts';
import { JobSection } from '../job/JobSection.tsx';
import { useCalculator } from '../useCalculator.ts';
import { useOpenForPrint } from '../useOpenForPrint.ts';
import { HowSection, type KeyedLine } from './HowSection.tsx';
import { type Formats, formatsFor } from './lines.ts';
import { keyedLine } from './stepLine.ts';
import './how.css';

type ToolsModule = typeof import('./toolsPart.ts');

/**
 * The scenario's tool sections, written out rather than read from the schema, which would bring the
 * schema's code into this chunk; the type makes sure that none is missing and none is made up.
 */
const TOOL_SECTIONS: Readonly<Record<ToolId, true>> = {
  advisor: true,
  hybrid: true,
  scaling: true,
  utilization: true,
  obsolescence: true,
  storageIO: true,
  sensitivity: true,
  uncertainty: true,
};

/**
 * The analysis tools' lines, once their part has loaded: it brings the tools' engine code, so it loads
 * only for a scenario with a tool on (and, should it fail to load, the section goes without it).
 */
function useToolLines(scenario: Scenario, result: Result, view: CostView, t: Translate, f: Formats): KeyedLine[] {
  const hasTools = Object.keys(TOOL_SECTIONS).some((id) => scenario[id as ToolId] !== undefined);
  const [part, setPart] = useState<ToolsModule | null>(null);
  useEffect(() => {
    if (hasTools && !part) import('./toolsPart.ts').then(setPart, () => undefined);
  }, [hasTools, part]);
  // the tools re-price the scenario (the advisor and hybrid, many times): only when it changes
  const steps = useMemo(
    () => (hasTools && part ? part.explainTools(scenario, result, view) : []),
    [hasTools, part, scenario, result, view],
  );
  return steps.map((step) => keyedLine(step, t, f));
}

export function HowComputed({ scenario, result }: { readonly scenario: Scenario; readonly result: Result }) {
  const t = useT();
  const lang = useLang();
  const costView = useCalculator((s) => s.costView);
  const ref = useOpenForPrint<HTMLDetailsElement>();
  // the engine evaluates the scenario again, recording its steps: only here, never for the verdict
  const { sections } = useMemo(() => explain(scenario, costView), [scenario, costView]);
  const formats = useMemo(() => formatsFor(lang, scenario.currency), [lang, scenario.currency]);
  const toolLines = useToolLines(scenario, result, costView, t, formats);
  // the tipping points re-price the scenario a few times: only when it or the view changes
  const tipping = useMemo(() => explainTipping(scenario, result, costView), [scenario, result, costView]);

  return (
    <details className="how" ref={ref} data-testid="how-computed">
      <summary className="how__summary">
        <h2 className="how__title">{t('explain.title')}</h2>
      </summary>
      <div className="how__body">
        <p className="how__intro">{t('explain.intro')}</p>
        <p className="how__intro" data-testid="how-view">
          {t(costView === 'cash' ? 'explain.viewCash' : 'explain.viewAmortized')}
        </p>
        <JobSection scenario={scenario} view={costView} t={t} f={formats} />
        {sections.map((section) => (
          <HowSection
            key={section.id}
            id={section.id}
            heading={t(`explain.section.${section.id}`)}
            lines={section.steps.map((step) => keyedLine(step, t, formats))}
            t={t}
          />
        ))}
        <HowSection
          id="tipping"
          heading={t('explain.section.tipping')}
          intro={t('explain.tipping.intro')}
          lines={tipping.map((step) => keyedLine(step, t, formats))}
          t={t}
        />
        {toolLines.length > 0 && (
          <HowSection
            id="tools"
            heading={t('explain.section.tools')}
            intro={t('explain.tools.intro')}
            lines={toolLines}
            t={t}
          />
        )}
        <p className="how__note">{t('explain.rounding')}</p>
      </div>
    </details>
  );
}

// the page loads this section lazily, after the verdict: React.lazy wants a default export
export default HowComputed;
