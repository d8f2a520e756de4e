// The charts, loaded when their place comes near the screen, with a note while they load and if
// they cannot. The calculator and the embed page both show them this way, prerendered: the first
// chart's caption and place are in the page's HTML.
import { lazy } from 'react';
import type { Result, Scenario } from '../../engine/index.ts';
import { useT } from '../hooks.ts';
import { LazyPart } from '../kit/LazyPart.tsx';
// with the page's first styles: the prerendered page draws the first chart's place before any script
import './charts.css';

const ChartsPanel = lazy(() => import('./ChartsPanel.tsx'));

export function LazyCharts({ scenario, result }: { readonly scenario: Scenario; readonly result: Result }) {
  const t = useT();
  const loading = <p className="charts-loading">{t('charts.loading')}</p>;
  return (
    <LazyPart
      className="charts-slot"
      loading={loading}
      failed={<p className="charts-failed">{t('charts.failed')}</p>}
      prerendered
    >
      <ChartsPanel scenario={scenario} result={result} />
    </LazyPart>
  );
}
