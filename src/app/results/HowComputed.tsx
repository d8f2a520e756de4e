// "How this is computed": every figure of the result, one line a step, with this scenario's numbers
// in each formula and money to the cent, so that a reader can redo the sums by hand. Closed on screen,
// open on paper (how.css, and the beforeprint handler for browsers that keep closed details shut).
import { useMemo } from 'react';
import type { Result, Scenario } from '../../engine/index.ts';
import { formatMoneyExact, formatNumber, formatPercent } from '../../format/format.ts';
import type { ExplainKey } from '../../i18n/explain.ts';
import { EXPLAIN_MESSAGES } from '../../i18n/explain.ts';
import type { Lang } from '../../i18n/index.ts';
import { useCalculator } from '../../state/store.ts';
import { type Translate, useAreaT, useLang } from '../hooks.ts';
import { useOpenForPrint } from '../useOpenForPrint.ts';
import { type ExplainSection, type ExplainStep, explain } from './explain.ts';
import { compareLine, type Draft, type Formats, rentLine } from './howLines.ts';
import { ownLine } from './howOwnLines.ts';
import './how.css';

function formatsFor(lang: Lang, currency: string): Formats {
  // a unit price keeps up to six decimals: 0.0035 per GB-month must not print as 0.00
  const price = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  });
  return {
    money: (value) => formatMoneyExact(value, lang, currency),
    price: (value) => price.format(value),
    num: (value) => formatNumber(value, lang),
    fine: (value) => formatNumber(value, lang, 6),
    pct: (value) => formatPercent(value, lang),
  };
}

type KeyedLine = Draft & { readonly key: string };

/** A step's key: its id, and its year for the year-by-year depreciation steps. */
function keyOf(step: ExplainStep): string {
  return 'year' in step.values ? `${step.id}-${step.values.year}` : step.id;
}

function linesOf(section: ExplainSection, t: Translate<ExplainKey>, f: Formats, refresh: boolean): KeyedLine[] {
  switch (section.id) {
    case 'own':
      return section.steps.map((step) => ({ key: keyOf(step), ...ownLine(step, t, f, refresh) }));
    case 'rent':
      return section.steps.map((step) => ({ key: keyOf(step), ...rentLine(step, t, f) }));
    case 'comparison':
      return section.steps.map((step) => ({ key: keyOf(step), ...compareLine(step, t, f) }));
  }
}

export function HowComputed({ scenario, result }: { readonly scenario: Scenario; readonly result: Result }) {
  const t = useAreaT(EXPLAIN_MESSAGES);
  const lang = useLang();
  const costView = useCalculator((s) => s.costView);
  const ref = useOpenForPrint<HTMLDetailsElement>();
  const sections = useMemo(() => explain(scenario, result, costView), [scenario, result, costView]);
  const formats = useMemo(() => formatsFor(lang, scenario.currency), [lang, scenario.currency]);
  const refresh = scenario.own.refreshAtEndOfLife;

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
        {sections.map((section) => (
          <section key={section.id} className="how__section" aria-labelledby={`how-${section.id}`}>
            <h3 id={`how-${section.id}`} className="how__heading">
              {t(`explain.section.${section.id}`)}
            </h3>
            <ol className="how__steps">
              {linesOf(section, t, formats, refresh).map((line) => (
                <li key={line.key} className="how__step">
                  <span className="how__label">{line.label}</span>
                  {t(line.statement ? 'explain.colon' : 'explain.is')}
                  <span className="how__formula">{line.formula}</span>
                </li>
              ))}
            </ol>
          </section>
        ))}
        <p className="how__note">{t('explain.rounding')}</p>
      </div>
    </details>
  );
}

// the page loads this section lazily, after the verdict: React.lazy wants a default export
export default HowComputed;
