// What "Download image" beside the charts opens (charts/ChartDownload.tsx): the chart on show as a
// PNG or SVG picture, with the Markdown that pairs it with the link. Loaded when first opened; the
// picture code itself on the first click.
import type { Result, Scenario } from '../../engine/index.ts';
import { useT } from '../hooks.ts';
import { fileStem } from '../kit/download.ts';
import { type PictureFormat, PictureMenu } from './PictureMenu.tsx';

interface Props {
  readonly scenario: Scenario;
  readonly result: Result;
  readonly chart: string;
  /** the chart's name, as its tab says it */
  readonly title: string;
  /** the chart's drawing on the page, once it is there */
  readonly findPlot: () => Element | null | undefined;
}

export default function ChartPicture({ scenario, result, chart, title, findPlot }: Props) {
  const t = useT();
  const save = async (format: PictureFormat) => {
    const { saveChartPicture } = await import('./make.ts');
    return saveChartPicture(scenario, result, findPlot, { id: chart, title }, format, t);
  };
  return <PictureMenu scenario={scenario} result={result} save={save} file={`${fileStem(scenario)}-${chart}.png`} />;
}
