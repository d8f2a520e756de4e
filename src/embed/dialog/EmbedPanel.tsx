// "Embed": the snippets a writer pastes into a post for the scenario on screen, with the options they
// take (inputs, language, the currency readers see) and a live preview of what readers will see. Two
// snippets: the loader (follows its content's height; needs scripts) and a plain iframe (works where
// scripts are stripped), whose fixed height is the one the preview measures for the chosen options
// over a blog column's widths.
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../app/hooks.ts';
import { useCalculator } from '../../app/useCalculator.ts';
import { CURRENCIES, isCurrency } from '../../data/rates.ts';
import type { Lang } from '../../i18n/index.ts';
import { linkOf } from '../../state/link/apply.ts';
import { DEFAULT_EMBED_INPUTS, EMBED_INPUTS, type EmbedInput } from '../../state/link/embedInputs.ts';
import { READABLE } from '../../state/link/manifest.ts';
// the dialog's own styles travel in its chunk: a separate stylesheet would add its name to the
// page's first chunk, which loads before the verdict
import styles from './embedPanel.css?inline';
import { SnippetField } from './SnippetField.tsx';
import {
  frameSrc,
  frameTitle,
  hugoSnippet,
  iframeSnippet,
  loaderSnippet,
  mdxSnippet,
  scenarioLink,
} from './snippet.ts';
import { COLUMN_WIDTHS_PX, usePreviewHeight } from './usePreviewHeight.ts';
import { WhereTable } from './WhereTable.tsx';

/** A job's figure is offered for a scenario sized from a job of that kind; the rest always. */
function offered(input: EmbedInput, kind: 'training' | 'serving' | undefined): boolean {
  const [section, group] = READABLE[input].path;
  return section !== 'job' || group === kind;
}

/** The frame id the preview reports its height under (embed.html's `wid`). */
const PREVIEW_WID = 'embed-dialog-preview';

interface Props {
  readonly onClose?: () => void;
  readonly headingId?: string;
}

export default function EmbedPanel({ onClose, headingId }: Props) {
  const t = useT();
  const state = useCalculator((s) => s);
  const [inputs, setInputs] = useState<readonly EmbedInput[]>(DEFAULT_EMBED_INPUTS);
  const [lang, setLang] = useState<Lang | ''>('');
  // '' the scenario's own currency; another is converted at the default rate in the widget
  const [currency, setCurrency] = useState('');
  const [copied, setCopied] = useState<'loader' | 'iframe' | 'hugo' | 'mdx' | 'failed' | null>(null);
  const [query, setQuery] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const currencyHintId = useId();

  useEffect(() => {
    let current = true;
    void linkOf(state).then((q) => current && setQuery(q));
    return () => {
      current = false;
    };
  }, [state]);

  // a job's figure only while the scenario holds a job of its kind
  const shown = inputs.filter((input) => offered(input, state.scenario.job?.kind));
  const link = query === null ? null : scenarioLink(new URL('./', window.location.href), query);
  const own = state.scenario.currency;
  const options = { inputs: shown, lang, currency: currency === own ? '' : currency };
  const preview = link === null ? '' : `${frameSrc(link, options)}&wid=${PREVIEW_WID}`;
  const measured = usePreviewHeight(frame, preview, PREVIEW_WID);
  const loader = link === null ? '' : loaderSnippet(link, options);
  // the title in the frame's language; for the reader's own language, in the page's
  const title = frameTitle(lang || state.lang, state.scenario.name);
  const frameOptions = link === null || measured === null ? null : { ...options, title, heightPx: measured.heightPx };
  const iframe = link === null || frameOptions === null ? '' : iframeSnippet(link, frameOptions);
  const hugo = link === null || frameOptions === null ? '' : hugoSnippet(link, frameOptions);
  const mdx = link === null || frameOptions === null ? '' : mdxSnippet(link, frameOptions);

  const toggle = (input: EmbedInput) =>
    setInputs((current) => (current.includes(input) ? current.filter((i) => i !== input) : [...current, input]));

  return (
    <div className="embed-panel">
      <style href="embed-panel" precedence="default">
        {styles}
      </style>
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
      <label className="embed-panel__lang">
        {t('embedPanel.currency')}
        <select
          value={options.currency}
          onChange={(e) => setCurrency(e.target.value)}
          aria-describedby={currencyHintId}
        >
          <option value="">{t('embedPanel.currencyOwn', { code: own })}</option>
          {/* a currency without a default rate has none to convert from: its figures stay as they are */}
          {(isCurrency(own) ? CURRENCIES.filter((code) => code !== own) : []).map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      <p id={currencyHintId} className="field__hint">
        {t('embedPanel.currencyHint')}
      </p>
      <SnippetField
        label={t('embedPanel.snippet')}
        hint={t('embedPanel.loaderHint')}
        snippet={loader}
        copyLabel={t('embedPanel.copy')}
        onCopied={(ok) => setCopied(ok ? 'loader' : 'failed')}
      />
      <SnippetField
        label={t('embedPanel.iframeSnippet')}
        hint={
          measured
            ? t('embedPanel.iframeHint', {
                height: measured.heightPx,
                from: COLUMN_WIDTHS_PX.from,
                to: COLUMN_WIDTHS_PX.to,
              })
            : t('embedPanel.measuring')
        }
        snippet={iframe}
        copyLabel={t('embedPanel.copyIframe')}
        onCopied={(ok) => setCopied(ok ? 'iframe' : 'failed')}
      />
      <SnippetField
        label={t('embedPanel.hugoSnippet')}
        hint={t('embedPanel.hugoHint')}
        snippet={hugo}
        copyLabel={t('embedPanel.copyHugo')}
        onCopied={(ok) => setCopied(ok ? 'hugo' : 'failed')}
      />
      <SnippetField
        label={t('embedPanel.mdxSnippet')}
        hint={t('embedPanel.mdxHint')}
        snippet={mdx}
        copyLabel={t('embedPanel.copyMdx')}
        onCopied={(ok) => setCopied(ok ? 'mdx' : 'failed')}
      />
      <p role="status" className="embed-panel__status">
        {copied === 'loader' && t('embedPanel.copied')}
        {copied === 'iframe' && t('embedPanel.copiedIframe')}
        {copied === 'hugo' && t('embedPanel.copiedHugo')}
        {copied === 'mdx' && t('embedPanel.copiedMdx')}
        {copied === 'failed' && t('embedPanel.copyFailed')}
      </p>
      <WhereTable t={t} />
      <h3>{t('embedPanel.preview')}</h3>
      {preview && (
        <>
          <iframe
            className="embed-panel__preview"
            title={t('embedPanel.previewTitle')}
            src={frameSrc(link ?? '', options)}
            // all of the widget, as the iframe snippet will show it at the height measured
            style={measured ? { height: `${measured.heightPx}px` } : undefined}
          />
          {/* The same page, at the preview's width, within the screen but unseen: the widget loads its
              charts when they near the screen, and the height must include them wherever the
              preview is scrolled. It reports its height as embed.html does to the loader. */}
          <iframe
            ref={frame}
            className="embed-panel__measure"
            title={t('embedPanel.measureTitle')}
            src={preview}
            aria-hidden="true"
            tabIndex={-1}
            inert
          />
        </>
      )}
      {/* the dialog's end, after all it shows (Escape closes it from anywhere) */}
      {onClose && (
        <div className="embed-panel__buttons">
          <button type="button" className="button" onClick={onClose}>
            {t('embedPanel.close')}
          </button>
        </div>
      )}
    </div>
  );
}
