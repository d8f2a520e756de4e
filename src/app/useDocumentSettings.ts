// The page's language and theme live on <html>: lang for screen readers and fonts, data-theme when
// the user overrides the system's light or dark choice; data-live once the page answers input (the
// prerendered page before it does not).
import { useEffect } from 'react';
import { useT } from './hooks.ts';
import { useCalculator } from './useCalculator.ts';

export function useDocumentSettings(): void {
  const lang = useCalculator((s) => s.lang);
  const theme = useCalculator((s) => s.theme);
  const t = useT();
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = t('app.title');
  }, [lang, t]);
  useEffect(() => {
    if (theme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
  }, [theme]);
}
