// "Download image" beside the charts: the chart on show as a PNG or SVG picture, with the Markdown
// that pairs it with the link. Loaded after the charts (a lazy part of the charts panel); the picture
// code itself loads on the first click.
import { useRef, useState } from 'react';
import type { Result, Scenario } from '../../engine/index.ts';
import { PICTURES_MESSAGES } from '../../i18n/pictures.ts';
import { useCompact } from '../compact.ts';
import { useAreaT } from '../hooks.ts';
import { fileStem } from '../results/download.ts';
import { MarkdownSnippet } from './MarkdownSnippet.tsx';
import './pictures.css';

interface Props {
  readonly scenario: Scenario;
  readonly result: Result;
  readonly chart: string;
  /** the chart's name, as its tab says it */
  readonly title: string;
}

export default function ChartPicture({ scenario, result, chart, title }: Props) {
  const t = useAreaT(PICTURES_MESSAGES);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // the embed's compact charts stay as the writer placed them: pictures are the full calculator's
  const compact = useCompact();
  const save = async (format: 'png' | 'svg') => {
    const plot = () => details.current?.closest('.charts')?.querySelector('.charts-panel .chart-plot');
    try {
      const { saveChartPicture } = await import('./make.ts');
      const saved = await saveChartPicture(scenario, result, plot, { id: chart, title }, format, t);
      setFailed(!saved);
    } catch (error) {
      console.error(error);
      setFailed(true);
    }
  };
  if (compact) return null;
  return (
    <details ref={details} className="chart-picture" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('pictures.chartImage')}</summary>
      {open && (
        <div className="chart-picture__menu">
          <div className="export__buttons">
            <button type="button" className="button" onClick={() => void save('png')}>
              {t('pictures.png')}
            </button>
            <button type="button" className="button" onClick={() => void save('svg')}>
              {t('pictures.svg')}
            </button>
          </div>
          {failed && <p role="alert">{t('pictures.failed')}</p>}
          <MarkdownSnippet scenario={scenario} result={result} file={`${fileStem(scenario)}-${chart}.png`} />
        </div>
      )}
    </details>
  );
}
