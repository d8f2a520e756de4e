// The page's language and theme live on <html>: lang for screen readers and fonts, data-theme when
// the user overrides the system's light or dark choice; data-live once the page answers input (the
// prerendered page before it does not). The title, and the calculator's description, follow the
// language, for the tab, a bookmark and a browser's share sheet (a crawler reads the built HTML's).
import { useEffect } from 'react';
import type { MessageKey } from '../i18n/index.ts';
import { useT } from './hooks.ts';
import { useCalculator } from './useCalculator.ts';

/** The <meta> tags that describe the page to whoever shares it, and those that give its title. */
const DESCRIPTIONS = 'meta[name="description"], meta[property="og:description"], meta[name="twitter:description"]';
const TITLES = 'meta[property="og:title"], meta[name="twitter:title"]';

/** `description`: the message the page's description tags say (the calculator's; the embed has none). */
export function useDocumentSettings(description?: MessageKey): void {
  const lang = useCalculator((s) => s.lang);
  const theme = useCalculator((s) => s.theme);
  const t = useT();
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = t('app.title');
    if (!description) return;
    for (const meta of document.querySelectorAll<HTMLMetaElement>(TITLES)) meta.content = t('app.title');
    for (const meta of document.querySelectorAll<HTMLMetaElement>(DESCRIPTIONS)) meta.content = t(description);
  }, [lang, t, description]);
  useEffect(() => {
    if (theme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
  }, [theme]);
}
