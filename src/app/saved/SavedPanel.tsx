// The saved-scenarios dialog's content (default export, for React.lazy): save the scenario on
// screen, the saved list with what can be done to each entry, files in and out, and a comparison.
// The dialog itself, and closing it, belong to the page. Storage is reached only through
// src/state/saved.ts; the scenario on screen changes only when the user opens an entry.
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { Outcome, SavedEntry } from '../../state/saved.ts';
import { useLang, useT } from '../hooks.ts';
import { download, fileStem } from '../kit/download.ts';
import { useCalculator } from '../useCalculator.ts';
import { Compare } from './Compare.tsx';
import { ProblemList } from './ProblemList.tsx';
import { SavedItem } from './SavedItem.tsx';
import { failureText } from './savedText.ts';
import { Transfer } from './Transfer.tsx';
import { useSavedList } from './useSavedList.ts';
import './saved.css';

interface Props {
  /** Closes the dialog; the Close button is shown only when it is given. */
  readonly onClose?: () => void;
  /** id of the heading, for the dialog's aria-labelledby */
  readonly headingId?: string;
}

interface Notice {
  readonly tone: 'done' | 'error';
  readonly text: string;
}

export default function SavedPanel({ onClose, headingId }: Props) {
  const t = useT();
  const lang = useLang();
  const view = useCalculator((s) => s.costView);
  const scenario = useCalculator((s) => s.scenario);
  const loadScenario = useCalculator((s) => s.loadScenario);
  const stale = useCalculator((s) => s.problems.length > 0);
  const { store, listing, refresh } = useSavedList();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [typedName, setTypedName] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const titleId = headingId ?? `${id}-title`;
  const { entries, problems, status } = listing;

  let n = entries.length + 1;
  while (entries.some((e) => e.name === t('saved.defaultName', { n }))) n += 1;
  const name = typedName ?? (scenario.name || t('saved.defaultName', { n }));

  /** Shows how a change went and reads the list again: true when it was made. */
  function report<T extends object>(outcome: Outcome<T>, done: (value: T) => string): boolean {
    refresh();
    if (!outcome.ok) {
      setNotice({ tone: 'error', text: failureText(t, outcome.reason) });
      return false;
    }
    const setAside = 'setAside' in outcome && outcome.setAside ? ` ${t('saved.done.setAside')}` : '';
    setNotice({ tone: 'done', text: `${done(outcome)}${setAside}` });
    return true;
  }

  const save = () => {
    if (report(store.save(name, scenario), ({ entry }) => t('saved.done.saved', { name: entry.name }))) {
      setTypedName(null);
    }
  };
  const onNameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    }
  };

  const open = (entry: SavedEntry) => {
    loadScenario(entry.scenario);
    setNotice({ tone: 'done', text: t('saved.done.opened', { name: entry.name }) });
  };
  const rename = (entry: SavedEntry, newName: string) =>
    report(store.rename(entry.id, newName), (done) => t('saved.done.renamed', { name: done.entry.name }));
  const duplicate = (entry: SavedEntry) =>
    report(store.duplicate(entry.id, t('saved.copyName', { name: entry.name })), (done) =>
      t('saved.done.duplicated', { name: done.entry.name }),
    );
  const remove = (entry: SavedEntry) => {
    report(store.remove(entry.id), ({ removed }) => t('saved.done.deleted', { name: removed.name }));
    // the entry's buttons are gone: focus stays in the list
    listHeading.current?.focus();
  };
  const exportOne = (entry: SavedEntry) =>
    report(store.exportText([entry.id]), ({ text }) => {
      download(`${fileStem({ ...entry.scenario, name: entry.name })}.json`, 'application/json', text);
      return t('saved.done.exported', { name: entry.name });
    });
  const exportAll = () =>
    report(store.exportText(), ({ text, count }) => {
      download('gpu-tco-saved-scenarios.json', 'application/json', text);
      return t('saved.done.exportedAll', { n: count });
    });
  const downloadUnreadable = () => {
    const text = store.unreadableText();
    refresh();
    if (text === null) return;
    download('gpu-tco-saved-scenarios-unreadable.txt', 'text/plain', text);
    setNotice({ tone: 'done', text: t('saved.done.unreadableDownloaded') });
  };
  const startNewList = () => report(store.startNewList(), () => t('saved.done.newList'));
  const importFile = async (text: string, fileName: string) => {
    const outcome = await store.importTextInSteps(text, { fallbackName: fileName });
    refresh();
    if (!outcome.ok) {
      setNotice({ tone: 'error', text: failureText(t, outcome.reason) });
      return null;
    }
    setNotice(outcome.setAside ? { tone: 'done', text: t('saved.done.setAside') } : null);
    return outcome;
  };

  const skipped = problems.filter((p) => p.skipped && status === 'ok');

  return (
    <div className="saved">
      <div className="saved__head">
        <h2 id={titleId}>{t('saved.title')}</h2>
        {onClose && (
          <button type="button" className="button" onClick={onClose}>
            {t('saved.close')}
          </button>
        )}
      </div>
      <p className="field__hint">{t('saved.intro')}</p>

      <div className="saved__notice" role="status" data-testid="saved-notice">
        {notice?.tone === 'done' && notice.text}
      </div>
      {notice?.tone === 'error' && (
        <p className="saved__error" role="alert">
          {notice.text}
        </p>
      )}

      <section className="saved__save" aria-labelledby={`${id}-save`}>
        <h3 id={`${id}-save`}>{t('saved.save.title')}</h3>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('saved.save.name')}</label>
          <div className="field__row">
            <input
              id={`${id}-name`}
              type="text"
              value={name}
              maxLength={80}
              aria-describedby={`${id}-name-hint`}
              onChange={(event) => setTypedName(event.target.value)}
              onKeyDown={onNameKey}
            />
            <button type="button" className="button button--primary" onClick={save}>
              {t('saved.save.button')}
            </button>
          </div>
          <p id={`${id}-name-hint`} className="field__hint">
            {t('saved.save.hint')}
          </p>
          {stale && <p className="field__error">{t('saved.save.stale')}</p>}
        </div>
      </section>

      <section className="saved__list" aria-labelledby={`${id}-list`}>
        <h3 id={`${id}-list`} ref={listHeading} tabIndex={-1}>
          {t('saved.list.title')}
        </h3>
        {status !== 'ok' && (
          <p className="saved__error">
            {t(status === 'corrupted' ? 'saved.error.corrupted' : 'saved.error.unavailable')}
          </p>
        )}
        {status === 'corrupted' && (
          <div className="saved__unreadable">
            <button type="button" className="button" onClick={downloadUnreadable}>
              {t('saved.unreadable.download')}
            </button>
            <button type="button" className="button" onClick={startNewList}>
              {t('saved.unreadable.newList')}
            </button>
            <p className="field__hint">{t('saved.unreadable.hint')}</p>
          </div>
        )}
        {skipped.length > 0 && (
          <div className="saved__skipped">
            <p>{skipped.length === 1 ? t('saved.skipped') : t('saved.skippedMany', { n: skipped.length })}</p>
            <ProblemList problems={skipped} t={t} lang={lang} />
          </div>
        )}
        {status === 'ok' && entries.length === 0 && <p>{t('saved.list.empty')}</p>}
        {entries.length > 0 && (
          <ul className="saved__entries">
            {entries.map((entry) => (
              <SavedItem
                key={entry.id}
                entry={entry}
                repairs={problems.filter((p) => p.id === entry.id)}
                t={t}
                lang={lang}
                view={view}
                onOpen={() => open(entry)}
                onRename={(newName) => rename(entry, newName)}
                onDuplicate={() => duplicate(entry)}
                onDelete={() => remove(entry)}
                onExport={() => exportOne(entry)}
              />
            ))}
          </ul>
        )}
      </section>

      <Transfer t={t} lang={lang} canExport={entries.length > 0} onExportAll={exportAll} onImport={importFile} />
      <Compare entries={entries} onScreen={scenario} t={t} lang={lang} view={view} />
    </div>
  );
}
