// The pages as first painted, rendered at build time into dist/index.html and dist/embed.html
// (scripts/prerender.mjs), so the verdict shows before any JavaScript has run. English, the default
// scenario and the system theme (the embed with its default inputs, in the scenario's own currency);
// the browser then takes over (main.tsx and embed/main.tsx hydrate it, or draw afresh what a link or
// another language asks for, the page hidden until then).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/App.tsx';
import { breakEvenText, paybackText, verdictSentence } from './app/results/answerText.ts';
import { useCalculator } from './app/useCalculator.ts';
import { EmbedApp } from './embed/EmbedApp.tsx';
import { compareInView, verdictFigures } from './engine/index.ts';
import { formatMoney } from './format/format.ts';
import { loadMessages, type MessageKey, type Params, translate } from './i18n/index.ts';
import { DEFAULT_EMBED_INPUTS } from './state/link/embedInputs.ts';
import { resetCalculator, resultOf } from './state/store.ts';

async function reset(): Promise<void> {
  await loadMessages('en');
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
}

export async function render(): Promise<string> {
  await reset();
  return renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

export async function renderEmbed(): Promise<string> {
  await reset();
  return renderToString(
    <StrictMode>
      <EmbedApp inputs={DEFAULT_EMBED_INPUTS} conversion={null} />
    </StrictMode>,
  );
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
  await reset();
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
