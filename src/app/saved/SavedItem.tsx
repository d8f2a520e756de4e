// One saved scenario in the list: its name, date and verdict, and what can be done with it.
// Rename edits in place (Enter keeps, Escape cancels); Delete asks again on the same button.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { CostView } from '../../engine/index.ts';
import type { Lang } from '../../i18n/index.ts';
import { NAME_MAX, type SavedEntry, type SavedProblem } from '../../state/saved.ts';
import { dateText, problemLine, type SavedT, verdictLine } from './savedText.ts';

interface Props {
  readonly entry: SavedEntry;
  /** what the lenient reader put right in this entry */
  readonly repairs: readonly SavedProblem[];
  readonly t: SavedT;
  readonly lang: Lang;
  readonly view: CostView;
  readonly onOpen: () => void;
  /** true when the new name was kept */
  readonly onRename: (name: string) => boolean;
  readonly onDuplicate: () => void;
  readonly onDelete: () => void;
  readonly onExport: () => void;
}

export function SavedItem({ entry, repairs, t, lang, view, onOpen, onRename, onDuplicate, onDelete, onExport }: Props) {
  const name = entry.name;
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const renameInput = useRef<HTMLInputElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (draft !== null && !wasEditing.current) {
      renameInput.current?.focus();
      renameInput.current?.select();
    }
    if (draft === null && wasEditing.current) renameButton.current?.focus();
    wasEditing.current = draft !== null;
  }, [draft]);

  const keep = () => {
    if (draft !== null && onRename(draft)) setDraft(null);
  };
  // Escape is the dialog's key for closing: here it only ends the edit or the question
  const onRenameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      keep();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDraft(null);
    }
  };
  const onDeleteKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (confirming && event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setConfirming(false);
    }
  };
  const keepEntry = () => {
    setConfirming(false);
    deleteButton.current?.focus();
  };

  return (
    <li className="saved-item">
      <div className="saved-item__head">
        {draft === null ? (
          <h4 className="saved-item__name">{name}</h4>
        ) : (
          <div className="saved-item__rename">
            <label htmlFor={`${id}-name`} className="visually-hidden">
              {t('saved.rename.label', { name })}
            </label>
            <input
              ref={renameInput}
              id={`${id}-name`}
              type="text"
              value={draft}
              maxLength={NAME_MAX}
              aria-describedby={`${id}-hint`}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onRenameKey}
            />
            <button type="button" className="button" onClick={keep}>
              {t('saved.rename.confirm')}
            </button>
            <button type="button" className="button" onClick={() => setDraft(null)}>
              {t('saved.rename.cancel')}
            </button>
            <p id={`${id}-hint`} className="field__hint">
              {t('saved.rename.hint')}
            </p>
          </div>
        )}
        <p className="saved-item__meta">
          <time dateTime={entry.savedAt}>{t('saved.list.savedAt', { date: dateText(lang, entry.savedAt) })}</time>
        </p>
      </div>
      <p className="saved-item__verdict">{verdictLine(t, lang, entry.scenario, view)}</p>
      {repairs.length > 0 && (
        <details className="saved-item__repairs">
          <summary>{t('saved.list.repaired')}</summary>
          <ul>
            {repairs.map((problem) => (
              <li key={problem.problem.path}>{problemLine(t, lang, problem)}</li>
            ))}
          </ul>
        </details>
      )}
      <div className="saved-item__actions">
        <button
          type="button"
          className="button button--primary"
          aria-label={t('saved.open.named', { name })}
          onClick={onOpen}
        >
          {t('saved.open')}
        </button>
        <button
          ref={renameButton}
          type="button"
          className="button"
          aria-label={t('saved.rename.named', { name })}
          aria-expanded={draft !== null}
          onClick={() => setDraft(draft === null ? name : null)}
        >
          {t('saved.rename')}
        </button>
        <button
          type="button"
          className="button"
          aria-label={t('saved.duplicate.named', { name })}
          onClick={onDuplicate}
        >
          {t('saved.duplicate')}
        </button>
        <button type="button" className="button" aria-label={t('saved.export.named', { name })} onClick={onExport}>
          {t('saved.export')}
        </button>
        {/* the same button asks, then deletes: a second click, with the question said beside it */}
        <button
          ref={deleteButton}
          type="button"
          className={`button${confirming ? ' saved-item__confirm' : ''}`}
          aria-label={t(confirming ? 'saved.delete.confirmNamed' : 'saved.delete.named', { name })}
          aria-describedby={confirming ? `${id}-question` : undefined}
          onClick={confirming ? onDelete : () => setConfirming(true)}
          onKeyDown={onDeleteKey}
        >
          {t(confirming ? 'saved.delete.confirm' : 'saved.delete')}
        </button>
        {confirming && (
          <>
            <button
              type="button"
              className="button"
              aria-label={t('saved.delete.keepNamed', { name })}
              onClick={keepEntry}
            >
              {t('saved.delete.keep')}
            </button>
            <span id={`${id}-question`} className="saved-item__question" role="status">
              {t('saved.delete.question', { name })}
            </span>
          </>
        )}
      </div>
    </li>
  );
}
