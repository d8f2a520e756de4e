// "Embed": the snippet a writer pastes into a blog post for the scenario on screen, with the options
// the loader takes, and a live preview of what readers will see.
import { useEffect, useId, useState } from 'react';
import { EMBED_PANEL_MESSAGES } from '../../i18n/embedPanel.ts';
import type { Lang } from '../../i18n/index.ts';
import { linkOf } from '../../state/link/apply.ts';
import { DEFAULT_EMBED_INPUTS, EMBED_INPUTS, type EmbedInput } from '../../state/link/embedInputs.ts';
import { READABLE } from '../../state/link/manifest.ts';
import { useAreaT } from '../hooks.ts';
import { useCalculator } from '../useCalculator.ts';
import { snippetFor } from './snippet.ts';

/** A job's figure is offered for a scenario sized from a job of that kind; the rest always. */
function offered(input: EmbedInput, kind: 'training' | 'serving' | undefined): boolean {
  const [section, group] = READABLE[input].path;
  return section !== 'job' || group === kind;
}

interface Props {
  readonly onClose?: () => void;
  readonly headingId?: string;
}

export default function EmbedPanel({ onClose, headingId }: Props) {
  const t = useAreaT(EMBED_PANEL_MESSAGES);
  const id = useId();
  const state = useCalculator((s) => s);
  const [inputs, setInputs] = useState<readonly EmbedInput[]>(DEFAULT_EMBED_INPUTS);
  const [lang, setLang] = useState<Lang | ''>('');
  const [copied, setCopied] = useState(false);
  const [query, setQuery] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void linkOf(state).then((q) => current && setQuery(q));
    return () => {
      current = false;
    };
  }, [state]);

  const base = new URL('./', window.location.href);
  // a job's figure only while the scenario holds a job of its kind
  const shown = inputs.filter((input) => offered(input, state.scenario.job?.kind));
  const snippet = query === null ? '' : snippetFor(base, query, { inputs: shown, lang });
  const preview =
    query === null
      ? ''
      : new URL(`embed.html?${query}&inputs=${shown.join(',')}${lang ? `&lang=${lang}` : ''}`, base).href;

  const toggle = (input: EmbedInput) =>
    setInputs((current) => (current.includes(input) ? current.filter((i) => i !== input) : [...current, input]));

  return (
    <div className="embed-panel">
      <h2 id={headingId}>{t('embedPanel.title')}</h2>
      <p className="field__hint">{t('embedPanel.intro')}</p>
      <fieldset className="embed-panel__inputs">
        <legend>{t('embedPanel.inputs')}</legend>
        {EMBED_INPUTS.filter((input) => offered(input, state.scenario.job?.kind)).map((input) => (
          <label key={input}>
            <input type="checkbox" checked={inputs.includes(input)} onChange={() => toggle(input)} />
            {t(`embedPanel.input.${input}`)}
          </label>
        ))}
      </fieldset>
      <label className="embed-panel__lang">
        {t('embedPanel.lang')}
        <select value={lang} onChange={(e) => setLang(e.target.value as Lang | '')}>
          <option value="">{t('embedPanel.langReader')}</option>
          <option value="en">English</option>
          <option value="zh-CN">中文</option>
        </select>
      </label>
      <label htmlFor={`${id}-snippet`}>{t('embedPanel.snippet')}</label>
      <textarea id={`${id}-snippet`} className="embed-panel__snippet" readOnly rows={4} value={snippet} />
      <div className="embed-panel__buttons">
        <button
          type="button"
          className="button button--primary"
          disabled={!snippet}
          onClick={() => {
            void navigator.clipboard.writeText(snippet).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {t('embedPanel.copy')}
        </button>
        {onClose && (
          <button type="button" className="button" onClick={onClose}>
            {t('embedPanel.close')}
          </button>
        )}
        <span role="status">{copied ? t('embedPanel.copied') : ''}</span>
      </div>
      <h3>{t('embedPanel.preview')}</h3>
      {preview && <iframe className="embed-panel__preview" title={t('embedPanel.previewTitle')} src={preview} />}
    </div>
  );
}
