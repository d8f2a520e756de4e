// The page as first painted, rendered at build time into dist/index.html (scripts/prerender.mjs),
// so the verdict shows before any JavaScript has run. English, the default scenario and the system
// theme; the browser then takes over (main.tsx hydrates it, or renders afresh in another language).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/App.tsx';
import { useCalculator } from './app/useCalculator.ts';
import { loadMessages } from './i18n/index.ts';
import { resetCalculator } from './state/store.ts';

export async function render(): Promise<string> {
  await loadMessages('en');
  resetCalculator();
  useCalculator.setState({ lang: 'en' });
  return renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
