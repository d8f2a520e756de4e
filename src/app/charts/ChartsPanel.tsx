// The charts under the verdict: one at a time, picked by tabs, each also readable as a table.
// Loaded lazily once the verdict is on screen (default export for React.lazy); it turns the scenario
// and result into chart data with the engine's chart functions and leaves the drawing to the charts.
// Each chart has one renderer: the cumulative chart, shown first, is plain SVG (CumulativeSketch),
// so the first screen needs no Recharts; the other three are Recharts', in a chunk (drawn.ts) that
// loads when one of their tabs is picked or pointed at, or for printing.
import {
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useId,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { costBreakdown, cumulativeCrossings, hoursSweep, planComparison } from '../../engine/analysis.ts';
import type { Result, Scenario } from '../../engine/index.ts';
import { CHARTS, type ChartId } from '../../state/store.ts';
import { useT } from '../hooks.ts';
import { Pending } from '../kit/ClientOnly.tsx';
import { ErrorBoundary } from '../kit/ErrorBoundary.tsx';
import { isPrintingAll, subscribePrintingAll } from '../print.ts';
import { useCalculator } from '../useCalculator.ts';
import { ChartDownload } from './ChartDownload.tsx';
import { CumulativeSketch } from './CumulativeSketch.tsx';
import './charts.css';

const drawn = () => import('./drawn.ts');
const BreakdownChart = lazy(() => drawn().then((m) => ({ default: m.BreakdownChart })));
const HoursChart = lazy(() => drawn().then((m) => ({ default: m.HoursChart })));
const PlansChart = lazy(() => drawn().then((m) => ({ default: m.PlansChart })));

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
  const t = useT();
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

  // a printed report has every chart, one after another
  const printingAll = useSyncExternalStore(subscribePrintingAll, isPrintingAll, () => false);
  const shows = (c: ChartId) => printingAll || chart === c;
  // the sweep re-prices the scenario 97 times: only while its chart is showing
  const sweepShown = shows('hours');
  const plansShown = shows('plans');
  const sweep = useMemo(() => (sweepShown ? hoursSweep(scenario) : null), [sweepShown, scenario]);
  const plans = useMemo(
    () => (plansShown ? planComparison(scenario, costView) : null),
    [plansShown, scenario, costView],
  );
  // chart-ready rows once per result: a redraw for another reason (a tab, the table switch) reuses them
  const crossings = useMemo(() => cumulativeCrossings(result), [result]);
  const breakdown = useMemo(() => costBreakdown(result, costView), [result, costView]);
  const currency = scenario.currency;

  const viewOf = (which: ChartId): ReactNode => {
    if (which === 'cumulative') {
      return (
        <CumulativeSketch
          monthly={result.monthly}
          crossings={crossings}
          currency={currency}
          asTable={asTable}
          {...(result.growth ? { turnMonth: result.growth.turnMonth } : {})}
        />
      );
    }
    let view: ReactNode = null;
    if (which === 'breakdown') {
      view = (
        <BreakdownChart
          breakdown={breakdown}
          view={costView}
          ownTotal={costView === 'amortized' ? result.own.amortizedTotal : result.own.cashTotal}
          rentTotal={costView === 'amortized' ? result.rent.amortizedTotal : result.rent.total}
          currency={currency}
          asTable={asTable}
        />
      );
    } else if (which === 'hours' && sweep) {
      view = <HoursChart sweep={sweep} currency={currency} asTable={asTable} />;
    } else if (which === 'plans' && plans) {
      view = <PlansChart plans={plans} currency={currency} asTable={asTable} />;
    }
    return (
      <ErrorBoundary fallback={<p className="charts-failed">{t('charts.failed')}</p>}>
        <Suspense fallback={<Pending>{t('charts.loading')}</Pending>}>{view}</Suspense>
      </ErrorBoundary>
    );
  };

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
                // a pointer on its way to a Recharts chart's tab starts fetching Recharts
                onPointerEnter={c === 'cumulative' ? undefined : () => void drawn()}
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
        {!asTable && !printingAll && <ChartDownload scenario={scenario} result={result} chart={chart} />}
      </div>
      {printingAll ? (
        CHARTS.map((c) => (
          <section key={c} className="charts-panel" aria-labelledby={`${id}-printed-${c}`}>
            <h3 id={`${id}-printed-${c}`} className="charts-printed-title">
              {t(`charts.tab.${c}`)}
            </h3>
            {viewOf(c)}
          </section>
        ))
      ) : (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(chart)} className="charts-panel">
          {viewOf(chart)}
        </div>
      )}
    </section>
  );
}
