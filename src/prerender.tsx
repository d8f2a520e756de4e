// The pages as first painted, rendered at build time into dist/index.html and dist/embed.html
// (scripts/prerender.mjs), so the verdict shows before any JavaScript has run: the start of that
// language's reader (src/state/start.ts: English the US, Chinese China) and the system theme (the embed
// with its default inputs, in the scenario's own currency), with the
// first chart's place, caption and legend. One language a run: the store starts in the browser's
// language, as a visitor's page does, and the prerender runs once per language with that browser
// language set. A script in the page puts the reader's language in place before the first paint; the
// browser then takes over (src/app/boot.tsx hydrates it, or draws afresh what a link asks for).
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { App } from './app/App.tsx';
import { useCalculator } from './app/useCalculator.ts';
import { EmbedApp } from './embed/page/EmbedApp.tsx';
import { LANGS, type Lang, loadMessages, translate } from './i18n/index.ts';
import { PREVIEW_CARD } from './i18n/previewCard.ts';
import { DEFAULT_EMBED_INPUTS } from './state/link/embedInputs.ts';

// the languages, and the words of the link-preview picture that scripts/og-image.mjs draws
export { LANGS, PREVIEW_CARD };

/** The language the store started in: the one every render of this run is in. */
async function language(): Promise<Lang> {
  const { lang } = useCalculator.getInitialState();
  await loadMessages(lang);
  return lang;
}

/**
 * The markup with every part drawn on the first screen (the charts, whose code and messages load
 * lazily): a first render waits for them all to load, and a second, with nothing left to wait for,
 * writes each part in place (a render that waits would write it apart, for a script to move in).
 */
async function markup(node: ReactNode): Promise<string> {
  const page = <StrictMode>{node}</StrictMode>;
  await (await prerender(page)).prelude.cancel();
  return renderToString(page);
}

export interface Prerendered {
  readonly lang: Lang;
  /** the page's title in that language */
  readonly title: string;
  /** the calculator's description in that language (its <meta name="description">) */
  readonly description: string;
  readonly page: string;
  readonly embed: string;
}

export async function render(): Promise<Prerendered> {
  const lang = await language();
  return {
    lang,
    title: translate(lang, 'app.title'),
    description: translate(lang, 'app.description'),
    page: await markup(<App />),
    embed: await markup(<EmbedApp inputs={DEFAULT_EMBED_INPUTS} conversion={null} />),
  };
}
