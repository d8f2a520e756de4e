// "Download image" beside the charts: the chart on show as a PNG or SVG picture, with the Markdown
// that pairs it with the link. Loaded after the charts (a lazy part of the charts panel); the picture
// code itself loads on the first click.
import { useRef, useState } from 'react';
import type { Result, Scenario } from '../../engine/index.ts';
import { PICTURES_MESSAGES } from '../../i18n/pictures.ts';
import { useCompact } from '../compact.ts';
import { useAreaT } from '../hooks.ts';
import { fileStem } from '../results/download.ts';
import { type PictureFormat, PictureMenu } from './PictureMenu.tsx';

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
  const details = useRef<HTMLDetailsElement>(null);
  // the embed's compact charts stay as the writer placed them: pictures are the full calculator's
  const compact = useCompact();
  const save = async (format: PictureFormat) => {
    const plot = () => details.current?.closest('.charts')?.querySelector('.charts-panel .chart-plot');
    const { saveChartPicture } = await import('./make.ts');
    return saveChartPicture(scenario, result, plot, { id: chart, title }, format, t);
  };
  if (compact) return null;
  return (
    <details ref={details} className="chart-picture" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('pictures.chartImage')}</summary>
      {open && (
        <div className="chart-picture__menu">
          <PictureMenu scenario={scenario} result={result} save={save} file={`${fileStem(scenario)}-${chart}.png`} />
        </div>
      )}
    </details>
  );
}
