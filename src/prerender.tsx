// The pages as first painted, rendered at build time into dist/index.html and dist/embed.html
// (scripts/prerender.mjs), so the verdict shows before any JavaScript has run. English, the default
// scenario and the system theme (the embed with its default inputs, in the scenario's own currency);
// the browser then takes over (main.tsx and embed/main.tsx hydrate it, or draw afresh what a link or
// another language asks for, the page hidden until then).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/App.tsx';
import { useCalculator } from './app/useCalculator.ts';
import { EmbedApp } from './embed/EmbedApp.tsx';
import { loadMessages } from './i18n/index.ts';
import { DEFAULT_EMBED_INPUTS } from './state/link/embedInputs.ts';
import { resetCalculator } from './state/store.ts';

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
