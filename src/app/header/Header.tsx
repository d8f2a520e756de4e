import { LANGS, type Lang } from '../../i18n/index.ts';
import type { Theme } from '../../state/store.ts';
import { useT } from '../hooks.ts';
import { chooseLang } from '../language.ts';
import { useCalculator } from '../useCalculator.ts';
import { CurrencySwitch } from './CurrencySwitch.tsx';

const LANG_NAMES: Record<Lang, string> = { en: 'English', 'zh-CN': '中文' };
const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

export function Header() {
  const t = useT();
  const lang = useCalculator((s) => s.lang);
  const theme = useCalculator((s) => s.theme);
  const setTheme = useCalculator((s) => s.setTheme);
  return (
    <header className="header">
      <div className="header__title">
        <h1>{t('app.title')}</h1>
        <p className="header__tagline">{t('app.tagline')}</p>
      </div>
      <div className="header__controls">
        <label>
          <span>{t('header.language')}</span>
          <select value={lang} onChange={(e) => void chooseLang(e.target.value as Lang)}>
            {LANGS.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANG_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('header.theme')}</span>
          <select value={theme} onChange={(e) => setTheme(e.target.value as Theme)}>
            {THEMES.map((th) => (
              <option key={th} value={th}>
                {t(`theme.${th}`)}
              </option>
            ))}
          </select>
        </label>
        <CurrencySwitch />
      </div>
    </header>
  );
}
