// The pages as first painted, rendered at build time into dist/index.html and dist/embed.html
// (scripts/prerender.mjs), so the verdict shows before any JavaScript has run: the default scenario
// and the system theme (the embed with its default inputs, in the scenario's own currency), with the
// first chart's place, caption and legend. One language a run: the store starts in the browser's
// language, as a visitor's page does, and the prerender runs once per language with that browser
// language set. A script in the page puts the reader's language in place before the first paint; the
// browser then takes over (src/app/boot.tsx hydrates it, or draws afresh what a link asks for).
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { App } from './app/App.tsx';
import { useCalculator } from './app/useCalculator.ts';
import { breakEvenText, paybackText, verdictSentence } from './app/verdict/answerText.ts';
import { EmbedApp } from './embed/page/EmbedApp.tsx';
import { compareInView, verdictFigures } from './engine/index.ts';
import { formatMoney } from './format/format.ts';
import { LANGS, type Lang, loadMessages, type MessageKey, type Params, translate } from './i18n/index.ts';
import { DEFAULT_EMBED_INPUTS } from './state/link/embedInputs.ts';
import { resultOf } from './state/store.ts';

export { LANGS };

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
  readonly page: string;
  readonly embed: string;
}

export async function render(): Promise<Prerendered> {
  const lang = await language();
  return {
    lang,
    title: translate(lang, 'app.title'),
    page: await markup(<App />),
    embed: await markup(<EmbedApp inputs={DEFAULT_EMBED_INPUTS} conversion={null} />),
  };
}

/** What the link-preview picture says (scripts/og-image.mjs). */
export interface PreviewCard {
  readonly title: string;
  readonly tagline: string;
  readonly sentence: string;
  readonly figures: readonly { readonly label: string; readonly value: string }[];
}

/**
 * The default scenario's answer in English, worded as the prerendered page words it (Verdict.tsx,
 * KeyFigures.tsx; tests/unit/og-build.test.ts holds the sentence equal to the page's): the engine's
 * figures, so the picture is current with each build.
 */
export async function previewCard(): Promise<PreviewCard> {
  await loadMessages('en');
  const t = (key: MessageKey, params?: Params) => translate('en', key, params);
  const { scenario, costView } = useCalculator.getState();
  const result = resultOf(scenario);
  const verdict = verdictFigures(result, costView);
  const comparison = compareInView(result, costView);
  const money = (value: number) => formatMoney(value, 'en', scenario.currency);
  const sentence = verdictSentence(t, 'en', scenario, verdict);
  return {
    title: t('app.title'),
    tagline: t('app.tagline'),
    sentence,
    figures: [
      { label: t('figure.ownTotal'), value: money(comparison.own) },
      { label: t('figure.rentTotal'), value: money(comparison.rent) },
      {
        label: t('figure.breakEven'),
        value: breakEvenText(t, 'en', result.breakEvenHoursPerDay),
      },
      {
        label: t('figure.payback'),
        value: paybackText(t, result.paybackMonth, scenario.horizonMonths),
      },
    ],
  };
}
