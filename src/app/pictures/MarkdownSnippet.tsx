// The Markdown a writer pastes into a post beside the picture they upload: the image, linking to
// this scenario in the calculator. Shown only while open: the share link is worked out then, and
// again after each edit while it shows.
import { useEffect, useId, useState } from 'react';
import type { Result, Scenario } from '../../engine/index.ts';
import { useT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';

interface Props {
  readonly scenario: Scenario;
  readonly result: Result;
  /** the file the snippet shows, as the PNG download names it */
  readonly file: string;
}

export function MarkdownSnippet({ scenario, result, file }: Props) {
  const t = useT();
  const state = useCalculator((s) => s);
  const id = useId();
  const [snippet, setSnippet] = useState('');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    let current = true;
    void import('./make.ts')
      .then((m) => m.snippetOf(scenario, result, state, file, t))
      .then((text) => {
        if (current) setSnippet(text);
      });
    return () => {
      current = false;
    };
  }, [scenario, result, state, file, t]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="picture-snippet">
      <label htmlFor={id}>{t('pictures.markdown')}</label>
      <div className="picture-snippet__row">
        <textarea
          id={id}
          readOnly
          rows={3}
          value={snippet}
          data-testid="picture-markdown"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="button" disabled={snippet === ''} onClick={() => void copy()}>
          {t('pictures.copy')}
        </button>
      </div>
      <p className="picture-snippet__status" role="status">
        {copied ? t('pictures.copied') : ''}
      </p>
      <p className="picture-snippet__note">{t('pictures.note')}</p>
    </div>
  );
}
