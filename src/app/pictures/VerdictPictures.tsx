// The verdict as a picture for a post, among the report's exports: PNG and SVG, and the Markdown
// that pairs the image with the link. The picture code loads on the first click.
import { useState } from 'react';
import type { Result, Scenario } from '../../engine/index.ts';
import { PICTURES_MESSAGES } from '../../i18n/pictures.ts';
import { useAreaT } from '../hooks.ts';
import { fileStem } from '../results/download.ts';
import { MarkdownSnippet } from './MarkdownSnippet.tsx';
import './pictures.css';

type Format = 'png' | 'svg';

export default function VerdictPictures({
  scenario,
  result,
}: {
  readonly scenario: Scenario;
  readonly result: Result;
}) {
  const t = useAreaT(PICTURES_MESSAGES);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const save = async (format: Format) => {
    try {
      const { saveVerdictPicture } = await import('./make.ts');
      await saveVerdictPicture(scenario, result, format, t);
      setFailed(false);
    } catch (error) {
      console.error(error);
      setFailed(true);
    }
  };
  return (
    <div className="pictures">
      <h3 className="pictures__title">{t('pictures.title')}</h3>
      <div className="export__buttons">
        <button type="button" className="button" onClick={() => void save('png')}>
          {t('pictures.verdictPng')}
        </button>
        <button type="button" className="button" onClick={() => void save('svg')}>
          {t('pictures.verdictSvg')}
        </button>
      </div>
      {failed && <p role="alert">{t('pictures.failed')}</p>}
      <details className="pictures__markdown" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>{t('pictures.markdown')}</summary>
        {open && <MarkdownSnippet scenario={scenario} result={result} file={`${fileStem(scenario)}-verdict.png`} />}
      </details>
    </div>
  );
}
