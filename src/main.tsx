import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { useCalculator } from './state/store.ts';
import './app/styles.css';
import './app/layout.css';

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // the build prerenders the page in English with the default scenario: take it over as it is when
  // the browser asks for English, otherwise draw the page afresh in the user's language
  if (root.hasChildNodes() && useCalculator.getState().lang === 'en') {
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}
