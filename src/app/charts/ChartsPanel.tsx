// The charts under the verdict: one at a time, picked by tabs, each also readable as a table.
// Loaded lazily once the verdict is on screen (default export for React.lazy); it turns the scenario
// and result into chart data with the engine's chart functions and leaves the drawing to the charts.
import { type KeyboardEvent, type ReactNode, useId, useMemo, useRef } from 'react';
import { costBreakdown, cumulativeCrossings, hoursSweep, planComparison } from '../../engine/charts.ts';
import type { Result, Scenario } from '../../engine/index.ts';
import { CHARTS_MESSAGES } from '../../i18n/charts.ts';
import { CHARTS, type ChartId, useCalculator } from '../../state/store.ts';
import { useAreaT } from '../hooks.ts';
import { BreakdownChart } from './BreakdownChart.tsx';
import { CumulativeChart } from './CumulativeChart.tsx';
import { HoursChart } from './HoursChart.tsx';
import { PlansChart } from './PlansChart.tsx';
import './charts.css';

interface Props {
  readonly scenario: Scenario;
  readonly result: Result;
}

/** Where an arrow, Home or End key moves the selection in the tab list; undefined for other keys. */
function tabAfterKey(key: string, current: number): number | undefined {
  const last = CHARTS.length - 1;
  switch (key) {
    case 'ArrowRight':
      return current === last ? 0 : current + 1;
    case 'ArrowLeft':
      return current === 0 ? last : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

export default function ChartsPanel({ scenario, result }: Props) {
  const t = useAreaT(CHARTS_MESSAGES);
  const chart = useCalculator((s) => s.chart);
  const setChart = useCalculator((s) => s.setChart);
  const asTable = useCalculator((s) => s.chartAsTable);
  const setAsTable = useCalculator((s) => s.setChartAsTable);
  const costView = useCalculator((s) => s.costView);
  const id = useId();
  const tabs = useRef(new Map<ChartId, HTMLButtonElement>());
  const tabId = (c: ChartId) => `${id}-tab-${c}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, CHARTS.indexOf(chart));
    const target = next === undefined ? undefined : CHARTS[next];
    if (!target) return;
    event.preventDefault();
    setChart(target);
    tabs.current.get(target)?.focus();
  };

  // the sweep re-prices the scenario 97 times: only while its chart is showing
  const sweep = useMemo(() => (chart === 'hours' ? hoursSweep(scenario) : null), [chart, scenario]);
  const plans = useMemo(() => (chart === 'plans' ? planComparison(scenario) : null), [chart, scenario]);
  const currency = scenario.currency;

  let view: ReactNode = null;
  if (chart === 'cumulative') {
    view = (
      <CumulativeChart
        monthly={result.monthly}
        crossings={cumulativeCrossings(result)}
        currency={currency}
        asTable={asTable}
      />
    );
  } else if (chart === 'breakdown') {
    view = (
      <BreakdownChart
        breakdown={costBreakdown(result, costView)}
        view={costView}
        ownTotal={costView === 'amortized' ? result.own.amortizedTotal : result.own.cashTotal}
        rentTotal={result.rent.total}
        currency={currency}
        asTable={asTable}
      />
    );
  } else if (chart === 'hours' && sweep) {
    view = <HoursChart sweep={sweep} currency={currency} asTable={asTable} />;
  } else if (plans) {
    view = <PlansChart plans={plans} currency={currency} asTable={asTable} />;
  }

  return (
    <section className="charts">
      <div className="charts-bar">
        <div role="tablist" aria-label={t('charts.tabs')} className="charts-tabs" onKeyDown={onKeyDown}>
          {CHARTS.map((c) => {
            const selected = c === chart;
            return (
              <button
                key={c}
                ref={(element) => {
                  if (element) tabs.current.set(c, element);
                  else tabs.current.delete(c);
                }}
                type="button"
                role="tab"
                id={tabId(c)}
                className="charts-tab"
                aria-selected={selected}
                aria-controls={selected ? panelId : undefined}
                tabIndex={selected ? 0 : -1}
                onClick={() => setChart(c)}
              >
                {t(`charts.tab.${c}`)}
              </button>
            );
          })}
        </div>
        <label className="charts-as-table">
          <input type="checkbox" checked={asTable} onChange={(event) => setAsTable(event.target.checked)} />
          {t('charts.asTable')}
        </label>
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(chart)} className="charts-panel">
        {view}
      </div>
    </section>
  );
}
