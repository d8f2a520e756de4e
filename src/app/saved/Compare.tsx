// Pick two scenarios (the one on screen or any saved one) and see them side by side.
import { useId, useState } from 'react';
import type { CostView, Scenario } from '../../engine/index.ts';
import type { Lang } from '../../i18n/index.ts';
import type { SavedEntry } from '../../state/saved.ts';
import { type Column, CompareTable } from './CompareTable.tsx';
import type { SavedT } from './savedText.ts';

const ON_SCREEN = 'on-screen';

interface Props {
  readonly entries: readonly SavedEntry[];
  readonly onScreen: Scenario;
  readonly t: SavedT;
  readonly lang: Lang;
  readonly view: CostView;
}

export function Compare({ entries, onScreen, t, lang, view }: Props) {
  const id = useId();
  const [picked, setPicked] = useState<readonly [string, string] | null>(null);
  const screenName = onScreen.name || t('saved.compare.onScreen');
  const columnOf = (choice: string): Column | null => {
    if (choice === ON_SCREEN) return { name: screenName, scenario: onScreen };
    const entry = entries.find((e) => e.id === choice);
    return entry ? { name: entry.name, scenario: entry.scenario } : null;
  };
  // until the user picks: the scenario on screen beside the newest saved one; a deleted pick falls back
  const first = picked && columnOf(picked[0]) ? picked[0] : ON_SCREEN;
  const second = picked && columnOf(picked[1]) ? picked[1] : (entries[0]?.id ?? ON_SCREEN);
  const columns = [columnOf(first), columnOf(second)] as const;

  const select = (which: 0 | 1, label: string) => (
    <div className="field">
      <label htmlFor={`${id}-${which}`}>{label}</label>
      <select
        id={`${id}-${which}`}
        value={which === 0 ? first : second}
        onChange={(event) => {
          const value = event.target.value;
          setPicked(which === 0 ? [value, second] : [first, value]);
        }}
      >
        <option value={ON_SCREEN}>
          {onScreen.name ? t('saved.compare.onScreenNamed', { name: onScreen.name }) : t('saved.compare.onScreen')}
        </option>
        {entries.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.name}
          </option>
        ))}
      </select>
    </div>
  );

  const [a, b] = columns;
  return (
    <section className="saved-compare" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('saved.compare.title')}</h3>
      {entries.length === 0 && <p className="field__hint">{t('saved.compare.hint')}</p>}
      <div className="saved-compare__pickers">
        {select(0, t('saved.compare.first'))}
        {select(1, t('saved.compare.second'))}
      </div>
      {a && b && (
        <>
          {a.scenario.currency !== b.scenario.currency && (
            <p className="field__hint">
              {t('saved.compare.currencies', { first: a.scenario.currency, second: b.scenario.currency })}
            </p>
          )}
          <CompareTable columns={[a, b]} view={view} t={t} lang={lang} />
        </>
      )}
    </section>
  );
}
