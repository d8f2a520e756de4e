// What "Download image" opens, on the verdict card and beside the charts alike: the picture as a PNG
// (twice its SVG size, for sharp text) or an SVG, and the Markdown that pairs the uploaded image with
// the link. The picture code itself (make.ts) loads on the first click.
import { useState } from 'react';
import type { Result, Scenario } from '../../engine/index.ts';
import { useT } from '../hooks.ts';
import { MarkdownSnippet } from './MarkdownSnippet.tsx';
import './pictures.css';

export type PictureFormat = 'png' | 'svg';

interface Props {
  readonly scenario: Scenario;
  readonly result: Result;
  /** saves the picture in that format; false when there was nothing to draw */
  readonly save: (format: PictureFormat) => Promise<boolean>;
  /** the PNG's file name, as the Markdown names the image */
  readonly file: string;
}

export function PictureMenu({ scenario, result, save, file }: Props) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const saveAs = async (format: PictureFormat) => {
    try {
      setFailed(!(await save(format)));
    } catch (error) {
      console.error(error);
      setFailed(true);
    }
  };
  return (
    <div className="picture-menu">
      <div className="export__buttons">
        <button type="button" className="button" onClick={() => void saveAs('png')}>
          {t('pictures.png')}
        </button>
        <button type="button" className="button" onClick={() => void saveAs('svg')}>
          {t('pictures.svg')}
        </button>
      </div>
      {failed && <p role="alert">{t('pictures.failed')}</p>}
      <MarkdownSnippet scenario={scenario} result={result} file={file} />
    </div>
  );
}
