// "Download image" beside the charts, folded: its label comes with the charts, and what it opens (the
// chart on show as a PNG or SVG picture, with the Markdown that pairs it with the link) loads when it
// first opens, so a reader who never opens it fetches none of the picture code. The embed's compact
// charts have none: pictures are the full calculator's.
import { lazy, Suspense, useRef, useState } from 'react';
import type { Result, Scenario } from '../../engine/index.ts';
import type { ChartId } from '../../state/store.ts';
import { useCompact } from '../compact.ts';
import { useT } from '../hooks.ts';
import { ErrorBoundary } from '../kit/ErrorBoundary.tsx';

const ChartPicture = lazy(() => import('../pictures/ui.ts').then((m) => ({ default: m.ChartPicture })));

interface Props {
  readonly scenario: Scenario;
  readonly result: Result;
  readonly chart: ChartId;
}

export function ChartDownload({ scenario, result, chart }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  if (useCompact()) return null;
  // the chart on show, drawn in the panel beside this menu
  const plot = () => details.current?.closest('.charts')?.querySelector('.charts-panel .chart-plot');
  return (
    <details
      ref={details}
      className="chart-picture"
      onToggle={(e) => setOpen(e.currentTarget.open)}
      // a menu, not part of the report: left closed and off paper (print.ts)
      data-no-print=""
    >
      <summary>{t('charts.downloadImage')}</summary>
      {open && (
        <div className="chart-picture__menu">
          <ErrorBoundary fallback={<p role="alert">{t('dialog.failed')}</p>}>
            <Suspense fallback={<p>{t('dialog.loading')}</p>}>
              <ChartPicture
                scenario={scenario}
                result={result}
                chart={chart}
                title={t(`charts.tab.${chart}`)}
                findPlot={plot}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
    </details>
  );
}
